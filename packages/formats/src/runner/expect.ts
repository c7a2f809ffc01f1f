import {
  formatManaCost, inspect, renderEvent, type Characteristics, type GameEvent, type GameState, type ObjectId,
} from '@arbiter/engine';
import type { Expectation, Loc, ObjectExpectation, ZoneExpectation } from '../scenario/types';
import { NAMELESS } from '../scenario/refs';
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
  return ids.map((id) => (scope.state.objects[id].kind === 'ability' ? `ability of ${scope.state.objects[id].ability?.sourceCard}` : ins.characteristics(id).name || NAMELESS));
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

/** An ability answers to a keyword ("flying"), its full keyword text ("Ward {2}"), or a part of its rules text. */
function matchesAbility(a: Characteristics['abilities'][number], text: string): boolean {
  return a.kind === 'keyword' ? a.keyword === text.toLowerCase() || a.text?.toLowerCase() === text.toLowerCase() : a.text.includes(text);
}

/**
 * The card name an object is a copy of (CR 707), or null when it is no copy: a copy of a card or a prepare spell in
 * exile (707.12, 722.3c), a copy of a spell (707.10), a token created as a copy (707.2, 111.1), a permanent that
 * entered as a copy (707.5: Clone) or became one (613.2a: a "becomes a copy" effect in force).
 * @simplification a token copy of a token made from a token definition reads as an ordinary token.
 */
function copiedCard(scope: RefScope, id: ObjectId): string | null {
  const o = scope.state.objects[id];
  const copyEffects = scope.state.effects.filter((e) => e.mod.kind === 'copy' && e.affected.includes(id));
  const latest = copyEffects[copyEffects.length - 1];
  if (latest?.mod.kind === 'copy') return latest.mod.source.card;
  if (o.kind === 'copy' || o.kind === 'spellCopy') return o.base?.card ?? o.card;
  if (o.base && !o.base.token && (o.kind === 'card' || o.kind === 'token')) return o.base.card;
  return null;
}

/** `copyOf:` names a card, or refers to an object (its card is meant). */
function resolveCopied(scope: RefScope, ref: string): string {
  const id = scope.aliases.has(ref) ? resolveObject(scope, ref) : null;
  return typeof id === 'string' ? scope.state.objects[id].card : ref;
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
  const copied = copiedCard(scope, id);
  cmp('copy', copied !== null, e.copy);
  if (e.copyOf !== undefined) {
    const want = resolveCopied(scope, e.copyOf);
    if (copied !== want) fail(`${e.ref}: expected to be a copy of ${e.copyOf}, ${copied === null ? 'but it is not a copy' : `got a copy of ${copied}`}`);
  }
  cmp('faceDown', o.faceDown, e.faceDown);
  cmp('phasedOut', o.phasedOut, e.phasedOut);
  if (e.attachedTo !== undefined) {
    const want = e.attachedTo === null ? null : resolveObject(scope, e.attachedTo);
    if (want !== null && typeof want !== 'string') fail(want.error);
    else cmp('attachedTo', o.attachedTo, want);
  }
  const has = (text: string) => c.abilities.some((a) => matchesAbility(a, text));
  const texts = c.abilities.map((a) => (a.kind === 'keyword' ? a.text ?? a.keyword : a.text));
  if (e.abilities && !Array.isArray(e.abilities)) {
    // The exact list: every listed ability present, nothing else.
    const { exactly } = e.abilities;
    const extra = c.abilities.filter((a) => !exactly.some((want) => matchesAbility(a, want)));
    const missing = exactly.filter((a) => !has(a));
    if (missing.length || extra.length) fail(`${e.ref}: expected exactly the abilities ${JSON.stringify(exactly)}, got ${JSON.stringify(texts)}`);
  } else if (e.abilities && e.abilities.length === 0 && c.abilities.length) fail(`${e.ref}: expected no abilities, got ${JSON.stringify(texts)}`);
  else for (const a of e.abilities ?? []) if (!has(a)) fail(`${e.ref}: expected to have ability '${a}'`);
  for (const a of e.lacks ?? []) if (has(a)) fail(`${e.ref}: expected not to have ability '${a}'`);
}

/**
 * One event matching a log `events:` entry: it cites the rule (exactly, or a subrule of it: 704.5 matches 704.5g)
 * and its own words contain the text — words quoted from card text inside it (“…”, "…") don't count.
 */
function eventMatches(ev: GameEvent, want: { rule?: string; text?: string }): boolean {
  if (want.rule && !ev.rules.some((r) => r === want.rule || (r.startsWith(want.rule!) && /^[.a-z]/.test(r.slice(want.rule!.length))))) return false;
  if (!want.text) return true;
  const own = renderEvent(ev).replace(/^CR [^:]+: /, '').replace(/“[^”]*”|"[^"]*"/g, '');
  return own.includes(want.text);
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
  for (const v of e.manaPool ?? []) {
    at(v.loc, `manaPool ${v.player}`);
    const p = scope.players.get(v.player)!;
    const actual = s.players[p].manaPool.map((m) => `{${m.type}}`);
    const want = v.mana.match(/\{[WUBRGC]\}/g) ?? [];
    if (!sameMultiset(actual, want)) at(v.loc)(`expected ${v.player}'s mana pool ${v.mana || '(empty)'}, got ${[...actual].sort().join('') || '(empty)'}`);
  }
  for (const v of e.librarySize ?? []) {
    at(v.loc, `librarySize ${v.player}`);
    const n = s.players[scope.players.get(v.player)!].library.length;
    if (n !== v.value) at(v.loc)(`expected ${v.player}'s library to hold ${v.value} cards, got ${n}`);
  }
  for (const v of e.handSize ?? []) {
    at(v.loc, `handSize ${v.player}`);
    const n = s.players[scope.players.get(v.player)!].hand.length;
    if (n !== v.value) at(v.loc)(`expected ${v.player}'s hand to hold ${v.value} cards, got ${n}`);
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
      const offered = describeOptions(scope, d);
      const listed = JSON.stringify(offered);
      for (const want of e.pending.options ?? []) if (!offered.some((o) => optionMatches(o, want))) f(`expected option '${want}' among ${listed}`);
      for (const not of e.pending.lacks ?? []) {
        const hit = offered.find((o) => optionMatches(o, not));
        if (hit) f(`expected option '${not}' not to be offered, but '${hit}' is (offered: ${listed})`);
      }
      if (e.pending.exactly) {
        const missing = e.pending.exactly.filter((want) => !offered.some((o) => optionMatches(o, want)));
        const extra = offered.filter((o) => !e.pending!.exactly!.some((want) => optionMatches(o, want)));
        if (missing.length || extra.length) {
          f(`expected exactly the options ${JSON.stringify(e.pending.exactly)}, offered ${listed}${missing.length ? `; missing ${JSON.stringify(missing)}` : ''}${extra.length ? `; not expected ${JSON.stringify(extra)}` : ''}`);
        }
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
    for (const want of e.log.events ?? []) {
      const n = log.filter((ev) => eventMatches(ev, want)).length;
      const what = `an event${want.rule ? ` citing ${want.rule}` : ''}${want.text ? ` saying '${want.text}'` : ''}`;
      if (want.count === undefined ? n === 0 : n !== want.count) at(e.log.loc)(`expected ${want.count === undefined ? what : `${want.count} × ${what}`}, found ${n}`);
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

/**
 * Whether an offered option answers to a name in an expectation: in full ("cast Jump as prepare"), by its last
 * words with or without the characteristic set ("Jump", "Jump as prepare"), or — for orders of replacement effects
 * and triggers — by its source ("Rest in Peace" for "Rest in Peace: If a card ...").
 */
function optionMatches(option: string, want: string): boolean {
  const bare = option.replace(/ as \w+$/, '');
  return [option, bare].some((o) => o === want || o.endsWith(` ${want}`)) || option.startsWith(`${want}: `);
}

/** The characteristic set a cast option uses, as a cast step's `as:` names it (none for the normal one). */
const SET_LABEL: Record<string, string> = { prototype: 'prototype', adventure: 'adventure', omen: 'omen', left: 'left', right: 'right', prepare_spell: 'prepare' };

/** The printed name of a card's alternative characteristic set (a prototype keeps the card's name). */
function setName(scope: RefScope, id: ObjectId, set: string): string | undefined {
  const alts = scope.cards.get(scope.state.objects[id].card)?.printed.alts ?? [];
  const halves = alts.filter((a) => a.role === 'split_half');
  const alt = set === 'left' ? halves[0] : set === 'right' ? halves[1] : alts.find((a) => a.role === set);
  return alt?.face.name;
}

/** Human-readable option texts of a decision ("cast Lightning Bolt", "cast Jump as prepare", "pass", ...). */
export function describeOptions(scope: RefScope, d: NonNullable<GameState['pending']>): string[] {
  const ins = inspect(scope.state, scope.cards);
  const name = (id: ObjectId) => ins.characteristics(id).name;
  const target = (t: { player: string } | { object: ObjectId }) => ('player' in t ? scope.state.players[t.player].name : name(t.object));
  switch (d.kind) {
    case 'priority':
      return d.options.map((o) => {
        if (o.kind === 'pass') return 'pass';
        if (o.kind === 'playLand') return `play ${name(o.object)}`;
        if (o.kind === 'cast') {
          // The name is the one the spell would have with that set (CR 601.2a: a prototype, an Adventure, a prepare spell).
          const spell = o.set === 'normal' || o.set === scope.state.objects[o.object].set ? name(o.object) : setName(scope, o.object, o.set) ?? name(o.object);
          return `cast ${spell}${o.alternative ? ` using ${o.alternative}` : ''}${SET_LABEL[o.set] ? ` as ${SET_LABEL[o.set]}` : ''}`;
        }
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
