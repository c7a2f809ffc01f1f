import {
  formatManaCost, inspect, renderEvent, type GameEvent, type GameState, type ObjectId,
} from '@arbiter/engine';
import type { Expectation, Loc, ObjectExpectation, ZoneExpectation } from '../scenario/types';
import { resolveObject, type RefScope } from './refs';

export interface Failure {
  loc: Loc;
  message: string;
  /**
   * Set on a check that failed after the script stopped at a rejected or failed step: it likely fails
   * because the rest of the script never ran (a knock-on failure), not on its own.
   */
  knockOn?: true;
}

/** The result of one check: an entry of an `expect` (a player's life, a zone, an object, the pending decision...). */
export interface CheckResult {
  loc: Loc;
  /** What was checked: `life Bob`, `zone Alice graveyard`, `object bears`, `pending`, `log`, `gameOver`, `turn`, `error`. */
  check: string;
  passed: boolean;
  failures: Failure[];
}

function nameList(scope: RefScope, ids: ObjectId[]): string[] {
  const ins = inspect(scope.state, scope.cards);
  return ids.map((id) => (scope.state.objects[id].kind === 'ability' ? `ability of ${scope.state.objects[id].ability?.sourceCard}` : ins.characteristics(id).name));
}

/** The ids in a zone, as a ZoneExpectation means it (a player's zone, or a shared one). */
function zoneContents(scope: RefScope, z: ZoneExpectation): ObjectId[] | string {
  const s = scope.state;
  const p = z.player !== undefined ? scope.players.get(z.player) : undefined;
  if (z.player !== undefined && !p) return `unknown player ${z.player}`;
  const ins = inspect(s, scope.cards);
  switch (z.zone) {
    case 'library': case 'hand':
      return p ? s.players[p][z.zone] : s.order.flatMap((q) => s.players[q][z.zone as 'library' | 'hand']);
    case 'graveyard': {
      // Stored bottom first; expectations list top first.
      const of = (q: string) => [...s.players[q].graveyard].reverse();
      return p ? of(p) : s.order.flatMap(of);
    }
    case 'exile':
      return p ? s.exile.filter((id) => s.objects[id].owner === p) : s.exile;
    case 'battlefield':
      return p ? s.battlefield.filter((id) => ins.characteristics(id).controller === p) : s.battlefield;
    case 'stack':
      return [...s.stack].reverse();
    case 'command':
      return p ? s.command.filter((id) => s.objects[id].owner === p) : s.command;
  }
}

function sameMultiset(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

function checkObject(scope: RefScope, e: ObjectExpectation, fail: (m: string) => void): void {
  const id = resolveObject(scope, e.ref);
  if (typeof id !== 'string') return fail(id.error);
  const o = scope.state.objects[id];
  const c = inspect(scope.state, scope.cards).characteristics(id);
  const cmp = (field: string, actual: unknown, expected: unknown) => {
    if (expected === undefined) return;
    if (JSON.stringify(actual) !== JSON.stringify(expected)) fail(`${e.ref}: expected ${field} ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  const sorted = (xs: string[] | undefined) => (xs ? [...xs].sort() : undefined);
  const playerName = (pid: string) => scope.state.players[pid]?.name ?? pid;
  cmp('zone', o.zone, e.zone);
  cmp('name', c.name, e.name);
  cmp('colors', sorted(c.colors), sorted(e.colors));
  cmp('types', sorted(c.types), sorted(e.types));
  cmp('subtypes', sorted(c.subtypes), sorted(e.subtypes));
  cmp('supertypes', sorted(c.supertypes), sorted(e.supertypes));
  if (e.manaCost !== undefined) cmp('mana cost', c.manaCost === null ? null : formatManaCost(c.manaCost), e.manaCost);
  cmp('mana value', inspect(scope.state, scope.cards).manaValue(id), e.manaValue);
  cmp('power', c.power, e.power);
  cmp('toughness', c.toughness, e.toughness);
  cmp('loyalty', o.counters.loyalty ?? c.loyalty, e.loyalty);
  cmp('tapped', o.tapped, e.tapped);
  cmp('damage', o.damage, e.damage);
  if (e.counters) for (const [k, n] of Object.entries(e.counters)) cmp(`${k} counters`, o.counters[k] ?? 0, n);
  if (e.owner !== undefined) cmp('owner', playerName(o.owner), e.owner);
  if (e.controller !== undefined) cmp('controller', playerName(c.controller), e.controller);
  cmp('prepared', o.prepared, e.prepared);
  cmp('token', o.kind === 'token', e.token);
  cmp('copy', o.kind === 'copy' || o.kind === 'spellCopy' || o.copyOf !== undefined, e.copy);
  cmp('faceDown', o.faceDown, e.faceDown);
  cmp('phasedOut', o.phasedOut, e.phasedOut);
  if (e.attachedTo !== undefined) {
    const want = e.attachedTo === null ? null : resolveObject(scope, e.attachedTo);
    if (want !== null && typeof want !== 'string') fail(want.error);
    else cmp('attachedTo', o.attachedTo, want);
  }
  const has = (text: string) => c.abilities.some((a) => (a.kind === 'keyword' ? a.keyword === text.toLowerCase() || a.text?.toLowerCase() === text.toLowerCase() : a.text.includes(text)));
  for (const a of e.abilities ?? []) if (!has(a)) fail(`${e.ref}: expected to have ability '${a}'`);
  for (const a of e.lacks ?? []) if (has(a)) fail(`${e.ref}: expected not to have ability '${a}'`);
}

/** Checks an expectation against the game; returns every failure, located at the line that states it. */
export function checkExpectation(scope: RefScope, e: Expectation, log: GameEvent[], lastError: { rule: string; message: string } | null): Failure[] {
  return checkEach(scope, e, log, lastError).flatMap((c) => c.failures);
}

/** Checks an expectation entry by entry: every check's result, passed or not. */
export function checkEach(scope: RefScope, e: Expectation, log: GameEvent[], lastError: { rule: string; message: string } | null): CheckResult[] {
  const out: CheckResult[] = [];
  const s = scope.state;
  // One result per entry (`check` names it); the failures it collects are located at the entry's line.
  const current = new Map<Loc, CheckResult>();
  const at = (loc: Loc, check = '') => {
    let r = current.get(loc);
    if (!r) { r = { loc, check, passed: true, failures: [] }; current.set(loc, r); out.push(r); }
    else if (check && !r.check) r.check = check;
    const res = r;
    return (message: string) => { res.passed = false; res.failures.push({ loc, message }); };
  };
  for (const v of e.life ?? []) {
    at(v.loc, `life ${v.player}`);
    const p = scope.players.get(v.player)!;
    if (s.players[p].life !== v.value) at(v.loc)(`expected life of ${v.player} ${v.value}, got ${s.players[p].life}`);
  }
  for (const v of e.poison ?? []) {
    at(v.loc, `poison ${v.player}`);
    const p = scope.players.get(v.player)!;
    if (s.players[p].poison !== v.value) at(v.loc)(`expected ${v.player} to have ${v.value} poison counters, got ${s.players[p].poison}`);
  }
  for (const z of e.zones ?? []) {
    at(z.loc, `zone ${z.player ? `${z.player} ` : ''}${z.zone}`);
    const ids = zoneContents(scope, z);
    if (typeof ids === 'string') { at(z.loc)(ids); continue; }
    const actual = nameList(scope, ids);
    const ok = z.ordered ? actual.join('\n') === z.cards.join('\n') : sameMultiset(actual, z.cards);
    if (!ok) at(z.loc)(`expected ${z.player ? `${z.player}'s ` : ''}${z.zone} ${JSON.stringify(z.cards)}, got ${JSON.stringify(actual)}`);
  }
  for (const o of e.objects ?? []) checkObject(scope, o, at(o.loc, `object ${o.ref}`));
  if (e.pending) {
    const d = s.pending;
    const f = at(e.pending.loc, 'pending');
    if (!d) f('expected a pending decision, but the game is over');
    else {
      if (e.pending.kind && d.kind !== e.pending.kind) f(`expected a pending ${e.pending.kind} decision, got ${d.kind} (${d.prompt})`);
      if (e.pending.player && s.players[d.player].name !== e.pending.player) f(`expected ${e.pending.player} to decide, got ${s.players[d.player].name}`);
      if (e.pending.rule && d.rule !== e.pending.rule) f(`expected the decision to cite rule ${e.pending.rule}, got ${d.rule}`);
      if (e.pending.options) {
        const offered = describeOptions(scope, d);
        // An option is named in full, by its last words ("cast Lightning Bolt": Lightning Bolt) or by its source
        // ("Rest in Peace: If a card ...": Rest in Peace).
        for (const want of e.pending.options) if (!offered.some((o) => o === want || o.endsWith(` ${want}`) || o.startsWith(`${want}: `))) f(`expected option '${want}' among ${JSON.stringify(offered)}`);
      }
    }
  }
  if (e.log) {
    at(e.log.loc, 'log');
    const lines = log.map(renderEvent);
    for (const text of e.log.contains) if (!lines.some((l) => l.includes(text))) at(e.log.loc)(`expected the log to contain '${text}'`);
    for (const text of e.log.lacks) {
      const hit = lines.find((l) => l.includes(text));
      if (hit) at(e.log.loc)(`expected the log not to contain '${text}', found: ${hit}`);
    }
  }
  if (e.gameOver) {
    const g = e.gameOver;
    at(g.loc, 'gameOver');
    if (g.over !== !!s.over) at(g.loc)(g.over ? 'expected the game to be over' : `expected the game to go on, but it is over (${s.over?.reason})`);
    else if (g.over && g.winners) {
      const winners = s.over!.winners.map((p) => s.players[p].name);
      if (!sameMultiset(winners, g.winners)) at(g.loc)(`expected winners ${JSON.stringify(g.winners)}, got ${JSON.stringify(winners)}`);
    }
  }
  if (e.turn) {
    const t = e.turn;
    at(t.loc, 'turn');
    if (t.number !== undefined && s.turn.number !== t.number) at(t.loc)(`expected turn ${t.number}, got ${s.turn.number}`);
    if (t.step !== undefined && s.turn.step !== t.step) at(t.loc)(`expected step ${t.step}, got ${s.turn.step}`);
    if (t.active !== undefined && s.players[s.turn.active].name !== t.active) at(t.loc)(`expected ${t.active}'s turn, got ${s.players[s.turn.active].name}'s`);
  }
  if (e.error) {
    at(e.error.loc, 'error');
    if (!lastError) at(e.error.loc)('expected the previous step to be rejected, but it was accepted');
    else if (e.error.rule && lastError.rule !== e.error.rule) at(e.error.loc)(`expected a rejection citing rule ${e.error.rule}, got ${lastError.rule}: ${lastError.message}`);
  }
  return out;
}

/** Human-readable option texts of a decision ("cast Lightning Bolt", "pass", ...). */
export function describeOptions(scope: RefScope, d: NonNullable<GameState['pending']>): string[] {
  const ins = inspect(scope.state, scope.cards);
  const name = (id: ObjectId) => ins.characteristics(id).name;
  const target = (t: { player: string } | { object: ObjectId }) => ('player' in t ? scope.state.players[t.player].name : name(t.object));
  switch (d.kind) {
    case 'priority':
      return d.options.map((o) => {
        if (o.kind === 'pass') return 'pass';
        if (o.kind === 'playLand') return `play ${name(o.object)}`;
        if (o.kind === 'cast') return `cast ${name(o.object)}${o.alternative ? ` using ${o.alternative}` : ''}`;
        // The runner is omniscient: a face-down permanent is named by its card (708.5 would hide it from opponents).
        if (o.kind === 'turnFaceUp') return `turn ${scope.state.objects[o.object].card} face up using ${o.via}`;
        return `activate ${name(o.object)}`;
      });
    case 'targets':
    case 'triggerTargets':
    case 'newTargets':
      return d.requirements.flatMap((r) => r.legal.map(target));
    case 'chooseOption':
      return d.options;
    case 'declareAttackers':
      return d.candidates.map((c) => name(c.attacker));
    case 'declareBlockers':
      return d.candidates.map((c) => name(c.blocker));
    case 'chooseObjects':
    case 'legendRule':
    case 'bottomCards':
      return d.options.map(name);
    case 'chooseName':
    case 'orderReplacements':
      return d.options;
    case 'orderTriggers':
      return d.triggers;
    case 'chooseHalves':
      return [...new Set(d.options.flat())];
    default:
      return [];
  }
}
