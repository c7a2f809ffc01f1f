/**
 * The typed, validated description of a scenario file (docs/scenario-format.md): what the
 * scenario runner executes. Everything is normalised (defaults filled in, plain card names turned
 * into objects) and every step, object entry and expectation carries its `loc` so the runner can
 * report failures against the line the judge wrote.
 *
 * Object references stay strings (`Grizzly Bears`, `bear1`, `Shock@Bob`, `Island#2`): they can only
 * be resolved against a running game. `parseObjectRef` (refs.ts) splits them.
 */
import { ALTERNATIVE_COSTS } from '@arbiter/engine';

/** A position in a scenario file (1-based line and column). */
export interface Loc {
  file: string;
  line: number;
  column: number;
}

/** CR 500.1 — the steps and phases a turn passes through, in order (main phases as main1/main2). */
export const GAME_STEPS = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginningOfCombat',
  'declareAttackers',
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
  'endOfCombat',
  'main2',
  'end',
  'cleanup',
] as const;
export type GameStep = (typeof GAME_STEPS)[number];

/** The zones a player has their own of (CR 400.1); exile is shared but setup lists it by owner. */
export const PLAYER_ZONES = ['library', 'hand', 'graveyard', 'exile', 'battlefield'] as const;
export type PlayerZone = (typeof PLAYER_ZONES)[number];

/** Zones an expectation can name: a player's, the stack, and the command zone (emblems, 114.1). */
export const ZONES = [...PLAYER_ZONES, 'stack', 'command'] as const;
export type ZoneName = (typeof ZONES)[number];

/** Alternative characteristic sets a spell can be cast with (718 prototype, 715 Adventure, 720 Omen, 709 split halves). */
export const CAST_AS = ['normal', 'prototype', 'adventure', 'omen', 'left', 'right', 'prepare'] as const;
export type CastAs = (typeof CAST_AS)[number];
/** Alternative costs a cast step may use (CR 118.9): the engine's list (face down, mutate, bestow, evoke, ...). */
export const CAST_USING = ALTERNATIVE_COSTS;
/** Ways a face-down permanent is turned face up (702.37e, 702.168d, 701.40b). */
export const FACE_UP_USING = ['morph', 'disguise', 'manaCost'] as const;

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
/** A mana type's symbol letter (CR 106.1b). */
export type ManaLetter = Color | 'C';

/** CR 205.2a — the card types an inline card may have (the non-traditional ones are left out). */
export const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'] as const;
/** CR 205.4a — supertypes. */
export const SUPERTYPES = ['Basic', 'Legendary', 'Ongoing', 'Snow', 'World'] as const;

/**
 * A card a judge defines in the scenario itself (a hypothetical card, or one missing from the pool).
 * The engine derives its behaviour from keyword-only text (or none: vanilla), so any other text is
 * refused when the scenario is parsed.
 */
export interface InlineCard {
  loc: Loc;
  name: string;
  /** Brace text such as "{C/W}{2/W}"; null: no mana cost (CR 202.1b). */
  manaCost: string | null;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  /** Absent: the colors of its mana cost (CR 202.2). */
  colors?: Color[];
  power?: number;
  toughness?: number;
  /** Rules text ("Flying, vigilance", "Whenever another creature enters, you gain 1 life."), read by the compiler; '' for a vanilla card. */
  text: string;
}

/** A ruleset (spec/rulesets.md): a base plus switches overriding its values. */
export interface Ruleset {
  base: 'cr' | 'amended';
  switches: Record<string, boolean>;
  /** Whether the file names its ruleset (`ruleset:`); false when it plays under the default, `cr`. */
  given: boolean;
}

/** One object placed by the setup, in any zone. Fields a zone cannot use keep their defaults. */
export interface ScenarioObject {
  loc: Loc;
  card: string;
  /** Alias other entries, steps and expectations can refer to it by. */
  id?: string;
  /** Defaults to the player whose list it is in (for the battlefield: its controller). */
  owner: string;
  counters: Record<string, number>;
  faceDown: boolean;
  /** CR 708.6 — what made it face down (battlefield only); implies `faceDown`. */
  faceDownBy?: 'morph' | 'disguise' | 'manifest' | 'cloak';
  tapped: boolean;
  /** Came under its controller's control this turn (summoning sickness, CR 302.6). */
  sick: boolean;
  damage: number;
  token: boolean;
  phasedOut: boolean;
  prepared: boolean;
  /** CR 702.103b — a bestowed Aura (with `attachedTo`). */
  bestowed?: boolean;
  /** Object reference of the permanent this Aura/Equipment/Fortification is attached to. */
  attachedTo?: string;
  /** The alternative characteristic set it has on the battlefield. */
  castAs?: 'prototype';
  /** With `prepared`: an alias for the copy of its prepare spell the setup creates in exile (CR 722.3c). */
  preparedCopy?: string;
  /** CR 707.2, 707.12, 111.1 — a copy of this card (in exile: a copy of a card; with `token`: a token copy), made by its owner. */
  copyOf?: string;
  /** CR 613.2a — a reference to the permanent in the setup this permanent has become a copy of. */
  becameCopyOf?: string;
  /** CR 614.12, 201.4 — the card name chosen as it entered. */
  chosenName?: string;
  /** CR 614.12, 707.2 — the option its "as this enters, it becomes your choice of" ability chose, as the card words it. */
  enteredAs?: string;
}

/** CR 601.2i, 603.3, 707.10 — an object set up on the stack: a spell, a copy of a spell, or an ability. */
export interface ScenarioStackObject {
  loc: Loc;
  /** The spell's card (with `copy`: the spell copied). */
  card?: string;
  id?: string;
  /** Who cast it (or made the copy, or controls the ability). */
  by: string;
  copy: boolean;
  as?: CastAs;
  x?: number;
  /** 1-based. */
  modes?: number[];
  /** An ability: a reference to its source in the setup, and its 1-based number among the source's triggered and activated abilities. */
  abilityOf?: string;
  ability?: number;
  targets?: (string | string[])[];
}

/** What happened this turn before the scenario starts (conditions and triggers read it). */
export interface ScenarioHistory {
  loc: Loc;
  /** CR 700.4 — creatures that died this turn. */
  creaturesDied?: number;
  /** CR 119.3 — life gained this turn, by player name. */
  lifeGained?: Record<string, number>;
  /** CR 700.4 — creatures that died this turn under each player's control, by player name (counted in `creaturesDied` too). */
  creaturesDiedUnder?: Record<string, number>;
  /** CR 400.7 — cards that left each player's graveyard this turn, by player name. */
  leftGraveyard?: Record<string, number>;
  /** CR 406.3 — cards put into exile this turn. */
  cardsExiled?: number;
  /** CR 601.2i — spells cast this turn, in order: who cast which card from where. */
  spellsCast?: { by: string; card: string; from: ZoneName }[];
}

export interface ScenarioPlayer {
  loc: Loc;
  name: string;
  life: number;
  poison: number;
  /** Mana symbol text such as "{R}{R}". */
  manaPool?: string;
  /** Top first. */
  library: ScenarioObject[];
  hand: ScenarioObject[];
  /** Top first. */
  graveyard: ScenarioObject[];
  exile: ScenarioObject[];
  /** Permanents this player controls. */
  battlefield: ScenarioObject[];
}

export interface ScenarioTurn {
  /** The `turn:` entry, or the scenario itself when defaults were used. */
  loc: Loc;
  number: number;
  active: string;
  step: GameStep;
  /** The player who holds priority; defaults to the active player. */
  priority: string;
}

export interface Scenario {
  file: string;
  loc: Loc;
  name: string;
  /** The rule, ruling or example this scenario checks. */
  source: string;
  description?: string;
  ruleset: Ruleset;
  seed: number;
  /** A decision the script does not answer fails the run. */
  strict: boolean;
  turn: ScenarioTurn;
  /** The turn's history so far. */
  history?: ScenarioHistory;
  /** Objects on the stack, top first. */
  stack: ScenarioStackObject[];
  /** Cards defined by the scenario; they take precedence over the card pool's. */
  cards: InlineCard[];
  /** In turn order. */
  players: ScenarioPlayer[];
  script: ScriptStep[];
  /** Checked when the script is done. */
  expect?: Expectation;
}

/** A hybrid half or Phyrexian choice announced while casting (CR 601.2b), in symbol order. */
export type Announcement = { half: ManaLetter } | { generic: number } | { life: true };

/** A mana ability to activate while paying: the source, and which mana when it offers a choice. */
export interface ManaSource {
  loc: Loc;
  source: string;
  mana?: ManaLetter[];
}

/** 'auto' accepts the engine's suggested payment. */
export type Payment = 'auto' | ManaSource[];

interface StepBase {
  loc: Loc;
}

/** Choices made while putting a spell or ability on the stack (CR 601.2 / 602.2); absent means "not given". */
interface StackChoices {
  /** The acting player; absent: whoever holds priority. */
  by?: string;
  /** Object references or player names, in order; a list for a "target" word taking several (601.2c). */
  targets?: (string | string[])[];
  x?: number;
  /** 1-based mode numbers. */
  modes?: number[];
  announce?: Announcement[];
  pay: Payment;
}

export interface CastStep extends StepBase, StackChoices {
  kind: 'cast';
  card: string;
  as?: CastAs;
  /** An alternative cost: cast face down with morph or disguise, for its mutate cost, or without paying its mana cost by a permanent's permission (118.9). */
  using?: (typeof CAST_USING)[number];
  /** Which zone to cast it from, when the reference alone could be ambiguous. */
  from?: ZoneName;
}

/** CR 116.2b — the special action of turning a face-down permanent face up. */
export interface TurnFaceUpStep extends StepBase {
  kind: 'turnFaceUp';
  permanent: string;
  by?: string;
  using?: (typeof FACE_UP_USING)[number];
  pay: Payment;
}

export interface ActivateStep extends StepBase, StackChoices {
  kind: 'activate';
  source: string;
  /** 1-based index among the object's activated abilities. */
  ability?: number;
}

export interface PlayStep extends StepBase {
  kind: 'play';
  card: string;
  by?: string;
}

/** `pass` (the priority holder), `pass: Alice` (by), or `pass: all` (every player once, in succession). */
export interface PassStep extends StepBase {
  kind: 'pass';
  by?: string;
  all: boolean;
}

/** Every player keeps passing with an empty stack until the game reaches this step (of `turn`, if given). */
export interface AdvanceStep extends StepBase {
  kind: 'advance';
  step: GameStep;
  turn?: number;
  /**
   * How to answer the decisions met on the way: `suggested` (the engine's suggestion for each), or an answer per
   * decision kind (`{ chooseObjects: [Forest], orderTriggers: suggested }`), written as an `answer:` step's value.
   */
  answers?: 'suggested' | Record<string, unknown>;
}

export interface AttackStep extends StepBase {
  kind: 'attack';
  /** defender: a player name or planeswalker/battle reference; absent: the only opponent. */
  attackers: { loc: Loc; attacker: string; defender?: string }[];
}

export interface BlockStep extends StepBase {
  kind: 'block';
  by?: string;
  /** Empty for `block: none`. */
  blocks: { loc: Loc; blocker: string; attackers: string[] }[];
}

export interface AnswerStep extends StepBase {
  kind: 'answer';
  by?: string;
  /** The answer to the pending decision, as written. */
  value: unknown;
}

export interface ConcedeStep extends StepBase {
  kind: 'concede';
  player: string;
}

/** A checkpoint: the expectation is checked at this point of the script. */
export interface ExpectStep extends StepBase {
  kind: 'expect';
  expect: Expectation;
}

export type ScriptStep =
  | CastStep
  | ActivateStep
  | PlayStep
  | PassStep
  | AdvanceStep
  | AttackStep
  | BlockStep
  | AnswerStep
  | ConcedeStep
  | TurnFaceUpStep
  | ExpectStep;

export interface PlayerValue {
  loc: Loc;
  player: string;
  value: number;
}

/**
 * The exact contents of one zone, as a multiset of names (a sequence, top first, when `ordered`).
 * With a player: that player's library/hand/graveyard, the cards in exile they own, or the
 * permanents they control. Without: the whole stack, exile or battlefield.
 */
export interface ZoneExpectation {
  loc: Loc;
  player?: string;
  zone: ZoneName;
  cards: string[];
  /** library, graveyard and stack are compared in order. */
  ordered: boolean;
}

/** Checks on one object, found by `ref` when the expectation is checked; only the given fields are compared. */
export interface ObjectExpectation {
  loc: Loc;
  ref: string;
  zone?: ZoneName;
  name?: string;
  colors?: Color[];
  types?: string[];
  subtypes?: string[];
  supertypes?: string[];
  /** null: it has no mana cost (CR 202.1b). */
  manaCost?: string | null;
  manaValue?: number;
  power?: number | null;
  toughness?: number | null;
  loyalty?: number | null;
  /** Ability texts or keywords it must have (`[]`: it has none); `{ exactly }`: its abilities are exactly these. */
  abilities?: string[] | { exactly: string[] };
  /** Ability texts or keywords it must not have. */
  lacks?: string[];
  tapped?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  owner?: string;
  controller?: string;
  prepared?: boolean;
  token?: boolean;
  /** Whether it is a copy of any kind (CR 707: of a card, a spell, a permanent; a token copy; "becomes a copy"). */
  copy?: boolean;
  /** The card it is a copy of (a name, or an alias of the object whose card is meant). */
  copyOf?: string;
  faceDown?: boolean;
  phasedOut?: boolean;
  /** null: attached to nothing. */
  attachedTo?: string | null;
}

/**
 * The decision expected to be pending: `options` must all be offered, `lacks` must not be, and `exactly` must be
 * the offered options with none left over (each named as the options are matched: in full or by their last words).
 */
export interface PendingExpectation {
  loc: Loc;
  kind?: string;
  player?: string;
  rule?: string;
  options?: string[];
  lacks?: string[];
  exactly?: string[];
}

/** Substrings the rendered log must contain / must not contain; `events`: single events that must be there. */
export interface LogExpectation {
  loc: Loc;
  contains: string[];
  lacks: string[];
  events?: EventExpectation[];
}

/** One event (not a line of text): citing `rule` (or a subrule of it), its own words containing `text`; `count` times exactly when given. */
export interface EventExpectation {
  rule?: string;
  text?: string;
  count?: number;
}

/** A player's mana pool as mana symbols ("{R}{R}", "" for empty), compared as a multiset. */
export interface ManaPoolExpectation {
  loc: Loc;
  player: string;
  mana: string;
}

/** `over: false` — the game goes on; `winners` (possibly empty, a draw) is checked when given. */
export interface GameOverExpectation {
  loc: Loc;
  over: boolean;
  winners?: string[];
}

export interface TurnExpectation {
  loc: Loc;
  number?: number;
  step?: GameStep;
  active?: string;
}

/** The step just before this checkpoint must have been rejected (with this rule, when given). */
export interface ErrorExpectation {
  loc: Loc;
  rule?: string;
}

export interface Expectation {
  loc: Loc;
  life?: PlayerValue[];
  poison?: PlayerValue[];
  manaPool?: ManaPoolExpectation[];
  /** Number of cards in a player's library / hand. */
  librarySize?: PlayerValue[];
  handSize?: PlayerValue[];
  zones?: ZoneExpectation[];
  objects?: ObjectExpectation[];
  pending?: PendingExpectation;
  log?: LogExpectation;
  gameOver?: GameOverExpectation;
  turn?: TurnExpectation;
  /** Only in a checkpoint right after a step. */
  error?: ErrorExpectation;
}
