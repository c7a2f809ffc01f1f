import { face, spell, T0, target, type Definitions } from './dsl';

/**
 * Split cards (CR 709): each half is cast on its own (709.3) with that half's behaviour (`left`, `right`);
 * off the stack the card has the combined characteristics of both (709.4). Oracle text in the vendored data.
 */
export const splitCards: Definitions = {
  'Fire // Ice': {
    // CR 601.2c, 601.2d: one or two targets, chosen as it is cast, and the 2 damage divided among them then.
    left: face(spell('Fire deals 2 damage divided as you choose among one or two targets.', [{ kind: 'any', count: { min: 1, max: 2 } }],
      { do: 'damage', amount: 2, to: T0, divided: true })),
    right: face(spell('Tap target permanent.\nDraw a card.', [target.permanent({})], { do: 'tap', what: T0 }, { do: 'draw', who: 'you', n: 1 })),
  },
};
