export { resolveObjectRef, runScenario, scenarioCards, scenarioSwitches, type Frame, type ScenarioResult } from './run';
export { alignLines, diffScenario, stateSummary, type DiffRow, type RulesetDiff } from './diff';
export { type Failure } from './expect';
