/**
 * Who plays a seat the server runs. DESIGN "Agents are players": an agent reads only its own player's view
 * (`playerView(state, seat, cards, { display: false }).state`, whose pending decision is its own, in full) and
 * returns an input, exactly as a remote client would.
 */
import { randomInput, seedRng, type CardRegistry, type GameState, type Input } from '@arbiter/engine';
import type { SeatKind } from './protocol';

export interface SeatAgent {
  /** The input for the pending decision of `view` (the agent's own view; the decision is the agent's). */
  decide(view: GameState): Input | Promise<Input>;
}

/** Makes the agent of one seat; `seed` makes its choices repeatable. */
export type AgentFactory = (seed: number, cards: CardRegistry) => SeatAgent;

const agents = new Map<SeatKind, AgentFactory>([
  ['random', (seed) => {
    const rng = seedRng(seed);
    return { decide: (view) => randomInput(view, rng) };
  }],
]);

/**
 * The extension point for seat kinds: `registerAgent('computer', …)` makes tables accept computer seats.
 * Until the computer opponent (@arbiter/ai) is wired here, a 'computer' seat is refused with that reason.
 */
export function registerAgent(kind: Exclude<SeatKind, 'human'>, factory: AgentFactory): void {
  agents.set(kind, factory);
}

export function agentFactory(kind: SeatKind): AgentFactory | undefined {
  return agents.get(kind);
}
