import { createGame, ruleset, step, type ActionError, type CardRegistry, type GameEvent, type GameState } from '@arbiter/engine';
import type { Replay } from './types';

export interface ReplayResult {
  state: GameState;
  events: GameEvent[];
  /** `states[0]` is the game as created, `states[i + 1]` follows `inputs[i]`: for undo and stepping back and forth. */
  states: GameState[];
  /** `logLengths[i]`: how many of `events` had happened at `states[i]`. */
  logLengths: number[];
  /** The first input the engine refused, with its typed error; the replay stops there. */
  refused?: { index: number; error: ActionError };
}

/** Plays a replay from its setup through every input: the same seed and inputs give the same events. */
export function replayGame(replay: Replay, cards: CardRegistry): ReplayResult {
  const start = createGame({
    players: replay.players, seed: replay.seed, switches: ruleset(replay.ruleset), startingPlayer: replay.startingPlayer,
  }, cards);
  const result: ReplayResult = { state: start.state, events: [...start.events], states: [start.state], logLengths: [start.events.length] };
  for (const [index, input] of replay.inputs.entries()) {
    const r = step(result.state, input, cards);
    if (r.error) return { ...result, refused: { index, error: r.error } };
    result.state = r.state;
    result.events.push(...r.events);
    result.states.push(r.state);
    result.logLengths.push(result.events.length);
  }
  return result;
}
