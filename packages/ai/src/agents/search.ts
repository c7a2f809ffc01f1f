import { fallbackInput, step, type CardRegistry, type GameState, type GameView, type Input, type PendingDecision, type PlayerId, type RngState } from '@arbiter/engine';
import { decisionRng, type Agent, type AgentContext, type Decision } from '../agent';
import { candidates, type Candidate } from '../candidates';
import { determinize } from '../determinize';
import { winProbability } from '../evaluation';
import { heuristicInput } from './heuristic';

export interface SearchOptions {
  /** Wall-clock budget per decision in milliseconds (levels: normal 250, hard 2000; default 1000). */
  budgetMs?: number;
  /** A fixed number of iterations per decision instead of the clock: deterministic, for tests and replays. */
  iterations?: number;
  /** Decisions a rollout plays with the heuristic before the position is evaluated. */
  rolloutDepth?: number;
  /** Exploration constant C of UCB1 (rewards lie in [0, 1]). */
  exploration?: number;
}

const DEFAULTS = { budgetMs: 1000, rolloutDepth: 6, exploration: 0.7 };
/** Share of the budget the iterations may use: the rest covers sampling the root, the last leaf and the answer. */
const BUDGET_SHARE = 0.85;
/**
 * Inputs one iteration plays in the tree (forced decisions included) before its rollout: a turn holds some 30
 * priority passes, and a step costs about a millisecond, so deeper descents would leave too few iterations.
 */
const TREE_STEPS = 10;
/** Extra rollout decisions allowed for the stack to resolve. */
const SETTLE = 8;
/** Visits a move needs, and the margin its mean reward must beat the heuristic's move by, to replace it. */
const MIN_VISITS_TO_OVERRIDE = 8;
const OVERRIDE_MARGIN = 0.05;
/** Tree levels (decisions with a choice) one iteration may descend through. */
const TREE_DEPTH = 8;

/** A node of the information-set tree: the statistics of the move that leads to it, for the player who made it. */
interface Node {
  label: string;
  input: Input | null;
  visits: number;
  /** Sum of the rewards of the simulations through this move, for the player who chose it. */
  reward: number;
  /** How many times this move was available when its parent was visited (ISMCTS's availability count). */
  available: number;
  children: Map<string, Node>;
}

const newNode = (label: string, input: Input | null): Node => ({ label, input, visits: 0, reward: 0, available: 0, children: new Map() });

/**
 * UCB1 for trees (UCT; Kocsis & Szepesvári 2006, "Bandit based Monte-Carlo Planning"): X̄ⱼ + C·√(ln n / nⱼ).
 * Following ISMCTS (Cowling, Powley & Whitehouse 2012, §5.2, the subset-armed bandit), n is the number of
 * times this move was *available* at its parent, not the parent's visits, since a move exists only in some
 * determinizations.
 */
function ucb1(child: Node, c: number): number {
  return child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
}

/** Applies an input; if the engine refuses it, the engine's fallback answer for the decision instead. */
function play(s: GameState, input: Input, cards: CardRegistry): GameState {
  const r = step(s, input, cards);
  if (!r.error) return r.state;
  const f = step(s, fallbackInput(s.pending!), cards);
  return f.error ? s : f.state;
}

/** Plays on with the heuristic policy (the default policy of MCTS) for `depth` decisions at most, or until the deadline. */
function rollout(s: GameState, cards: CardRegistry, depth: number, deadline: number): GameState {
  // Past its depth a rollout goes on while spells are on the stack (a few decisions more), so that the
  // evaluation sees what they did rather than what they cost.
  for (let i = 0; (i < depth || (s.stack.length && i < depth + SETTLE)) && s.pending && !s.over && performance.now() < deadline; i++) {
    const next = play(s, heuristicInput(s, s.pending, cards), cards);
    if (next === s) break;
    s = next;
  }
  return s;
}

/**
 * Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012, Algorithm 3) from the root decision of `me`:
 * each iteration samples a determinization of the view, descends the tree choosing among the moves available
 * in that world (UCB1 on availability counts), expands one new move, rolls out with the heuristic for a
 * bounded number of decisions, and backs up each player's estimated win probability at the leaf into the
 * moves that player chose. Every player's decisions are tree nodes (2–4 players: each maximises its own
 * reward). Decisions with one candidate are played through without a node.
 */
export function search(view: GameView, pending: PendingDecision, ctx: AgentContext, rng: RngState, opts: SearchOptions, started = performance.now()): { root: Node; iterations: number; ms: number } {
  const { cards, decks } = ctx;
  const me = pending.player;
  const budget = opts.budgetMs ?? DEFAULTS.budgetMs;
  const maxIterations = opts.iterations ?? Infinity;
  const depthLimit = opts.rolloutDepth ?? DEFAULTS.rolloutDepth;
  const c = opts.exploration ?? DEFAULTS.exploration;
  const root = newNode('root', null);
  const t0 = started;
  // With an iteration budget the clock plays no part (deterministic); with a time budget, an iteration running
  // past the deadline cuts its descent and rollout short and is evaluated where it stands.
  const deadline = opts.iterations !== undefined ? Infinity : t0 + budget * BUDGET_SHARE;
  let iterations = 0;
  while (iterations < maxIterations && performance.now() < deadline) {
    iterations++;
    let s = determinize(view.state, me, decks, rng);
    let node = root;
    const path: { node: Node; player: PlayerId }[] = [];
    let steps = 0;
    let depth = 0;
    while (s.pending && !s.over && depth < TREE_DEPTH && steps < TREE_STEPS && performance.now() < deadline) {
      const d = s.pending;
      const moves: Candidate[] = candidates(s, d, cards);
      steps++;
      if (moves.length === 1) { const next = play(s, moves[0].input, cards); if (next === s) break; s = next; continue; }
      depth++;
      let untried: Node | null = null;
      let best: Node | null = null;
      let bestValue = -Infinity;
      for (const m of moves) {
        let child = node.children.get(m.key);
        if (!child) { child = newNode(m.label, m.input); node.children.set(m.key, child); }
        child.available++;
        if (child.visits === 0) { if (!untried) untried = child; continue; }
        const v = ucb1(child, c);
        if (v > bestValue) { bestValue = v; best = child; }
      }
      const chosen = untried ?? best!;
      path.push({ node: chosen, player: d.player });
      s = play(s, chosen.input!, cards);
      node = chosen;
      if (untried) break; // expansion: one new node per iteration, then the rollout
    }
    s = rollout(s, cards, depthLimit, deadline);
    const rewards = new Map<PlayerId, number>();
    for (const { node: n, player } of path) {
      let r = rewards.get(player);
      if (r === undefined) { r = winProbability(s, player, cards); rewards.set(player, r); }
      n.visits++;
      n.reward += r;
    }
  }
  return { root, iterations, ms: performance.now() - t0 };
}

/** The search player: ISMCTS over determinized views with the heuristic as default policy. */
export function searchAgent(name: string, seed: number, opts: SearchOptions = {}): Agent {
  return {
    name,
    decide(view: GameView, pending: PendingDecision, ctx: AgentContext): Decision {
      const started = performance.now();
      const rng = decisionRng(seed, pending);
      // With a single candidate there is nothing to search: the heuristic answers (on a determinized world).
      const world = determinize(view.state, pending.player, ctx.decks, rng);
      const moves = candidates(world, pending, ctx.cards);
      if (moves.length === 1) return { input: moves[0].input, reasoning: { summary: `only move: ${moves[0].label}` } };
      const { root, iterations, ms } = search(view, pending, ctx, rng, opts, started);
      const ranked = [...root.children.values()].filter((n) => n.visits > 0).sort((a, b) => b.visits - a.visits || b.reward - a.reward);
      // The most visited move (the "robust child"), unless it was tried too few times, or did not do clearly
      // better on average, to be trusted over the default policy: then the heuristic's move (candidate 0) stands.
      const mean = (n: Node) => n.reward / n.visits;
      const heuristic = root.children.get(moves[0].key);
      let top = ranked[0];
      if (top && heuristic && heuristic.visits > 0 && top !== heuristic && (top.visits < MIN_VISITS_TO_OVERRIDE || mean(top) <= mean(heuristic) + OVERRIDE_MARGIN)) top = heuristic;
      if (!top) return { input: moves[0].input, reasoning: { summary: `no iteration finished: heuristic answer ${moves[0].label}` } };
      const report = ranked.map((n) => ({ label: n.label, visits: n.visits, winRate: n.reward / n.visits }));
      return {
        input: top.input!,
        reasoning: {
          summary: `${top.label} (${top.visits}/${iterations} visits, est. win ${(100 * top.reward / top.visits).toFixed(0)}%)`,
          candidates: report, iterations, ms,
        },
      };
    },
  };
}
