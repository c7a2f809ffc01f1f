/**
 * Throughput benchmark (DESIGN "Performance is a feature"): heads-up random playouts of the two sample
 * decks to the end of the game, on one core, for a fixed time budget; plus snapshot/restore costs of a
 * mid-game state. Results and the machine they were measured on go in docs/benchmarks.md.
 *
 *   npm run bench -- [--seconds 20] [--warmup 2] [--max 5000] [--json] [--no-snapshot]
 *
 * --no-snapshot skips the snapshot measurements (for CPU profiles of the playouts alone:
 * `node --cpu-prof --import tsx scripts/bench.ts --seconds 10 --no-snapshot`).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { createGame, decodeState, encodeState, playout, step, type GameState } from '@arbiter/engine';
import { defaultRegistry } from '@arbiter/cards';
import { sampleDecks, sampleSetup } from './playout';

function num(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!(n >= 0)) throw new Error(`--${name} expects a number, got '${process.argv[i + 1]}'`);
  return n;
}

const seconds = num('seconds', 20);
const warmup = num('warmup', Math.min(2, seconds / 10));
const maxDecisions = num('max', 5000);
const json = process.argv.includes('--json');

const cards = defaultRegistry();
const decks = sampleDecks(cards);
const agentSeedOf = (gameSeed: number) => (Math.imul(gameSeed, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;

let peakRss = 0;
let peakHeap = 0;
function sampleMemory(): void {
  const m = process.memoryUsage();
  if (m.rss > peakRss) peakRss = m.rss;
  if (m.heapUsed > peakHeap) peakHeap = m.heapUsed;
}

/** Per-decision wall times in µs (random agent's choice + rejected attempts + the accepted `step`). */
let times = new Float64Array(1 << 20);
let nTimes = 0;
function record(us: number): void {
  if (nTimes === times.length) {
    const bigger = new Float64Array(times.length * 2);
    bigger.set(times);
    times = bigger;
  }
  times[nTimes++] = us;
}

interface Totals { games: number; over: number; decisions: number; rejected: number; ms: number; cpuMs: number; turns: number }

function run(budgetS: number, firstSeed: number, measure: boolean): Totals {
  const t: Totals = { games: 0, over: 0, decisions: 0, rejected: 0, ms: 0, cpuMs: 0, turns: 0 };
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let seed = firstSeed;
  while (performance.now() - t0 < budgetS * 1000) {
    let last = performance.now();
    const start = createGame(sampleSetup(decks, seed, 2), cards);
    const r = playout(start.state, cards, agentSeedOf(seed), {
      maxDecisions,
      onStep: measure
        ? () => {
            const now = performance.now();
            record((now - last) * 1000);
            last = now;
          }
        : undefined,
    });
    t.games++;
    if (r.state.over) t.over++;
    t.decisions += r.decisions;
    t.rejected += r.errors;
    t.turns += r.state.turn.number;
    seed++;
    sampleMemory();
  }
  t.ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  t.cpuMs = (cpu.user + cpu.system) / 1000;
  return t;
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Average µs of `fn` over enough repetitions to fill ~`ms` milliseconds. */
function timeIt(fn: () => unknown, ms = 500): { us: number; reps: number } {
  let reps = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    for (let i = 0; i < 16; i++) fn();
    reps += 16;
    t = performance.now();
  }
  return { us: ((t - t0) * 1000) / reps, reps };
}

/** A mid-game state: game seed 1 played to half its length. */
function midGameState(): { state: GameState; decision: number; total: number } {
  const start = createGame(sampleSetup(decks, 1, 2), cards);
  const total = playout(start.state, cards, agentSeedOf(1), { maxDecisions }).decisions;
  const half = Math.floor(total / 2);
  return { state: playout(start.state, cards, agentSeedOf(1), { maxDecisions: half }).state, decision: half, total };
}

sampleMemory();
if (warmup > 0) run(warmup, 1_000_000, false);
const totals = run(seconds, 1, true);
const sorted = times.slice(0, nTimes).sort();

// Snapshot and restore of a mid-game state.
function snapshotCosts() {
  const mid = midGameState();
  const s = mid.state;
  const text = encodeState(s);
  const keep: GameState[] = new Array(1024);
  let sink = 0;
  const reference = timeIt(() => {
    keep[sink++ & 1023] = s; // snapshot: keep the reference (step never mutates its input)
    return keep[(sink - 1) & 1023]; // restore: continue from it
  });
  const encode = timeIt(() => encodeState(s));
  const decode = timeIt(() => decodeState(text));
  const encodeDecode = timeIt(() => decodeState(encodeState(s)));
  const clone = timeIt(() => structuredClone(s));
  // For scale: one step (pass priority) from the kept state.
  const pending = s.pending!;
  const pass = pending.kind === 'priority' ? { player: pending.player, kind: 'pass' as const } : null;
  const stepFrom = pass ? timeIt(() => step(s, pass, cards)) : null;
  return {
    midGame: { decision: mid.decision, of: mid.total, turn: s.turn.number, objects: Object.keys(s.objects).length, encodedBytes: text.length },
    snapshotRestoreUs: {
      reference: +reference.us.toFixed(4),
      encodeDecode: +encodeDecode.us.toFixed(1),
      encode: +encode.us.toFixed(1),
      decode: +decode.us.toFixed(1),
      structuredClone: +clone.us.toFixed(1),
      stepFromSnapshot: stepFrom ? +stepFrom.us.toFixed(1) : null,
    },
  };
}
const snap = process.argv.includes('--no-snapshot') ? null : snapshotCosts();
sampleMemory();

const mem = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: availableParallelism(),
  seconds: +(totals.ms / 1000).toFixed(2),
  warmupSeconds: warmup,
  games: totals.games,
  gamesOver: totals.over,
  gamesPerSecond: +(totals.games / (totals.ms / 1000)).toFixed(2),
  decisions: totals.decisions,
  decisionsPerSecond: Math.round(totals.decisions / (totals.ms / 1000)),
  cpuSeconds: +(totals.cpuMs / 1000).toFixed(2),
  /** Throughput per second of CPU time used by this process (includes GC and JIT threads): robust to a busy machine. */
  decisionsPerCpuSecond: Math.round(totals.decisions / (totals.cpuMs / 1000)),
  loadAverage: loadavg().map((x) => +x.toFixed(2)),
  decisionsPerGame: Math.round(totals.decisions / Math.max(1, totals.games)),
  turnsPerGame: +(totals.turns / Math.max(1, totals.games)).toFixed(1),
  rejectedInputs: totals.rejected,
  decisionUs: { p50: +percentile(sorted, 50).toFixed(1), p90: +percentile(sorted, 90).toFixed(1), p99: +percentile(sorted, 99).toFixed(1), max: +sorted[sorted.length - 1].toFixed(0) },
  ...snap,
  peakRssMB: +(peakRss / 1024 / 1024).toFixed(1),
  peakHeapUsedMB: +(peakHeap / 1024 / 1024).toFixed(1),
};

if (json) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const r = result;
  console.log(`Arbiter bench — ${r.date}, Node ${r.node}, ${r.cpu} (${r.cores} cores; this run uses one)`);
  console.log(`heads-up random playouts, red-green-beats vs white-blue-control, cap ${maxDecisions} decisions/game, ${r.seconds} s after ${r.warmupSeconds} s warm-up`);
  console.log(`  games:       ${r.games} (${r.gamesOver} to game over)   ${r.gamesPerSecond} games/s   ${r.decisionsPerGame} decisions/game, ${r.turnsPerGame} turns/game`);
  console.log(`  decisions:   ${r.decisions}   ${r.decisionsPerSecond} decisions/s wall clock   (${r.rejectedInputs} rejected random inputs, answered by a fallback)`);
  console.log(`  CPU time:    ${r.cpuSeconds} s for ${r.seconds} s wall = ${r.decisionsPerCpuSecond} decisions per CPU-second (incl. GC threads); load average ${r.loadAverage.join(' ')}${r.loadAverage[0] > r.cores - 0.5 ? ' — BUSY MACHINE: wall-clock figures are low' : ''}`);
  console.log(`  per decision (agent choice + step): p50 ${r.decisionUs.p50} µs, p90 ${r.decisionUs.p90} µs, p99 ${r.decisionUs.p99} µs, max ${r.decisionUs.max} µs`);
  if (r.midGame && r.snapshotRestoreUs) {
    console.log(`  mid-game state (game seed 1, decision ${r.midGame.decision} of ${r.midGame.of}, turn ${r.midGame.turn}, ${r.midGame.objects} objects, ${r.midGame.encodedBytes} bytes encoded):`);
    console.log(`    snapshot+restore by reference (step never mutates its input): ${r.snapshotRestoreUs.reference} µs`);
    console.log(`    encodeState+decodeState round trip: ${r.snapshotRestoreUs.encodeDecode} µs (encode ${r.snapshotRestoreUs.encode} µs, decode ${r.snapshotRestoreUs.decode} µs)`);
    console.log(`    structuredClone: ${r.snapshotRestoreUs.structuredClone} µs`);
    if (r.snapshotRestoreUs.stepFromSnapshot !== null) console.log(`    (for scale: one step — pass priority — from the snapshot: ${r.snapshotRestoreUs.stepFromSnapshot} µs)`);
  }
  console.log(`  peak memory: rss ${mem(peakRss)}, heapUsed ${mem(peakHeap)}`);
  const goalD = r.decisionsPerSecond >= 20000;
  const sr = r.snapshotRestoreUs;
  const goalS = sr ? `snapshot+restore <100 µs ${sr.reference < 100 ? 'MET' : 'MISSED'} (by reference${sr.encodeDecode < 100 ? '; also by encode/decode' : '; not by encode/decode'})` : 'snapshot not measured';
  console.log(`  goals: ≥20,000 decisions/s ${goalD ? 'MET' : 'MISSED'}; ${goalS}`);
}
