import type { Color, ManaCost, ManaUnit, PayableCost, SymbolChoice } from '../mana/types';
import type { AbilityDef, EnteredAs, EventMatch, Instead, ObjectFilter } from '../cards/definition';
import type { RulesetSwitches } from '../rulesets';
import type { PendingDecision } from '../decisions';

export type PlayerId = string;
export type ObjectId = string;

/** CR 400.1 — the zones. Library, hand and graveyard belong to a player; the rest are shared. */
export type ZoneName = 'library' | 'hand' | 'graveyard' | 'battlefield' | 'stack' | 'exile' | 'command';
export type PlayerZone = 'library' | 'hand' | 'graveyard';

/** CR 500.1 / 501–514 — the steps of a turn, in order (main phases have no steps; they are named here). */
export type StepName =
  | 'untap' | 'upkeep' | 'draw'
  | 'main1'
  | 'beginningOfCombat' | 'declareAttackers' | 'declareBlockers' | 'firstStrikeDamage' | 'combatDamage' | 'endOfCombat'
  | 'main2'
  | 'end' | 'cleanup';

/**
 * CR 109.1 / 111 / 112 / 113 / 707 — what kind of object this is.
 * - card: a physical card
 * - token: CR 111
 * - ability: an activated or triggered ability on the stack (113.1)
 * - spellCopy: a copy of a spell made on the stack (707.10)
 * - copy: a copy of a card or other object created outside the stack (707.12, 722.3c)
 * - emblem: CR 114, in the command zone
 */
export type ObjectKind = 'card' | 'token' | 'ability' | 'spellCopy' | 'copy' | 'emblem';

/** Which printed characteristic set an object uses (CR 709.3, 715.3, 718.3, 720.3, 722.3c). */
export type CharacteristicSet = 'normal' | 'prototype' | 'adventure' | 'omen' | 'left' | 'right' | 'prepare_spell'
  /** CR 712.8e — a transforming double-faced permanent with its back face up (r712-double-faced.ts). */
  | 'back';

/**
 * The base (copiable source) of an object that is not simply a printed card:
 * a token's definition or the values a copy effect set (CR 707.2). Plain data.
 */
export interface CopiableSource {
  /** Registry name of the card whose printed characteristics are used (for a token: the token's name). */
  card: string;
  /** CR 111.4 — a token's characteristics as the effect that created it defines them (no card behind it). */
  token?: TokenSpec;
  /** Which of its characteristic sets. */
  set: CharacteristicSet;
  /** Exceptions to the copy process (CR 707.9): values that replace the copied ones. */
  except?: CharacteristicOverrides;
  /**
   * CR 612.2, seed 003 722.2d — word replacements in its text, in order: the exiled object built from a prepare
   * spell whose text an effect changed (`prepareAlternativeValues`).
   */
  wordChanges?: WordChange[];
  /**
   * The exceptions belong to the one-shot effect that created this token as a copy (111.1, 707.9b), not to a copy
   * effect affecting it (613.2a): 305.7 as written doesn't remove the abilities they add (seed 003).
   */
  tokenExceptions?: boolean;
  /** CR 730.2a, 707.2 — the values of a merged permanent: its components' sources, topmost first. */
  components?: CopiableSource[];
  /** CR 707.2 — what the copied object's "as ... enters" ability made it. */
  enteredAs?: EnteredAs;
}

/** CR 612.2 — "replace all instances of one color word with another" or one subtype with another. */
export interface WordChange {
  kind: 'color' | 'subtype';
  /** A color as its mana letter (W U B R G) or a subtype as written. */
  from: string;
  to: string;
}

/**
 * CR 612.6 — the "full text" of an object: what its text represents (name, mana cost, color, type line, rules
 * text, power and toughness) and its prepare spell (seed 003: Volrath's Shapeshifter gains Emeritus of Woe's).
 */
export interface FullText extends TokenSpec {
  manaCost: ManaCost | null;
  prepareSpell?: CopiableSource;
}

/**
 * CR 111.4 — the characteristics a token-creating effect gives a token ("a 1/1 white Spirit creature token with
 * flying"); an object's full characteristics (r613) add mana cost, loyalty and controller.
 */
export interface TokenSpec {
  name: string;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  /** Rules text (for display) and its abilities. */
  text: string;
  abilities: AbilityDef[];
}

/** Values a copy exception or a token definition sets (CR 707.9b, 111.4). */
export interface CharacteristicOverrides {
  name?: string;
  colors?: Color[];
  types?: string[];
  subtypes?: string[];
  supertypes?: string[];
  addSubtypes?: string[];
  /** "an artifact in addition to its other types" (Tawnos): card types the copy has in addition. */
  addTypes?: string[];
  /** "it's legendary in addition to its other types" (Sakashima the Impostor): supertypes the copy has in addition. */
  addSupertypes?: string[];
  power?: number;
  toughness?: number;
  keywords?: string[];
  /** "except it has this ability" (707.9a): abilities the copy has in addition. */
  abilities?: AbilityDef[];
  /** "except it isn't legendary" (707.9b): supertypes the copy doesn't have. */
  removeSupertypes?: string[];
  /** "it has no mana cost" (embalm 702.128a, eternalize 702.129a). */
  noManaCost?: true;
}

/** A chosen target (CR 115): an object (by id, with the zone-change-stable id it had) or a player. */
export type Target = { object: ObjectId } | { player: PlayerId };

/** Choices made while casting a spell or activating an ability (CR 601.2b–d), kept while it is on the stack. */
export interface CastChoices {
  /** Which characteristic set the spell is cast with (CR 601.2a, 718.3, 715.3). */
  set: CharacteristicSet;
  modes: number[];
  x: number;
  /** Hybrid/Phyrexian announcements keyed by symbol index (601.2b). */
  announced: Record<number, SymbolChoice>;
  /** Per "target" instance, the chosen targets (601.2c). */
  targets: Target[][];
  /** Additional/alternative costs announced (kicker, flashback, "without paying its mana cost"). */
  costMode: string[];
  /** The locked-in total cost (601.2f), once determined. */
  totalCost?: PayableCost;
  /** CR 601.2d — how damage is divided among the targets of a "divided as you choose" word, in target order. */
  division?: number[];
}

/** A game object (CR 109): card, token, spell, copy, or ability on the stack. Plain data. */
export interface GameObject {
  id: ObjectId;
  /** The id of the first object this card (or token) was in the game: stable across zone changes, for display and tracking only (rules use `id`, CR 400.7). */
  origin: ObjectId;
  kind: ObjectKind;
  owner: PlayerId;
  controller: PlayerId;
  zone: ZoneName;
  /** Registry card name this object represents (cards, copies of cards, token definitions). */
  card: string;
  /** Characteristic set used in this zone (normal unless cast/entered with another, 722.4 etc.). */
  set: CharacteristicSet;
  /** For tokens and copies: what defines their copiable values. */
  base?: CopiableSource;
  /** For copies (707.12, 722.3c): the object this is a copy of. */
  copyOf?: ObjectId;
  /** CR 400.7 timestamp of entering this zone (613.7d) */
  timestamp: number;

  // Permanent status (CR 110.5) and battlefield state.
  tapped: boolean;
  faceDown: boolean;
  /** CR 708.6 — what made it face down (morph 702.37, disguise 702.168, manifest 701.40, cloak 701.58), while it is. */
  faceDownBy?: FaceDownBy;
  /**
   * CR 730.2, 702.140 — a merged permanent's components, topmost first; this object's own card (or token) is
   * one of them. Absent for an ordinary permanent.
   */
  merged?: MergedComponent[];
  phasedOut: boolean;
  /** Turn number when it came under its controller's current control (CR 302.6 summoning sickness). */
  controlledSince: number;
  /** CR 606.3 — the turn in which a loyalty ability of this permanent was last activated. */
  loyaltyActivatedTurn?: number;
  /** CR 602.5b — its "Activate only once each turn" abilities (by index) activated in turn `turn`. */
  activatedOnce?: { turn: number; abilities: number[] };
  /** CR 702.177a — its exhaust abilities (by index) that have been activated. */
  exhausted?: number[];
  /** CR 118.9 — the turn in which its "once during each of your turns, you may cast ... without paying" permission was used. */
  freeCastTurn?: number;
  /** The controller when `controlledSince` was last set, if it has changed since the object was created (302.6). */
  controlledBy?: PlayerId;
  damage: number;
  /** Damage dealt by a source with deathtouch since last cleanup (CR 704.5h). */
  deathtouchDamage: boolean;
  counters: Record<string, number>;
  attachedTo: ObjectId | null;
  /** A card name chosen as it entered (201.4; Meddling Mage, Pithing Needle). */
  chosenName?: string;
  /** CR 707.2 — what an "as ... enters" ability made it (Primal Plasma, Molten Sentry): part of its copiable values. */
  enteredAs?: EnteredAs;
  /** CR 702.26a, 702.26g — who controlled it when it phased out; whether it phased out with what it's attached to. */
  phasedOutUnder?: PlayerId;
  phasedOutIndirectly?: boolean;
  /** CR 702.112b — the renowned designation (not a copiable value; it ends when the permanent leaves the battlefield). */
  renowned?: true;
  /** CR 702.171b — the turn in which it became saddled (saddled until that turn ends; not a copiable value). */
  saddledTurn?: number;
  /** CR 722.3a — the prepared designation. */
  prepared: boolean;
  /** The exiled prepare copy linked to this permanent (722.3c). */
  preparedCopy?: ObjectId;
  /** CR 701.37b–c — the monstrous designation (not copiable, 707.2), with the N of the monstrosity that made it so (its X). */
  monstrous?: number;

  // Stack state (CR 601, 602, 603).
  choices?: CastChoices;
  /** For abilities on the stack: source object id and ability index on the source. */
  ability?: { source: ObjectId; sourceCard: string; def: AbilityDef; trigger?: TriggerContext };
  /** True once "becomes cast" (601.2i) */
  cast?: boolean;
  /** A permanent that entered from the stack as a spell that was cast ("if you cast it", 601.2i). */
  wasCast?: boolean;
  /** CR 702.33d, 702.33e — a permanent that was a kicked spell: how many times it was kicked, for its linked abilities (607). */
  timesKicked?: number;
  /**
   * CR 702.103b — a bestowed Aura spell, or the bestowed Aura permanent it became: an Aura enchantment with enchant
   * creature until it ceases to be bestowed (702.103e–g, r702-103-bestow.ts).
   */
  bestowed?: true;
  /** CR 702.74a, 702.109a, 702.152a — a permanent that was a spell cast for its evoke, dash or blitz cost (its abilities ask whether it was paid). */
  alternativeCostPaid?: 'evoke' | 'dash' | 'blitz' | 'warp' | 'impending';
  /** CR 702.84a — a permanent returned by its unearth ability: it has haste and is exiled if it would leave the battlefield (r702-84-unearth.ts). */
  unearthed?: true;
  /** CR 702.157a, 702.175a, 702.166b, 702.174k — a permanent that was a spell cast with its squad, offspring, bargain or gift cost paid: how many times each (607). */
  costsPaid?: Partial<Record<'squad' | 'offspring' | 'bargain' | 'gift', number>>;
  /** CR 107.3m — the X of the spell this permanent was (ravenous's "if X is 5 or more", 702.156a). */
  x?: number;
  /** CR 601.2h — the mana spent to cast this spell (kept by the permanent it becomes): converge counts its colors. */
  manaSpent?: ManaUnit[];
  /**
   * CR 614.1c — replacement effects a resolved ability created for this permanent spell ("that creature enters with
   * X additional +1/+1 counters on it"): each applies once as the permanent it becomes enters (614.5).
   */
  entersWith?: { source: ObjectId; text: string; counters: Record<string, number> }[];
  /** A copy made from a noncard object (a token): under `cr` 704.5e doesn't reach it (seed 003). */
  fromNoncard?: boolean;
  /** Where a copy may be cast from / who may (722.3c, 707.12). */
  /**
   * Who may cast it from where it is, and for how long (`turn`: during turn number `turn`; `throughTurn`: until the
   * end of turn number `turn`, "until the end of your next turn"; `afterTurn`: after turn number `turn` has ended, 702.185a); `spells`: only as a
   * spell matching (601.3e); `notAs`: not with that characteristic set (715.3d: not as an Adventure again).
   */
  castPermission?: {
    player: PlayerId; until: 'prepared' | 'turn' | 'throughTurn' | 'afterTurn' | 'forever' | 'resolution'; turn?: number; spells?: ObjectFilter; notAs?: CharacteristicSet;
    /** CR 118.14 — mana of any type can be spent to cast it; 614.1a — the spell it becomes is exiled instead of put into a graveyard. */
    anyMana?: true; exileInstead?: true;
  };
  /** Only in a player's view (`playerView`): the viewer may not know which card this is, so `card` is ''. */
  hidden?: true;
}

/** CR 708.6 — the ability or rule that made an object face down; it decides its face-down characteristics (708.2). */
export type FaceDownBy = 'morph' | 'disguise' | 'manifest' | 'cloak';

/** CR 730.2 — one card or token representing a merged permanent. */
export interface MergedComponent {
  card: string;
  kind: 'card' | 'token';
  owner: PlayerId;
  origin: ObjectId;
  base?: CopiableSource;
}

/** Information a trigger carries from its event to its resolution (CR 603.2, 603.10). */
export interface TriggerContext {
  event: string;
  /** The object the event was about: its id after the event (e.g. the card in the graveyard) ... */
  subject?: ObjectId;
  /** ... and its id before, for last-known information (603.10). */
  subjectBefore?: ObjectId;
  player?: PlayerId;
  amount?: number;
  /** CR 603.7c — for a delayed triggered ability: the objects and players it refers to, locked in when it was created. */
  targets?: Target[][];
  /** CR 603.2c — for a "one or more" trigger: the instruction whose events triggered it. */
  instruction?: number;
  /** CR 107.3f, 603.12 — X chosen as the ability resolved ("you may pay {X}"), or that of the resolution that created this reflexive ability. */
  x?: number;
}

/** CR 102 / 800 — a player. */
export interface Player {
  id: PlayerId;
  name: string;
  life: number;
  poison: number;
  library: ObjectId[];
  hand: ObjectId[];
  graveyard: ObjectId[];
  manaPool: ManaUnit[];
  landsPlayed: number;
  /** CR 704.5b — attempted to draw from an empty library since the last SBA check. */
  drewFromEmpty: boolean;
  /** CR 800.4 — has left the game (lost, conceded, or won). */
  left: boolean;
  lost: boolean;
  /** CR 103.5 — mulligans taken. */
  mulligans: number;
  keptHand: boolean;
  /** CR 402.2 — an effect removed their maximum hand size for the rest of the game. */
  noMaximumHandSize?: true;
  /** CR 500.11, 614.10a — how many of their next turns they skip. */
  turnsToSkip?: number;
}

/** CR 608.2h, 603.10 — an object as it last existed in a zone it left. */
export interface LastKnown {
  object: GameObject;
  name: string;
  power: number | null;
  toughness: number | null;
  manaValue: number;
  types: string[];
  colors: Color[];
  controller: PlayerId;
  abilities: AbilityDef[];
}

/** A continuous effect from a resolved spell or ability (CR 611.2), kept until its duration ends. */
export interface ContinuousEffect {
  id: string;
  timestamp: number;
  /** The object that created it (for its controller and look-back). */
  source: ObjectId;
  controller: PlayerId;
  /** Objects it affects, locked in as it began (CR 611.2c). */
  affected: ObjectId[];
  /** `untilTurnOf`: "until your next turn" — it ends as that player's next turn begins (701.35a, 701.15a). */
  duration: 'endOfTurn' | 'permanent' | 'endOfCombat' | { whileOnBattlefield: ObjectId } | { untilTurnOf: PlayerId };
  mod: Modification;
}

/** What a continuous effect does (its layer follows from the kind, CR 613.1). */
export type Modification =
  /**
   * CR 707.1, 613.2a (layer 1) — "<it> becomes a copy of <object>": its copiable values are `source` (with the
   * effect's exceptions, 707.9) while the effect lasts; the latest such effect wins (613.7). `of` names the
   * copied object for explanations.
   */
  | { kind: 'copy'; source: CopiableSource; of: string }
  | { kind: 'pt'; power: number; toughness: number } // 7c
  | { kind: 'setPT'; power: number; toughness: number } // 7b
  /**
   * CR 305.7 — "<lands> are <basic land types>": replaces its land types; it loses the abilities 305.7 names
   * (all of them with `removesAll`, the `bloodMoonRemovesAll` reading, filled in from the ruleset).
   */
  | { kind: 'setLandTypes'; subtypes: string[]; removesAll?: boolean } // 4
  | { kind: 'setPTToManaValue' } // 7b: "base power and toughness each equal to its mana value"
  /** CR 604.3, 613.4a — the value a characteristic-defining ability gives power and toughness. */
  | { kind: 'definePT'; power: number; toughness: number } // 7a
  /** CR 604.3, 613.4a — the value a characteristic-defining ability gives power and toughness. */
  | { kind: 'definePT'; power: number; toughness: number } // 7a
  | { kind: 'switchPT' } // 7d
  | { kind: 'addKeywords'; keywords: string[] } // 6
  | { kind: 'addAbility'; ability: AbilityDef } // 6
  | { kind: 'removeAllAbilities' } // 6
  | { kind: 'control'; player: PlayerId } // 2
  | { kind: 'addTypes'; types: string[]; subtypes: string[] } // 4
  /**
   * CR 205.1a (layer 4) — "is a <creature types> <card types> and loses all other card types and creature types"
   * (Darksteel Mutation): the card types and creature types are replaced; supertypes stay, and so do the other
   * subtypes of a card type it keeps (an Equipment stays an Equipment if it stays an artifact).
   */
  | { kind: 'setTypes'; types: string[]; subtypes: string[] } // 4
  /** CR 205.1b (layer 4) — "becomes a Fractal ... (It loses all other creature types.)": its creature types are replaced; its card types and other subtypes stay. */
  | { kind: 'setCreatureTypes'; subtypes: string[] } // 4
  /** CR 205.1a (layer 4) — it stops being a <card type> (reconfigure, 702.151b), losing the subtypes only that type had. */
  | { kind: 'removeTypes'; types: string[] } // 4
  | { kind: 'setColors'; colors: Color[] } // 5
  /** CR 612.2 (layer 3) — replaces one color word or subtype with another in the object's text. */
  | { kind: 'replaceWord'; change: WordChange }
  /** CR 612.5 (layer 3) — Exchange of Words: the two objects' rules text is exchanged. */
  | { kind: 'exchangeText'; objects: [ObjectId, ObjectId] }
  /** CR 612.6 (layer 3) — it has the full text of `of` (named for explanations), plus `added` rules text. */
  | { kind: 'fullText'; of: string; text: FullText; added: AbilityDef[]; addedText: string }
  /** CR 614.1a — not a characteristic: tokens an opponent of `player` would create are created under `player`'s control (Crafty Cutpurse). */
  | { kind: 'tokenControl'; player: PlayerId }
  /** CR 615.12 — not a characteristic: damage can't be prevented while it lasts. */
  | { kind: 'noPrevention' }
  /** CR 509.1b — not a characteristic: a restriction, the affected creatures can't block while it lasts. */
  | { kind: 'cantBlock' }
  /** CR 509.1b — not a characteristic: a restriction, the affected creatures can't be blocked while it lasts. */
  | { kind: 'cantBeBlocked' }
  /** CR 701.35a — not a characteristic: detained permanents can't attack or block, nor their activated abilities be activated. */
  | { kind: 'detained' }
  /** CR 701.15b — not a characteristic: goaded by player `by` (attack requirements, 508.1d). */
  | { kind: 'goaded'; by: PlayerId }
  /**
   * CR 615.1, 615.7 — not a characteristic: a prevention effect of a resolved spell or ability. It prevents
   * [combat] damage dealt to `to` (players and objects; absent: to anything), or dealt to or by the affected
   * objects (`toOrBy`); a shield prevents only the `remaining` next damage (615.7).
   */
  | {
      kind: 'prevention'; combat?: boolean; to?: Target[]; toOrBy?: boolean; remaining?: number;
      /** CR 609.7, 615.8, 615.9 — only damage from this source, while it still matches `filter`; used up after one instance. */
      from?: { source: ObjectId; filter: ObjectFilter };
    }
  /** CR 614.1a — not a characteristic: a replacement effect of a resolved spell or ability for the affected objects. */
  | { kind: 'replacement'; match: EventMatch; instead: Instead; text: string; /** used up once applied (a regeneration shield, 701.19a) */ once?: boolean };

/** CR 506 — combat information for the current combat phase. */
export interface CombatState {
  /** attacker id -> what it attacks (player or planeswalker id). */
  attackers: Record<ObjectId, { player?: PlayerId; planeswalker?: ObjectId }>;
  /** attacker id -> blockers in damage assignment order. */
  blockedBy: Record<ObjectId, ObjectId[]>;
  /** blocker id -> attackers it blocks. */
  blocking: Record<ObjectId, ObjectId[]>;
  /** attackers that became blocked (stay blocked even if blockers leave, 509.1h) */
  blocked: ObjectId[];
  /** Creatures that dealt first-strike damage (510.4). */
  dealtFirstStrike: ObjectId[];
  firstStrikeStep: boolean;
  /** CR 508.8 — whether any creature was declared as an attacker this combat. */
  attackersDeclared: boolean;
  /** Defending players who have declared blockers (509.1, in APNAP order). */
  blockersDeclared: PlayerId[];
  /** Divisions of combat damage chosen so far in this damage step (510.1c). */
  assignments: Record<ObjectId, number[]>;
  /** CR 616.1 — replacement effects the affected players chose to apply first to this step's combat damage, in order. */
  replacementOrder?: string[];
}

/** CR 500 — where we are in the turn. */
export interface TurnState {
  number: number;
  active: PlayerId;
  step: StepName;
  /** Who has priority now (null during untap/cleanup or while a decision other than priority pends). */
  priority: PlayerId | null;
  /** Players who passed in succession since the last action (117.4). */
  passed: PlayerId[];
  combat: CombatState | null;
  /** Extra combat-damage step flag etc. live in combat. */
  /** What happened earlier this turn that abilities ask about; absent until something did. Replaced, never mutated. */
  history?: TurnHistory;
}

/** Events of the current turn that conditions and triggers count ("your third spell each turn", "died this turn"). */
export interface TurnHistory {
  /** CR 601.2i — the spells cast this turn, in order, with the zone each was cast from and its card types then. */
  spellsCast: { player: PlayerId; spell: ObjectId; from: ZoneName; types: string[] }[];
  /** CR 700.4 — creatures put into a graveyard from the battlefield this turn. */
  creaturesDied: number;
  /** CR 119.3 — life gained this turn, by player. */
  lifeGained: Record<PlayerId, number>;
  /** CR 119.3, 119.4, 120.3a — life lost this turn (by damage, an effect or paying life), by player (spectacle, 702.137a). */
  lifeLost?: Record<PlayerId, number>;
  /** CR 700.4 — creatures that died this turn, by the player who controlled each as it died ("died under your control"). */
  creaturesDiedUnder: Record<PlayerId, number>;
  /** CR 400.7 — cards that left each player's graveyard this turn ("if a card left your graveyard this turn"). */
  leftGraveyard: Record<PlayerId, number>;
  /** CR 406.3 — cards put into exile this turn, from anywhere ("if one or more cards were put into exile this turn"). */
  cardsExiled: number;
  /** CR 121.1 — cards each player drew this turn ("the number of cards you've drawn this turn"). */
  cardsDrawn?: Record<PlayerId, number>;
  /** CR 122.6 — the permanents counters were put on this turn, with the player who put them ("if you put a counter on this creature this turn"). */
  countersPut?: { object: ObjectId; player: PlayerId }[];
  /** CR 120.3a — damage dealt to each player this turn (bloodthirst's "if an opponent was dealt damage this turn", 702.54a). */
  damageToPlayers?: Record<PlayerId, number>;
  /** CR 701.9 — the cards discarded this turn, as the objects they became in a graveyard (mayhem's "if you discarded this card this turn", 702.187b). */
  discarded?: ObjectId[];
  /** CR 510.2 — for each combat damage event to a player this turn: the source's controller and subtypes then (prowl 702.76a, freerunning 702.173a). */
  combatDamageToPlayersBy?: { controller: PlayerId; subtypes: string[] }[];
  /** CR 702.69a — permanents put into a graveyard from the battlefield this turn (gravestorm), tokens included. */
  permanentsToGraveyard?: number;
  /** CR 508.1 — the creatures declared as attackers this turn (boast's "if this creature attacked this turn", 702.142a). */
  attacked?: ObjectId[];
}

/** A triggered ability waiting to be put on the stack (CR 603.3). */
export interface PendingTrigger {
  source: ObjectId;
  sourceName: string;
  /** The ability as it was when it triggered (plain data, so look-back 603.10 needs nothing else). */
  def: AbilityDef;
  controller: PlayerId;
  context: TriggerContext;
  /** Its controller has chosen the relative order of their waiting triggers (603.3b). */
  ordered: boolean;
}

/**
 * CR 603.7 — a delayed triggered ability: created by a resolving spell or ability, it triggers the next time
 * its event occurs (603.7b) and is then removed. Its source and controller are those of the spell or ability
 * that created it (603.7d–e); the objects it refers to are locked in as it is created (603.7c).
 */
export interface DelayedTrigger {
  id: string;
  source: ObjectId;
  sourceName: string;
  controller: PlayerId;
  /** The ability, as a triggered ability with no targets of its own. */
  def: AbilityDef;
  /** What "that card", "it", "that player" meant for the creating effect: its targets, followed to where they went during that resolution. */
  targets: Target[][];
  subject?: ObjectId;
  /** Turn it was created in (for "this turn" durations and the log). */
  createdTurn: number;
  /** "at the beginning of each ... for the rest of the game" (702.192a): it stays after triggering. */
  recurring?: boolean;
  /** "When you next ... this turn": it can trigger only during the turn it was created in. */
  thisTurnOnly?: boolean;
  /** CR 603.7c — a number its effects use (as 'eventAmount'), locked in as it was created. */
  amount?: number;
}

/** The whole game: plain, serializable data (DESIGN 2). */
export interface GameState {
  schema: number;
  ruleset: RulesetSwitches;
  /** Seeded RNG state (sfc32: four 32-bit words). */
  rng: [number, number, number, number];
  nextId: number;
  nextTimestamp: number;
  /**
   * CR 603.2c — counts the instructions carried out (each effect of a resolving spell or ability, each
   * state-based action check): the events of one instruction happen at once and share its number.
   */
  instruction?: number;
  players: Record<PlayerId, Player>;
  /** Turn order (CR 101.4, 103.1); departed players stay listed with `left`. */
  order: PlayerId[];
  objects: Record<ObjectId, GameObject>;
  battlefield: ObjectId[];
  /** Top of the stack is the LAST element. */
  stack: ObjectId[];
  exile: ObjectId[];
  command: ObjectId[];
  turn: TurnState;
  effects: ContinuousEffect[];
  triggers: PendingTrigger[];
  /** CR 603.7 — delayed triggered abilities created by resolved spells and abilities, waiting for their event. */
  delayed: DelayedTrigger[];
  /** Last-known information of objects that left their zone (CR 608.2h, 603.10), by old id. */
  lki: Record<ObjectId, LastKnown>;
  /** The decision the game waits for; null only when the game is over. */
  pending: PendingDecision | null;
  /** CR 702.192a — names of the spells that have resolved this game, by their controller. */
  resolvedNames?: Record<PlayerId, string[]>;
  /** CR 103.5 — mulligan rounds in progress before the first turn. */
  mulligan: MulliganState | null;
  /** A permanent about to enter the battlefield, paused for a replacement-effect decision (616.1, 614.12). */
  entering: Entering | null;
  /** A resolving spell or ability paused for a player's choice mid-resolution (CR 608.2). */
  resolving: Resolution | null;
  /** A state-based action check (704.3) or the cleanup discard (514.1) paused for a 616.1 decision: the choices so far. */
  pausedForOrder?: PausedForOrder;
  over: { winners: PlayerId[]; reason: string } | null;
  /** Count of steps taken (inputs accepted), for replay and decision ids. */
  seq: number;
}

/** CR 616.1 — an action that isn't a resolution, waiting for the order of replacement effects on its events. */
export type PausedForOrder =
  | { by: 'stateActions'; legendKept: ObjectId[]; replacementOrder: string[] }
  | { by: 'cleanupDiscard'; cards: ObjectId[]; replacementOrder: string[] };

/** Where a paused resolution picks up again once its decision is answered. */
export interface Resolution {
  object: ObjectId;
  /** Index of the effect waiting for the answer. */
  effect: number;
  /** Objects an earlier effect of the same resolution chose or moved ("it", "those cards"). */
  chosen: ObjectId[];
  /** CR 111.1 — the first object id of the tokens the latest token-creating effect created ("put counters on it"). */
  createdFrom?: number;
  /** CR 616.1 — the replacement effects chosen so far, in order, for the waiting effect's events. */
  replacementOrder?: string[];
  /** CR 101.4 — the objects each player already chose for the waiting effect (APNAP order), until it happens. */
  picked?: { player: PlayerId; objects: ObjectId[] }[];
  /**
   * CR 608.2c — what earlier effects did "this way": the cards discarded (where they went), the number of cards drawn,
   * the excess damage dealt (120.4a), the coins that came up heads (705), the life lost; `declined`: the player didn't
   * (or couldn't) do an optional instruction ("If you don't, ...").
   */
  thisWay?: { discarded?: ObjectId[]; drew?: number; excessDamage?: number; heads?: number; lifeLost?: number; declined?: boolean };
}

/** CR 103.5 — who still declares in this mulligan round, who takes a mulligan, who must bottom cards. */
export interface MulliganState {
  toDeclare: PlayerId[];
  taking: PlayerId[];
  toBottom: PlayerId[];
  starting: PlayerId;
}

/** CR 614.1c, 614.12 — "it enters with an additional <counters> on it" if, as it enters, it matches `filter` (Recommission: a creature). */
export interface CountersIf { filter: ObjectFilter; counters: Record<string, number> }

/** CR 614.1c, 616.1 — a move onto the battlefield waiting for its replacement effects' choices. */
export interface Entering {
  /** The object moving onto the battlefield ('' when a token is being created). */
  object: ObjectId;
  /** A token being created (CR 111.1): its owner and copiable values. */
  token?: { owner: PlayerId; base: CopiableSource };
  opts: { controller?: PlayerId; set?: CharacteristicSet; tapped?: boolean; counters?: Record<string, number>; countersIf?: CountersIf; attachedTo?: ObjectId; base?: CopiableSource; chosenName?: string; faceDown?: FaceDownBy; enteredAs?: EnteredAs };
  /** Keys of the replacement effects already applied (614.5). */
  applied: string[];
  /** Choices made for "as enters" effects, by effect key. */
  chosen: Record<string, number | string>;
  /** The effect chosen to apply next (616.1). */
  next?: string;
  /** CR 616.1, 122.6 — set once its controller is asked the order of effects on the counters it enters with: the choices so far. */
  counterOrder?: string[];
  /** An "enters prepared" effect applied (722.3a): it becomes prepared as it enters. */
  prepared?: boolean;
  /** CR 702.136a — riot's controller chose haste: it gains haste as it enters. */
  gainsHaste?: boolean;
  rules: string[];
  /** CR 111.1 — the other tokens the same instruction creates: those whose replacement effects are settled, and those still to settle. */
  together?: { settled: Entering[]; waiting: Entering[] };
  /** What happens once it has entered: the resolution finishes, or resumes at an effect index. */
  resume: { kind: 'resolution' } | { kind: 'effect'; next: number } | { kind: 'landPlay' };
}
