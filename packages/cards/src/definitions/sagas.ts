import type { TokenSpec } from '@arbiter/engine';
import { type Definitions, activated, chapter, cost, face, kw, tapForMana, target, T0 } from './dsl';

const CONSTRUCT: TokenSpec = {
  name: 'Construct Token', colors: [], supertypes: [], types: ['Artifact', 'Creature'], subtypes: ['Construct'], power: 0, toughness: 0,
  text: 'This creature gets +1/+1 for each artifact you control.',
  abilities: [{ kind: 'static', text: 'This creature gets +1/+1 for each artifact you control.', effect: { kind: 'pumpPerCount', filter: { types: ['Artifact'] }, power: 1, toughness: 1 } }],
};

/** Sagas (CR 714), read ahead (702.155) and the cards that meet them in seed 003. */
export const sagaCards: Definitions = {
  "Urza's Saga": {
    normal: face(
      chapter(1, 'I — Urza\'s Saga gains "{T}: Add {C}."', [{ do: 'gainAbility', what: 'self', ability: tapForMana('{T}: Add {C}.', [['C']]) }]),
      chapter(2, 'II — Urza\'s Saga gains "{2}, {T}: Create a 0/0 colorless Construct artifact creature token with \'This creature gets +1/+1 for each artifact you control.\'"', [{
        do: 'gainAbility', what: 'self',
        ability: activated("{2}, {T}: Create a 0/0 colorless Construct artifact creature token with 'This creature gets +1/+1 for each artifact you control.'",
          { mana: cost('{2}'), tap: true }, [], [{ do: 'createToken', n: 1, token: CONSTRUCT }]),
      }]),
      chapter(3, 'III — Search your library for an artifact card with mana cost {0} or {1}, put it onto the battlefield, then shuffle.', [
        { do: 'search', filter: { types: ['Artifact'], manaCosts: ['{0}', '{1}'] }, max: 1, to: 'battlefield', reveal: false },
      ]),
    ),
  },
  'The Eldest Reborn': {
    normal: face(
      chapter(1, 'I — Each opponent sacrifices a creature or planeswalker.', [{ do: 'sacrifice', who: 'each-opponent', filter: { types: ['Creature', 'Planeswalker'] } }]),
      chapter(2, 'II — Each opponent discards a card.', [{ do: 'discard', who: 'each-opponent', n: 1 }]),
      chapter(3, 'III — Put target creature or planeswalker card from a graveyard onto the battlefield under your control.', [
        { do: 'moveCard', what: T0, to: 'battlefield', under: 'you' },
      ], [target.graveyardCard({ types: ['Creature', 'Planeswalker'] }, 'any')]),
    ),
  },
  'The Weatherseed Treaty': {
    normal: face(
      kw('read ahead'),
      chapter(1, 'I — Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.', [
        { do: 'search', filter: { types: ['Land'], supertypes: ['Basic'] }, max: 1, to: 'battlefieldTapped', reveal: false },
      ]),
      chapter(2, 'II — Create a 1/1 green Saproling creature token.', [{
        do: 'createToken', n: 1,
        token: { name: 'Saproling Token', colors: ['G'], supertypes: [], types: ['Creature'], subtypes: ['Saproling'], power: 1, toughness: 1, text: '', abilities: [] },
      }]),
      chapter(3, 'III — Domain — Target creature you control gets +X/+X and gains trample until end of turn, where X is the number of basic land types among lands you control.', [
        { do: 'pump', what: T0, amount: 'domain', until: 'endOfTurn' },
        { do: 'grantKeywords', what: T0, keywords: ['trample'], until: 'endOfTurn' },
      ], [target.creature({ controller: 'you' })]),
    ),
  },
  'Barbara Wright': {
    normal: face(
      {
        kind: 'static', text: 'History Teacher — Sagas you control have read ahead.',
        effect: { kind: 'continuous', affects: { subtypes: ['Saga'], controller: 'you' }, mods: [{ kind: 'addKeywords', keywords: ['read ahead'] }] },
      },
      kw("doctor's companion"),
    ),
  },
  'Elemental Resonance': {
    normal: face(
      { kind: 'keyword', keyword: 'enchant', enchant: {}, text: 'Enchant permanent' },
      {
        kind: 'triggered', text: "At the beginning of your precombat main phase, add mana equal to enchanted permanent's mana cost.",
        trigger: { on: 'beginningOf', step: 'main1', whose: 'you' }, targets: [], effects: [{ do: 'addManaOfCost', of: 'enchanted' }],
      },
    ),
  },
};
