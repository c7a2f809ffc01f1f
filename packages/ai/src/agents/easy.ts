import type { GameState, GameView, PendingDecision } from '@arbiter/engine';
import { decisionRng, type Agent, type AgentContext, type Decision } from '../agent';
import { describeInput } from '../candidates';
import { determinize } from '../determinize';
import { heuristicInput } from './heuristic';

/**
 * The heuristic player ("easy"): one-ply rules and evaluation (`heuristicInput`) on its view; a one-ply
 * simulation steps a determinization of the view (sampled only when one is needed), so it never meets a card
 * with no name.
 */
export function heuristicAgent(seed: number): Agent {
  return {
    name: 'easy',
    decide(view: GameView, pending: PendingDecision, ctx: AgentContext): Decision {
      let world: GameState | undefined;
      const sample = () => (world ??= determinize(view.state, pending.player, ctx.decks, decisionRng(seed, pending), ctx.cards));
      const input = heuristicInput(view.state, pending, ctx.cards, sample);
      return { input, reasoning: { summary: `heuristic: ${describeInput(view.state, input)}` } };
    },
  };
}
