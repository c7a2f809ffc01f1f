/**
 * The computer opponent at a table (@arbiter/ai). DESIGN "Agents are players": it reads only its own player's
 * view and pending decision (`agentMove`), and knows its own deck exactly and the other decks' cards without
 * their order (deck lists are not shown to opponents: `openDecklists` false). It lives on a thread of the agent
 * pool (agent-pool.ts), not on the rooms' thread.
 */
import { createAgent, deckKnowledge, type Agent, type AgentContext, type Level } from '@arbiter/ai';
import type { CardRegistry, GameSetup, PlayerId } from '@arbiter/engine';

export interface SeatAgent {
  agent: Agent;
  ctx: AgentContext;
}

/** The computer player of seat `index` of `setup`, seeded from the game's seed and its seat. */
export function seatAgent(level: Level, setup: GameSetup, index: number, cards: CardRegistry): SeatAgent {
  const me: PlayerId = `p${index + 1}`;
  return { agent: createAgent(level, setup.seed + index + 1), ctx: { cards, decks: deckKnowledge(setup, me, false) } };
}
