import type { ManaCost, ManaUnit, PayableCost, SymbolChoice } from './mana/types';
import type { ManaOption, PaymentPlan } from './mana/finder';
import type { CharacteristicSet, ObjectId, PlayerId, Target } from './state/types';

/**
 * The single decision a game waits for (DESIGN 1): who decides, what kind, the legal options,
 * the rule that asks, and a suggested answer. Every front end answers through `Input`.
 */
export type PendingDecision = { id: number; player: PlayerId; rule: string; prompt: string } & DecisionBody;

/** A way to begin casting a spell or activating an ability that priority allows now. */
export type PriorityOption =
  | { kind: 'pass' }
  | { kind: 'playLand'; object: ObjectId }
  | { kind: 'cast'; object: ObjectId; set: CharacteristicSet; alternative?: AlternativeCost }
  | { kind: 'activate'; object: ObjectId; ability: number; mana: boolean }
  /** CR 116.2b — the special action of turning a face-down permanent face up, by one of its ways (702.37e, 702.168d, 701.40b). */
  | { kind: 'turnFaceUp'; object: ObjectId; via: FaceUpWay };

/** The partial choices of a spell or ability being cast/activated (CR 601.2b–h), carried between decisions. */
export interface CastDraft {
  kind: 'spell' | 'ability';
  object: ObjectId;
  /** For abilities: index among the source's abilities. */
  ability?: number;
  set: CharacteristicSet;
  modes: number[];
  x: number;
  announced: Record<number, SymbolChoice>;
  targets: Target[][];
  /** Whether the caller already answered each stage (so suggested answers are not silently applied). */
  done: { announce: boolean; targets: boolean };
  /** Payment given up front with the cast input, used once payment is asked. */
  payment?: PaymentPlan | 'auto';
  free?: boolean;
  /** CR 118.9 — the permanent whose "once during each of your turns" permission casts it without paying its mana cost. */
  freeBy?: ObjectId;
  /** Cast while a spell or ability resolves (608.2g, 707.12): the resolution goes on once it is cast (or not). */
  duringResolution?: boolean;
  /** CR 614.1a — "If that spell would be put into your graveyard, exile it instead" (the effect that cast it says so). */
  exileInstead?: boolean;
  /**
   * CR 601.2b, 118.8, 118.9 — the alternative and optional additional costs announced: 'flashback' (702.34a,
   * implied by casting from a graveyard) and 'kicker' (702.33a; once for each time it is paid, 702.33c-d).
   * `optionalCostsDone` once the caster answered.
   */
  costMode?: CostMode[];
  optionalCostsDone?: boolean;
  /** CR 601.2h — the objects chosen to pay a cost of tapping creatures or exiling cards. */
  costObjects?: ObjectId[];
  /** CR 702.51a, 702.66a, 702.126a — the creatures tapped (convoke), cards exiled (delve) or artifacts tapped (improvise) to pay mana, once chosen. */
  manaPaidBy?: ObjectId[];
  /**
   * CR 605.3a, 601.2h — a mana ability whose cost is paid with chosen objects, activated by hand: the alternative of its
   * mana, and the cast or activation whose payment it was activated during (asked again once it resolves, 601.2g).
   */
  mana?: { choice: number; resume?: CastDraft };
}

/** An alternative or additional cost a spell is cast with (CR 118.8, 118.9). */
export type CostMode = 'flashback' | 'jump-start' | 'escape' | 'retrace' | 'kicker' | 'buyback' | 'entwine' | 'replicate' | 'squad' | 'offspring' | 'miracle' | 'madness' | 'mayhem' | AlternativeCost | AdditionalCostMode;

/**
 * The cost modes a player may name in a cast input or an optional-costs answer (the others are implied by the zone
 * cast from, or set by a resolving ability: miracle, 702.94a; madness, 702.35a). One list for every input check (engine, server).
 */
export const ANNOUNCED_COST_MODES = ['flashback', 'jump-start', 'escape', 'retrace', 'kicker', 'buyback', 'entwine', 'replicate', 'squad', 'offspring', 'morph', 'disguise', 'mutate', 'bestow', 'evoke', 'dash', 'surge', 'spectacle', 'blitz', 'warp', 'prowl', 'freerunning', 'impending', 'additionalMana', 'casualty', 'bargain', 'gift'] as const satisfies readonly CostMode[];

/**
 * CR 601.2b — the mana an additional cost offers instead of its other part ("exile two cards from your graveyard or pay {1}{W}"),
 * or an optional additional cost paid with objects (casualty, 702.153a; bargain, 702.166a), or by choosing an opponent (gift, 702.174a).
 */
export type AdditionalCostMode = 'additionalMana' | 'casualty' | 'bargain' | 'gift';

/**
 * CR 118.9 — alternative costs a caster chooses: cast face down (702.37c morph, 702.168b disguise), mutate (702.140a),
 * without paying its mana cost by a permanent's permission (r118-9-without-paying.ts), bestow (702.103a), evoke (702.74a),
 * dash (702.109a), surge (702.117a), spectacle (702.137a), blitz (702.152a), warp (702.185a), prowl (702.76a), freerunning (702.173a), impending (702.176a).
 */
export const ALTERNATIVE_COSTS = ['morph', 'disguise', 'mutate', 'withoutPaying', 'bestow', 'evoke', 'dash', 'surge', 'spectacle', 'blitz', 'warp', 'prowl', 'freerunning', 'impending'] as const;
export type AlternativeCost = (typeof ALTERNATIVE_COSTS)[number];

/** How a face-down permanent is turned face up: its morph or disguise cost (702.37e, 702.168d), or its mana cost if manifested or cloaked (701.40b, 701.58b). */
export type FaceUpWay = 'morph' | 'disguise' | 'manaCost';

export type DecisionBody =
  | { kind: 'priority'; options: PriorityOption[]; suggested: { kind: 'pass' } }
  /** CR 103.5 — keep or take a mulligan. */
  | { kind: 'mulligan'; handSize: number; mulligans: number; suggested: 'keep' }
  /** CR 103.5 — put N cards from the kept hand on the bottom. */
  | { kind: 'bottomCards'; count: number; options: ObjectId[]; suggested: ObjectId[] }
  /** CR 601.2b — modes, X, and hybrid/Phyrexian announcements. */
  | {
      kind: 'announce';
      draft: CastDraft;
      cost: ManaCost | null;
      needsX: boolean;
      symbols: { index: number; choices: SymbolChoice[] }[];
      /** CR 700.2 — the modes of a modal spell and how many to choose (700.2d: `sameModeAgain`, a mode may be chosen again). */
      modes?: { options: string[]; min: number; max: number; sameModeAgain?: true };
      suggested: { x: number; announce: Record<number, SymbolChoice>; modes?: number[] };
    }
  /**
   * CR 601.2b — announce which optional additional costs (kicker, 702.33a) will be paid; one with `anyNumber`
   * (multikicker, 702.33c) is answered once for each time it is paid.
   */
  | { kind: 'optionalCosts'; draft: CastDraft; options: { mode: CostMode; cost: ManaCost; anyNumber?: boolean; text?: string }[]; suggested: CostMode[] }
  /**
   * CR 118.12 — "counter it unless that player pays [cost]" (ward, 702.21a; `what`: the object countered if not), or
   * "you may pay [cost]. If you do, ..." as an ability resolves (`what`: its source): the player decides whether to pay
   * (answer `unlessPays` with `pay`, optionally with the payment plan; the suggested plan otherwise).
   */
  | { kind: 'unlessPays'; cost: PayableCost; what: ObjectId; pool: ManaUnit[]; sources: ManaOption[]; suggested: PaymentPlan }
  /** CR 601.2c — choose targets: for each "target" word, the legal candidates. */
  | {
      kind: 'targets';
      draft: CastDraft;
      requirements: { description: string; min: number; max: number; legal: Target[] }[];
      suggested: Target[][] | null;
    }
  /** CR 601.2g–h — activate mana abilities and pay. */
  | {
      kind: 'payment';
      draft: CastDraft;
      cost: PayableCost;
      pool: ManaUnit[];
      sources: ManaOption[];
      suggested: PaymentPlan | null;
    }
  /** CR 508.1 — declare attackers. */
  | {
      kind: 'declareAttackers';
      candidates: { attacker: ObjectId; defenders: Target[] }[];
      suggested: { attacker: ObjectId; defender: Target }[];
    }
  /** CR 509.1 — declare blockers. */
  | {
      kind: 'declareBlockers';
      candidates: { blocker: ObjectId; attackers: ObjectId[] }[];
      suggested: { blocker: ObjectId; attacker: ObjectId }[];
    }
  /** CR 510.1c–d — divide an attacker's combat damage among its blockers (and the player, with trample). */
  | {
      kind: 'assignDamage';
      attacker: ObjectId;
      amount: number;
      recipients: Target[];
      suggested: number[];
    }
  /** CR 603.3b — the order in which a player's simultaneous triggered abilities go on the stack. */
  | { kind: 'orderTriggers'; triggers: string[]; suggested: number[] }
  /**
   * CR 700.2b, 603.3c — the modes of a modal triggered ability as it is put on the stack (answer: announce with
   * `modes`, 0-based); a mode none of whose targets could be chosen isn't `legal`.
   */
  | { kind: 'triggerModes'; ability: ObjectId; options: string[]; legal: number[]; min: number; max: number; suggested: number[] }
  /** CR 603.3d — targets for a triggered ability as it is put on the stack. */
  | {
      kind: 'triggerTargets';
      ability: ObjectId;
      requirements: { description: string; min: number; max: number; legal: Target[] }[];
      suggested: Target[][];
    }
  /** CR 616.1 — which of several replacement effects applies first (answer: chooseNumber with the index). */
  | { kind: 'orderReplacements'; options: string[]; keys: string[]; suggested: number }
  /** CR 707.10c — new targets for a copy of a spell: any may stay unchanged (even if illegal); a changed one must be legal. */
  | {
      kind: 'newTargets';
      copy: ObjectId;
      requirements: { description: string; min: number; max: number; legal: Target[] }[];
      current: Target[][];
      suggested: Target[][];
    }
  /** CR 201.4 — choose a card name among the legal ones. */
  | { kind: 'chooseName'; options: string[]; suggested: string }
  /**
   * Choose one of several named options (mutate over or under, 702.140c; "as enters, it becomes your choice of",
   * 614.12; a word to replace and its replacement, "black → white", 612.2).
   */
  | { kind: 'chooseOption'; options: string[]; suggested: number }
  /** Choose a number (e.g. "as this enters, choose a number", 614.12). */
  | { kind: 'chooseNumber'; min: number; max: number; suggested: number }
  /**
   * CR 106.8 — mana represented by hybrid symbols is being added: choose one half of each symbol (`symbols`),
   * by its index in that symbol's `options` (mana symbols such as "{W}", "{C}", "{2}").
   */
  | { kind: 'chooseHalves'; symbols: string[]; options: string[][]; suggested: number[] }
  /**
   * CR 704.5j — the legend rule: keep one of these legendary permanents with the same name (answer:
   * chooseObjects with one id). `kept` holds the choices already made for other groups in this check.
   */
  | { kind: 'legendRule'; name: string; options: ObjectId[]; kept: ObjectId[]; suggested: ObjectId[] }
  /** Choose cards or objects among options (search, discard, put back, ...). */
  | {
      kind: 'chooseObjects';
      purpose: string;
      options: ObjectId[];
      min: number;
      max: number;
      /** Whether the chosen order matters (e.g. cards put on top of a library). */
      ordered: boolean;
      suggested: ObjectId[];
      /** CR 601.2h — the activation whose cost these objects pay (creatures to tap, cards to exile), if any. */
      draft?: CastDraft;
    };

export type DecisionKind = DecisionBody['kind'];

/** An answer to the pending decision; its shape follows the decision kind. */
export type Answer =
  | { kind: 'mulligan'; keep: boolean }
  | { kind: 'bottomCards'; cards: ObjectId[] }
  | { kind: 'announce'; x?: number; announce?: Record<number, SymbolChoice>; modes?: number[] }
  | { kind: 'targets'; targets: Target[][] }
  | { kind: 'payment'; plan: PaymentPlan }
  | { kind: 'declareAttackers'; attacks: { attacker: ObjectId; defender: Target }[] }
  | { kind: 'declareBlockers'; blocks: { blocker: ObjectId; attacker: ObjectId }[] }
  | { kind: 'assignDamage'; amounts: number[] }
  | { kind: 'chooseObjects'; objects: ObjectId[] }
  | { kind: 'optionalCosts'; pay: CostMode[] }
  | { kind: 'unlessPays'; pay: boolean; plan?: PaymentPlan }
  | { kind: 'chooseNumber'; value: number }
  /** The 0-based index of the option chosen. */
  | { kind: 'chooseOption'; choice: number }
  | { kind: 'chooseName'; name: string }
  | { kind: 'chooseHalves'; halves: number[] }
  /** Indices into the decision's `triggers`, first put on the stack first. */
  | { kind: 'orderTriggers'; order: number[] }
  /** CR 733.1 — abandon a cast or activation in progress: the game returns to before it was proposed. */
  | { kind: 'cancel' };

/** Everything a player can do: the one input type of `step` (DESIGN 1). */
export type Input = { player: PlayerId } & (
  | { kind: 'pass' }
  | { kind: 'playLand'; object: ObjectId }
  | {
      kind: 'cast';
      object: ObjectId;
      set?: CharacteristicSet;
      /** CR 601.2b — optional additional costs announced with the cast (kicker; multikicker once for each time). */
      costs?: CostMode[];
      /** CR 601.2b, 118.9 — an alternative cost: cast face down (morph, disguise) or mutate. */
      alternative?: AlternativeCost;
      x?: number;
      modes?: number[];
      announce?: Record<number, SymbolChoice>;
      targets?: Target[][];
      payment?: PaymentPlan | 'auto';
    }
  | {
      kind: 'activate';
      object: ObjectId;
      ability: number;
      x?: number;
      announce?: Record<number, SymbolChoice>;
      targets?: Target[][];
      payment?: PaymentPlan | 'auto';
      /** For a mana ability: which alternative of its production. */
      choice?: number;
    }
  /** CR 116.2b — turn a face-down permanent you control face up, paying the cost of the way chosen. */
  | { kind: 'turnFaceUp'; object: ObjectId; via?: FaceUpWay; payment?: PaymentPlan | 'auto' }
  | { kind: 'answer'; answer: Answer }
  | { kind: 'concede' }
);
