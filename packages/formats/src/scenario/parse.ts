import { sortErrors, type ScenarioError } from '../errors';
import type { NameOptions } from '../suggest';
import { checkInlineCards } from './cards';
import { isRecord } from './data';
import { normalizeScenario } from './normalize';
import { collectSetup } from './setup';
import { readYaml, type Source } from './source';
import type { Scenario } from './types';
import { checkUnsupportedCards } from './unsupported';
import { validateScenario } from './validate';

/**
 * `expect.error` checks that the step just before was rejected, so it only makes sense in a
 * checkpoint that directly follows an action step.
 */
function misplacedErrorChecks(data: unknown, source: Source): ScenarioError[] {
  if (!isRecord(data)) return [];
  const errors: ScenarioError[] = [];
  const message = 'error can only be expected in a checkpoint right after a step';
  if (isRecord(data.expect) && 'error' in data.expect) errors.push(source.error(['expect', 'error'], message, { onKey: true }));
  const script = Array.isArray(data.script) ? data.script : [];
  const isCheckpoint = (s: unknown) => isRecord(s) && 'expect' in s;
  script.forEach((s, i) => {
    if (isCheckpoint(s) && isRecord(s.expect) && 'error' in s.expect && (i === 0 || isCheckpoint(script[i - 1]))) {
      errors.push(source.error(['script', i, 'expect', 'error'], message, { onKey: true }));
    }
  });
  return errors;
}

/**
 * Parses and validates a scenario file. Never throws: every problem found (YAML syntax, schema,
 * unknown names, duplicate aliases) comes back as a located error, in document order; the
 * scenario is returned only when there are none.
 */
export function parseScenario(
  text: string,
  file: string,
  options: NameOptions = {},
): { scenario?: Scenario; errors: ScenarioError[] } {
  const { data, source, errors: syntaxErrors } = readYaml(text, file);
  // Past a syntax error the data is a guess; reporting on it would only add noise.
  if (syntaxErrors.length) return { errors: syntaxErrors };
  const { known, errors } = collectSetup(data, source, options);
  errors.push(...validateScenario(data, known, source), ...checkInlineCards(data, source), ...checkUnsupportedCards(data, source, options), ...misplacedErrorChecks(data, source));
  if (errors.length) return { errors: sortErrors(errors) };
  return { scenario: normalizeScenario(data, source), errors: [] };
}
