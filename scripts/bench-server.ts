/**
 * `npm run bench:server` — a bounded load test of online tables (issue 17 §4). Starts a server process on a free
 * loopback port and keeps N tables playing at once: each table has two seats played by clients of this process
 * with the engine's random agent on their own views (plus a spectator), and a finished table is replaced by a new
 * one until the time is up. Reports the tables held, the messages per second the clients received, and the
 * latency of a step (an input sent → the view of its step back at the sender: p50, p99).
 *
 *   npm run bench:server -- [--tables 8] [--seconds 20] [--steps 300]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import { Client, type Room } from 'colyseus.js';
import { fallbackInput, randomInput, seedRng, type GameState, type Input } from '@arbiter/engine';
import { CLIENT, SERVER, TABLE_ROOM, type TableOptions } from '@arbiter/server';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const TABLES = arg('tables', 8);
const SECONDS = arg('seconds', 20);
const STEPS = arg('steps', 300);
const DECKS = ['red-green-beats', 'white-blue-control', 'white-blue-auras', 'blue-black-prepare', 'naya-replacement'];

/** Set once the server is up: tables stop at this time. */
let deadline = Infinity;
const latencies: number[] = [];
let messages = 0;
let bytes = 0;
let finished = 0;
let errors = 0;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; NaN elsewhere). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** One seat played by a random agent reading this client's views; resolves when its table is done. */
function play(room: Room, seat: string, seed: number): Promise<void> {
  const rng = seedRng(seed);
  let state: GameState | undefined;
  let answered = -1;
  let sent: { seq: number; at: number } | null = null;
  const answer = (input: Input) => {
    sent = { seq: state!.seq, at: performance.now() };
    room.send(CLIENT.input, { decision: state!.pending!.id, input });
  };
  return new Promise((resolve) => {
    setTimeout(resolve, deadline - performance.now()); // the other seat may be left waiting for this one
    room.onMessage(SERVER.error, (e) => {
      if (e.source !== 'engine' || state?.pending?.player !== seat) errors++;
      else answer(fallbackInput(state.pending));
    });
    room.onMessage('*', () => { messages++; });
    room.onMessage(SERVER.view, (text: string) => {
      messages++;
      bytes += text.length;
      const m = JSON.parse(text);
      state = m.view.state;
      if (sent && m.seq > sent.seq) {
        latencies.push(performance.now() - sent.at);
        sent = null;
      }
      if (state!.over || m.seq >= STEPS || performance.now() > deadline) return resolve();
      const d = state!.pending;
      if (!d || d.player !== seat || d.id === answered) return;
      answered = d.id;
      answer(randomInput(state!, rng));
    });
  });
}

async function table(url: string, n: number): Promise<void> {
  const seed = 1000 + n;
  const options: TableOptions = {
    seed,
    seats: [0, 1].map((i) => ({ kind: 'human' as const, name: `P${i + 1}`, deck: { sample: DECKS[(n + i) % DECKS.length] } })),
  };
  const a = new Client(url);
  const alice = await a.create(TABLE_ROOM, { ...options, seat: 'p1' });
  const first = play(alice, 'p1', seed * 2);
  const bob = await new Client(url).joinById(alice.roomId, { seat: 'p2' });
  const second = play(bob, 'p2', seed * 2 + 1);
  const spectator = await new Client(url).joinById(alice.roomId, { spectator: true });
  spectator.onMessage('*', () => { messages++; });
  await Promise.all([first, second]);
  finished++;
  await Promise.all([alice.leave(), bob.leave(), spectator.leave()]);
}

const port = await freePort();
const main = fileURLToPath(new URL('../packages/server/src/main.ts', import.meta.url));
const server = spawn(process.execPath, ['--import', 'tsx', main], { env: { ...process.env, PORT: String(port), REDIS_URL: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((resolve) => server.stdout!.on('data', (d) => { if (/arbiter server:/.test(String(d))) resolve(); }));
const url = `ws://127.0.0.1:${port}`;

let started = 0;
let held = 0;
const begin = performance.now();
const cpuBefore = cpuSeconds(server.pid!);
deadline = begin + SECONDS * 1000;
async function lane(): Promise<void> {
  while (performance.now() < deadline) {
    held = Math.max(held, ++started - finished);
    await table(url, started);
  }
}
await Promise.all(Array.from({ length: TABLES }, lane));
const seconds = (performance.now() - begin) / 1000;
const serverCpu = cpuSeconds(server.pid!) - cpuBefore;
server.kill('SIGTERM');

latencies.sort((x, y) => x - y);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
const commit = execSync('git rev-parse --short HEAD').toString().trim();
console.log(`bench:server — ${new Date().toISOString().slice(0, 16)}Z, commit ${commit}, ${cpus().length}× ${cpus()[0]?.model}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)}`);
console.log(`  ${TABLES} tables at once (most held: ${held}), ${finished} games played (to the end, ${STEPS} steps or the time limit) in ${seconds.toFixed(1)} s`);
console.log(`  ${latencies.length} steps (${(latencies.length / seconds).toFixed(0)}/s); messages received: ${(messages / seconds).toFixed(0)}/s, views ${(bytes / seconds / 1e6).toFixed(1)} MB/s`);
console.log(`  step latency (input sent → its view back): p50 ${pct(50)} ms, p99 ${pct(99)} ms; refused messages: ${errors}`);
console.log(`  server process: ${serverCpu.toFixed(1)} CPU s, ${(latencies.length / serverCpu).toFixed(0)} steps per server CPU-second`);
process.exit(0);
