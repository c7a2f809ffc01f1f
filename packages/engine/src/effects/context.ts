import type { Amount, ObjectFilter, Ref } from '../cards/definition';
import { manaValue } from '../mana/value';
import { BASIC_LAND_TYPES, characteristics, matchesFilter } from '../rules/r613-characteristics';
import type { Game } from '../state/draft';
import type { ObjectId, PlayerId, Target } from '../state/types';
import { apnapOrder } from '../rules/r117-priority';
import { followObject, timesReplicated } from '../rules/r603-triggers';
import { timesKicked } from '../rules/r702-keywords';
import { timesCostPaid } from '../rules/r702-squad-offspring';
import { colorsSpentOn } from '../rules/r601-2h-mana-spent';
import { turnHistory } from '../state/turn-history';

/** What an effect being resolved knows (CR 608.2): its object, controller, targets and their legality. */
export interface EffectContext {
  /** The resolving spell or ability on the stack. */
  object: ObjectId;
  /** The source of the effect: the spell itself, or the ability's source (CR 113.7). */
  source: ObjectId;
  controller: PlayerId;
  targets: Target[][];
  /** CR 608.2b — which target words still have a legal target. */
  legal: boolean[];
  x: number;
  /** Objects chosen or moved by earlier effects of this resolution. */
  chosen: ObjectId[];
  /** CR 111.1 — the first object id the latest token-creating effect of this resolution could use (`'created'`). */
  createdFrom?: number;
  /** For a triggered ability: the object its event was about, as it is after the event (603.2). */
  subject?: ObjectId;
  /** For a triggered ability: the player of its event (e.g. the controller of the spell that targeted). */
  eventPlayer?: PlayerId;
  /** For a triggered ability: the amount of its event ("that much": the life gained, 119.3; the combat damage dealt). */
  eventAmount?: number;
  /** CR 601.2d — the damage division among the (still legal) targets of a "divided as you choose" word. */
  division?: number[];
  /** CR 702.33d — the spell was kicked. */
  kicked?: boolean;
  /** CR 616.1 — the replacement effects the affected players chose to apply first, for the current effect's events. */
  replacementOrder?: string[];
  /** CR 101.4 — the objects each player chose so far for the current effect (to discard, to sacrifice), in APNAP order. */
  picked?: Picked[];
  /** What earlier effects of this resolution did "this way" (608.2c): the cards they discarded, where they went; the cards drawn. */
  thisWay?: ThisWay;
}

/** CR 608.2c — what a resolution's earlier instructions did, for "discarded this way", "that many", "If you draw ... this way", "the excess damage dealt ... this way". */
export interface ThisWay {
  discarded?: ObjectId[];
  /** The life players lost (119.3). */
  lifeLost?: number;
  /** A "you may" instruction was declined or couldn't be done ("If you don't, ...", 608.2c). */
  declined?: boolean;
  drew?: number;
  /** CR 120.4a, 120.10 — the excess damage dealt to creatures. */
  excessDamage?: number;
  /** CR 705.2 — the coins that came up heads. */
  heads?: number;
}

/** A player's choice of objects, made before the events it leads to. */
export interface Picked {
  player: PlayerId;
  objects: ObjectId[];
}

/** CR 601.2h — the amount of mana spent to cast a spell: each mana pays one symbol of its total cost (its life doesn't count). */
export function manaSpentOn(g: Game, spell: ObjectId | undefined): number {
  const o = spell ? g.s.objects[spell] ?? g.s.lki[spell]?.object : undefined;
  const paid = o?.choices?.totalCost;
  return paid ? Object.values(paid.colored).reduce((s, n) => s + n, 0) + paid.colorless + paid.generic + paid.snow : 0;
}

/** Resolves a reference to the target/object/player it means now; null when the part can't happen (608.2b). */
export function resolveRef(g: Game, ctx: EffectContext, ref: Ref): Target[] {
  if (ref === 'you') return [{ player: ctx.controller }];
  if (ref === 'self') return g.s.objects[ctx.source] ? [{ object: ctx.source }] : [];
  if (typeof ref === 'object' && 'each' in ref) {
    const f = ref.each.maxManaValueX ? { ...ref.each, maxManaValue: ctx.x } : ref.each; // "with mana value X or less"
    const by = ref.controlledBy === undefined ? null : refPlayers(g, ctx, { target: ref.controlledBy });
    return g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && matchesFilter(characteristics(g, id), g.s.objects[id], f, ctx.controller, ctx.source)
      && (!by || by.includes(characteristics(g, id).controller))
      && (!f.attacking || !!g.s.turn.combat?.attackers[id])).map((object) => ({ object })); // 506.4: "each other attacking creature"
  }
  if (typeof ref === 'object' && 'eachInYourGraveyard' in ref) {
    const f = ref.eachInYourGraveyard.manaValueX ? { ...ref.eachInYourGraveyard, minManaValue: ctx.x, maxManaValue: ctx.x } : ref.eachInYourGraveyard;
    return g.s.players[ctx.controller].graveyard.filter((id) => matchesFilter(characteristics(g, id), g.s.objects[id], f, ctx.controller, ctx.source)).map((object) => ({ object }));
  }
  if (ref === 'eventPlayer') return ctx.eventPlayer && !g.s.players[ctx.eventPlayer]?.left ? [{ player: ctx.eventPlayer }] : [];
  if (ref === 'chosen') return ctx.chosen.filter((id) => g.s.objects[id]).map((object) => ({ object }));
  if (ref === 'discarded') return (ctx.thisWay?.discarded ?? []).filter((id) => g.s.objects[id]).map((object) => ({ object }));
  if (ref === 'created') {
    const from = ctx.createdFrom;
    return from === undefined ? [] : g.s.battlefield.filter((id) => g.s.objects[id].kind === 'token' && Number(id) >= from).map((object) => ({ object }));
  }
  if (ref === 'subject') return ctx.subject && g.s.objects[ctx.subject] ? [{ object: ctx.subject }] : [];
  if (ref === 'enchanted') {
    const on = g.s.objects[ctx.source]?.attachedTo;
    return on && g.s.objects[on] ? [{ object: on }] : [];
  }
  if (ref === 'each-player') return apnapOrder(g).map((p) => ({ player: p }));
  if (ref === 'each-opponent') return apnapOrder(g).filter((p) => p !== ctx.controller).map((p) => ({ player: p }));
  if ('target' in ref) return ctx.legal[ref.target] ? ctx.targets[ref.target] ?? [] : [];
  if ('followedTarget' in ref) {
    if (!ctx.legal[ref.followedTarget]) return [];
    return (ctx.targets[ref.followedTarget] ?? []).flatMap((t): Target[] => {
      if ('player' in t) return [t];
      const id = followObject(g, t.object);
      return id ? [{ object: id }] : [];
    });
  }
  const t = ctx.targets['controllerOf' in ref ? ref.controllerOf : ref.ownerOf]?.[0];
  if (!t) return [];
  if ('player' in t) return [t];
  const live = g.s.objects[t.object];
  const last = g.s.lki[t.object];
  if ('ownerOf' in ref) return [{ player: (live ?? last?.object).owner }];
  // CR 608.2h — a target that left uses last-known information.
  return [{ player: live ? characteristics(g, t.object).controller : last.controller }];
}

/** The players a reference means. */
export function refPlayers(g: Game, ctx: EffectContext, ref: Ref): PlayerId[] {
  return resolveRef(g, ctx, ref).flatMap((t) => ('player' in t ? [t.player] : []));
}

/** The permanents player `p` controls that match `filter` (phased-out ones are as though they didn't exist, 702.26b). */
export function controlledMatching(g: Game, filter: ObjectFilter, p: PlayerId, source?: ObjectId): ObjectId[] {
  return g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && matchesFilter(characteristics(g, id), g.s.objects[id], { ...filter, controller: 'you' }, p, source));
}

/** The objects a reference means. */
export function refObjects(g: Game, ctx: EffectContext, ref: Ref): ObjectId[] {
  return resolveRef(g, ctx, ref).flatMap((t) => ('object' in t && g.s.objects[t.object] ? [t.object] : []));
}

/**
 * CR 608.2h, 107.1b — a number an effect uses, reading last-known information of targets that left. A printed
 * number is used as it is ("gets -2/-2"); a calculated one that is negative (a power below 0) gives 0: "deal X
 * damage", "gain life equal to its power", "gets +X/+0", "scry X", "create X tokens". The effects that may use a
 * negative value — setting or doubling a power, toughness or life total — don't read an `Amount`.
 */
export function amountOf(g: Game, ctx: EffectContext, a: Amount): number {
  return amountFor(g, ctx, a, ctx.controller);
}

/** An amount for one player an effect applies to: "half their life" is each player's own half (107.1a). */
export function amountFor(g: Game, ctx: EffectContext, a: Amount, p: PlayerId): number {
  return typeof a === 'number' ? a : Math.max(0, calculated(g, ctx, a, p));
}

/** CR 107.1a — half of a player's life, hand or permanents, rounded as the effect says. */
function half(g: Game, a: Extract<Amount, { halfOf: string }>, p: PlayerId): number {
  const whole = a.halfOf === 'life' ? g.s.players[p].life
    : a.halfOf === 'hand' ? g.s.players[p].hand.length
      : g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && characteristics(g, id).controller === p).length;
  return a.round === 'up' ? Math.ceil(whole / 2) : Math.floor(whole / 2);
}

function calculated(g: Game, ctx: EffectContext, a: Exclude<Amount, number>, p: PlayerId): number {
  if (a === 'X') return ctx.x;
  if (a === 'timesKicked') return timesKicked(g.s.objects[ctx.source] ?? g.s.lki[ctx.source]?.object);
  if (a === 'sourcePower') return (g.s.objects[ctx.source] ? characteristics(g, ctx.source).power : g.s.lki[ctx.source]?.power) ?? 0;
  if (a === 'subjectPower') {
    const id = ctx.subject;
    return (id && g.s.objects[id] ? characteristics(g, id).power : id ? g.s.lki[id]?.power : 0) ?? 0;
  }
  if (a === 'chosenPowerDifference') {
    const powers = ctx.chosen.filter((id) => g.s.objects[id]).map((id) => characteristics(g, id).power ?? 0);
    return powers.length === 2 ? Math.abs(powers[0] - powers[1]) : 0;
  }
  if (a === 'domain') return domain(g, ctx.controller);
  if (a === 'manaSpentOnSubject') return manaSpentOn(g, ctx.subject);
  if (a === 'manaSpentOnSource') return manaSpentOn(g, ctx.source);
  if (a === 'eventAmount') return ctx.eventAmount ?? 0;
  if (a === 'colorsSpentOnSource') return colorsSpentOn(g, ctx.source);
  if (a === 'colorsSpentOnSubject') return colorsSpentOn(g, ctx.subject);
  if (a === 'subjectX') return (ctx.subject ? g.s.objects[ctx.subject] ?? g.s.lki[ctx.subject]?.object : undefined)?.choices?.x ?? 0;
  if (a === 'cardsDrawnThisTurn') return turnHistory(g).cardsDrawn?.[ctx.controller] ?? 0;
  if (a === 'spellsCastBeforeSubject') return Math.max(0, turnHistory(g).spellsCast.findIndex((c) => c.spell === ctx.subject));
  if (a === 'timesReplicated') return timesReplicated(g, ctx.subject);
  if (a === 'permanentsToGraveyardThisTurn') return turnHistory(g).permanentsToGraveyard ?? 0; // 702.69a
  if (a === 'timesSquadPaid') return timesCostPaid(g.s.objects[ctx.source] ?? g.s.lki[ctx.source]?.object, 'squad'); // 702.157a
  if (a === 'differentlyNamedLands') return differentlyNamedLands(g, ctx.controller);
  if (a === 'discardedCount') return ctx.thisWay?.discarded?.length ?? 0;
  if (a === 'excessDamage') return ctx.thisWay?.excessDamage ?? 0;
  if (a === 'headsThisWay') return ctx.thisWay?.heads ?? 0;
  if (a === 'lifeLostThisWay') return ctx.thisWay?.lifeLost ?? 0;
  if (a === 'opponentsAttackedThisCombat') {
    const attacked = Object.entries(g.s.turn.combat?.attackers ?? {}).filter(([id]) => characteristics(g, id).controller === ctx.controller).map(([, d]) => d.player);
    return new Set(attacked.filter((q) => q && q !== ctx.controller)).size;
  }
  if (a === 'blockersOfSourceBeyondFirst') return (g.s.turn.combat?.blockedBy[ctx.source]?.length ?? 0) - 1;
  if ('countersOnSource' in a) return (g.s.objects[ctx.source] ?? g.s.lki[ctx.source]?.object)?.counters[a.countersOnSource] ?? 0;
  if ('times' in a) return a.times * amountFor(g, ctx, a.of, p);
  if ('plus' in a) return a.plus + amountFor(g, ctx, a.of, p);
  if ('powerOfTwo' in a) return 2 ** amountFor(g, ctx, a.powerOfTwo, p);
  if ('countOf' in a) return resolveRef(g, ctx, { each: a.countOf }).length;
  if ('countInYourGraveyard' in a) {
    const f = a.countInYourGraveyard;
    return g.s.players[ctx.controller].graveyard.filter((id) => matchesFilter(characteristics(g, id), g.s.objects[id], f, ctx.controller, ctx.source)).length;
  }
  if ('handSizeOf' in a) {
    const [p] = refPlayers(g, ctx, { target: a.handSizeOf });
    return p ? g.s.players[p].hand.length : 0;
  }
  if ('halfOf' in a) return half(g, a, p);
  if ('manaSpentOnTarget' in a) {
    const t = ctx.targets[a.manaSpentOnTarget]?.[0];
    return t && 'object' in t ? manaSpentOn(g, t.object) : 0;
  }
  const i = 'powerOf' in a ? a.powerOf : a.manaValueOf;
  const t = ctx.targets[i]?.[0];
  if (!t || !('object' in t)) return 0;
  const live = g.s.objects[t.object];
  if ('powerOf' in a) return (live ? characteristics(g, t.object).power : g.s.lki[t.object]?.power) ?? 0;
  return live ? manaValue(characteristics(g, t.object).manaCost) : g.s.lki[t.object]?.manaValue ?? 0;
}

/** Domain — the number of basic land types among lands a player controls. */
function domain(g: Game, p: PlayerId): number {
  const types = new Set<string>();
  for (const id of g.s.battlefield) {
    const c = characteristics(g, id);
    if (!g.s.objects[id].phasedOut && c.controller === p && c.types.includes('Land')) {
      for (const t of c.subtypes) if (BASIC_LAND_TYPES.includes(t)) types.add(t);
    }
  }
  return types.size;
}

/** CR 201.2 — the number of different names among lands a player controls (a land with no name, 708.2, adds none). */
function differentlyNamedLands(g: Game, p: PlayerId): number {
  const names = new Set<string>();
  for (const id of g.s.battlefield) {
    const c = characteristics(g, id);
    if (!g.s.objects[id].phasedOut && c.controller === p && c.types.includes('Land') && c.name) names.add(c.name);
  }
  return names.size;
}
