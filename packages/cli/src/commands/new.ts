import { existsSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT, UsageError } from '../errors';
import { print } from '../io';

export interface NewOptions {
  force?: boolean;
}

/** The JSON Schema of scenario files in this checkout (docs/scenario.schema.json). */
const SCHEMA = fileURLToPath(new URL('../../../../docs/scenario.schema.json', import.meta.url));

/** A scenario skeleton: every required key, commented hints for the common ones, and the schema line for editors. */
export function skeleton(file: string): string {
  const schema = existsSync(SCHEMA) ? relative(dirname(resolve(file)), SCHEMA).split('\\').join('/') : 'scenario.schema.json';
  const title = basename(file).replace(/\.ya?ml$/, '').replace(/[-_]+/g, ' ');
  return `# yaml-language-server: $schema=${schema}
# A scenario: set up a board, play a script, state the expected outcome (docs/scenario-format.md).
name: ${title}
source: "CR 000.0"  # the rule, ruling or example this checks
# ruleset: cr       # or amended
turn: { number: 1, active: Alice, step: main1 }
players:
  - name: Alice
    hand: []
    battlefield: []
  - name: Bob
    battlefield: []
# steps, in order, e.g.
#   - cast: Lightning Bolt
#     targets: [Bob]
#   - pass: all
script: []
expect:
  life: { Alice: 20, Bob: 20 }
`;
}

/** `arbiter new`: writes a scenario skeleton; refuses to overwrite a file unless `--force`. */
export function newScenario(file: string, opts: NewOptions): number {
  if (!/\.ya?ml$/.test(file)) throw new UsageError(`${file}: a scenario file ends in .yaml or .yml`);
  if (existsSync(file) && !opts.force) throw new UsageError(`${file} already exists (use --force to overwrite it)`);
  if (!existsSync(dirname(resolve(file)))) throw new UsageError(`no such folder: ${dirname(file)}`);
  writeFileSync(file, skeleton(file));
  print(`wrote ${file}; run it with: arbiter run ${file}`);
  return EXIT.ok;
}
