import type { Color, ManaCost, ManaType } from '../mana/types';
import type { CharacteristicSet, StepName } from '../state/types';
import type { PrintedCard } from './printed';

/**
 * Card behaviour as concise typed data (DESIGN 7): one ability per Oracle paragraph, built from a
 * vocabulary of effect primitives that the engine interprets. Keywords are implemented once, in the rules.
 */

/** CR 702 — keyword abilities the engine implements. */
export type Keyword =
  | 'flying' | 'reach' | 'haste' | 'vigilance' | 'defender' | 'menace'
  | 'first strike' | 'double strike' | 'trample' | 'deathtouch' | 'lifelink'
  | 'indestructible' | 'hexproof' | 'shroud' | 'flash' | 'prowess' | 'persist';

/** Every keyword the engine implements, as Oracle text spells it (lower-cased). */
export const KEYWORDS: readonly Keyword[] = [
  'flying', 'reach', 'haste', 'vigilance', 'defender', 'menace', 'first strike', 'double strike', 'trample',
  'deathtouch', 'lifelink', 'indestructible', 'hexproof', 'shroud', 'flash', 'prowess', 'persist',
];

/** Whose objects or turns a trigger watches. */
export type Whose = 'self' | 'you' | 'opponent' | 'any';

/**
 * CR 603.1 — what a triggered ability's trigger condition watches. `who: 'self'` means the ability's own
 * object ("When this creature enters"); a filter means any matching object ("Whenever a creature dies").
 */
export type TriggerDef =
  | { on: 'enters' | 'dies' | 'leaves' | 'attacks' | 'blocks' | 'dealsCombatDamageToPlayer'; who: 'self' | ObjectFilter }
  /** "Whenever you cast a noncreature spell" (603.2, 601.2i). */
  | { on: 'cast'; by: Whose; filter?: ObjectFilter }
  /** "At the beginning of your upkeep" (603.2, 503.1). */
  | { on: 'beginningOf'; step: StepName; whose: Whose };

/** CR 603.4 — an intervening "if" clause, checked when the event happens and again on resolution. */
export type Condition =
  /** The subject of the trigger had no counters of this kind on it (as it last existed: persist, 702.79a). */
  { kind: 'subjectHadNoCounters'; counter: string };

/** A description of objects, used by targets, searches and static abilities. All listed conditions must hold. */
export interface ObjectFilter {
  /** Has at least one of these card types (CR 205.2). */
  types?: string[];
  notTypes?: string[];
  subtypes?: string[];
  supertypes?: string[];
  /** Has at least one of these colors. */
  colors?: Color[];
  notColors?: Color[];
  controller?: 'you' | 'opponent';
  /** Not the object the ability belongs to ("another"). */
  other?: boolean;
  maxManaValue?: number;
}

/** CR 115 — what a "target" word can pick. */
export type TargetSpec =
  | { kind: 'any' } // CR 115.4: creature, player, planeswalker or battle
  | { kind: 'player'; who?: 'opponent' | 'you' }
  | { kind: 'permanent'; filter: ObjectFilter }
  | { kind: 'spell'; filter?: ObjectFilter }
  | { kind: 'graveyardCard'; filter?: ObjectFilter; owner?: 'you' | 'any' };

/**
 * A reference inside an effect: a chosen target (by the index of its "target" word), the ability's
 * source, its controller, or a player derived from a target.
 */
export type Ref =
  | { target: number }
  /** The object the trigger event was about ("it", "that creature"), where it is now (CR 603.2). */
  | 'subject'
  | { controllerOf: number } // controller of target i (LKI if gone, CR 608.2h)
  | { ownerOf: number }
  | 'self'
  | 'you'
  | 'each-opponent'
  | 'each-player';

/** A number an effect uses. */
export type Amount =
  | number
  | 'X'
  | { powerOf: number } // of target i, LKI (608.2h)
  | { manaValueOf: number };

/** Mana an effect adds (CR 106). Each inner array is one alternative the player picks from. */
export type ManaProduction = ManaType[][];

/** A one-shot or continuous instruction (CR 609, 610, 611). */
export type Effect =
  | { do: 'damage'; amount: Amount; to: Ref }
  | { do: 'draw'; who: Ref; n: Amount }
  | { do: 'loseLife'; who: Ref; n: Amount }
  | { do: 'gainLife'; who: Ref; n: Amount }
  | { do: 'counter'; what: Ref }
  | { do: 'destroy'; what: Ref }
  | { do: 'exile'; what: Ref }
  | { do: 'bounce'; what: Ref } // return to its owner's hand
  | { do: 'addMana'; mana: ManaProduction }
  | { do: 'modifyPT'; what: Ref; power: number; toughness: number; until: 'endOfTurn' }
  | { do: 'grantKeywords'; what: Ref; keywords: Keyword[]; until: 'endOfTurn' }
  /** Search your library for up to `max` cards matching, put them `to`, then shuffle (701.23). */
  | { do: 'search'; filter: ObjectFilter; max: number; to: 'hand' | 'battlefield' | 'battlefieldTapped'; reveal: boolean }
  | { do: 'discard'; who: Ref; n: Amount }
  /** Put n cards from your hand on top of your library in any order (Brainstorm). */
  | { do: 'putBackFromHand'; n: number }
  /** Move a targeted card (e.g. from a graveyard) to a zone. */
  | { do: 'moveCard'; what: Ref; to: 'hand' | 'battlefield'; under?: 'you' | 'owner'; withCounters?: Record<string, number> }
  | { do: 'putCounters'; what: Ref; counter: string; n: Amount }
  | { do: 'tap'; what: Ref }
  | { do: 'untap'; what: Ref };

/** CR 118 / 602.1 — the cost of an activated ability. */
export interface ActivationCost {
  mana?: ManaCost;
  /** {T} (CR 107.5) */
  tap?: boolean;
  sacrificeSelf?: boolean;
  life?: number;
}

/** CR 604 / 613 — what a static ability does. */
export type StaticEffect =
  /** Layer 7c: objects matching get +p/+t. */
  | { kind: 'anthem'; filter: ObjectFilter; power: number; toughness: number }
  /** CR 601.2f: spells matching cost more (positive) or less generic mana. */
  | { kind: 'costChange'; spells: ObjectFilter; generic: number };

/** CR 113 — an ability of an object, one per Oracle paragraph. */
export type AbilityDef =
  | { kind: 'keyword'; keyword: Keyword }
  /** CR 112.3a — the spell ability of an instant or sorcery. */
  | { kind: 'spell'; text: string; targets: TargetSpec[]; effects: Effect[] }
  /** CR 602 — activated abilities; `mana` marks a mana ability (605.1a). */
  | {
      kind: 'activated';
      text: string;
      cost: ActivationCost;
      targets: TargetSpec[];
      effects: Effect[];
      manaAbility?: boolean;
      sorcerySpeed?: boolean;
    }
  | { kind: 'static'; text: string; effect: StaticEffect }
  /** CR 603 — triggered abilities. */
  | { kind: 'triggered'; text: string; trigger: TriggerDef; condition?: Condition; targets: TargetSpec[]; effects: Effect[] };

/** Behaviour of one characteristic set of a card. */
export interface FaceBehaviour {
  abilities: AbilityDef[];
}

/** A card the engine knows: printed data, plus behaviour or the reason it is unsupported. */
export interface CardEntry {
  printed: PrintedCard;
  /** Behaviour per characteristic set; absent when unsupported. */
  behaviour?: Partial<Record<CharacteristicSet, FaceBehaviour>>;
  /** Why the engine cannot play this card correctly (DESIGN 7: never silently wrong). */
  unsupported?: string;
}

/** Cards by name, injected into the engine (the engine holds no card data itself). */
export interface CardRegistry {
  get(name: string): CardEntry | undefined;
  names(): string[];
}
