/**
 * @arbiter/formats — the validated edges of Arbiter: scenario files and deck lists in, typed data
 * and located errors out (DESIGN.md "The edges validate").
 */
export { formatScenarioError, type ScenarioError } from './errors';
export type { NameOptions } from './suggest';

export { parseScenario } from './scenario/parse';
export { parseObjectRef, splitManaSource, type ObjectRef } from './scenario/refs';
export { scenarioSchema, SCENARIO_SCHEMA_ID, type JsonSchema } from './scenario/schema';
export * from './scenario/types';

export { parseDeckList, type DeckEntry, type DeckList } from './deck/parse';

export { resolveObjectRef, runScenario, scenarioSwitches, type Frame, type ScenarioResult, type Failure, type CheckResult, alignLines, diffScenario, stateSummary, type DiffRow, type RulesetDiff } from './runner/index';

export { parseReplay, replayGame, serializeReplay, REPLAY_FORMAT, REPLAY_VERSION, type Replay, type ReplayResult } from './replay/index';
