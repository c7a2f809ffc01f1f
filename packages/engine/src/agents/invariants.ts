import type { CardRegistry } from '../cards/definition';
import type { Input } from '../decisions';
import { createGame, step, type GameSetup } from '../engine';
import { renderEvent, renderLog, type GameEvent } from '../events';
import { inspect } from '../inspect';
import { decodeState, encodeState } from '../state/codec';
import { decodeStateBinary, encodeStateBinary } from '../state/codec-binary';
import type { GameState, ObjectId, PlayerId, ZoneName } from '../state/types';
import { playout, suggestedInput, type PlayoutInput, type PlayoutStep } from './playout';
import type { RandomAgentOptions } from './random';

/**
 * Invariants that must hold after every step of any game (DESIGN "Tests that read like rulings":
 * property tests). Shared by the fuzzer (scripts/fuzz.ts) and the property tests. Each check returns
 * human-readable problems; an empty list means the invariant holds.
 */

export type CheckName = 'zones' | 'cards' | 'sba' | 'life' | 'decision' | 'suggested' | 'roundTrip' | 'characteristics' | 'mutation' | 'replay' | 'stuck' | 'crash' | 'hang';

export interface Violation {
  check: CheckName;
  /** Accepted inputs before the problem showed (0 = right after createGame). */
  step: number;
  message: string;
}

const PLAYER_ZONES = ['library', 'hand', 'graveyard'] as const;
const SHARED_ZONES = ['battlefield', 'stack', 'exile', 'command'] as const;

/**
 * CR 400.1, 400.7 — (a)+(b): every id in a zone list exists in `state.objects`, its `zone` field names that
 * zone, cards in a library/hand/graveyard are in their owner's; every object is listed in exactly one zone;
 * a player who left the game owns nothing (800.4a) — unless their loss ended the game, which then ends at once
 * with nothing of theirs leaving first (104.1, `loseGame`).
 */
export function checkZones(s: GameState): string[] {
  const out: string[] = [];
  const seen = new Set<ObjectId>();
  let listed = 0;
  const visit = (ids: readonly ObjectId[], zone: ZoneName, owner: PlayerId | null) => {
    const where = owner ? `${owner}'s ${zone}` : zone;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      if (seen.has(id)) out.push(`${id} is listed twice (again in ${where}): it is in ${zonesListing(s, id).join(', ')}`);
      seen.add(id);
      listed++;
      const o = s.objects[id];
      if (!o) out.push(`${id} is listed in ${where} but is not in state.objects`);
      else {
        if (o.zone !== zone) out.push(`${id} (${o.card}) is listed in ${where} but its zone is ${o.zone}`);
        if (owner && o.owner !== owner) out.push(`${id} (${o.card}) is in ${where} but is owned by ${o.owner}`);
      }
    }
  };
  for (const p of s.order) {
    const pl = s.players[p];
    visit(pl.library, 'library', p);
    visit(pl.hand, 'hand', p);
    visit(pl.graveyard, 'graveyard', p);
  }
  for (const z of SHARED_ZONES) visit(s[z], z, null);
  let objects = 0;
  for (const id in s.objects) {
    objects++;
    const o = s.objects[id];
    if (o.id !== id) out.push(`state.objects[${id}] has id ${o.id}`);
    const owner = s.players[o.owner];
    if (!owner) out.push(`${id} (${o.card}) is owned by unknown player ${o.owner}`);
    else if (owner.left && !s.over) out.push(`${id} (${o.card}) is owned by ${o.owner}, who left the game`);
  }
  if (objects !== seen.size || listed !== seen.size) {
    for (const id in s.objects) if (!seen.has(id)) out.push(`${id} (${s.objects[id].card}, zone ${s.objects[id].zone}) is in no zone list`);
  }
  return out;
}

/** The zone lists that hold an id (for messages). */
function zonesListing(s: GameState, id: ObjectId): string[] {
  const where: string[] = [];
  for (const p of s.order) for (const z of PLAYER_ZONES) for (const x of s.players[p][z]) if (x === id) where.push(`${p}'s ${z}`);
  for (const z of SHARED_ZONES) for (const x of s[z]) if (x === id) where.push(z);
  return where;
}

const countMemo = new WeakMap<GameState, Record<PlayerId, number>>();

/** Cards (not tokens, copies or abilities) each player owns (memoised per state). */
export function cardCounts(s: GameState): Record<PlayerId, number> {
  const hit = countMemo.get(s);
  if (hit) return hit;
  const n: Record<PlayerId, number> = Object.fromEntries(s.order.map((p) => [p, 0]));
  for (const id in s.objects) {
    const o = s.objects[id];
    if (o.kind === 'card' && !o.copyOf) n[o.owner] = (n[o.owner] ?? 0) + 1;
  }
  countMemo.set(s, n);
  return n;
}

/** (a) — no card lost or created: each player owns as many cards as before, unless they left a game that goes on. */
export function checkCardCounts(before: GameState, after: GameState, beforeCounts = cardCounts(before), afterCounts = cardCounts(after)): string[] {
  const out: string[] = [];
  for (const p of after.order) {
    const was = beforeCounts[p] ?? 0;
    const now = afterCounts[p] ?? 0;
    if (after.players[p].left && !before.players[p].left) {
      // 104.1: a loss that ends the game takes nothing out of it.
      if (now !== 0 && !after.over) out.push(`${p} left the game but still owns ${now} card(s)`);
    } else if (now !== was) {
      out.push(`${p} owned ${was} card(s) before the step and ${now} after`);
    }
  }
  return out;
}

/**
 * CR 117.5, 704.3 — (c): whenever a player has priority, state-based actions have been performed: no
 * creature with toughness 0 or less, lethal or deathtouch damage (unless indestructible); no player in the
 * game with 0 or less life, 10+ poison, or a draw from an empty library pending.
 */
export function checkSBAs(s: GameState, cards: CardRegistry): string[] {
  if (s.over || s.pending?.kind !== 'priority') return [];
  const out: string[] = [];
  for (const p of s.order) {
    const pl = s.players[p];
    if (pl.left) continue;
    if (pl.life <= 0) out.push(`${p} has ${pl.life} life with priority pending (704.5a)`);
    if (pl.poison >= 10) out.push(`${p} has ${pl.poison} poison counters with priority pending (704.5c)`);
    if (pl.drewFromEmpty) out.push(`${p} drew from an empty library and is still in the game (704.5b)`);
  }
  const ins = inspect(s, cards);
  const legends = new Set<string>();
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (!o || o.phasedOut) continue;
    const c = ins.characteristics(id);
    if (c.name && c.supertypes.includes('Legendary')) {
      const key = `${c.controller}: ${c.name}`;
      if (legends.has(key)) out.push(`${c.controller} controls two or more legendary permanents named ${c.name} (704.5j)`);
      legends.add(key);
    }
    if ((o.counters['+1/+1'] ?? 0) > 0 && (o.counters['-1/-1'] ?? 0) > 0) out.push(`${c.name} (${id}) has both +1/+1 and -1/-1 counters (704.5q)`);
    if (!c.types.includes('Creature') || c.toughness === null) continue;
    const indestructible = c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'indestructible');
    if (c.toughness <= 0) out.push(`${c.name} (${id}) has toughness ${c.toughness} on the battlefield (704.5f)`);
    else if (!indestructible && o.damage > 0 && o.damage >= c.toughness) out.push(`${c.name} (${id}) has ${o.damage} damage and toughness ${c.toughness} (704.5g)`);
    else if (!indestructible && o.deathtouchDamage) out.push(`${c.name} (${id}) was dealt deathtouch damage (704.5h)`);
  }
  for (const id in s.objects) {
    const o = s.objects[id];
    if (o.kind === 'token' && o.zone !== 'battlefield') out.push(`token ${id} (${o.card}) exists in ${o.zone} (704.5d)`);
    if (o.kind === 'spellCopy' && o.zone !== 'stack') out.push(`spell copy ${id} exists in ${o.zone} (704.5e)`);
  }
  return out;
}

/** Event kinds that may change a player's life total (damage 120.3a, life gain/loss 119, costs 119.4). */
const LIFE_KINDS = new Set(['damage', 'lifelink', 'gainLife', 'loseLife', 'pay', 'mana']);

/** The life change an event states in its text, or null when it can't be read. */
function lifeDelta(e: GameEvent): number | null {
  let m: RegExpExecArray | null;
  switch (e.kind) {
    case 'damage':
      return (m = /deals (\d+) damage/.exec(e.text)) ? -Number(m[1]) : null;
    case 'lifelink':
    case 'gainLife':
      return (m = /gains (\d+) life/.exec(e.text)) ? Number(m[1]) : null;
    case 'loseLife':
      return (m = /loses (\d+) life/.exec(e.text)) ? -Number(m[1]) : null;
    case 'pay':
      return (m = /(\d+) life/.exec(e.text)) ? -Number(m[1]) : 0;
    default:
      return null; // mana abilities with a life cost don't say how much
  }
}

/**
 * CR 119 — (d): a player's life total changes only in a step whose events explain it: an event of a
 * life-changing kind about that player (a gain for a rise, damage/loss/payment for a fall), and when every
 * such event states its amount, the amounts add up to the change exactly.
 */
export function checkLife(before: GameState, after: GameState, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const p of after.order) {
    const delta = after.players[p].life - before.players[p].life;
    // `player` names whose life it is: the damaged player (120.3a), the gainer, the payer.
    const relevant = events.filter((e) => e.player === p && LIFE_KINDS.has(e.kind));
    if (delta === 0) {
      const deltas = relevant.map(lifeDelta);
      if (deltas.every((d) => d !== null) && deltas.reduce((a, b) => a! + b!, 0) !== 0) {
        out.push(`${p}'s life did not change but events say it should have: ${relevant.map(renderEvent).join(' | ')}`);
      }
      continue;
    }
    if (after.players[p].left && !before.players[p].left && !relevant.length) continue; // life of a departed player is not checked further
    if (!relevant.length) {
      out.push(`${p}'s life went from ${before.players[p].life} to ${after.players[p].life} with no damage, life gain/loss or payment event`);
      continue;
    }
    const deltas = relevant.map(lifeDelta);
    if (deltas.every((d) => d !== null)) {
      const sum = deltas.reduce((a, b) => a! + b!, 0)!;
      if (sum !== delta) out.push(`${p}'s life changed by ${delta} but the events add up to ${sum}: ${relevant.map(renderEvent).join(' | ')}`);
    } else if (delta > 0 && !relevant.some((e) => e.kind === 'gainLife' || e.kind === 'lifelink')) {
      out.push(`${p} gained ${delta} life with no life gain event`);
    }
  }
  return out;
}

/** The game waits for exactly one decision by a player still in the game, unless it is over (DESIGN 1). */
export function checkDecision(before: GameState | null, after: GameState): string[] {
  const out: string[] = [];
  if (after.over && after.pending) out.push('the game is over but a decision is pending');
  if (!after.over && !after.pending) out.push('no decision is pending but the game is not over');
  if (after.pending && after.players[after.pending.player]?.left !== false) out.push(`the pending decision is for ${after.pending.player}, who is not in the game`);
  if (before && after.seq !== before.seq + 1) out.push(`seq went from ${before.seq} to ${after.seq}`);
  return out;
}

/**
 * CR 601.2, 733.1 — never stuck: the pending decision has a legal answer, its suggested one (priority's, a pass,
 * always is). A cast or activation that couldn't be completed must have been refused when it was begun.
 */
export function checkSuggested(after: GameState, cards: CardRegistry): string[] {
  const d = after.pending;
  if (!d || after.over || d.kind === 'priority') return [];
  const input = suggestedInput(d);
  if (input.kind === 'answer' && input.answer.kind === 'cancel') return [`the ${d.kind} decision (${d.rule}: ${d.prompt}) has no suggested answer`];
  const r = step(after, input, cards);
  return r.error ? [`the suggested answer to the ${d.kind} decision (${d.rule}: ${d.prompt}) is refused: ${r.error.rule} ${r.error.message}`] : [];
}

/**
 * DESIGN 2 — (f): the state survives encodeState→decodeState unchanged (and the binary encoding's round trip
 * gives the same state), and the decoded copy plays on exactly like the original: the same input gives the same
 * events and the same next state.
 */
export function checkRoundTrip(before: GameState, input: Input, after: GameState, events: readonly GameEvent[], cards: CardRegistry): string[] {
  const text = encodeState(before);
  const decoded = decodeState(text);
  if (!decoded.state) return [`decodeState rejected an encoded state: ${decoded.error}`];
  if (encodeState(decoded.state) !== text) return ['encodeState(decodeState(encodeState(s))) differs from encodeState(s)'];
  const binary = decodeStateBinary(encodeStateBinary(before));
  if (!binary.state) return [`decodeStateBinary rejected an encoded state: ${binary.error}`];
  if (encodeState(binary.state) !== text) return ['encodeState(decodeStateBinary(encodeStateBinary(s))) differs from encodeState(s)'];
  const again = step(decoded.state, input, cards);
  if (again.error) return [`the decoded state rejects the input the original accepted: ${again.error.message}`];
  if (renderLog(again.events) !== renderLog(events)) return ['the decoded state gives different events for the same input'];
  if (encodeState(again.state) !== encodeState(after)) return ['the decoded state gives a different next state for the same input'];
  return [];
}

/**
 * CR 613, DESIGN 4 — (g): the characteristics the engine reuses from earlier states and computations
 * (rules/r613-memo.ts, the per-state memo) equal those computed from scratch, for every object: the scratch
 * computation runs on a copy of the state whose objects, battlefield and effects are new, so no memo applies.
 */
export function checkCharacteristics(s: GameState, cards: CardRegistry): string[] {
  const scratch: GameState = {
    ...s, battlefield: [...s.battlefield], effects: [...s.effects],
    objects: Object.fromEntries(Object.entries(s.objects).map(([id, o]) => [id, { ...o, counters: { ...o.counters } }])),
  };
  const kept = inspect(s, cards);
  const fresh = inspect(scratch, cards);
  const compute = (f: () => unknown): { value: unknown } | { threw: string } => {
    try { return { value: f() }; } catch (e) { return { threw: (e as Error).message }; }
  };
  const text = (r: ReturnType<typeof compute>) => ('threw' in r ? `throws ${r.threw}` : JSON.stringify(r.value));
  const out: string[] = [];
  for (const id in s.objects) {
    const a = compute(() => kept.characteristics(id));
    const b = compute(() => fresh.characteristics(id));
    const same = 'threw' in a || 'threw' in b ? text(a) === text(b) : sameData(a.value, b.value);
    if (!same) out.push(`object ${id} (${s.objects[id].card}, ${s.objects[id].zone}): reused characteristics ${text(a)} differ from a computation from scratch ${text(b)}`);
  }
  return out;
}

/**
 * Structural equality as JSON sees it (a key holding `undefined` counts as absent), short-cut on identity: the
 * two computations mostly share their ability definitions, so this skips what serialising both would walk.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    if (a.length !== bs.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], bs[i])) return false;
    return true;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  for (const k in ao) if (ao[k] !== undefined && !sameData(ao[k], bo[k])) return false;
  for (const k in bo) if (bo[k] !== undefined && ao[k] === undefined) return false;
  return true;
}

/**
 * DESIGN 2 — makes a state deeply read-only, so that a later `step` that writes into the state it was
 * given (instead of copying first) throws a TypeError (ES modules are strict) and shows up as a crash.
 * States share structure with their predecessors, so already-frozen parts are skipped: this costs only
 * the parts a step created.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const k in value) deepFreeze((value as Record<string, unknown>)[k]);
  return value;
}

/** All per-step checks on one accepted step. */
export function checkStep(st: PlayoutStep, cards: CardRegistry): Violation[] {
  const out: Violation[] = [];
  const add = (check: CheckName, problems: string[]) => {
    for (const message of problems) out.push({ check, step: st.decision, message });
  };
  const after = st.result.state;
  add('zones', checkZones(after));
  add('cards', checkCardCounts(st.before, after));
  add('sba', checkSBAs(after, cards));
  add('life', checkLife(st.before, after, st.result.events));
  add('decision', checkDecision(st.before, after));
  add('suggested', checkSuggested(after, cards));
  return out;
}

/**
 * The fuzzer's game i uses game seed S+i; its player count (within [lo, hi]) and the random agent's seed
 * follow from the game seed alone, so one reported game can be replayed by its game seed.
 */
export function fuzzGameParams(gameSeed: number, [lo, hi]: readonly [number, number] = [2, 4]): { players: number; agentSeed: number } {
  return { players: lo + (gameSeed % (hi - lo + 1)), agentSeed: (Math.imul(gameSeed, 0x9e3779b1) ^ 0x5bd1e995) >>> 0 };
}

/** Fuzzer defaults (scripts/fuzz.ts and the property tests share them). */
export const FUZZ_DEFAULTS = { maxDecisions: 10000, roundTripEvery: 25, charsEvery: 10, replay: true } as const;

export interface CheckedGameOptions {
  maxDecisions: number;
  /** Check the encode/decode round trip (and that `step` leaves its input alone) every N steps; 0 = never. */
  roundTripEvery?: number;
  /** Check every object's characteristics against a computation from scratch every N steps; 0 = never. */
  charsEvery?: number;
  /** Replay the inputs from a fresh game and compare the logs and final states (determinism, (e)). */
  replay?: boolean;
  /** Stop checking a game after this many violations (default 20). */
  maxViolations?: number;
  /** Deep-freeze every state so a `step` that mutates its input throws (default true). */
  freeze?: boolean;
  /** The random agent's options (`beginAny`: also begin casts and activations the engine doesn't offer). */
  agent?: RandomAgentOptions;
  /** Called after every step of the game (`phase` 'play') and of its replay ('replay'), e.g. for a watchdog. */
  onProgress?: (phase: 'play' | 'replay', step: number) => void;
}

export interface CheckedGame {
  state: GameState;
  decisions: number;
  errors: number;
  violations: Violation[];
  /** How many decisions of each kind the game answered: which rules paths it exercised. */
  decisionKinds: Record<string, number>;
}

/**
 * Plays one random game from `setup` with the random agent, checking every invariant after every step;
 * then replays it to check determinism. Never throws: an exception in the engine is a 'crash' violation.
 */
export function runCheckedGame(setup: GameSetup, cards: CardRegistry, agentSeed: number, opts: CheckedGameOptions): CheckedGame {
  const violations: Violation[] = [];
  const max = opts.maxViolations ?? 20;
  const every = opts.roundTripEvery ?? 0;
  const charsEvery = opts.charsEvery ?? 0;
  let start: ReturnType<typeof createGame>;
  try {
    start = createGame(setup, cards);
  } catch (e) {
    return { state: null as unknown as GameState, decisions: 0, errors: 0, violations: [{ check: 'crash', step: 0, message: `createGame threw: ${errorText(e)}` }], decisionKinds: {} };
  }
  for (const message of checkZones(start.state)) violations.push({ check: 'zones', step: 0, message });
  for (const message of checkDecision(null, start.state)) violations.push({ check: 'decision', step: 0, message });

  const freeze = opts.freeze ?? true;
  if (freeze) deepFreeze(start.state);
  let lastState = start.state;
  let decisions = 0;
  const decisionKinds: Record<string, number> = {};
  let res: ReturnType<typeof playout> | undefined;
  try {
    res = playout(start.state, cards, agentSeed, {
      maxDecisions: opts.maxDecisions,
      keepEvents: opts.replay,
      keepInputs: opts.replay,
      agent: opts.agent,
      onStep: (st) => {
        lastState = st.result.state;
        decisions = st.decision;
        const kind = st.before.pending?.kind ?? 'none';
        decisionKinds[kind] = (decisionKinds[kind] ?? 0) + 1;
        opts.onProgress?.('play', st.decision);
        if (freeze) deepFreeze(st.result.state);
        violations.push(...checkStep(st, cards));
        if (every > 0 && st.decision % every === 0) {
          for (const message of checkRoundTrip(st.before, st.input, st.result.state, st.result.events, cards)) {
            violations.push({ check: 'roundTrip', step: st.decision, message });
          }
        }
        if (charsEvery > 0 && st.decision % charsEvery === 0) {
          for (const message of checkCharacteristics(st.result.state, cards)) violations.push({ check: 'characteristics', step: st.decision, message });
        }
        return violations.length < max;
      },
    });
  } catch (e) {
    const mutated = freeze && e instanceof TypeError && /read[- ]only|not extensible|Cannot (assign|add|delete|define)/i.test(e.message);
    violations.push({ check: mutated ? 'mutation' : 'crash', step: decisions + 1, message: `${mutated ? 'step wrote into the (frozen) state it was given' : 'step threw'}: ${errorText(e)}` });
    return { state: lastState, decisions, errors: 0, violations, decisionKinds };
  }
  if (res.stuck) {
    violations.push({ check: 'stuck', step: res.decisions, message: `neither the random input nor the fallback was accepted for a ${res.stuck.decision.kind} decision: ${res.stuck.error}` });
  }
  if (opts.replay && violations.length < max) {
    try {
      violations.push(...checkReplay(setup, cards, start.events, res.events!, res.inputs!, res.state, opts.onProgress));
    } catch (e) {
      violations.push({ check: 'crash', step: res.decisions, message: `step threw while replaying the game: ${errorText(e)}` });
    }
  }
  return { state: res.state, decisions: res.decisions, errors: res.errors, violations, decisionKinds };
}

/**
 * DESIGN 2 — (e): the same setup and the same inputs give the same events, byte for byte, and the same
 * final state; rejected inputs are rejected again.
 */
export function checkReplay(
  setup: GameSetup,
  cards: CardRegistry,
  startEvents: readonly GameEvent[],
  events: readonly GameEvent[],
  inputs: readonly PlayoutInput[],
  final: GameState,
  onProgress?: CheckedGameOptions['onProgress'],
): Violation[] {
  const g = createGame(setup, cards);
  if (renderLog(g.events) !== renderLog(startEvents)) return [{ check: 'replay', step: 0, message: 'createGame gave different events for the same setup' }];
  let s = g.state;
  let n = 0;
  let at = 0; // index into `events`
  for (const { input, accepted } of inputs) {
    const r = step(s, input, cards);
    if (!r.error !== accepted) {
      return [{ check: 'replay', step: n + 1, message: `the replayed input was ${accepted ? 'rejected' : 'accepted'} (${r.error?.message ?? ''}) but ${accepted ? 'accepted' : 'rejected'} the first time` }];
    }
    if (r.error) continue;
    n++;
    onProgress?.('replay', n);
    const expected = events.slice(at, at + r.events.length);
    at += r.events.length;
    if (renderLog(r.events) !== renderLog(expected)) {
      return [{ check: 'replay', step: n, message: `the replay gave different events:\n  first:  ${renderLog(expected).replace(/\n/g, '\n          ')}\n  replay: ${renderLog(r.events).replace(/\n/g, '\n          ')}` }];
    }
    s = r.state;
  }
  if (at !== events.length) return [{ check: 'replay', step: n, message: `the replay gave ${at} events, the first run ${events.length}` }];
  if (encodeState(s) !== encodeState(final)) return [{ check: 'replay', step: n, message: 'the replay ended in a different state (encodeState differs)' }];
  return [];
}

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.message}\n${e.stack?.split('\n').slice(1, 6).join('\n') ?? ''}` : String(e);
}
