/**
 * Issue 17 §3 — hidden information is safe: scripted games played by real clients through a real server on
 * loopback, and every message each client received inspected against the omniscient state (the judge's view of
 * the same step). The games cover mulligans (103.5), draws, library searches and shuffles (701.23a, 701.24a),
 * prepare copies in exile (722.3c) and face-down permanents and spells (708).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultRegistry } from '@arbiter/cards';
import type { GameState } from '@arbiter/engine';
import { startServer, type RunningServer } from '../src/server';
import type { TableOptions } from '../src/protocol';
import { autoplay, Player } from './harness';
import { findLeaks } from './leak';

const cards = defaultRegistry();
let server: RunningServer;
before(async () => { server = await startServer({ port: 0, quiet: true }); });
after(async () => { await server.stop(); });

/** Face-down cards: morph (702.37) creatures and a manifest (701.40) sorcery. */
const FACE_DOWN_DECK = '10 Plains\n10 Mountain\n12 Skirk Marauder\n4 Exalted Angel\n4 Soul Summons';
/** A quick green deck that searches its library (Rampant Growth, 701.23a). */
const RAMP_DECK = '14 Forest\n4 Rampant Growth\n4 Llanowar Elves\n4 Grizzly Bears\n4 Giant Growth';

/** Plays a table to its end (or `maxSteps`) with every human seat on autoplay, a spectator and the judge watching. */
async function playAndInspect(table: TableOptions, maxSteps: number) {
  const first = await Player.create(server.url, table, { seat: 'p1' });
  const roomId = first.room.roomId;
  const judge = await Player.join(server.url, roomId, { judge: true });
  const spectator = await Player.join(server.url, roomId, { spectator: true });
  const seats = [first];
  for (let i = 1; i < table.seats.length; i++) if (table.seats[i].kind === 'human') seats.push(await Player.join(server.url, roomId, { seat: `p${i + 1}` }));
  const seatIds = [0, ...table.seats.slice(1).flatMap((s, i) => (s.kind === 'human' ? [i + 1] : []))].map((i) => `p${i + 1}`);
  await Promise.all(seats.map((p, i) => autoplay(p, seatIds[i], 100 + i, { mulligans: 1, maxSteps })));
  await new Promise((r) => setTimeout(r, 100)); // the last views reach every client
  const states = new Map<number, GameState>();
  for (const m of judge.log) if (m.type === 'view') states.set(m.data.seq, m.data.view.state);
  const events = judge.log.filter((m) => m.type === 'view').flatMap((m) => m.data.events as { kind: string }[]);
  const leaks = [
    ...seats.flatMap((p, i) => findLeaks(p.log, seatIds[i], states, cards).map((l) => ({ seat: seatIds[i], ...l }))),
    ...findLeaks(spectator.log, 'spectator', states, cards).map((l) => ({ seat: 'spectator', ...l })),
  ];
  const messages = [...seats, spectator].reduce((n, p) => n + p.log.length, 0);
  for (const p of [...seats, judge, spectator]) await p.leave();
  return { leaks, events, states, messages, judgeLog: judge.log, aliceLog: first.log };
}

// The seeds and step counts are chosen so that each game reaches what it covers (asserted below).
test('no message names a card its receiver may not see: a search, prepare copies in exile, mulligans, shuffles', async () => {
  const r = await playAndInspect({
    seed: 15,
    allowJudge: true,
    seats: [
      { kind: 'human', name: 'Alice', deck: { list: RAMP_DECK } },
      { kind: 'human', name: 'Bob', deck: { sample: 'blue-black-prepare' } },
    ],
  }, 120);
  assert.deepEqual(r.leaks.slice(0, 5), [], `${r.leaks.length} leaks in ${r.messages} messages`);
  const kinds = new Set(r.events.map((e) => e.kind));
  for (const k of ['mulligan', 'bottom', 'draw', 'search', 'shuffle']) assert.ok(kinds.has(k), `the game had a '${k}' event`);
  const copies = [...r.states.values()].some((s) => Object.values(s.objects).some((o) => o.zone === 'exile' && o.kind === 'copy'));
  assert.ok(copies, 'a prepare copy was in exile (722.3c)');
  // The inspection can fail: the judge's messages, had they gone to a player, are caught.
  const caught = new Set(findLeaks(r.judgeLog, 'p2', r.states, cards).map((l) => l.what.replace(/ .*/, '')));
  for (const check of ['names', 'object', 'real', 'the']) assert.ok(caught.has(check), `the judge's view sent to p2 is caught by the '${check} …' check`);
});

test('no message names a face-down card to a player who does not control it (708.5): morph spells and permanents, manifest', async () => {
  const r = await playAndInspect({
    seed: 13,
    allowJudge: true,
    seats: [
      { kind: 'human', name: 'Alice', deck: { list: FACE_DOWN_DECK } },
      { kind: 'human', name: 'Bob', deck: { list: FACE_DOWN_DECK } },
    ],
  }, 110);
  assert.deepEqual(r.leaks.slice(0, 5), [], `${r.leaks.length} leaks in ${r.messages} messages`);
  const states = [...r.states.values()];
  for (const zone of ['stack', 'battlefield']) {
    assert.ok(states.some((s) => Object.values(s.objects).some((o) => o.faceDown && o.zone === zone)), `a face-down object was on the ${zone}`);
  }
  const kinds = new Set(r.events.map((e) => e.kind));
  for (const k of ['manifest', 'turnFaceUp']) assert.ok(kinds.has(k), `the game had a '${k}' event`);
});

test('a computer seat\'s decisions are log lines told as everyone sees them; its reasoning goes only to the judge (601.2a, 103.5)', async () => {
  const r = await playAndInspect({
    seed: 21,
    allowJudge: true,
    seats: [
      { kind: 'human', name: 'Alice', deck: { sample: 'red-green-beats' } },
      { kind: 'computer', name: 'Hal', level: 'easy', deck: { sample: 'blue-black-prepare' } },
    ],
  }, 80);
  assert.deepEqual(r.leaks.slice(0, 5), [], `${r.leaks.length} leaks in ${r.messages} messages`);
  const lines = (log: typeof r.judgeLog) => log.filter((m) => m.type === 'view').flatMap((m) => m.data.events as { kind: string; text: string; reasoning?: unknown }[]).filter((e) => e.kind === 'computerDecision');
  const told = lines(r.aliceLog);
  assert.ok(told.some((e) => /^Hal \(computer, easy\): cast /.test(e.text)), `Alice saw Hal cast a spell, named (601.2a): ${told.map((e) => e.text).join(' | ')}`);
  assert.ok(told.length && told.every((e) => e.reasoning === undefined), 'no reasoning reaches a player');
  assert.ok(lines(r.judgeLog).some((e) => e.reasoning !== undefined), 'the judge receives the reasoning');
});
