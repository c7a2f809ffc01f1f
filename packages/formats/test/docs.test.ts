import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';
import { parseScenario, scenarioSchema } from '../src/index';
import { SCHEMA_DOC_PATH, schemaDocText } from '../src/scenario/write-schema';

const docText = readFileSync(SCHEMA_DOC_PATH, 'utf8');

test('docs/scenario.schema.json is the TS schema (regenerate with write-schema.ts)', () => {
  assert.deepEqual(JSON.parse(docText), scenarioSchema);
  assert.equal(docText, schemaDocText());
});

test('the published schema works in a plain JSON Schema validator', () => {
  // Other tools know nothing of arbiterRef; for them it is an annotation.
  const validate = new Ajv2020({ strict: false }).compile(JSON.parse(docText));
  const full = parse(readFileSync(new URL('./fixtures/full.yaml', import.meta.url), 'utf8'));
  assert.equal(validate(full), true, JSON.stringify(validate.errors));
  assert.equal(validate({ ...full, seed: 'one' }), false);
});

test('the worked example in docs/scenario-format.md is a valid scenario', () => {
  const guide = readFileSync(new URL('../../../docs/scenario-format.md', import.meta.url), 'utf8');
  const example = /## Worked example\s+```yaml\n([\s\S]*?)```/.exec(guide)![1];
  const cardNames = ['Lightning Bolt', 'Mountain', 'Grizzly Bears'];
  assert.deepEqual(parseScenario(example, 'example.yaml', { cardNames }).errors, []);
});
