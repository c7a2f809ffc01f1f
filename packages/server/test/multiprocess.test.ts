/**
 * Issue 17 §4 — several server processes behind one Redis act as one server. The test starts Debian's
 * redis-server and two `npm run server` processes (main.ts with REDIS_URL) on loopback, all on free ports and
 * stopped at the end. Colyseus keeps a room on one process; matchmaking through any process reaches it (the
 * request goes over Redis to the room's process, and the client is sent to that process's public address).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { freePort, Processes, REDIS_SERVER } from '../../../scripts/test-processes';
import { CLIENT, SERVER } from '../src/protocol';
import { headsUp, Player } from './harness';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const processes = new Processes();

const urls: string[] = [];
before(async () => {
  if (!REDIS_SERVER) return;
  const redis = await processes.redis();
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    await processes.start(process.execPath, ['--import', 'tsx', MAIN], { PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redis }, /arbiter server: ws:/);
    urls.push(`ws://127.0.0.1:${port}`);
  }
});

after(() => processes.stopAll());

/** The server a room's WebSocket connected to (the process holding the room). */
const hostOf = (p: Player): string => new URL((p.room as any).connection.transport.ws.url).port;

test('two server processes sharing a Redis: clients matchmaking through either process reach the same table and play', { skip: !REDIS_SERVER && 'redis-server is not installed (.ci/run installs it)', timeout: 90_000 }, async () => {
  const [a, b] = urls;
  const alice = await Player.create(a, headsUp(21), { seat: 'p1' });
  const bob = await Player.join(b, alice.room.roomId, { seat: 'p2' }); // matchmaking through the other process
  assert.equal(hostOf(bob), hostOf(alice), 'both connections reach the process holding the room');
  await alice.next(SERVER.table, (t) => t.seats[1].presence === 'connected', 0);
  const view = await bob.next(SERVER.view, () => true, 0);
  const decider = view.view.state.pending.player === 'p2' ? bob : alice;
  decider.send(CLIENT.input, { decision: view.view.state.pending.id, input: { kind: 'answer', answer: { kind: 'mulligan', keep: true } } });
  for (const p of [alice, bob]) await p.next(SERVER.view, (v) => v.seq === view.seq + 1, 0);
  // Rooms are spread over the processes (Colyseus creates a room on the process with the fewest rooms).
  const second = await Player.create(a, headsUp(22), { seat: 'p1' });
  const third = await Player.create(b, headsUp(23), { seat: 'p1' });
  const hosts = new Set([alice, second, third].map(hostOf));
  assert.deepEqual([...hosts].sort(), urls.map((u) => new URL(u).port).sort(), 'rooms on both processes');
  for (const p of [alice, bob, second, third]) await p.leave();
});
