/**
 * Computer-player benchmark (issue 12; figures in docs/benchmarks.md):
 *
 *   npm run bench:ai -- [--games 200] [--seed 1] [--threads T] [--decks red-green-beats,white-blue-control] [--only name,...]
 *
 * Each finished game prints a running tally (wins with the 95% interval so far, decision-time p99s), so a run
 * stopped early still gives its partial figures. The search levels' budgets are in thread CPU time (see
 * docs/ai.md); time per decision is reported both as wall clock (the figure: a loaded machine inflates
 * it) and as thread CPU time. `heuristic-timing` times the heuristic's decisions on a quiet core's terms: each
 * decision of heuristic mirror games, in this thread, is decided three times and the fastest counts.
 *
 * Seeded heads-up games between two sample decks, seats alternating (and each player taking each deck in turn),
 * for: search "normal" vs random, "normal" vs heuristic ("easy"), heuristic vs random — win rates with 95%
 * Wilson intervals and time per decision (p50/p99/max; the target is p99 within the budget + 20%, heuristic
 * p99 under 5 ms) — and the heuristic bot mirror (games/s, decisions/s, events/game, turns/game). Games run
 * over worker threads (`arbiter match`'s runner).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { execSync } from 'node:child_process';
import { defaultRegistry } from '@arbiter/cards';
import { BUDGET_MS, createAgent, deckKnowledge, wilson, type Level } from '@arbiter/ai';
import { runMatch, summarize, type GameResult, type MatchConfig } from '@arbiter/ai/node';
import { createGame, playerView, step, type GameSetup } from '@arbiter/engine';
import { loadDeck } from './playout';

const option = (name: string) => { const i = process.argv.indexOf(`--${name}`); return i >= 0 ? process.argv[i + 1] : undefined; };
const games = Number(option('games') ?? 200);
const seed = Number(option('seed') ?? 1);
const threads = option('threads') ? Number(option('threads')) : undefined;
const only = option('only')?.split(',');
const cards = defaultRegistry();
const [deckA, deckB] = (option('decks') ?? 'red-green-beats,white-blue-control').split(',').map((f) => loadDeck(`${f}.txt`, cards));

const pairings: { name: string; players: [Level, Level]; target: string }[] = [
  { name: 'normal-vs-random', players: ['normal', 'random'], target: '≥ 95%' },
  { name: 'normal-vs-easy', players: ['normal', 'easy'], target: '≥ 65%' },
  { name: 'easy-vs-random', players: ['easy', 'random'], target: '≥ 90%' },
  { name: 'easy-mirror', players: ['easy', 'easy'], target: 'bot mirror' },
];

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : 0;
}

/** One line per finished game: the running wins of player A with their 95% interval, and the p99s so far. */
function tally(name: string, players: [Level, Level], done: GameResult[]) {
  const n = done.length;
  const a = done.filter((r) => r.winner === 0).length;
  const b = done.filter((r) => r.winner === 1).length;
  const w = wilson(a, n);
  const p99 = (i: 0 | 1, k: 'decisionMs' | 'decisionCpuMs') => quantile(done.flatMap((r) => r[k][i]), 0.99).toFixed(1);
  console.log(`  [${name}] ${n}/${games}: ${players[0]} ${a} = ${pct(w.p)} (${pct(w.low)}–${pct(w.high)}), ${players[1]} ${b}, draws ${n - a - b}; p99 wall ${p99(0, 'decisionMs')}/${p99(1, 'decisionMs')} ms, cpu ${p99(0, 'decisionCpuMs')}/${p99(1, 'decisionCpuMs')} ms`);
}

/**
 * Each player takes each deck in turn: A plays deckA in games 0–1, 4–5, … and deckB in games 2–3, 6–7, …, and
 * the seats alternate every game, so any prefix of the run (a run stopped early) is balanced too.
 */
async function pairing(name: string, players: [Level, Level]) {
  const t0 = performance.now();
  const done: GameResult[] = [];
  const cfg: MatchConfig = { decks: [deckA, deckB].map((d) => ({ name: d.name, cards: d.cards })) as MatchConfig['decks'], players, games, seed, threads, alternateDecks: true };
  const results = await runMatch(cfg, (r) => { done.push(r); tally(name, players, done); });
  return summarize({ decks: [deckA, deckB], players, games, seed } as MatchConfig, results, performance.now() - t0);
}

const commit = (() => { try { return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(); } catch { return 'unknown'; } })();
console.log(`bench:ai — ${new Date().toISOString()} commit ${commit}; load average ${loadavg()[0].toFixed(1)}; ${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}; ${games} games a pairing, seed ${seed}, decks ${deckA.name} / ${deckB.name}`);
console.log(`budgets: normal ${BUDGET_MS.normal} ms, hard ${BUDGET_MS.hard} ms of thread CPU time a decision`);

/**
 * The heuristic's time per decision on a quiet core: heuristic mirror games in this thread, each decision
 * decided three times on fresh copies of the view (the heuristic is deterministic for its seed and view) and the fastest run counted, so
 * that descheduling and collections of a loaded machine fall out; the first run's time is reported beside it.
 */
function heuristicTiming(count: number) {
  const first: number[] = [];
  const best: number[] = [];
  for (let g = 0; g < count; g++) {
    const setup: GameSetup = { seed: seed + g, startingPlayer: 0, players: (g % 2 ? [deckB, deckA] : [deckA, deckB]).map((d, i) => ({ name: `P${i + 1}`, deck: d.cards })) };
    let state = createGame(setup, cards).state;
    const agents = [createAgent('easy', g * 4), createAgent('easy', g * 4 + 1)];
    const ctx = ['p1', 'p2'].map((id) => ({ cards, decks: deckKnowledge(setup, id, false) }));
    for (let n = 0; state.pending && !state.over && n < 5000; n++) {
      const seat = state.pending.player === 'p1' ? 0 : 1;
      const times: number[] = [];
      let input;
      for (let k = 0; k < 3; k++) {
        // A fresh view each time: nothing the engine caches per state object carries over between the runs.
        const view = playerView(state, state.pending.player, cards, { display: false });
        const t0 = performance.now();
        input = agents[seat].decide(view, view.state.pending!, ctx[seat]).input;
        times.push(performance.now() - t0);
      }
      first.push(times[0]);
      best.push(Math.min(...times));
      const r = step(state, input!, cards);
      if (r.error) break;
      state = r.state;
    }
  }
  const line = (xs: number[]) => `p50 ${quantile(xs, 0.5).toFixed(3)} ms, p99 ${quantile(xs, 0.99).toFixed(2)} ms, max ${xs.reduce((m, x) => Math.max(m, x), 0).toFixed(1)} ms`;
  console.log(`\nheuristic-timing (target p99 < 5 ms): ${count} mirror games, ${best.length} decisions in one thread`);
  console.log(`  fastest of 3 (quiet-core estimate): ${line(best)}`);
  console.log(`  first run (wall clock, as loaded):  ${line(first)}`);
}

for (const p of pairings) {
  if (only && !only.includes(p.name)) continue;
  console.log(`\n${p.name} (target ${p.target}):`);
  const s = await pairing(p.name, p.players);
  console.log(`${p.name} (target ${p.target}): ${s.games} games`);
  for (const i of [0, 1]) {
    console.log(`  ${p.players[i].padEnd(7)} wins ${s.wins[i]} = ${pct(s.winRate[i])} (95% CI ${pct(s.ci95[i][0])}–${pct(s.ci95[i][1])}); decision wall p50 ${s.decisionMs[i].p50.toFixed(2)} ms, p99 ${s.decisionMs[i].p99.toFixed(2)} ms, max ${s.decisionMs[i].max.toFixed(1)} ms; thread CPU p99 ${s.decisionCpuMs[i].p99.toFixed(1)} ms, max ${s.decisionCpuMs[i].max.toFixed(1)} ms`);
  }
  console.log(`  draws ${s.draws}; turns/game ${s.turns.mean.toFixed(1)}; decisions/game ${s.decisionsPerGame.toFixed(0)}; events/game ${s.eventsPerGame.toFixed(0)}; decisions/s (per thread) ${s.decisionsPerSecond.toFixed(0)}; games/s (all threads) ${s.gamesPerSecond.toFixed(2)}; refused inputs ${s.fallbacks}`);
}
if (!only || only.includes('heuristic-timing')) heuristicTiming(Math.max(2, Math.min(10, Math.ceil(games / 20))));
console.log(`\nload average at the end: ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
