/**
 * Computer-player benchmark (issue 12; figures in docs/benchmarks.md):
 *
 *   npm run bench:ai -- [--games 200] [--seed 1] [--threads T] [--decks red-green-beats,white-blue-control] [--only name,...]
 *
 * Seeded heads-up games between two sample decks, seats alternating (and each player taking each deck in turn),
 * for: search "normal" vs random, "normal" vs heuristic ("easy"), heuristic vs random — win rates with 95%
 * Wilson intervals and time per decision (p50/p99/max; the target is p99 within the budget + 20%, heuristic
 * p99 under 5 ms) — and the heuristic bot mirror (games/s, decisions/s, events/game, turns/game). Games run
 * over worker threads (`arbiter match`'s runner).
 */
import { availableParallelism, cpus } from 'node:os';
import { execSync } from 'node:child_process';
import { defaultRegistry } from '@arbiter/cards';
import { BUDGET_MS, type Level } from '@arbiter/ai';
import { runMatch, summarize, type GameResult, type MatchConfig } from '@arbiter/ai/node';
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

/** Each player takes each deck in turn: half the games with A on deckA, half with A on deckB (seats alternate within). */
async function pairing(players: [Level, Level]) {
  const half = Math.ceil(games / 2);
  const t0 = performance.now();
  const runs: GameResult[][] = [];
  for (const [k, decks] of [[0, [deckA, deckB]], [1, [deckB, deckA]]] as const) {
    const n = k === 0 ? half : games - half;
    if (!n) continue;
    const cfg: MatchConfig = { decks: decks.map((d) => ({ name: d.name, cards: d.cards })) as MatchConfig['decks'], players, games: n, seed: seed + k * 100_000, threads };
    runs.push(await runMatch(cfg));
  }
  const results = runs.flat();
  return summarize({ decks: [deckA, deckB], players, games, seed } as MatchConfig, results, performance.now() - t0);
}

const commit = (() => { try { return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(); } catch { return 'unknown'; } })();
console.log(`bench:ai — ${new Date().toISOString()} commit ${commit}; ${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}; ${games} games a pairing, seed ${seed}, decks ${deckA.name} / ${deckB.name}`);
console.log(`budgets: normal ${BUDGET_MS.normal} ms, hard ${BUDGET_MS.hard} ms a decision`);
for (const p of pairings) {
  if (only && !only.includes(p.name)) continue;
  const s = await pairing(p.players);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`\n${p.name} (target ${p.target}): ${s.games} games`);
  for (const i of [0, 1]) {
    console.log(`  ${p.players[i].padEnd(7)} wins ${s.wins[i]} = ${pct(s.winRate[i])} (95% CI ${pct(s.ci95[i][0])}–${pct(s.ci95[i][1])}); decision p50 ${s.decisionMs[i].p50.toFixed(2)} ms, p99 ${s.decisionMs[i].p99.toFixed(2)} ms, max ${s.decisionMs[i].max.toFixed(1)} ms`);
  }
  console.log(`  draws ${s.draws}; turns/game ${s.turns.mean.toFixed(1)}; decisions/game ${s.decisionsPerGame.toFixed(0)}; events/game ${s.eventsPerGame.toFixed(0)}; decisions/s (per thread) ${s.decisionsPerSecond.toFixed(0)}; games/s (all threads) ${s.gamesPerSecond.toFixed(2)}; refused inputs ${s.fallbacks}`);
}
