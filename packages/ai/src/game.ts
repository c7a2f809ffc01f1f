import { createGame, fallbackInput, playerView, step, type CardRegistry, type GameSetup, type GameState, type Input, type PlayerId, type StepResult } from '@arbiter/engine';
import type { Agent, AgentContext, Reasoning } from './agent';
import type { DeckKnowledge } from './determinize';

/** The player ids `createGame` gives the seats of a setup, in seat order. */
export function seatIds(setup: GameSetup): PlayerId[] {
  return setup.players.map((_, i) => `p${i + 1}`);
}

/**
 * What seat `me` knows of the decks: its own list exactly; each opponent's list exactly when the game declares
 * deck lists open (`openDecklists`), else only the names in it (see `determinize`).
 */
export function deckKnowledge(setup: GameSetup, me: PlayerId, openDecklists: boolean): Record<PlayerId, DeckKnowledge> {
  const ids = seatIds(setup);
  return Object.fromEntries(setup.players.map((p, i) => [ids[i], { cards: p.deck, exact: ids[i] === me || openDecklists }]));
}

/** One computer decision as played: what the agent answered, whether the engine's fallback replaced it. */
export interface AgentMove {
  player: PlayerId;
  input: Input;
  reasoning?: Reasoning;
  /** The agent's input was refused and the engine's fallback answer (`fallbackInput`) was played instead. */
  fallback: boolean;
  /** Wall-clock milliseconds of `decide`. */
  ms: number;
  /** Milliseconds of `decide` on the given CPU clock (when `agentMove` got one). */
  cpuMs?: number;
  result: StepResult;
}

/**
 * The worker-style loop's one step for a computer seat (view → decide → step): the agent sees only
 * `playerView(state, me, cards, { display: false })` and its pending decision. An input the engine refuses is
 * replaced by the engine's fallback answer, so a game never stalls on an agent's mistake.
 */
export function agentMove(state: GameState, agent: Agent, ctx: AgentContext, cpuClock?: () => number): AgentMove {
  const pending = state.pending!;
  const view = playerView(state, pending.player, ctx.cards, { display: false });
  const c0 = cpuClock?.();
  const t0 = performance.now();
  const decision = agent.decide(view, view.state.pending!, ctx);
  const ms = performance.now() - t0;
  const cpuMs = cpuClock ? cpuClock() - c0! : undefined;
  let result = step(state, decision.input, ctx.cards);
  let fallback = false;
  if (result.error) {
    fallback = true;
    result = step(state, fallbackInput(pending), ctx.cards);
  }
  return { player: pending.player, input: decision.input, reasoning: decision.reasoning, fallback, ms, cpuMs, result };
}

export interface GameOptions {
  /** Stop (and count a draw) after this many accepted inputs. */
  maxDecisions?: number;
  openDecklists?: boolean;
  /** A CPU clock (milliseconds) to time each decision on as well as the wall clock. */
  cpuClock?: () => number;
  onMove?: (m: AgentMove, before: GameState) => void;
}

export interface GameRecord {
  /** Seat indices of the winners (empty: a draw or the decision limit). */
  winners: number[];
  reason: string;
  turns: number;
  decisions: number;
  events: number;
  fallbacks: number;
  /** Milliseconds each decision took, per seat (wall clock). */
  decisionMs: number[][];
  /** The same on `cpuClock`, when given. */
  decisionCpuMs: number[][];
  state: GameState;
}

/** Plays one game between computer seats (agent i in seat i) to its end or the decision limit. */
export function playGame(setup: GameSetup, agents: Agent[], cards: CardRegistry, opts: GameOptions = {}): GameRecord {
  const ids = seatIds(setup);
  const contexts = ids.map((id) => ({ cards, decks: deckKnowledge(setup, id, opts.openDecklists ?? false) }));
  const start = createGame(setup, cards);
  let state = start.state;
  let events = start.events.length;
  let decisions = 0;
  let fallbacks = 0;
  const decisionMs: number[][] = ids.map(() => []);
  const decisionCpuMs: number[][] = ids.map(() => []);
  const limit = opts.maxDecisions ?? 5000;
  while (state.pending && !state.over && decisions < limit) {
    const seat = ids.indexOf(state.pending.player);
    const m = agentMove(state, agents[seat], contexts[seat], opts.cpuClock);
    if (m.result.error) throw new Error(`seat ${seat + 1} is stuck at '${state.pending.kind}': ${m.result.error.message}`);
    opts.onMove?.(m, state);
    decisionMs[seat].push(m.ms);
    if (m.cpuMs !== undefined) decisionCpuMs[seat].push(m.cpuMs);
    if (m.fallback) fallbacks++;
    events += m.result.events.length;
    decisions++;
    state = m.result.state;
  }
  const winners = state.over ? state.over.winners.map((w) => ids.indexOf(w)) : [];
  return {
    winners, reason: state.over?.reason ?? `decision limit (${limit})`, turns: state.turn.number, decisions, events, fallbacks, decisionMs, decisionCpuMs, state,
  };
}
