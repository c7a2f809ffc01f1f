import { emit, obj, playerName, type Game } from '../state/draft';
import { endEffects } from './r611-durations';
import { discardCard } from './r121-drawing';
import { exileIfControllerLeft } from './r104-ending';
import { replacementDecision } from './r614-events';
import type { ObjectId } from '../state/types';

/** CR 402.2 — the maximum hand size is normally seven. */
export const MAX_HAND_SIZE = 7;

/**
 * CR 514.1 — the active player discards down to their maximum hand size (a decision when they must; none for a
 * player with no maximum hand size, 402.2), then 514.2 happens.
 */
export function cleanupDiscard(g: Game): void {
  const p = g.s.turn.active;
  const hand = g.s.players[p].hand;
  const excess = g.s.players[p].noMaximumHandSize ? 0 : hand.length - MAX_HAND_SIZE;
  if (excess > 0) {
    g.s.pending = {
      id: g.s.seq, player: p, rule: '514.1', prompt: `${playerName(g, p)} discards ${excess} card(s) to hand size`,
      kind: 'chooseObjects', purpose: 'discard', options: [...hand], min: excess, max: excess, ordered: false,
      suggested: hand.slice(hand.length - excess),
    };
    return;
  }
  cleanupDamageAndEffects(g);
}

/**
 * Answer to the 514.1 decision. CR 616.1 — where the order of replacement effects matters for the discarded
 * cards, their owner chooses first (`replacementKeys`, kept in `pausedForOrder` while asked).
 */
export function finishCleanupDiscard(g: Game, cards: ObjectId[], replacementKeys: string[] = []): void {
  const decision = replacementDecision(g, cards.map((object) => ({ kind: 'toGraveyard', object, to: 'graveyard' })), replacementKeys);
  if (decision) {
    g.s.pausedForOrder = { by: 'cleanupDiscard', cards, replacementOrder: replacementKeys };
    g.s.pending = decision;
    return;
  }
  const order = { given: replacementKeys, used: 0 };
  for (const id of cards) discardCard(g, id, ['514.1'], order);
  g.s.pending = null;
  cleanupDamageAndEffects(g);
}

/** CR 514.2 — damage is removed and "until end of turn" effects end, simultaneously. */
function cleanupDamageAndEffects(g: Game): void {
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (o.damage || o.deathtouchDamage) {
      const w = obj(g, id);
      w.damage = 0;
      w.deathtouchDamage = false;
    }
  }
  endEffects(g, 'endOfTurn');
  emit(g, { kind: 'cleanup', rules: ['514.2'], text: 'damage wears off and "until end of turn" effects end' });
  exileIfControllerLeft(g); // 800.4c
}
