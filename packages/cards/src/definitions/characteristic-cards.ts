import { activated, cost, face, spell, T0, target, type Definitions } from './dsl';

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
  'Primal Plasma': {
    normal: face({
      kind: 'static', text: 'As Primal Plasma enters, it becomes your choice of a 3/3 creature, a 2/2 creature with flying, or a 1/6 creature with defender.',
      effect: {
        kind: 'enters', who: 'self',
        effect: {
          kind: 'becomeChoice', by: 'choice', options: [
            { text: 'a 3/3 creature', power: 3, toughness: 3, keywords: [] },
            { text: 'a 2/2 creature with flying', power: 2, toughness: 2, keywords: ['flying'] },
            { text: 'a 1/6 creature with defender', power: 1, toughness: 6, keywords: ['defender'] },
          ],
        },
      },
    }),
  },
  'Molten Sentry': {
    normal: face({
      kind: 'static',
      text: 'As Molten Sentry enters the battlefield, flip a coin. If the coin comes up heads, Molten Sentry enters the battlefield as a 5/2 creature with haste. If it comes up tails, Molten Sentry enters the battlefield as a 2/5 creature with defender.',
      effect: {
        kind: 'enters', who: 'self',
        effect: {
          kind: 'becomeChoice', by: 'coinFlip', options: [
            { text: 'heads: a 5/2 creature with haste', power: 5, toughness: 2, keywords: ['haste'] },
            { text: 'tails: a 2/5 creature with defender', power: 2, toughness: 5, keywords: ['defender'] },
          ],
        },
      },
    }),
  },
  'Dimir Doppelganger': {
    normal: face(activated('{1}{U}{B}: Exile target creature card from a graveyard. Dimir Doppelganger becomes a copy of that card, except it has this ability.',
      { mana: cost('{1}{U}{B}') }, [target.graveyardCard({ types: ['Creature'] }, 'any')],
      [{ do: 'exile', what: T0 }, { do: 'becomeCopy', what: 'self', of: { followedTarget: 0 }, keepThisAbility: true }])),
  },
  'Mirror Gallery': {
    normal: face({ kind: 'static', text: 'The "legend rule" doesn\'t apply.', effect: { kind: 'noLegendRule' } }),
  },
};
