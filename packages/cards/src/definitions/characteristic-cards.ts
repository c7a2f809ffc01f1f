import { face, spell, T0, target, type Definitions } from './dsl';

/**
 * Cards for characteristic-defining abilities (CR 604.3, layer 7a), switching power and toughness (layer 7d),
 * "as enters" values that are copiable (707.2) and rule-changing statics; Oracle text in the vendored and added data.
 */
export const characteristicCards: Definitions = {
  Tarmogoyf: {
    normal: face({
      kind: 'static', text: "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
      effect: { kind: 'definePT', count: 'cardTypesInGraveyards', power: 0, toughness: 1 },
    }),
  },
  'Twisted Image': {
    normal: face(spell("Switch target creature's power and toughness until end of turn. Draw a card.", [target.creature()],
      { do: 'switchPT', what: T0, until: 'endOfTurn' }, { do: 'draw', who: 'you', n: 1 })),
  },
  'Mirror Gallery': {
    normal: face({ kind: 'static', text: 'The "legend rule" doesn\'t apply.', effect: { kind: 'noLegendRule' } }),
  },
};
