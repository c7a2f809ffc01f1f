/** @arbiter/engine — a pure, decision-driven Magic: The Gathering rules engine (no Node or DOM APIs). */
export * from './mana/index';
export type * from './cards/printed';
export type * from './cards/definition';
export { KEYWORDS } from './cards/definition';
export type * from './state/types';
export type * from './decisions';
export type { ActionError } from './errors';
export { renderEvent, renderLog, type GameEvent } from './events';
export { RULESETS, SWITCH_NAMES, ruleset, type RulesetName, type RulesetSwitches, type SwitchName } from './rulesets';
export { SCHEMA_VERSION, createGame, emptyState, step, type GameSetup, type StepResult } from './engine';
export { encodeState, decodeState, type DecodeResult } from './state/codec';
export { inspect, type Inspector } from './inspect';
export type { Characteristics } from './rules/r613-characteristics';
export { STEP_ORDER, STEP_LABELS } from './rules/r500-turn';
export { randomInput } from './agents/random';
export { seedRng, type RngState } from './state/rng';
export { setupPosition, type Position, type PositionObject } from './position';
export { playout, fallbackInput, type PlayoutOptions, type PlayoutResult, type PlayoutStep, type PlayoutInput } from './agents/playout';
