/**
 * Throughput benchmark (DESIGN "Performance is a feature"): heads-up random playouts of the two sample
 * decks to the end of the game, on one core, for a fixed time budget; plus snapshot/restore costs of a
 * mid-game state and the memory a kept snapshot retains. Results and the machine they were measured on go in
 * docs/benchmarks.md.
 *
 *   npm run bench -- [--seconds 20 | --games N] [--warmup 2] [--max 5000] [--json] [--no-snapshot]
 *   npm run bench -- --compare <git-ref> [--with <git-ref>] [--games 40] [--warmup 1]
 *
 * --games N plays game seeds 1..N (a fixed amount of work) instead of as many as fit in --seconds; the warm-up
 * (other seeds) is --warmup seconds of this process's CPU time, so a busy machine doesn't cut it short.
 *
 * --no-snapshot skips the snapshot measurements (for CPU profiles of the playouts alone:
 * `node --cpu-prof --import tsx scripts/bench.ts --seconds 10 --no-snapshot`).
 * --compare runs this code and `<git-ref>`'s (extracted by scripts/compare.ts) in this one process, interleaved game
 * by game (default game seeds 1..40), and prints both sides' CPU-time figures and their ratios; --with puts another
 * commit in this checkout's place (to compare two commits with this harness).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createGame, decodeState, decodeStateBinary, encodeState, encodeStateBinary, playout, step, type GameState } from '@arbiter/engine';
import { defaultRegistry } from '@arbiter/cards';
import { sampleDecks, sampleSetup } from './playout';
import { fileURLToPath } from 'node:url';
import { argValue, checkoutRef, median } from './compare';

function num(name: string, fallback: number): number {
  const v = argValue(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!(n >= 0)) throw new Error(`--${name} expects a number, got '${v}'`);
  return n;
}

const compareRef = argValue('compare');
const seconds = num('seconds', 20);
const games = num('games', 0);
const warmup = num('warmup', games ? 1 : Math.min(2, seconds / 10));
const maxDecisions = num('max', 5000);
const json = process.argv.includes('--json');

/** The figures one run prints (and a child prints as JSON in comparison mode). */
interface BenchResult {
  date: string; node: string; cpu: string; cores: number;
  seconds: number; warmupSeconds: number;
  games: number; gamesOver: number; gamesPerSecond: number;
  decisions: number; decisionsPerSecond: number; cpuSeconds: number;
  /** Throughput per second of CPU time used by this process (includes GC and JIT threads): robust to a busy machine. */
  decisionsPerCpuSecond: number;
  loadAverage: number[]; decisionsPerGame: number; turnsPerGame: number; rejectedInputs: number;
  /** Wall-clock µs per decision. */
  decisionUs: { p50: number; p90: number; p99: number; max: number };
  /** CPU µs per decision (robust to a busy machine; includes GC threads). */
  decisionCpuUs: { p50: number; p90: number; p99: number; max: number };
  midGame?: { decision: number; of: number; turn: number; objects: number; encodedBytes: number; binaryBytes: number };
  snapshotRestoreUs?: {
    reference: number; encodeDecode: number; encode: number; decode: number;
    binary: number; binaryEncode: number; binaryDecode: number; structuredClone: number; stepFromSnapshot: number | null;
  };
  /** Heap bytes each state kept from one whole playout retains (structural sharing between snapshots). */
  retained?: { snapshots: number; bytesPerSnapshot: number };
  peakRssMB: number; peakHeapUsedMB: number;
}

function bench(): BenchResult {
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

  /**
   * Per-decision times in µs (random agent's choice + rejected attempts + the accepted `step`): wall clock, and
   * this process's CPU time (`process.cpuUsage`, µs resolution, less the cost of reading it, `clockUs`).
   */
  let times = new Float64Array(1 << 20);
  let cpuTimes = new Float64Array(1 << 20);
  let nTimes = 0;
  function record(us: number, cpuUs: number): void {
    if (nTimes === times.length) {
      const bigger = new Float64Array(times.length * 2);
      bigger.set(times);
      times = bigger;
      const biggerCpu = new Float64Array(cpuTimes.length * 2);
      biggerCpu.set(cpuTimes);
      cpuTimes = biggerCpu;
    }
    cpuTimes[nTimes] = cpuUs;
    times[nTimes++] = us;
  }

  interface Totals { games: number; over: number; decisions: number; rejected: number; ms: number; cpuMs: number; turns: number }

  /**
   * Plays games from `firstSeed` on until `done` says the budget is used (wall ms, CPU ms, games played); with
   * `measure`, records each decision's times (a separate pass: reading the CPU clock costs time of its own).
   */
  function run(firstSeed: number, measure: boolean, done: (wallMs: number, cpuMs: number, games: number) => boolean): Totals {
    const t: Totals = { games: 0, over: 0, decisions: 0, rejected: 0, ms: 0, cpuMs: 0, turns: 0 };
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const cpuMs = () => { const c = process.cpuUsage(cpu0); return (c.user + c.system) / 1000; };
    let seed = firstSeed;
    while (!done(performance.now() - t0, cpuMs(), t.games)) {
      let last = performance.now();
      let lastCpu = process.cpuUsage();
      const start = createGame(sampleSetup(decks, seed, 2), cards);
      const r = playout(start.state, cards, agentSeedOf(seed), {
        maxDecisions,
        onStep: measure
          ? () => {
              const now = performance.now();
              const cpu = process.cpuUsage();
              record((now - last) * 1000, Math.max(0, cpu.user + cpu.system - lastCpu.user - lastCpu.system - clockUs));
              last = now;
              lastCpu = cpu;
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

  /** Snapshot and restore of a mid-game state. */
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
    const bytes = encodeStateBinary(s);
    const binaryEncode = timeIt(() => encodeStateBinary(s));
    const binaryDecode = timeIt(() => decodeStateBinary(bytes));
    const binary = timeIt(() => decodeStateBinary(encodeStateBinary(s)));
    const clone = timeIt(() => structuredClone(s));
    // For scale: one step (pass priority) from the kept state.
    const pending = s.pending!;
    const pass = pending.kind === 'priority' ? { player: pending.player, kind: 'pass' as const } : null;
    const stepFrom = pass ? timeIt(() => step(s, pass, cards)) : null;
    return {
      midGame: { decision: mid.decision, of: mid.total, turn: s.turn.number, objects: Object.keys(s.objects).length, encodedBytes: Buffer.byteLength(text), binaryBytes: bytes.length },
      snapshotRestoreUs: {
        reference: +reference.us.toFixed(4),
        encodeDecode: +encodeDecode.us.toFixed(1),
        encode: +encode.us.toFixed(1),
        decode: +decode.us.toFixed(1),
        binary: +binary.us.toFixed(1),
        binaryEncode: +binaryEncode.us.toFixed(1),
        binaryDecode: +binaryDecode.us.toFixed(1),
        structuredClone: +clone.us.toFixed(1),
        stepFromSnapshot: stepFrom ? +stepFrom.us.toFixed(1) : null,
      },
    };
  }

  /**
   * The heap a playout's kept states retain, per state: game seed 1 played to the end keeping every state,
   * heap measured after a full GC with and without them (memos hung on the states count too).
   */
  function retainedPerSnapshot(): { snapshots: number; bytesPerSnapshot: number } {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const start = createGame(sampleSetup(decks, 1, 2), cards);
    let kept: GameState[] = [];
    gc();
    const before = process.memoryUsage().heapUsed;
    playout(start.state, cards, agentSeedOf(1), { maxDecisions, onStep: (st) => void kept.push(st.result.state) });
    gc();
    const after = process.memoryUsage().heapUsed;
    const n = kept.length;
    kept = [];
    return { snapshots: n, bytesPerSnapshot: Math.round((after - before) / n) };
  }

  sampleMemory();
  if (warmup > 0) run(1_000_000, false, (_, cpuMs) => cpuMs >= warmup * 1000);
  const totals = run(1, false, (wallMs, _, n) => (games ? n >= games : wallMs >= seconds * 1000));
  run(1, true, (_, __, n) => n >= Math.min(totals.games, TIMED_GAMES));
  const sorted = times.slice(0, nTimes).sort();
  const sortedCpu = cpuTimes.slice(0, nTimes).sort();
  const snap = process.argv.includes('--no-snapshot') ? null : { ...snapshotCosts(), retained: retainedPerSnapshot() };
  sampleMemory();

  return {
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
    decisionsPerCpuSecond: Math.round(totals.decisions / (totals.cpuMs / 1000)),
    loadAverage: loadavg().map((x) => +x.toFixed(2)),
    decisionsPerGame: Math.round(totals.decisions / Math.max(1, totals.games)),
    turnsPerGame: +(totals.turns / Math.max(1, totals.games)).toFixed(1),
    rejectedInputs: totals.rejected,
    decisionUs: { p50: +percentile(sorted, 50).toFixed(1), p90: +percentile(sorted, 90).toFixed(1), p99: +percentile(sorted, 99).toFixed(1), max: +sorted[sorted.length - 1].toFixed(0) },
    decisionCpuUs: { p50: percentile(sortedCpu, 50), p90: percentile(sortedCpu, 90), p99: percentile(sortedCpu, 99), max: sortedCpu[sortedCpu.length - 1] },
    ...snap,
    peakRssMB: +(peakRss / 1024 / 1024).toFixed(1),
    peakHeapUsedMB: +(peakHeap / 1024 / 1024).toFixed(1),
  };
}

/** Games whose decisions are timed one by one (after the throughput pass, the same seeds). */
const TIMED_GAMES = 30;

/** What reading the CPU clock costs (µs, median of many reads): taken off each decision's CPU time. */
const clockUs = (() => {
  const d: number[] = [];
  let last = process.cpuUsage();
  for (let i = 0; i < 400; i++) { const c = process.cpuUsage(); d.push(c.user + c.system - last.user - last.system); last = c; }
  return median(d);
})();

/** Goals of issue 16 (one core, CPU time). */
const GOALS = { decisionsPerCpuSecond: 100_000, p99Us: 100, roundTripUs: 50, bytesPerSnapshot: 10 * 1024 };

function print(r: BenchResult): void {
  const mem = (mb: number) => `${mb.toFixed(0)} MB`;
  const met = (ok: boolean) => (ok ? 'MET' : 'MISSED');
  console.log(`Arbiter bench — ${r.date}, Node ${r.node}, ${r.cpu} (${r.cores} cores; this run uses one)`);
  console.log(`heads-up random playouts, red-green-beats vs white-blue-control, cap ${maxDecisions} decisions/game, ${games ? `game seeds 1..${games}, ` : ''}${r.seconds} s after ${r.warmupSeconds} CPU-s warm-up`);
  console.log(`  games:       ${r.games} (${r.gamesOver} to game over)   ${r.gamesPerSecond} games/s   ${r.decisionsPerGame} decisions/game, ${r.turnsPerGame} turns/game`);
  console.log(`  decisions:   ${r.decisions}   ${r.decisionsPerSecond} decisions/s wall clock   (${r.rejectedInputs} rejected random inputs, answered by a fallback)`);
  console.log(`  CPU time:    ${r.cpuSeconds} s for ${r.seconds} s wall = ${r.decisionsPerCpuSecond} decisions per CPU-second (incl. GC threads); load average ${r.loadAverage.join(' ')}${r.loadAverage[0] > r.cores - 0.5 ? ' — BUSY MACHINE: wall-clock figures are low' : ''}`);
  console.log(`  per decision (agent choice + step), CPU time: p50 ${r.decisionCpuUs.p50} µs, p90 ${r.decisionCpuUs.p90} µs, p99 ${r.decisionCpuUs.p99} µs, max ${r.decisionCpuUs.max} µs`);
  console.log(`                                 wall clock: p50 ${r.decisionUs.p50} µs, p90 ${r.decisionUs.p90} µs, p99 ${r.decisionUs.p99} µs, max ${r.decisionUs.max} µs`);
  const sr = r.snapshotRestoreUs;
  if (r.midGame && sr) {
    console.log(`  mid-game state (game seed 1, decision ${r.midGame.decision} of ${r.midGame.of}, turn ${r.midGame.turn}, ${r.midGame.objects} objects, ${r.midGame.encodedBytes} bytes encoded as JSON, ${r.midGame.binaryBytes} as binary):`);
    console.log(`    snapshot+restore by reference (step never mutates its input): ${sr.reference} µs`);
    console.log(`    encodeState+decodeState round trip: ${sr.encodeDecode} µs (encode ${sr.encode} µs, decode ${sr.decode} µs)`);
    console.log(`    encodeStateBinary+decodeStateBinary round trip: ${sr.binary} µs (encode ${sr.binaryEncode} µs, decode ${sr.binaryDecode} µs)`);
    console.log(`    structuredClone: ${sr.structuredClone} µs`);
    if (sr.stepFromSnapshot !== null) console.log(`    (for scale: one step — pass priority — from the snapshot: ${sr.stepFromSnapshot} µs)`);
  }
  if (r.retained) console.log(`  retained per kept snapshot (every state of game seed 1, ${r.retained.snapshots} states): ${r.retained.bytesPerSnapshot} bytes`);
  console.log(`  peak memory: rss ${mem(r.peakRssMB)}, heapUsed ${mem(r.peakHeapUsedMB)}`);
  const goals = [
    `≥${GOALS.decisionsPerCpuSecond / 1000}k decisions/CPU-s ${met(r.decisionsPerCpuSecond >= GOALS.decisionsPerCpuSecond)}`,
    `p99 ≤${GOALS.p99Us} µs (CPU) ${met(r.decisionCpuUs.p99 <= GOALS.p99Us)}`,
    ...(sr ? [`round trip ≤${GOALS.roundTripUs} µs ${met(sr.binary <= GOALS.roundTripUs)} (binary)`] : []),
    ...(r.retained ? [`≤10 KB per snapshot ${met(r.retained.bytesPerSnapshot <= GOALS.bytesPerSnapshot)}`] : []),
  ];
  console.log(`  goals (issue 16): ${goals.join('; ')}`);
}

/** The parts of one engine version the comparison runs (loaded from a tree by path, so two versions coexist). */
interface Side {
  label: string;
  engine: typeof import('@arbiter/engine');
  cards: ReturnType<typeof defaultRegistry>;
  decks: ReturnType<typeof sampleDecks>;
  setup: typeof sampleSetup;
  cpuMs: number;
  decisions: number;
  perDecision: number[];
  roundTripUs: number[];
  binaryRoundTripUs: number[];
}

async function loadSide(label: string, dir: string): Promise<Side> {
  const engine = (await import(`${dir}/packages/engine/src/index.ts`)) as typeof import('@arbiter/engine');
  const cardsModule = (await import(`${dir}/packages/cards/src/index.ts`)) as typeof import('@arbiter/cards');
  const playoutModule = (await import(`${dir}/scripts/playout.ts`)) as typeof import('./playout');
  const cards = cardsModule.defaultRegistry();
  return { label, engine, cards, decks: playoutModule.sampleDecks(cards), setup: playoutModule.sampleSetup, cpuMs: 0, decisions: 0, perDecision: [], roundTripUs: [], binaryRoundTripUs: [] };
}

const cpuNowMs = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };

/**
 * One game of `side` (seed `seed`): with 'total', its CPU time and decisions go to the side's totals; with
 * 'each', each decision's CPU time goes to its list (a separate pass: reading the CPU clock costs time).
 */
function playGame(side: Side, seed: number, measure: 'none' | 'total' | 'each'): void {
  const agentSeed = (Math.imul(seed, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;
  const t0 = cpuNowMs();
  let last = process.cpuUsage();
  const start = side.engine.createGame(side.setup(side.decks, seed, 2), side.cards);
  const r = side.engine.playout(start.state, side.cards, agentSeed, {
    maxDecisions,
    onStep: measure === 'each' ? () => { const c = process.cpuUsage(); side.perDecision.push(Math.max(0, c.user + c.system - last.user - last.system - clockUs)); last = c; } : undefined,
  });
  if (measure === 'total') {
    side.cpuMs += cpuNowMs() - t0;
    side.decisions += r.decisions;
  }
}

/**
 * `--compare <ref>`: this code and `ref`'s run in one process, interleaved game by game (seed k on one side, then
 * on the other, the side going first alternating), so both meet the same machine; CPU time per side, and the
 * snapshot round trip alternately in short rounds. Then the ratios.
 */
async function compare(ref: string): Promise<void> {
  const { dir, commit } = checkoutRef(ref);
  const n = games || 40;
  const withRef = argValue('with');
  const currentDir = withRef ? checkoutRef(withRef).dir : fileURLToPath(new URL('..', import.meta.url));
  const sides = [await loadSide(withRef ?? 'current', currentDir), await loadSide(ref, dir)];
  console.log(`Arbiter bench, comparison in one process: ${withRef ?? 'this checkout'} vs ${ref} (${commit.slice(0, 10)}), game seeds 1..${n} interleaved game by game after ${warmup} CPU-s warm-up each`);
  for (const side of sides) { const t0 = cpuNowMs(); for (let seed = 1_000_000; cpuNowMs() - t0 < warmup * 1000; seed++) playGame(side, seed, 'none'); }
  for (let seed = 1; seed <= n; seed++) for (const side of seed % 2 ? sides : [...sides].reverse()) playGame(side, seed, 'total');
  for (let seed = 1; seed <= Math.min(n, TIMED_GAMES); seed++) for (const side of seed % 2 ? sides : [...sides].reverse()) playGame(side, seed, 'each');
  // Snapshot round trip of the same mid-game state (each side reaches it with its own engine), in alternating rounds.
  const mids = sides.map((side) => {
    const start = side.engine.createGame(side.setup(side.decks, 1, 2), side.cards);
    const agentSeed = (Math.imul(1, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;
    const total = side.engine.playout(start.state, side.cards, agentSeed, { maxDecisions }).decisions;
    return side.engine.playout(start.state, side.cards, agentSeed, { maxDecisions: Math.floor(total / 2) }).state;
  });
  // The binary encoding where a side has one (engines before it don't).
  const hasBinary = (side: Side) => typeof side.engine.encodeStateBinary === 'function';
  const usPer = (fn: () => void) => {
    const c0 = cpuNowMs();
    let reps = 0;
    while (cpuNowMs() - c0 < 50) { for (let k = 0; k < 8; k++) fn(); reps += 8; }
    return ((cpuNowMs() - c0) * 1000) / reps;
  };
  for (let round = 0; round < 10; round++) {
    sides.forEach((side, i) => {
      const s = mids[i];
      side.roundTripUs.push(usPer(() => side.engine.decodeState(side.engine.encodeState(s))));
      if (hasBinary(side)) side.binaryRoundTripUs.push(usPer(() => side.engine.decodeStateBinary(side.engine.encodeStateBinary(s))));
    });
  }
  const pct = (xs: number[], p: number) => { const a = [...xs].sort((x, y) => x - y); return a[Math.min(a.length - 1, Math.floor((p / 100) * a.length))]; };
  const fig = sides.map((side, i) => ({
    perCpuS: Math.round(side.decisions / (side.cpuMs / 1000)), p50: pct(side.perDecision, 50), p99: pct(side.perDecision, 99),
    roundTrip: median(side.roundTripUs), bytes: Buffer.byteLength(side.engine.encodeState(mids[i])),
    // The side's most compact serialized snapshot: binary where it has it, else the JSON text.
    compactRoundTrip: hasBinary(side) ? median(side.binaryRoundTripUs) : median(side.roundTripUs),
    compactBytes: hasBinary(side) ? side.engine.encodeStateBinary(mids[i]).length : Buffer.byteLength(side.engine.encodeState(mids[i])),
  }));
  const [a, b] = fig;
  console.log(`side       decisions  CPU s   decisions/CPU-s  CPU µs/decision p50  p99   JSON round trip µs  bytes  compact round trip µs  bytes`);
  sides.forEach((side, i) => console.log(`${side.label.padEnd(9)}  ${String(side.decisions).padStart(9)}  ${(side.cpuMs / 1000).toFixed(2).padStart(5)}  ${String(fig[i].perCpuS).padStart(15)}  ${String(fig[i].p50).padStart(19)}  ${String(fig[i].p99).padStart(4)}  ${fig[i].roundTrip.toFixed(1).padStart(18)}  ${String(fig[i].bytes).padStart(5)}  ${fig[i].compactRoundTrip.toFixed(1).padStart(21)}  ${String(fig[i].compactBytes).padStart(5)}${hasBinary(side) ? ' (binary)' : ' (JSON)'}`));
  console.log(`ratio ${sides[0].label} / ${ref}: decisions per CPU-second ${(a.perCpuS / b.perCpuS).toFixed(2)}×, CPU µs per decision p50 ${(a.p50 / b.p50).toFixed(2)}×, p99 ${(a.p99 / b.p99).toFixed(2)}×, JSON round trip ${(a.roundTrip / b.roundTrip).toFixed(2)}×, size ${(a.bytes / b.bytes).toFixed(2)}×; compact round trip ${(a.compactRoundTrip / b.compactRoundTrip).toFixed(2)}×, size ${(a.compactBytes / b.compactBytes).toFixed(2)}×`);
  if (sides[0].decisions !== sides[1].decisions) console.log(`(the two engines played the seeds differently: ${sides[0].decisions} vs ${sides[1].decisions} decisions — the rules changed between them)`);
}

if (compareRef) await compare(compareRef);
else {
  const result = bench();
  if (json) console.log(JSON.stringify(result, null, 2));
  else print(result);
}
