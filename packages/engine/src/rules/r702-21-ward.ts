import type { Answer } from '../decisions';
import { actionError } from '../errors';
import { ask, chosenObjects, type EffectResult } from '../effects/shared';
import type { EffectContext } from '../effects/context';
import { emit, nameOf, playerName, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';
import { discardCard } from './r121-drawing';

/**
 * CR 702.21a, 118.12 — ward with a cost that is not mana or life ("Ward—Discard a card": counter that spell or
 * ability unless its controller discards `n` cards). The controller chooses `n` cards from their hand to discard
 * (paying the cost) or none (declining, the suggested answer as for "unless pays"); with fewer than `n` cards in
 * hand the cost can't be paid (118.3) and the spell or ability is countered. `counter` counters it.
 */
export function counterUnlessDiscards(g: Game, ctx: EffectContext, src: string, id: ObjectId, n: number, answer: Answer | undefined, counter: () => void): EffectResult {
  const payer = g.s.objects[id].controller;
  const hand = g.s.players[payer].hand;
  const costText = `discard ${n === 1 ? 'a card' : `${n} cards`}`;
  if (!answer) {
    if (hand.length >= n) return ask(g, ctx, payer, '118.12', `${costText}, or ${nameOf(g, id)} is countered (${src}); choose none to decline`, [...hand], 0, n, false);
    emit(g, { kind: 'cantPay', rules: ['118.12', '118.3'], player: payer, text: `${playerName(g, payer)} can't ${costText}` });
  } else {
    const picked = chosenObjects(g, answer);
    if (!Array.isArray(picked)) return picked;
    if (picked.length !== 0 && picked.length !== n) return actionError('illegal-choice', '118.12', `choose ${n} card(s) to discard, or none`);
    if (picked.length) {
      for (const card of picked) discardCard(g, card, ['118.12', '702.21a']);
      emit(g, { kind: 'paid', rules: ['118.12', '702.21a'], player: payer, text: `${playerName(g, payer)} pays the ward cost: ${nameOf(g, id)} is not countered` });
      return 'done';
    }
    emit(g, { kind: 'decline', rules: ['118.12'], player: payer, text: `${playerName(g, payer)} doesn't ${costText}` });
  }
  counter();
  return 'done';
}
