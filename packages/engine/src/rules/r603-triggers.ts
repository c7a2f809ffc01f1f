import { CASUALTY_TRIGGER, casualtyPaid, grantedCasualtyTrigger } from './r702-153-casualty';
import { OFFSPRING_TRIGGER, SQUAD_TRIGGER } from './r702-squad-offspring';
import { giftTrigger } from './r702-174-gift';
import type { AbilityDef, CardEntry, Effect, Keyword, ObjectFilter, TargetSpec, TriggerDef } from '../cards/definition';
import { amountOf, manaSpentOn, resolveRef, type EffectContext } from '../effects/context';
import type { Answer } from '../decisions';
import { actionError, type ActionError } from '../errors';
import { emit, list, nameOf, obj, playerName, type Game } from '../state/draft';
import type { DelayedTrigger, GameObject, ObjectId, PendingTrigger, PlayerId, StepName, Target, TriggerContext } from '../state/types';
import { apnapOrder } from './r117-priority';
import { countProblem, describeTarget, legalTargets, isLegalTarget, repeatedTarget, suggestTargets, targetCount, targetName } from './r115-targets';
import { createObject, ceaseToExist } from './r400-zones';
import { characteristics, copiableValues, matchesFilter, type Characteristics } from './r613-characteristics';
import { numberedKeywordTrigger, wardTrigger } from './r702-keywords';
import { withRepresentedAbilities } from './r702-represented-abilities';
import { withChosenModes } from './r700-modes';
import { chapterTriggers } from './r714-sagas';
import { isSaddled } from './r702-171-saddle';
import { stateConditionHolds } from '../effects/conditions';
import { turnHistory } from '../state/turn-history';

type TriggeredDef = Extract<AbilityDef, { kind: 'triggered' }>;

/** An event that triggered abilities watch for (CR 603.2). */
export type TriggerEvent =
  | { type: 'enters'; object: ObjectId }
  /** A permanent left the battlefield; `object` is the new object in `to` (null if it ceased to exist). */
  | { type: 'leaves'; before: ObjectId; object: ObjectId | null; to: string }
  /** A card left `owner`'s graveyard; `object` is the new object it became. */
  | { type: 'leavesGraveyard'; before: ObjectId; object: ObjectId; owner: PlayerId }
  | { type: 'cast'; spell: ObjectId; player: PlayerId }
  /** CR 707.10 — `player` put a copy of a spell on the stack (`spell`: the copy). */
  | { type: 'copy'; spell: ObjectId; player: PlayerId }
  /** CR 508.1m — `object` attacks; `player` is the defending player (506.2: a planeswalker's controller). */
  | { type: 'attacks'; object: ObjectId; player: PlayerId }
  /**
   * CR 708.8, 702.37e — a permanent was turned face up; CR 702.140d — a spell merged with it (mutate); 701.37b — it
   * became monstrous; 701.44b — it explored (`object` may be gone, 701.44c).
   */
  | { type: 'turnedFaceUp' | 'mutates' | 'becomesMonstrous' | 'explores'; object: ObjectId }
  | { type: 'blocks'; object: ObjectId }
  /** CR 509.3g — attacking creature `object` wasn't blocked when its defending player declared blockers. */
  | { type: 'attacksUnblocked'; object: ObjectId }
  /** CR 506.5 — `object` is the only creature declared as an attacker. */
  | { type: 'attacksAlone'; object: ObjectId }
  /** CR 509.3c — attacking creature `object` became blocked; `player` is the defending player. */
  | { type: 'becomesBlocked'; object: ObjectId; player: PlayerId }
  /** CR 509.3d — blocker `object` blocks attacking creature `attacker`; `player` is the defending player. */
  | { type: 'blockedBy'; object: ObjectId; attacker: ObjectId; player: PlayerId }
  | { type: 'beginningOf'; step: StepName }
  | { type: 'scryOrSurveil'; player: PlayerId }
  /** CR 119.3 — a player gained `amount` life; `first`: for the first time this turn. */
  | { type: 'gainLife'; player: PlayerId; amount: number; first: boolean }
  | { type: 'dealsCombatDamageToPlayer'; object: ObjectId; player: PlayerId; amount: number }
  /** `object` became the target of spell or ability `by`, controlled by `player` (115.1, 702.21a). */
  | { type: 'becomesTarget'; object: ObjectId; by: ObjectId; player: PlayerId }
  /** CR 122.6 — `player` put counters of kind `counter` on permanent `object` (or it entered with them). */
  | { type: 'countersPut'; object: ObjectId; counter: string; player: PlayerId }
  /** CR 702.63a — the last counter of kind `counter` was removed from permanent `object`. */
  | { type: 'lastCounterRemoved'; object: ObjectId; counter: string }
  /** Lore counters were put on a Saga: its count went from `before` to `after` (714.2b). */
  | { type: 'loreCounters'; object: ObjectId; before: number; after: number };

/**
 * Keyword abilities that are triggered abilities, written once (DESIGN 7):
 * prowess (702.108a), increment, persist (702.79a), undying (702.93a) and evoke's sacrifice trigger (702.74a).
 */
const KEYWORD_TRIGGERS: Partial<Record<Keyword, AbilityDef>> = {
  prowess: {
    kind: 'triggered', text: 'Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)',
    trigger: { on: 'cast', by: 'you', filter: { notTypes: ['Creature'] } }, targets: [],
    effects: [{ do: 'modifyPT', what: 'self', power: 1, toughness: 1, until: 'endOfTurn' }],
  },
  // Increment (Secrets of Strixhaven reminder text; its rule number is not in the vendored rules yet).
  increment: {
    kind: 'triggered', text: "Increment (Whenever you cast a spell, if the amount of mana you spent is greater than this creature's power or toughness, put a +1/+1 counter on this creature.)",
    trigger: { on: 'cast', by: 'you' }, condition: { kind: 'manaSpentExceedsPowerOrToughness' }, targets: [],
    effects: [{ do: 'putCounters', what: 'self', counter: '+1/+1', n: 1 }],
  },
  // CR 702.40a — storm: "When you cast this spell, copy it for each other spell that was cast before it this turn. If
  // the spell has any targets, you may choose new targets for any of the copies." (The copies aren't cast, 707.10.)
  // @simplification A spell that left the stack before the trigger resolves (countered) is not copied from its last
  // known information: no copies are made, as for every "copy that spell" here.
  storm: {
    kind: 'triggered', text: 'Storm (When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.)',
    trigger: { on: 'cast', by: 'you', self: true }, targets: [],
    effects: [{ do: 'copySpell', what: 'subject', newTargets: true, n: 'spellsCastBeforeSubject' }],
  },
  // CR 702.69a — gravestorm: "When you cast this spell, copy it for each permanent that was put into a graveyard from the
  // battlefield this turn. If the spell has any targets, you may choose new targets for any of the copies." Counted as it
  // resolves; the same simplification as storm's for a spell gone from the stack.
  gravestorm: {
    kind: 'triggered', text: 'Gravestorm (When you cast this spell, copy it for each permanent put into a graveyard this turn. You may choose new targets for the copies.)',
    trigger: { on: 'cast', by: 'you', self: true }, targets: [],
    effects: [{ do: 'copySpell', what: 'subject', newTargets: true, n: 'permanentsToGraveyardThisTurn' }],
  },
  // CR 702.85a — cascade: "When you cast this spell, exile cards from the top of your library until you exile a nonland
  // card whose mana value is less than this spell's mana value. You may cast that card without paying its mana cost
  // [...]. Then put all cards exiled this way that weren't cast on the bottom of your library in a random order."
  cascade: {
    kind: 'triggered', text: 'Cascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom in a random order.)',
    trigger: { on: 'cast', by: 'you', self: true }, targets: [],
    effects: [{ do: 'cascade' }, { do: 'cascadeBottom' }],
  },
  // CR 702.56a — replicate's triggered ability (its optional cost, paid any number of times, is in r601-casting.ts).
  // @simplification One instance of replicate per spell (702.56b: several would each count their own payments).
  replicate: {
    kind: 'triggered', text: 'Replicate (When you cast this spell, if a replicate cost was paid for it, copy it for each time its replicate cost was paid. You may choose new targets for the copies.)',
    trigger: { on: 'cast', by: 'you', self: true }, condition: { kind: 'subjectReplicated' }, targets: [],
    effects: [{ do: 'copySpell', what: 'subject', newTargets: true, n: 'timesReplicated' }],
  },
  persist: {
    kind: 'triggered', text: "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
    trigger: { on: 'dies', who: 'self' }, condition: { kind: 'subjectHadNoCounters', counter: '-1/-1' }, targets: [],
    effects: [{ do: 'moveCard', what: 'subject', to: 'battlefield', under: 'owner', withCounters: { '-1/-1': 1 } }],
  },
  // CR 702.83a, 702.91a, 702.25a — exalted, battle cry and flanking (each instance triggers separately: 702.83a's
  // "for each instance", 702.91b, 702.25b).
  exalted: {
    kind: 'triggered', text: 'Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)',
    trigger: { on: 'attacksAlone', who: { types: ['Creature'], controller: 'you' } }, targets: [],
    effects: [{ do: 'modifyPT', what: 'subject', power: 1, toughness: 1, until: 'endOfTurn' }],
  },
  'battle cry': {
    kind: 'triggered', text: 'Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)',
    trigger: { on: 'attacks', who: 'self' }, targets: [],
    effects: [{ do: 'modifyPT', what: { each: { types: ['Creature'], attacking: true, other: true } }, power: 1, toughness: 0, until: 'endOfTurn' }],
  },
  flanking: {
    kind: 'triggered', text: 'Flanking (Whenever this creature becomes blocked by a creature without flanking, the blocking creature gets -1/-1 until end of turn.)',
    trigger: { on: 'blockedBy', who: 'self', blockerWithout: 'flanking' }, targets: [],
    effects: [{ do: 'modifyPT', what: 'subject', power: -1, toughness: -1, until: 'endOfTurn' }],
  },
  casualty: CASUALTY_TRIGGER,
  squad: SQUAD_TRIGGER,
  offspring: OFFSPRING_TRIGGER,
  // CR 702.74a — evoke's triggered ability (its alternative cost is in r601-casting.ts).
  evoke: {
    kind: 'triggered', text: 'Evoke (When this permanent enters, if its evoke cost was paid, its controller sacrifices it.)',
    trigger: { on: 'enters', who: 'self' }, condition: { kind: 'alternativeCostPaid', cost: 'evoke' }, targets: [],
    effects: [{ do: 'sacrifice', what: 'self' }],
  },
  undying: {
    kind: 'triggered', text: "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)",
    trigger: { on: 'dies', who: 'self' }, condition: { kind: 'subjectHadNoCounters', counter: '+1/+1' }, targets: [],
    effects: [{ do: 'moveCard', what: 'subject', to: 'battlefield', under: 'owner', withCounters: { '+1/+1': 1 } }],
  },
};

/** The triggered abilities an object has: its own and those its keywords stand for. */
function triggeredAbilities(c: Characteristics): readonly TriggeredDef[] {
  let out: TriggeredDef[] | undefined; // allocated only when there is one: asked of every permanent on every event
  for (const a of withRepresentedAbilities(c.abilities)) {
    if (a.kind === 'triggered') (out ??= []).push(a);
    else if (a.kind === 'static' && a.effect.kind === 'spellsHaveCasualty') (out ??= []).push(grantedCasualtyTrigger(a.effect.spells)); // 702.153a
    else if (a.kind === 'keyword') {
      const t = KEYWORD_TRIGGERS[a.keyword] ?? wardTrigger(a) ?? numberedKeywordTrigger(a) ?? giftTrigger(a);
      if (t) (out ??= []).push(t as TriggeredDef);
    }
  }
  return out ?? NO_TRIGGERS;
}

const NO_TRIGGERS: readonly TriggeredDef[] = [];

/** The triggered ability a keyword is defined as (storm, prowess, ...), or undefined: a keyword with no parameter. */
export function keywordTrigger(keyword: Keyword): Extract<AbilityDef, { kind: 'triggered' }> | undefined {
  return KEYWORD_TRIGGERS[keyword] as Extract<AbilityDef, { kind: 'triggered' }> | undefined;
}

/** Whether `player` is whose a trigger or replacement effect controlled by `controller` watches. */
export function whoseOk(whose: 'self' | 'you' | 'opponent' | 'any', controller: PlayerId, player: PlayerId): boolean {
  return whose === 'any' || (whose === 'opponent' ? player !== controller : player === controller);
}

/** Does trigger `t` of `source` (with characteristics `sc`) fire for event `ev`? The subject's characteristics come from `subject`. */
function matches(g: Game, t: TriggerDef, sourceId: ObjectId, sc: Characteristics, ev: TriggerEvent, subject: { o: GameObject; c: Characteristics } | null): boolean {
  switch (t.on) {
    case 'enters':
      return ev.type === 'enters' && aboutObject(t, t.who, ev.object, sourceId, sc, subject);
    case 'dies':
      return ev.type === 'leaves' && ev.to === 'graveyard' && aboutObject(t, t.who, ev.before, sourceId, sc, subject) && !!subject?.c.types.includes('Creature');
    case 'leaves':
      return ev.type === 'leaves' && (!t.to || ev.to === t.to) && aboutObject(t, t.who, ev.before, sourceId, sc, subject);
    case 'leavesGraveyard':
      return ev.type === 'leavesGraveyard' && whoseOk(t.whose, sc.controller, ev.owner);
    case 'attacks':
      return ev.type === 'attacks' && aboutObject(t, t.who, ev.object, sourceId, sc, subject) && (!t.mostLife || attacksPlayerWithMostLife(g, ev.object))
        && (!t.withGreaterPower || attacksWithGreaterPower(g, ev.object)) && (!t.whileSaddled || isSaddled(g, ev.object));
    case 'blocks':
      return ev.type === t.on && aboutObject(t, t.who, ev.object, sourceId, sc, subject);
    case 'attacksAlone':
      return ev.type === 'attacksAlone' && aboutObject(t, t.who, ev.object, sourceId, sc, subject);
    case 'becomesBlocked':
      return (ev.type === 'becomesBlocked' || (!!t.orBlocks && ev.type === 'blocks')) && ev.object === sourceId;
    case 'blockedBy':
      return ev.type === 'blockedBy' && ev.attacker === sourceId && !!subject
        && !(t.blockerWithout && subject.c.abilities.some((a) => a.kind === 'keyword' && a.keyword === t.blockerWithout));
    case 'dealsCombatDamageToPlayer':
    case 'attacksUnblocked':
    case 'turnedFaceUp':
    case 'mutates':
    case 'becomesMonstrous':
    case 'explores':
      return ev.type === t.on && aboutObject(t, t.who, ev.object, sourceId, sc, subject);
    case 'cast':
      if (ev.type === 'copy') return !!t.orCopy && whoseOk(t.by, sc.controller, ev.player) && (!t.filter || (!!subject && matchesFilter(subject.c, subject.o, t.filter, sc.controller, sourceId)));
      if (t.self && (ev.type !== 'cast' || ev.spell !== sourceId || (t.while && !stateConditionHolds(g, t.while, sc.controller, sourceId)))) return false;
      return ev.type === 'cast' && whoseOk(t.by, sc.controller, ev.player) && (!t.filter || (!!subject && matchesFilter(subject.c, subject.o, t.filter, sc.controller, sourceId, subject.o.choices?.x)))
        && castMatches(g, t, ev.spell, ev.player);
    case 'gainLife':
      return ev.type === 'gainLife' && (!t.firstEachTurn || ev.first) && whoseOk(t.by, sc.controller, ev.player);
    case 'scryOrSurveil':
      return ev.type === 'scryOrSurveil' && whoseOk(t.by, sc.controller, ev.player);
    case 'beginningOf':
      return ev.type === 'beginningOf' && (ev.step === t.step || (t.step === 'main' && (ev.step === 'main1' || ev.step === 'main2'))) && whoseOk(t.whose, sc.controller, g.s.turn.active);
    case 'becomesTarget':
      return ev.type === 'becomesTarget' && ev.object === sourceId && whoseOk(t.by, sc.controller, ev.player)
        && (!t.spellsOnly || (g.s.objects[ev.by] ?? g.s.lki[ev.by]?.object)?.kind !== 'ability');
    case 'countersPut':
    case 'lastCounterRemoved':
      return ev.type === t.on && ev.object === sourceId && ev.counter === t.counter;
    case 'chapter':
      return chapterTriggers(g, t.n, sourceId, sc, ev);
    case 'reflexive':
      return false; // 603.12: checked only as it is created
    case 'miracle':
      return false; // 702.94a: put there by the draw (r702-94-miracle.ts)
    case 'madness':
      return false; // 702.35a: put there by the discard (r702-35-madness.ts)
    case 'state':
      return false; // 603.8: checked against the game state, not events (fireStateTriggers)
  }
}

/**
 * Whether the object an event is about (`id`) is the one trigger `t` names: its source ("this"), or one its filter
 * `who` matches ("another creature you control", "this or another"). (Module-level: a named closure in `matches`
 * cost tsx's keepNames an Object.defineProperty per ability checked.)
 */
function aboutObject(t: TriggerDef, who: 'self' | ObjectFilter, id: ObjectId, sourceId: ObjectId, sc: Characteristics, subject: { o: GameObject; c: Characteristics } | null): boolean {
  if (who === 'self') return id === sourceId;
  return ('orSelf' in t && !!t.orSelf && id === sourceId) || (!!subject && matchesFilter(subject.c, subject.o, who, sc.controller, sourceId));
}

/** CR 702.105a — `attacker` attacks a player (not a planeswalker) with the most life or tied for most life. */
function attacksPlayerWithMostLife(g: Game, attacker: ObjectId): boolean {
  const p = g.s.turn.combat?.attackers[attacker]?.player;
  return !!p && g.s.order.every((q) => g.s.players[q].left || g.s.players[q].life <= g.s.players[p].life);
}

/** CR 702.149a — at least one other attacking creature has power greater than `attacker`'s. */
function attacksWithGreaterPower(g: Game, attacker: ObjectId): boolean {
  const power = characteristics(g, attacker).power ?? 0;
  return Object.keys(g.s.turn.combat?.attackers ?? {}).some((id) => id !== attacker && (characteristics(g, id).power ?? 0) > power);
}

/**
 * "from your hand" (the zone it was cast from, 601.2a), "your nth spell each turn" (the turn's record) and
 * "a spell that targets a creature" (its targets, chosen as it was cast, 601.2c).
 */
function castMatches(g: Game, t: Extract<TriggerDef, { on: 'cast' }>, spell: ObjectId, p: PlayerId): boolean {
  const mine = turnHistory(g).spellsCast.filter((s) => s.player === p);
  const i = mine.findIndex((s) => s.spell === spell);
  if (t.fromHand && mine[i]?.from !== 'hand') return false;
  if (t.targeting) {
    const chosen = (g.s.objects[spell]?.choices?.targets ?? []).flat();
    if (!chosen.some((x) => 'object' in x && g.s.objects[x.object] && matchesFilter(characteristics(g, x.object), g.s.objects[x.object], t.targeting!, p, spell))) return false;
  }
  return t.nth === undefined || i + 1 === t.nth;
}

/** The object an event is about, with its characteristics (as it last existed for a leaving permanent, 603.10a). */
function subjectOf(g: Game, ev: TriggerEvent): { id: ObjectId; o: GameObject; c: Characteristics } | null {
  const id = ev.type === 'leaves' || ev.type === 'leavesGraveyard' ? ev.before : ev.type === 'cast' || ev.type === 'copy' ? ev.spell : ev.type === 'becomesTarget' ? ev.by : ev.type === 'beginningOf' || ev.type === 'scryOrSurveil' || ev.type === 'gainLife' ? null : ev.object;
  if (!id) return null;
  const live = g.s.objects[id];
  if (live) return { id, o: live, c: characteristics(g, id) };
  const last = g.s.lki[id];
  return last ? { id, o: last.object, c: copiableValuesAsLastKnown(g, last.object, last) } : null;
}

/** An object's characteristics as it last existed (608.2h, 603.10). */
export function copiableValuesAsLastKnown(g: Game, o: GameObject, last: NonNullable<Game['s']['lki'][string]>): Characteristics {
  return { ...copiableValues(g, o), name: last.name, power: last.power, toughness: last.toughness, types: last.types, colors: last.colors, controller: last.controller, abilities: last.abilities };
}

/** CR 702.56a — how many times the replicate cost of a spell (or the spell it was, as it last existed) was paid. */
export function timesReplicated(g: Game, spell: ObjectId | undefined): number {
  const o = spell ? g.s.objects[spell] ?? g.s.lki[spell]?.object : undefined;
  return o?.choices?.costMode.filter((m) => m === 'replicate').length ?? 0;
}

/** CR 603.4 — an intervening "if" clause. */
function conditionHolds(g: Game, def: Extract<AbilityDef, { kind: 'triggered' }>, ctx: TriggerContext, controller: PlayerId, source: ObjectId): boolean {
  const c = def.condition;
  if (!c) return true;
  if (c.kind === 'casualtyPaid') return casualtyPaid(g, ctx.subject); // 702.153a
  if (c.kind === 'manaSpentExceedsPowerOrToughness') {
    // Checked when it triggers and again on resolution (603.4), against the creature's current power and toughness.
    const spent = manaSpentOn(g, ctx.subject);
    const me = g.s.objects[source] ? characteristics(g, source) : null;
    return !!me && (spent > (me.power ?? 0) || spent > (me.toughness ?? 0));
  }
  if (c.kind === 'subjectReplicated') return timesReplicated(g, ctx.subject) > 0; // 702.56a
  if (c.kind === 'subjectHasGreaterPowerOrToughness') return subjectIsGreater(g, ctx, source);
  if (c.kind !== 'subjectHadNoCounters' && c.kind !== 'subjectHadCounters') return stateConditionHolds(g, c, controller, source);
  const before = ctx.subjectBefore ? g.s.lki[ctx.subjectBefore]?.object ?? g.s.objects[ctx.subjectBefore] : undefined;
  if (c.kind === 'subjectHadCounters') return !!before && Object.values(before.counters).some((n) => n > 0);
  return !before || !(before.counters[c.counter] > 0);
}

/**
 * CR 702.100a, 702.100c — evolve's comparison: the subject's power or toughness (as it last existed if it has left)
 * is greater than the source creature's; a noncreature has neither, so neither side is then greater.
 */
function subjectIsGreater(g: Game, ctx: TriggerContext, source: ObjectId): boolean {
  const id = ctx.subjectBefore;
  const live = id && g.s.objects[id]?.zone === 'battlefield';
  const them = live ? characteristics(g, id) : id ? g.s.lki[id] : undefined;
  const me = g.s.objects[source] ? characteristics(g, source) : null;
  if (!them || !me || !them.types.includes('Creature') || !me.types.includes('Creature')) return false;
  return (them.power ?? 0) > (me.power ?? 0) || (them.toughness ?? 0) > (me.toughness ?? 0);
}

/**
 * CR 603.2 — an event happened: every triggered ability whose trigger condition it meets triggers and waits
 * to be put on the stack (603.3). Leaves-the-battlefield abilities look back in time (603.10a); abilities of
 * an entering permanent look forward (603.6a).
 */
export function fireTrigger(g: Game, ev: TriggerEvent): void {
  const subject = subjectOf(g, ev);
  // Every source's characteristics are taken before any ability triggers; two parallel lists rather than an object
  // per source, as this runs for every event.
  const ids: ObjectId[] = [];
  const chars: Characteristics[] = [];
  for (const id of g.s.battlefield) if (!g.s.objects[id].phasedOut) { ids.push(id); chars.push(characteristics(g, id)); }
  for (const id of g.s.command) { ids.push(id); chars.push(characteristics(g, id)); } // 114.4: an emblem's abilities work there
  const castSpell = ev.type === 'cast' ? ev.spell : null;
  if (castSpell !== null && g.s.objects[castSpell]) { ids.push(castSpell); chars.push(characteristics(g, castSpell)); } // 113.6b: "when you cast this spell"
  if (ev.type === 'leaves' && subject) { ids.push(ev.before); chars.push(subject.c); }
  const firstInGraveyard = ids.length;
  addGraveyardSources(g, ids, chars);
  for (let i = 0; i < ids.length; i++) {
    const inGraveyard = i >= firstInGraveyard;
    const id = ids[i];
    const c = chars[i];
    for (const def of triggeredAbilities(c)) {
      if ((def.zone === 'graveyard') !== inGraveyard) continue; // 113.6k: such an ability works only there
      // 113.6b: a spell's abilities trigger on the stack only when they say so ("when you cast this spell"), and such
      // an ability works only there.
      if ((id === castSpell) !== (def.trigger.on === 'cast' && !!def.trigger.self)) continue;
      if (!matches(g, def.trigger, id, c, ev, subject)) continue;
      if (def.trigger.batched && triggeredThisInstruction(g, id, def)) continue; // 603.2c
      const context: TriggerContext = {
        event: ev.type,
        subject: ev.type === 'leaves' || ev.type === 'leavesGraveyard' ? ev.object ?? undefined : subject?.id,
        subjectBefore: subject?.id,
        player: 'player' in ev ? ev.player : undefined,
        amount: ev.type === 'dealsCombatDamageToPlayer' || ev.type === 'gainLife' ? ev.amount : undefined,
        ...(def.trigger.batched ? { instruction: g.s.instruction ?? 0 } : {}),
      };
      if (!conditionHolds(g, def, context, c.controller, id)) continue; // 603.4
      const sourceName = c.name || nameOf(g, id); // 708.2, 114.3: no name
      list<PendingTrigger>(g, { shared: 'triggers' }).push({
        source: id, sourceName, def, controller: c.controller, context, ordered: false,
      });
      emit(g, { kind: 'trigger', rules: [...(def.trigger.batched ? ['603.2', '603.2c'] : ['603.2']), ...(inGraveyard ? ['113.6k'] : [])], object: id, text: `${sourceName}'s ability triggers: ${def.text}` });
    }
  }
  fireDelayed(g, ev, subject);
}

/** Whether a card's printed behaviour has a triggered ability that works from a graveyard (cached: checked on every event). */
const triggersInGraveyard = new WeakMap<CardEntry, boolean>();

/** CR 113.6k — adds the cards in graveyards with a triggered ability that functions there, with their characteristics. */
function addGraveyardSources(g: Game, ids: ObjectId[], chars: Characteristics[]): void {
  for (const p of g.s.order) {
    for (const id of g.s.players[p].graveyard) {
      const entry = g.cards.get(g.s.objects[id].card);
      if (!entry) continue;
      let has = triggersInGraveyard.get(entry);
      if (has === undefined) {
        has = Object.values(entry.behaviour ?? {}).some((f) => f?.abilities.some((a) => a.kind === 'triggered' && a.zone === 'graveyard'));
        triggersInGraveyard.set(entry, has);
      }
      if (has) { ids.push(id); chars.push(characteristics(g, id)); }
    }
  }
}

/**
 * CR 603.2c — an instruction begins (an effect of a resolving spell or ability, a check of state-based
 * actions): the events it makes happen at once, and a "one or more" trigger triggers once for all of them.
 * @simplification The moves while casting a spell or activating an ability (601.2a, 601.2h) are not told
 * apart: events there share the instruction before them until the next one begins.
 */
export function nextInstruction(g: Game): void {
  // Only a waiting "one or more" trigger remembers an instruction: without one, the number needn't change.
  const now = g.s.instruction ?? 0;
  if (g.s.triggers.some((t) => t.context.instruction === now)) g.s.instruction = now + 1;
}

/** CR 603.2c — whether a "one or more" ability of `source` already triggered on an event of the current instruction. */
function triggeredThisInstruction(g: Game, source: ObjectId, def: Extract<AbilityDef, { kind: 'triggered' }>): boolean {
  const now = g.s.instruction ?? 0;
  return g.s.triggers.some((t) => t.source === source && t.def.kind === 'triggered' && t.def.text === def.text && t.context.instruction === now);
}

/**
 * CR 603.8 — state triggers: an ability whose condition is true of the game state triggers, and doesn't
 * trigger again while it waits or is on the stack; once it has left the stack, it triggers again if its
 * object is still there and the condition still holds.
 * The state is checked whenever a player would receive priority (with the state-based actions) and after
 * each instruction of a resolving spell or ability, so a state true only for a moment in the middle of a
 * resolution triggers too (603.8's example).
 * @simplification Within one instruction (one effect of the definition) the state is not checked.
 */
export function fireStateTriggers(g: Game): void {
  for (const id of g.s.battlefield) {
    if (g.s.objects[id].phasedOut) continue;
    const c = characteristics(g, id);
    // State triggers are written out (no keyword stands for one).
    for (const def of c.abilities) if (def.kind === 'triggered' && def.trigger.on === 'state') fireStateTrigger(g, id, c, def);
  }
}

/**
 * CR 603.8 — state trigger `def` of permanent `id` triggers if its condition holds and it isn't already waiting or
 * on the stack. (Apart from `fireStateTriggers`: its closures would make that loop allocate a scope for every
 * permanent, every time the state is checked.)
 */
function fireStateTrigger(g: Game, id: ObjectId, c: Characteristics, def: TriggeredDef): void {
  const t = def.trigger as Extract<TriggerDef, { on: 'state' }>;
  const pending = g.s.triggers.some((w) => w.source === id && w.def.kind === 'triggered' && w.def.text === def.text)
    || g.s.stack.some((s) => g.s.objects[s].ability?.source === id && g.s.objects[s].ability?.def.kind === 'triggered' && (g.s.objects[s].ability!.def as typeof def).text === def.text);
  if (pending) return;
  const holds = !g.s.battlefield.some((o) => !g.s.objects[o].phasedOut && matchesFilter(characteristics(g, o), g.s.objects[o], t.youControlNo, c.controller, id) && characteristics(g, o).controller === c.controller);
  if (!holds) return;
  list<PendingTrigger>(g, { shared: 'triggers' }).push({ source: id, sourceName: c.name, def, controller: c.controller, context: { event: 'state' }, ordered: false });
  emit(g, { kind: 'trigger', rules: ['603.8'], object: id, text: `${c.name}'s ability triggers: ${def.text}` });
}

/**
 * CR 603.7b — delayed triggered abilities trigger only once, the next time their event occurs: each that
 * matches waits to be put on the stack like any other triggered ability and is removed from `delayed`.
 * Its context carries what it refers to (603.7c): the creator's targets and subject.
 * One that can trigger only "this turn" is removed once that turn is over, unused.
 */
function fireDelayed(g: Game, ev: TriggerEvent, subject: { id: ObjectId; o: GameObject; c: Characteristics } | null): void {
  const waiting = g.s.delayed ?? [];
  if (!waiting.length) return;
  for (const d of waiting) {
    if (d.thisTurnOnly && d.createdTurn !== g.s.turn.number) {
      const delayed = list<DelayedTrigger>(g, { shared: 'delayed' });
      delayed.splice(delayed.findIndex((x) => x.id === d.id), 1);
      continue;
    }
    const def = d.def as Extract<AbilityDef, { kind: 'triggered' }>;
    const sc = { ...(subject?.c ?? EMPTY_CHARACTERISTICS), controller: d.controller };
    if (!matches(g, def.trigger, d.source, sc, ev, subject)) continue;
    if (!d.recurring) {
      const delayed = list<DelayedTrigger>(g, { shared: 'delayed' });
      delayed.splice(delayed.findIndex((x) => x.id === d.id), 1);
    }
    const context: TriggerContext = { event: ev.type, subject: d.subject ?? subject?.id, subjectBefore: subject?.id, targets: d.targets, ...(d.amount === undefined ? {} : { amount: d.amount }) };
    list<PendingTrigger>(g, { shared: 'triggers' }).push({ source: d.source, sourceName: d.sourceName, def, controller: d.controller, context, ordered: false });
    emit(g, { kind: 'trigger', rules: ['603.7b'], object: d.source, text: `the delayed triggered ability of ${d.sourceName} triggers: ${def.text}` });
  }
}

const EMPTY_CHARACTERISTICS: Characteristics = {
  name: '', manaCost: null, colors: [], supertypes: [], types: [], subtypes: [], power: null, toughness: null, loyalty: null, abilities: [], text: '', controller: '',
};

/**
 * What a reference of a resolving effect means after the earlier effects of that resolution: an object that
 * left its zone during it is followed to the card it became there ("that card", 400.7, 608.2c); one that was
 * already gone when the resolution began (an illegal target) means nothing.
 */
export function followObject(g: Game, id: ObjectId): ObjectId | null {
  if (g.s.objects[id]) return id;
  const origin = g.s.lki[id]?.object.origin;
  if (!origin) return null;
  for (const oid in g.s.objects) {
    const o = g.s.objects[oid];
    if (o.origin === origin && o.kind !== 'ability') return oid;
  }
  return null;
}

/**
 * CR 603.7, 603.7c–e — a resolving spell or ability creates a delayed triggered ability. Its source is the
 * spell, or the source of the ability; its controller is the player who controlled that spell or ability as
 * it resolved. The objects it refers to (the creator's targets and subject, where earlier effects put them)
 * are locked in now: if one later changes zones, it is a new object and the ability won't affect it. One `about`
 * the tokens the resolution created refers to those tokens only (111.1, 603.7c).
 */
export function createDelayedTrigger(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'delayed' }>): void {
  const targets: Target[][] = e.about === 'created' ? [resolveRef(g, ctx, 'created')] : ctx.targets.map((ts, i) => (ctx.legal[i] === false ? [] : ts.flatMap((t): Target[] => {
    if ('player' in t) return g.s.players[t.player]?.left ? [] : [t];
    const id = followObject(g, t.object);
    return id ? [{ object: id }] : [];
  })));
  const subject = ctx.subject ? followObject(g, ctx.subject) ?? undefined : undefined;
  const sourceName = nameOf(g, ctx.source);
  g.s.delayed ??= []; // a state saved before delayed triggers existed
  list<DelayedTrigger>(g, { shared: 'delayed' }).push({
    id: `d${g.s.nextId++}`, source: ctx.source, sourceName, controller: ctx.controller,
    def: { kind: 'triggered', text: e.text, trigger: e.when, targets: [], effects: e.effects },
    targets, subject, createdTurn: g.s.turn.number, ...(e.thisTurnOnly ? { thisTurnOnly: true } : {}),
    ...(e.amount === undefined ? {} : { amount: amountOf(g, ctx, e.amount) }),
  });
  emit(g, { kind: 'delayedTrigger', rules: ['603.7a'], player: ctx.controller, text: `${sourceName} creates a delayed triggered ability: ${e.text}` });
}

/**
 * CR 603.12 — a resolving spell or ability creates a reflexive triggered ability ("When you do, ..."). It is
 * checked at once: it triggers if its condition happened earlier in this resolution, then waits to be put on
 * the stack (after the resolution, 603.3) with its own targets (603.3d).
 */
export function createReflexiveTrigger(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'reflexive' }>): void {
  const last = ctx.chosen[ctx.chosen.length - 1];
  if (e.if === 'chose' && !last) return;
  triggerReflexive(g, ctx.source, ctx.controller, e, { event: 'reflexive', subject: last ?? ctx.subject, ...(ctx.x ? { x: ctx.x } : {}) }, ['603.12']);
}

/**
 * CR 603.12, 603.3 — a reflexive triggered ability of `source` triggers (by a resolving effect, or by a mana ability's
 * cost being paid, 605.5a): it waits to be put on the stack the next time a player would receive priority.
 */
export function triggerReflexive(g: Game, source: ObjectId, controller: PlayerId, e: Extract<Effect, { do: 'reflexive' }>, context: TriggerContext, rules: string[]): void {
  const sourceName = nameOf(g, source);
  const def: AbilityDef = { kind: 'triggered', text: e.text, trigger: { on: 'reflexive' }, targets: e.targets, effects: e.effects };
  list<PendingTrigger>(g, { shared: 'triggers' }).push({ source, sourceName, def, controller, context, ordered: false });
  emit(g, { kind: 'trigger', rules, object: source, text: `${sourceName}'s reflexive triggered ability triggers: ${e.text}` });
}

/**
 * CR 115.1, 702.21a — the objects a spell or ability on the stack (`by`, controlled by `player`) targets
 * become its targets: each triggers "becomes the target" abilities once (ward).
 */
export function fireTargeted(g: Game, by: ObjectId, player: PlayerId, targets: Target[][]): void {
  const objects = new Set(targets.flat().flatMap((t) => ('object' in t ? [t.object] : [])));
  for (const object of objects) if (g.s.objects[object]?.zone === 'battlefield') fireTrigger(g, { type: 'becomesTarget', object, by, player });
}

/**
 * CR 603.3, 603.3b — waiting triggered abilities are put on the stack the next time a player would receive
 * priority: the active player's first, in the order they choose, then each other player's in turn order.
 * Returns true if a decision now pends or something was put on the stack.
 */
export function placeTriggers(g: Game): boolean {
  if (!g.s.triggers.length) return false;
  for (const p of apnapOrder(g)) {
    const mine = g.s.triggers.filter((t) => t.controller === p);
    if (!mine.length) continue;
    if (mine.length > 1 && !mine.every((t) => t.ordered)) {
      g.s.pending = {
        id: g.s.seq, player: p, rule: '603.3b', prompt: `${playerName(g, p)} orders their triggered abilities (first is put on the stack first)`,
        kind: 'orderTriggers', triggers: mine.map((t) => `${t.sourceName}: ${t.def.kind === 'triggered' ? t.def.text : ''}`),
        suggested: mine.map((_, i) => i),
      };
      return true;
    }
    for (const t of mine) if (putOnStack(g, t)) return true;
  }
  // Players who left keep no triggers (800.4a).
  list<PendingTrigger>(g, { shared: 'triggers' }).length = 0;
  return true;
}

/** CR 603.3d — puts one trigger on the stack; returns true if its targets must be chosen first. */
function putOnStack(g: Game, t: PendingTrigger): boolean {
  const triggers = list<PendingTrigger>(g, { shared: 'triggers' });
  triggers.splice(triggers.indexOf(t), 1);
  const def = t.def as Extract<AbilityDef, { kind: 'triggered' }>;
  const src = g.s.objects[t.source] ?? g.s.lki[t.source]?.object;
  const id = createObject(g, {
    card: src?.card ?? t.sourceName, owner: t.controller, controller: t.controller,
    // A token's ability has its source's copiable values, since no printed card stands behind the name.
    ...(src?.base ? { base: src.base } : {}),
    zone: 'stack', kind: 'ability', ability: { source: t.source, sourceCard: t.sourceName, def, trigger: t.context },
  });
  emit(g, { kind: 'triggerStack', rules: ['603.3'], object: id, text: `${t.sourceName}'s triggered ability is put on the stack` });
  if (def.modes) return askTriggerModes(g, id, def);
  return askTriggerTargets(g, id);
}

/** The legal choices for each target requirement of a triggered ability on the stack, and a suggested choice. */
function triggerTargetChoices(g: Game, o: GameObject, specs: TargetSpec[]) {
  const requirements = specs.map((spec) => ({ description: describeTarget(spec), ...targetCount(spec), legal: legalTargets(g, spec, o.controller, null, o.ability!.source) }));
  return { requirements, suggested: suggestTargets(specs, requirements.map((r) => r.legal)) };
}

/**
 * CR 700.2b, 603.3c — a modal triggered ability: its controller chooses the modes as it is put on the stack;
 * a mode whose targets can't all be chosen can't be chosen, and with too few modes left it is removed.
 */
function askTriggerModes(g: Game, id: ObjectId, def: Extract<AbilityDef, { kind: 'triggered' }>): boolean {
  const o = g.s.objects[id];
  const modes = def.modes!;
  const legal = modes.map((_, i) => i).filter((i) => triggerTargetChoices(g, o, modes[i].targets).suggested !== null);
  const { min, max } = def.chooseModes ?? { min: 1, max: 1 };
  if (legal.length < min) {
    ceaseToExist(g, id, ['603.3c'], 'no mode of its triggered ability can be chosen');
    return false;
  }
  g.s.pending = {
    id: g.s.seq, player: o.controller, rule: '700.2b', prompt: `${playerName(g, o.controller)} chooses ${min === max ? min : `${min} to ${max}`} mode(s) for ${o.ability!.sourceCard}'s triggered ability`,
    kind: 'triggerModes', ability: id, options: modes.map((m) => m.text), legal, min, max, suggested: legal.slice(0, Math.max(min, Math.min(1, max))),
  };
  return true;
}

/** CR 603.3d — asks for the targets of a triggered ability on the stack; returns true if a decision pends. */
function askTriggerTargets(g: Game, id: ObjectId): boolean {
  const o = g.s.objects[id];
  const def = o.ability!.def as Extract<AbilityDef, { kind: 'triggered' }>;
  if (!def.targets.length) return false;
  const { requirements, suggested } = triggerTargetChoices(g, o, def.targets);
  if (!suggested) {
    ceaseToExist(g, id, ['603.3d'], 'no legal targets for its triggered ability');
    return false;
  }
  g.s.pending = {
    id: g.s.seq, player: o.controller, rule: '603.3d', prompt: `${playerName(g, o.controller)} chooses targets for ${o.ability!.sourceCard}'s triggered ability`,
    kind: 'triggerTargets', ability: id, requirements, suggested,
  };
  return true;
}

/** Answers the 603.3b order or the 603.3d targets of a trigger. */
export function answerTrigger(g: Game, p: PlayerId, answer: Answer): ActionError | null {
  const d = g.s.pending!;
  if (d.kind === 'orderTriggers') {
    if (answer.kind !== 'orderTriggers') return actionError('wrong-decision', '603.3b', 'expected an order of triggers');
    const mine = g.s.triggers.filter((t) => t.controller === p);
    const order = answer.order;
    if (order.length !== mine.length || new Set(order).size !== order.length || order.some((i) => !(i >= 0 && i < mine.length))) {
      return actionError('illegal-choice', '603.3b', `give each of the ${mine.length} triggers once`);
    }
    const others = g.s.triggers.filter((t) => t.controller !== p);
    g.s.triggers = [...order.map((i) => ({ ...mine[i], ordered: true })), ...others];
    g.ownedLists.add('triggers');
    g.s.pending = null;
    return null;
  }
  if (d.kind === 'triggerModes') {
    if (answer.kind !== 'announce' || !answer.modes) return actionError('wrong-decision', '700.2b', 'expected the modes');
    const modes = answer.modes;
    if (modes.length < d.min || modes.length > d.max || new Set(modes).size !== modes.length || modes.some((m) => !d.legal.includes(m))) {
      return actionError('illegal-choice', '700.2b', `choose ${d.min === d.max ? d.min : `${d.min} to ${d.max}`} of the modes ${d.legal.map((m) => m + 1).join(', ')}, each once`);
    }
    const o = obj(g, d.ability);
    const def = o.ability!.def as Extract<AbilityDef, { kind: 'triggered' }>;
    o.ability = { ...o.ability!, def: withChosenModes(def, modes) };
    o.choices = { set: 'normal', modes, x: 0, announced: {}, targets: [], costMode: [] };
    emit(g, { kind: 'modes', rules: ['700.2b'], object: d.ability, text: `${nameOf(g, d.ability)}: ${modes.length ? modes.map((m) => `"${d.options[m]}"`).join(', ') : 'no mode'} chosen` });
    g.s.pending = null;
    askTriggerTargets(g, d.ability);
    return null;
  }
  if (d.kind !== 'triggerTargets' || answer.kind !== 'targets') return actionError('wrong-decision', d.rule, 'expected targets');
  const o = g.s.objects[d.ability];
  const def = o.ability!.def as Extract<AbilityDef, { kind: 'triggered' }>;
  if (answer.targets.length !== def.targets.length) return actionError('illegal-target', '603.3d', `choose ${def.targets.length} target(s)`);
  for (let i = 0; i < def.targets.length; i++) {
    const chosen: Target[] = answer.targets[i];
    const bad = countProblem(def.targets[i], chosen);
    if (bad) return actionError('illegal-target', bad.rule, bad.why);
    if (chosen.some((t) => !isLegalTarget(g, def.targets[i], t, p, null, 0, o.ability!.source))) {
      return actionError('illegal-target', '603.3d', `that is not a legal choice for "${describeTarget(def.targets[i])}"`);
    }
  }
  const repeated = repeatedTarget(def.targets, answer.targets);
  if (repeated >= 0) return actionError('illegal-target', '115.3', `"${describeTarget(def.targets[repeated])}" must be a different object from the earlier target`);
  obj(g, o.id).choices = { set: 'normal', modes: o.choices?.modes ?? [], x: 0, announced: {}, targets: answer.targets, costMode: [] };
  emit(g, { kind: 'target', rules: ['603.3d', '115.1'], object: o.id, text: `${nameOf(g, o.id)} targets ${answer.targets.flat().map((t) => targetName(g, t)).join(', ')}` });
  fireTargeted(g, o.id, p, answer.targets);
  g.s.pending = null;
  return null;
}

/** CR 603.4 — on resolution, an intervening "if" clause is checked again; if false the ability does nothing. */
export function interveningIfStillHolds(g: Game, o: GameObject): boolean {
  const def = o.ability?.def;
  if (!def || def.kind !== 'triggered' || !o.ability?.trigger) return true;
  return conditionHolds(g, def, o.ability.trigger, o.controller, o.ability.source);
}
