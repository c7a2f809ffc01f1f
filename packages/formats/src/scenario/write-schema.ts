/**
 * Writes docs/scenario.schema.json from the schema in schema.ts, its single source of truth.
 * Run after changing the schema: `node --import tsx packages/formats/src/scenario/write-schema.ts`
 * (test/docs.test.ts fails while the two differ).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scenarioSchema } from './schema';

export const SCHEMA_DOC_PATH = fileURLToPath(new URL('../../../../docs/scenario.schema.json', import.meta.url));

/** The file's exact text: two-space JSON and a final newline. */
export const schemaDocText = (): string => `${JSON.stringify(scenarioSchema, null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SCHEMA_DOC_PATH, schemaDocText());
  console.log(`wrote ${SCHEMA_DOC_PATH}`);
}
