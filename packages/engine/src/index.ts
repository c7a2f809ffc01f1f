/** @arbiter/engine — a pure, decision-driven Magic: The Gathering rules engine (no Node or DOM APIs). */
export * from './mana/index';
export type * from './cards/printed';
export type * from './cards/definition';
export { KEYWORDS } from './cards/definition';
export { findCardName, suggestNames } from './cards/names';
export type * from './state/types';
export type * from './decisions';
export { ALTERNATIVE_COSTS, ANNOUNCED_COST_MODES } from './decisions';
export { describeError, type ActionError } from './errors';
export { renderEvent, renderLines, renderLog, type GameEvent, type RenderOptions } from './events';
export { RULESETS, SWITCH_NAMES, ruleset, type RulesetName, type RulesetSwitches, type SwitchName } from './rulesets';
export { SCHEMA_VERSION, createGame, emptyState, step, type CreateGameResult, type GameSetup, type StepResult } from './engine';
export { validateSetup, MAX_PLAYERS, MIN_PLAYERS, type SetupError } from './setup';
export { encodeState, decodeState, type DecodeResult } from './state/codec';
export { encodeStateBinary, decodeStateBinary } from './state/codec-binary';
export { inspect, type Inspector } from './inspect';
export { playerView, type GameView, type ObjectView, type Viewer } from './view';
export type { Characteristics } from './rules/r613-characteristics';
export { summarize, type Layer, type LayerStep } from './rules/r613-layers';
export { activatedDef } from './rules/r702-keywords';
export { keywordTrigger } from './rules/r603-triggers';
export { KEYWORD_TOKENS } from './rules/r702-represented-abilities';
export { STEP_ORDER, STEP_LABELS } from './rules/r500-turn';
export {
  canActMeaningfully, DEFAULT_STOP_STEPS, defaultStops, passesByStops, passUntil, triggerKey, triggerKeysOf, yieldsToTop, type PriorityStops,
} from './rules/r117-priority-stops';
export { randomInput } from './agents/random';
export { nextRandom, randomInt, seedRng, shuffleInPlace, type RngState } from './state/rng';
export { setupPosition, type Position, type PositionObject, type PositionStackObject, type PositionTarget } from './position';
export { suggestedInput } from './agents/suggested';
export { playout, fallbackInput, type PlayoutOptions, type PlayoutResult, type PlayoutStep, type PlayoutInput } from './agents/playout';
export { PREDEFINED_TOKENS } from './rules/r111-tokens';
