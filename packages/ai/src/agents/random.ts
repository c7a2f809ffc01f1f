import { randomInput, type GameView, type PendingDecision } from '@arbiter/engine';
import { decisionRng, type Agent, type Decision } from '../agent';

/** The random player: the engine's `randomInput` (a uniformly random legal choice) behind the agent interface. */
export function randomAgent(seed: number): Agent {
  return {
    name: 'random',
    decide(view: GameView, pending: PendingDecision): Decision {
      // randomInput reads only the pending decision, which is the player's own and complete in its view.
      return { input: randomInput({ ...view.state, pending }, decisionRng(seed, pending)) };
    },
  };
}
