import { activated, ANY_COLOR, cost, face, kw, spell, T0, tapForMana, target, type Definitions } from './dsl';

/** Staples used by the sample decks and the foundation's scenarios; Oracle text in the vendored data. */
export const staples: Definitions = {
  'Lightning Bolt': { normal: face(spell('Lightning Bolt deals 3 damage to any target.', [target.any], { do: 'damage', amount: 3, to: T0 })) },
  Shock: { normal: face(spell('Shock deals 2 damage to any target.', [target.any], { do: 'damage', amount: 2, to: T0 })) },
  'Gut Shot': { normal: face(spell('Gut Shot deals 1 damage to any target.', [target.any], { do: 'damage', amount: 1, to: T0 })) },
  Counterspell: { normal: face(spell('Counter target spell.', [target.spell()], { do: 'counter', what: T0 })) },
  Cancel: { normal: face(spell('Counter target spell.', [target.spell()], { do: 'counter', what: T0 })) },
  Divination: { normal: face(spell('Draw two cards.', [], { do: 'draw', who: 'you', n: 2 })) },
  'Ancestral Recall': { normal: face(spell('Target player draws three cards.', [target.player], { do: 'draw', who: T0, n: 3 })) },
  Braingeyser: { normal: face(spell('Target player draws X cards.', [target.player], { do: 'draw', who: T0, n: 'X' })) },
  'Sign in Blood': {
    normal: face(spell('Target player draws two cards and loses 2 life.', [target.player],
      { do: 'draw', who: T0, n: 2 }, { do: 'loseLife', who: T0, n: 2 })),
  },
  'Stream of Life': { normal: face(spell('Target player gains X life.', [target.player], { do: 'gainLife', who: T0, n: 'X' })) },
  'Giant Growth': {
    normal: face(spell('Target creature gets +3/+3 until end of turn.', [target.creature()], { do: 'modifyPT', what: T0, power: 3, toughness: 3, until: 'endOfTurn' })),
  },
  Disfigure: {
    normal: face(spell('Target creature gets -2/-2 until end of turn.', [target.creature()], { do: 'modifyPT', what: T0, power: -2, toughness: -2, until: 'endOfTurn' })),
  },
  Dismember: {
    normal: face(spell('Target creature gets -5/-5 until end of turn.', [target.creature()], { do: 'modifyPT', what: T0, power: -5, toughness: -5, until: 'endOfTurn' })),
  },
  Jump: {
    normal: face(spell('Target creature gains flying until end of turn.', [target.creature()], { do: 'grantKeywords', what: T0, keywords: ['flying'], until: 'endOfTurn' })),
  },
  Murder: { normal: face(spell('Destroy target creature.', [target.creature()], { do: 'destroy', what: T0 })) },
  'Doom Blade': { normal: face(spell('Destroy target nonblack creature.', [target.creature({ notColors: ['B'] })], { do: 'destroy', what: T0 })) },
  Naturalize: { normal: face(spell('Destroy target artifact or enchantment.', [target.permanent({ types: ['Artifact', 'Enchantment'] })], { do: 'destroy', what: T0 })) },
  Disenchant: { normal: face(spell('Destroy target artifact or enchantment.', [target.permanent({ types: ['Artifact', 'Enchantment'] })], { do: 'destroy', what: T0 })) },
  Unsummon: { normal: face(spell("Return target creature to its owner's hand.", [target.creature()], { do: 'bounce', what: T0 })) },
  'Swords to Plowshares': {
    normal: face(spell('Exile target creature. Its controller gains life equal to its power.', [target.creature()],
      { do: 'exile', what: T0 }, { do: 'gainLife', who: { controllerOf: 0 }, n: { powerOf: 0 } })),
  },
  'Dark Ritual': { normal: face(spell('Add {B}{B}{B}.', [], { do: 'addMana', mana: [['B', 'B', 'B']] })) },
  'Seething Song': { normal: face(spell('Add {R}{R}{R}{R}{R}.', [], { do: 'addMana', mana: [['R', 'R', 'R', 'R', 'R']] })) },
  'Demonic Tutor': {
    normal: face(spell('Search your library for a card, put that card into your hand, then shuffle.', [],
      { do: 'search', filter: {}, max: 1, to: 'hand', reveal: false })),
  },
  'Rampant Growth': {
    normal: face(spell('Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.', [],
      { do: 'search', filter: { types: ['Land'], supertypes: ['Basic'] }, max: 1, to: 'battlefieldTapped', reveal: true })),
  },
  Brainstorm: {
    normal: face(spell('Draw three cards, then put two cards from your hand on top of your library in any order.', [],
      { do: 'draw', who: 'you', n: 3 }, { do: 'putBackFromHand', n: 2 })),
  },
  'Careful Study': {
    normal: face(spell('Draw two cards, then discard two cards.', [], { do: 'draw', who: 'you', n: 2 }, { do: 'discard', who: 'you', n: 2 })),
  },
  Regrowth: { normal: face(spell('Return target card from your graveyard to your hand.', [target.graveyardCard()], { do: 'moveCard', what: T0, to: 'hand' })) },
  'Raise Dead': {
    normal: face(spell('Return target creature card from your graveyard to your hand.', [target.graveyardCard({ types: ['Creature'] })], { do: 'moveCard', what: T0, to: 'hand' })),
  },
  Reanimate: {
    normal: face(spell('Put target creature card from a graveyard onto the battlefield under your control. You lose life equal to its mana value.',
      [target.graveyardCard({ types: ['Creature'] }, 'any')],
      { do: 'moveCard', what: T0, to: 'battlefield', under: 'you' }, { do: 'loseLife', who: 'you', n: { manaValueOf: 0 } })),
  },
  'Kitchen Finks': {
    normal: face(
      { kind: 'triggered', text: 'When Kitchen Finks enters, you gain 2 life.', trigger: { on: 'enters', who: 'self' }, targets: [], effects: [{ do: 'gainLife', who: 'you', n: 2 }] },
      kw('persist'),
    ),
  },
  'Croaking Counterpart': {
    normal: face(
      spell("Create a token that's a copy of target non-Frog creature, except it's a 1/1 green Frog.", [target.creature({ notSubtypes: ['Frog'] })],
        { do: 'createTokenCopy', of: T0, except: { power: 1, toughness: 1, colors: ['G'], subtypes: ['Frog'] } }),
      { kind: 'keyword', keyword: 'flashback', cost: cost('{3}{G}{U}'), text: 'Flashback {3}{G}{U}' },
    ),
  },
  'Act of Treason': {
    normal: face(spell('Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.', [target.creature()],
      { do: 'gainControl', what: T0, until: 'endOfTurn' }, { do: 'untap', what: T0 }, { do: 'grantKeywords', what: T0, keywords: ['haste'], until: 'endOfTurn' })),
  },
  'Garruk Wildspeaker': {
    normal: face(
      // "two target lands": one target word for two different lands (115.3), written as two requirements.
      activated('+1: Untap two target lands.', { loyalty: 1 }, [target.permanent({ types: ['Land'] }), target.anotherPermanent({ types: ['Land'] })],
        [{ do: 'untap', what: T0 }, { do: 'untap', what: { target: 1 } }]),
      activated('−1: Create a 3/3 green Beast creature token.', { loyalty: -1 }, [], [{
        do: 'createToken', n: 1,
        token: { name: 'Beast Token', colors: ['G'], supertypes: [], types: ['Creature'], subtypes: ['Beast'], power: 3, toughness: 3, text: '', abilities: [] },
      }]),
      activated('−4: Creatures you control get +3/+3 and gain trample until end of turn.', { loyalty: -4 }, [], [
        { do: 'modifyPT', what: { each: { types: ['Creature'], controller: 'you' } }, power: 3, toughness: 3, until: 'endOfTurn' },
        { do: 'grantKeywords', what: { each: { types: ['Creature'], controller: 'you' } }, keywords: ['trample'], until: 'endOfTurn' },
      ]),
    ),
  },
  'Tawnos, the Toymaker': {
    normal: face({
      kind: 'triggered', text: 'Whenever you cast a Beast or Bird creature spell, you may copy it, except it\'s an artifact in addition to its other types. (The copy becomes a token.)',
      trigger: { on: 'cast', by: 'you', filter: { types: ['Creature'], subtypes: ['Beast', 'Bird'] } }, targets: [],
      effects: [{ do: 'copySpell', what: 'subject', except: { addTypes: ['Artifact'] }, newTargets: false, may: 'copy it' }],
    }),
  },
  'True Polymorph': {
    normal: face(spell('Target artifact or creature becomes a copy of another target artifact or creature.',
      [target.permanent({ types: ['Artifact', 'Creature'] }), target.anotherPermanent({ types: ['Artifact', 'Creature'] })],
      { do: 'becomeCopy', what: T0, of: { target: 1 }, keepThisAbility: false })),
  },
  'Secret Rendezvous': {
    normal: face(spell('You and target opponent each draw three cards.', [target.opponent], { do: 'draw', who: 'you', n: 3 }, { do: 'draw', who: T0, n: 3 })),
  },
  'Spry and Mighty': {
    // The switch spryAndMightyIfYouDo picks the reading (spec/rulesets.md): Oracle as written, or "If you do, ...".
    normal: face(spell("Choose two creatures you control. You draw X cards and the chosen creatures get +X/+X and gain trample until end of turn, where X is the difference between the chosen creatures' powers.", [],
      { do: 'choose', count: 2, filter: { types: ['Creature'], controller: 'you' }, ifYouDo: 'spryAndMightyIfYouDo' },
      { do: 'draw', who: 'you', n: 'chosenPowerDifference' },
      { do: 'pump', what: 'chosen', amount: 'chosenPowerDifference', until: 'endOfTurn' },
      { do: 'grantKeywords', what: 'chosen', keywords: ['trample'], until: 'endOfTurn' })),
  },
  Clone: {
    normal: face({
      kind: 'static', text: 'You may have Clone enter as a copy of any creature on the battlefield.',
      effect: { kind: 'enters', who: 'self', effect: { kind: 'copyOf', filter: { types: ['Creature'] } } },
    }),
  },
  Humility: {
    normal: face({
      kind: 'static', text: 'All creatures lose all abilities and have base power and toughness 1/1.',
      effect: { kind: 'continuous', affects: { types: ['Creature'] }, mods: [{ kind: 'removeAllAbilities' }, { kind: 'setPT', power: 1, toughness: 1 }] },
    }),
  },
  Opalescence: {
    normal: face({
      kind: 'static', text: 'Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value.',
      effect: {
        kind: 'continuous', affects: { types: ['Enchantment'], notSubtypes: ['Aura'], other: true },
        mods: [{ kind: 'addTypes', types: ['Creature'], subtypes: [] }, { kind: 'setPTToManaValue' }],
      },
    }),
  },
  'Blood Moon': {
    normal: face({
      kind: 'static', text: 'Nonbasic lands are Mountains.',
      effect: { kind: 'continuous', affects: { types: ['Land'], notSupertypes: ['Basic'] }, mods: [{ kind: 'setLandTypes', subtypes: ['Mountain'] }] },
    }),
  },
  'Urborg, Tomb of Yawgmoth': {
    normal: face({
      kind: 'static', text: 'Each land is a Swamp in addition to its other land types.',
      effect: { kind: 'continuous', affects: { types: ['Land'] }, mods: [{ kind: 'addTypes', types: [], subtypes: ['Swamp'] }] },
    }),
  },
  'Skycoach Waypoint': {
    normal: face(
      tapForMana('{T}: Add {C}.', [['C']]),
      activated('{3}, {T}: Target creature becomes prepared.', { mana: cost('{3}'), tap: true }, [target.creature()], [{ do: 'prepare', what: T0 }]),
    ),
  },
  'Brazen Borrower // Petty Theft': {
    normal: face(kw('flash'), kw('flying'), { kind: 'static', text: 'Brazen Borrower can block only creatures with flying.', effect: { kind: 'blockOnlyFlyers' } }),
    adventure: face(spell("Return target nonland permanent an opponent controls to its owner's hand.",
      [target.permanent({ notTypes: ['Land'], controller: 'opponent' })], { do: 'bounce', what: T0 })),
  },
  'Meddling Mage': {
    normal: face(
      { kind: 'static', text: 'As Meddling Mage enters, choose a nonland card name.', effect: { kind: 'enters', who: 'self', effect: { kind: 'chooseName', filter: { notTypes: ['Land'] } } } },
      { kind: 'static', text: "Spells with the chosen name can't be cast.", effect: { kind: 'cantCastChosen' } },
    ),
  },
  'Pithing Needle': {
    normal: face(
      { kind: 'static', text: 'As Pithing Needle enters, choose a card name.', effect: { kind: 'enters', who: 'self', effect: { kind: 'chooseName' } } },
      { kind: 'static', text: "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.", effect: { kind: 'cantActivateChosen' } },
    ),
  },
  'Izzet Charm': {
    normal: face({
      kind: 'spell', text: 'Choose one —', targets: [], effects: [], chooseModes: { min: 1, max: 1 },
      modes: [
        { text: 'Counter target noncreature spell unless its controller pays {2}.', targets: [target.spell({ notTypes: ['Creature'] })], effects: [{ do: 'counterUnlessPays', what: T0, cost: cost('{2}') }] },
        { text: 'Izzet Charm deals 2 damage to target creature.', targets: [target.creature()], effects: [{ do: 'damage', amount: 2, to: T0 }] },
        { text: 'Draw two cards, then discard two cards.', targets: [], effects: [{ do: 'draw', who: 'you', n: 2 }, { do: 'discard', who: 'you', n: 2 }] },
      ],
    }),
  },
  'Decorum Dissertation': {
    normal: face(spell('Target player draws two cards and loses 2 life.', [target.player], { do: 'draw', who: T0, n: 2 }, { do: 'loseLife', who: T0, n: 2 }), kw('paradigm')),
  },
  'Germination Practicum': {
    normal: face(spell('Put two +1/+1 counters on each creature you control.', [], { do: 'putCounters', what: { each: { types: ['Creature'], controller: 'you' } }, counter: '+1/+1', n: 2 }), kw('paradigm')),
  },
  'Echocasting Symposium': {
    normal: face(spell('Target player creates a token that\'s a copy of target creature you control.', [target.player, target.creature({ controller: 'you' })],
      { do: 'createTokenCopy', of: { target: 1 }, for: T0 }), kw('paradigm')),
  },
  'Improvisation Capstone': {
    normal: face(spell('Exile cards from the top of your library until you exile cards with total mana value 4 or greater. You may cast any number of spells from among them without paying their mana costs.', [],
      { do: 'exileFromTopUntil', totalManaValue: 4 }, { do: 'castAnyFromChosen' }), kw('paradigm')),
  },
  'Restoration Seminar': {
    normal: face(spell('Return target nonland permanent card from your graveyard to the battlefield.',
      [target.graveyardCard({ types: ['Artifact', 'Creature', 'Enchantment', 'Planeswalker', 'Battle'] })],
      { do: 'moveCard', what: T0, to: 'battlefield', under: 'owner' }), kw('paradigm')),
  },
  Twincast: {
    normal: face(spell('Copy target instant or sorcery spell. You may choose new targets for the copy.', [target.spell({ types: ['Instant', 'Sorcery'] })],
      { do: 'copySpell', what: T0, newTargets: true })),
  },
  Fork: {
    normal: face(spell('Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for the copy.', [target.spell({ types: ['Instant', 'Sorcery'] })],
      { do: 'copySpell', what: T0, except: { colors: ['R'] }, newTargets: true })),
  },
  'Slip Out the Back': {
    normal: face(spell('Put a +1/+1 counter on target creature. It phases out.', [target.creature()],
      { do: 'putCounters', what: T0, counter: '+1/+1', n: 1 }, { do: 'phaseOut', what: T0 })),
  },
  'Spectral Procession': {
    normal: face(spell('Create three 1/1 white Spirit creature tokens with flying.', [], {
      do: 'createToken', n: 3,
      token: { name: 'Spirit Token', colors: ['W'], supertypes: [], types: ['Creature'], subtypes: ['Spirit'], power: 1, toughness: 1, text: 'Flying', abilities: [kw('flying')] },
    })),
  },
  'Crafty Cutpurse': {
    normal: face(kw('flash'), {
      kind: 'triggered', text: "When Crafty Cutpurse enters the battlefield, each token that would be created under an opponent's control this turn is created under your control instead.",
      trigger: { on: 'enters', who: 'self' }, targets: [], effects: [{ do: 'stealTokens', until: 'endOfTurn' }],
    }),
  },
  "Thespian's Stage": {
    normal: face(
      tapForMana('{T}: Add {C}.', [['C']]),
      activated("{2}, {T}: Thespian's Stage becomes a copy of target land, except it has this ability.", { mana: cost('{2}'), tap: true },
        [target.permanent({ types: ['Land'] })], [{ do: 'becomeCopy', what: 'self', of: T0, keepThisAbility: true }]),
    ),
  },
  'Bonecrusher Giant // Stomp': {
    normal: face({
      kind: 'triggered', text: "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell's controller.",
      trigger: { on: 'becomesTarget', who: 'self', by: 'any', spellsOnly: true }, targets: [], effects: [{ do: 'damage', amount: 2, to: 'eventPlayer' }],
    }),
    adventure: face(spell("Damage can't be prevented this turn. Stomp deals 2 damage to any target.", [target.any],
      { do: 'noPrevention', until: 'endOfTurn' }, { do: 'damage', amount: 2, to: T0 })),
  },
  'Llanowar Elves': { normal: face(tapForMana('{T}: Add {G}.', [['G']])) },
  'Birds of Paradise': { normal: face(kw('flying'), tapForMana('{T}: Add one mana of any color.', ANY_COLOR)) },
  'Shivan Dragon': {
    normal: face(kw('flying'), activated('{R}: Shivan Dragon gets +1/+0 until end of turn.', { mana: cost('{R}') }, [],
      [{ do: 'modifyPT', what: 'self', power: 1, toughness: 0, until: 'endOfTurn' }])),
  },
  'Glorious Anthem': {
    normal: face({ kind: 'static', text: 'Creatures you control get +1/+1.', effect: { kind: 'anthem', filter: { types: ['Creature'], controller: 'you' }, power: 1, toughness: 1 } }),
  },
  'Thalia, Guardian of Thraben': {
    normal: face(kw('first strike'), { kind: 'static', text: 'Noncreature spells cost {1} more to cast.', effect: { kind: 'costChange', spells: { notTypes: ['Creature'] }, generic: 1 } }),
  },
};
