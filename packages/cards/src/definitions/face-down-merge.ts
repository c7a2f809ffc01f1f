import { face, keyword, kw, spell, T0, target, type Definitions } from './dsl';

/**
 * Cards for face-down permanents (CR 708: morph and megamorph 702.37, disguise 702.168, manifest 701.40) and merged
 * permanents (CR 730: mutate 702.140); Oracle text in the vendored and added data.
 */
export const faceDownMergeCards: Definitions = {
  'Skirk Marauder': {
    normal: face(
      keyword('Morph {2}{R}'),
      {
        kind: 'triggered', text: 'When Skirk Marauder is turned face up, it deals 2 damage to any target.',
        trigger: { on: 'turnedFaceUp', who: 'self' }, targets: [target.any], effects: [{ do: 'damage', amount: 2, to: T0 }],
      },
    ),
  },
  'Ainok Survivalist': {
    normal: face(
      keyword('Megamorph {1}{G}'),
      {
        kind: 'triggered', text: 'When Ainok Survivalist is turned face up, destroy target artifact or enchantment an opponent controls.',
        trigger: { on: 'turnedFaceUp', who: 'self' }, targets: [target.permanent({ types: ['Artifact', 'Enchantment'], controller: 'opponent' })],
        effects: [{ do: 'destroy', what: T0 }],
      },
    ),
  },
  'Pyrotechnic Performer': {
    normal: face(
      keyword('Disguise {R}'),
      {
        kind: 'triggered', text: 'Whenever Pyrotechnic Performer or another creature you control is turned face up, that creature deals damage equal to its power to each opponent.',
        trigger: { on: 'turnedFaceUp', who: { types: ['Creature'], controller: 'you' } }, targets: [],
        effects: [{ do: 'damage', amount: 'subjectPower', to: 'each-opponent', from: 'subject' }],
      },
    ),
  },
  'Soul Summons': { normal: face(spell('Manifest the top card of your library.', [], { do: 'manifest' })) },
  'Sea-Dasher Octopus': {
    normal: face(
      keyword('Mutate {1}{U}'),
      kw('flash'),
      {
        kind: 'triggered', text: 'Whenever this creature deals combat damage to a player, draw a card.',
        trigger: { on: 'dealsCombatDamageToPlayer', who: 'self' }, targets: [], effects: [{ do: 'draw', who: 'you', n: 1 }],
      },
    ),
  },
  Gemrazer: {
    normal: face(
      keyword('Mutate {1}{G}{G}'),
      kw('reach'),
      kw('trample'),
      {
        kind: 'triggered', text: 'Whenever this creature mutates, destroy target artifact or enchantment an opponent controls.',
        trigger: { on: 'mutates', who: 'self' }, targets: [target.permanent({ types: ['Artifact', 'Enchantment'], controller: 'opponent' })],
        effects: [{ do: 'destroy', what: T0 }],
      },
    ),
  },
};
