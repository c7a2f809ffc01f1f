import type { Color, ManaCost, ManaType } from '../mana/types';
import type { CharacteristicOverrides, CharacteristicSet, Modification, StepName, TokenSpec } from '../state/types';
import type { PrintedCard } from './printed';

/**
 * Card behaviour as concise typed data (DESIGN 7): one ability per Oracle paragraph, built from a
 * vocabulary of effect primitives that the engine interprets. Keywords are implemented once, in the rules.
 */

/** CR 702 — keyword abilities the engine implements. */
export type Keyword =
  | 'flying' | 'reach' | 'haste' | 'vigilance' | 'defender' | 'menace'
  | 'first strike' | 'double strike' | 'trample' | 'deathtouch' | 'lifelink'
  | 'indestructible' | 'hexproof' | 'shroud' | 'flash' | 'prowess' | 'persist' | 'paradigm' | 'phasing' | 'read ahead'
  /** Evasion (r702-evasion.ts): 702.13 intimidate, 702.28 shadow, 702.31 horsemanship, 702.36 fear, 702.118 skulk. */
  | 'intimidate' | 'shadow' | 'horsemanship' | 'fear' | 'skulk'
  /** CR 702.14 — landwalk: the land it names is `landwalk` (a filter on the defending player's lands). */
  | 'landwalk'
  /** Damage and counters: 702.90 infect, 702.80 wither; with a number N (`KeywordAbility.n`): 702.164 toxic, 702.70 poisonous. */
  | 'infect' | 'wither' | 'toxic' | 'poisonous'
  /** CR 702.93 — undying, a triggered ability defined once in r603-triggers.ts (like persist, 702.79). */
  | 'undying'
  /** CR 702.40 — storm and 702.85 cascade, triggered abilities of the spell defined once in r603-triggers.ts. */
  | 'storm' | 'cascade'
  /** Combat triggers (r702-keywords.ts): 702.83 exalted, 702.91 battle cry, 702.25 flanking; with N: 702.45 bushido, 702.130 afflict. */
  | 'exalted' | 'battle cry' | 'flanking' | 'bushido' | 'afflict'
  /** Increment (Secrets of Strixhaven): a triggered ability, defined once in r603-triggers.ts. */
  | 'increment'
  /** CR 702.124m — a partner ability: it modifies Commander deck construction and does nothing during a game (702.124a). */
  | "doctor's companion"
  /** CR 702.122 — crew N: an activated ability (rules/r702-122-crew.ts), its N in `KeywordAbility.n`. */
  | 'crew'
  /** CR 702.87 — level up [cost]: an activated ability (r702-keywords.ts), its cost in `KeywordAbility.cost`. */
  | 'level up'
  /** CR 702.171 — saddle N: an activated ability (rules/r702-171-saddle.ts), its N in `KeywordAbility.n`. */
  | 'saddle'
  /** CR 702.94 — miracle [cost] (rules/r702-94-miracle.ts), its cost in `KeywordAbility.cost`. */
  | 'miracle'
  /** CR 702.35 — madness [cost] (rules/r702-35-madness.ts), its cost in `KeywordAbility.cost`. */
  | 'madness'
  /** CR 702.84 — unearth [cost]: an activated ability from the graveyard (rules/r702-84-unearth.ts), its cost in `KeywordAbility.cost`. */
  | 'unearth'
  /** CR 702.88 — rebound: a resolving spell cast from the hand is exiled and may be cast at the next upkeep (rules/r702-88-rebound.ts). */
  | 'rebound'
  /** CR 702.187 — mayhem [cost]: cast from the graveyard for its cost if discarded this turn (rules/r702-graveyard-casting.ts). */
  | 'mayhem'
  /** CR 702.185 — warp [cost]: an alternative cost from the hand, exiled at the next end step (rules/r702-185-warp.ts). */
  | 'warp'
  /** CR 702.76 prowl, 702.173 freerunning: alternative costs payable after combat damage to a player by a Rogue-like (Assassin) source you controlled. */
  | 'prowl' | 'freerunning'
  /** CR 702.176 — impending N—[cost] (rules/r702-176-impending.ts): N in `KeywordAbility.n`, the cost in `cost`. */
  | 'impending'
  /** CR 702.153 — casualty N: an optional additional cost and a cast trigger (rules/r702-153-casualty.ts), N in `KeywordAbility.n`. */
  | 'casualty'
  /** Keywords with a parameter (a cost, a quality or what may be enchanted): see `KeywordAbility`. */
  | 'enchant' | 'equip' | 'protection' | 'ward' | 'flashback' | 'kicker' | 'multikicker' | 'cycling'
  /** CR 702.67 — fortify [cost], an activated ability of Fortifications (r702-keywords.ts). */
  | 'fortify'
  /**
   * CR 702.151 — reconfigure [cost]: two activated abilities, so a definition lists it twice, the second instance
   * with `KeywordAbility.unattach` (rules/r702-151-reconfigure.ts).
   */
  | 'reconfigure'
  /**
   * Activated abilities with their cost (r702-keywords.ts): 702.107 outlast; from a graveyard 702.97 scavenge,
   * 702.128 embalm, 702.129 eternalize; optional additional costs 702.27 buyback, 702.42 entwine, 702.56 replicate
   * (with its cast trigger in r603-triggers.ts).
   */
  | 'outlast' | 'scavenge' | 'embalm' | 'eternalize' | 'buyback' | 'entwine' | 'replicate'
  /** Additional costs for the modes chosen (r702-mode-costs.ts): 702.172 spree, 702.183 tiered, 702.120 escalate (with its cost). */
  | 'spree' | 'tiered' | 'escalate'
  /** Optional additional costs with a linked enters trigger (r702-squad-offspring.ts): 702.157 squad, 702.175 offspring (with their costs). */
  | 'squad' | 'offspring'
  /** CR 702.166 — bargain: an optional additional cost of sacrificing an artifact, enchantment or token (r702-166-bargain.ts). */
  | 'bargain'
  /** CR 702.69 — gravestorm: a cast trigger copying the spell (r603-triggers.ts). */
  | 'gravestorm'
  /** CR 702.125 — undaunted: the spell costs {1} less for each opponent (r601-2f-cost-reductions.ts). */
  | 'undaunted'
  /** CR 702.53 transmute (from a hand), 702.71 transfigure: activated abilities searching for a card of the same mana value (r702-keywords.ts). */
  | 'transmute' | 'transfigure'
  /** CR 702.77 — reinforce N—[cost]: an activated ability from a hand (r702-keywords.ts), N in `KeywordAbility.n`. */
  | 'reinforce'
  /** CR 702.174 — gift a [something]: an optional additional cost and the gift (r702-174-gift.ts), what is given in `KeywordAbility.gift`. */
  | 'gift'
  | 'cumulative upkeep' | 'echo' | 'rampage' | 'fading' | 'modular' | 'soulshift' | 'vanishing' | 'absorb' | 'annihilator' | 'afterlife' | 'sunburst'
  /** With N: 702.38 amplify, 702.54 bloodthirst, 702.58 graft, 702.68 frenzy, 702.112 renown, 702.123 fabricate. */
  | 'amplify' | 'bloodthirst' | 'graft' | 'frenzy' | 'renown' | 'fabricate'
  /**
   * Without a parameter: 702.92 living weapon, 702.100 evolve, 702.105 dethrone, 702.121 melee, 702.134 mentor, 702.147
   * decayed, 702.149 training, 702.163 For Mirrodin!.
   */
  | 'living weapon' | 'evolve' | 'dethrone' | 'melee' | 'mentor' | 'decayed' | 'training' | 'for mirrodin!'
  /** CR 702.182 job select, like living weapon with a 1/1 Hero token (r702-represented-abilities.ts). */
  | 'job select'
  /** CR 702.189 — firebending N, an attack trigger adding {R} kept until end of combat (r702-represented-abilities.ts). */
  | 'firebending'
  /** CR 702.115 ingest, a combat-damage trigger; 702.89 umbra armor, a replacement effect (r702-represented-abilities.ts). */
  | 'ingest' | 'umbra armor'
  /** CR 702.61 — split second, a static ability of a spell on the stack (r702-61-split-second.ts). */
  | 'split second'
  /** CR 702.101 extort, 702.110 exploit, 702.156 ravenous (r702-represented-abilities.ts). */
  | 'extort' | 'exploit' | 'ravenous'
  /** CR 702.98 unleash, 702.136 riot: a choice as the permanent enters (r614-replacement.ts). */
  | 'riot' | 'unleash'
  /** CR 702.114 devoid and 702.73 changeling, characteristic-defining abilities (r613-characteristics.ts). */
  | 'devoid' | 'changeling'
  /** Casting from a graveyard (r702-graveyard-casting.ts): 702.133 jump-start, 702.81 retrace, 702.138 escape (with its cost). */
  | 'jump-start' | 'retrace' | 'escape'
  /** Paying mana with objects (r702-66-delve.ts): 702.51 convoke, 702.66 delve, 702.126 improvise. */
  | 'convoke' | 'delve' | 'improvise'
  /** Alternative ways to cast (702.37 morph, 702.168 disguise, 702.140 mutate, 702.103 bestow, 702.74 evoke, 702.109 dash, 702.117 surge, 702.137 spectacle, 702.152 blitz), each with its cost. */
  | 'morph' | 'megamorph' | 'disguise' | 'mutate' | 'bestow' | 'evoke' | 'dash' | 'surge' | 'spectacle' | 'blitz';

/** Every keyword the engine implements without a parameter, as Oracle text spells it (lower-cased). */
export const KEYWORDS: readonly Keyword[] = [
  'flying', 'reach', 'haste', 'vigilance', 'defender', 'menace', 'first strike', 'double strike', 'trample',
  'deathtouch', 'lifelink', 'indestructible', 'hexproof', 'shroud', 'flash', 'prowess', 'persist', 'paradigm', 'phasing',
  'read ahead', "doctor's companion", 'increment', 'intimidate', 'shadow', 'horsemanship', 'fear', 'skulk',
  'infect', 'wither', 'undying', 'exalted', 'battle cry', 'flanking', 'storm', 'cascade', 'jump-start', 'retrace',
  'convoke', 'delve', 'improvise', 'sunburst', 'devoid', 'vanishing',
  'living weapon', 'evolve', 'dethrone', 'melee', 'mentor', 'decayed', 'training', 'for mirrodin!', 'split second', 'changeling', 'extort', 'exploit', 'ravenous', 'riot', 'unleash', 'rebound',
  'spree', 'tiered', 'bargain', 'undaunted', 'gravestorm', 'ingest', 'umbra armor', 'job select',
];

/** Whose objects or turns a trigger watches. */
export type Whose = 'self' | 'you' | 'opponent' | 'any';

/**
 * CR 603.1 — what a triggered ability's trigger condition watches. `who: 'self'` means the ability's own
 * object ("When this creature enters"); a filter means any matching object ("Whenever a creature dies");
 * with `orSelf`, the ability's own object too ("Whenever this creature or another Dragon you control enters").
 */
export type TriggerDef = (
  /**
   * `to: 'graveyard'` (with `leaves`): "When this permanent is put into a graveyard from the battlefield" (modular,
   * 702.43a). An `attacks` event's player is the defending player (annihilator, 702.86a); with `attacks`,
   * `mostLife`: "attacks the player with the most life or tied for most life" (dethrone, 702.105a), `withGreaterPower`:
   * "this creature and at least one other creature with power greater than this creature's power attack" (training, 702.149a).
   */
  | {
      on: 'enters' | 'dies' | 'leaves' | 'attacks' | 'blocks' | 'dealsCombatDamageToPlayer'; who: 'self' | ObjectFilter; orSelf?: boolean; to?: 'graveyard';
      mostLife?: true; withGreaterPower?: true;
      /** CR 702.171b — "Whenever this creature attacks while saddled". */
      whileSaddled?: true;
    }
  /** "Whenever one or more cards leave your graveyard" (to any zone; with `batched`). */
  | { on: 'leavesGraveyard'; whose: Whose }
  /** CR 509.3g — "Whenever this creature attacks and isn't blocked" (frenzy, 702.68a). */
  | { on: 'attacksUnblocked'; who: 'self' }
  /**
   * "When this creature is turned face up" (708.8, 702.37e); "Whenever this creature mutates" (702.140d); "When this
   * creature becomes monstrous" (701.37b); "Whenever a creature you control explores" (701.44b).
   */
  | { on: 'turnedFaceUp' | 'mutates' | 'becomesMonstrous' | 'explores'; who: 'self' | ObjectFilter }
  /** CR 506.5 — "Whenever a creature you control attacks alone" (exalted, 702.83a): the subject is that creature. */
  | { on: 'attacksAlone'; who: ObjectFilter }
  /**
   * CR 509.3c — "Whenever this creature becomes blocked" (once each combat); `orBlocks`: "blocks or becomes
   * blocked" (bushido, 702.45a; 509.3a). The event's player is the defending player.
   */
  | { on: 'becomesBlocked'; who: 'self'; orBlocks?: true }
  /**
   * CR 509.3d — "Whenever this creature becomes blocked by a creature [without <keyword>]", once for each blocker
   * (flanking, 702.25a): the subject is the blocking creature, judged as it blocks (509.3f).
   */
  | { on: 'blockedBy'; who: 'self'; blockerWithout?: Keyword }
  /**
   * "Whenever you cast a noncreature spell" (603.2, 601.2i); `fromHand`: "... from your hand"; `nth`: "your
   * third spell each turn" (the spell that is that player's nth this turn).
   */
  | {
      on: 'cast'; by: Whose; filter?: ObjectFilter; fromHand?: boolean; nth?: number;
      /** "... spell that targets a creature" (Repartee): one of the spell's targets, as cast, matches (115.1). */
      targeting?: ObjectFilter;
      /**
       * CR 113.6b, 601.2i — "When you cast this spell": the spell's own ability, which triggers on the stack as it
       * becomes cast; `while`: "... while you control a creature", a condition of the event itself (checked only
       * as it is cast, unlike an intervening "if", 603.4).
       */
      self?: true;
      while?: StateCondition;
      /** CR 707.10 — "Whenever you cast or copy ..." (magecraft, 207.2c): also when that player puts a copy of such a spell on the stack. */
      orCopy?: true;
    }
  /** "Whenever you gain life [for the first time each turn]" (119.3): each life-gain event, or only the turn's first. */
  | { on: 'gainLife'; by: Whose; firstEachTurn?: true }
  /** CR 603.8 — a state trigger: "When you control no <filter> permanents" (Emperor Crocodile: "no other creatures"). */
  | { on: 'state'; youControlNo: ObjectFilter }
  /** "Whenever you scry or surveil" (701.22, 701.25). */
  | { on: 'scryOrSurveil'; by: Whose }
  /** CR 714.2b — a chapter ability: "When one or more lore counters are put onto this Saga, if the number was less than N and became at least N". */
  | { on: 'chapter'; n: number }
  /** "At the beginning of your upkeep" (603.2, 503.1); `main`: "of your next main phase", either one (505.1). */
  | { on: 'beginningOf'; step: StepName | 'main'; whose: Whose }
  /** CR 702.94a — miracle's trigger: put on the stack by the draw that revealed the card (r702-94-miracle.ts; never matched). */
  | { on: 'miracle' }
  /** CR 702.35a — madness's trigger: put on the stack by the discard it replaced (r702-35-madness.ts; never matched). */
  | { on: 'madness' }
  /** CR 603.12 — a reflexive triggered ability's trigger: an event earlier in the resolution that created it (never matched later). */
  | { on: 'reflexive' }
  /** "Whenever this permanent becomes the target of a spell or ability an opponent controls" (ward, 702.21a). */
  | { on: 'becomesTarget'; who: 'self'; by: Whose; spellsOnly?: boolean }
  /**
   * CR 122.6 — "Whenever one or more <counter> counters are put on this creature": once for each event that puts
   * such counters on it (an effect, or entering with them).
   */
  | { on: 'countersPut'; who: 'self'; counter: string }
  /** CR 702.63a — "When the last time counter is removed from this permanent" (vanishing). */
  | { on: 'lastCounterRemoved'; who: 'self'; counter: string }
) & {
  /**
   * CR 603.2c — "whenever one or more ...": the events of one instruction (several objects moving or entering
   * at once) trigger it only once.
   */
  batched?: boolean;
};

/**
 * CR 702 — a keyword ability. Parameterised keywords carry their parameter: the cost of equip (702.6a),
 * ward (702.21a), flashback (702.34a), kicker and multikicker (702.33a, 702.33c) and cycling (702.29a); the quality of protection
 * (702.16a); what an Aura can enchant (702.5a: permanents matching a filter).
 */
export interface KeywordAbility {
  kind: 'keyword';
  keyword: Keyword;
  cost?: ManaCost;
  /**
   * "The flashback cost is equal to its mana cost" (702.34a): the cost is the mana cost of the spell as it is
   * cast — a split card's half, an Adventure (709.3a, 715.3a) — read when it is cast, not when it was granted.
   */
  costIsManaCost?: true;
  /** A life cost: "Ward—Pay 2 life", "Ward—Pay life equal to <this>'s power" (702.21a, 119.4). */
  life?: Amount;
  /** A discard cost: "Ward—Discard a card" (702.21a): that many cards. */
  discard?: number;
  /** A tap cost: "Flashback—Tap three untapped creatures you control" (702.34a, 118.9): its mana cost is then none. */
  tapUntapped?: { n: number; filter: ObjectFilter };
  /** "Escape—{R}{G}, Exile three other cards from your graveyard" (702.138a): how many other cards the cost exiles. */
  exileOthers?: number;
  from?: ProtectionQuality;
  enchant?: ObjectFilter;
  /** CR 702.14a — the lands a landwalk ability names ("islandwalk": Islands; "nonbasic landwalk": nonbasic lands). */
  landwalk?: ObjectFilter;
  /** The N of "Toxic N", "Poisonous N", "Bushido N", "Afflict N", "Crew N" (702.164a, 702.70a, 702.45a, 702.130a, 702.122a). */
  n?: number;
  /** A cost of N life for each age counter: "Cumulative upkeep—Pay 1 life" (702.24a, 119.4). */
  lifeCost?: number;
  /** CR 702.174d–i — what "Gift a [something]" gives. */
  gift?: 'Food' | 'card' | 'Treasure' | 'Octopus';
  /** CR 702.151a — reconfigure's second activated ability: "[Cost]: Unattach this permanent." */
  unattach?: true;
  /** The keyword as printed ("Protection from black", "Ward {2}"), for parameterised keywords. */
  text?: string;
}

/**
 * CR 702.16a — the quality of one protection ability: a color ("protection from red"), a card type ("protection
 * from creatures", 702.16a: the quality is then that of the permanent or card), being multicolored or
 * monocolored (105.2b–c), or everything (702.16j). "Protection from A and from B" is two abilities (702.16g).
 */
export type ProtectionQuality =
  | { colors: Color[] }
  | { types: string[] }
  | { multicolored: true }
  | { monocolored: true }
  | { everything: true };

/** CR 603.4 — an intervening "if" clause, checked when the event happens and again on resolution. */
export type Condition =
  /** The subject of the trigger had no counters of this kind on it (as it last existed: persist, 702.79a). */
  | { kind: 'subjectHadNoCounters'; counter: string }
  /** The subject of the trigger had one or more counters on it, of any kind (as it last existed, 603.10a: "if it had counters on it"). */
  | { kind: 'subjectHadCounters' }
  /**
   * CR 702.100a, 702.100c — evolve: "if that creature's power is greater than this creature's power and/or that creature's
   * toughness is greater than this creature's toughness" (the subject as it last existed if it left; never greater than a noncreature).
   */
  | { kind: 'subjectHasGreaterPowerOrToughness' }
  /** Increment: "if the amount of mana you spent [on the subject spell] is greater than this creature's power or toughness" (601.2h). */
  | { kind: 'manaSpentExceedsPowerOrToughness' }
  /** CR 702.153a — "if a casualty cost was paid for it": the subject spell was cast with its casualty cost paid. */
  | { kind: 'casualtyPaid' }
  /** CR 702.56a — "if a replicate cost was paid for it" (the subject spell). */
  | { kind: 'subjectReplicated' }
  /** "if this creature isn't prepared" (722.3a; Stingerquill Voxmancer). */
  | { kind: 'selfNotPrepared' }
  /** CR 601.2h — "if {R}{G} was spent to cast this spell" (Mythos of Illuna): that mana is among the mana spent on the source. */
  | { kind: 'manaWasSpent'; mana: ManaType[] }
  /** "if this land isn't a creature" (with `not`): the source, where it is now, matches the filter (its current characteristics, 613). */
  | { kind: 'selfIs'; filter: ObjectFilter }
  /** "if you cast it": the permanent entered as a spell that was cast (601.2i), not put onto the battlefield. */
  | { kind: 'selfWasCast' }
  /**
   * CR 702.157a, 702.175a, 702.166b — "if its squad cost was paid", "if its offspring cost was paid" (the source permanent,
   * as it entered), "if this spell was bargained" (the source spell, or the permanent it became), "if the gift was promised" (702.174k).
   */
  | { kind: 'optionalCostPaid'; cost: 'squad' | 'offspring' | 'bargain' | 'gift' }
  /** "if its evoke cost was paid" (702.74a), "as long as this permanent's dash cost was paid" (702.109a). */
  | { kind: 'alternativeCostPaid'; cost: 'evoke' | 'dash' | 'blitz' }
  /** CR 107.3m — "if X is 5 or more": the X of the spell the source permanent was (0 if it wasn't cast with one; ravenous, 702.156a). */
  | { kind: 'selfXAtLeast'; n: number }
  /** CR 702.112a — renown's "if it isn't renowned" (the source). */
  | { kind: 'selfNotRenowned' }
  /** CR 702.54a — bloodthirst's "if an opponent was dealt damage this turn". */
  | { kind: 'opponentWasDealtDamageThisTurn' }
  /** "if an opponent has more cards in hand than you" (Joined Researchers). */
  | { kind: 'opponentHasMoreCardsInHand' }
  /** "if an opponent controls more creatures than you" (Emeritus of Truce). */
  | { kind: 'opponentControlsMoreCreatures' }
  /** "if you control eight or more lands": at least `n` permanents matching `filter` under your control. */
  | { kind: 'youControlAtLeast'; n: number; filter: ObjectFilter }
  /** Threshold and the like: "if there are seven or more [creature] cards in your graveyard". */
  | { kind: 'cardsInYourGraveyard'; n: number; filter?: ObjectFilter }
  /** "if two or more creatures died this turn" (700.4: put into a graveyard from the battlefield). */
  | { kind: 'creaturesDiedThisTurn'; n: number }
  /** "if you gained 2 or more life this turn" (119.3). */
  | { kind: 'youGainedLifeThisTurn'; n: number }
  /**
   * "if you've cast an instant or sorcery spell this turn": a spell with one of these card types (as it was cast);
   * `another`: "another instant or sorcery spell", one that isn't the source spell itself.
   */
  | { kind: 'youCastThisTurn'; types: string[]; another?: true }
  /** "if you have seven or more cards in your hand" (Resonating Lute's "Activate only if", 602.5b). */
  | { kind: 'cardsInYourHand'; n: number }
  /** "<effect> unless <condition>" (608.2c): the condition doesn't hold (a condition about the game as it is). */
  | { kind: 'not'; condition: Condition }
  /** "if the top card of your library is an instant or sorcery card" (Delver of Secrets' revealed card). */
  | { kind: 'topOfYourLibraryIs'; filter: ObjectFilter }
  /** "If it's your turn" (500.1: the active player's turn; Rapier Wit). */
  | { kind: 'yourTurn' }
  /** "if creatures you control have total toughness 10 or greater" (Orysa, Tide Choreographer). */
  | { kind: 'totalToughnessAtLeast'; n: number }
  /**
   * The turn's history: "if a creature died under your control this turn" (700.4), "if a card left your graveyard
   * this turn" (400.7), "if one or more cards were put into exile this turn" (406.3).
   */
  | { kind: 'thisTurn'; what: 'creatureDiedUnderYourControl' | 'cardLeftYourGraveyard' | 'cardPutIntoExile' }
  /** "if you put a counter on this creature this turn" (122.6: by an effect you controlled, or as it entered under your control). */
  | { kind: 'youPutCounterOnSelfThisTurn' }
  /** CR 702.151a — reconfigure's "Activate only if this permanent is attached to a creature". */
  | { kind: 'selfAttachedToCreature' }
  /** CR 702.142a — boast's "Activate only if this creature attacked this turn" (declared as an attacker, 508.1). */
  | { kind: 'selfAttackedThisTurn' }
  /**
   * CR 702.30a — echo's "if this permanent came under your control since the beginning of your last upkeep" (checked
   * at the beginning of an upkeep of its controller).
   */
  | { kind: 'selfCameUnderControlSinceLastUpkeep' }
  /** "as long as there are five or more growth counters on this enchantment" (122.1). */
  | { kind: 'countersOnSelf'; counter: string; n: number }
  /** "if this spell was cast from anywhere other than your hand" (601.2a: the zone it was cast from). */
  | { kind: 'selfCastNotFromHand' }
  /** Every one of these holds ("if there is an instant card and a sorcery card in your graveyard"). */
  | { kind: 'all'; conditions: Condition[] };

/** A condition about the game as it is, not about a trigger's event. */
export type StateCondition = Exclude<Condition, { kind: 'subjectHadNoCounters' } | { kind: 'subjectHadCounters' } | { kind: 'manaSpentExceedsPowerOrToughness' } | { kind: 'casualtyPaid' } | { kind: 'subjectReplicated' } | { kind: 'subjectHasGreaterPowerOrToughness' }>;

/** A description of objects, used by targets, searches and static abilities. All listed conditions must hold. */
export interface ObjectFilter {
  /** Has at least one of these card types (CR 205.2). */
  types?: string[];
  /** Has this name (201.2: "a card named <name>"). */
  name?: string;
  notTypes?: string[];
  notSubtypes?: string[];
  subtypes?: string[];
  supertypes?: string[];
  notSupertypes?: string[];
  /** Has at least one of these colors. */
  colors?: Color[];
  notColors?: Color[];
  controller?: 'you' | 'opponent';
  /** Owned by the viewer ("a creature you own"; mutate's target, 702.140a), or not ("a spell you don't own", 108.3). */
  owner?: 'you' | 'notYou';
  /** Not the object the ability belongs to ("another"). */
  other?: boolean;
  /** Only the object the ability belongs to ("this creature gets ... as long as"). */
  self?: boolean;
  maxManaValue?: number;
  /** Has one of these mana costs, as printed ("an artifact card with mana cost {0} or {1}"; no mana cost matches none). */
  manaCosts?: string[];
  minManaValue?: number;
  /** Has at least one counter of this kind on it ("each creature you control with a +1/+1 counter on it"). */
  withCounter?: string;
  /** A token (111.1): "tokens you control"; false: "nontoken". */
  token?: boolean;
  /** An attacking creature (506.4): combat status, read by permanent target specs (r115) and static abilities' filters (r613). */
  attacking?: boolean;
  /** A tapped (true) or untapped (false) permanent (110.5): status, so not read by static abilities' filters. */
  tapped?: boolean;
  /** "with power N or greater" / "with power N or less" (208.1; an object with no power matches neither). */
  minPower?: number;
  maxPower?: number;
  /** "with toughness N or less" (208.1); "with power or toughness 1 or less" is `anyOf` the two. */
  maxToughness?: number;
  /** With `minPower`, `maxPower` and `maxToughness`: "a 1/1 creature" (208.1: that power and toughness). */
  minToughness?: number;
  /** Has this keyword ability ("creature with flying", 702). */
  keyword?: Keyword;
  /** Two or more colors (105.2b): "multicolored spell". */
  multicolored?: boolean;
  /** CR 702.134a — "with power less than this creature's power": read by target specs only (r115), from the source. */
  lessPowerThanSource?: boolean;
  /** "with mana value less than or equal to <this>'s power": read by target specs only (r115), from the source. */
  maxManaValueSourcePower?: boolean;
  /** "with mana value X or less": X of the resolving spell or ability ("each"/"all" references only, effects/context.ts). */
  maxManaValueX?: boolean;
  /** "with mana value X": exactly X of the resolving spell or ability ("each" references only, effects/context.ts). */
  manaValueX?: boolean;
  /**
   * "with the same mana value as the discarded card / this permanent" (transmute 702.53a, transfigure 702.71a): the
   * ability's source, as it last existed (608.2h); searches only (effects/cards.ts).
   */
  manaValueOfSource?: true;
  /** "with mana value less than or equal to the number of colors of mana spent to cast <this>" (converge): target specs only (r115). */
  maxManaValueColorsSpent?: boolean;
  /** "with mana value X or less, where X is the amount of life you gained this turn" (119.3): target specs only (r115). */
  maxManaValueLifeGained?: boolean;
  /** Has {X} in its mana cost (107.3): "a card with {X} in its mana cost", "a spell with {X} in its mana cost". */
  xInManaCost?: boolean;
  /** Matches at least one of these as well ("a land card or a card with {X} in its mana cost"). */
  anyOf?: ObjectFilter[];
}

/** How many targets one "target" word takes ("one or two targets"); one when not given. */
export interface TargetCount {
  min: number; max: number;
  /** "up to X target ...": the most is the X announced as the spell is cast (601.2b before 601.2c, 107.3); `max` is then unused. */
  upToX?: true;
}

/** CR 700.2 — how many modes a modal spell or ability has its controller choose. */
export interface ModeCount {
  min: number; max: number;
  /** CR 700.2d — "You may choose the same mode more than once." */
  sameModeAgain?: true;
}

/** CR 115 — what a "target" word can pick. */
export type TargetSpec = (
  | { kind: 'any' } // CR 115.4: creature, player, planeswalker or battle
  | { kind: 'player'; who?: 'opponent' | 'you' }
  | { kind: 'playerOrPlaneswalker' }
  /**
   * `differentFrom`: can't be the object chosen for requirement `differentFrom` (CR 115.3) — "another target
   * ...", or the second object of one target word with a number ("two target creatures").
   */
  | { kind: 'permanent'; filter: ObjectFilter; differentFrom?: number }
  | { kind: 'spell'; filter?: ObjectFilter }
  /** "target spell or permanent" (Alter Reality, Mind Bend). */
  | { kind: 'spellOrPermanent' }
  /** A card in a graveyard: its owner's own (`you`), an opponent's ("from an opponent's graveyard") or any. */
  | { kind: 'graveyardCard'; filter?: ObjectFilter; owner?: 'you' | 'opponent' | 'any' }
) & {
  /**
   * How many objects or players the target word takes (601.2c), one by default: "up to one target" is
   * { min: 0, max: 1 }, "one or two targets" { min: 1, max: 2 }; never the same one twice (115.3).
   */
  count?: TargetCount;
};

/**
 * A reference inside an effect: a chosen target (by the index of its "target" word), the ability's
 * source, its controller, or a player derived from a target.
 */
export type Ref =
  | { target: number }
  /** "that card": target i, followed to where an earlier effect of this resolution put it (400.7; Dimir Doppelganger). */
  | { followedTarget: number }
  /**
   * Every permanent matching, seen from the ability's controller ("each creature you control"); `controlledBy`:
   * only those controlled by the player chosen for that target word ("each creature target player controls").
   */
  | { each: ObjectFilter; controlledBy?: number }
  /** Every card matching in the ability controller's graveyard ("each artifact and creature card ... from your graveyard"). */
  | { eachInYourGraveyard: ObjectFilter }
  /** The object the trigger event was about ("it", "that creature"), where it is now (CR 603.2). */
  | 'subject'
  /** The player of a triggered ability's event ("that spell's controller", "that player"). */
  | 'eventPlayer'
  /** The objects chosen by an earlier `choose` effect of the same resolution ("the chosen creatures"). */
  | 'chosen'
  /**
   * CR 111.1 — the tokens the latest token-creating effect of the same resolution created ("Create a 0/0 Fractal
   * creature token. Put three +1/+1 counters on it.").
   */
  | 'created'
  /** CR 701.9a — the cards an earlier effect of the same resolution discarded, where they are now ("discarded this way"). */
  | 'discarded'
  /** The permanent the source is attached to ("enchanted permanent", 303.4). */
  | 'enchanted'
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
  | { manaValueOf: number }
  /** The power of the ability's source (its last known power if it has left, 608.2h). */
  | 'sourcePower'
  /** The power of the trigger's subject ("that creature", its last known power if it has left, 608.2h). */
  | 'subjectPower'
  /** The difference between the powers of the two objects chosen earlier in the resolution (Spry and Mighty). */
  | 'chosenPowerDifference'
  /** Domain: the number of basic land types among lands the controller controls (Weatherseed Treaty). */
  | 'domain'
  /** The amount of mana spent to cast the trigger's subject spell (601.2h). */
  | 'manaSpentOnSubject'
  /** "the amount of mana spent to cast this spell" (601.2h): the source spell, or the permanent it became. */
  | 'manaSpentOnSource'
  /** "that much": the amount of a triggered ability's event (the life gained, 119.3: "Whenever you gain life, ..."). */
  | 'eventAmount'
  /**
   * Converge (207.2c, 601.2h): "the number of colors of mana spent to cast this spell" (the source: this spell, or
   * the permanent it became), or "... to cast that spell" (the trigger's subject).
   */
  | 'colorsSpentOnSource'
  | 'colorsSpentOnSubject'
  /** "For each time it was kicked": the kicks of the spell, or of the spell the source permanent was (702.33d, 702.33e). */
  | 'timesKicked'
  /** "twice X": a multiple of another amount (Procrastinate's "twice X stun counters"). */
  | { times: number; of: Amount }
  /** "the number of creatures you control": permanents matching, seen from the ability's controller. */
  | { countOf: ObjectFilter }
  /** "the number of cards you've drawn this turn" (121.1; the turn's history). */
  | 'cardsDrawnThisTurn'
  /** CR 702.40a — the number of other spells cast (by any player) before the trigger's subject spell this turn (the turn's history). */
  | 'spellsCastBeforeSubject'
  /** CR 702.56a — the number of times the trigger's subject spell's replicate cost was paid. */
  | 'timesReplicated'
  /** CR 702.157a — "for each time its squad cost was paid" (the spell the source permanent was). */
  | 'timesSquadPaid'
  /** CR 702.69a — the permanents put into a graveyard from the battlefield this turn (the turn's history). */
  | 'permanentsToGraveyardThisTurn'
  /** "the number of differently named lands you control" (201.2: lands with different names). */
  | 'differentlyNamedLands'
  /** The X of the trigger's subject spell ("Whenever you cast a spell with {X} in its mana cost, look at the top X cards", 107.3). */
  | 'subjectX'
  /** "2^X": two to the power of an amount (Mathemagics). */
  | { powerOfTwo: Amount }
  /**
   * "the number of instant and sorcery cards in your graveyard", "the number of cards named <this> in your
   * graveyard": cards matching in the controller's graveyard.
   */
  | { countInYourGraveyard: ObjectFilter }
  /** "the number of cards in target opponent's hand": the hand size of the player chosen for target i. */
  | { handSizeOf: number }
  /** "the amount of mana spent to cast that spell" of target i (601.2h), as it last existed on the stack (608.2h). */
  | { manaSpentOnTarget: number }
  /** "that many" after a discard: the number of cards an earlier effect of the same resolution discarded (701.9a). */
  | 'discardedCount'
  /**
   * CR 120.4a, 120.10 — "the excess damage dealt to that creature this way": the damage an earlier effect of the same
   * resolution dealt to a creature beyond lethal damage (its toughness less the damage already marked; 1 from a source
   * with deathtouch, 702.2c).
   */
  | 'excessDamage'
  /** CR 705.2 — "the number of coins that came up heads" (an earlier `flipCoins` of the same resolution). */
  | 'headsThisWay'
  /** "1 plus <amount>", "that many cards plus one": another amount plus a number. */
  | { plus: number; of: Amount }
  /**
   * CR 107.1a — "half their life", "half the cards in their hand", "half the permanents they control", rounded
   * as the text says: of each player the effect applies to (read only by loseLife, discard and sacrifice).
   */
  | { halfOf: 'life' | 'hand' | 'permanents'; round: 'up' | 'down' }
  /** "for each +1/+1 counter on this permanent": the source's counters of a kind, as it last existed if it left (modular, 702.43a). */
  | { countersOnSource: string }
  /** "the total life lost this way": the life earlier effects of the resolution made players lose (extort, 702.101a). */
  | 'lifeLostThisWay'
  /** CR 702.121a — "for each opponent you attacked with a creature this combat" (players attacked, not planeswalkers). */
  | 'opponentsAttackedThisCombat'
  /** CR 702.23a — "for each creature blocking it beyond the first": the creatures blocking the source now, less one. */
  | 'blockersOfSourceBeyondFirst';

/** Mana an effect adds (CR 106). Each inner array is one alternative the player picks from. */
export type ManaProduction = ManaType[][];

/** A one-shot or continuous instruction (CR 609, 610, 611). */
export type Effect = EffectBody & {
  /** CR 702.33d — `true`: the effect happens only if the spell was kicked ("if this spell was kicked"); `false`: only if not. */
  kicked?: boolean;
  /** CR 608.2d — "you may <may>": the controller chooses, as the effect is applied, whether it happens. */
  may?: string;
  /** CR 608.2d — the player who makes the "may" choice when it isn't the controller ("Its controller may search ..."). */
  mayBy?: Ref;
  /**
   * CR 608.2c — "You may <may>. If you do, <the rest>": when the player declines, or can't do it (discard from an
   * empty hand, sacrifice with nothing to sacrifice), the rest of the resolution doesn't happen.
   */
  restIfDone?: true;
  /** CR 608.2c — "Then if <condition>, ...": checked as this part of the resolution is reached. */
  thenIf?: StateCondition;
  /**
   * CR 608.2c, 601.2h — "If five or more mana was spent to cast that spell, ... [instead]" (Opus): this part happens
   * only if the mana spent on the trigger's subject spell is at least `atLeast` (`holds: true`), or only if it isn't
   * (`holds: false`: the part an "instead" replaces).
   */
  ifSpent?: { atLeast: number; holds: boolean };
  /**
   * CR 608.2c — "If you don't, <this>": this part happens only if the player declined (or couldn't do) the "you may"
   * instruction before it (fabricate, 702.123a).
   */
  ifDeclined?: true;
  /** CR 608.2c — "If you draw one or more cards this way, ...": this part happens only if an earlier effect of the resolution drew. */
  ifThisWay?: 'drew';
};

export type EffectBody =
  /**
   * `from: 'subject'` — "that creature deals damage" (the trigger's subject is the source, 120.3), or another
   * object ("Then it deals damage equal to its power to ...": the target named before); `divided`:
   * "<amount> damage divided as you choose among <the targets of `to`>" (601.2d).
   */
  | { do: 'damage'; amount: Amount; to: Ref; from?: Ref; divided?: boolean }
  /** CR 701.14a — "<what> fights <other>": each deals damage equal to its power to the other (r701-14-fight.ts). */
  | { do: 'fight'; what: Ref; other: Ref }
  /** CR 613.4d — "switch <ref>'s power and toughness until end of turn". */
  | { do: 'switchPT'; what: Ref; until: 'endOfTurn' }
  /** CR 701.40a — "manifest the top card of your library". */
  | { do: 'manifest' }
  /** CR 702.140c, 730.2 — a mutating creature spell merges with its target, over or under (its controller's choice). */
  | { do: 'merge' }
  | { do: 'draw'; who: Ref; n: Amount }
  | { do: 'loseLife'; who: Ref; n: Amount }
  /** CR 122.1f — "<who> gets N poison counters" (poisonous, 702.70a). */
  | { do: 'poison'; who: Ref; n: Amount }
  | { do: 'gainLife'; who: Ref; n: Amount }
  /**
   * `toLibraryTop`: CR 614.1a — "If that spell is countered this way, put it on top of its owner's library instead of
   * into that player's graveyard": a replacement effect of this counter only.
   */
  | { do: 'counter'; what: Ref; toLibraryTop?: true }
  /** `noRegeneration`: "They can't be regenerated" (701.19c: regeneration shields aren't applied). */
  | { do: 'destroy'; what: Ref; noRegeneration?: boolean }
  | { do: 'exile'; what: Ref }
  | { do: 'bounce'; what: Ref } // return to its owner's hand
  /**
   * `times`: each alternative that many times: "an amount of {G} equal to this creature's power" (`sourcePower`),
   * "add {C} for each charge counter on <this>" (`{ countersOnSource: 'charge' }`), the number a delayed ability
   * locked in as it was created (`eventAmount`).
   */
  | {
      do: 'addMana'; mana: ManaProduction; times?: 'sourcePower' | { countersOnSource: string } | 'eventAmount';
      /** CR 106.6 — "Spend this mana only to cast instant and sorcery spells": the spells the mana may pay for. */
      spendOnly?: ObjectFilter;
      /** CR 702.189a — "Until end of combat, you don't lose this mana as steps and phases end." */
      untilEndOfCombat?: true;
    }
  /** CR 106.8–106.11 — "add mana equal to <ref>'s mana cost": the mana its symbols represent, hybrid halves chosen. */
  | { do: 'addManaOfCost'; of: Ref }
  /**
   * CR 613.1f — "<ref> gains "<ability>"" for as long as it stays on the battlefield (Urza's Saga); `until`: "until
   * end of turn" (611.2a).
   */
  | { do: 'gainAbility'; what: Ref; ability: AbilityDef; until?: 'endOfTurn' }
  /** CR 702.34a — "<ref> gains flashback until end of turn. The flashback cost is equal to its mana cost." */
  | { do: 'gainFlashback'; what: Ref }
  | { do: 'modifyPT'; what: Ref; power: Amount; toughness: Amount; until: 'endOfTurn' }
  | { do: 'grantKeywords'; what: Ref; keywords: Keyword[]; until: 'endOfTurn' }
  /** "<ref> gains your choice of flying, vigilance, or lifelink until end of turn": one keyword, chosen on resolution. */
  | { do: 'grantKeywordChoice'; what: Ref; keywords: Keyword[]; until: 'endOfTurn' }
  /**
   * Search your library for up to `max` cards matching, put them `to`, then shuffle (701.23).
   * `oneBattlefieldTappedRestHand`: "put one onto the battlefield tapped and the other into your hand";
   * `handOrGraveyard`: "put it into your hand or graveyard" (the searcher chooses, once the card is found).
   */
  | {
      do: 'search'; filter: ObjectFilter; max: number; to: 'hand' | 'battlefield' | 'battlefieldTapped' | 'oneBattlefieldTappedRestHand' | 'handOrGraveyard'; reveal: boolean;
      /** The player who searches their own library, when not the controller ("Its controller may search their library ..."). */
      who?: Ref;
    }
  /**
   * CR 701.9a — `who` discards `n` cards of their choice. `count`: "discard your hand" (`'hand'`), "discards any
   * number of cards" (`'anyNumber'`: from none to all). `chosenBy: 'you'` (701.9b): "<who> reveals their hand
   * (701.20a). You choose a <filter> card from it. That player discards that card."
   */
  | { do: 'discard'; who: Ref; n: Amount; count?: 'hand' | 'anyNumber' | 'upTo'; chosenBy?: 'you'; filter?: ObjectFilter }
  /**
   * CR 701.21a — "<players> each sacrifice a <filter>": each chooses one of their permanents that matches (`n`:
   * that many, "sacrifice two lands", "half the permanents they control").
   */
  | { do: 'sacrifice'; who: Ref; filter: ObjectFilter; n?: Amount }
  /**
   * CR 701.13a, 101.4 — "<players> each exile a <filter> they control [with the greatest mana value among <filter> they
   * control]": each chooses one of their permanents that match (among those with the greatest mana value, 202.3).
   */
  | { do: 'exileChosen'; who: Ref; filter: ObjectFilter; greatestManaValue?: true }
  /** Put n cards from your hand on top of your library in any order (Brainstorm). */
  | { do: 'putBackFromHand'; n: number }
  /** Move a targeted card (e.g. from a graveyard) to a zone. */
  | {
    /** `libraryTopOrBottom`: "<its> owner puts it on their choice of the top or bottom of their library" (the owner decides, 401.4). */
    do: 'moveCard'; what: Ref; to: 'hand' | 'battlefield' | 'libraryBottom' | 'libraryTopOrBottom'; under?: 'you' | 'owner'; withCounters?: Record<string, number>;
    /** "... to the battlefield tapped". */
    tapped?: boolean;
    /** CR 702.84a — returned by unearth: it gains haste and is exiled at the next end step or if it would leave the battlefield. */
    unearthed?: true;
    /** CR 712.14a — "... return it to the battlefield transformed": it enters with its back face up. */
    transformed?: true;
    /** "If a creature enters this way, it enters with an additional +1/+1 counter on it" (judged as it enters, 614.12). */
    withCountersIf?: { filter: ObjectFilter; counters: Record<string, number> };
  }
  /**
   * "Then put a creature card from among them onto the battlefield": one card matching `filter` among those an
   * earlier effect of the resolution moved (milled), if any, enters under your control (110.2a).
   */
  | {
      do: 'putOneFromAmongOntoBattlefield'; filter: ObjectFilter;
      /** "Put up to one land card discarded this way onto the battlefield tapped under your control" (Mind Roots). */
      among?: 'discarded'; upTo?: true; tapped?: true;
    }
  /**
   * CR 110.2a — "you may put a <filter> card from your hand onto the battlefield [tapped]": one card matching
   * (`maxManaValueX`: X of the resolving spell) enters under your control.
   */
  | { do: 'putFromHand'; filter: ObjectFilter; tapped?: true }
  /** CR 701.17a — "<who> mills N": the top N cards of their library go to their graveyard (default: the controller). */
  | { do: 'mill'; n: Amount; who?: Ref }
  /** CR 701.25a — "surveil N": look at the top N cards, put any of them into your graveyard, the rest back on top in any order. */
  | { do: 'surveil'; n: Amount }
  /** CR 701.22a — "scry N": look at the top N cards, put any of them on the bottom and the rest on top, each in any order. */
  | { do: 'scry'; n: Amount }
  | { do: 'putCounters'; what: Ref; counter: string; n: Amount }
  /**
   * CR 122.8 — "put <this creature's> counters on <ref>" after it left the battlefield: `ref` gets the same number of
   * each kind of counter the ability's source had as it last existed (603.10a).
   */
  | { do: 'putCountersOfSource'; what: Ref }
  /**
   * CR 614.1c — "that creature enters with X additional +1/+1 counters on it" (of a permanent spell on the stack): a
   * replacement effect on how the permanent it becomes enters; nothing if it isn't a spell on the stack any more.
   */
  | { do: 'entersWithCounters'; what: Ref; counter: string; n: Amount }
  /**
   * CR 122.5 — "move X +1/+1 counters from <from> onto <to>": as many as `from` has, up to `n`, removed from it and put
   * on `to` (a putting of counters, 122.6); none if either left the battlefield or they are the same object.
   */
  | { do: 'moveCounters'; from: Ref; to: Ref; counter: string; n: Amount }
  /**
   * CR 701.10a–d, 701.11a–c — "double/triple <creature>'s power [and toughness] until end of turn", "double your life
   * total" (rules/r701-10-double.ts).
   */
  | { do: 'multiply'; times: 2 | 3; what: Ref; of: 'power' | 'toughness' | 'pt' | 'life' }
  /** CR 701.10e — "double the number of <counter> counters on <ref>": each gets as many as it already has. */
  | { do: 'doubleCounters'; what: Ref; counter: string }
  | { do: 'tap'; what: Ref }
  /** CR 701.26a — "tap <n> untapped <filter> you control": the controller chooses which (Aziza's "you may ... If you do"). */
  | { do: 'tapUntapped'; n: number; filter: ObjectFilter }
  /** CR 701.3a — attach an Aura or Equipment (`what`) to an object (equip, 702.6a). */
  | { do: 'attach'; what: Ref; to: Ref }
  /** CR 701.3d — "Unattach <it>": it stays on the battlefield, attached to nothing (reconfigure, 702.151a). */
  | { do: 'unattach'; what: Ref }
  /** CR 118.12 — counter a spell or ability unless its controller pays a cost (ward, 702.21a). */
  | { do: 'counterUnlessPays'; what: Ref; cost: ManaCost; life?: Amount }
  /**
   * CR 118.12 — "you may pay <cost>" followed by "If you do, ..." or "When you do, ...": the rest of the resolution
   * happens only if its controller paid; X in the cost is chosen as it resolves (107.3f) and is the ability's X.
   */
  | { do: 'mayPay'; cost: ManaCost }
  /** CR 118.12, 702.21a — counter a spell or ability unless its controller discards `n` cards ("Ward—Discard a card"). */
  | { do: 'counterUnlessDiscards'; what: Ref; n: number }
  | { do: 'untap'; what: Ref }
  /**
   * "You may exile <n> cards from your graveyard. If you do, ...": exactly `n` cards or none; with none (or
   * fewer than `n` there) the rest of the resolution doesn't happen (608.2c).
   */
  | { do: 'mayExileFromYourGraveyard'; n: number }
  /** "You may tap or untap <ref>": its controller chooses to tap it, untap it, or neither (701.26). */
  | { do: 'mayTapOrUntap'; what: Ref }
  /**
   * CR 111.1, 707.2, 707.9 — "create a token that's a copy of <ref>[, except ...]", or `n` such tokens at once
   * (default 1); `for`: the player who creates it ("target player creates ..."), who owns it (111.2) and controls
   * it; by default you.
   */
  | { do: 'createTokenCopy'; of: Ref; except?: CharacteristicOverrides; for?: Ref; n?: Amount }
  /**
   * "Choose <count> <objects> you control": as many as possible (609.3). With `ifYouDo` set to a ruleset
   * switch that is on, the rest of the resolution happens only if `count` objects were chosen.
   */
  | { do: 'choose'; count: number; filter: ObjectFilter; ifYouDo?: 'spryAndMightyIfYouDo' }
  /** "<ref> get +X/+X until end of turn" for a computed X (613.4c). */
  | { do: 'pump'; what: Ref; amount: Amount; until: 'endOfTurn' }
  /** CR 509.1b — "<ref> can't block this turn": a restriction on the objects it means as it resolves (611.2c). */
  | { do: 'cantBlock'; what: Ref; until: 'endOfTurn' }
  /** CR 509.1b — "<ref> can't be blocked this turn": a restriction on blocking the objects it means as it resolves (611.2c). */
  | { do: 'cantBeBlocked'; what: Ref; until: 'endOfTurn' }
  /** CR 613.4b (layer 7b) — "<ref> has base power and toughness 5/5 until end of turn". */
  | { do: 'setBasePT'; what: Ref; power: Amount; toughness: Amount; until: 'endOfTurn' }
  /**
   * CR 611.2a, 613.1d, 613.1f, 613.4b — "<ref> becomes a <subtypes> creature with <keywords> and base power and
   * toughness equal to <this>'s power and toughness. It's still a land." Indefinitely; `'sourcePT'`: the power and
   * toughness are the source's as the effect happens (last known if it has left, 608.2h), or fixed ("becomes a 2/4
   * Wizard creature"); `abilities`: "with "<quoted ability>"" (613.1f, layer 6).
   */
  | {
      do: 'becomesCreature'; what: Ref; subtypes: string[]; keywords: Keyword[];
      basePT: 'sourcePT' | { power: number; toughness: number }; abilities?: AbilityDef[];
    }
  /**
   * CR 611.2a, 613.1d–e, 613.4b, 205.1b — "until end of turn, <ref> becomes a green and blue Fractal with base power and
   * toughness each equal to X plus 1": its colors (layer 5) and creature types (layer 4) are replaced, its base power
   * and toughness set (7b); its card types stay.
   */
  | { do: 'becomes'; what: Ref; colors: Color[]; creatureTypes: string[]; power: Amount; toughness: Amount; until: 'endOfTurn' }
  /**
   * CR 205.1b, 611.2a, 613.1d — "<ref> becomes an artifact creature until end of turn" (crew, 702.122a): its card
   * types become these (its subtypes of a kept card type, such as Vehicle, stay).
   */
  | { do: 'becomesTypes'; what: Ref; types: string[]; until: 'endOfTurn' }
  /** CR 613.1b (layer 2) — "gain control of <ref> until end of turn". */
  | { do: 'gainControl'; what: Ref; until: 'endOfTurn' }
  /** CR 707.10, 707.10c — "copy target spell[, except ...]. You may choose new targets for the copy." */
  | {
      do: 'copySpell'; what: Ref; except?: CharacteristicOverrides; newTargets: boolean;
      /** CR 702.40a — "copy it for each ...": that many copies, one after another (each with its new targets); default one. */
      n?: Amount;
      /**
       * "The copy gains haste and "<ability>"" (613.1f): an effect on each copy, not a copy exception (707.9); a copy of a
       * permanent spell keeps it as the token it becomes (400.7a, 707.10f).
       */
      gains?: { keywords: Keyword[]; abilities: AbilityDef[] };
    }
  /**
   * CR 702.192a, 707.12 — "create a copy of <card> in exile. You may cast the copy without paying its mana
   * cost": the copy is made from `card`'s copiable values; the controller may cast it during the resolution.
   */
  | { do: 'castCopyFromExile'; card: string; fromNoncard: boolean }
  /**
   * CR 608.2g, 118.9 — "You may cast <what> without paying its mana cost" (a card in a graveyard or exile), during
   * the resolution; `exileInstead`: "If that spell would be put into your graveyard, exile it instead" (614.1a).
   */
  | { do: 'castWithoutPaying'; what: Ref; exileInstead?: true }
  /** CR 702.94a, 608.2g — "you may cast it by paying [its miracle cost] rather than its mana cost" (the card still in its owner's hand). */
  | { do: 'castForMiracle'; what: Ref }
  /** CR 702.35a, 608.2g — "its owner may cast it by paying [its madness cost] rather than its mana cost. If that player doesn't, they put this card into their graveyard." */
  | { do: 'castForMadness'; what: Ref }
  /** CR 707.12 — "Copy that card [in exile]. You may cast the copy without paying its mana cost." */
  | { do: 'copyCardMayCast'; what: Ref }
  /**
   * "Exile cards from the top of your library until you exile cards with total mana value N or greater"
   * (202.3); the exiled cards become the chosen objects ("them").
   */
  | { do: 'exileFromTopUntil'; totalManaValue: number }
  /**
   * CR 702.85a — cascade (rules/r702-85-cascade.ts): `cascade` exiles from the top until a nonland card with lesser mana
   * value than the trigger's subject spell and offers to cast it free; `cascadeBottom` puts the exiled cards not cast on
   * the bottom in a random order.
   */
  | { do: 'cascade' }
  | { do: 'cascadeBottom' }
  /** CR 608.2g — "You may cast any number of spells from among them without paying their mana costs" (the chosen objects). */
  | { do: 'castAnyFromChosen' }
  /**
   * CR 701.20e, 401.4 — "Look at the top N cards of your library. Put <pick> of them into your hand and the rest
   * <rest>": the controller looks at them and chooses cards among them (rules/r701-20-look.ts).
   */
  | LookAtTop
  /**
   * CR 406.3 — "Exile the top N cards of your library"; they become the chosen objects ("them", "it"). `who`: whose
   * library (default: the controller's; "that player exiles the top card of their library", ingest 702.115a).
   */
  | { do: 'exileTop'; n: Amount; who?: Ref }
  /**
   * CR 601.3 — "You may cast <what> this turn": a permission for the controller, for spells matching `spells` as
   * cast ("red spells from among them", judged on the characteristics the spell would have, 601.3e); `ifItIs`:
   * only if the object matches now ("If it's red, you may cast it").
   */
  | {
      do: 'allowCast'; what: Ref; spells?: ObjectFilter; ifItIs?: ObjectFilter;
      /** "Until the end of your next turn, you may cast that card" (611.2a): longer than this turn; "after the current turn has ended" (702.185a). */
      until?: 'endOfYourNextTurn' | 'afterThisTurn';
      /** CR 118.14, 609.4b — "and mana of any type can be spent to cast that spell". */
      anyMana?: true;
      /** CR 614.1a — "If that spell would be put into a graveyard, exile it instead". */
      exileInstead?: true;
    }
  /** CR 701.27a, 712.9 — "transform <ref>": a double-faced permanent turns over to its other face (r712-double-faced.ts). */
  | { do: 'transform'; what: Ref }
  /** CR 701.18b, 601.3 — "You may play that card this turn" (a land or a spell, from the zone it is in). */
  /** `byOwner`: "For each of those cards, its owner may play it until the end of their next turn" (each card's owner, not you). */
  | { do: 'allowPlay'; what: Ref; until?: 'endOfYourNextTurn'; byOwner?: true }
  /** CR 114.1–114.3 — "You get an emblem with <abilities>": a nameless object in the command zone with only those abilities. */
  | { do: 'createEmblem'; abilities: AbilityDef[] }
  /**
   * CR 707.1, 613.2a — "<what> becomes a copy of <of>[, except it has this ability]": its copiable values become
   * the copied object's (707.2), with the exceptions (707.9); its status and counters stay (110.5). `until`: for
   * that long ("until end of turn"), else indefinitely; `notLegendary`: "except it isn't legendary" (707.9b).
   * `of` itself never becomes a copy of itself ("each other creature").
   */
  | { do: 'becomeCopy'; what: Ref; of: Ref; keepThisAbility: boolean; until?: 'endOfTurn'; notLegendary?: boolean }
  /** CR 201.4 — "choose a <filter> card name" (Petrified Hamlet's enters trigger): its source keeps the name (a spell: the spell, for its later instructions). */
  | { do: 'chooseName'; filter?: ObjectFilter }
  /**
   * CR 701.23a, 701.23b — "Search <player>'s graveyard, hand, and library for any number of cards with that name and exile
   * them" (Infinite Obliteration; the name chosen before it, 201.4); `shuffle`: "Then that player shuffles."
   */
  | { do: 'searchExileNamed'; who: Ref; shuffle?: true }
  /**
   * CR 701.39a — "bolster N"; 701.46a — "adapt N" (this permanent); 701.37a — "monstrosity N" (this permanent);
   * 701.68a — "blight N": effects/counters.ts.
   */
  | { do: 'bolster' | 'adapt' | 'monstrosity' | 'blight'; n: Amount }
  /** CR 701.34a — "proliferate" (rules/r701-34-proliferate.ts). */
  | { do: 'proliferate' }
  /** CR 701.36a — "populate": a token copy of a creature token the controller controls, chosen as it resolves. */
  | { do: 'populate' }
  /** CR 701.44a — "<permanent> explores" (rules/r701-44-explore.ts). */
  | { do: 'explore'; what: Ref }
  /**
   * CR 701.47a — the rest of "amass [subtype] N" after its Army token (a `createToken` unless you control an Army
   * creature): choose an Army, N +1/+1 counters on it, it becomes a [subtype] (rules/r701-47-amass.ts).
   */
  | { do: 'amass'; subtype: string; n: Amount }
  /** CR 701.15a — "goad <ref>": until your next turn it attacks each combat if able, and a player other than you if able. */
  | { do: 'goad'; what: Ref }
  /** CR 701.63a — "<permanent> endures N" (rules/r701-63-endure.ts). */
  | { do: 'endure'; what: Ref; n: Amount }
  /** CR 701.35a — "detain <ref>": until your next turn it can't attack or block, nor its activated abilities be activated. */
  | { do: 'detain'; what: Ref }
  /** CR 701.50a, 701.50e — "<permanent> connives [N]" (rules/r701-50-connive.ts). */
  | { do: 'connive'; what: Ref; n: Amount }
  /** CR 701.16a — "<who> investigates [n times]": creates a Clue token (111.10f) each time (default: the ability's controller). */
  | { do: 'investigate'; n: Amount; for?: Ref }
  /** CR 111.1, 111.4 — "<who> creates <n> <token>" (default: the ability's controller). */
  | { do: 'createToken'; token: TokenSpec; n: Amount; for?: Ref }
  /** CR 402.2 — "<who> has no maximum hand size for the rest of the game" (cleanup discards nothing for them, 514.1). */
  | { do: 'noMaximumHandSize'; who: Ref }
  /** CR 705.2 — "Flip N coins" (only heads or tails matters): the heads become the resolution's `'headsThisWay'`. */
  | { do: 'flipCoins'; n: number }
  /** CR 500.11, 614.10, 614.10a — "<who> skips their next N turns": that many of their next turns are skipped. */
  | { do: 'skipTurns'; who: Ref; n: Amount }
  /**
   * CR 701.20a — "Reveal cards from the top of your library until you reveal a <filter> card. Put that card into your
   * hand and the rest on the bottom of your library in a random order." (rules/r701-20-reveal-until.ts).
   */
  | { do: 'revealUntil'; filter: ObjectFilter }
  /** CR 615.12 — "Damage can't be prevented this turn." */
  | { do: 'noPrevention'; until: 'endOfTurn' }
  /**
   * CR 615.1, 615.7 — "Prevent all [combat] damage that would be dealt this turn" (Fog), "prevent the next N
   * damage that would be dealt to <to> this turn" (a shield, `amount`), "prevent all combat damage that would
   * be dealt to and dealt by <toOrBy> this turn" (Maze of Ith). The objects and players are locked in as it
   * resolves (615.11).
   */
  | { do: 'prevent'; amount?: number; combat?: boolean; to?: Ref; toOrBy?: Ref; until: 'endOfTurn'; fromChosen?: ObjectFilter }
  /**
   * CR 614.1a — a replacement effect a resolving spell or ability creates for some objects: "If that creature
   * would die this turn, exile it instead" (Lava Coil). It watches only events about the objects `what` means
   * as it resolves.
   */
  | { do: 'replaceFor'; what: Ref; match: EventMatch; instead: Instead; until: 'endOfTurn'; text: string }
  /** CR 701.19a — "Regenerate <ref>": a shield that replaces the next time it would be destroyed this turn. */
  | { do: 'regenerate'; what: Ref }
  /** CR 614.1a — "each token that would be created under an opponent's control this turn is created under your control instead". */
  | { do: 'stealTokens'; until: 'endOfTurn' }
  /** CR 701.21a — "sacrifice <ref>": its controller moves it from the battlefield to its owner's graveyard. */
  | { do: 'sacrifice'; what: Ref }
  /**
   * CR 702.24a, 702.30a, 118.12 — "sacrifice <ref> unless you pay <cost>": its controller may pay the cost (mana, and
   * `life`), `perCounter`: once for each counter of that kind on it ("for each age counter on it"); if they don't, they
   * sacrifice it (r702-24-cumulative-upkeep.ts).
   */
  | { do: 'sacrificeUnlessPays'; what: Ref; cost: ManaCost; life?: number; perCounter?: string }
  /**
   * CR 122.1 — "remove a <counter> counter from <ref>"; `orSacrifice`: "If you can't, sacrifice it" (fading, 702.32a).
   * Removing the last one triggers "when the last <counter> counter is removed" (vanishing, 702.63a).
   */
  | { do: 'removeCounter'; what: Ref; counter: string; orSacrifice?: true }
  /** CR 702.112a–b — "<ref> becomes renowned": a designation it keeps until it leaves the battlefield. */
  | { do: 'becomeRenowned'; what: Ref }
  /** CR 702.171a–b — "<ref> becomes saddled until end of turn" (saddle's effect; rules/r702-171-saddle.ts). */
  | { do: 'becomeSaddled'; what: Ref }
  /** "Exile all graveyards" (Rest in Peace). */
  | { do: 'exileGraveyards' }
  /** CR 702.26b — "<ref> phases out". */
  | { do: 'phaseOut'; what: Ref }
  /**
   * CR 612.5 — "For as long as this permanent remains on the battlefield, exchange the text boxes of <a> and
   * <b>" (Exchange of Words).
   */
  | { do: 'exchangeText'; what: [Ref, Ref] }
  /**
   * CR 612.2 — "Change the text of <what> by replacing all instances of one <color word | basic land type> with
   * another" (Alter Reality, Mind Bend): the words are chosen as it resolves; the change lasts indefinitely.
   */
  | { do: 'changeWord'; what: Ref; words: ('color' | 'basicLandType')[] }
  /** CR 722.3a / 722.3b — "becomes prepared" / "becomes unprepared". */
  | { do: 'prepare'; what: Ref }
  | { do: 'unprepare'; what: Ref }
  /**
   * CR 603.7 — creates a delayed triggered ability ("At the beginning of the next end step, return that card
   * ..."): it triggers once, the next time `when` happens (603.7b). In its effects, `{ target: i }` and
   * `'subject'` mean what they meant for the effect that created it, locked in then (603.7c), and `'eventAmount'` is
   * `amount` as it was then ("an amount of {C} equal to the amount of mana spent to cast that spell").
   * `about: 'created'`: it refers instead to the tokens the resolution created ("Sacrifice it at the beginning of the
   * next end step" after creating a token, Kiki-Jiki), locked in as its `{ target: 0 }`.
   */
  | { do: 'delayed'; when: TriggerDef; effects: Effect[]; text: string; thisTurnOnly?: boolean; amount?: Amount; about?: 'created' }
  /**
   * CR 603.12 — creates a reflexive triggered ability ("When you do, ..."), checked at once: with
   * `if: 'chose'` it triggers only if an earlier effect of this resolution chose or moved an object ('subject'
   * then means the last one). It has its own targets, chosen as it is put on the stack (603.3d).
   */
  | { do: 'reflexive'; text: string; targets: TargetSpec[]; effects: Effect[]; if?: 'chose' };

/** How many of the looked-at cards the player chooses (as many as there are when fewer match), and which may be chosen. */
export interface LookPick { min: number; max: number; filter?: ObjectFilter }

/**
 * CR 701.20e — "Look at the top `n` cards of your library", then the chosen cards go into your hand (`reveal`:
 * "reveal ... and put it into your hand", 701.20a); `landsTo`: chosen land cards go onto the battlefield tapped
 * instead (Zimone's Experiment). `instead`: while that condition holds, `instead.pick` replaces `pick` ("If you
 * gained life this turn, you may instead ..."). The rest go to the bottom in any order (`bottom`, 401.4), in a random
 * order (`bottomRandom`), or into the graveyard.
 */
export interface LookAtTop {
  do: 'lookAtTop';
  n: Amount;
  pick: LookPick;
  instead?: { if: StateCondition; pick: LookPick };
  reveal?: boolean;
  landsTo?: 'battlefieldTapped';
  rest: 'bottom' | 'bottomRandom' | 'graveyard';
  /**
   * "Put one of them into your hand, put one of them on the bottom of your library, and exile one of them" (Expressive
   * Iteration): of the rest, one chosen goes to the bottom and the other is exiled; "the exiled card" is then `chosen`.
   */
  exileOne?: true;
}

/** CR 118 / 602.1 — the cost of an activated ability. */
export interface ActivationCost {
  mana?: ManaCost;
  /** {T} (CR 107.5) */
  tap?: boolean;
  sacrificeSelf?: boolean;
  /** "Tap <n> untapped <filter> you control" (not the source itself: {T} taps that; 302.6 doesn't apply). */
  tapUntapped?: { n: number; filter: ObjectFilter };
  /** "Exile <n> <filter> card(s) from your graveyard". */
  exileFromYourGraveyard?: { n: number; filter: ObjectFilter };
  /**
   * CR 702.122a — "Tap any number of untapped creatures you control with total power N or more" (crew N): chosen as
   * the cost is paid (601.2h); not a {T} cost, so summoning sickness doesn't matter (302.6).
   */
  tapTotalPower?: number;
  /** CR 702.171a — saddle's "other untapped creatures": the source can't be tapped to pay `tapTotalPower`. */
  tapTotalPowerOthers?: true;
  /** CR 602.2b, 701.21a — "Sacrifice a creature": `n` permanents matching that the activating player controls (the source may be one). */
  sacrifice?: { n: number; filter: ObjectFilter };
  /** CR 602.5b — "Activate only if <condition>": a restriction, not a cost. */
  onlyIf?: StateCondition;
  /**
   * CR 602.2b, 601.2f — "This ability costs {1} less to activate for each page counter on this artifact": its total
   * cost is reduced by `generic` for each such counter on its source.
   */
  lessPerCounter?: { counter: string; generic: number };
  /** CR 602.5b — "Activate only once each turn": a restriction on this object's ability, whoever controls it. */
  onceEachTurn?: true;
  /** CR 702.177a — an exhaust ability's "Activate only once": once for this object (400.7: a new object may again). */
  onceOnly?: true;
  /** "Discard this card" (cycling, 702.29a): the ability is activated from its owner's hand. */
  discardSelf?: boolean;
  /** CR 118, 602.2b — "Discard a card": that many cards from the activating player's hand, chosen as the cost is paid (601.2h). */
  discard?: number;
  /** "Discard another card named <name>" (Grandeur, 207.2c): the discarded cards must match (not the source, 109.1). */
  discardFilter?: ObjectFilter;
  /** "Exile this card from your graveyard" (113.6j): the ability is activated from its owner's graveyard. */
  exileSelf?: boolean;
  life?: number;
  /** CR 606.4 — a loyalty cost: put on (+N) or remove (−N) loyalty counters; 0 for [0]. Makes it a loyalty ability (606.2). */
  loyalty?: number;
}

/** CR 614.1c — how a replacement effect modifies a permanent entering the battlefield. */
export type EntersEffect =
  /** `unless`: "enters tapped unless you control two or more other lands" — untapped if it holds as it enters. */
  | { kind: 'tapped'; unless?: StateCondition }
  /** CR 722.3a — "enters prepared". */
  | { kind: 'prepared' }
  /**
   * `perKick`: "for each time it was kicked" (702.33d): that many for each time the spell it was was kicked;
   * `perColorSpent`: "for each color of mana spent to cast it" (converge, 601.2h); `perX`: "enters with X
   * counters", X of the spell it was (107.3m; none for a permanent that wasn't that spell).
   */
  | {
      kind: 'counters'; counters: Record<string, number>; perKick?: boolean; perColorSpent?: boolean; perX?: boolean;
      /**
       * CR 702.44a — sunburst: the counters are +1/+1 counters if it enters as a creature (its types ignoring type-changing
       * effects), charge counters otherwise (with `perColorSpent`).
       */
      sunburst?: true;
      /**
       * "enters with a number of stun counters on it equal to three minus X": each count less X (not below 0, 107.1b);
       * `tappedIfXAtMost`: the paragraph's next sentence, "If X is 2 or less, it enters tapped", applied with it.
       */
      minusX?: boolean; tappedIfXAtMost?: number;
      /** Only if this holds as it enters, for its controller (bloodthirst, 702.54a). */
      if?: StateCondition;
    }
  /** CR 201.4, 614.12 — "As this enters, choose a [nonland] card name" (Meddling Mage, Pithing Needle). */
  | { kind: 'chooseName'; filter?: ObjectFilter }
  /** CR 707.5, 614.1c — "You may have this enter as a copy of any <filter> on the battlefield" (Clone). */
  /**
   * With `except` (707.9b): "except it's an <types> in addition to its other types" (`addTypes`, `addSubtypes`,
   * `addSupertypes`), "and its power and toughness are equal to <this>'s" (`ownPT`: this object's own, in the
   * characteristic set it enters with), "its name is <name>", "it has "<ability>"" (707.9a) and "it isn't legendary"
   * (`removeSupertypes`). `extraCounter` (not a copiable value, 614.1c): "it enters with an additional +1/+1 counter
   * on it if it's a creature, ... an additional loyalty counter on it if it's a planeswalker" (Spark Double).
   */
  | {
      kind: 'copyOf'; filter: ObjectFilter;
      except?: Pick<CharacteristicOverrides, 'addTypes' | 'addSubtypes' | 'addSupertypes' | 'name' | 'abilities' | 'removeSupertypes'> & { ownPT?: boolean; extraCounter?: true };
      /** "enter as a copy of enchanted creature" (Infinite Reflection): no choice; of the object the source is attached to. */
      ofEnchanted?: boolean;
    }
  /**
   * "As this enters, it becomes your choice of ..." (Primal Plasma) or a coin flip decides (705, Molten Sentry):
   * the chosen option sets power and toughness and may add abilities; copiable (707.2).
   */
  | { kind: 'becomeChoice'; options: EnteredAs[]; by: 'choice' | 'coinFlip' }
  /** "As this enters, choose a number from min to max; it enters with that many `counter` counters" (read ahead). */
  | { kind: 'chooseNumber'; min: number; max: number; counter: string }
  /**
   * CR 714.3b, 702.155 — "As this Saga enters, choose a number between one and this Saga's final chapter
   * number"; with `lore`, the same ability also makes it enter with that many lore counters (seed 003's single
   * intrinsic ability).
   */
  | { kind: 'chooseChapter'; lore: boolean }
  /** CR 714.3b — "This Saga enters with the chosen number of lore counters on it" (none if no number was chosen yet). */
  | { kind: 'chosenLore' }
  /**
   * "You may have this permanent enter with an additional +1/+1 counter on it": unleash (702.98a); with `orHaste`, riot's
   * "If you don't, it gains haste" (702.136a).
   */
  | { kind: 'extraCounterChoice'; orHaste?: true }
  /**
   * CR 702.38a — amplify: "As this object enters, reveal any number of cards from your hand that share a creature type
   * with it. This permanent enters with N +1/+1 counters on it for each card revealed this way."
   */
  | { kind: 'revealForCounters'; n: number };

/** CR 707.2 — values an "as ... enters" ability sets (power and toughness, and abilities it adds); copiable. */
export interface EnteredAs {
  text: string;
  power: number;
  toughness: number;
  keywords: Keyword[];
}

/** CR 604.3 — what a characteristic-defining ability counts. */
export type CdaCount =
  /** "the number of card types among cards in all graveyards" (Tarmogoyf). */
  | 'cardTypesInGraveyards';

/**
 * CR 614.1a, 615.1 — the event a replacement or prevention effect watches ("If <event> would ..."). Players
 * and controllers are seen from the effect's controller ("you", "an opponent").
 */
export type EventMatch =
  /**
   * "If a [source] would deal damage to <recipients>": `to.player` — a player of that kind; `to.permanent` —
   * a permanent matching (absent: that kind of recipient isn't watched). `combat`: combat damage only.
   */
  | { event: 'damage'; source?: ObjectFilter; to: { player?: Whose; permanent?: ObjectFilter }; combat?: boolean }
  /** "If <who> would gain life" (119.10). */
  | { event: 'gainLife'; who: Whose }
  /** "If <who> would draw a card" (121.6). */
  | { event: 'draw'; who: Whose }
  /** "If one or more <counter> counters would be put on <permanent matching>" (122.6, 614.16). */
  | { event: 'counters'; counter?: string; on: ObjectFilter }
  /** "If an effect would create one or more tokens under <who>'s control" (111.1, 614.16). */
  | { event: 'createTokens'; who: Whose }
  /**
   * "If a card or token would be put into <owner>'s graveyard from anywhere" (`cardsOnly`: "a card"); `dies`:
   * only from the battlefield ("would die", 700.4); `self`: "If this card would be put into a graveyard from
   * anywhere" (the ability works from every zone).
   */
  | { event: 'toGraveyard'; owner: Whose; cardsOnly?: boolean; dies?: boolean; self?: boolean }
  /** "If <permanent> would be destroyed" (701.8; regeneration, 701.19); `enchanted`: "If enchanted permanent would be destroyed" (702.89a). */
  | { event: 'destroy'; enchanted?: true };

/** CR 614.1a, 615.1 — what happens instead of the watched event. */
export type Instead =
  /** "double that damage", "twice that much life", "twice that many" (cards, counters, tokens). */
  | { kind: 'double' }
  /** "that much damage plus N", "that many plus N" counters. */
  | { kind: 'plus'; n: number }
  /** CR 615.1a, 615.10 — "prevent that damage", or `n` of it in each applicable event. */
  | { kind: 'prevent'; n?: number }
  /** "that player loses that much life instead" (of gaining it). */
  | { kind: 'loseLife' }
  /** "exile it instead" (of putting it into a graveyard). */
  | { kind: 'exile' }
  /** "reveal it and shuffle it into its owner's library instead" (of putting it into a graveyard). */
  | { kind: 'shuffleIntoLibrary' }
  /** "put it on top of its owner's library instead of into that player's graveyard" (Memory Lapse). */
  | { kind: 'libraryTop' }
  /** CR 701.19a — regeneration: instead of being destroyed, its damage is removed, it is tapped and removed from combat. */
  | { kind: 'regenerate' }
  /** CR 614.9 — a redirection: "is dealt to enchanted creature instead" (the permanent the source is attached to). */
  | { kind: 'redirectToAttached' }
  /** CR 702.89a — umbra armor: "instead remove all damage marked on it and destroy this Aura". */
  | { kind: 'umbraArmor' };

/**
 * CR 118.8, 601.2b, 601.2f–h — "As an additional cost to cast this spell, <cost>" (an ability of the card, 113.2b;
 * it works while the spell is on the stack, 604.5): paid with the spell's other costs (rules/r601-2f-additional-costs.ts).
 */
export interface AdditionalCost {
  /** "pay X life": X is announced as the spell is cast (107.3a) and is the spell's X. */
  lifeX?: boolean;
  /** "discard a card": that many cards from the caster's hand, chosen as the cost is paid. */
  discard?: number;
  /** "exile two cards from your graveyard". */
  exileFromYourGraveyard?: { n: number; filter: ObjectFilter };
  /** "... or pay {1}{W}": the caster may announce paying this mana instead of the cost above (601.2b). */
  orMana?: ManaCost;
}

/** CR 604 / 613 — what a static ability does. */
export type StaticEffect =
  /** CR 614.1a, 615.1 — "If <event> would happen, <something else happens> instead" / "prevent that damage". */
  | { kind: 'replacement'; match: EventMatch; instead: Instead }
  /** CR 614.1c, 614.12 — "enters tapped", "enters with", "as ... enters": for itself or for entering objects matching. */
  | { kind: 'enters'; who: 'self' | ObjectFilter; effect: EntersEffect }
  /**
   * CR 604.1, 611.3, 613 — a continuous effect on every object matching `affects` (as the objects are when the
   * effect begins to apply, 613.6), e.g. Humility or Opalescence. With `condition`, only while it holds
   * ("as long as there are seven or more cards in your graveyard", 611.3a).
   */
  | { kind: 'continuous'; affects: ObjectFilter; mods: Modification[]; condition?: StateCondition }
  /**
   * CR 118.9, 601.2f — "Once during each of your turns, you may cast <spells> from your hand without paying its mana
   * cost" (rules/r118-9-without-paying.ts).
   */
  | { kind: 'castWithoutPayingOnceEachTurn'; spells: ObjectFilter }
  /** CR 118.9 — "You may cast spells from your hand without paying their mana costs" (Omniscience): any number, on any turn. */
  | { kind: 'castWithoutPaying'; spells: ObjectFilter }
  /** CR 702.94a — "Each instant and sorcery card in your hand has miracle {2}" (Lorehold, the Historian). */
  | { kind: 'cardsInHandHaveMiracle'; cards: ObjectFilter; cost: ManaCost }
  /**
   * CR 702.153a — "Each instant and sorcery spell you cast has casualty 1" (Silverquill, the Disputant): spells matching
   * that its controller casts have casualty N (rules/r702-153-casualty.ts).
   */
  | { kind: 'spellsHaveCasualty'; spells: ObjectFilter; n: number }
  /** "This spell can't be copied." (707.10): an effect that would copy the spell does nothing (r707-copy.ts). */
  | { kind: 'cantBeCopied' }
  /**
   * CR 614.1a, 707.10 — "If you would copy a spell one or more times, instead copy it that many times plus an additional
   * time. You may choose new targets for the additional copy." (Twinning Staff; r707-copy.ts).
   */
  | { kind: 'extraSpellCopy' }
  /** CR 502.3 — "This permanent doesn't untap during your untap step." */
  | { kind: 'doesntUntap' }
  /** "Spells with the chosen name can't be cast." (101.2) */
  | { kind: 'cantCastChosen' }
  /** "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities." (101.2) */
  | { kind: 'cantActivateChosen' }
  /** CR 509.1b — a blocking restriction: "This creature can block only creatures with flying." */
  | { kind: 'blockOnlyFlyers' }
  /** CR 509.1b — a blocking restriction: "This creature can't block [as long as <while>]" (unleash, 702.98a). */
  | { kind: 'cantBlock'; while?: StateCondition }
  /** CR 508.1c — an attacking restriction: "This creature can't attack unless <condition>" (`while`: the condition doesn't hold). */
  | { kind: 'cantAttack'; while: StateCondition }
  /** Layer 7c: objects matching get +p/+t. */
  | { kind: 'anthem'; filter: ObjectFilter; power: number; toughness: number }
  /**
   * CR 303.4, 301.5 — "Enchanted/Equipped creature gets +p/+t and has <keywords>": applies to the object this
   * permanent is attached to, in layer 6 (keywords) and layer 7c (+p/+t); `control`: "You control enchanted
   * creature" (layer 2, 613.1b); `mods`: any other modifications of the attached object ("Enchanted creature is a
   * 0/1 Insect artifact creature ...", Darksteel Mutation), each in its own layer.
   */
  | { kind: 'attached'; power: number; toughness: number; keywords?: Keyword[]; control?: boolean; mods?: Modification[] }
  /**
   * CR 612.6 — "As long as the top card of your graveyard is a <filter> card, this has the full text of that
   * card and has the text <added>" (Volrath's Shapeshifter), in layer 3.
   */
  | { kind: 'fullTextOfTopOfGraveyard'; filter: ObjectFilter; added: AbilityDef[]; addedText: string }
  /** Layer 7c: "This creature gets +1/+1 for each <filter> you control" (the Construct token of Urza's Saga): +power/+toughness for each. */
  | { kind: 'pumpPerCount'; filter: ObjectFilter; power: number; toughness: number }
  /**
   * CR 604.3, 613.4a — a characteristic-defining ability: its power is the count plus `power`, its toughness the
   * count plus `toughness` (layer 7a, in every zone).
   */
  | { kind: 'definePT'; count: CdaCount; power: number; toughness: number }
  /** "<Filter> with the chosen name have <ability>" (Petrified Hamlet), in layer 6. */
  | { kind: 'chosenNameGains'; filter: ObjectFilter; ability: AbilityDef }
  /** CR 704.5j — "The 'legend rule' doesn't apply." (Mirror Gallery) */
  | { kind: 'noLegendRule' }
  /** CR 118.8, 601.2f — an additional cost to cast this spell. */
  | { kind: 'additionalCost'; cost: AdditionalCost }
  /**
   * CR 601.2f: spells matching cost more (positive) or less generic mana; `perCount`: that much for each object
   * counted ("Instant and sorcery spells you cast have affinity for creatures", 702.41a).
   */
  | { kind: 'costChange'; spells: ObjectFilter; generic: number; perCount?: CostCount }
  /**
   * CR 601.2f, 118.7 — "This spell costs {1}{U} less to cast if it targets <ifTargets>" / "if <if>": a reduction
   * of its own cost (rules/r601-2f-cost-reductions.ts).
   */
  | {
      kind: 'selfCostReduction'; reduction: ManaCost; ifTargets?: ObjectFilter; if?: StateCondition;
      /** "... for each <thing>": the reduction once for each object counted (affinity, 702.41a). */
      perCount?: CostCount;
    };

/**
 * CR 601.2f, 702.41a — what a cost change counts, seen from the caster: permanents matching on the battlefield
 * ("for each creature you control"), or cards matching in the caster's graveyard.
 */
export interface CostCount { filter: ObjectFilter; zone: 'battlefield' | 'yourGraveyard' }

/** CR 113 — an ability of an object, one per Oracle paragraph. */
export type AbilityDef =
  | KeywordAbility
  /** CR 113.3a — the spell ability of an instant or sorcery. */
  | {
      kind: 'spell';
      text: string;
      targets: TargetSpec[];
      effects: Effect[];
      /**
       * CR 700.2 — a modal spell's modes ("Choose one —"); then `targets` and `effects` are empty. `cost`: the cost
       * associated with a mode of a spree or tiered spell ("+ {1} — ...", 702.172a, 702.183a).
       */
      modes?: { text: string; targets: TargetSpec[]; effects: Effect[]; cost?: ManaCost }[];
      chooseModes?: ModeCount;
    }
  /** CR 602 — activated abilities; `mana` marks a mana ability (605.1a). */
  | {
      kind: 'activated';
      text: string;
      cost: ActivationCost;
      targets: TargetSpec[];
      effects: Effect[];
      manaAbility?: boolean;
      sorcerySpeed?: boolean;
      /**
       * CR 113.6j, 113.6m — the zone the ability functions in when not the battlefield: its cost or effect moves the
       * card out of its owner's graveyard ("Exile this card from your graveyard: ...", "Return this card from your
       * graveyard to your hand"), so it is activated there (by the card's owner).
       */
      zone?: 'graveyard';
    }
  | { kind: 'static'; text: string; effect: StaticEffect }
  /** CR 603 — triggered abilities; modal ones (700.2b, "choose up to one —") like modal spells. */
  | {
      kind: 'triggered'; text: string; trigger: TriggerDef; condition?: Condition; targets: TargetSpec[]; effects: Effect[];
      modes?: { text: string; targets: TargetSpec[]; effects: Effect[] }[];
      chooseModes?: ModeCount;
      /**
       * CR 113.6k — the ability functions only while its card is in its owner's graveyard (its effect returns "this card
       * from your graveyard"): it triggers there, and nowhere else.
       */
      zone?: 'graveyard';
    };

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
