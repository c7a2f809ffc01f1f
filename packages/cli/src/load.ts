import { formatScenarioError, type Scenario } from '@arbiter/formats';
import type { CardRegistry } from '@arbiter/engine';
import { UsageError } from './errors';
import { cardPool, parseScenarioFile } from './scenarios';
import { printError } from './io';

/** One scenario file for commands that need it to run (diff, explain): its located errors printed, then a usage error. */
export function loadScenario(file: string): { scenario: Scenario; cards: CardRegistry } {
  const parsed = parseScenarioFile(file);
  if (!parsed.scenario) {
    for (const e of parsed.errors) printError(formatScenarioError(e));
    throw new UsageError(`${file} has ${parsed.errors.length} error${parsed.errors.length === 1 ? '' : 's'}; it did not run`);
  }
  return { scenario: parsed.scenario, cards: cardPool().cards };
}
