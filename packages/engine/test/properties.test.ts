import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { defaultRegistry } from '@arbiter/cards';
import { createGame, decodeState, decodeStateBinary, encodeState, encodeStateBinary, inspect, playout, renderLog, seedRng, step } from '../src/index';
import { FUZZ_DEFAULTS, checkCardCounts, checkCharacteristics, checkLife, checkSBAs, checkZones, fuzzGameParams, runCheckedGame, type Violation } from '../src/agents/invariants';
import { sampleDecks, sampleSetup } from '../../../scripts/playout';

/**
 * Property tests over random games (DESIGN "Tests that read like rulings"): a short seeded slice of the
 * fuzzer (scripts/fuzz.ts, same checks from src/agents/invariants.ts), plus fast-check properties.
 */
const cards = defaultRegistry();
const decks = sampleDecks(cards);
const describe = (vs: Violation[]) => vs.map((v) => `[${v.check}] step ${v.step}: ${v.message}`).join('\n');

test('fuzz slice (= npm run fuzz -- --games 12): 12 seeded 2–4 player games keep every invariant after every step', () => {
  // Zones and card counts (CR 400.1, 400.7), SBAs whenever a player has priority (704.3), life changes
  // explained by events (119), encode/decode round trip (DESIGN 2), replay determinism, no input mutation.
  for (let gameSeed = 1; gameSeed <= 12; gameSeed++) {
    const { players, agentSeed } = fuzzGameParams(gameSeed);
    const r = runCheckedGame(sampleSetup(decks, gameSeed, players, true), cards, agentSeed, FUZZ_DEFAULTS);
    assert.equal(describe(r.violations), '', `game seed ${gameSeed}, ${players} players`);
    assert.ok(r.state.over, `game seed ${gameSeed} ends within ${FUZZ_DEFAULTS.maxDecisions} decisions`);
  }
});

test('CR 601.2, 733.1: fuzz slice (= npm run fuzz -- --games 4 --begin-any): a player who tries to begin every spell and ability it holds never leaves a decision without an accepted suggested answer', () => {
  for (let gameSeed = 1; gameSeed <= 4; gameSeed++) {
    const { players, agentSeed } = fuzzGameParams(gameSeed);
    const r = runCheckedGame(sampleSetup(decks, gameSeed, players, true), cards, agentSeed, { ...FUZZ_DEFAULTS, agent: { beginAny: true } });
    assert.equal(describe(r.violations), '', `game seed ${gameSeed}, ${players} players`);
  }
});

test('CR 400.1: the invariant checks do catch a card listed in two zones, a lost card and a missed SBA', () => {
  const start = createGame(sampleSetup(decks, 1, 2), cards).state;
  const p1 = start.players.p1;
  const card = p1.library[0];
  // The same card in the library and the hand.
  const twice = { ...start, players: { ...start.players, p1: { ...p1, hand: [...p1.hand, card] } } };
  assert.ok(checkZones(twice).some((m) => m.includes('listed twice')));
  // A card that vanished from its zone and from state.objects.
  const { [card]: _gone, ...objects } = start.objects;
  const lost = { ...start, objects, players: { ...start.players, p1: { ...p1, library: p1.library.slice(1) } } };
  assert.deepEqual(checkZones(lost), []);
  assert.ok(checkCardCounts(start, lost).some((m) => m.includes('owned 60 card(s) before the step and 59 after')));
  // CR 704.5a: a player at 0 life who still has priority.
  const r = playout(start, cards, 1, { maxDecisions: 5000, onStep: (st) => st.result.state.pending?.kind !== 'priority' });
  const s = r.state;
  assert.equal(s.pending?.kind, 'priority');
  const p = s.pending!.player;
  const dead = { ...s, players: { ...s.players, [p]: { ...s.players[p], life: 0 } } };
  assert.ok(checkSBAs(dead, cards).some((m) => m.includes('704.5a')));
  // CR 119: a life change no event explains.
  assert.ok(checkLife(s, dead, []).some((m) => m.includes('no damage, life gain/loss or payment event')));
});

test('CR 613, DESIGN 4: the characteristics check catches reused characteristics that differ from a computation from scratch', () => {
  const start = createGame(sampleSetup(decks, 2, 2), cards).state;
  const s = playout(start, cards, 5, { maxDecisions: 200 }).state;
  assert.deepEqual(checkCharacteristics(s, cards), []);
  // A memo gone wrong: the kept characteristics of one permanent changed behind the engine's back.
  const id = s.battlefield[0];
  const kept = inspect(s, cards).characteristics(id);
  const name = kept.name;
  kept.name = 'Not Its Name';
  try {
    assert.ok(checkCharacteristics(s, cards).some((m) => m.startsWith(`object ${id} `) && m.includes('Not Its Name')));
  } finally {
    kept.name = name;
  }
  // A list with one more element is caught too (the kept list is replaced: it may be the definition's own).
  const types = kept.types;
  kept.types = [...types, 'Battle'];
  try {
    assert.ok(checkCharacteristics(s, cards).some((m) => m.startsWith(`object ${id} `) && m.includes('Battle')));
  } finally {
    kept.types = types;
  }
  assert.deepEqual(checkCharacteristics(s, cards), []);
});

const seeds = fc.record({ game: fc.integer({ min: 0, max: 2 ** 31 - 1 }), agent: fc.integer({ min: 0, max: 2 ** 31 - 1 }), players: fc.integer({ min: 2, max: 4 }) });

test('DESIGN 2: same seed + same inputs ⇒ same events, byte for byte, and the same state (any seeds)', () => {
  fc.assert(
    fc.property(seeds, ({ game, agent, players }) => {
      const setup = sampleSetup(decks, game, players);
      const a = playout(createGame(setup, cards).state, cards, agent, { maxDecisions: 300, keepEvents: true, keepInputs: true });
      // Replay the recorded inputs (accepted and rejected) into a fresh game.
      let s = createGame(setup, cards).state;
      const events = [];
      for (const { input, accepted } of a.inputs!) {
        const r = step(s, input, cards);
        assert.equal(!r.error, accepted);
        events.push(...r.events);
        s = r.state;
      }
      assert.equal(renderLog(events), renderLog(a.events!));
      assert.equal(encodeState(s), encodeState(a.state));
    }),
    { numRuns: 6, seed: 20261129 },
  );
});

test('DESIGN 2: a state decoded from encodeState equals the original and plays on exactly like it (any seeds, any point)', () => {
  fc.assert(
    fc.property(seeds, fc.integer({ min: 0, max: 400 }), ({ game, agent, players }, at) => {
      const setup = sampleSetup(decks, game, players);
      const rng = seedRng(agent);
      const mid = playout(createGame(setup, cards).state, cards, rng, { maxDecisions: at }).state;
      const text = encodeState(mid);
      const decoded = decodeState(text);
      assert.ok(decoded.state, decoded.error);
      assert.equal(encodeState(decoded.state), text);
      assert.equal(encodeState(decodeStateBinary(encodeStateBinary(mid)).state!), text);
      // The packed encoding loses nothing: the decoded state equals the state as plain JSON reads it back.
      assert.deepStrictEqual(decoded.state, JSON.parse(JSON.stringify(mid)));
      assert.ok(text.length < JSON.stringify(mid).length / 2, `encoded ${text.length} bytes, plain JSON ${JSON.stringify(mid).length}`);
      const a = playout(mid, cards, [...rng] as typeof rng, { maxDecisions: 150, keepEvents: true });
      const b = playout(decoded.state, cards, [...rng] as typeof rng, { maxDecisions: 150, keepEvents: true });
      assert.equal(renderLog(b.events!), renderLog(a.events!));
      assert.equal(encodeState(b.state), encodeState(a.state));
    }),
    { numRuns: 6, seed: 20261129 },
  );
});
