import { fallbackInput, step, type CardRegistry, type GameState, type GameView, type Input, type ObjectId, type PendingDecision, type PlayerId, type RngState } from '@arbiter/engine';
import { decisionRng, type Agent, type AgentContext, type Decision } from '../agent';
import { candidates, type Candidate } from '../candidates';
import { determinize } from '../determinize';
import { winProbability } from '../evaluation';
import { heuristicInput } from './heuristic';

export interface SearchOptions {
  /** Budget per decision in milliseconds of `clock` (levels: normal 250, hard 2000; default 1000). */
  budgetMs?: number;
  /**
   * What the budget is measured in: milliseconds, increasing. Default `performance.now()` (wall clock); the
   * match runner passes the thread's CPU time, so that a loaded machine slows the search without weakening it.
   */
  clock?: () => number;
  /** A fixed number of rollouts per decision instead of the clock: deterministic, for tests and replays. */
  iterations?: number;
  /** Most decisions one rollout plays before the position is evaluated (it stops earlier at its horizon). */
  rolloutDepth?: number;
  /**
   * Turn ends a rollout plays through: 1 = to the end of the current turn, 2 = also the next player's turn.
   * Default: 2 for attacks, blocks and priority (what the other side does back decides whether they were right), 1 otherwise.
   */
  horizonTurns?: number;
}

const DEFAULTS = { budgetMs: 1000, rolloutDepth: 120 };
/**
 * Decisions whose rollouts play through the next turn as well: attacks and blocks (what the other side does back
 * decides whether they were right) and priority (a spell held is worth what it does on the opponent's turn).
 */
const THROUGH_NEXT_TURN = new Set(['declareAttackers', 'declareBlockers', 'priority']);
/** Share of the budget the rollouts may use: the rest covers sampling the root and answering. */
const BUDGET_SHARE = 0.9;
/** Extra rollout decisions allowed, past the horizon or the depth, for the stack to resolve. */
const SETTLE = 10;
/** How much better (mean paired difference of estimated win probability) a move must do to replace the heuristic's. */
const OVERRIDE_MARGIN = 0.01;
/** Worlds a move must have been tried in before it may replace the heuristic's (three give a spread to test). */
const MIN_WORLDS = 3;
/**
 * One-sided z of the test a replacement passes: its mean gain less Z standard errors must still be above 0. The
 * best of up to seven moves' noisy means is biased upwards (the winner's curse); a gain that rests on one lucky
 * world among three doesn't pass. One standard error, not 1.64: at 1.64 (and a margin of 0.02) the search kept
 * the heuristic's move where it had a steady gain over a few worlds; paired slices against the heuristic mirror
 * gained 4 games and lost none in 40 with 1.0 and 0.01, against 3 and 2 (docs/benchmarks.md, 2 Dec 2026).
 */
const Z = 1.0;
/** Elimination radius after r worlds: a move whose mean trails the best by more than RADIUS/√r is dropped. */
const RADIUS = 0.25;
/**
 * A move is also dropped once its mean paired gain plus DROP_Z standard errors is under OVERRIDE_MARGIN: it is
 * unlikely ever to pass the override test, and the radius above, on absolute means, let moves that trail the
 * heuristic's by 0.04–0.1 in every world share the budget for a dozen worlds.
 */
const DROP_Z = 2;
/** Decisions the search leaves to the heuristic: nothing this turn tells a good hand from a bad one. */
const NOT_SEARCHED = new Set(['mulligan', 'bottomCards']);

/** One root move's statistics: rollouts through it and the sum of their rewards for the deciding player. */
interface MoveStats {
  move: Candidate;
  visits: number;
  reward: number;
  /** Sum over worlds of (this move's reward − the heuristic move's reward in the same world). */
  gain: number;
  /** Sum over worlds of the squared gain (for the spread of the paired differences). */
  gain2: number;
  alive: boolean;
}

/** Applies an input; if the engine refuses it, the engine's fallback answer for the decision instead. */
function play(s: GameState, input: Input, cards: CardRegistry): GameState {
  const r = step(s, input, cards);
  if (!r.error) return r.state;
  const f = step(s, fallbackInput(s.pending!), cards);
  return f.error ? s : f.state;
}

/**
 * Plays a root move: its input, and for a cast tried with its own target (`Candidate.targets`) that answer at the
 * cast's targets decision (CR 601.2c), the cast's other decisions (announcement, payment) left to the rollout.
 */
function playMove(world: GameState, move: Candidate, cards: CardRegistry): GameState {
  let s = play(world, move.input, cards);
  for (let i = 0; move.targets && i < 3 && s.pending?.player === move.input.player; i++) {
    if (s.pending.kind === 'targets') return play(s, { player: move.input.player, kind: 'answer', answer: move.targets }, cards);
    if (s.pending.kind !== 'announce') break;
    s = play(s, heuristicInput(s, s.pending, cards), cards);
  }
  return s;
}

/**
 * An object the deciding player holds back for the rest of the turn: what the heuristic wanted to cast or use,
 * when the move tried instead is another. Without it, "pass" (or another spell first) was the heuristic's move
 * one priority later — the rollout cast the same spell in the same turn — so every alternative to a cast scored
 * exactly as the cast and the search had nothing to compare (docs/benchmarks.md, issue 12).
 */
interface Withheld { player: PlayerId; object: ObjectId; turn: number }

/** The object a priority move acts on (null for pass). */
function actedOn(input: Input): ObjectId | null {
  return input.kind === 'cast' || input.kind === 'activate' || input.kind === 'turnFaceUp' ? input.object : null;
}

/** The decision as the rollout's heuristic sees it: without the withheld object's actions while it is withheld. */
function withholding(s: GameState, d: PendingDecision, hold: Withheld | null): PendingDecision {
  if (!hold || d.kind !== 'priority' || d.player !== hold.player || s.turn.number !== hold.turn) return d;
  return { ...d, options: d.options.filter((o) => o.kind === 'pass' || o.object !== hold.object) };
}

/**
 * Plays on with the heuristic (the base policy) to the horizon — the end of turn `lastTurn` — or `depth`
 * decisions, and then while spells are still on the stack (a few decisions more), so that the evaluation sees
 * what they did rather than what they cost.
 */
function rollout(s: GameState, cards: CardRegistry, depth: number, lastTurn: number, hold: Withheld | null = null): GameState {
  for (let i = 0; s.pending && !s.over; i++) {
    const done = i >= depth || s.turn.number > lastTurn;
    if (done && (!s.stack.length || i >= depth + SETTLE)) break;
    const next = play(s, heuristicInput(s, withholding(s, s.pending, hold), cards), cards);
    if (next === s) break;
    s = next;
  }
  return s;
}

/**
 * The rollout algorithm (Bertsekas, Tsitsiklis & Wu 1997, "Rollout algorithms for combinatorial optimization";
 * Tesauro & Galperin 1996 for games) over determinized worlds (perfect-information Monte Carlo, Ginsberg 1999,
 * "GIB"): each round samples one world consistent with the view, plays every remaining root move in it, rolls
 * out with the heuristic to the horizon and evaluates the position for the deciding player. All moves are
 * compared on the same worlds (common random numbers), so the difference between two moves is measured with
 * far less noise than each move's value. After each round, moves trailing the best by more than RADIUS/√r
 * are dropped (successive elimination, Even-Dar, Mannor & Mansour 2006), so the budget goes to the contenders;
 * the heuristic's own move (candidate 0, the baseline) is never dropped.
 */
export function search(view: GameView, pending: PendingDecision, ctx: AgentContext, rng: RngState, opts: SearchOptions, moves: Candidate[], clock: () => number, started: number): { stats: MoveStats[]; iterations: number; worlds: number } {
  const { cards, decks } = ctx;
  const me = pending.player;
  const budget = opts.budgetMs ?? DEFAULTS.budgetMs;
  const maxIterations = opts.iterations ?? Infinity;
  const depth = opts.rolloutDepth ?? DEFAULTS.rolloutDepth;
  // The horizon counts from the decision's turn, the same for every move: counted from the turn after the move,
  // a pass that ended the turn was rolled out a turn further than a cast, through the opponent's next draw and
  // spells, and an end-step Shock at the opponent looked 13 points likelier to win than keeping it (docs/benchmarks.md, 3 Dec).
  const lastTurn = view.state.turn.number + (opts.horizonTurns ?? (THROUGH_NEXT_TURN.has(pending.kind) ? 2 : 1)) - 1;
  // An alternative to the heuristic's cast or activation holds that object back for the rest of the turn.
  const held = pending.kind === 'priority' ? actedOn(moves[0].input) : null;
  const holdFor = (m: MoveStats): Withheld | null => (held && m !== stats[0] && actedOn(m.move.input) !== held ? { player: me, object: held, turn: view.state.turn.number } : null);
  // With an iteration budget the clock plays no part (deterministic).
  const deadline = opts.iterations !== undefined ? Infinity : started + budget * BUDGET_SHARE;
  const stats: MoveStats[] = moves.map((move) => ({ move, visits: 0, reward: 0, gain: 0, gain2: 0, alive: true }));
  let iterations = 0;
  let worlds = 0;
  while (iterations < maxIterations && clock() < deadline) {
    const world = determinize(view.state, me, decks, rng, cards);
    worlds++;
    let base = 0;
    for (const m of stats) {
      if (!m.alive) continue;
      if (iterations >= maxIterations || clock() >= deadline) break;
      const r = winProbability(rollout(playMove(world, m.move, cards), cards, depth, lastTurn, holdFor(m)), me, cards);
      iterations++;
      if (m === stats[0]) base = r;
      m.visits++;
      m.reward += r;
      m.gain += r - base;
      m.gain2 += (r - base) ** 2;
    }
    const full = stats.filter((m) => m.alive && m.visits === worlds);
    if (full.length < 2) continue;
    const best = Math.max(...full.map((m) => m.reward / m.visits));
    for (const m of full.slice(1)) if (m.reward / m.visits < best - RADIUS / Math.sqrt(worlds) || hopeless(m)) m.alive = false;
    // Done when only the heuristic's move is left: moves that have led exactly where it did (a land played now or
    // later, a spell cast before or after combat) have a gain of 0 with no spread and are dropped after MIN_WORLDS.
    if (!stats.some((m) => m.alive && m !== stats[0])) break;
  }
  return { stats, iterations, worlds };
}

/** Standard error of a move's mean paired gain over the heuristic's move. */
function gainError(m: Pick<MoveStats, 'visits' | 'gain' | 'gain2'>): number {
  const mean = m.gain / m.visits;
  return Math.sqrt(Math.max(0, (m.gain2 - m.visits * mean * mean) / (m.visits - 1)) / m.visits);
}

/** A move unlikely ever to pass the override test (`chooseMove`): its mean paired gain plus DROP_Z standard errors is under the margin. */
function hopeless(m: MoveStats): boolean {
  return m.visits >= MIN_WORLDS && m.gain / m.visits + DROP_Z * gainError(m) < OVERRIDE_MARGIN;
}

/**
 * The move to play: the one with the best mean gain over the heuristic's on the same worlds among those clearly
 * better — tried in at least MIN_WORLDS worlds, a mean gain above OVERRIDE_MARGIN and above Z standard errors of
 * its paired differences; otherwise the heuristic's move (`stats[0]`). "The heuristic unless the search is
 * clearly better": the rollout algorithm's improvement over its base policy holds only for real differences.
 */
export function chooseMove<T extends Pick<MoveStats, 'visits' | 'gain' | 'gain2'>>(stats: T[]): T {
  const clear = stats.slice(1).filter((m) => {
    if (m.visits < MIN_WORLDS) return false;
    const mean = m.gain / m.visits;
    const sd = Math.sqrt(Math.max(0, (m.gain2 - m.visits * mean * mean) / (m.visits - 1)));
    return mean > OVERRIDE_MARGIN && mean - Z * sd / Math.sqrt(m.visits) > 0;
  });
  clear.sort((a, b) => b.gain / b.visits - a.gain / a.visits);
  return clear[0] ?? stats[0];
}

/** The search player: rollouts of the heuristic over determinized views, the heuristic's move as baseline. */
export function searchAgent(name: string, seed: number, opts: SearchOptions = {}): Agent {
  const clock = opts.clock ?? (() => performance.now());
  return {
    name,
    decide(view: GameView, pending: PendingDecision, ctx: AgentContext): Decision {
      const started = clock();
      const t0 = performance.now();
      const rng = decisionRng(seed, pending);
      // With a single candidate, or a decision the search leaves alone, the heuristic answers (on a determinized world).
      const world = determinize(view.state, pending.player, ctx.decks, rng, ctx.cards);
      const moves = candidates(world, pending, ctx.cards);
      // A land drop is made at once (the sample decks have nothing that rewards holding one).
      if (moves.length === 1 || NOT_SEARCHED.has(pending.kind) || moves[0].input.kind === 'playLand') return { input: moves[0].input, reasoning: { summary: `${moves.length === 1 ? 'only move' : 'heuristic'}: ${moves[0].label}` } };
      const { stats, iterations, worlds } = search(view, pending, ctx, rng, opts, moves, clock, started);
      const ms = performance.now() - t0;
      const heuristic = stats[0];
      const top = chooseMove(stats);
      const report = stats.filter((m) => m.visits > 0).sort((a, b) => b.visits - a.visits || b.reward - a.reward)
        .map((m) => ({ label: m.move.label, visits: m.visits, winRate: m.reward / m.visits }));
      const rate = top.visits ? ` est. win ${(100 * top.reward / top.visits).toFixed(0)}%` : '';
      return {
        input: top.move.input,
        reasoning: {
          summary: `${top.move.label} (${top === heuristic ? 'heuristic' : 'searched'}: ${top.visits} rollouts over ${worlds} worlds,${rate})`,
          candidates: report, iterations, ms,
        },
      };
    },
  };
}
