import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { defaultRegistry } from '@arbiter/cards';
import { createGame, encodeState, playout, seedRng, step, type GameState, type Input } from '../src/index';
import { deepFreeze } from '../src/agents/invariants';
import { fallbackInput } from '../src/agents/playout';
import { randomInput } from '../src/agents/random';
import { sampleDecks, sampleSetup } from '../../../scripts/playout';

/**
 * DESIGN 1, 8 — `step` is the boundary front ends, workers and servers cross with data that may not match the
 * types: whatever arrives, it returns (never throws), and a rejected input leaves the state as it was.
 */
const cards = defaultRegistry();
const decks = sampleDecks(cards);

/**
 * Reachable states of a few random games, frozen: every state the random agent reaches, plus, at each priority,
 * the state after beginning an offered cast or activation with nothing given up front (so announcements,
 * targets and payments are asked as decisions).
 */
const states: GameState[] = [];
for (const seed of [1, 2, 3, 4, 5, 6]) {
  const start = createGame(sampleSetup(decks, seed, 2 + (seed % 3)), cards).state;
  states.push(deepFreeze(start));
  playout(start, cards, seed * 7, {
    maxDecisions: 500,
    onStep: (st) => {
      const s = deepFreeze(st.result.state);
      states.push(s);
      const d = s.pending;
      if (d?.kind !== 'priority') return;
      for (const o of d.options) {
        if (o.kind !== 'cast' && !(o.kind === 'activate' && !o.mana)) continue;
        const r = step(s, o.kind === 'cast' ? { player: d.player, kind: 'cast', object: o.object, set: o.set } : { player: d.player, kind: 'activate', object: o.object, ability: o.ability }, cards);
        if (!r.error) states.push(deepFreeze(r.state));
      }
    },
  });
}
const live = states.filter((s) => s.pending && !s.over);

const INPUT_KINDS = ['pass', 'playLand', 'cast', 'activate', 'turnFaceUp', 'answer', 'concede', 'bogus'];
const ANSWER_KINDS = ['mulligan', 'bottomCards', 'announce', 'targets', 'payment', 'declareAttackers', 'declareBlockers', 'assignDamage',
  'chooseObjects', 'optionalCosts', 'unlessPays', 'chooseNumber', 'chooseOption', 'chooseName', 'chooseHalves', 'orderTriggers', 'cancel', 'bogus'];

const oddValue = fc.oneof(
  fc.constantFrom(null, undefined, -1, 0, 1, 2, 0.5, NaN, Infinity, '', 'x', 'constructor', '__proto__', 'p9', '99999', true, false, [], {}, [[]], [{}]),
  fc.anything({ maxDepth: 2 }),
);

/** Every place inside a value that a mutation can change: [container, key]. */
function places(value: unknown, out: [Record<string, unknown>, string][] = []): [Record<string, unknown>, string][] {
  if (value && typeof value === 'object') {
    for (const k of Object.keys(value)) {
      out.push([value as Record<string, unknown>, k]);
      places((value as Record<string, unknown>)[k], out);
    }
  }
  return out;
}

type Mutation = { at: number; op: 'set' | 'delete' | 'add' | 'kind' | 'answerKind' | 'id'; value: unknown; pick: number };
const mutation = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('set', 'delete', 'add', 'kind', 'answerKind', 'id'),
  value: oddValue,
  pick: fc.nat(),
}) as fc.Arbitrary<Mutation>;

/** A fresh copy of a generated value (the constants are shared between runs). */
function clone(value: unknown): unknown {
  try { return structuredClone(value); } catch { return value; }
}

/** Applies mutations to a deep copy of an input (ids are swapped for other ids of the state by 'id'). */
function mutate(input: Input, ms: Mutation[], s: GameState): unknown {
  const copy = structuredClone(input) as Record<string, unknown>;
  const ids = [...Object.keys(s.objects), ...s.order];
  for (const m of ms) {
    const value = clone(m.value);
    const ps = places(copy);
    const [container, key] = ps.length ? ps[m.at % ps.length] : [copy, 'kind'];
    switch (m.op) {
      case 'set': container[key] = value; break;
      case 'delete': delete container[key]; break;
      case 'add': container[`extra${m.pick % 3}`] = value; break;
      case 'kind': copy.kind = INPUT_KINDS[m.pick % INPUT_KINDS.length]; break;
      case 'answerKind': copy.answer = { ...(copy.answer as object), kind: ANSWER_KINDS[m.pick % ANSWER_KINDS.length] }; break;
      case 'id': if (typeof container[key] === 'string') container[key] = ids[m.pick % ids.length]; break;
    }
  }
  return copy;
}

/** The input under test: the random agent's, the decision's suggested one, or a cast of any card the player holds. */
function baseInput(s: GameState, which: number, seed: number): Input {
  const d = s.pending!;
  if (which === 0) return randomInput(s, seedRng(seed));
  if (which === 1) return fallbackInput(d);
  const hand = s.players[d.player].hand;
  return { player: d.player, kind: 'cast', object: hand[seed % Math.max(1, hand.length)] ?? '1', payment: 'auto' };
}

function checkBoundary(s: GameState, input: unknown): void {
  const before = encodeState(s);
  const r = step(s, input as Input, cards); // must not throw (deep-frozen: must not write into s either)
  if (r.error) {
    assert.equal(r.state, s, 'a rejected input returns the state it was given');
    assert.equal(typeof r.error.message, 'string');
    assert.equal(encodeState(s), before);
  }
}

test('DESIGN 1: random and mutated inputs in reachable states never make step throw, and a rejection changes nothing', () => {
  assert.ok(live.length > 500, `enough reachable states (${live.length})`);
  fc.assert(
    fc.property(fc.nat(), fc.nat(2), fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 4 }), (at, which, seed, ms) => {
      const s = live[at % live.length];
      checkBoundary(s, mutate(baseInput(s, which, seed), ms, s));
    }),
    { numRuns: Number(process.env.RUNS ?? 3000), seed: Number(process.env.SEED ?? 14) },
  );
  fc.assert(fc.property(fc.nat(), fc.anything(), (at, junk) => checkBoundary(live[at % live.length], junk)), { numRuns: 500, seed: 14 });
});

test('DESIGN 8: a malformed input is a typed malformed-input error naming the field, state unchanged', () => {
  const s = live.find((x) => x.pending!.kind === 'mulligan')!;
  const p = s.pending!.player;
  // A mulligan answer without `keep` was read as "take a mulligan" (103.5).
  const r = step(s, { player: p, kind: 'answer', answer: { kind: 'mulligan' } } as unknown as Input, cards);
  assert.equal(r.error?.code, 'malformed-input');
  assert.match(r.error!.message, /^input\.answer\.keep: /);
  assert.equal(r.state, s);
  for (const junk of [null, undefined, 42, 'pass', [], {}, { player: p }, { player: p, kind: 'answer' }, { player: p, kind: 'answer', answer: null }]) {
    assert.equal(step(s, junk as unknown as Input, cards).error?.code, 'malformed-input', JSON.stringify(junk));
  }
  assert.equal(step(s, { player: p, kind: 'answer', answer: { kind: 'mulligan', keep: 'yes' } } as unknown as Input, cards).error?.code, 'malformed-input');
});

test('DESIGN 8: an input naming an object or player that does not exist is an unknown-object error, state unchanged', () => {
  const s = live.find((x) => x.pending!.kind === 'priority' && x.turn.step === 'main1')!;
  const p = s.pending!.player;
  for (const object of ['99999', 'constructor', '__proto__', 'hasOwnProperty']) {
    const r = step(s, { player: p, kind: 'cast', object }, cards);
    assert.equal(r.error?.code, 'unknown-object', object);
    assert.equal(r.state, s);
  }
  assert.equal(step(s, { player: 'toString', kind: 'pass' }, cards).error?.code, 'unknown-object');
});

test('DESIGN 1: well-formed answers with out-of-range choices are rejected in every kind of decision, state unchanged', () => {
  const wrong = (p: string, obj: string): unknown[] => [
    { kind: 'chooseOption', choice: 99 }, { kind: 'chooseNumber', value: -5 }, { kind: 'chooseNumber', value: 1e9 },
    { kind: 'orderTriggers', order: [5, 5] }, { kind: 'orderTriggers', order: [] }, { kind: 'assignDamage', amounts: [] },
    { kind: 'assignDamage', amounts: [1, 2, 3, 4] }, { kind: 'targets', targets: [] }, { kind: 'targets', targets: [[], [], []] },
    { kind: 'targets', targets: [[{ player: p }, { player: p }]] }, { kind: 'targets', targets: [[{ object: obj }]] },
    { kind: 'chooseHalves', halves: [] }, { kind: 'chooseHalves', halves: [7, 7, 7] }, { kind: 'announce', modes: [99] },
    { kind: 'announce', x: 1e6 }, { kind: 'announce', announce: { 99: { half: 1 } } }, { kind: 'bottomCards', cards: [obj, obj] },
    { kind: 'payment', plan: { activations: [{ source: obj, ability: 99, choice: 99 }] } }, { kind: 'payment', plan: { activations: [], spend: [99] } },
    { kind: 'chooseObjects', objects: [obj, obj] }, { kind: 'chooseObjects', objects: [] }, { kind: 'optionalCosts', pay: ['kicker', 'kicker'] },
    { kind: 'declareAttackers', attacks: [{ attacker: obj, defender: { player: p } }] }, { kind: 'declareBlockers', blocks: [{ blocker: obj, attacker: obj }] },
    { kind: 'unlessPays', pay: true, plan: { activations: [{ source: obj, ability: 3, choice: 0 }] } }, { kind: 'chooseName', name: 'No Such Card' },
  ].map((answer) => ({ player: p, kind: 'answer', answer }));
  let n = 0;
  for (const s of live) {
    if (n++ % (s.pending!.kind === 'priority' ? 40 : 4)) continue;
    const ids = Object.keys(s.objects);
    for (const input of wrong(s.pending!.player, ids[n % ids.length])) checkBoundary(s, input);
  }
});
