import type { MechanicSentence } from './mechanics';

/**
 * CR 120.4a, 120.10 — "Exile cards from the top of your library equal to the excess damage dealt to that creature this
 * way." after a damage instruction to a target creature: an `exileTop` of the excess damage it dealt (the engine keeps
 * it in the resolution's "this way", 608.2c); the exiled cards become the chosen objects ("those cards").
 */
export const EXCESS_DAMAGE_SENTENCES: MechanicSentence[] = [
  {
    name: 'exile cards equal to the excess damage',
    reads: [{ text: 'Exile cards from the top of your library equal to the excess damage dealt to that creature this way.', prior: [{ do: 'damage', amount: 'X', to: { target: 0 } }] }],
    read: (s, _ctx, prior) => {
      if (s !== 'exile cards from the top of your library equal to the excess damage dealt to that creature this way') return null;
      const last = prior[prior.length - 1];
      if (last?.do !== 'damage' || typeof last.to !== 'object' || !('target' in last.to)) return null;
      return [{ do: 'exileTop', n: 'excessDamage' }];
    },
  },
];
