import { isLoyaltyAbility, loyaltyProblem, payLoyalty } from './r606-loyalty';
import { isDetained } from './r701-35-detain';
import type { AbilityDef, TargetSpec } from '../cards/definition';
import { stateConditionHolds } from '../effects/conditions';
import { recordLifeLost, recordSpellCast, turnHistory } from '../state/turn-history';
import type { AlternativeCost, Answer, CastDraft, CostMode, DecisionBody, Input, PriorityOption } from '../decisions';
import { actionError, type ActionError } from '../errors';
import { activateManaAbilityWithManaCost } from './r605-3-mana-cost';
import { activateManaByHand, commitManaAbility, resumePayment } from './r605-3a-cost-choice';
import { mayPlayFromElsewhere, permissionHolds } from './r701-18-play';
import { poolAfter, spellBeingPaid, usablePool, type SpellPaidFor } from './r106-6-mana-restrictions';
import { abilityReductions, countFor, reduceCost, selfCostReductions } from './r601-2f-cost-reductions';
import { activatedThisTurn, noteActivatedOnce } from './r602-activating';
import { exhausted, noteExhausted } from './r702-177-exhaust';
import { additionalCostChoice, additionalCostNeedsX, additionalCostPayable, additionalLife, additionalManaOption, payAdditionalCost } from './r601-2f-additional-costs';
import { addGeneric, isCostError, legalChoicesFor, symbolChoicesNeeded, toPayableCost } from '../mana/announce';
import { findPayment, suggestChoices, type ManaOption, type PaymentPlan } from '../mana/finder';
import { findPoolPayment, isValidPoolPayment, removeFromPool } from '../mana/pool';
import { formatManaCost, formatSymbol } from '../mana/symbols';
import type { ManaCost, ManaUnit, PayableCost, SymbolChoice } from '../mana/types';
import { COLORS } from '../mana/types';
import { createObject, moveObject } from '../rules/r400-zones';
import { emit, nameOf, obj, player, playerName, type Game } from '../state/draft';
import type { CharacteristicSet, FaceDownBy, GameObject, ObjectId, PlayerId, Target } from '../state/types';
import { givePriority } from './r117-priority';
import { continueResolution } from './r608-resolving';
import { modesError, withChosenModes } from './r700-modes';
import { mayCastPrepareCopy, prepareCopyCast, unprepareAsCast } from './r722-prepare';
import { forbiddenBy } from './r201-names';
import { fireTargeted, fireTrigger } from './r603-triggers';
import { discardCard } from './r121-drawing';
import { sacrificePermanent } from './r701-21-sacrifice';
import { splitSecondForbids } from './r702-61-split-second';
import { activatedDef, activationZone, auraTarget, keywordCost, kickerCost } from './r702-keywords';
import { countProblem, describeTarget, isLegalTarget, legalTargets, repeatedTarget, suggestTargets, targetCount, targetName, withAnnouncedX } from './r115-targets';
import { hasSorceryTiming } from './r500-turn';
import { MUTATE_TARGET } from './r730-merging';
import { activateManaAbility, costChoice, manaOptions, nonManaCostProblem, payCostObjects, type CostChoice } from './r605-mana-abilities';
import { suggestCrew, totalPower } from './r702-122-crew';
import { useWithoutPaying, withoutPayingSource } from './r118-9-without-paying';
import { casualtyOf, casualtyOptions } from './r702-153-casualty';
import { bargainOptions, hasBargain } from './r702-166-bargain';
import { giftOf, giftRecipients } from './r702-174-gift';
import { miracleCost } from './r702-94-miracle';
import { asBestowed } from './r702-103-bestow';
import { modeCosts } from './r702-mode-costs';
import { graveyardWay } from './r702-graveyard-casting';
import { costPayers, paidWithObjects, payable, payWithObjects } from './r702-66-delve';
import { characteristics, characteristicsAs, controllerOf, copiableValues, matchesFilter, type Characteristics } from './r613-characteristics';

type ActivatedDef = Extract<AbilityDef, { kind: 'activated' }>;

/** CR 708.4, 702.37c, 702.168b — what casting it face down turns it into (or undefined when cast face up). */
function faceDownAs(draft: { costMode?: CostMode[] }): FaceDownBy | undefined {
  return draft.costMode?.find((m): m is 'morph' | 'disguise' => m === 'morph' || m === 'disguise');
}

/**
 * The characteristics of the spell being cast: face down (708.4: turned face down before it goes on the stack),
 * bestowed (702.103b, 702.103d), or its set's.
 */
function draftChars(g: Game, draft: CastDraft): Characteristics {
  const by = faceDownAs(draft);
  if (by) return copiableValues(g, { ...g.s.objects[draft.object], faceDown: true, faceDownBy: by });
  const c = characteristicsAs(g, draft.object, draft.set);
  return draft.costMode?.includes('bestow') ? asBestowed(c, draft.object) : c;
}

/** CR 702.37c, 702.168b — the cost of casting a card face down. */
const FACE_DOWN_COST: ManaCost = [{ kind: 'generic', amount: 3 }];

/** The alternative costs (118.9) a keyword gives, each with the rule that allows it. */
const ALTERNATIVE_RULE = {
  morph: '702.37d', disguise: '702.168c', mutate: '702.140a', bestow: '702.103a', evoke: '702.74a', dash: '702.109a', surge: '702.117a',
  spectacle: '702.137a', blitz: '702.152a', warp: '702.185a', prowl: '702.76a', freerunning: '702.173a', impending: '702.176a',
} as const satisfies Record<Exclude<AlternativeCost, 'withoutPaying'>, string>;

const ALTERNATIVES = Object.keys(ALTERNATIVE_RULE) as (keyof typeof ALTERNATIVE_RULE)[];

/** The alternative costs (118.9) a card offers, by the keywords of its face-up characteristics (megamorph is a morph, 702.37b). */
function alternativeCosts(c: Characteristics): AlternativeCost[] {
  return ALTERNATIVES.filter((k) => keywordCost(c, k) || (k === 'morph' && keywordCost(c, 'megamorph')));
}

/**
 * CR 118.9 — the cost modes whose keyword cost is paid instead of the mana cost: the alternative costs above (a
 * face-down cast has its own cost, FACE_DOWN_COST) and flashback, escape, madness and mayhem.
 */
const PAID_INSTEAD: readonly CostMode[] = ['flashback', 'escape', 'madness', 'mayhem', ...ALTERNATIVES];
function isPaidInstead(m: CostMode): m is 'flashback' | 'escape' | 'madness' | 'mayhem' | keyof typeof ALTERNATIVE_RULE {
  return PAID_INSTEAD.includes(m);
}

/**
 * The alternative costs offered from the zone a card is in: from a hand; bestow, evoke, dash, surge, spectacle,
 * blitz, prowl, freerunning and impending from any zone it may be cast from (702.103a, 702.74a, 702.109a, 702.117a, 702.137a,
 * 702.152a, 702.76a, 702.173a, 702.176a) but a graveyard it is cast from with flashback (118.9a).
 */
function alternativesFrom(c: Characteristics, o: GameObject, costMode: CostMode[]): AlternativeCost[] {
  return alternativeCosts(c).filter((a) => o.zone === 'hand' || (ANY_ZONE.includes(a) && !costMode.length));
}

const ANY_ZONE: AlternativeCost[] = ['bestow', 'evoke', 'dash', 'surge', 'spectacle', 'blitz', 'prowl', 'freerunning', 'impending'];

/**
 * CR 702.117a — surge may be paid only if its caster has cast another spell this turn (no teammates here);
 * CR 702.137a — spectacle only if an opponent lost life this turn; CR 702.76a — prowl only if a player was dealt combat
 * damage this turn by a source under `p`'s control with one of the spell's creature types (`c`); CR 702.173a —
 * freerunning, by an Assassin creature under `p`'s control.
 * @simplification Freerunning's "or a commander" is not checked: the engine plays no Commander games.
 */
function alternativeProblem(g: Game, p: PlayerId, a: AlternativeCost, c: Characteristics): ActionError | null {
  const h = turnHistory(g);
  const dealtBy = (h.combatDamageToPlayersBy ?? []).filter((d) => d.controller === p);
  if (a === 'prowl' && !dealtBy.some((d) => d.subtypes.some((t) => c.subtypes.includes(t)))) return actionError('illegal-action', '702.76a', `prowl can be paid only if a player was dealt combat damage this turn by a source you controlled with one of ${c.name}'s creature types`);
  if (a === 'freerunning' && !dealtBy.some((d) => d.subtypes.includes('Assassin'))) return actionError('illegal-action', '702.173a', 'freerunning can be paid only if a player was dealt combat damage this turn by an Assassin creature you controlled');
  if (a === 'surge' && !h.spellsCast.some((s) => s.player === p)) return actionError('illegal-action', '702.117a', 'surge can be paid only if you have cast another spell this turn');
  const lost = Object.entries(h.lifeLost ?? {}).some(([who, n]) => who !== p && n > 0);
  return a === 'spectacle' && !lost ? actionError('illegal-action', '702.137a', 'spectacle can be paid only if an opponent lost life this turn') : null;
}

/** The characteristic sets a card may be cast with from where it is (CR 715.3, 718.3, 709.3; not 722.3). */
export function castableSets(g: Game, o: GameObject): CharacteristicSet[] {
  const entry = g.cards.get(o.base?.card ?? o.card);
  if (!entry || entry.unsupported) return [];
  const sets: CharacteristicSet[] = [];
  const layout = entry.printed.layout;
  if (layout === 'split') sets.push('left', 'right');
  else sets.push(o.base?.set ?? 'normal');
  if (layout === 'prototype' && !o.base) sets.push('prototype');
  // 715.3, 720.3: as an Adventure or Omen from wherever the card may be cast, except after its Adventure (715.3d).
  if ((layout === 'adventure' || layout === 'omen') && !o.base && o.castPermission?.notAs !== layout) sets.push(layout);
  return sets;
}

/** The spell ability of a spell (CR 113.3a), if it has one. */
function spellAbility(c: Characteristics): Extract<AbilityDef, { kind: 'spell' }> | null {
  return (c.abilities.find((a) => a.kind === 'spell') as Extract<AbilityDef, { kind: 'spell' }>) ?? null;
}

/** CR 702.42a — with its entwine cost paid, a modal spell's caster chooses all its modes (followed in printed order, 702.42b). */
function entwined<T extends Extract<AbilityDef, { kind: 'spell' }> | null>(ab: T, draft: CastDraft): T {
  if (!ab?.modes || !draft.costMode?.includes('entwine')) return ab;
  return { ...ab, chooseModes: { min: ab.modes.length, max: ab.modes.length } };
}

/** The object whose ability is being activated, and that ability. */
function activatedAbility(g: Game, draft: CastDraft): ActivatedDef {
  return activatedDef(characteristics(g, draft.object).abilities[draft.ability!])!;
}

/**
 * CR 601.2d — a spell that divides damage among its targets has the division announced as it is cast, each
 * target getting at least 1. The engine asks no question for it yet, so it handles the divisions that leave no
 * choice: all the damage to a single target, or 1 to each when the damage equals the number of targets
 * (Fire's 2 damage among one or two targets is always such a case). Null if the spell divides nothing.
 */
function dividedDamage(g: Game, draft: CastDraft): { word: number; amount: number; shares: number[] } | ActionError | null {
  if (draft.kind !== 'spell') return null;
  const ab = spellAbility(characteristicsAs(g, draft.object, draft.set));
  const e = ab && withChosenModes(ab, draft.modes).effects.find((x) => x.do === 'damage' && x.divided);
  if (!e || e.do !== 'damage' || typeof e.to !== 'object' || !('target' in e.to)) return null;
  const word = e.to.target;
  const n = draft.targets[word]?.length ?? 0;
  const amount = e.amount;
  if (typeof amount !== 'number' || !n) return actionError('unsupported', '601.2d', 'dividing a variable amount of damage is not supported yet');
  if (n === 1) return { word, amount, shares: [amount] };
  if (amount === n) return { word, amount, shares: Array<number>(n).fill(1) };
  if (amount < n) return actionError('illegal-target', '601.2d', `${amount} damage can't be divided among ${n} targets (each must get at least 1)`);
  return actionError('unsupported', '601.2d', `choosing how to divide ${amount} damage among ${n} targets is not supported yet`);
}

/** CR 601.2c — the spell's target requirements: its spell ability's, or an Aura's enchant target (303.4a); "up to X" with the X announced (601.2b). */
function targetSpecs(g: Game, draft: CastDraft): TargetSpec[] {
  if (draft.kind === 'ability') return activatedAbility(g, draft).targets.map((spec) => withAnnouncedX(spec, draft.x));
  if (draft.costMode?.includes('mutate')) return [MUTATE_TARGET];
  const c = draftChars(g, draft);
  const aura = auraTarget(c);
  const ab = spellAbility(c);
  return aura ? [aura] : ab ? withChosenModes(ab, draft.modes).targets.map((spec) => withAnnouncedX(spec, draft.x)) : [];
}

/**
 * CR 601.2f, 118.9 — the mana cost to pay: an alternative cost (flashback, 702.34a) instead of the mana
 * cost, plus additional costs announced (kicker, 702.33a; a multikicker cost once for each time, 702.33c; buyback, 702.27a)
 * and those of the modes chosen (spree, tiered, escalate: r702-mode-costs.ts).
 */
function manaCostOf(g: Game, draft: CastDraft): ManaCost | null {
  if (draft.kind === 'ability') return activatedAbility(g, draft).cost.mana ?? [];
  if (faceDownAs(draft)) return FACE_DOWN_COST;
  const c = characteristicsAs(g, draft.object, draft.set);
  const modes = draft.costMode ?? [];
  const alt = modes.find(isPaidInstead);
  // CR 118.9: cast without paying its mana cost, its alternative cost is nothing; additional costs remain (118.9d).
  // 702.94a: for its miracle cost (its own, or granted in its owner's hand).
  const miracle = modes.includes('miracle') ? miracleCost(g, g.s.objects[draft.object].owner, draft.object) : null;
  const base = draft.free ? [] : miracle ?? (alt ? keywordCost(c, alt) : c.manaCost);
  const forModes = modeCosts(c, spellAbility(c), draft.modes).flatMap((m) => m.cost); // 702.172a, 702.183a, 702.120a
  if (!modes.length) return base && [...base, ...forModes]; // no cost announced: the common case, looked up for every castable card
  const kicker = kickerCost(c)?.cost ?? [];
  const kicks = modes.filter((m) => m === 'kicker').length;
  const instead = modes.includes('additionalMana') ? additionalManaOption(c) ?? [] : []; // 601.2b
  const optional = OPTIONAL_MANA_COSTS.flatMap((k) => modes.filter((m) => m === k).flatMap(() => keywordCost(c, k) ?? []));
  return base && [...base, ...Array.from({ length: kicks }, () => kicker).flat(), ...instead, ...optional, ...forModes];
}

/** The optional additional costs paid in mana once for each time they are announced (702.27a, 702.42a, 702.56a, 702.157a, 702.175a). */
const OPTIONAL_MANA_COSTS = ['buyback', 'entwine', 'replicate', 'squad', 'offspring'] as const;

type OptionalCost = { mode: CostMode; cost: ManaCost; anyNumber?: boolean; text?: string };

/**
 * CR 702.33a, 702.33c, 702.27a, 702.42a, 702.56a, 702.153a, 702.157a, 702.175a — the optional additional costs a spell
 * offers (kicker, multikicker, buyback, entwine, replicate any number of times, casualty, bargain 702.166a, gift 702.174a,
 * squad any number of times, offspring).
 */
function optionalCosts(g: Game, p: PlayerId, draft: CastDraft): OptionalCost[] {
  if (draft.kind !== 'spell') return [];
  const c = draftChars(g, draft);
  const kicker = kickerCost(c);
  const instead = additionalManaOption(c); // 601.2b: "... or pay {1}{W}"
  // 702.153a: casualty N, offered when a creature could pay it and no other cost of the spell is paid with chosen objects.
  const casualty = casualtyOf(g, p, draft.object, c);
  const offerCasualty = casualty !== null && !additionalCostChoice(g, p, draft, c) && casualtyOptions(g, p, casualty, draft).length > 0;
  const gift = giftOf(c);
  // 702.166a: bargain, offered likewise when an artifact, enchantment or token could pay it.
  const offerBargain = hasBargain(c) && !offerCasualty && !additionalCostChoice(g, p, draft, c) && bargainOptions(g, p, draft).length > 0;
  const buyback = keywordCost(c, 'buyback');
  const entwine = keywordCost(c, 'entwine');
  const replicate = keywordCost(c, 'replicate');
  const squad = keywordCost(c, 'squad');
  const offspring = keywordCost(c, 'offspring');
  return [
    ...(kicker ? [{ mode: 'kicker' as const, cost: kicker.cost, ...(kicker.anyNumber ? { anyNumber: true } : {}) }] : []),
    ...(instead ? [{ mode: 'additionalMana' as const, cost: instead }] : []),
    ...(offerCasualty ? [{ mode: 'casualty' as const, cost: [], text: `casualty ${casualty} (sacrifice a creature with power ${casualty} or greater)` }] : []),
    ...(gift ? [{ mode: 'gift' as const, cost: [], text: `gift ${gift.text?.replace(/^Gift /i, '') ?? ''} (choose an opponent)` }] : []), // 702.174a
    ...(offerBargain ? [{ mode: 'bargain' as const, cost: [], text: 'bargain (sacrifice an artifact, enchantment, or token)' }] : []),
    ...(buyback ? [{ mode: 'buyback' as const, cost: buyback }] : []),
    ...(entwine ? [{ mode: 'entwine' as const, cost: entwine }] : []),
    ...(replicate ? [{ mode: 'replicate' as const, cost: replicate, anyNumber: true }] : []),
    ...(squad ? [{ mode: 'squad' as const, cost: squad, anyNumber: true }] : []), // 702.157a
    ...(offspring ? [{ mode: 'offspring' as const, cost: offspring }] : []), // 702.175a
  ];
}

/**
 * CR 601.2b — the optional costs suggested: none, except the mana of an additional cost ("... or pay {1}{W}") when
 * its other part can't be paid (too few cards to exile).
 */
function suggestedOptionalCosts(g: Game, p: PlayerId, draft: CastDraft): CostMode[] {
  if (draft.kind !== 'spell') return [];
  const c = draftChars(g, draft);
  const choice = additionalManaOption(c) ? additionalCostChoice(g, p, draft, c) : null;
  return choice && choice.options.length < choice.n ? ['additionalMana'] : [];
}

/** The cost a spell's chosen objects pay when it isn't its additional cost (118.8): escape's, casualty's, bargain's. */
function objectCostOf(modes: CostMode[]): { rule: string; what: string } | undefined {
  const ways = [['escape', '702.138a'], ['casualty', '702.153a'], ['bargain', '702.166a']] as const;
  const way = ways.find(([m]) => modes.includes(m));
  return way && { rule: way[1], what: `${way[0]} cost` };
}

/** The rule that lets an optional additional cost be paid only once, where a keyword's says so. */
const ONCE_RULE: Partial<Record<CostMode, string>> = { kicker: '702.33d', offspring: '702.175a' };

/**
 * CR 601.2b, 702.33c — checks the optional costs announced against those offered: each is paid once, a
 * multikicker cost any number of times (listed once for each time).
 */
function announcedCostsError(offered: OptionalCost[], pay: CostMode[], name: string): ActionError | null {
  const bad = pay.find((m) => !offered.some((o) => o.mode === m));
  if (bad) return actionError('illegal-choice', '601.2b', `${name} has no ${bad} cost to pay`);
  const twice = pay.find((m, i) => pay.indexOf(m) !== i && !offered.find((o) => o.mode === m)?.anyNumber);
  // 702.33d for kicker; 702.175a: offspring is "an additional [cost]", once (squad and replicate any number of times).
  return twice ? actionError('illegal-choice', ONCE_RULE[twice] ?? '601.2b', `${name}'s ${twice} cost can be paid only once`) : null;
}

/** CR 117.1a, 307.1, 702.8a — whether `p` may cast this spell now given its types and flash. */
function timingAllows(g: Game, p: PlayerId, c: Characteristics): boolean {
  if (c.types.includes('Instant') || c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'flash')) return true;
  return hasSorceryTiming(g, p);
}

/**
 * The rule that gives a noninstant spell its timing: its card type's (301.1 artifact, 302.1 creature,
 * 303.1 enchantment, 306.1 planeswalker, 307.1 sorcery, 310.1 battle), else the general 117.1a.
 */
function timingRule(c: Characteristics): string {
  const byType: [string, string][] = [['Sorcery', '307.1'], ['Creature', '302.1'], ['Artifact', '301.1'], ['Enchantment', '303.1'], ['Planeswalker', '306.1'], ['Battle', '310.1']];
  return byType.find(([t]) => c.types.includes(t))?.[1] ?? '117.1a';
}

/**
 * Where `p` may cast `o` from: their hand (601.3), a copy they were given permission to cast (722.3c,
 * 707.12), or their graveyard with flashback, jump-start, escape or retrace, with some characteristic set it may be
 * cast with (r702-graveyard-casting.ts).
 */
function castableFrom(g: Game, p: PlayerId, o: GameObject): boolean {
  if (o.zone === 'hand') return o.owner === p;
  // From a graveyard: a "you may play/cast that card" permission (701.18), or a keyword for the set being cast.
  if (o.zone === 'graveyard' && !mayPlayFromElsewhere(g, p, o)) return o.owner === p && castableSets(g, o).some((set) => graveyardWay(g, o, set));
  if (o.castPermission?.until === 'prepared') return mayCastPrepareCopy(g, o, p); // 722.3c
  if (o.castPermission?.until === 'resolution') return false; // only while the effect that allows it resolves (608.2g)
  const timed = o.castPermission?.until === 'turn' || o.castPermission?.until === 'throughTurn' || o.castPermission?.until === 'afterTurn';
  if (timed && !permissionHolds(g, o.castPermission)) return false; // "this turn", "until the end of your next turn", "after the current turn"
  return !!o.castPermission && o.castPermission.player === p;
}

/** CR 601.3e — a permission to cast only some spells ("red spells from among them") is judged on the spell as cast. */
function permissionAllows(o: GameObject, c: Characteristics, p: PlayerId): boolean {
  const spells = o.zone === 'exile' ? o.castPermission?.spells : undefined;
  return !spells || matchesFilter(c, o, spells, p);
}

/** Whether `o` is in a graveyard with no permission to play it (701.18): it may be cast there only by a keyword. */
function byKeywordOnly(g: Game, o: GameObject): boolean {
  return o.zone === 'graveyard' && !mayPlayFromElsewhere(g, o.castPermission?.player ?? o.owner, o);
}

/**
 * The ways `o` may be cast from its zone: the characteristic sets it may be cast with, each with the cost mode it
 * implies. From a graveyard without a permission to play it (701.18), only the sets a keyword allows (judged on the
 * spell with that set, 601.3e: flashback, 702.34a), cast by that keyword (702.34a, 702.133a, 702.138a, 702.81a); a
 * permission is no keyword (601.3, 701.18b). Each keyword is looked up once per set.
 */
function castingWays(g: Game, o: GameObject): { set: CharacteristicSet; costMode: CostMode[] }[] {
  const sets = castableSets(g, o);
  if (!byKeywordOnly(g, o)) return sets.map((set) => ({ set, costMode: [] }));
  return sets.flatMap((set) => {
    const way = graveyardWay(g, o, set);
    return way ? [{ set, costMode: [way] }] : [];
  });
}

/**
 * CR 601.2f — the total cost: the mana cost (or nothing, when cast without paying it) with the 601.2b
 * announcements, plus cost increases and minus reductions from static abilities.
 */
function totalCost(g: Game, p: PlayerId, draft: CastDraft, cost = manaCostOf(g, draft)): PayableCost | ActionError {
  if (cost === null) return actionError('cannot-pay', '118.6', 'an object with no mana cost (202.1b) has an unpayable cost: it can be cast only with an alternative cost');
  const r = toPayableCost(cost, draft.announced, draft.x);
  if (isCostError(r)) return actionError('illegal-choice', r.rule, r.error);
  if (draft.kind === 'spell') r.life += additionalLife(draftChars(g, draft), draft.x); // 601.2f: "pay X life"
  const change = costChanges(g, draft).reduce((n, ch) => n + ch.generic, 0);
  const total = ownReductions(g, p, draft).reduce(reduceCost, change ? addGeneric(r, change) : r);
  return anyManaType(g, p, draft) ? asAnyType(total) : total;
}

/** CR 118.14 — a permission to cast the card (from exile) with which "mana of any type can be spent" to cast it. */
function anyManaType(g: Game, p: PlayerId, draft: CastDraft): boolean {
  const o = g.s.objects[draft.object];
  return draft.kind === 'spell' && o.zone === 'exile' && !!o.castPermission?.anyMana && o.castPermission.player === p;
}

/**
 * CR 118.14, 609.4b — mana of any type can be spent: the colored and {C} parts may be paid with any mana.
 * @simplification They are paid as generic mana, which allows exactly the same payments; the total cost kept on the
 * spell is read only for the amount of mana spent (601.2h), which doesn't change, and the colors spent are those of
 * the mana actually paid.
 */
function asAnyType(cost: PayableCost): PayableCost {
  const typed = COLORS.reduce((n, c) => n + cost.colored[c], cost.colorless);
  return { ...cost, colored: { W: 0, U: 0, B: 0, R: 0, G: 0 }, colorless: 0, generic: cost.generic + typed };
}

/** CR 601.2f — the spell's reductions of its own cost (after its targets were chosen, 601.2c); an ability's (602.2b). */
function ownReductions(g: Game, p: PlayerId, draft: CastDraft): ManaCost[] {
  if (draft.kind !== 'spell') return abilityReductions(g, activatedAbility(g, draft).cost, draft.object);
  const targets = draft.done.targets ? draft.targets.flat() : null;
  return selfCostReductions(g, p, draft.object, draftChars(g, draft), targets, () => targetSpecs(g, draft).flatMap((spec) => legalTargets(g, spec, p, null)));
}

/** CR 601.2f — the static abilities that increase or reduce the generic cost of this spell, by source. */
function costChanges(g: Game, draft: CastDraft): { source: ObjectId; generic: number }[] {
  if (draft.kind === 'ability') return [];
  const c = draftChars(g, draft);
  const out: { source: ObjectId; generic: number }[] = [];
  for (const id of g.s.battlefield) {
    if (g.s.objects[id].phasedOut) continue;
    const src = characteristics(g, id);
    for (const ab of src.abilities) {
      if (ab.kind === 'static' && ab.effect.kind === 'costChange' && matchesFilter(c, g.s.objects[draft.object], ab.effect.spells, src.controller, id)) {
        const n = ab.effect.perCount ? countFor(g, src.controller, id, ab.effect.perCount) : 1; // 702.41a
        out.push({ source: id, generic: ab.effect.generic * n });
      }
    }
  }
  return out;
}

/** Whether `p` could pay this draft's cost with the suggested announcements (for listing options). */
function affordable(g: Game, p: PlayerId, draft: CastDraft, sources: ManaOption[]): boolean {
  const cost = manaCostOf(g, draft);
  if (cost === null) return false;
  const pool = usablePool(g.s.players[p].manaPool, draftPaidFor(g, p, draft)); // 106.6
  const payers = draft.kind === 'spell' ? costPayers(g, p, draft, draftChars(g, draft)) : null; // 702.51a, 702.66a, 702.126a
  // Each option adds at most its largest alternative; fewer mana than the cheapest announcement can't pay.
  const available = (payers?.options.length ?? 0) + pool.length + sources.reduce((n, o) => n + Math.max(...o.produces.map((alt) => alt.length)), 0);
  // 601.2f: cost reductions lower that least amount (looked up only when it matters).
  if (available < minimumMana(cost) && available < minimumMana(cost) - reductionsAtMost(g, p, draft)) return false;
  const choices = symbolChoicesNeeded(cost).length ? suggestChoices(cost, 0, pool, sources) : {};
  if (!choices) return false;
  const total = totalCost(g, p, { ...draft, announced: choices }, cost);
  if ('code' in total) return false;
  if (total.life > g.s.players[p].life) return false;
  if (draft.kind === 'spell' && !additionalCostPayable(g, p, draft, draftChars(g, draft))) return false;
  if (findPayment(total, pool, sources)) return true;
  if (!payers) return false;
  const rest = paidWithObjects(g, total, payers, payers.options.slice(0, payable(total, payers)), (r) => findPayment(r, pool, sources) !== null);
  return !!rest && findPayment(rest, pool, sources) !== null;
}

/** CR 601.2f — the most mana the reductions that may apply to this draft take off its cost. */
function reductionsAtMost(g: Game, p: PlayerId, draft: CastDraft): number {
  const generic = costChanges(g, draft).reduce((n, ch) => n + Math.max(0, -ch.generic), 0);
  return ownReductions(g, p, draft).reduce((n, r) => n + minimumMana(r), generic);
}

/** The least mana a cost can be paid with: hybrid at its cheaper half, Phyrexian symbols with life (107.4e–f). */
function minimumMana(cost: ManaCost): number {
  let n = 0;
  for (const sym of cost) {
    if (sym.kind === 'generic') n += sym.amount;
    else if (sym.kind === 'hybrid') n += sym.phyrexian ? 0 : Math.min(...sym.halves.map((h) => ('generic' in h ? h.generic : 1)));
    else if (sym.kind !== 'phyrexian' && sym.kind !== 'variable') n += 1;
  }
  return n;
}

export function emptyDraft(kind: CastDraft['kind'], object: ObjectId, set: CharacteristicSet): CastDraft {
  return { kind, object, set, modes: [], x: 0, announced: {}, targets: [], done: { announce: false, targets: false } };
}

/** CR 117.1a — the spells `p` may begin to cast now (timing, targets available, cost payable with `sources`, `p`'s mana options). */
export function castableOptions(g: Game, p: PlayerId, sources: ManaOption[]): PriorityOption[] {
  if (splitSecondForbids(g, 'cast')) return [];
  const out: PriorityOption[] = [];
  const candidates = [
    ...g.s.players[p].hand, ...g.s.exile.filter((id) => g.s.objects[id].castPermission && castableFrom(g, p, g.s.objects[id])),
    ...g.s.players[p].graveyard.filter((id) => castableFrom(g, p, g.s.objects[id])),
  ];
  for (const id of candidates) {
    const o = g.s.objects[id];
    for (const { set, costMode } of castingWays(g, o)) {
      const c = characteristicsAs(g, id, set);
      if (c.types.includes('Land') || !timingAllows(g, p, c)) continue; // first: the cheapest, and what most cards fail
      if (forbiddenBy(g, c.name, 'cantCastChosen') || !permissionAllows(o, c, p)) continue;
      const draft = { ...emptyDraft('spell', id, set), costMode };
      const specs = targetSpecs(g, draft);
      if (!suggestTargets(specs, specs.map((spec) => legalTargets(g, spec, p, null))) || !someModesTargetable(g, p, c)) continue;
      if (affordable(g, p, draft, sources)) out.push({ kind: 'cast', object: id, set });
      // CR 118.9: a permanent's permission to cast it without paying its mana cost (Zaffai and the Tempests).
      const freeBy = withoutPayingSource(g, p, id, c);
      if (freeBy && affordable(g, p, { ...draft, free: true, freeBy }, sources)) out.push({ kind: 'cast', object: id, set, alternative: 'withoutPaying' });
      for (const alternative of set === 'normal' ? alternativesFrom(c, o, draft.costMode) : []) {
        if (alternativeProblem(g, p, alternative, c)) continue;
        const alt = { ...draft, costMode: [alternative] };
        if (!timingAllows(g, p, draftChars(g, alt))) continue;
        if (targetSpecs(g, alt).every((spec) => legalTargets(g, spec, p, null).length > 0) && affordable(g, p, alt, sources)) {
          out.push({ kind: 'cast', object: id, set, alternative });
        }
      }
    }
  }
  return out;
}

/**
 * CR 700.2, 601.2c — a modal spell can be cast only with a choice of modes whose targets can all be chosen (a mode
 * needing a target it can't have can't be chosen): some choice of the fewest modes allowed must have them.
 */
function someModesTargetable(g: Game, p: PlayerId, c: Characteristics): boolean {
  const ab = spellAbility(c);
  if (!ab?.modes) return true;
  const fewest = Math.max(ab.chooseModes?.min ?? 1, 1);
  return combinations(ab.modes.length, fewest).some((modes) => {
    const specs = withChosenModes(ab, modes).targets;
    return !!suggestTargets(specs, specs.map((spec) => legalTargets(g, spec, p, null)));
  });
}

/**
 * CR 608.2g, 707.12 — casts a spell while another spell or ability resolves ("you may cast the copy without
 * paying its mana cost"): timing permissions are ignored; the caster still makes every 601.2 choice.
 */
export function castDuringResolution(g: Game, p: PlayerId, id: ObjectId, set: CharacteristicSet = 'normal', exileInstead = false): ActionError | null {
  // 709.3, 715.3, 718.3: a card with several characteristic sets is cast as one of those it may be cast with.
  if (!castableSets(g, g.s.objects[id]).includes(set)) return actionError('illegal-action', '601.3', `${nameOf(g, id)} can't be cast as ${set}`);
  const draft: CastDraft = { ...emptyDraft('spell', id, set), free: true, payment: 'auto', duringResolution: true, ...(exileInstead ? { exileInstead } : {}) };
  return continueDraft(g, p, draft);
}

/** Cast while a keyword's triggered ability resolves, for that keyword's cost: miracle (702.94a) from the hand, madness (702.35a) from exile. */
export type ResolvingCostMode = Extract<CostMode, 'miracle' | 'madness'>;

/** CR 702.94a, 702.35a, 608.2g — the draft of casting card `id` for its miracle or madness cost during a resolution (the caster pays, 601.2g–h). */
function resolvingCostDraft(id: ObjectId, mode: ResolvingCostMode): CastDraft {
  return { ...emptyDraft('spell', id, 'normal'), costMode: [mode], duringResolution: true };
}

/** CR 702.94a, 702.35a, 117.1a — whether `p` could cast card `id` for its miracle or madness cost now (targets available, cost payable). */
export function canCastForCost(g: Game, p: PlayerId, id: ObjectId, mode: ResolvingCostMode): boolean {
  const draft = resolvingCostDraft(id, mode);
  const specs = targetSpecs(g, draft);
  const c = draftChars(g, draft);
  if (forbiddenBy(g, c.name, 'cantCastChosen') || c.types.includes('Land')) return false;
  return !!suggestTargets(specs, specs.map((spec) => legalTargets(g, spec, p, null))) && someModesTargetable(g, p, c) && affordable(g, p, draft, manaOptions(g, p));
}

/** CR 702.94a, 702.35a, 608.2g — casts card `id` for its miracle or madness cost while that keyword's trigger resolves. */
export function castForCost(g: Game, p: PlayerId, id: ObjectId, mode: ResolvingCostMode): ActionError | null {
  return continueDraft(g, p, resolvingCostDraft(id, mode));
}

/** CR 601.2, 601.3 — begins casting a spell from a cast input; later choices may become decisions. */
export function beginCast(g: Game, input: Extract<Input, { kind: 'cast' }>): ActionError | null {
  const p = input.player;
  const o = g.s.objects[input.object];
  if (!o) return actionError('unknown-object', '601.2a', `no object ${input.object}`);
  // An unsupported card gives that reason wherever it is tried, before any question of permission (601.3).
  const unsupported = g.cards.get(o.base?.card ?? o.card)?.unsupported;
  if (unsupported) return actionError('unsupported', '601.2a', `${o.card} is unsupported: ${unsupported}`);
  const splitSecond = splitSecondForbids(g, 'cast');
  if (splitSecond) return splitSecond;
  if (!castableFrom(g, p, o)) return actionError('illegal-action', o.castPermission?.until === 'prepared' ? '722.3c' : '601.3', `${nameOf(g, o.id)} can't be cast from there by ${playerName(g, p)}`);
  const ways = castingWays(g, o);
  const set = input.set ?? ways[0]?.set ?? 'normal';
  if (!castableSets(g, o).includes(set)) {
    // CR 722.3: a preparation card can't be cast with its prepare spell's characteristics (only its exiled copy can).
    const prepare = set === 'prepare_spell' && !o.base;
    return actionError('illegal-action', prepare ? '722.3' : '601.3', prepare ? `${o.card} can't be cast as its prepare spell (only the copy a prepared permanent makes in exile can)` : `${o.card} can't be cast as ${set}`);
  }
  const way = ways.find((w) => w.set === set);
  if (!way) {
    return actionError('illegal-action', '702.34a', `${characteristicsAs(g, o.id, set).name} can't be cast from the graveyard: flashback and jump-start cast only an instant or sorcery spell (702.133a)`);
  }
  const faceUp = characteristicsAs(g, o.id, set);
  if (input.alternative === 'withoutPaying') return beginCastWithoutPaying(g, input, set, faceUp);
  if (input.alternative && !alternativeCosts(faceUp).includes(input.alternative)) {
    const rule = ALTERNATIVE_RULE[input.alternative];
    return actionError('illegal-action', rule, `${faceUp.name} has no ${input.alternative} ability to cast it with`);
  }
  if (input.alternative === 'warp' && o.zone !== 'hand') return actionError('illegal-action', '702.185a', `${faceUp.name} can be cast for its warp cost only from a hand`);
  const barred = input.alternative && alternativeProblem(g, p, input.alternative, faceUp);
  if (barred) return barred;
  const implied = way.costMode;
  if (input.alternative && implied.length) return actionError('illegal-action', '118.9a', `only one alternative cost can be applied to a spell (it is cast with ${implied[0]})`);
  const alternative: CostMode[] = input.alternative ? [input.alternative] : [];
  // CR 708.4: prohibitions and timing apply to the face-down spell's characteristics.
  const c = draftChars(g, { ...emptyDraft('spell', o.id, set), costMode: alternative });
  const forbidder = forbiddenBy(g, c.name, 'cantCastChosen');
  if (forbidder) return actionError('illegal-action', '101.2', `spells named ${c.name} can't be cast (${nameOf(g, forbidder)})`);
  if (c.types.includes('Land')) return actionError('illegal-action', '305.9', 'a land can\'t be cast');
  if (!permissionAllows(o, c, p)) return actionError('illegal-action', '601.3e', `${c.name} can't be cast this way: the permission covers only some spells, judged on the spell as it would be cast`);
  if (!timingAllows(g, p, c)) return actionError('timing', timingRule(c), `${c.name || 'a face-down creature spell'} can be cast only at sorcery speed (your main phase, empty stack)`);
  // 614.1a: a permission that exiles the spell instead of putting it into a graveyard (Nita, Forum Conciliator).
  const exileInstead = o.zone === 'exile' && o.castPermission?.exileInstead && o.castPermission.player === p ? { exileInstead: true } : {};
  const draft = { ...emptyDraft('spell', o.id, set), costMode: [...implied, ...alternative], ...exileInstead };
  if (input.costs) {
    const err = announcedCostsError(optionalCosts(g, p, draft), input.costs, c.name);
    if (err) return err;
    draft.costMode = [...draft.costMode, ...input.costs];
    draft.optionalCostsDone = true;
  }
  return continueDraft(g, p, withInput(draft, input));
}

/** CR 118.9, 601.2f — begins casting a spell from a hand without paying its mana cost, by a permanent's permission. */
function beginCastWithoutPaying(g: Game, input: Extract<Input, { kind: 'cast' }>, set: CharacteristicSet, c: Characteristics): ActionError | null {
  const p = input.player;
  const freeBy = withoutPayingSource(g, p, input.object, c);
  if (!freeBy) return actionError('illegal-action', '118.9', `${c.name} can't be cast without paying its mana cost now (no permission of a permanent you control allows it, or it was used this turn)`);
  const forbidder = forbiddenBy(g, c.name, 'cantCastChosen');
  if (forbidder) return actionError('illegal-action', '101.2', `spells named ${c.name} can't be cast (${nameOf(g, forbidder)})`);
  if (!timingAllows(g, p, c)) return actionError('timing', timingRule(c), `${c.name} can be cast only at sorcery speed (your main phase, empty stack)`);
  const draft: CastDraft = { ...emptyDraft('spell', input.object, set), free: true, freeBy };
  if (input.costs) {
    const err = announcedCostsError(optionalCosts(g, p, draft), input.costs, c.name);
    if (err) return err;
    draft.costMode = [...input.costs];
    draft.optionalCostsDone = true;
  }
  return continueDraft(g, p, withInput(draft, input));
}

/** CR 602.2 — begins activating an ability; mana abilities resolve at once (605.3). */
export function beginActivate(g: Game, input: Extract<Input, { kind: 'activate' }>): ActionError | null {
  const p = input.player;
  const o = g.s.objects[input.object];
  if (!o || (o.zone !== 'battlefield' && o.zone !== 'hand' && o.zone !== 'graveyard') || o.phasedOut) return actionError('unknown-object', '602.2', 'no such permanent');
  if ((o.zone === 'battlefield' ? controllerOf(g, o.id) : o.owner) !== p) return actionError('illegal-action', '602.2', 'only the controller of a permanent (the owner of a card in a hand or graveyard) can activate its abilities');
  const raw = characteristics(g, o.id).abilities[input.ability];
  const ab = raw ? activatedDef(raw) : null;
  if (!ab) return actionError('illegal-action', '602.1', `${nameOf(g, o.id)} has no activated ability #${input.ability + 1}`);
  if (activationZone(ab) !== o.zone) {
    // 702.29a for cycling; 113.6m for any other ability whose cost moves the card out of a hand or graveyard.
    const cycling = raw?.kind === 'keyword' && raw.keyword === 'cycling';
    return actionError('illegal-action', cycling ? '702.29a' : ab.cost.discardSelf || ab.zone ? '113.6m' : '602.1', `that ability can't be activated while ${nameOf(g, o.id)} is in ${o.zone === 'battlefield' ? 'play' : `a ${o.zone}`}`);
  }
  const silenced = ab.manaAbility ? null : forbiddenBy(g, characteristics(g, o.id).name, 'cantActivateChosen');
  if (silenced) return actionError('illegal-action', '101.2', `activated abilities of sources named ${characteristics(g, o.id).name} can't be activated (${nameOf(g, silenced)})`);
  if (o.zone === 'battlefield' && isDetained(g, o.id)) return actionError('illegal-action', '701.35a', `${nameOf(g, o.id)} is detained: its activated abilities can't be activated`);
  const splitSecond = ab.manaAbility ? null : splitSecondForbids(g, 'activate');
  if (splitSecond) return splitSecond;
  if (ab.manaAbility && !ab.cost.mana) return activateManaByHand(g, input);
  if (ab.manaAbility) return activateManaAbilityWithManaCost(g, input, ab); // 605.3a: no stack either
  if (ab.sorcerySpeed && !hasSorceryTiming(g, p)) {
    return actionError('timing', '602.5d', 'this ability can be activated only as a sorcery');
  }
  const loyalty = isLoyaltyAbility(ab) ? loyaltyProblem(g, p, o.id, ab) : null;
  if (loyalty) return loyalty;
  if (ab.cost.onlyIf && !stateConditionHolds(g, ab.cost.onlyIf, p, o.id)) {
    return actionError('illegal-action', '602.5b', `${nameOf(g, o.id)}'s ability can't be activated now (${ab.text})`);
  }
  if (ab.cost.onceEachTurn && activatedThisTurn(g, o.id, input.ability)) {
    return actionError('illegal-action', '602.5b', `${nameOf(g, o.id)}'s ability was already activated this turn (activate only once each turn)`);
  }
  if (ab.cost.onceOnly && exhausted(g, o.id, input.ability)) {
    return actionError('illegal-action', '702.177a', `${nameOf(g, o.id)}'s exhaust ability was already activated (activate only once)`);
  }
  const unpaid = nonManaCostProblem(g, o.id, ab);
  if (unpaid) return actionError('cannot-pay', unpaid, `${nameOf(g, o.id)} can't pay that cost now`);
  const draft: CastDraft = { ...emptyDraft('ability', o.id, 'normal'), ability: input.ability };
  return continueDraft(g, p, withInput(draft, input));
}

/** Folds the choices given with the input into the draft, marking stages answered. */
function withInput(draft: CastDraft, input: { x?: number; announce?: Record<number, SymbolChoice>; targets?: Target[][]; payment?: PaymentPlan | 'auto'; modes?: number[] }): CastDraft {
  const d = { ...draft, done: { ...draft.done } };
  if (input.x !== undefined || input.announce !== undefined) {
    d.x = input.x ?? 0;
    d.announced = input.announce ?? {};
    d.done.announce = true;
  }
  if (input.modes) d.modes = input.modes;
  if (input.targets !== undefined) { d.targets = input.targets; d.done.targets = true; }
  if (input.payment !== undefined) d.payment = input.payment;
  return d;
}

/** CR 601.2b — does this cost need announcements (X, hybrid halves, Phyrexian)? */
function announcementsNeeded(cost: ManaCost | null): { needsX: boolean; symbols: { index: number; choices: SymbolChoice[] }[] } {
  if (!cost) return { needsX: false, symbols: [] };
  return {
    needsX: cost.some((s) => s.kind === 'variable'),
    symbols: symbolChoicesNeeded(cost).map((index) => ({ index, choices: legalChoicesFor(cost[index]) })),
  };
}

/** A decision a cast or activation in progress asks (it carries the draft), before it gets an id and a player. */
type DraftDecision = Extract<DecisionBody, { draft?: CastDraft }> & { rule: string; prompt: string };

/** What a draft needs next: a decision, nothing more (commit with this total and plan), or it is illegal. */
type DraftStage = { decision: DraftDecision } | { commit: { total: PayableCost; plan: PaymentPlan } } | { error: ActionError };

/**
 * CR 601.2b–h / 602.2b — advances a cast or activation: asks for whatever has not been answered (as a
 * pending decision carrying the draft), validates what has, and commits once everything is known.
 * CR 601.2, 733.1 — a decision is asked only if the announcement can still be completed from it (following
 * the suggested answers); otherwise the input that led there is refused and the state stays as it was, so a
 * cast or activation that can't be completed is never begun and no decision is left without a legal answer.
 */
export function continueDraft(g: Game, p: PlayerId, draft: CastDraft): ActionError | null {
  const stage = draftStage(g, p, draft);
  if ('error' in stage) return stage.error;
  if ('commit' in stage) return commit(g, p, draft, stage.commit.total, stage.commit.plan);
  const d = stage.decision;
  const err = d.kind === 'announce' && d.modes ? suggestCompletableModes(g, p, draft, d) : completionError(g, p, draft, d);
  if (err) return err;
  g.s.pending = { id: g.s.seq, player: p, ...d };
  return null;
}

/** The greatest number of decisions one cast or activation asks (optional costs, announce, targets, cost objects, payment). */
const MAX_DRAFT_STAGES = 8;

/**
 * CR 601.2, 733.1 — follows the suggested answers from decision `d` to the end of the announcement: null if it
 * completes, else why it can't (the error a player following the suggestions would meet).
 */
function completionError(g: Game, p: PlayerId, draft: CastDraft, d: DraftDecision): ActionError | null {
  let cur = draft;
  let decision = d;
  for (let i = 0; i < MAX_DRAFT_STAGES; i++) {
    const next = withSuggestion(g, cur, decision);
    if ('code' in next) return next;
    const stage = draftStage(g, p, next);
    if ('error' in stage) return stage.error;
    if ('commit' in stage) return null;
    cur = next;
    decision = stage.decision;
  }
  return null;
}

/**
 * CR 700.2, 601.2c — the suggested modes of a modal spell are the first choice of modes (in the printed order,
 * fewest first) with which the cast can be completed: a mode whose targets can't be chosen is never suggested.
 */
function suggestCompletableModes(g: Game, p: PlayerId, draft: CastDraft, d: Extract<DraftDecision, { kind: 'announce' }>): ActionError | null {
  const { options, min, max } = d.modes!;
  let first: ActionError | null = null;
  for (let n = Math.max(min, 1); n <= Math.min(max, options.length); n++) {
    for (const modes of combinations(options.length, n)) {
      d.suggested = { ...d.suggested, modes };
      const err = completionError(g, p, draft, d);
      if (!err) return null;
      first ??= err;
    }
  }
  return first ?? actionError('illegal-choice', '700.2a', 'no choice of modes can be made');
}

/** The ways to choose k of n indices, in lexicographic order. */
function combinations(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = 0; i <= n - k; i++) for (const rest of combinations(n - i - 1, k - 1)) out.push([i, ...rest.map((x) => x + i + 1)]);
  return out;
}

/** The draft after the decision's suggested answer, or why there is none (no legal targets, no way to pay). */
function withSuggestion(g: Game, draft: CastDraft, d: DraftDecision): CastDraft | ActionError {
  switch (d.kind) {
    case 'optionalCosts': return withAnswer(g, draft, d, { kind: 'optionalCosts', pay: d.suggested });
    case 'announce': return withAnswer(g, draft, d, { kind: 'announce', x: d.suggested.x, announce: d.suggested.announce, modes: d.suggested.modes });
    case 'chooseObjects': return withAnswer(g, draft, d, { kind: 'chooseObjects', objects: d.suggested });
    case 'targets': {
      if (d.suggested) return withAnswer(g, draft, d, { kind: 'targets', targets: d.suggested });
      const none = d.requirements.find((r) => r.legal.length < r.min);
      return actionError('illegal-target', '601.2c', none ? `there is no legal choice for "${none.description}"` : 'the targets required can\'t be chosen');
    }
    case 'payment':
      return d.suggested ? withAnswer(g, draft, d, { kind: 'payment', plan: d.suggested }) : actionError('cannot-pay', '601.2h', 'the total cost can\'t be paid with the mana available');
  }
}

/** CR 601.2b–h — folds an answer to a draft decision into the draft (checked as the draft goes on). */
function withAnswer(g: Game, draft: CastDraft, d: DraftDecision, answer: Answer): CastDraft | ActionError {
  const next = { ...draft, done: { ...draft.done } };
  if (answer.kind === 'announce') {
    next.x = answer.x ?? 0;
    next.announced = answer.announce ?? {};
    if (answer.modes) next.modes = answer.modes;
    next.done.announce = true;
  } else if (answer.kind === 'targets') {
    next.targets = answer.targets;
    next.done.targets = true;
  } else if (answer.kind === 'payment') {
    next.payment = answer.plan;
  } else if (answer.kind === 'optionalCosts' && d.kind === 'optionalCosts') {
    const err = announcedCostsError(d.options, answer.pay, spellName(g, draft));
    if (err) return err;
    next.costMode = [...(next.costMode ?? []), ...answer.pay];
    next.optionalCostsDone = true;
  } else if (answer.kind === 'chooseObjects' && (d.rule === '702.51a' || d.rule === '702.66a' || d.rule === '702.126a')) {
    next.manaPaidBy = answer.objects;
  } else if (answer.kind === 'chooseObjects') {
    next.costObjects = answer.objects;
  }
  return next;
}

function fail(error: ActionError): DraftStage {
  return { error };
}

/** CR 601.2b–h / 602.2b — the next stage of a draft: its next decision, its commitment, or why it is illegal. Writes nothing. */
function draftStage(g: Game, p: PlayerId, draft: CastDraft): DraftStage {
  const name = draft.kind === 'spell' ? spellName(g, draft) : `${nameOf(g, draft.object)}'s ability`;
  // 601.2b: optional additional costs (kicker) are announced first; they change the cost to announce for.
  const options = optionalCosts(g, p, draft);
  if (options.length && !draft.optionalCostsDone) {
    return { decision: {
      rule: '601.2b', prompt: `${playerName(g, p)} announces whether to pay ${options.map((o) => o.text ?? `${o.anyNumber ? 'multi' : ''}${o.mode} ${formatManaCost(o.cost)}${o.anyNumber ? ' (any number of times)' : ''}`).join(', ')} for ${name}`,
      kind: 'optionalCosts', draft, options, suggested: suggestedOptionalCosts(g, p, draft),
    } };
  }
  // 702.174a: the opponent chosen for a gift is the only one (r702-174-gift.ts).
  if (draft.costMode?.includes('gift') && giftRecipients(g, p).length !== 1) {
    return fail(actionError('unsupported', '702.174a', 'choosing which of several opponents gets the gift is not supported yet'));
  }
  const cost = manaCostOf(g, draft);
  const needs = announcementsNeeded(cost);
  if (draft.kind === 'spell' && additionalCostNeedsX(draftChars(g, draft))) needs.needsX = true; // 107.3a
  // 601.2b: announcements.
  const modal = draft.kind === 'spell' ? entwined(spellAbility(draftChars(g, draft)), draft) : null;
  const modes = modal?.modes ? { options: modal.modes.map((m) => m.text), ...(modal.chooseModes ?? { min: 1, max: 1 }) } : undefined;
  if (!draft.done.announce && (needs.needsX || needs.symbols.length || (modes && !draft.modes.length))) {
    const suggested = cost && needs.symbols.length ? suggestChoices(cost, 0, g.s.players[p].manaPool, manaOptions(g, p)) ?? {} : {};
    const what = [modes && 'modes', needs.needsX && 'X', needs.symbols.length && `how to pay ${formatManaCost(cost)}`].filter(Boolean).join(', ');
    return { decision: {
      rule: modes ? '700.2a' : '601.2b', prompt: `${playerName(g, p)} announces ${what} for ${name}`,
      kind: 'announce', draft, cost, needsX: needs.needsX, symbols: needs.symbols, modes,
      suggested: { x: 0, announce: suggested, modes: modes ? Array.from({ length: modes.min }, (_, i) => i) : undefined },
    } };
  }
  if (modal) {
    const bad = modesError(modal, draft.modes);
    if (bad) return fail(actionError('illegal-choice', '700.2a', bad));
  }
  if (!Number.isInteger(draft.x) || draft.x < 0) return fail(actionError('illegal-choice', '107.3a', 'X must be a whole number, 0 or more'));
  if (draft.x > 0 && !needs.needsX) return fail(actionError('illegal-choice', '107.3', `${name} has no X`));
  for (const s of needs.symbols) {
    const ch = draft.announced[s.index];
    if (!ch || !s.choices.some((c) => JSON.stringify(c) === JSON.stringify(ch))) {
      return fail(actionError('illegal-choice', '601.2b', `announce how to pay ${formatSymbol(cost![s.index])} (symbol ${s.index + 1})`));
    }
  }
  // 601.2c: targets.
  const specs = targetSpecs(g, draft);
  if (specs.length && !draft.done.targets) {
    const requirements = specs.map((spec) => ({ description: describeTarget(spec), ...targetCount(spec), legal: legalTargets(g, spec, p, draft.kind === 'spell' ? draft.object : null, draft.object) }));
    const suggested = suggestTargets(specs, requirements.map((r) => r.legal));
    return { decision: { rule: '601.2c', prompt: `${playerName(g, p)} chooses targets for ${name}`, kind: 'targets', draft, requirements, suggested } };
  }
  if (draft.targets.length !== specs.length) return fail(actionError('illegal-target', '601.2c', `${name} needs ${specs.length} target(s)`));
  for (let i = 0; i < specs.length; i++) {
    const chosen = draft.targets[i];
    const bad = countProblem(specs[i], chosen);
    if (bad) return fail(actionError('illegal-target', bad.rule, bad.why));
    for (const t of chosen) {
      if (!isLegalTarget(g, specs[i], t, p, draft.kind === 'spell' ? draft.object : null, draft.x, draft.object)) {
        return fail(actionError('illegal-target', '601.2c', `${targetName(g, t)} is not a legal choice for "${describeTarget(specs[i])}"`));
      }
    }
  }
  const division = dividedDamage(g, draft);
  if (division && 'code' in division) return fail(division);
  // 601.2h: a cost paid with chosen objects (creatures to tap, cards to exile); they are chosen as it is paid.
  const choice = draft.kind === 'ability' ? costChoice(g, draft.object, activatedAbility(g, draft)) : additionalCostChoice(g, p, draft, draftChars(g, draft));
  const crew = choice && 'totalPower' in choice ? (choice as CostChoice).totalPower : undefined;
  if (choice && !draft.costObjects) {
    // CR 702.122a: crew taps any number of creatures with enough total power.
    const how = crew === undefined ? `${choice.n}` : `creatures with total power ${crew} or more`;
    return { decision: {
      rule: crew === undefined ? '601.2h' : '702.122a', prompt: `${playerName(g, p)} chooses ${how} to ${choice.verb} for ${name}'s cost`,
      kind: 'chooseObjects', purpose: `${choice.verb} ${how} for the cost of ${name}`, options: choice.options,
      min: choice.n, max: crew === undefined ? choice.n : choice.options.length,
      ordered: false, suggested: crew === undefined ? choice.options.slice(0, choice.n) : suggestCrew(g, choice.options, crew) ?? [], draft,
    } };
  }
  const picked = draft.costObjects ?? [];
  const count = crew === undefined ? picked.length !== choice?.n : picked.length < 1;
  if (choice && (count || new Set(picked).size !== picked.length || picked.some((id) => !choice.options.includes(id)))) {
    return fail(actionError('cannot-pay', '601.2h', `choose ${crew === undefined ? choice.n : 'some'} different objects that can be used to ${choice.verb} for the cost`));
  }
  if (crew !== undefined && totalPower(g, picked) < crew) {
    return fail(actionError('cannot-pay', '702.122a', `the creatures tapped to crew must have total power ${crew} or more (they have ${totalPower(g, picked)})`));
  }
  const repeated = repeatedTarget(specs, draft.targets);
  if (repeated >= 0) return fail(actionError('illegal-target', '115.3', `"${describeTarget(specs[repeated])}" must be a different object from the earlier target`));
  // 601.2f: total cost.
  const total = totalCost(g, p, draft, cost);
  if ('code' in total) return fail(total);
  if (total.life > 0 && g.s.players[p].life < total.life) return fail(actionError('cannot-pay', '119.4', `you can't pay ${total.life} life`));
  const pool = usablePool(g.s.players[p].manaPool, draftPaidFor(g, p, draft)); // 106.6
  // 702.51a, 702.66a, 702.126a: objects paying mana of the total cost, chosen as it is paid (601.2h).
  const payers = draft.kind === 'spell' ? costPayers(g, p, draft, draftChars(g, draft)) : null;
  const max = payers ? payable(total, payers) : 0;
  if (payers && max > 0 && !draft.manaPaidBy) {
    // Suggested: as few as the mana available needs, permanents that make no mana first.
    const makers = new Set(manaOptions(g, p).map((o) => o.source));
    const options = [...payers.options].sort((a, b) => Number(makers.has(a)) - Number(makers.has(b)));
    let k = 0;
    for (; k < max; k++) {
      const paying = options.slice(0, k);
      const rest = paidWithObjects(g, total, payers, paying, (r) => canPayWith(g, p, draft, pool, r, paying));
      if (rest && canPayWith(g, p, draft, pool, rest, paying)) break;
    }
    return { decision: {
      rule: payers.rule, prompt: `${playerName(g, p)} chooses up to ${max} to ${payers.verb} to pay for ${name}`,
      kind: 'chooseObjects', purpose: `${payers.verb} to pay for ${name}`, options, min: 0, max, ordered: false, suggested: options.slice(0, k), draft,
    } };
  }
  const paidBy = draft.manaPaidBy ?? [];
  const toPay = paidBy.length && payers && new Set(paidBy).size === paidBy.length && paidBy.every((id) => payers.options.includes(id))
    ? paidWithObjects(g, total, payers, paidBy, (rest) => canPayWith(g, p, draft, pool, rest, paidBy)) : paidBy.length ? null : total;
  if (!toPay) return fail(actionError('cannot-pay', payers?.rule ?? '601.2h', `choose at most ${max} different objects that can pay for part of the cost`));
  // 601.2g–h: payment (602.2b: not with mana from a permanent the cost itself taps).
  const sources = manaOptions(g, p, tappedForCost(g, draft));
  const suggested = findPayment(toPay, pool, sources);
  const plan = draft.payment === 'auto' ? suggested : draft.payment;
  if (draft.payment === 'auto' && !plan) return fail(actionError('cannot-pay', '601.2h', `${playerName(g, p)} can't pay the cost of ${name}`));
  if (!plan) return { decision: { rule: '601.2g', prompt: `${playerName(g, p)} pays for ${name}`, kind: 'payment', draft, cost: toPay, pool, sources, suggested } };
  return { commit: { total: toPay, plan } };
}

/**
 * Whether `rest` of a cost can be paid from `pool` and the mana sources still untapped once the cost's own taps and
 * `tapped` (the objects paying part of it, 702.51a, 702.126a) are tapped. (Module-level, not a closure in
 * `draftStage`: tsx's keepNames costs a named closure an Object.defineProperty per call.)
 */
function canPayWith(g: Game, p: PlayerId, draft: CastDraft, pool: ManaUnit[], rest: PayableCost, tapped: ObjectId[]): boolean {
  return findPayment(rest, pool, manaOptions(g, p, [...tappedForCost(g, draft), ...tapped])) !== null;
}

/**
 * The permanents a cost taps: an ability's source for {T}, the creatures chosen for "tap an untapped creature you
 * control"; a spell's flashback tap cost (702.34a) and the artifacts tapped for improvise (702.126a).
 */
function tappedForCost(g: Game, draft: CastDraft): ObjectId[] {
  if (draft.kind !== 'ability') return [...(draft.costMode?.includes('flashback') ? draft.costObjects ?? [] : []), ...(draft.manaPaidBy ?? [])];
  const cost = activatedAbility(g, draft).cost;
  return [...(cost.tap ? [draft.object] : []), ...(cost.tapUntapped || cost.tapTotalPower !== undefined ? draft.costObjects ?? [] : [])];
}

/** CR 106.6 — the spell a draft pays for (restricted mana may pay for it), or null for an ability. */
function draftPaidFor(g: Game, p: PlayerId, draft: CastDraft): SpellPaidFor | null {
  return draft.kind === 'spell' ? spellBeingPaid(g, p, draft.object, draftChars(g, draft)) : null;
}

/** Answers a pending announce/targets/payment decision. */
export function answerDraft(g: Game, p: PlayerId, answer: Answer): ActionError | null {
  const pending = g.s.pending!;
  if (pending.kind !== 'announce' && pending.kind !== 'targets' && pending.kind !== 'payment' && pending.kind !== 'optionalCosts' && pending.kind !== 'chooseObjects') {
    return actionError('wrong-decision', pending.rule, 'no cast or activation is waiting');
  }
  if (!pending.draft) return actionError('wrong-decision', pending.rule, 'no cast or activation is waiting');
  if (answer.kind === 'cancel') {
    // CR 733.1: nothing moved before the cast is committed, so returning to priority undoes it.
    g.s.pending = null;
    emit(g, { kind: 'cancel', rules: ['733.1'], player: p, text: `${playerName(g, p)} abandons ${pending.draft.kind === 'spell' ? 'casting' : 'activating'} ${nameOf(g, pending.draft.object)}` });
    if (pending.draft.mana) return resumePayment(g, p, pending.draft.mana.resume); // 601.2g: back to the payment it interrupted
    return pending.draft.duringResolution && g.s.resolving ? continueResolution(g) : null;
  }
  if (answer.kind !== pending.kind) return actionError('wrong-decision', pending.rule, `expected an answer of kind ${pending.kind}`);
  const draft = withAnswer(g, pending.draft, pending as DraftDecision, answer);
  if ('code' in draft) return draft;
  g.s.pending = null;
  return continueDraft(g, p, draft);
}

/**
 * CR 601.2g–h — activates the plan's mana abilities, then pays mana and life (also for 118.12 "unless pays");
 * `spentOn`: the spell being cast, which records the mana spent on it (converge, 601.2h).
 */
export function pay(g: Game, p: PlayerId, total: PayableCost, plan: PaymentPlan, spentOn?: ObjectId): ActionError | null {
  for (const a of plan.activations) {
    const err = activateManaAbility(g, p, a, ['601.2g']);
    if (err) return err;
  }
  const all = g.s.players[p].manaPool;
  const pool = usablePool(all, spentOn ? spellBeingPaid(g, p, spentOn) : null); // 106.6
  const spend = plan.spend ?? findPoolPayment(pool, total);
  if (!spend || !isValidPoolPayment(pool, total, spend)) {
    return actionError('cannot-pay', '601.2h', 'the mana chosen does not pay the total cost exactly');
  }
  const spent = spend.map((i) => pool[i]);
  if (spentOn) obj(g, spentOn).manaSpent = spent;
  const pl = player(g, p);
  pl.manaPool = poolAfter(all, pool, removeFromPool(pool, spend));
  if (total.life) pl.life -= total.life;
  recordLifeLost(g, p, total.life); // 119.4: paying life is losing it
  const paid = [spent.map((u) => `{${u.type}}`).join(''), total.life ? `${total.life} life` : ''].filter(Boolean).join(' and ');
  emit(g, { kind: 'pay', rules: ['601.2h'], player: p, text: `${playerName(g, p)} pays ${paid || 'nothing'}` });
  return null;
}

/** CR 601.2a–i / 602.2 — the cast or activation happens: the object goes on the stack, costs are paid. */
function commit(g: Game, p: PlayerId, draft: CastDraft, total: PayableCost, plan: PaymentPlan): ActionError | null {
  if (draft.mana) return commitManaAbility(g, p, draft, draft.mana); // 605.3b: no stack
  const announced = Object.entries(draft.announced);
  const cost = manaCostOf(g, draft);
  const changes = costChanges(g, draft); // before the spell moves to the stack (they apply to a free spell too, 118.9d)
  const own = draft.free ? [] : ownReductions(g, p, draft);
  const division = dividedDamage(g, draft);
  const extra = draft.kind === 'spell' ? additionalCostChoice(g, p, draft, draftChars(g, draft)) : null; // 601.2h, before it moves
  const forModes = draft.kind === 'spell' ? modeCosts(draftChars(g, draft), spellAbility(draftChars(g, draft)), draft.modes) : []; // 702.172a, 702.183a, 702.120a
  const payers = draft.kind === 'spell' && draft.manaPaidBy?.length ? costPayers(g, p, draft, draftChars(g, draft)) : null; // 702.51a, 702.66a, 702.126a
  let stackId: ObjectId;
  let name: string;
  let toUnprepare: ObjectId | null = null;
  const from = g.s.objects[draft.object].zone;
  if (draft.kind === 'spell') {
    name = spellName(g, draft);
    if (draft.freeBy) useWithoutPaying(g, p, draft.freeBy, name);
    const source = g.s.objects[draft.object];
    toUnprepare = prepareCopyCast(g, source); // 722.3c, 601.2a
    stackId = moveObject(g, draft.object, 'stack', { controller: p, set: draft.set, faceDown: faceDownAs(draft), bestowed: draft.costMode?.includes('bestow') }); // 601.2a, 708.4, 702.103b
    if (source.kind === 'copy' && !g.s.ruleset.copyOwnerIsCreator && source.owner !== p) {
      // CR 112.2: the player who puts a spell that is a copy on the stack owns it (112.2b amended: its creator).
      obj(g, stackId).owner = p;
    }
  } else {
    const ab = activatedAbility(g, draft);
    name = `${nameOf(g, draft.object)}'s ability`;
    stackId = createObject(g, {
      card: g.s.objects[draft.object].card, owner: p, controller: p, zone: 'stack', kind: 'ability',
      ...(g.s.objects[draft.object].base ? { base: g.s.objects[draft.object].base } : {}), // a token's ability (as for triggers, r603)
      ability: { source: draft.object, sourceCard: nameOf(g, draft.object), def: ab },
    });
    if (ab.cost.tap) obj(g, draft.object).tapped = true; // 602.2b → 601.2h
    if (ab.cost.life) player(g, p).life -= ab.cost.life;
    recordLifeLost(g, p, ab.cost.life ?? 0); // 119.4
    if (isLoyaltyAbility(ab)) payLoyalty(g, draft.object, ab);
    if (ab.cost.onceEachTurn) noteActivatedOnce(g, draft.object, draft.ability!);
    if (ab.cost.onceOnly) noteExhausted(g, draft.object, draft.ability!);
  }
  const so = obj(g, stackId);
  const costMode = [...(draft.free ? ['free'] : []), ...(draft.exileInstead ? ['exileInstead'] : []), ...(draft.costMode ?? [])];
  so.choices = { set: draft.set, modes: draft.modes, x: draft.x, announced: draft.announced, targets: draft.targets, costMode, totalCost: total };
  // CR 702.34a, 702.33a — casting with flashback or kicked is part of the log.
  for (const [way, rule] of [['flashback', '702.34a'], ['jump-start', '702.133a'], ['escape', '702.138a'], ['retrace', '702.81a'], ['mayhem', '702.187b']] as const) {
    if (draft.costMode?.includes(way)) emit(g, { kind: 'announce', rules: ['601.2b', rule], player: p, text: `${playerName(g, p)} casts ${name} from their graveyard with ${way}` });
  }
  const kicks = draft.costMode?.filter((m) => m === 'kicker').length ?? 0;
  if (kicks) emit(g, { kind: 'announce', rules: ['601.2b', '702.33a', ...(kicks > 1 ? ['702.33d'] : [])], player: p, text: `${playerName(g, p)} kicks ${name}${kicks > 1 ? ` ${kicks} times` : ''}` });
  for (const [k, rule] of [['buyback', '702.27a'], ['entwine', '702.42a'], ['replicate', '702.56a'], ['squad', '702.157a'], ['offspring', '702.175a'], ['gift', '702.174k']] as const) {
    const times = draft.costMode?.filter((m) => m === k).length ?? 0;
    if (times) emit(g, { kind: 'announce', rules: ['601.2b', rule], player: p, text: `${playerName(g, p)} pays the ${k} cost of ${name}${times > 1 ? ` ${times} times` : ''}` });
  }
  for (const m of forModes) emit(g, { kind: 'announce', rules: ['601.2b', m.rule], player: p, text: `${playerName(g, p)} pays ${m.text} of ${name}` });
  const fd = faceDownAs(draft);
  if (fd) emit(g, { kind: 'announce', rules: ['601.2b', fd === 'morph' ? '702.37c' : '702.168b', '708.4'], player: p, text: `${playerName(g, p)} casts a card face down using its ${fd} ability, for {3}` });
  for (const mode of ['madness', 'mutate', 'evoke', 'dash', 'surge', 'spectacle', 'blitz', 'warp', 'prowl', 'freerunning', 'impending'] as const) {
    const rule = mode === 'madness' ? '702.35b' : ALTERNATIVE_RULE[mode];
    if (draft.costMode?.includes(mode)) emit(g, { kind: 'announce', rules: ['601.2b', rule], player: p, text: `${playerName(g, p)} casts ${name} for its ${mode} cost` });
  }
  if (draft.costMode?.includes('bestow')) emit(g, { kind: 'announce', rules: ['601.2b', '702.103a', '702.103b'], player: p, text: `${playerName(g, p)} casts ${name} bestowed: it is an Aura spell with enchant creature` });
  // CR 601.2b, 107.3a — the announced value of X is part of the log like the hybrid halves.
  if (cost?.some((sym) => sym.kind === 'variable')) {
    emit(g, { kind: 'announce', rules: ['601.2b', '107.3a'], player: p, text: `${playerName(g, p)} announces X=${draft.x} for ${name}` });
  }
  for (const [i, ch] of announced) {
    const symbol = cost![+i];
    const how = 'life' in ch ? '2 life' : 'half' in ch && symbol.kind === 'hybrid' ? halfText(symbol, ch.half) : symbol.kind === 'phyrexian' ? `{${symbol.color}}` : 'mana';
    const sym = formatSymbol(symbol);
    emit(g, { kind: 'announce', rules: ['601.2b'], player: p, text: `${playerName(g, p)} will pay ${sym} with ${how}` });
  }
  if (draft.targets.length) {
    emit(g, { kind: 'target', rules: ['601.2c', '115.1'], player: p, text: `${name} targets ${draft.targets.flat().map((t) => targetName(g, t)).join(', ')}` });
  }
  if (division && !('code' in division)) {
    so.choices.division = division.shares;
    const to = draft.targets[division.word];
    emit(g, { kind: 'divide', rules: ['601.2d'], player: p, text: `${name} divides ${division.amount} damage: ${to.map((t, i) => `${division.shares[i]} to ${targetName(g, t)}`).join(', ')}` });
  }
  // CR 601.2f — cost increases and reductions are part of the log, so the total paid explains itself.
  for (const ch of changes) {
    const by = ch.generic >= 0 ? `{${ch.generic}} more` : `{${-ch.generic}} less`;
    emit(g, { kind: 'costChange', rules: ['601.2f'], player: p, object: ch.source, text: `${name} costs ${by} (${nameOf(g, ch.source)})` });
  }
  for (const by of own) emit(g, { kind: 'costChange', rules: ['601.2f', '118.7'], player: p, object: stackId, text: `${name} costs ${formatManaCost(by)} less (its own ability)` });
  const err = pay(g, p, total, plan, draft.kind === 'spell' ? stackId : undefined);
  if (err) return err;
  if (extra) payAdditionalCost(g, p, extra.verb, draft.costObjects ?? [], name, objectCostOf(draft.costMode ?? []));
  if (payers) payWithObjects(g, p, payers, draft.manaPaidBy!, name);
  if (draft.kind === 'ability') {
    const ab = activatedAbility(g, draft);
    if (ab.cost.sacrificeSelf) sacrificePermanent(g, p, draft.object, ['602.2b']);
    if (ab.cost.discardSelf) discardCard(g, draft.object, ['602.2b', '702.29a']);
    if (ab.cost.exileSelf) {
      emit(g, { kind: 'payObjects', rules: ['602.2b', '113.6j'], player: p, text: `${playerName(g, p)} exiles ${nameOf(g, draft.object)} from their graveyard to pay the cost` });
      moveObject(g, draft.object, 'exile');
    }
    payCostObjects(g, p, ab, draft.costObjects ?? []);
  }
  so.cast = draft.kind === 'spell';
  if (toUnprepare) unprepareAsCast(g, toUnprepare); // 722.3c, 601.2i: once the costs are paid, as it becomes cast
  emit(g, {
    kind: draft.kind === 'spell' ? 'cast' : 'activate', rules: draft.kind === 'spell' ? ['601.2i'] : ['602.2'], player: p, object: stackId,
    text: `${playerName(g, p)} ${draft.kind === 'spell' ? 'casts' : 'activates'} ${name}${draft.set === 'prototype' ? ' prototyped' : ''}${draft.x ? ` with X=${draft.x}` : ''}`,
  });
  if (draft.kind === 'spell') {
    recordSpellCast(g, p, stackId, from, characteristics(g, stackId).types);
    fireTrigger(g, { type: 'cast', spell: stackId, player: p }); // 601.2i
  }
  fireTargeted(g, stackId, p, draft.targets); // 702.21a ward
  // 608.2g: the resolution goes on (if the cast paused it; otherwise the effect that cast it simply returns).
  if (draft.duringResolution) return g.s.resolving ? continueResolution(g) : null;
  givePriority(g, p, true); // 117.3c
  return null;
}

/** The spell's name for the log; a face-down spell has none (708.2), so the log says only what is public (708.5). */
function spellName(g: Game, draft: CastDraft): string {
  return faceDownAs(draft) ? 'a face-down creature spell' : characteristicsAs(g, draft.object, draft.set).name;
}

function halfText(sym: Extract<ManaCost[number], { kind: 'hybrid' }>, half: 0 | 1): string {
  const h = sym.halves[half];
  return 'color' in h ? `{${h.color}}` : 'generic' in h ? `{${h.generic}}` : '{C}';
}

