import type { Ctx } from './nouns';
import { describe } from './nouns';
import type { MechanicSentence } from './mechanics';

/**
 * CR 701.20a — "Reveal cards from the top of your library until you reveal an instant or sorcery card." and the
 * sentence that says where the cards go, "Put that card into your hand and the rest on the bottom of your library in a
 * random order." (401.4): one `revealUntil` effect (engine rules/r701-20-reveal-until.ts). The first sentence alone
 * leaves the instruction unfinished (`revealUnfinished`), so the card stays unread.
 */
export const REVEAL_UNTIL_SENTENCES: MechanicSentence[] = [
  {
    name: 'reveal cards until you reveal',
    reads: [{ text: 'Reveal cards from the top of your library until you reveal an instant or sorcery card.' }],
    read: (s, ctx) => {
      const m = /^reveal cards from the top of your library until you reveal an? (.+ card)$/.exec(s);
      const d = m && describe(`${m[1]} from your graveyard`);
      if (!d || d.place !== 'graveyard') return null;
      ctx.revealing = true;
      return [{ do: 'revealUntil', filter: d.filter }];
    },
  },
  {
    name: 'put that card into your hand and the rest on the bottom',
    reads: [{ text: 'Put that card into your hand and the rest on the bottom of your library in a random order.', prior: [{ do: 'revealUntil', filter: { types: ['Instant', 'Sorcery'] } }] }],
    read: (s, ctx, prior) => {
      if (s !== 'put that card into your hand and the rest on the bottom of your library in a random order' || prior[prior.length - 1]?.do !== 'revealUntil') return null;
      delete ctx.revealing;
      return [];
    },
  },
];

/** The opening sentence of a "reveal cards until" whose destination sentence wasn't read, or null. */
export function revealUnfinished(ctx: Ctx): RegExp | null {
  return ctx.revealing ? /reveal cards from the top/i : null;
}
