/**
 * A thread of the agent pool (agent-pool.ts): it holds the computer players of the tables assigned to it and
 * answers "what does seat X play in this state" with `agentMove` of @arbiter/ai, which shows the agent only its
 * own player's view and pending decision. The room steps the answer itself: this thread never changes a game.
 */
import { parentPort } from 'node:worker_threads';
import { defaultRegistry } from '@arbiter/cards';
import { fallbackInput } from '@arbiter/engine';
import { agentMove } from '@arbiter/ai';
import type { PoolReply, PoolRequest } from './agent-pool';
import { seatAgent, type SeatAgent } from './seats';

const cards = defaultRegistry();
const agents = new Map<string, SeatAgent>();

parentPort!.on('message', (m: PoolRequest) => {
  switch (m.type) {
    case 'seat':
      agents.set(m.key, seatAgent(m.level, m.setup, m.index, cards));
      return;
    case 'release':
      agents.delete(m.key);
      return;
    case 'decide': {
      const agent = agents.get(m.key);
      let reply: PoolReply;
      if (!agent) reply = { id: m.id, error: `no computer player ${m.key} on this thread` };
      else {
        try {
          const move = agentMove(m.state, agent.agent, agent.ctx);
          // agentMove replaced a refused input with the engine's fallback answer; if even that was refused, concede.
          const input = move.fallback ? fallbackInput(m.state.pending!) : move.input;
          reply = { id: m.id, input, concede: Boolean(move.result.error), fallback: move.fallback, ...(move.reasoning ? { reasoning: move.reasoning } : {}) };
        } catch (e) {
          reply = { id: m.id, error: e instanceof Error ? e.message : String(e) };
        }
      }
      parentPort!.postMessage(reply);
    }
  }
});
