import type { AbilityDef, EventMatch, Instead } from '@arbiter/engine';
import { activated, cost, face, keyword, kw, spell, target, T0, type Definitions } from './dsl';

/** CR 614.1a, 615.1 — a static "If ... would ..., instead" or "prevent" ability. */
function replacement(text: string, match: EventMatch, instead: Instead): AbilityDef {
  return { kind: 'static', text, effect: { kind: 'replacement', match, instead } };
}

/**
 * Cards with replacement and prevention effects on events other than entering (CR 614.1a, 615, 616) and a
 * state trigger (603.8), for the scenarios in scenarios/core/{replacement,prevention,triggers}; Oracle text
 * in the added card data (data/added-cards.json).
 */
export const replacementCards: Definitions = {
  'Furnace of Rath': {
    normal: face(replacement('If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
      { event: 'damage', to: { player: 'any', permanent: {} } }, { kind: 'double' })),
  },
  'Torbran, Thane of Red Fell': {
    normal: face(replacement('If a red source you control would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2 instead.',
      { event: 'damage', source: { colors: ['R'], controller: 'you' }, to: { player: 'opponent', permanent: { controller: 'opponent' } } }, { kind: 'plus', n: 2 })),
  },
  'Rest in Peace': {
    normal: face(
      { kind: 'triggered', text: 'When Rest in Peace enters, exile all graveyards.', trigger: { on: 'enters', who: 'self' }, targets: [], effects: [{ do: 'exileGraveyards' }] },
      replacement('If a card or token would be put into a graveyard from anywhere, exile it instead.', { event: 'toGraveyard', owner: 'any' }, { kind: 'exile' }),
    ),
  },
  'Thought Reflection': {
    normal: face(replacement('If you would draw a card, draw two cards instead.', { event: 'draw', who: 'you' }, { kind: 'double' })),
  },
  'Boon Reflection': {
    normal: face(replacement('If you would gain life, you gain twice that much life instead.', { event: 'gainLife', who: 'you' }, { kind: 'double' })),
  },
  'Tainted Remedy': {
    normal: face(replacement('If an opponent would gain life, that player loses that much life instead.', { event: 'gainLife', who: 'opponent' }, { kind: 'loseLife' })),
  },
  'Hardened Scales': {
    normal: face(replacement('If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.',
      { event: 'counters', counter: '+1/+1', on: { types: ['Creature'], controller: 'you' } }, { kind: 'plus', n: 1 })),
  },
  'Doubling Season': {
    normal: face(
      replacement('If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.', { event: 'createTokens', who: 'you' }, { kind: 'double' }),
      replacement('If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.',
        { event: 'counters', on: { controller: 'you' } }, { kind: 'double' }),
    ),
  },
  'Daunting Defender': {
    normal: face(replacement('If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.',
      { event: 'damage', to: { permanent: { types: ['Creature'], subtypes: ['Cleric'], controller: 'you' } } }, { kind: 'prevent', n: 1 })),
  },
  'Healing Salve': {
    normal: face({
      kind: 'spell', text: 'Choose one —', targets: [], effects: [], chooseModes: { min: 1, max: 1 },
      modes: [
        { text: 'Target player gains 3 life.', targets: [target.player], effects: [{ do: 'gainLife', who: T0, n: 3 }] },
        { text: 'Prevent the next 3 damage that would be dealt to any target this turn.', targets: [target.any], effects: [{ do: 'prevent', amount: 3, to: T0, until: 'endOfTurn' }] },
      ],
    }),
  },
  Fog: {
    normal: face({ kind: 'spell', text: 'Prevent all combat damage that would be dealt this turn.', targets: [], effects: [{ do: 'prevent', combat: true, until: 'endOfTurn' }] }),
  },
  'Maze of Ith': {
    normal: face(activated('{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature this turn.', { tap: true },
      [target.creature({ attacking: true })],
      [{ do: 'untap', what: T0 }, { do: 'prevent', combat: true, toOrBy: T0, until: 'endOfTurn' }])),
  },
  'Circle of Protection: Red': {
    normal: face(activated('{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.', { mana: cost('{1}') }, [],
      [{ do: 'prevent', to: 'you', fromChosen: { colors: ['R'] }, until: 'endOfTurn' }])),
  },
  'Darksteel Colossus': {
    normal: face(kw('trample'), kw('indestructible'),
      replacement("If Darksteel Colossus would be put into a graveyard from anywhere, reveal Darksteel Colossus and shuffle it into its owner's library instead.",
        { event: 'toGraveyard', owner: 'any', self: true }, { kind: 'shuffleIntoLibrary' })),
  },
  'Mental Note': {
    normal: face(spell('Mill two cards. Draw a card.', [], { do: 'mill', n: 2 }, { do: 'draw', who: 'you', n: 1 })),
  },
  'Beast Within': {
    normal: face(spell('Destroy target permanent. Its controller creates a 3/3 green Beast creature token.', [target.permanent({})],
      { do: 'destroy', what: T0 },
      { do: 'createToken', n: 1, for: { controllerOf: 0 }, token: { name: 'Beast Token', colors: ['G'], supertypes: [], types: ['Creature'], subtypes: ['Beast'], power: 3, toughness: 3, text: '', abilities: [] } })),
  },
  'Drudge Skeletons': {
    normal: face(activated('{B}: Regenerate Drudge Skeletons.', { mana: cost('{B}') }, [], [{ do: 'regenerate', what: 'self' }])),
  },
  'Wrath of God': {
    normal: face(spell("Destroy all creatures. They can't be regenerated.", [], { do: 'destroy', what: { each: { types: ['Creature'] } }, noRegeneration: true })),
  },
  Pariah: {
    normal: face(keyword('Enchant creature'), replacement('All damage that would be dealt to you is dealt to enchanted creature instead.',
      { event: 'damage', to: { player: 'you' } }, { kind: 'redirectToAttached' })),
  },
  'Lava Coil': {
    normal: face(spell('Lava Coil deals 4 damage to target creature. If that creature would die this turn, exile it instead.', [target.creature()],
      { do: 'damage', amount: 4, to: T0 },
      { do: 'replaceFor', what: T0, match: { event: 'toGraveyard', owner: 'any', dies: true }, instead: { kind: 'exile' }, until: 'endOfTurn', text: 'If that creature would die this turn, exile it instead.' })),
  },
  'Emperor Crocodile': {
    normal: face({
      kind: 'triggered', text: 'When you control no other creatures, sacrifice Emperor Crocodile.',
      trigger: { on: 'state', youControlNo: { types: ['Creature'], other: true } }, targets: [], effects: [{ do: 'sacrifice', what: 'self' }],
    }),
  },
};
