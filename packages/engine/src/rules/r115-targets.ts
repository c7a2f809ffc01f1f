import { colorsSpentOn } from './r601-2h-mana-spent';
import type { TargetCount, TargetSpec } from '../cards/definition';
import { nameOf, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId, Target } from '../state/types';
import { characteristics, hasKeyword, matchesFilter } from './r613-characteristics';
import { protectedFrom } from './r702-keywords';
import { manaValue } from '../mana/value';
import { turnHistory } from '../state/turn-history';

/** CR 601.2c — how many objects or players one target requirement takes (one unless it says otherwise). */
export function targetCount(spec: TargetSpec): TargetCount {
  return spec.count ?? ONE;
}

/** CR 601.2b–c, 107.3 — "up to X target ...": the requirement with X, announced before targets are chosen, as its most. */
export function withAnnouncedX(spec: TargetSpec, x: number): TargetSpec {
  return spec.count?.upToX ? { ...spec, count: { min: spec.count.min, max: x } } : spec;
}
const ONE: TargetCount = { min: 1, max: 1 };

/** Text of a target requirement, for prompts. */
export function describeTarget(spec: TargetSpec): string {
  switch (spec.kind) {
    case 'any': return spec.count ? `${spec.count.min} to ${spec.count.max} targets` : 'any target';
    case 'player': return spec.who === 'opponent' ? 'target opponent' : 'target player';
    case 'playerOrPlaneswalker': return `${spec.count?.min === 0 ? 'up to one ' : ''}target player or planeswalker`;
    case 'permanent': return `${spec.differentFrom !== undefined ? 'another ' : ''}target ${spec.filter.attacking ? 'attacking ' : ''}${(spec.filter.types ?? ['permanent']).join(' or ').toLowerCase()}`;
    case 'spell': return 'target spell';
    case 'spellOrPermanent': return 'target spell or permanent';
    case 'graveyardCard': return spec.owner === 'opponent' ? "target card in an opponent's graveyard" : 'target card in a graveyard';
  }
}

/**
 * CR 702.11b hexproof, 702.18a shroud, 702.16b protection — whether an object can be the target of a spell
 * or ability controlled by `controller` whose source is `from`.
 */
function targetable(g: Game, id: ObjectId, controller: PlayerId, from: ObjectId | null): boolean {
  if (hasKeyword(g, id, 'shroud')) return false;
  if (hasKeyword(g, id, 'hexproof') && characteristics(g, id).controller !== controller) return false;
  if (from && protectedFrom(g, id, from)) return false;
  return true;
}

/**
 * CR 115.1, 601.2c, 608.2b — whether `t` is a legal choice for a target requirement of a spell (`source`,
 * which can't target itself, 115.5) or ability controlled by `controller`. `from` is the source of the
 * spell or ability (the spell itself, or the ability's source), whose qualities protection looks at
 * (702.16b). Used both when choosing and on resolution.
 */
export function isLegalTarget(g: Game, spec: TargetSpec, t: Target, controller: PlayerId, source: ObjectId | null, x = 0, from: ObjectId | null = source): boolean {
  if ('player' in t) {
    const p = g.s.players[t.player];
    if (!p || p.left) return false;
    if (spec.kind === 'any' || spec.kind === 'playerOrPlaneswalker') return true;
    if (spec.kind !== 'player') return false;
    if (spec.who === 'opponent') return t.player !== controller;
    if (spec.who === 'you') return t.player === controller;
    return true;
  }
  const o = g.s.objects[t.object];
  if (!o || o.id === source) return false; // 400.7 new object; 115.5 a spell can't target itself
  const c = characteristics(g, o.id);
  switch (spec.kind) {
    case 'any':
      return o.zone === 'battlefield' && !o.phasedOut && targetable(g, o.id, controller, from)
        && c.types.some((ty) => ty === 'Creature' || ty === 'Planeswalker' || ty === 'Battle');
    case 'playerOrPlaneswalker':
      return o.zone === 'battlefield' && !o.phasedOut && targetable(g, o.id, controller, from) && c.types.includes('Planeswalker');
    case 'permanent':
      return o.zone === 'battlefield' && !o.phasedOut && targetable(g, o.id, controller, from)
        && matchesFilter(c, o, spec.filter, controller, source ?? from ?? undefined, x)
        && (!spec.filter.attacking || !!g.s.turn.combat?.attackers[o.id]) // 506.4: an attacking creature
        && (!spec.filter.lessPowerThanSource || (c.power ?? 0) < sourcePower(g, from)) // mentor, 702.134a
        && (!spec.filter.maxManaValueColorsSpent || manaValue(c.manaCost) <= colorsSpentOn(g, from ?? undefined)); // converge, 601.2h
    case 'spell':
      return o.zone === 'stack' && o.kind !== 'ability' && (!spec.filter || matchesFilter(c, o, spec.filter, controller, source ?? from ?? undefined));
    case 'spellOrPermanent':
      return o.zone === 'stack' ? o.kind !== 'ability' : o.zone === 'battlefield' && !o.phasedOut && targetable(g, o.id, controller, from);
    case 'graveyardCard':
      return o.zone === 'graveyard' && (spec.owner !== 'you' || o.owner === controller) && (spec.owner !== 'opponent' || o.owner !== controller)
        && (!spec.filter || matchesFilter(c, o, spec.filter, controller, source ?? from ?? undefined))
        && (!spec.filter?.maxManaValueSourcePower || manaValue(c.manaCost) <= sourcePower(g, from))
        && (!spec.filter?.maxManaValueLifeGained || manaValue(c.manaCost) <= (turnHistory(g).lifeGained[controller] ?? 0)); // 119.3
    case 'player':
      return false;
  }
}

/** CR 601.2c — every legal choice for one target requirement. */
export function legalTargets(g: Game, spec: TargetSpec, controller: PlayerId, source: ObjectId | null, from: ObjectId | null = source): Target[] {
  const out: Target[] = [];
  if (spec.kind === 'any' || spec.kind === 'player' || spec.kind === 'playerOrPlaneswalker') {
    for (const p of g.s.order) if (isLegalTarget(g, spec, { player: p }, controller, source, 0, from)) out.push({ player: p });
  }
  const zones: ObjectId[] =
    spec.kind === 'spell' ? g.s.stack
    : spec.kind === 'graveyardCard' ? g.s.order.flatMap((p) => g.s.players[p].graveyard)
    : spec.kind === 'player' ? []
    : spec.kind === 'spellOrPermanent' ? [...g.s.stack, ...g.s.battlefield]
    : g.s.battlefield;
  for (const id of zones) if (isLegalTarget(g, spec, { object: id }, controller, source, 0, from)) out.push({ object: id });
  return out;
}

/**
 * CR 115.3 — the index of the first requirement whose chosen object is the one chosen for the requirement it
 * must differ from ("another target", "two target creatures"), or -1. Otherwise one object may be chosen once
 * for each target word.
 */
export function repeatedTarget(specs: readonly TargetSpec[], chosen: readonly Target[][]): number {
  return specs.findIndex((s, i) => s.kind === 'permanent' && s.differentFrom !== undefined && chosen[i]?.length > 0 && JSON.stringify(chosen[i]) === JSON.stringify(chosen[s.differentFrom]));
}

/** CR 601.2c, 115.3 — a suggested choice for each requirement, different objects where required; null when there is none. */
export function suggestTargets(specs: readonly TargetSpec[], legal: Target[][]): Target[][] | null {
  const out: Target[][] = [];
  for (let i = 0; i < specs.length; i++) {
    const s = specs[i];
    const taken = s.kind === 'permanent' && s.differentFrom !== undefined ? JSON.stringify(out[s.differentFrom]?.[0]) : undefined;
    const pick = targetCount(s).max > 0 ? legal[i].find((t) => JSON.stringify(t) !== taken) : undefined; // "up to X" with X = 0: none
    if (!pick && targetCount(s).min > 0) return null;
    out.push(pick ? [pick] : []);
  }
  return out;
}

/**
 * CR 601.2c, 115.3 — what is wrong with the number of choices for one target word (between its minimum and
 * maximum, never the same one twice), or null.
 */
export function countProblem(spec: TargetSpec, chosen: readonly Target[]): { rule: string; why: string } | null {
  const { min, max } = targetCount(spec);
  if (chosen.length < min || chosen.length > max) {
    return { rule: '601.2c', why: min === max ? `choose exactly ${max === 1 ? 'one object or player' : max} for "${describeTarget(spec)}"` : `choose ${min} to ${max} for "${describeTarget(spec)}"` };
  }
  if (new Set(chosen.map((t) => JSON.stringify(t))).size !== chosen.length) return { rule: '115.3', why: 'choose each target once' };
  return null;
}

/** The power of a spell or ability's source, as it is or as it last existed (608.2h). */
function sourcePower(g: Game, from: ObjectId | null): number {
  if (!from) return 0;
  return (g.s.objects[from] ? characteristics(g, from).power : g.s.lki[from]?.power) ?? 0;
}

/** Log text for a target. */
export function targetName(g: Game, t: Target): string {
  return 'player' in t ? playerName(g, t.player) : nameOf(g, t.object);
}
