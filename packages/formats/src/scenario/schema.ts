import { CARD_TYPES, CAST_AS, CAST_USING, FACE_UP_USING, GAME_STEPS, SUPERTYPES, ZONES } from './types';

/**
 * The JSON Schema (draft 2020-12) of scenario files: the single source of truth for their shape.
 * docs/scenario.schema.json is generated from it by write-schema.ts (a test keeps them equal), so
 * editors can validate scenarios while judges write them.
 *
 * Conventions the error messages rely on (validate.ts):
 * - `description` is a noun phrase that completes "expected …".
 * - A union is `{ description, oneOf }` only, its branches distinguished by JSON type or by a
 *   required key, each branch either a `$ref` or free of `$ref`s.
 * - `arbiterRef` (an annotation to other tools) marks strings naming players, cards or objects;
 *   the parser checks them against the scenario's players, aliases and known card names.
 */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  required?: string[];
  /** `true`: any value. */
  properties?: Record<string, JsonSchema | true>;
  oneOf?: JsonSchema[];
  [keyword: string]: unknown;
}

/** What an `arbiterRef` string names. */
export type RefKind = 'player' | 'passer' | 'zonesKey' | 'card' | 'object' | 'target' | 'setup' | 'manaSource';

export const SCENARIO_SCHEMA_ID = 'urn:arbiter:scenario';

const ref = (def: string): JsonSchema => ({ $ref: `#/$defs/${def}` });
const list = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
const bool: JsonSchema = { type: 'boolean' };
const text: JsonSchema = { type: 'string' };
const count: JsonSchema = { type: 'integer', minimum: 0 };
const ordinal: JsonSchema = { type: 'integer', minimum: 1 };
const named = (kind: RefKind, description: string): JsonSchema => ({
  type: 'string',
  minLength: 1,
  arbiterRef: kind,
  description,
});
const mapping = (properties: Record<string, JsonSchema | true>, required: string[] = []): JsonSchema => ({
  type: 'object',
  ...(required.length ? { required } : {}),
  additionalProperties: false,
  properties,
});

/** Fields every object entry may have, in any zone. */
const entryFields: Record<string, JsonSchema> = {
  card: ref('cardName'),
  id: {
    type: 'string',
    pattern: '^[^@#:]+$',
    description: 'an alias (any text without @, # or :)',
  },
  owner: ref('player'),
  counters: ref('counters'),
  faceDown: bool,
  copyOf: { ...ref('cardName'), description: 'a copy of this card (CR 707.12: in exile; with token: a token copy, 111.1), made by its owner' },
};

/** Fields only a permanent can use: status (CR 110.5), damage, designations, attachment. */
export const PERMANENT_FIELDS: Record<string, JsonSchema> = {
  tapped: bool,
  sick: bool,
  damage: count,
  token: bool,
  phasedOut: bool,
  prepared: bool,
  bestowed: { type: 'boolean', description: 'a bestowed Aura (CR 702.103b), with attachedTo' },
  attachedTo: named('setup', 'a reference to an object in the setup'),
  castAs: { enum: ['prototype'] },
  preparedCopy: {
    type: 'string',
    pattern: '^[^@#:]+$',
    description: 'an alias for the copy of its prepare spell in exile (with prepared: true)',
  },
  faceDownBy: { enum: ['morph', 'disguise', 'manifest', 'cloak'], description: 'what made it face down (CR 708.6); implies faceDown' },
  becameCopyOf: named('setup', 'a reference to the permanent in the setup it has become a copy of (CR 613.2a)'),
  chosenName: { type: 'string', minLength: 1, description: 'the card name chosen as it entered (CR 614.12, 201.4)' },
  enteredAs: { type: 'string', minLength: 1, description: 'the option its "as this enters, it becomes your choice of" ability chose, as the card words it (CR 614.12, 707.2)' },
};

/** What stack-using steps share (CR 601.2 / 602.2 choices). */
const stackChoices: Record<string, JsonSchema> = {
  by: ref('player'),
  targets: list(ref('targetWord')),
  x: count,
  modes: list(ordinal),
  announce: list(ref('announcement')),
  pay: ref('payment'),
};

export const scenarioSchema: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: SCENARIO_SCHEMA_ID,
  title: 'Arbiter scenario',
  description: 'a scenario: a board, a script of actions and the expected outcome (docs/scenario-format.md)',
  ...mapping(
    {
      name: { type: 'string', minLength: 1 },
      source: { type: 'string', minLength: 1, description: 'the rule, ruling or example this scenario checks' },
      description: text,
      ruleset: ref('ruleset'),
      seed: { type: 'integer' },
      strict: bool,
      turn: mapping({ number: ordinal, active: ref('player'), step: ref('gameStep'), priority: ref('player') }),
      stack: list(mapping({
        card: ref('cardName'),
        id: { type: 'string', pattern: '^[^@#:]+$', description: 'an alias (any text without @, # or :)' },
        by: ref('player'),
        copy: { ...bool, description: 'a copy of a spell (CR 707.10), made by `by`' },
        as: { enum: [...CAST_AS] },
        x: count,
        modes: list(ordinal),
        abilityOf: named('setup', 'the source of an ability on the stack: a reference to a permanent of the setup'),
        ability: { ...ordinal, description: "its number among the source's triggered and activated abilities (1-based)" },
        targets: list(ref('targetWord')),
      }, ['by'])),
      history: mapping({
        creaturesDied: count,
        lifeGained: { type: 'object', additionalProperties: count, description: 'life gained this turn, by player name (CR 119.3)' },
        creaturesDiedUnder: { type: 'object', additionalProperties: count, description: "creatures that died this turn under each player's control, by player name (CR 700.4)" },
        leftGraveyard: { type: 'object', additionalProperties: count, description: "cards that left each player's graveyard this turn, by player name (CR 400.7)" },
        cardsExiled: count,
        spellsCast: list(mapping({ by: ref('player'), card: ref('cardName'), from: ref('zone') }, ['by', 'card', 'from'])),
      }),
      cards: list(ref('inlineCard')),
      allowUnsupported: {
        ...list(ref('cardName')),
        description: 'pool cards the engine cannot play that the setup may place anyway (with no abilities)',
      },
      players: { type: 'array', minItems: 2, items: ref('playerSetup') },
      script: list(ref('step')),
      expect: ref('expectation'),
    },
    ['name', 'source', 'players'],
  ),
  $defs: {
    player: named('player', 'a player name'),
    cardName: named('card', 'a card name'),
    objectRef: named('object', 'an object reference (card name, alias, Name@Player or Name#2)'),
    objectRefs: list(ref('objectRef')),
    target: named('target', 'an object reference or a player name'),
    targetWord: {
      description: 'a target (an object reference or a player name), or a list of them for a word taking several ("one or two targets")',
      oneOf: [ref('target'), list(ref('target'))],
    },
    gameStep: { enum: [...GAME_STEPS] },
    zone: { enum: [...ZONES] },
    manaCost: {
      type: ['string', 'null'],
      pattern: '^(\\{[0-9A-Z/]+\\})+$',
      description: 'a mana cost such as "{1}{G}", or null for no mana cost',
    },
    color: { enum: ['W', 'U', 'B', 'R', 'G'] },
    colors: { type: 'array', uniqueItems: true, items: ref('color') },
    inlineCard: mapping(
      {
        name: {
          type: 'string',
          pattern: '^[^@#]+$',
          description: 'a card name (any text without @ or #)',
        },
        manaCost: ref('manaCost'),
        types: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: [...CARD_TYPES] } },
        subtypes: list(text),
        supertypes: { type: 'array', uniqueItems: true, items: { enum: [...SUPERTYPES] } },
        colors: ref('colors'),
        power: { type: 'integer' },
        toughness: { type: 'integer' },
        text: {
          type: 'string',
          description: 'rules text the compiler reads ("Flying, vigilance", "Whenever another creature enters, you gain 1 life."), or nothing for a vanilla card',
        },
      },
      ['name', 'types'],
    ),
    rule: {
      type: 'string',
      pattern: '^[1-9][0-9]{2}(\\.[0-9]+[a-z]?)?$',
      description: 'a rule number such as "601.2c" (quote it when it looks like a number)',
    },
    counters: { type: 'object', additionalProperties: count, description: 'counters by kind, such as { "+1/+1": 2 }' },
    cardNames: list(ref('cardName')),
    ruleset: {
      description: 'cr, amended or { base: cr|amended, switches: { ... } }',
      oneOf: [{ type: 'string', enum: ['cr', 'amended'] }, ref('rulesetSwitches')],
    },
    rulesetSwitches: mapping(
      { base: { enum: ['cr', 'amended'] }, switches: { type: 'object', additionalProperties: bool } },
      ['base'],
    ),
    playerSetup: mapping(
      {
        name: ref('player'),
        life: { type: 'integer' },
        poison: count,
        manaPool: {
          type: 'string',
          pattern: '^(\\{[WUBRGC]\\})*$',
          description: 'mana symbols such as "{R}{R}" (each one of {W} {U} {B} {R} {G} {C})',
        },
        library: list(ref('entry')),
        hand: list(ref('entry')),
        graveyard: list(ref('entry')),
        exile: list(ref('entry')),
        battlefield: list(ref('permanent')),
      },
      ['name'],
    ),
    entry: {
      description: 'a card name or an object entry such as { card: Shock, id: shock1 }',
      oneOf: [ref('cardName'), ref('entryFields')],
    },
    entryFields: mapping(entryFields, ['card']),
    permanent: {
      description: 'a card name or a permanent entry such as { card: Grizzly Bears, tapped: true }',
      oneOf: [ref('cardName'), ref('permanentFields')],
    },
    permanentFields: mapping({ ...entryFields, ...PERMANENT_FIELDS }, ['card']),
    step: {
      description:
        'a step: pass, or a mapping with one of the keys cast, activate, play, turnFaceUp, pass, advance, attack, block, answer, concede, expect',
      oneOf: [
        { type: 'string', const: 'pass' },
        ref('castStep'),
        ref('activateStep'),
        ref('playStep'),
        ref('turnFaceUpStep'),
        ref('passStep'),
        ref('advanceStep'),
        ref('attackStep'),
        ref('blockStep'),
        ref('answerStep'),
        ref('concedeStep'),
        ref('expectStep'),
      ],
    },
    castStep: mapping(
      { cast: ref('objectRef'), ...stackChoices, as: { enum: [...CAST_AS] }, using: { enum: [...CAST_USING] }, from: ref('zone') },
      ['cast'],
    ),
    activateStep: mapping({ activate: ref('objectRef'), ...stackChoices, ability: ordinal }, ['activate']),
    playStep: mapping({ play: ref('objectRef'), by: ref('player') }, ['play']),
    turnFaceUpStep: mapping({ turnFaceUp: ref('objectRef'), by: ref('player'), using: { enum: [...FACE_UP_USING] }, pay: ref('payment') }, ['turnFaceUp']),
    passStep: mapping(
      {
        pass: {
          type: ['string', 'null'],
          minLength: 1,
          arbiterRef: 'passer',
          description: 'a player name, all, or nothing (the priority holder)',
        },
      },
      ['pass'],
    ),
    advanceStep: mapping({ advance: ref('gameStep'), turn: ordinal, answers: ref('advanceAnswers') }, ['advance']),
    advanceAnswers: {
      description: 'suggested, or an answer per decision kind such as { chooseObjects: [Forest] }',
      oneOf: [{ type: 'string', const: 'suggested' }, { type: 'object', propertyNames: { pattern: '^[a-zA-Z]+$' }, additionalProperties: true }],
    },
    attackStep: mapping({ attack: ref('attackers') }, ['attack']),
    attackers: {
      description: 'a list of attackers, or a mapping from attacker to the player or planeswalker it attacks',
      oneOf: [ref('objectRefs'), ref('attackTargets')],
    },
    attackTargets: {
      type: 'object',
      minProperties: 1,
      propertyNames: ref('objectRef'),
      additionalProperties: ref('target'),
    },
    blockStep: mapping({ block: ref('blockers'), by: ref('player') }, ['block']),
    blockers: {
      description: 'none, or a mapping from blocker to the attacker (or list of attackers) it blocks',
      oneOf: [{ type: 'string', const: 'none' }, ref('blockTargets')],
    },
    blockTargets: {
      type: 'object',
      minProperties: 1,
      propertyNames: ref('objectRef'),
      additionalProperties: ref('blocked'),
    },
    blocked: {
      description: 'an attacker reference or a list of them',
      oneOf: [ref('objectRef'), ref('objectRefs')],
    },
    answerStep: mapping({ answer: true, by: ref('player') }, ['answer']),
    concedeStep: mapping({ concede: ref('player') }, ['concede']),
    expectStep: mapping({ expect: ref('expectation') }, ['expect']),
    announcement: {
      type: ['string', 'integer'],
      pattern: '^([WUBRGC]|[0-9]+|life)$',
      minimum: 0,
      description: 'a hybrid half (W, U, B, R, G, C or a number) or life',
    },
    payment: {
      description: 'auto, or a list of mana sources to activate',
      oneOf: [{ type: 'string', const: 'auto' }, ref('manaSources')],
    },
    manaSources: list(ref('manaSource')),
    manaSource: {
      description: 'a mana source such as Forest or "Birds of Paradise: G"',
      oneOf: [named('manaSource', 'a mana source such as Forest or "Birds of Paradise: G"'), ref('manaChoice')],
    },
    manaChoice: {
      type: 'object',
      minProperties: 1,
      maxProperties: 1,
      propertyNames: ref('objectRef'),
      additionalProperties: { type: 'string', pattern: '^(\\{[WUBRGC]\\}|[WUBRGC])+$', description: 'mana such as G' },
      description: 'a mana source with the mana it makes, such as { Birds of Paradise: G }',
    },
    expectation: mapping({
      life: { type: 'object', propertyNames: ref('player'), additionalProperties: { type: 'integer' } },
      poison: { type: 'object', propertyNames: ref('player'), additionalProperties: count },
      manaPool: {
        type: 'object',
        propertyNames: ref('player'),
        additionalProperties: { type: 'string', pattern: '^(\\{[WUBRGC]\\})*$', description: 'mana symbols such as "{R}{R}", or "" for an empty pool' },
      },
      librarySize: { type: 'object', propertyNames: ref('player'), additionalProperties: count },
      handSize: { type: 'object', propertyNames: ref('player'), additionalProperties: count },
      zones: {
        type: 'object',
        propertyNames: named('zonesKey', 'a player name, stack, exile, battlefield or command'),
        properties: { stack: ref('zoneContents'), exile: ref('zoneContents'), battlefield: ref('zoneContents'), command: ref('zoneContents') },
        additionalProperties: ref('playerZones'),
      },
      objects: list(ref('objectExpectation')),
      pending: mapping({ kind: text, player: ref('player'), rule: ref('rule'), options: list(text), lacks: list(text), exactly: list(text) }),
      log: mapping({ contains: list(text), lacks: list(text), events: list(ref('eventExpectation')) }),
      gameOver: { description: 'false, true or { winners: [...] }', oneOf: [bool, ref('winners')] },
      turn: mapping({ number: ordinal, step: ref('gameStep'), active: ref('player') }),
      error: mapping({ rule: ref('rule') }),
    }),
    playerZones: mapping({
      library: ref('zoneContents'),
      hand: ref('zoneContents'),
      graveyard: ref('zoneContents'),
      exile: ref('zoneContents'),
      battlefield: ref('zoneContents'),
    }),
    zoneContents: {
      description: 'a list of names, or { anyOrder: [names] } to compare them as a multiset',
      oneOf: [ref('cardNames'), ref('anyOrder')],
    },
    anyOrder: mapping({ anyOrder: ref('cardNames') }, ['anyOrder']),
    eventExpectation: mapping({ rule: ref('rule'), text: text, count: count }),
    abilityList: {
      description: 'a list of abilities it has ([] for none), or { exactly: [abilities] }',
      oneOf: [list(text), mapping({ exactly: list(text) }, ['exactly'])],
    },
    winners: mapping({ winners: list(ref('player')) }, ['winners']),
    objectExpectation: mapping(
      {
        ref: ref('objectRef'),
        zone: ref('zone'),
        name: ref('cardName'),
        colors: ref('colors'),
        types: list(text),
        subtypes: list(text),
        supertypes: list(text),
        manaCost: ref('manaCost'),
        manaValue: count,
        power: { type: ['integer', 'null'] },
        toughness: { type: ['integer', 'null'] },
        loyalty: { type: ['integer', 'null'] },
        abilities: ref('abilityList'),
        lacks: list(text),
        tapped: bool,
        damage: count,
        counters: ref('counters'),
        owner: ref('player'),
        controller: ref('player'),
        prepared: bool,
        token: bool,
        copy: bool,
        copyOf: named('object', 'the card it is a copy of, or an alias'),
        faceDown: bool,
        phasedOut: bool,
        attachedTo: { type: ['string', 'null'], minLength: 1, arbiterRef: 'object', description: 'an object reference or null' },
      },
      ['ref'],
    ),
  },
};
