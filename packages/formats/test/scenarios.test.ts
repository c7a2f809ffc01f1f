import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRegistry, referenceNames, suggestNames, unsupportedReasonOf } from '@arbiter/cards';
import { formatScenarioError, parseScenario, runScenario } from '../src/index';

/**
 * Every scenario in scenarios/ runs as a test under its own ruleset; each names its source rule or ruling.
 * scenarios/pending/ holds scenarios of known engine gaps (listed in the issues), run by hand only.
 */
const root = join(import.meta.dirname, '../../../scenarios');
function files(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'pending' ? [] : files(p);
    return /\.ya?ml$/.test(f) ? [p] : [];
  });
}

const cards = defaultRegistry();
const names = referenceNames(cards);
const unsupported = unsupportedReasonOf(cards);
for (const file of files(root)) {
  const parsed = parseScenario(readFileSync(file, 'utf8'), file, { cardNames: names, suggest: (n) => suggestNames(n, names), unsupported });
  const title = parsed.scenario ? `${parsed.scenario.source}: ${parsed.scenario.name}` : file;
  test(title, () => {
    assert.deepEqual(parsed.errors.map(formatScenarioError), [], 'scenario parses');
    const r = runScenario(parsed.scenario!, cards);
    assert.ok(r.passed, `${r.failures.map((f) => `${f.loc.line}: ${f.message}`).join('\n')}\n--- log ---\n${r.log.join('\n')}`);
  });
}
