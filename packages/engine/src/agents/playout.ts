import type { CardRegistry } from '../cards/definition';
import type { Input, PendingDecision } from '../decisions';
import { step, type StepResult } from '../engine';
import type { GameEvent } from '../events';
import { seedRng, type RngState } from '../state/rng';
import type { GameState } from '../state/types';
import { randomInput, type RandomAgentOptions } from './random';
import { suggestedInput } from './suggested';

export { suggestedInput };

/** One accepted step of a playout, as handed to `onStep`. */
export interface PlayoutStep {
  /** The state the input was applied to (still valid: `step` never mutates its input). */
  before: GameState;
  input: Input;
  /** The engine's answer; `result.error` is never set here (only accepted inputs are reported). */
  result: StepResult;
  /** Whether the input is the fallback answer given after the random agent's input was rejected. */
  fallback: boolean;
  /** 1-based count of accepted inputs so far, including this one. */
  decision: number;
}

export interface PlayoutOptions {
  /** Stop after this many accepted inputs even if the game is not over. */
  maxDecisions: number;
  /** Called after every accepted input; return `false` to stop the playout there. */
  onStep?: (s: PlayoutStep) => void | boolean;
  /** Keep every event of the playout in `events` (costs memory; off by default). */
  keepEvents?: boolean;
  /** Keep every input given to `step`, accepted or not, in `inputs` (for replays). */
  keepInputs?: boolean;
  /** Options of the random agent (e.g. `beginAny`: also try to begin casts and activations the engine doesn't offer). */
  agent?: RandomAgentOptions;
}

/** An input given to `step` during a playout, and whether the engine accepted it. */
export interface PlayoutInput {
  input: Input;
  accepted: boolean;
}

export interface PlayoutResult {
  /** The last state reached: game over, the decision limit, or where `onStep` stopped. */
  state: GameState;
  /** Inputs the engine accepted. */
  decisions: number;
  /** Events of every accepted input, in order (only with `keepEvents`). */
  events?: GameEvent[];
  /** Inputs in the order they were given (only with `keepInputs`). */
  inputs?: PlayoutInput[];
  /** Inputs the engine rejected (random choices that turned out illegal, e.g. a payment that fails). */
  errors: number;
  /** Set when neither the random input nor the fallback was accepted: the playout could not go on. */
  stuck?: { decision: PendingDecision; error: string };
}

/**
 * The answer given when the random agent's input is rejected: pass priority, abandon a cast or
 * activation in progress (CR 733.1), attack with nothing but what must attack (508.1d) and block with nothing, decline to pay, or otherwise take the
 * decision's suggested answer.
 */
export function fallbackInput(d: PendingDecision): Input {
  const player = d.player;
  switch (d.kind) {
    case 'announce':
    case 'targets':
    case 'payment':
      return { player, kind: 'answer', answer: { kind: 'cancel' } };
    case 'declareAttackers':
      // The suggestion attacks with nothing but what attack requirements (508.1d: goaded creatures) make attack.
      return { player, kind: 'answer', answer: { kind: 'declareAttackers', attacks: d.suggested } };
    case 'declareBlockers':
      return { player, kind: 'answer', answer: { kind: 'declareBlockers', blocks: [] } };
    case 'unlessPays':
      return { player, kind: 'answer', answer: { kind: 'unlessPays', pay: false } };
    default:
      return suggestedInput(d);
  }
}

/**
 * Plays a game on with the random agent (`randomInput`, seeded with `agentSeed`, independent of the
 * game's own RNG) until the game is over or `maxDecisions` inputs were accepted. A rejected random input
 * is counted in `errors` and answered with `fallbackInput` instead. Deterministic: the same state, seed
 * and options give the same playout.
 */
export function playout(state: GameState, cards: CardRegistry, agentSeed: number | RngState, opts: PlayoutOptions): PlayoutResult {
  const rng: RngState = typeof agentSeed === 'number' ? seedRng(agentSeed) : agentSeed;
  const events: GameEvent[] | undefined = opts.keepEvents ? [] : undefined;
  const inputs: PlayoutInput[] | undefined = opts.keepInputs ? [] : undefined;
  let s = state;
  let decisions = 0;
  let errors = 0;
  let stuck: PlayoutResult['stuck'];
  while (s.pending && !s.over && decisions < opts.maxDecisions) {
    const d = s.pending;
    let input = randomInput(s, rng, opts.agent);
    let fallback = false;
    let r = step(s, input, cards);
    inputs?.push({ input, accepted: !r.error });
    if (r.error) {
      errors++;
      input = fallbackInput(d);
      fallback = true;
      r = step(s, input, cards);
      inputs?.push({ input, accepted: !r.error });
      if (r.error) {
        errors++;
        stuck = { decision: d, error: `${r.error.code}: ${r.error.message}` };
        break;
      }
    }
    decisions++;
    if (events) for (const e of r.events) events.push(e);
    const before = s;
    s = r.state;
    if (opts.onStep && opts.onStep({ before, input, result: r, fallback, decision: decisions }) === false) break;
  }
  const out: PlayoutResult = { state: s, decisions, errors };
  if (events) out.events = events;
  if (inputs) out.inputs = inputs;
  if (stuck) out.stuck = stuck;
  return out;
}
