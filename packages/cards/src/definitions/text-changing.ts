import { activated, cost, face, keyword, spell, target, T0, type Definitions } from './dsl';

/** "{2}: Discard a card." — Volrath's Shapeshifter's own ability, and the text its full-text effect adds. */
const discardACard = activated('{2}: Discard a card.', { mana: cost('{2}') }, [], [{ do: 'discard', who: 'you', n: 1 }]);

/** Text-changing cards (CR 612), whose effects apply in layer 3 (613.1c). */
export const textChangingCards: Definitions = {
  // CR 612.6: a full-text effect; the reminder text lists what it has of that card.
  "Volrath's Shapeshifter": {
    normal: face({
      kind: 'static',
      text: "As long as the top card of your graveyard is a creature card, Volrath's Shapeshifter has the full text of that card and has the text \"{2}: Discard a card.\"",
      effect: { kind: 'fullTextOfTopOfGraveyard', filter: { types: ['Creature'] }, added: [discardACard], addedText: '{2}: Discard a card.' },
    }, discardACard),
  },
  // CR 612.5.
  'Exchange of Words': {
    normal: face({
      kind: 'triggered',
      text: 'When this enchantment enters, choose two target creatures. For as long as this enchantment remains on the battlefield, exchange the text boxes of those creatures.',
      trigger: { on: 'enters', who: 'self' }, targets: [target.creature(), target.anotherPermanent({ types: ['Creature'] })],
      effects: [{ do: 'exchangeText', what: [T0, { target: 1 }] }],
    }),
  },
  // CR 612.2: the words are chosen as it resolves.
  'Alter Reality': {
    normal: face(spell('Change the text of target spell or permanent by replacing all instances of one color word with another.',
      [{ kind: 'spellOrPermanent' }], { do: 'changeWord', what: T0, words: ['color'] }), keyword('Flashback {1}{U}')),
  },
  'Mind Bend': {
    normal: face(spell('Change the text of target spell or permanent by replacing all instances of one color word with another or one basic land type with another.',
      [{ kind: 'spellOrPermanent' }], { do: 'changeWord', what: T0, words: ['color', 'basicLandType'] })),
  },
};
