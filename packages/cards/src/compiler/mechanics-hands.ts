import type { Effect } from '@arbiter/engine';
import type { MechanicSentence } from './mechanics';
import { describe, playerRef, type Ctx } from './nouns';

/**
 * Hands (CR 701.9 discard, 701.20 reveal) and what later sentences say about the cards an instruction discarded
 * or drew "this way" (608.2c):
 * - "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."
 *   (701.20a, 701.9b): three sentences, one instruction; all three must be read (`handsUnfinished`);
 * - "Put up to one land card discarded this way onto the battlefield tapped under your control.";
 * - "If you draw one or more cards this way, <effects>.";
 * - "Round down each time." after "half their life", "half the cards in their hand" (107.1a).
 */
export const HAND_SENTENCES: MechanicSentence[] = [
  {
    name: 'reveals their hand',
    reads: [{ text: 'Target opponent reveals their hand.' }],
    read: (s, ctx) => {
      const m = /^(target opponent|target player) reveals their hand$/.exec(s);
      const who = m && playerRef(m[1], ctx);
      if (!who) return null;
      ctx.hand = { missing: 'choose' };
      // The hand is revealed as the discard begins (701.20a); the next sentences say which card, and that it's discarded.
      return [{ do: 'discard', who, n: 0, chosenBy: 'you' }];
    },
  },
  {
    name: 'you choose a card from it',
    reads: [{ text: 'You choose a nonland card from it.', prior: [{ do: 'discard', who: { target: 0 }, n: 0, chosenBy: 'you' }] }],
    read: (s, ctx, prior) => {
      const m = /^you choose an? (.+?) from it$/.exec(s);
      const last = prior[prior.length - 1];
      const d = m && last?.do === 'discard' && last.chosenBy && last.n === 0 ? describe(`${m[1]} from your graveyard`) : null;
      if (!d || d.place !== 'graveyard' || last?.do !== 'discard') return null;
      last.n = 1;
      last.filter = d.filter;
      if (ctx.hand) ctx.hand.missing = 'discard';
      return [];
    },
  },
  {
    name: 'that player discards that card',
    reads: [{ text: 'That player discards that card.', prior: [{ do: 'discard', who: { target: 0 }, n: 1, chosenBy: 'you', filter: {} }] }],
    read: (s, ctx, prior) => {
      const last = prior[prior.length - 1];
      if (s !== 'that player discards that card' || last?.do !== 'discard' || !last.chosenBy || last.n !== 1) return null;
      if (ctx.hand) ctx.hand.missing = undefined;
      return [];
    },
  },
  {
    name: 'put up to one card discarded this way onto the battlefield',
    reads: [{ text: 'Put up to one land card discarded this way onto the battlefield tapped under your control.', prior: [{ do: 'discard', who: { target: 0 }, n: 2 }] }],
    read: (s, _ctx, prior) => {
      const m = /^put up to one (.+? card) discarded this way onto the battlefield tapped under your control$/.exec(s);
      const d = m && prior.some((e) => e.do === 'discard') ? describe(`${m[1]} from your graveyard`) : null;
      if (!d || d.place !== 'graveyard') return null;
      return [{ do: 'putOneFromAmongOntoBattlefield', filter: d.filter, among: 'discarded', upTo: true, tapped: true }];
    },
  },
  {
    name: 'if you draw one or more cards this way',
    reads: [{ text: 'If you draw one or more cards this way, discard two cards.', prior: [{ do: 'draw', who: 'you', n: 'X', may: 'draw X cards' }] }],
    read: (s, ctx, prior, sentence) => {
      const m = /^if you draw one or more cards this way, (.+)$/.exec(s);
      if (!m || !prior.some((e) => e.do === 'draw')) return null;
      const inner = sentence(m[1], ctx, prior);
      return inner && inner.map((e): Effect => ({ ...e, ifThisWay: 'drew' }));
    },
  },
  {
    name: 'round each time',
    reads: [{ text: 'Round down each time.', prior: [{ do: 'loseLife', who: 'each-player', n: { halfOf: 'life', round: 'down' } }] }],
    read: (s, ctx, prior) => {
      const m = /^round (up|down) each time$/i.exec(s);
      const halves = prior.flatMap((e) => ('n' in e && typeof e.n === 'object' && 'halfOf' in e.n ? [e.n] : []));
      if (!m || !halves.length) return null;
      for (const h of halves) h.round = m[1] as 'up' | 'down';
      ctx.halfRounding = undefined;
      return [];
    },
  },
];

/** An instruction of HAND_SENTENCES whose later sentences are missing: the sentence that opened it, to report unread. */
export function handsUnfinished(ctx: Ctx): RegExp | null {
  if (ctx.hand?.missing) return /reveals their hand/i;
  if (ctx.halfRounding) return /half/i;
  return null;
}
