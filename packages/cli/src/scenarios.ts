import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { RULESETS, ruleset, SWITCH_NAMES, type CardRegistry, type RulesetSwitches, type SwitchName } from '@arbiter/engine';
import { defaultRegistry, referenceNames, suggestNames, unsupportedReasonOf } from '@arbiter/cards';
import { parseScenario, type Scenario, type ScenarioError } from '@arbiter/formats';
import { UsageError } from './errors';

/**
 * Scenario files under the given paths, in a stable order. Inside a folder, `pending/` folders (scenarios
 * of known engine gaps) are skipped; name one explicitly to run it. A path that does not exist is a usage error.
 */
export function scenarioFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string, top: boolean) => {
    if (statSync(p).isDirectory()) {
      if (!top && basename(p) === 'pending') return;
      for (const f of readdirSync(p).sort()) walk(join(p, f), false);
    }
    else if (!top ? /\.ya?ml$/.test(p) : true) out.push(p);
  };
  for (const p of paths) {
    if (!existsSync(p)) throw new UsageError(`no such file or folder: ${p}`);
    walk(p, true);
  }
  return out;
}

/** The text of a file the user named; a missing or unreadable file is a usage error, not a crash. */
export function readInput(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(code === 'ENOENT' ? `no such file: ${file}` : code === 'EISDIR' ? `${file} is a folder, expected a file` : `cannot read ${file}: ${(e as Error).message}`);
  }
}

/** The vendored card pool, loaded once per process. */
let pool: { cards: CardRegistry; names: string[]; unsupported: (name: string) => string | undefined } | undefined;
export function cardPool(): { cards: CardRegistry; names: string[]; unsupported: (name: string) => string | undefined } {
  if (!pool) {
    const cards = defaultRegistry();
    pool = { cards, names: referenceNames(cards), unsupported: unsupportedReasonOf(cards) };
  }
  return pool;
}

/** Parses one scenario file against the vendored cards. */
export function parseScenarioFile(file: string): { scenario?: Scenario; errors: ScenarioError[] } {
  const { names, unsupported } = cardPool();
  return parseScenario(readInput(file), file, { cardNames: names, suggest: (n) => suggestNames(n, names), unsupported });
}

/** `--ruleset` and `--switch name=value` flags: the chosen base ruleset with switches flipped (spec/rulesets.md). */
export function switchesFrom(base: string | undefined, flags: string[]): RulesetSwitches | undefined {
  if (base !== undefined && !(base in RULESETS)) throw new UsageError(`unknown ruleset '${base}' (expected cr or amended)`);
  if (base === undefined && !flags.length) return undefined;
  const overrides: Partial<RulesetSwitches> = {};
  for (const f of flags) {
    const m = /^(\w+)=(true|false)$/.exec(f);
    if (!m || !(SWITCH_NAMES as string[]).includes(m[1])) throw new UsageError(`bad --switch '${f}': expected one of ${SWITCH_NAMES.join(', ')} =true|false`);
    overrides[m[1] as SwitchName] = m[2] === 'true';
  }
  return ruleset((base ?? 'cr') as 'cr' | 'amended', overrides);
}
