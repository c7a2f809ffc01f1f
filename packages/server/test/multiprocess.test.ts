/**
 * Issue 17 §4 — several server processes behind one Redis act as one server. The test starts Debian's
 * redis-server and two `npm run server` processes (main.ts with REDIS_URL) on loopback, all on free ports and
 * stopped at the end. Colyseus keeps a room on one process; matchmaking through any process reaches it (the
 * request goes over Redis to the room's process, and the client is sent to that process's public address).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { CLIENT, SERVER } from '../src/protocol';
import { headsUp, Player } from './harness';

const REDIS = spawnSync('sh', ['-c', 'command -v redis-server']).stdout?.toString().trim();
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    }).on('error', reject);
  });
}

/** Starts a process and waits (bounded) for a line of its output that says it is ready. */
function start(cmd: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${cmd} not ready within 30 s:\n${output}`)), 30_000);
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`${cmd} exited (${code}):\n${output}`)));
  });
}

const urls: string[] = [];
before(async () => {
  if (!REDIS) return;
  const redisPort = await freePort();
  await start(REDIS, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, /Ready to accept connections/);
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    await start(process.execPath, ['--import', 'tsx', MAIN], { PORT: String(port), HOST: '127.0.0.1', REDIS_URL: `redis://127.0.0.1:${redisPort}` }, /arbiter server: ws:/);
    urls.push(`ws://127.0.0.1:${port}`);
  }
});

after(async () => {
  await Promise.all(children.map((c) => new Promise<void>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve();
    const kill = setTimeout(() => c.kill('SIGKILL'), 8000);
    c.once('exit', () => { clearTimeout(kill); resolve(); });
    c.kill('SIGTERM');
  })));
});

/** The server a room's WebSocket connected to (the process holding the room). */
const hostOf = (p: Player): string => new URL((p.room as any).connection.transport.ws.url).port;

test('two server processes sharing a Redis: clients matchmaking through either process reach the same table and play', { skip: !REDIS && 'redis-server is not installed (.ci/run installs it)', timeout: 90_000 }, async () => {
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
