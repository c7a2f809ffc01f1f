import { seedRng, type CardRegistry, type GameView, type Input, type PendingDecision, type PlayerId, type RngState } from '@arbiter/engine';
import type { DeckKnowledge } from './determinize';

/** What an agent may use besides the view: the card registry and what its player knows of the decks. */
export interface AgentContext {
  cards: CardRegistry;
  /** By player: its own deck exactly; opponents' as the game declares them (see `DeckKnowledge`). */
  decks: Record<PlayerId, DeckKnowledge>;
}

/** One candidate a search weighed (for `--explain` and the table's log). */
export interface CandidateReport {
  label: string;
  visits: number;
  /** Mean reward of its simulations for the deciding player: an estimated win probability. */
  winRate: number;
}

/** Why an agent chose its input. */
export interface Reasoning {
  summary: string;
  candidates?: CandidateReport[];
  iterations?: number;
  ms?: number;
}

export interface Decision {
  input: Input;
  reasoning?: Reasoning;
}

/**
 * DESIGN "Agents are players" — every computer player answers through this one interface: the player's view
 * (`playerView(state, me, cards, { display: false })`), its pending decision and the context; never the state.
 */
export interface Agent {
  readonly name: string;
  decide(view: GameView, pending: PendingDecision, ctx: AgentContext): Decision;
}

/**
 * The RNG of one decision: from the agent's seed and the decision's place in the game (its id, which the view
 * shows), so a decision never depends on which decisions the agent was asked before.
 */
export function decisionRng(seed: number, pending: PendingDecision): RngState {
  return seedRng((Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + Math.imul(pending.id + 1, 0x85ebca6b)) >>> 0);
}
