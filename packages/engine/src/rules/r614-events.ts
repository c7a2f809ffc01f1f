import type { EventMatch, Instead, ObjectFilter } from '../cards/definition';
import type { Answer, PendingDecision } from '../decisions';
import { actionError, type ActionError } from '../errors';
import { emit, list, nameOf, playerName, type Game } from '../state/draft';
import type { ContinuousEffect, GameObject, ObjectId, PlayerId, Target } from '../state/types';
import { characteristics, controllerOf, hasKeyword, matchesFilter, type Characteristics } from './r613-characteristics';
import { protectedFrom } from './r702-keywords';
import { withRepresentedAbilities } from './r702-represented-abilities';
import { copiableValuesAsLastKnown, whoseOk } from './r603-triggers';
import { apnapOrder } from './r117-priority';

/**
 * CR 614.1a, 615.1, 616 — replacement and prevention effects on events other than entering the battlefield
 * (those are in r614-replacement.ts): "If <event> would happen, <modified event> instead", "prevent that damage".
 *
 * One mechanism serves every such effect: a static ability `{ kind: 'replacement', match, instead }`, the
 * effects resolved spells and abilities leave (`replacement` continuous effects for some objects: Lava Coil,
 * regeneration shields 701.19a; `prevention` ones: Fog, shields, a chosen source) and protection (702.16e). An event is offered to every applicable effect; each applies at most once (614.5), and after each
 * the rest are checked again against the modified event (616.1f). When two or more apply and the order changes
 * the outcome, the affected player or the affected object's controller chooses (616.1, `orderReplacements`).
 *
 * CR 614.15, 616.1a — self-replacement effects ("it deals 4 damage instead" of a kicked Burst Lightning) are
 * part of the effect's definition: they decide the event before it is offered to the other effects here,
 * so they always apply first.
 */

/** An event that replacement and prevention effects may modify. */
export type ReplaceableEvent =
  | { kind: 'damage'; source: ObjectId; to: Target; amount: number; combat: boolean }
  | { kind: 'gainLife'; player: PlayerId; amount: number }
  | { kind: 'loseLife'; player: PlayerId; amount: number }
  | { kind: 'draw'; player: PlayerId; n: number }
  /** `entering`: counters a permanent enters with (122.6), judged on what it will be on the battlefield. */
  | { kind: 'counters'; object: ObjectId; counter: string; n: number; entering?: { c: Characteristics; o: GameObject } }
  | { kind: 'createTokens'; player: PlayerId; n: number }
  | { kind: 'toGraveyard'; object: ObjectId; to: 'graveyard' | 'exile' | 'library' | 'libraryTop' }
  /**
   * CR 701.8a — a permanent would be destroyed; regeneration (701.19a) makes it `regenerate` instead, unless it
   * can't be regenerated (701.19c).
   */
  | { kind: 'destroy' | 'regenerate'; object: ObjectId; noRegeneration?: boolean }
  /** CR 702.89a — umbra armor replaced the destruction of `object`: its damage is removed and `aura` is destroyed. */
  | { kind: 'umbraArmor'; object: ObjectId; aura: ObjectId };

/** The 616.1 choices made so far for a run of events, consumed in order at each point where the order matters. */
export interface ReplacementOrder {
  given: string[];
  used: number;
}

/** A replacement or prevention effect that could modify an event. */
interface Candidate {
  key: string;
  /** CR 613.7 — its source's timestamp, or the effect's (for the timestamp order where no choice is asked). */
  timestamp: number;
  source: ObjectId;
  controller: PlayerId;
  text: string;
  instead: Instead;
  /** The prevention effect whose shield this is (615.7): its remaining amount is used up ... */
  shield?: string;
  /** ... or all of it at once, once it has prevented damage (615.8). */
  once?: boolean;
  rules: string[];
  /** Whether it would modify this event (the shields used so far in this run given). */
  applies: (ev: ReplaceableEvent, shields: Shields) => boolean;
}

/** Remaining shield amounts while an event is being modified (committed once it is final). */
type Shields = Record<string, number>;

/** Whether a source matches a filter: as it is, or as it last existed if it has left its zone (608.2h). */
function sourceMatches(g: Game, source: ObjectId, filter: ObjectFilter | undefined, controller: PlayerId): boolean {
  if (!filter) return true;
  if (g.s.objects[source]) return matchesFilter(characteristics(g, source), g.s.objects[source], filter, controller);
  const last = g.s.lki[source];
  return !!last && matchesFilter(copiableValuesAsLastKnown(g, last.object, last), last.object, filter, controller);
}

function controllerOfObject(g: Game, id: ObjectId): PlayerId {
  const o = g.s.objects[id];
  return o.zone === 'battlefield' || o.zone === 'stack' ? characteristics(g, id).controller : o.owner;
}

/** Whether a static ability's event description matches an event (seen from the ability's controller). */
function matches(g: Game, m: EventMatch, ev: ReplaceableEvent, controller: PlayerId, source: ObjectId): boolean {
  switch (m.event) {
    case 'damage': {
      if (ev.kind !== 'damage' || (m.combat && !ev.combat) || !sourceMatches(g, ev.source, m.source, controller)) return false;
      if ('player' in ev.to) return !!m.to.player && whoseOk(m.to.player, controller, ev.to.player);
      const id = ev.to.object;
      return !!m.to.permanent && matchesFilter(characteristics(g, id), g.s.objects[id], m.to.permanent, controller, source);
    }
    case 'gainLife':
    case 'draw':
    case 'createTokens':
      return ev.kind === m.event && whoseOk(m.who, controller, ev.player);
    case 'counters': {
      if (ev.kind !== 'counters' || (m.counter && m.counter !== ev.counter)) return false;
      const on = ev.entering ?? (g.s.objects[ev.object]?.zone === 'battlefield' ? { c: characteristics(g, ev.object), o: g.s.objects[ev.object] } : null);
      return !!on && matchesFilter(on.c, on.o, m.on, controller, source);
    }
    case 'destroy':
      return ev.kind === 'destroy' && (!m.enchanted || g.s.objects[source]?.attachedTo === ev.object);
    case 'toGraveyard': {
      if (ev.kind !== 'toGraveyard' || ev.to !== 'graveyard') return false;
      const o = g.s.objects[ev.object];
      if (m.dies && !(o.zone === 'battlefield' && characteristics(g, o.id).types.includes('Creature'))) return false;
      if (m.self && o.id !== source) return false;
      return whoseOk(m.owner, controller, o.owner) && (!m.cardsOnly || o.kind === 'card');
    }
  }
}

/** Whether a prevention effect of a resolved spell or ability applies to a damage event (615.1, 615.7). */
function preventionApplies(g: Game, e: ContinuousEffect, ev: ReplaceableEvent, shields: Shields): boolean {
  if (ev.kind !== 'damage' || e.mod.kind !== 'prevention') return false;
  const m = e.mod;
  if (m.combat && !ev.combat) return false;
  if ((shields[e.id] ?? m.remaining ?? Infinity) <= 0) return false;
  // CR 615.8, 609.7b: only the chosen source, and only while it still has the properties it was chosen for.
  if (m.from && (ev.source !== m.from.source || !sourceMatches(g, ev.source, m.from.filter, e.controller))) return false;
  if (m.to && !m.to.some((t) => JSON.stringify(t) === JSON.stringify(ev.to))) return false;
  if (m.toOrBy && !e.affected.includes(ev.source) && !('object' in ev.to && e.affected.includes(ev.to.object))) return false;
  return true;
}

function describePrevention(g: Game, m: Extract<ContinuousEffect['mod'], { kind: 'prevention' }>): string {
  if (m.from) return `the next time ${nameOf(g, m.from.source)} would deal damage to the chosen player or object this turn, prevent that damage`;
  const what = m.remaining !== undefined ? `the next ${m.remaining} damage` : `all${m.combat ? ' combat' : ''} damage`;
  return `prevent ${what} that would be dealt${m.toOrBy ? ' to and by the affected creatures' : m.to ? ' to the chosen target' : ''} this turn`;
}

/** Every replacement and prevention effect that exists now and may modify events (static abilities, resolved effects, protection). */
function candidates(g: Game, ev: ReplaceableEvent): Candidate[] {
  const out: Candidate[] = [];
  // An object's own "if this would be put into a graveyard from anywhere" works wherever it is.
  const own = ev.kind === 'toGraveyard' && g.s.objects[ev.object].zone !== 'battlefield' ? [ev.object] : [];
  for (const id of [...g.s.battlefield, ...own]) {
    if (g.s.objects[id].phasedOut) continue;
    const c = characteristics(g, id);
    withRepresentedAbilities(c.abilities).forEach((ab, i) => {
      if (own.includes(id) && !(ab.kind === 'static' && ab.effect.kind === 'replacement' && ab.effect.match.event === 'toGraveyard' && ab.effect.match.self)) return;
      if (ab.kind !== 'static' || ab.effect.kind !== 'replacement') return;
      const { match, instead } = ab.effect;
      const rules = instead.kind === 'redirectToAttached' ? ['614.1a', '614.9'] : instead.kind === 'umbraArmor' ? ['614.1a', '702.89a']
        : instead.kind !== 'prevent' ? ['614.1a'] : instead.n ? ['615.1', '615.10'] : ['615.1'];
      const redirect = instead.kind === 'redirectToAttached';
      out.push({
        key: `${id}:${i}`, timestamp: g.s.objects[id].timestamp, source: id, controller: c.controller, text: ab.text, instead, rules,
        applies: (e) => matches(g, match, e, c.controller, id) && (!redirect || redirectTarget(g, id, e) !== null),
      });
    });
  }
  for (const e of g.s.effects) {
    if (e.mod.kind === 'replacement') {
      const { match, instead, text, once } = e.mod;
      out.push({
        key: e.id, timestamp: e.timestamp, source: e.source, controller: e.controller, text, instead, rules: instead.kind === 'regenerate' ? ['701.19a'] : ['614.1a'],
        ...(once ? { shield: e.id, once } : {}),
        applies: (x, shields) => (shields[e.id] ?? 1) > 0 && e.affected.includes(objectOf(x) ?? '') && matches(g, match, x, e.controller, e.source)
          && !(instead.kind === 'regenerate' && x.kind === 'destroy' && x.noRegeneration), // 701.19c: a shield isn't applied
      });
    }
    if (e.mod.kind !== 'prevention') continue;
    const shield = e.mod.remaining !== undefined || e.mod.from ? e.id : undefined;
    out.push({
      key: e.id, timestamp: e.timestamp, source: e.source, controller: e.controller, text: describePrevention(g, e.mod), instead: { kind: 'prevent' }, shield, once: !!e.mod.from,
      rules: e.mod.from ? ['615.8', '609.7'] : shield ? ['615.7'] : ['615.1'], applies: (x, shields) => preventionApplies(g, e, x, shields),
    });
  }
  if (ev.kind === 'damage' && 'object' in ev.to && g.s.objects[ev.to.object] && protectedFrom(g, ev.to.object, ev.source)) {
    const id = ev.to.object;
    out.push({ key: `protection:${id}`, timestamp: g.s.objects[id].timestamp, source: id, controller: characteristics(g, id).controller, text: 'protection', instead: { kind: 'prevent' }, rules: ['702.16e'], applies: (x) => x.kind === 'damage' });
  }
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

/** The object an event is about (what a replacement effect for some objects watches). */
function objectOf(ev: ReplaceableEvent): ObjectId | null {
  switch (ev.kind) {
    case 'damage': return 'object' in ev.to ? ev.to.object : null;
    case 'counters': case 'toGraveyard': case 'destroy': case 'regenerate': case 'umbraArmor': return ev.object;
    default: return null;
  }
}

/** Whether an effect applies to the event as it is now: an event that doesn't happen isn't replaced (614.7). */
function applies(c: Candidate, ev: ReplaceableEvent, shields: Shields): boolean {
  return !happensNot(ev) && c.applies(ev, shields);
}

/** CR 614.7, 614.7a — an event of no damage, life, cards, counters or tokens doesn't happen. */
function happensNot(ev: ReplaceableEvent): boolean {
  switch (ev.kind) {
    case 'damage': case 'gainLife': case 'loseLife': return ev.amount <= 0;
    case 'draw': case 'counters': case 'createTokens': return ev.n <= 0;
    case 'toGraveyard': case 'destroy': case 'regenerate': case 'umbraArmor': return false;
  }
}

function scaled(ev: ReplaceableEvent, f: (n: number) => number): ReplaceableEvent {
  switch (ev.kind) {
    case 'damage': case 'gainLife': case 'loseLife': return { ...ev, amount: f(ev.amount) };
    case 'draw': case 'counters': case 'createTokens': return { ...ev, n: f(ev.n) };
    case 'toGraveyard': case 'destroy': case 'regenerate': case 'umbraArmor': return ev;
  }
}

/** The modified event (614.6) once one effect has applied; a shield's use is noted in `shields`. */
function modified(g: Game, c: Candidate, ev: ReplaceableEvent, shields: Shields): ReplaceableEvent {
  const fx = c.instead;
  switch (fx.kind) {
    case 'double': return scaled(ev, (n) => n * 2);
    case 'plus': return scaled(ev, (n) => n + fx.n);
    case 'loseLife': return ev.kind === 'gainLife' ? { kind: 'loseLife', player: ev.player, amount: ev.amount } : ev;
    case 'exile': return ev.kind === 'toGraveyard' ? { ...ev, to: 'exile' } : ev;
    case 'shuffleIntoLibrary': return ev.kind === 'toGraveyard' ? { ...ev, to: 'library' } : ev;
    case 'libraryTop': return ev.kind === 'toGraveyard' ? { ...ev, to: 'libraryTop' } : ev;
    case 'redirectToAttached': {
      const to = redirectTarget(g, c.source, ev);
      return to && ev.kind === 'damage' ? { ...ev, to: { object: to } } : ev;
    }
    case 'umbraArmor':
      return ev.kind === 'destroy' ? { kind: 'umbraArmor', object: ev.object, aura: c.source } : ev;
    case 'regenerate':
      if (ev.kind !== 'destroy') return ev;
      if (c.shield) shields[c.shield] = 0; // 701.19a: the shield is used up
      return { kind: 'regenerate', object: ev.object };
    case 'prevent': {
      if (ev.kind !== 'damage' || !preventable(g)) return ev; // 615.12: applied, but nothing is prevented and no shield is used
      const shield = c.shield ? shields[c.shield] ?? remainingOf(g, c.shield) : Infinity;
      const prevented = Math.min(ev.amount, shield, fx.n ?? Infinity);
      if (c.shield) shields[c.shield] = c.once && prevented > 0 ? 0 : shield - prevented;
      return { ...ev, amount: ev.amount - prevented };
    }
  }
}

/**
 * CR 614.9 — where a redirection sends damage: the permanent `source` is attached to, if it is still a creature,
 * planeswalker or battle on the battlefield and the damage isn't to a player who has left; else it does nothing.
 */
function redirectTarget(g: Game, source: ObjectId, ev: ReplaceableEvent): ObjectId | null {
  const to = g.s.objects[source]?.attachedTo;
  if (ev.kind !== 'damage' || !to || g.s.objects[to]?.zone !== 'battlefield' || ('player' in ev.to && g.s.players[ev.to.player].left)) return null;
  return characteristics(g, to).types.some((t) => t === 'Creature' || t === 'Planeswalker' || t === 'Battle') ? to : null;
}

function remainingOf(g: Game, effect: string): number {
  const e = g.s.effects.find((x) => x.id === effect);
  return e?.mod.kind === 'prevention' ? e.mod.remaining ?? Infinity : 0;
}

/** CR 615.12 — while an effect says damage can't be prevented, prevention effects prevent nothing. */
function preventable(g: Game): boolean {
  return !g.s.effects.some((e) => e.mod.kind === 'noPrevention');
}

/** CR 616.1 — the player who chooses the order: the affected player, or the affected object's controller (its owner if it has none). */
function affectedPlayer(g: Game, ev: ReplaceableEvent): PlayerId {
  switch (ev.kind) {
    case 'damage': return 'player' in ev.to ? ev.to.player : controllerOfObject(g, ev.to.object);
    case 'counters': return ev.entering?.c.controller ?? controllerOfObject(g, ev.object);
    case 'toGraveyard': case 'destroy': case 'regenerate': case 'umbraArmor': return controllerOfObject(g, ev.object);
    default: return ev.player;
  }
}

/** Every final result (event and shields used) reachable from here over the orders still open. */
function outcomes(g: Game, all: Candidate[], ev: ReplaceableEvent, applied: string[], shields: Shields, out: Set<string>): Set<string> {
  const open = all.filter((c) => !applied.includes(c.key) && applies(c, ev, shields));
  if (!open.length) out.add(JSON.stringify([ev, shields]));
  for (const c of open) {
    const s = { ...shields };
    outcomes(g, all, modified(g, c, ev, s), [...applied, c.key], s, out);
  }
  return out;
}

interface Step { candidate: Candidate; before: ReplaceableEvent; after: ReplaceableEvent; chosen: boolean; fallback: boolean }
type Run = { event: ReplaceableEvent; steps: Step[]; shields: Shields } | { ask: { player: PlayerId; options: string[]; keys: string[] } };

/**
 * CR 616.1, 616.1f, 614.5 — applies the applicable effects to an event one at a time, each once, checking the
 * rest again after each. Where the order matters the next given choice is used; with none left the run
 * asks (`pausable`), or else applies the effects in timestamp order and says so.
 */
function run(g: Game, ev: ReplaceableEvent, order: ReplacementOrder, pausable: boolean, shields: Shields): Run {
  const all = candidates(g, ev);
  const applied: string[] = [];
  const steps: Step[] = [];
  for (;;) {
    const open = all.filter((c) => !applied.includes(c.key) && applies(c, ev, shields));
    if (!open.length) return { event: ev, steps, shields };
    let next = open[0];
    let chosen = false;
    let fallback = false;
    if (open.length > 1 && outcomes(g, all, ev, applied, { ...shields }, new Set()).size > 1) {
      const given = order.given[order.used];
      const pick = open.find((c) => c.key === given);
      if (pick) {
        order.used++;
        next = pick;
        chosen = true;
      } else if (pausable) {
        return { ask: { player: affectedPlayer(g, ev), options: open.map((c) => `${nameOf(g, c.source)}: ${c.text}`), keys: open.map((c) => c.key) } };
      } else fallback = true;
    }
    const before = ev;
    ev = modified(g, next, ev, shields);
    applied.push(next.key);
    steps.push({ candidate: next, before, after: ev, chosen, fallback });
  }
}

/**
 * CR 616.1 — simultaneous events in the order their affected players make 616.1 choices: APNAP order (101.4).
 * The events are then also performed in this order, so the choices are used as they were asked.
 */
export function inApnapOrder<T>(g: Game, items: T[], event: (t: T) => ReplaceableEvent): T[] {
  const rank = apnapOrder(g);
  return [...items].sort((a, b) => rank.indexOf(affectedPlayer(g, event(a))) - rank.indexOf(affectedPlayer(g, event(b))));
}

/**
 * CR 616.1 — checks a run of events an effect is about to cause (without changing anything) and returns the
 * decision to ask when the affected player must choose an order that hasn't been given yet.
 */
export function replacementDecision(g: Game, events: ReplaceableEvent[], given: string[]): PendingDecision | null {
  const order = { given, used: 0 };
  const shields: Shields = {};
  const queue = [...events];
  for (let ev = queue.shift(); ev; ev = queue.shift()) {
    const r = run(g, ev, order, true, shields);
    if ('ask' in r) {
      return {
        id: g.s.seq, player: r.ask.player, rule: '616.1', kind: 'orderReplacements', options: r.ask.options, keys: r.ask.keys, suggested: 0,
        prompt: `${playerName(g, r.ask.player)} chooses which replacement or prevention effect applies first to ${describe(g, ev)}`,
      };
    }
    const then = consequence(g, r.event);
    if (then) queue.unshift(then);
  }
  return null;
}

/**
 * CR 702.15b, 701.8a — the replaceable event an event leads to once it has happened, as `dealDamage` and
 * `destroyPermanent` perform them: damage dealt by a source with lifelink makes its controller gain that much
 * life; a destruction that isn't replaced (by regeneration) puts the permanent into a graveyard; umbra armor destroys
 * its Aura (702.89a).
 */
function consequence(g: Game, ev: ReplaceableEvent): ReplaceableEvent | null {
  if (ev.kind === 'destroy') return { kind: 'toGraveyard', object: ev.object, to: 'graveyard' };
  if (ev.kind === 'umbraArmor') return { kind: 'destroy', object: ev.aura }; // 702.89a
  if (ev.kind === 'damage' && ev.amount > 0 && g.s.objects[ev.source] && hasKeyword(g, ev.source, 'lifelink')) {
    return { kind: 'gainLife', player: controllerOf(g, ev.source), amount: ev.amount };
  }
  return null;
}

/** CR 616.1 — the key of the effect an answer to an `orderReplacements` decision chose (by 0-based index), or a typed error. */
export function chosenReplacement(d: Extract<PendingDecision, { kind: 'orderReplacements' }>, answer: Answer): string | ActionError {
  if (answer.kind !== 'chooseNumber' || !Number.isInteger(answer.value) || answer.value < 0 || answer.value >= d.keys.length) {
    return actionError('illegal-choice', '616.1', `choose one of the ${d.keys.length} replacement or prevention effects by its index (0-based)`);
  }
  return d.keys[answer.value];
}

function describe(g: Game, ev: ReplaceableEvent): string {
  switch (ev.kind) {
    case 'damage': return `${ev.amount} damage ${nameOf(g, ev.source)} would deal to ${'player' in ev.to ? playerName(g, ev.to.player) : nameOf(g, ev.to.object)}`;
    case 'gainLife': return `${playerName(g, ev.player)} gaining ${ev.amount} life`;
    case 'loseLife': return `${playerName(g, ev.player)} losing ${ev.amount} life`;
    case 'draw': return `${playerName(g, ev.player)} drawing ${ev.n === 1 ? 'a card' : `${ev.n} cards`}`;
    case 'counters': return `${ev.n} ${ev.counter} counter(s) being put on ${ev.entering?.c.name ?? nameOf(g, ev.object)}${ev.entering ? ' as it enters' : ''}`;
    case 'createTokens': return `${ev.n} token(s) being created under ${playerName(g, ev.player)}'s control`;
    case 'destroy': return `${nameOf(g, ev.object)} being destroyed`;
    case 'regenerate': return `${nameOf(g, ev.object)} being regenerated`;
    case 'umbraArmor': return `${nameOf(g, ev.object)} having its damage removed as ${nameOf(g, ev.aura)} is destroyed instead`;
    case 'toGraveyard': return `${nameOf(g, ev.object)} being put into ${ev.to === 'graveyard' ? 'a graveyard' : ev.to === 'exile' ? 'exile' : ev.to === 'libraryTop' ? "the top of its owner's library" : "its owner's library"}`;
  }
}

/**
 * CR 614.6, 615.6 — the event that happens instead of `ev` once every applicable replacement and prevention
 * effect has modified it; logs each one and uses up shields (615.7). `order` holds the affected player's
 * 616.1 choices, asked before the effect began; without one, where the order matters, the effects apply in
 * timestamp order.
 * @simplification The 616.1 order is asked (`replacementDecision`) for the events of a resolving spell's or
 * ability's damage (with lifelink's life gain), draws, life, counters, tokens, mills, discards, sacrifices,
 * destructions and countered spells, for combat damage, for the counters a permanent enters with, for the
 * permanents a state-based action check puts into a graveyard and for the cleanup discard. Elsewhere (the draw
 * step's draw, a sacrifice as a cost, a spell countered unless its controller pays) the effects apply in
 * timestamp order where the order would matter, and the log says so; no card in the data makes the order
 * matter there.
 */
export function replaced(g: Game, ev: ReplaceableEvent, order: ReplacementOrder = { given: [], used: 0 }): ReplaceableEvent {
  const r = run(g, ev, order, false, {});
  if ('ask' in r) throw new Error('unreachable: a run that may not pause never asks');
  for (const { candidate: c, before, after, chosen, fallback } of r.steps) {
    const prevention = c.instead.kind === 'prevent';
    const rules = [...c.rules, ...(chosen ? ['616.1'] : []), ...(prevention && !preventable(g) ? ['615.12'] : [])];
    const prevented = before.kind === 'damage' && after.kind === 'damage' ? before.amount - after.amount : 0;
    const text = !prevention ? `${nameOf(g, c.source)}: ${c.text} (${describe(g, before)} becomes ${describe(g, after)})`
      : preventable(g) ? `${prevented} of the ${describe(g, before)} is prevented (${nameOf(g, c.source)}: ${c.text})`
      : `none of the ${describe(g, before)} is prevented: damage can't be prevented (${nameOf(g, c.source)}: ${c.text})`;
    emit(g, { kind: prevention ? 'prevent' : 'replacement', rules, object: c.source, text: fallback ? `${text} [616.1 order by timestamp: engine simplification]` : text });
  }
  useShields(g, r.shields);
  return r.event;
}

/** CR 615.7, 701.19a — a shield reduced to 0 (a prevention shield, a regeneration shield once applied) is used up. */
function useShields(g: Game, shields: Shields): void {
  if (!Object.keys(shields).length) return;
  const effects = list<ContinuousEffect>(g, { shared: 'effects' });
  for (const [id, left] of Object.entries(shields)) {
    const i = effects.findIndex((e) => e.id === id);
    if (i < 0) continue;
    const mod = effects[i].mod;
    if (left <= 0) effects.splice(i, 1);
    else if (mod.kind === 'prevention' && mod.remaining !== undefined) effects[i] = { ...effects[i], mod: { ...mod, remaining: left } };
  }
}
