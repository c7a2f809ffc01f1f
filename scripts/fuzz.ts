/**
 * Rules fuzzer: seeded random games between the sample decks (2–4 players; the decks rotate over the
 * seats with the game seed, so every pairing is played), checking the engine's
 * invariants after every step (see docs/fuzzing.md and packages/engine/src/agents/invariants.ts).
 *
 *   npm run fuzz -- [--games 1000] [--players 2..4] [--seed 1] [--max 10000] [--round-trip-every 25]
 *                   [--chars-every 10] [--no-replay] [--no-freeze] [--hang-seconds 30] [--show 20] [--begin-any]
 *                   [--decks sos]   (only the sample decks whose name starts with one of these comma-separated words)
 *
 * Game i uses game seed S+i; its player count and agent seed follow from the game seed alone, so
 * `--seed <game seed> --games 1` (with the same --players) replays one reported game. The games run in a
 * worker thread watched by this one: a step that does not return within --hang-seconds (an infinite loop in
 * the engine) is reported as a 'hang' with its game seed and step, and fuzzing goes on with the next game.
 * --begin-any: the random player also begins casting any card it holds (hand, graveyard, exile; any
 * characteristic set, kicks, with or without a payment) and activating any ability of its permanents, not only
 * what the engine offers, so a begun cast that can't be completed shows up (CR 601.2, 733.1: check 'suggested').
 * Exit code 1 on any violation.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { defaultRegistry } from '@arbiter/cards';
import { FUZZ_DEFAULTS, fuzzGameParams, runCheckedGame, type Violation } from '../packages/engine/src/agents/invariants';
import { sampleDecks, sampleSetup } from './playout';

interface Config {
  games: number;
  seed: number;
  range: [number, number];
  maxDecisions: number;
  roundTripEvery: number;
  /** Compare every object's characteristics with a computation from scratch every N steps (0 = off). */
  charsEvery: number;
  replay: boolean;
  /** Deep-freeze every state to catch a `step` that writes into its input (the `mutation` check). */
  freeze: boolean;
  hangSeconds: number;
  show: number;
  beginAny: boolean;
  /** Only the sample decks whose name starts with one of these comma-separated words (all when undefined). */
  decks?: string;
}

/** What the worker reports for each game. */
interface GameReport {
  gameSeed: number;
  players: number;
  agentSeed: number;
  decisions: number;
  errors: number;
  over: boolean;
  violations: Violation[];
  decisionKinds: Record<string, number>;
}

/** Shared progress words the watchdog reads: game seed, phase (1 play, 2 replay), step, and a done flag. */
const SEED = 0;
const PHASE = 1;
const STEP = 2;

function parseArgs(argv: string[]): Config {
  const option = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const num = (name: string, fallback: number) => {
    const v = option(name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} expects a whole number, got '${v}'`);
    return n;
  };
  const text = option('players') ?? '2..4';
  const m = /^(\d)(?:\.\.(\d))?$/.exec(text);
  const lo = m ? Number(m[1]) : NaN;
  const hi = m ? Number(m[2] ?? m[1]) : NaN;
  if (!(lo >= 2 && hi <= 6 && lo <= hi)) throw new Error(`--players expects 2 to 6 or a range like 2..4, got '${text}'`);
  return {
    games: num('games', 1000),
    seed: num('seed', 1),
    range: [lo, hi],
    maxDecisions: num('max', FUZZ_DEFAULTS.maxDecisions),
    roundTripEvery: num('round-trip-every', FUZZ_DEFAULTS.roundTripEvery),
    charsEvery: num('chars-every', FUZZ_DEFAULTS.charsEvery),
    replay: !argv.includes('--no-replay'),
    freeze: !argv.includes('--no-freeze'),
    hangSeconds: num('hang-seconds', 30),
    show: num('show', 20),
    beginAny: argv.includes('--begin-any'),
    decks: option('decks'),
  };
}

/** Worker: plays games [from, to) and reports each one. */
function work(cfg: Config, from: number, to: number, progress: Int32Array): void {
  const cards = defaultRegistry();
  const decks = sampleDecks(cards, cfg.decks);
  for (let gameSeed = from; gameSeed < to; gameSeed++) {
    const { players, agentSeed } = fuzzGameParams(gameSeed, cfg.range);
    Atomics.store(progress, SEED, gameSeed);
    Atomics.store(progress, PHASE, 1);
    Atomics.store(progress, STEP, 0);
    const r = runCheckedGame(sampleSetup(decks, gameSeed, players, true), cards, agentSeed, {
      maxDecisions: cfg.maxDecisions,
      roundTripEvery: cfg.roundTripEvery,
      charsEvery: cfg.charsEvery,
      replay: cfg.replay,
      freeze: cfg.freeze,
      agent: { beginAny: cfg.beginAny },
      onProgress: (phase, step) => {
        Atomics.store(progress, PHASE, phase === 'play' ? 1 : 2);
        Atomics.store(progress, STEP, step);
      },
    });
    const report: GameReport = { gameSeed, players, agentSeed, decisions: r.decisions, errors: r.errors, over: !!r.state?.over, violations: r.violations, decisionKinds: r.decisionKinds };
    parentPort!.postMessage(report);
  }
}

/** Main thread: runs the worker, restarts it after a hang, and prints the report. */
async function main(cfg: Config): Promise<number> {
  const t0 = performance.now();
  const deckNames = sampleDecks(defaultRegistry(), cfg.decks).map((d) => d.name); // a bad --decks fails here, before any game
  const end = cfg.seed + cfg.games;
  const reports: GameReport[] = [];
  let next = cfg.seed;
  while (next < end) {
    const progress = new Int32Array(new SharedArrayBuffer(16));
    // The worker runs this file again; it needs tsx's loader registered in its own thread first.
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: { cfg, from: next, to: end, progress } });
    next = await new Promise<number>((resolve, reject) => {
      let lastSeen = -1;
      let lastChange = performance.now();
      let done = next;
      let resume: number | null = null; // set when the watchdog stops a hung game
      const watchdog = setInterval(() => {
        const seen = Atomics.load(progress, SEED) * 1e7 + Atomics.load(progress, PHASE) * 1e6 + Atomics.load(progress, STEP);
        const now = performance.now();
        if (seen !== lastSeen) {
          lastSeen = seen;
          lastChange = now;
          return;
        }
        if (now - lastChange < cfg.hangSeconds * 1000) return;
        clearInterval(watchdog);
        const gameSeed = Atomics.load(progress, SEED);
        const phase = Atomics.load(progress, PHASE) === 2 ? 'replaying the game' : 'playing';
        const step = Atomics.load(progress, STEP);
        const { players, agentSeed } = fuzzGameParams(gameSeed, cfg.range);
        reports.push({
          gameSeed, players, agentSeed, decisions: step, errors: 0, over: false, decisionKinds: {},
          violations: [{ check: 'hang', step: step + 1, message: `no step returned for ${cfg.hangSeconds} s while ${phase} (after ${step} steps): an infinite loop?` }],
        });
        resume = gameSeed + 1;
        void worker.terminate();
      }, 1000);
      worker.on('message', (r: GameReport) => {
        reports.push(r);
        done = r.gameSeed + 1;
        const n = reports.length;
        if (n % 50 === 0 || n === cfg.games) {
          const bad = reports.reduce((a, x) => a + x.violations.length, 0);
          const steps = reports.reduce((a, x) => a + x.decisions, 0);
          process.stderr.write(`${n}/${cfg.games} games, ${steps} steps, ${bad} violations, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
        }
      });
      worker.on('error', (e) => {
        clearInterval(watchdog);
        reject(e);
      });
      worker.on('exit', () => {
        clearInterval(watchdog);
        resolve(resume ?? Math.max(done, next));
      });
    });
  }

  const seconds = (performance.now() - t0) / 1000;
  const steps = reports.reduce((a, r) => a + r.decisions, 0);
  const rejected = reports.reduce((a, r) => a + r.errors, 0);
  const finished = reports.filter((r) => r.over).length;
  const byPlayers: Record<number, number> = {};
  for (const r of reports) byPlayers[r.players] = (byPlayers[r.players] ?? 0) + 1;
  const found = reports.flatMap((r) => r.violations.map((v) => ({ r, v })));
  const byCheck: Record<string, number> = {};
  for (const f of found) byCheck[f.v.check] = (byCheck[f.v.check] ?? 0) + 1;
  const badGames = new Set(found.map((f) => f.r.gameSeed)).size;
  const sizes = reports.map((r) => r.decisions).sort((a, b) => a - b);
  const kinds: Record<string, number> = {};
  for (const r of reports) for (const [k, n] of Object.entries(r.decisionKinds)) kinds[k] = (kinds[k] ?? 0) + n;

  console.log(`fuzz: ${reports.length} games (seeds ${cfg.seed}..${end - 1}; ${Object.entries(byPlayers).map(([p, n]) => `${n} with ${p} players`).join(', ')})`);
  console.log(`  decks: ${deckNames.join(', ')}`);
  console.log(`  steps checked: ${steps} (median ${sizes[Math.floor(sizes.length / 2)] ?? 0}, max ${sizes[sizes.length - 1] ?? 0} per game); rejected random inputs: ${rejected}`);
  console.log(`  decisions answered, by kind: ${Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const unfinished = reports.filter((r) => !r.over && !r.violations.length).map((r) => r.gameSeed);
  console.log(`  games over within ${cfg.maxDecisions} decisions: ${finished}/${reports.length}${unfinished.length ? ` (not over: game seed${unfinished.length > 1 ? 's' : ''} ${unfinished.slice(0, 10).join(', ')}${unfinished.length > 10 ? ', ...' : ''})` : ''}`);
  console.log(`  round trip every ${cfg.roundTripEvery || '—'} steps; characteristics from scratch every ${cfg.charsEvery || '—'} steps; replay determinism ${cfg.replay ? 'on' : 'off'}; input mutation check ${cfg.freeze ? 'on' : 'off'}; ${seconds.toFixed(1)} s (${(steps / seconds).toFixed(0)} checked steps/s)`);
  console.log(`  violations: ${found.length} in ${badGames} game(s)${found.length ? ` — ${Object.entries(byCheck).map(([k, n]) => `${k}: ${n}`).join(', ')}` : ''}`);
  for (const { r, v } of found.slice(0, cfg.show)) {
    console.log(`\n[${v.check}] game seed ${r.gameSeed} (${r.players} players, agent seed ${r.agentSeed}), step ${v.step}: ${v.message}`);
    console.log(`  repro: npm run fuzz -- --seed ${r.gameSeed} --games 1 --players ${r.players}`);
  }
  if (found.length > cfg.show) console.log(`\n... and ${found.length - cfg.show} more`);
  return found.length ? 1 : 0;
}

if (isMainThread) {
  main(parseArgs(process.argv)).then(
    (code) => { process.exitCode = code; },
    (e) => { console.error(e); process.exitCode = 2; },
  );
} else {
  const { cfg, from, to, progress } = workerData as { cfg: Config; from: number; to: number; progress: Int32Array };
  work(cfg, from, to, progress);
}
