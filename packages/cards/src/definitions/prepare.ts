import { PREDEFINED_TOKENS, type AbilityDef, type FaceBehaviour, type Keyword } from '@arbiter/engine';
import { activated, cost, face, kw, spell, T0, tapForMana, target, type Definitions } from './dsl';
import { staples } from './staples';

/**
 * Preparation cards (CR 722): the normal face and the prepare spell (the `prepare_spell` characteristic set,
 * used only by the copy created in exile as the permanent becomes prepared, 722.3c). Oracle text in the vendored
 * data (data/cards.json, layout `prepare`). A card is defined only when every ability of both parts is expressed
 * exactly with the engine's vocabulary; the others stay unsupported (docs/prepare.md lists them and why).
 */

/** The stand-alone definition of a reprinted prepare spell (Jump, Raise Dead, ...): the same Oracle text. */
function reprint(name: string): FaceBehaviour {
  const f = staples[name]?.normal;
  if (!f) throw new Error(`no stand-alone definition of ${name}`);
  return f;
}

/** CR 722.3a, 614.1c — "This creature enters prepared." */
const entersPrepared = (text = 'This creature enters prepared.'): AbilityDef => ({
  kind: 'static', text, effect: { kind: 'enters', who: 'self', effect: { kind: 'prepared' } },
});

/** CR 722.3a, 603.4 — "At the beginning of your upkeep, if this creature isn't prepared, it becomes prepared." */
const upkeepIfNotPrepared: AbilityDef = {
  kind: 'triggered', text: "At the beginning of your upkeep, if this creature isn't prepared, it becomes prepared.",
  trigger: { on: 'beginningOf', step: 'upkeep', whose: 'you' }, condition: { kind: 'selfNotPrepared' }, targets: [], effects: [{ do: 'prepare', what: 'self' }],
};

/** CR 722.3a — "<this> becomes prepared" as a triggered ability's effect. */
const becomesPrepared = { do: 'prepare', what: 'self' } as const;

/** "Omit Variables" — Mill three cards (the prepare spell of several cards). */
const omitVariables = face(spell('Mill three cards.', [], { do: 'mill', n: 3 }));

/** "Threshold — This creature gets +p/+t [and has <keywords>] as long as there are seven or more cards in your graveyard." (611.3a) */
function threshold(text: string, power: number, toughness: number, keywords: Keyword[] = []): AbilityDef {
  return {
    kind: 'static', text, effect: {
      kind: 'continuous', affects: { self: true }, condition: { kind: 'cardsInYourGraveyard', n: 7 },
      mods: [{ kind: 'pt', power, toughness }, ...(keywords.length ? [{ kind: 'addKeywords' as const, keywords }] : [])],
    },
  };
}

/** CR 722.3a — "Whenever this creature attacks, it becomes prepared." */
const attacksPrepared: AbilityDef = {
  kind: 'triggered', text: 'Whenever this creature attacks, it becomes prepared.',
  trigger: { on: 'attacks', who: 'self' }, targets: [], effects: [{ do: 'prepare', what: 'self' }],
};

export const prepareCards: Definitions = {
  // A card the preparation rules concern (722.3a–b), not a preparation card itself.
  'Biblioplex Tomekeeper': {
    normal: face({
      kind: 'triggered', text: 'When this creature enters, choose up to one — • Target creature becomes prepared. • Target creature becomes unprepared.',
      trigger: { on: 'enters', who: 'self' }, targets: [], effects: [], chooseModes: { min: 0, max: 1 },
      modes: [
        { text: 'Target creature becomes prepared.', targets: [target.creature()], effects: [{ do: 'prepare', what: T0 }] },
        { text: 'Target creature becomes unprepared.', targets: [target.creature()], effects: [{ do: 'unprepare', what: T0 }] },
      ],
    }),
  },
  'Abigale, Poet Laureate // Heroic Stanza': {
    normal: face(kw('flying'), {
      kind: 'triggered', text: 'Whenever you cast a creature spell, Abigale becomes prepared.',
      trigger: { on: 'cast', by: 'you', filter: { types: ['Creature'] } }, targets: [], effects: [{ do: 'prepare', what: 'self' }],
    }),
    prepare_spell: face(spell('Put a +1/+1 counter on target creature.', [target.creature()], { do: 'putCounters', what: T0, counter: '+1/+1', n: 1 })),
  },
  'Adventurous Eater // Have a Bite': {
    normal: face(entersPrepared()),
    prepare_spell: face(spell('Put a +1/+1 counter on target creature. You gain 1 life.', [target.creature()],
      { do: 'putCounters', what: T0, counter: '+1/+1', n: 1 }, { do: 'gainLife', who: 'you', n: 1 })),
  },
  'Blazing Firesinger // Seething Song': {
    normal: face(entersPrepared()),
    prepare_spell: reprint('Seething Song'),
  },
  'Cheerful Osteomancer // Raise Dead': {
    normal: face(entersPrepared()),
    prepare_spell: reprint('Raise Dead'),
  },
  'Encouraging Aviator // Jump': {
    normal: face(kw('flying'), attacksPrepared),
    prepare_spell: reprint('Jump'),
  },
  "Honorbound Page // Forum's Favor": {
    normal: face(kw('first strike'), entersPrepared()),
    prepare_spell: face(spell('Target creature gets +1/+0 and gains flying until end of turn.', [target.creature()],
      { do: 'modifyPT', what: T0, power: 1, toughness: 0, until: 'endOfTurn' },
      { do: 'grantKeywords', what: T0, keywords: ['flying'], until: 'endOfTurn' })),
  },
  'Infirmary Healer // Stream of Life': {
    normal: face(entersPrepared()),
    prepare_spell: reprint('Stream of Life'),
  },
  'Landscape Painter // Vibrant Idea': {
    normal: face(entersPrepared()),
    prepare_spell: face(spell('Draw two cards.', [], { do: 'draw', who: 'you', n: 2 })),
  },
  'Quill-Blade Laureate // Twofold Intent': {
    normal: face(kw('double strike'), entersPrepared()),
    prepare_spell: face(spell('Target creature gets +1/+0 and gains double strike until end of turn.', [target.creature()],
      { do: 'modifyPT', what: T0, power: 1, toughness: 0, until: 'endOfTurn' },
      { do: 'grantKeywords', what: T0, keywords: ['double strike'], until: 'endOfTurn' })),
  },
  // "Your first main phase" is the precombat main phase (505.1a), the engine's `main1`.
  'Scathing Shadelock // Venomous Words': {
    normal: face({
      kind: 'triggered', text: 'At the beginning of your first main phase, this creature becomes prepared.',
      trigger: { on: 'beginningOf', step: 'main1', whose: 'you' }, targets: [], effects: [{ do: 'prepare', what: 'self' }],
    }),
    prepare_spell: face(spell('Target creature you control gets +2/+0 and gains deathtouch until end of turn.', [target.creature({ controller: 'you' })],
      { do: 'modifyPT', what: T0, power: 2, toughness: 0, until: 'endOfTurn' },
      { do: 'grantKeywords', what: T0, keywords: ['deathtouch'], until: 'endOfTurn' })),
  },
  'Spellbook Seeker // Careful Study': {
    normal: face(kw('flying'), entersPrepared()),
    prepare_spell: reprint('Careful Study'),
  },
  'Studious First-Year // Rampant Growth': {
    normal: face(entersPrepared()),
    prepare_spell: reprint('Rampant Growth'),
  },
  'Tam, Observant Sequencer // Deep Sight': {
    normal: face({
      kind: 'triggered', text: 'Landfall — Whenever a land you control enters, Tam becomes prepared.',
      trigger: { on: 'enters', who: { types: ['Land'], controller: 'you' } }, targets: [], effects: [{ do: 'prepare', what: 'self' }],
    }),
    prepare_spell: face(spell('You draw a card and gain 1 life.', [], { do: 'draw', who: 'you', n: 1 }, { do: 'gainLife', who: 'you', n: 1 })),
  },
  'Joined Researchers // Secret Rendezvous': {
    normal: face(kw('first strike'), {
      kind: 'triggered', text: 'At the beginning of each end step, if an opponent has more cards in hand than you, this creature becomes prepared.',
      trigger: { on: 'beginningOf', step: 'end', whose: 'any' }, condition: { kind: 'opponentHasMoreCardsInHand' }, targets: [],
      effects: [{ do: 'prepare', what: 'self' }],
    }),
    prepare_spell: reprint('Secret Rendezvous'),
  },
  'Campus Composer // Aqueous Aria': {
    normal: face({ kind: 'keyword', keyword: 'ward', cost: cost('{2}'), text: 'Ward {2}' }, entersPrepared()),
    prepare_spell: face(spell('Create a 3/3 blue and red Elemental creature token with flying.', [], {
      do: 'createToken', n: 1,
      token: { name: 'Elemental Token', colors: ['U', 'R'], supertypes: [], types: ['Creature'], subtypes: ['Elemental'], power: 3, toughness: 3, text: 'Flying', abilities: [kw('flying')] },
    })),
  },
  'Goblin Glasswright // Craft with Pride': {
    normal: face(entersPrepared()),
    prepare_spell: face(spell('Create a Treasure token.', [], { do: 'createToken', n: 1, token: PREDEFINED_TOKENS.Treasure })),
  },
  'Stingerquill Voxmancer // Vicious Verse': {
    normal: face(upkeepIfNotPrepared),
    prepare_spell: face(spell('Vicious Verse deals 1 damage to target opponent.', [target.opponent], { do: 'damage', amount: 1, to: T0 })),
  },
  'Woodwork Prodigy // Soul Tether': {
    normal: face(upkeepIfNotPrepared),
    prepare_spell: face(spell('Create a Heartwood token.', [], {
      do: 'createToken', n: 1,
      token: {
        name: 'Heartwood', colors: ['R', 'G'], supertypes: [], types: ['Artifact'], subtypes: [], power: null, toughness: null, text: '{T}: Add {R} or {G}.',
        abilities: [tapForMana('{T}: Add {R} or {G}.', [['R'], ['G']])],
      },
    })),
  },
  'Diviner of Victory // Unwind History': {
    normal: face(entersPrepared(), {
      kind: 'triggered', text: 'Whenever you scry or surveil, this creature gets +1/+1 until end of turn.',
      trigger: { on: 'scryOrSurveil', by: 'you' }, targets: [], effects: [{ do: 'modifyPT', what: 'self', power: 1, toughness: 1, until: 'endOfTurn' }],
    }),
    prepare_spell: face(spell("Return target creature an opponent controls with mana value 3 or less to its owner's hand. Surveil 1.",
      [target.creature({ controller: 'opponent', maxManaValue: 3 })], { do: 'bounce', what: T0 }, { do: 'surveil', n: 1 })),
  },
  'Paradox Shaper // Omit Variables': {
    normal: face(upkeepIfNotPrepared, activated('{2}: Put target card from your graveyard on the bottom of your library.', { mana: cost('{2}') },
      [target.graveyardCard()], [{ do: 'moveCard', what: T0, to: 'libraryBottom' }])),
    prepare_spell: omitVariables,
  },
  'Fatehold Chronologist // Peer Review': {
    normal: face(kw('flying'), entersPrepared()),
    prepare_spell: face(spell('Create a 2/2 colorless Wizard Soldier creature token named Cadet. Surveil 1.', [],
      { do: 'createToken', n: 1, token: { name: 'Cadet', colors: [], supertypes: [], types: ['Creature'], subtypes: ['Wizard', 'Soldier'], power: 2, toughness: 2, text: '', abilities: [] } },
      { do: 'surveil', n: 1 })),
  },
  'Bloodline Recollector // Ancestral Craving': {
    normal: face({
      kind: 'triggered', text: 'At the beginning of each end step, if three or more creatures died this turn, this creature becomes prepared.',
      trigger: { on: 'beginningOf', step: 'end', whose: 'any' }, condition: { kind: 'creaturesDiedThisTurn', n: 3 }, targets: [], effects: [becomesPrepared],
    }),
    prepare_spell: face(spell('Target player draws three cards and loses 3 life.', [target.player],
      { do: 'draw', who: T0, n: 3 }, { do: 'loseLife', who: T0, n: 3 })),
  },
  'Emeritus of Woe // Demonic Tutor': {
    normal: face(entersPrepared(), {
      kind: 'triggered', text: 'At the beginning of your end step, if two or more creatures died this turn, this creature becomes prepared.',
      trigger: { on: 'beginningOf', step: 'end', whose: 'you' }, condition: { kind: 'creaturesDiedThisTurn', n: 2 }, targets: [], effects: [becomesPrepared],
    }),
    prepare_spell: reprint('Demonic Tutor'),
  },
  'Dirgur Focusmage // Braingeyser': {
    normal: face(
      { kind: 'static', text: 'Instant and sorcery spells you cast cost {1} less to cast.', effect: { kind: 'costChange', spells: { types: ['Instant', 'Sorcery'], controller: 'you' }, generic: -1 } },
      {
        kind: 'triggered', text: 'Whenever you cast an instant or sorcery spell with mana value 5 or greater from your hand, this creature becomes prepared.',
        trigger: { on: 'cast', by: 'you', filter: { types: ['Instant', 'Sorcery'], minManaValue: 5 }, fromHand: true }, targets: [], effects: [becomesPrepared],
      },
    ),
    prepare_spell: reprint('Braingeyser'),
  },
  'Elite Interceptor // Rejoinder': {
    normal: face(entersPrepared()),
    prepare_spell: face(spell('You may tap or untap target creature. Draw a card.', [target.creature()],
      { do: 'mayTapOrUntap', what: T0 }, { do: 'draw', who: 'you', n: 1 })),
  },
  'Emeritus of Abundance // Regrowth': {
    normal: face(kw('vigilance'), entersPrepared(), {
      kind: 'triggered', text: 'Whenever this creature attacks, if you control eight or more lands, this creature becomes prepared.',
      trigger: { on: 'attacks', who: 'self' }, condition: { kind: 'youControlAtLeast', n: 8, filter: { types: ['Land'] } }, targets: [], effects: [becomesPrepared],
    }),
    prepare_spell: reprint('Regrowth'),
  },
  'Emeritus of Conflict // Lightning Bolt': {
    normal: face(kw('first strike'), {
      kind: 'triggered', text: 'Whenever you cast your third spell each turn, this creature becomes prepared.',
      trigger: { on: 'cast', by: 'you', nth: 3 }, targets: [], effects: [becomesPrepared],
    }),
    prepare_spell: reprint('Lightning Bolt'),
  },
  'Emeritus of Truce // Swords to Plowshares': {
    normal: face({
      kind: 'triggered', text: 'When this creature enters, target player creates a 1/1 white and black Inkling creature token with flying. Then if an opponent controls more creatures than you, this creature becomes prepared.',
      trigger: { on: 'enters', who: 'self' }, targets: [target.player], effects: [
        { do: 'createToken', n: 1, for: T0, token: { name: 'Inkling Token', colors: ['W', 'B'], supertypes: [], types: ['Creature'], subtypes: ['Inkling'], power: 1, toughness: 1, text: 'Flying', abilities: [kw('flying')] } },
        { ...becomesPrepared, thenIf: { kind: 'opponentControlsMoreCreatures' } },
      ],
    }),
    prepare_spell: reprint('Swords to Plowshares'),
  },
  'Grave Researcher // Reanimate': {
    normal: face({
      kind: 'triggered', text: 'At the beginning of your upkeep, surveil 1. Then if there are three or more creature cards in your graveyard, this creature becomes prepared.',
      trigger: { on: 'beginningOf', step: 'upkeep', whose: 'you' }, targets: [], effects: [
        { do: 'surveil', n: 1 },
        { ...becomesPrepared, thenIf: { kind: 'cardsInYourGraveyard', n: 3, filter: { types: ['Creature'] } } },
      ],
    }),
    prepare_spell: reprint('Reanimate'),
  },
  "Jadzi, Steward of Fate // Oracle's Gift": {
    normal: face(entersPrepared('Jadzi enters prepared.'), {
      kind: 'triggered', text: 'When Jadzi enters, draw two cards, then discard two cards.',
      trigger: { on: 'enters', who: 'self' }, targets: [], effects: [{ do: 'draw', who: 'you', n: 2 }, { do: 'discard', who: 'you', n: 2 }],
    }),
    prepare_spell: face(spell('Create X 0/0 green and blue Fractal creature tokens, then put X +1/+1 counters on each Fractal you control.', [],
      { do: 'createToken', n: 'X', token: { name: 'Fractal Token', colors: ['G', 'U'], supertypes: [], types: ['Creature'], subtypes: ['Fractal'], power: 0, toughness: 0, text: '', abilities: [] } },
      { do: 'putCounters', what: { each: { subtypes: ['Fractal'], controller: 'you' } }, counter: '+1/+1', n: 'X' })),
  },
  'Leech Collector // Bloodletting': {
    normal: face({
      kind: 'triggered', text: 'Whenever you gain life for the first time each turn, this creature becomes prepared.',
      trigger: { on: 'gainLife', by: 'you', firstEachTurn: true }, targets: [], effects: [becomesPrepared],
    }),
    prepare_spell: face(spell('Each opponent loses 2 life.', [], { do: 'loseLife', who: 'each-opponent', n: 2 })),
  },
  'Maelstrom Artisan // Rocket Volley': {
    normal: face(kw('haste'), entersPrepared()),
    prepare_spell: face(spell('Destroy target nonbasic land.', [target.permanent({ types: ['Land'], notSupertypes: ['Basic'] })], { do: 'destroy', what: T0 })),
  },
  'Sanar, Unfinished Genius // Wild Idea': {
    normal: face(entersPrepared('Sanar enters prepared.'),
      activated("{T}: Create a Treasure token. Activate only if you've cast an instant or sorcery spell this turn.",
        { tap: true, onlyIf: { kind: 'youCastThisTurn', types: ['Instant', 'Sorcery'] } }, [],
        [{ do: 'createToken', n: 1, token: PREDEFINED_TOKENS.Treasure }])),
    prepare_spell: face(spell('Search your library for an instant or sorcery card, reveal it, put it into your hand, then shuffle.', [],
      { do: 'search', filter: { types: ['Instant', 'Sorcery'] }, max: 1, to: 'hand', reveal: true })),
  },
  // "Your second main phase" is the postcombat main phase (505.1a), the engine's `main2`.
  'Scheming Silvertongue // Sign in Blood': {
    normal: face(kw('flying'), kw('lifelink'), {
      kind: 'triggered', text: 'At the beginning of your second main phase, if you gained 2 or more life this turn, this creature becomes prepared.',
      trigger: { on: 'beginningOf', step: 'main2', whose: 'you' }, condition: { kind: 'youGainedLifeThisTurn', n: 2 }, targets: [], effects: [becomesPrepared],
    }),
    prepare_spell: reprint('Sign in Blood'),
  },
  'Skycoach Conductor // All Aboard': {
    normal: face(kw('flash'), kw('flying'), kw('vigilance'), entersPrepared()),
    prepare_spell: face(spell("Exile target non-Pilot creature you control, then return that card to the battlefield under its owner's control.",
      [target.creature({ controller: 'you', notSubtypes: ['Pilot'] })],
      { do: 'exile', what: T0 }, { do: 'moveCard', what: 'chosen', to: 'battlefield', under: 'owner' })),
  },
  'Theorix Metamage // Omit Variables': {
    normal: face(entersPrepared(), threshold('Threshold — This creature gets +1/+0 and has flying as long as there are seven or more cards in your graveyard.', 1, 0, ['flying'])),
    prepare_spell: omitVariables,
  },
  'Void Extrapolator // Omit Variables': {
    normal: face(entersPrepared(), threshold('Threshold — This creature gets +1/+1 as long as there are seven or more cards in your graveyard.', 1, 1)),
    prepare_spell: omitVariables,
  },
  'Vigorbloom Vanguard // Seed Suture': {
    normal: face(entersPrepared(), {
      kind: 'static', text: 'Each creature you control with a +1/+1 counter on it has vigilance.',
      effect: { kind: 'continuous', affects: { types: ['Creature'], controller: 'you', withCounter: '+1/+1' }, mods: [{ kind: 'addKeywords', keywords: ['vigilance'] }] },
    }),
    prepare_spell: face(spell('Put a +1/+1 counter on target creature. You gain 1 life.', [target.creature()],
      { do: 'putCounters', what: T0, counter: '+1/+1', n: 1 }, { do: 'gainLife', who: 'you', n: 1 })),
  },
  'Emeritus of Ideation // Ancestral Recall': {
    normal: face(kw('flying'), { kind: 'keyword', keyword: 'ward', cost: cost('{2}'), text: 'Ward {2}' }, entersPrepared(), {
      kind: 'triggered', text: 'Whenever this creature attacks, you may exile eight cards from your graveyard. If you do, this creature becomes prepared.',
      trigger: { on: 'attacks', who: 'self' }, targets: [], effects: [{ do: 'mayExileFromYourGraveyard', n: 8 }, becomesPrepared],
    }),
    prepare_spell: reprint('Ancestral Recall'),
  },
  'Strife Scholar // Awaken the Ages': {
    normal: face({ kind: 'keyword', keyword: 'ward', life: 2, text: 'Ward—Pay 2 life.' }, entersPrepared()),
    prepare_spell: face(spell('Create two 2/2 red and white Spirit creature tokens.', [], {
      do: 'createToken', n: 2,
      token: { name: 'Spirit Token', colors: ['R', 'W'], supertypes: [], types: ['Creature'], subtypes: ['Spirit'], power: 2, toughness: 2, text: '', abilities: [] },
    })),
  },
  'Pigment Wrangler // Striking Palette': {
    normal: face(kw('flying'), entersPrepared()),
    prepare_spell: face(spell('When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy.', [], {
      do: 'delayed', thisTurnOnly: true, text: 'When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy.',
      when: { on: 'cast', by: 'you', filter: { types: ['Instant', 'Sorcery'] } }, effects: [{ do: 'copySpell', what: 'subject', newTargets: true }],
    })),
  },
  'Vastlands Scavenger // Bind to Life': {
    normal: face(kw('deathtouch'), entersPrepared()),
    prepare_spell: face(spell('Mill seven cards. Then put a creature card from among them onto the battlefield.', [],
      { do: 'mill', n: 7 }, { do: 'putOneFromAmongOntoBattlefield', filter: { types: ['Creature'] } })),
  },
  'Harmonized Trio // Brainstorm': {
    normal: face(activated('{T}, Tap two untapped creatures you control: This creature becomes prepared.',
      { tap: true, tapUntapped: { n: 2, filter: { types: ['Creature'] } } }, [], [becomesPrepared])),
    prepare_spell: reprint('Brainstorm'),
  },
  'Lluwen, Exchange Student // Pest Friend': {
    normal: face(entersPrepared('Lluwen enters prepared.'),
      activated('Exile a creature card from your graveyard: Lluwen becomes prepared. Activate only as a sorcery.',
        { exileFromYourGraveyard: { n: 1, filter: { types: ['Creature'] } } }, [], [becomesPrepared], { sorcerySpeed: true })),
    prepare_spell: face(spell('Create a 1/1 black and green Pest creature token with "Whenever this token attacks, you gain 1 life."', [], {
      do: 'createToken', n: 1,
      token: {
        name: 'Pest Token', colors: ['B', 'G'], supertypes: [], types: ['Creature'], subtypes: ['Pest'], power: 1, toughness: 1,
        text: 'Whenever this token attacks, you gain 1 life.',
        abilities: [{ kind: 'triggered', text: 'Whenever this token attacks, you gain 1 life.', trigger: { on: 'attacks', who: 'self' }, targets: [], effects: [{ do: 'gainLife', who: 'you', n: 1 }] }],
      },
    })),
  },
  'Kirol, History Buff // Pack a Punch': {
    normal: face({
      kind: 'triggered', text: 'Whenever one or more cards leave your graveyard, Kirol becomes prepared.',
      trigger: { on: 'leavesGraveyard', whose: 'you', batched: true }, targets: [], effects: [becomesPrepared],
    }),
    prepare_spell: face(spell('Mill a card. Put two +1/+1 counters on target creature. It gains trample until end of turn.', [target.creature()],
      { do: 'mill', n: 1 }, { do: 'putCounters', what: T0, counter: '+1/+1', n: 2 }, { do: 'grantKeywords', what: T0, keywords: ['trample'], until: 'endOfTurn' })),
  },
  'Spiritcall Enthusiast // Scrollboost': {
    normal: face({
      kind: 'triggered', text: 'Whenever one or more tokens you control enter, this creature becomes prepared.',
      trigger: { on: 'enters', who: { token: true, controller: 'you' }, batched: true }, targets: [], effects: [becomesPrepared],
    }),
    prepare_spell: face(spell('One or two target creatures each get +2/+2 until end of turn.', [{ ...target.creature(), count: { min: 1, max: 2 } }],
      { do: 'modifyPT', what: T0, power: 2, toughness: 2, until: 'endOfTurn' })),
  },
};
