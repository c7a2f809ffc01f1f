import type { MechanicSentence } from './mechanics';

/**
 * CR 701.18b, 601.3 — "You may play that card this turn" after an instruction that moved cards (mill, exile from
 * the top of the library): those cards ("that card", "them") may be played this turn from where they are
 * (rules/r701-18-play.ts).
 */
export const PLAY_SENTENCES: MechanicSentence[] = [
  {
    name: 'you may play that card this turn',
    reads: [{ text: 'You may play that card this turn.', prior: [{ do: 'mill', n: 1 }] }],
    read: (s, _ctx, prior) => {
      const last = prior[prior.length - 1];
      if (!/^you may play (?:that card|those cards|them|it) this turn$/.test(s)) return null;
      if (last?.do !== 'mill' && last?.do !== 'exileTop') return null;
      return [{ do: 'allowPlay', what: 'chosen' }];
    },
  },
];
