import { activated, cost, face, keyword, spell, T0, target, type Definitions } from './dsl';

/**
 * Cards for characteristic-defining abilities (CR 604.3, layer 7a), switching power and toughness (layer 7d),
 * "as enters" values that are copiable (707.2), type-, ability- and P/T-setting Auras (layers 4, 6, 7b), copy
 * effects (layer 1) and rule-changing statics; Oracle text in the vendored and added data.
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
  'Darksteel Mutation': {
    normal: face(keyword('Enchant creature'), {
      kind: 'static', text: 'Enchanted creature is a 0/1 Insect artifact creature with indestructible and loses all other abilities, card types, and creature types.',
      effect: {
        kind: 'attached', power: 0, toughness: 0,
        mods: [
          { kind: 'setTypes', types: ['Artifact', 'Creature'], subtypes: ['Insect'] }, // layer 4
          { kind: 'removeAllAbilities' }, { kind: 'addKeywords', keywords: ['indestructible'] }, // layer 6, in this order
          { kind: 'setPT', power: 0, toughness: 1 }, // layer 7b
        ],
      },
    }),
  },
  'Nanogene Conversion': {
    normal: face(spell("Choose target creature you control. Each other creature becomes a copy of that creature until end of turn, except it isn't legendary.",
      [target.creature({ controller: 'you' })],
      { do: 'becomeCopy', what: { each: { types: ['Creature'] } }, of: T0, keepThisAbility: false, until: 'endOfTurn', notLegendary: true })),
  },
  'Fleeting Reflection': {
    normal: face(spell('Target creature you control gains hexproof until end of turn. Untap that creature. Until end of turn, it becomes a copy of up to one other target creature.',
      [target.creature({ controller: 'you' }), { ...target.anotherPermanent({ types: ['Creature'] }), count: { min: 0, max: 1 } }],
      { do: 'grantKeywords', what: T0, keywords: ['hexproof'], until: 'endOfTurn' }, { do: 'untap', what: T0 },
      { do: 'becomeCopy', what: T0, of: { target: 1 }, keepThisAbility: false, until: 'endOfTurn' })),
  },
  'Infinite Reflection': {
    normal: face(keyword('Enchant creature'), {
      // An Aura with enchant creature always enters attached to a creature (303.4f), so the trigger condition holds.
      kind: 'triggered', text: 'When Infinite Reflection enters attached to a creature, each other nontoken creature you control becomes a copy of that creature.',
      trigger: { on: 'enters', who: 'self' }, targets: [],
      effects: [{ do: 'becomeCopy', what: { each: { types: ['Creature'], controller: 'you', token: false } }, of: 'enchanted', keepThisAbility: false }],
    }, {
      kind: 'static', text: 'Nontoken creatures you control enter as a copy of enchanted creature.',
      effect: { kind: 'enters', who: { types: ['Creature'], controller: 'you', token: false }, effect: { kind: 'copyOf', filter: {}, ofEnchanted: true } },
    }),
  },
  Mirrorform: {
    normal: face(spell('Each nonland permanent you control becomes a copy of target non-Aura permanent.', [target.permanent({ notSubtypes: ['Aura'] })],
      { do: 'becomeCopy', what: { each: { notTypes: ['Land'], controller: 'you' } }, of: T0, keepThisAbility: false })),
  },
};
