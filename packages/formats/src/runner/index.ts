export { resolveObjectRef, runScenario, scenarioSwitches, type Frame, type ScenarioResult } from './run';
export { alignLines, diffScenario, stateSummary, type DiffRow, type RulesetDiff } from './diff';
export { type CheckResult, type Failure } from './expect';
