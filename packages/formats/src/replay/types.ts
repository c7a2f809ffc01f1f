import type { Input, RulesetName } from '@arbiter/engine';

/**
 * A game as a file: everything `createGame` needs plus every input given to `step`, in order (the passes
 * made for a player by priority stops included). Same seed + same inputs ⇒ same events (DESIGN 2).
 */
export interface Replay {
  format: 'arbiter-replay';
  version: 1;
  seed: number;
  ruleset: RulesetName;
  /** CR 103.1 — the starting player's index; chosen by the game's RNG when absent. */
  startingPlayer?: number;
  players: { name: string; deck: string[] }[];
  inputs: Input[];
}

export const REPLAY_FORMAT = 'arbiter-replay';
export const REPLAY_VERSION = 1;
