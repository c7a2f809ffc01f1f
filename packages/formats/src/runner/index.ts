export { runScenario, scenarioSwitches, type ScenarioResult } from './run';
export { type Failure } from './expect';
