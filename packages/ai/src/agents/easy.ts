import type { GameView, PendingDecision } from '@arbiter/engine';
import { decisionRng, type Agent, type AgentContext, type Decision } from '../agent';
import { describeInput } from '../candidates';
import { determinize } from '../determinize';
import { heuristicInput } from './heuristic';

/**
 * The heuristic player ("easy"): one-ply rules and evaluation (`heuristicInput`). It reads a determinization of
 * its view, so that a one-ply simulation never meets a card with no name; the hidden cards it samples don't
 * change what it sees of its own decision.
 */
export function heuristicAgent(seed: number): Agent {
  return {
    name: 'easy',
    decide(view: GameView, pending: PendingDecision, ctx: AgentContext): Decision {
      const world = determinize(view.state, pending.player, ctx.decks, decisionRng(seed, pending));
      const input = heuristicInput(world, pending, ctx.cards);
      return { input, reasoning: { summary: `heuristic: ${describeInput(world, input)}` } };
    },
  };
}
