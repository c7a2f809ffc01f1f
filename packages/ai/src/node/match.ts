/**
 * Matches at scale (Node only): seeded games between two computer players across worker threads. Game i uses
 * game seed `seed + i`; the players change seats every game (player A is seat 1 in even games and goes first),
 * and each agent's seed follows from the game seed, so the results are the same whatever the thread count
 * (with time-budgeted search levels, the iteration counts depend on the machine: use `iterations` to pin them).
 */
import { availableParallelism } from 'node:os';
import { defaultRegistry, poolWithImported, type VendoredCard } from '@arbiter/cards';
import type { CardRegistry, GameSetup } from '@arbiter/engine';
import { createAgent, type Level } from '../levels';
import { playGame } from '../game';
import { wilson } from '../stats';
import { GamePool } from './game-pool';
import { threadCpuMs } from './cpu-clock';

export interface MatchDeck { name: string; cards: string[] }

export interface MatchConfig {
  /** Player A plays decks[0], player B decks[1]. */
  decks: [MatchDeck, MatchDeck];
  players: [Level, Level];
  games: number;
  seed: number;
  /** Worker threads (default: all cores). */
  threads?: number;
  /** Search levels: a fixed iteration count per decision instead of their time budget (reproducible). */
  iterations?: number;
  openDecklists?: boolean;
  /**
   * Players swap decks every other pair of games (A plays decks[1] in games 2–3, 6–7, …), so that any prefix
   * of the match is balanced over decks as well as seats (the benchmark's partial figures).
   */
  alternateDecks?: boolean;
  /** A game still going after this many decisions is a draw. */
  maxDecisions?: number;
  /**
   * Imported card records (`arbiter import`, `--cards`) the decks use beyond the vendored pool: every thread and
   * queue worker compiles them into the same pool, so a deck of imported cards plays anywhere the match runs.
   */
  importedCards?: VendoredCard[];
}

let kept: { key: string; cards: CardRegistry } | undefined;

/** The card pool of a match: the vendored one, with its imported records (compiled once per thread). */
function matchCards(cfg: MatchConfig): CardRegistry {
  if (!cfg.importedCards?.length) return defaultRegistry();
  const key = JSON.stringify(cfg.importedCards);
  if (kept?.key !== key) kept = { key, cards: poolWithImported(cfg.importedCards).cards };
  return kept.cards;
}

/** One game's result; `winner` is the player's index in `players` (0 = A, 1 = B), null for a draw. */
export interface GameResult {
  game: number;
  seed: number;
  /** Which player sits in seat 1 (and takes the first turn). */
  first: 0 | 1;
  winner: 0 | 1 | null;
  reason: string;
  turns: number;
  decisions: number;
  events: number;
  fallbacks: number;
  ms: number;
  /** Per player (A, B): milliseconds of each of its decisions (wall clock). */
  decisionMs: [number[], number[]];
  /** The same in the thread's CPU time (`threadCpuMs`: Linux counts it in scheduler ticks of ~4 ms). */
  decisionCpuMs: [number[], number[]];
}

/** Plays game `i` of a match (in whichever thread): deterministic for the config and `i`. */
export function playMatchGame(cfg: MatchConfig, i: number): GameResult {
  const cards = matchCards(cfg);
  const seed = cfg.seed + i;
  const first = (i % 2) as 0 | 1;
  const order: [0 | 1, 0 | 1] = first === 0 ? [0, 1] : [1, 0];
  const setup: GameSetup = {
    seed, startingPlayer: 0,
    players: order.map((p) => ({ name: `${'AB'[p]} (${cfg.players[p]})`, deck: cfg.decks[cfg.alternateDecks && Math.floor(i / 2) % 2 ? 1 - p : p].cards })),
  };
  // The search levels' budgets are in the thread's CPU time: a loaded machine slows them, it doesn't weaken them.
  const search = cfg.iterations ? { iterations: cfg.iterations } : { clock: threadCpuMs };
  const agents = order.map((p) => createAgent(cfg.players[p], seed * 4 + p, search));
  const t0 = performance.now();
  const r = playGame(setup, agents, cards, { maxDecisions: cfg.maxDecisions ?? 5000, openDecklists: cfg.openDecklists, cpuClock: threadCpuMs });
  const ms = performance.now() - t0;
  const winnerSeat = r.winners.length === 1 ? r.winners[0] : null;
  const decisionMs: [number[], number[]] = [[], []];
  const decisionCpuMs: [number[], number[]] = [[], []];
  order.forEach((p, seat) => { decisionMs[p] = r.decisionMs[seat]; decisionCpuMs[p] = r.decisionCpuMs[seat]; });
  return {
    game: i, seed, first, winner: winnerSeat === null ? null : order[winnerSeat], reason: r.reason,
    turns: r.turns, decisions: r.decisions, events: r.events, fallbacks: r.fallbacks, ms, decisionMs, decisionCpuMs,
  };
}

/** Runs the match's games over worker threads; `onGame` sees each result as it arrives (for a progress bar). */
export async function runMatch(cfg: MatchConfig, onGame?: (r: GameResult, done: number) => void): Promise<GameResult[]> {
  const pool = new GamePool(Math.max(1, Math.min(cfg.threads ?? availableParallelism(), cfg.games)));
  const results: GameResult[] = new Array(cfg.games);
  let done = 0;
  try {
    await Promise.all(Array.from({ length: cfg.games }, async (_, i) => {
      results[i] = await pool.play(cfg, i);
      onGame?.(results[i], ++done);
    }));
  } finally {
    await pool.close();
  }
  return results;
}

function percentile(xs: number[], q: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

function spread(xs: number[]) {
  return { p50: percentile(xs, 0.5), p99: percentile(xs, 0.99), max: xs.reduce((m, x) => Math.max(m, x), 0) };
}

/** The summary `arbiter match --json` prints: wins per player (A, B), draws, 95% Wilson intervals, lengths, speed. */
export function summarize(cfg: MatchConfig, results: GameResult[], wallMs: number) {
  const wins = [0, 1].map((p) => results.filter((r) => r.winner === p).length);
  const draws = results.filter((r) => r.winner === null).length;
  const n = results.length;
  const decisions = results.reduce((s, r) => s + r.decisions, 0);
  const gameMs = results.reduce((s, r) => s + r.ms, 0);
  return {
    games: n, players: cfg.players, decks: cfg.decks.map((d) => d.name), seed: cfg.seed,
    wins, draws,
    winRate: wins.map((w) => (n ? w / n : 0)),
    ci95: wins.map((w) => { const x = wilson(w, n); return [x.low, x.high]; }),
    turns: { mean: n ? results.reduce((s, r) => s + r.turns, 0) / n : 0, p50: percentile(results.map((r) => r.turns), 0.5), max: Math.max(0, ...results.map((r) => r.turns)) },
    decisionsPerGame: n ? decisions / n : 0,
    eventsPerGame: n ? results.reduce((s, r) => s + r.events, 0) / n : 0,
    decisionsPerSecond: gameMs ? (decisions / gameMs) * 1000 : 0,
    gamesPerSecond: wallMs ? (n / wallMs) * 1000 : 0,
    decisionMs: [0, 1].map((p) => spread(results.flatMap((r) => r.decisionMs[p]))),
    decisionCpuMs: [0, 1].map((p) => spread(results.flatMap((r) => r.decisionCpuMs[p]))),
    fallbacks: results.reduce((s, r) => s + r.fallbacks, 0),
    wallMs,
  };
}

/** CSV of per-game results, one row a game; players as A and B (`--players` order), an empty winner a draw. */
export function resultsCsv(results: GameResult[]): string {
  const rows = ['game,seed,first,winner,reason,turns,decisions,events,fallbacks,ms'];
  for (const r of results) {
    const who = (p: 0 | 1 | null) => (p === null ? '' : 'AB'[p]);
    rows.push([r.game, r.seed, who(r.first), who(r.winner), JSON.stringify(r.reason), r.turns, r.decisions, r.events, r.fallbacks, r.ms.toFixed(1)].join(','));
  }
  return rows.join('\n') + '\n';
}
