import { formatScenarioError, runScenario, scenarioSwitches, type Failure, type Scenario, type ScenarioResult } from '@arbiter/formats';
import type { RulesetSwitches } from '@arbiter/engine';
import { EXIT } from '../errors';
import { cardPool, parseScenarioFile, scenarioFiles, switchesFrom } from '../scenarios';
import { stateJson } from '../state-json';
import { paint, Progress } from '../style';
import { print } from '../io';

export interface RunOptions {
  ruleset?: string;
  switch?: string[];
  overrideRuleset?: boolean;
  json?: boolean;
  quiet?: boolean;
}

/**
 * The ruleset a file plays under, and what the output says about it. `--ruleset`/`--switch` apply to files
 * that don't name a ruleset; a file that names one keeps it (its author meant it) unless `--override-ruleset`,
 * and either way the line says so, so an override never hides a mistake silently.
 */
function rulesetFor(sc: Scenario, flags: RulesetSwitches | undefined, label: string, override: boolean): { switches?: RulesetSwitches; note: string } {
  if (!flags) return { note: '' };
  if (!sc.ruleset.given) return { switches: flags, note: '' };
  const own = `${sc.ruleset.base}${Object.keys(sc.ruleset.switches).length ? ' with switches' : ''}`;
  if (!override) return { note: `own ruleset ${own}; ${label} not applied` };
  const same = JSON.stringify(scenarioSwitches(sc)) === JSON.stringify(flags);
  return { switches: flags, note: same ? '' : `${label} overrides the file's ruleset ${own}` };
}

const failureLine = (f: Failure) =>
  `  ${f.loc.file}:${f.loc.line}:${f.loc.column}: ${f.knockOn ? '(after the script stopped) ' : ''}${f.message}`;

/** `arbiter run`: runs scenario files and prints PASS/FAIL with the cited log; exit 1 when any failed or did not run. */
export function run(paths: string[], opts: RunOptions): number {
  const flags = switchesFrom(opts.ruleset, opts.switch ?? []);
  const label = [opts.ruleset && `--ruleset ${opts.ruleset}`, ...(opts.switch ?? []).map((s) => `--switch ${s}`)].filter(Boolean).join(' ');
  const files = scenarioFiles(paths.length ? paths : ['scenarios']);
  const { cards } = cardPool();
  const c = paint();
  const progress = new Progress(files.length);
  const json: unknown[] = [];
  let passed = 0, failed = 0, notRun = 0, kept = 0;

  files.forEach((file, i) => {
    progress.update(i, file);
    const parsed = parseScenarioFile(file);
    if (!parsed.scenario) {
      notRun++;
      progress.clear();
      if (opts.json) { json.push({ file, ran: false, passed: false, errors: parsed.errors.map(formatScenarioError) }); return; }
      print(`${c.fail('FAIL')} ${file}: did not run (${parsed.errors.length} error${parsed.errors.length === 1 ? '' : 's'} in the file)`);
      for (const e of parsed.errors) print(`  ${formatScenarioError(e)}`);
      return;
    }
    const rs = rulesetFor(parsed.scenario, flags, label, !!opts.overrideRuleset);
    if (rs.note && !rs.switches) kept++;
    const r = runScenario(parsed.scenario, cards, rs.switches);
    if (r.passed) passed++; else failed++;
    progress.clear();
    if (opts.json) { json.push(resultJson(r, rs.note)); return; }
    printResult(r, rs.note, !!opts.quiet, c);
  });
  progress.clear();
  if (opts.json) print(JSON.stringify(json, null, 2));
  else {
    const parts = [c.pass(`${passed} passed`), (failed ? c.fail : String)(`${failed} failed`)];
    if (notRun) parts.push(c.fail(`${notRun} did not run`));
    print(parts.join(', ') + (kept ? c.dim(` (${kept} file${kept === 1 ? '' : 's'} kept their own ruleset; --override-ruleset applies ${label} to them too)`) : ''));
  }
  return failed || notRun ? EXIT.failed : EXIT.ok;
}

function printResult(r: ScenarioResult, note: string, quiet: boolean, c: ReturnType<typeof paint>): void {
  print(`${r.passed ? c.pass('PASS') : c.fail('FAIL')} ${r.file}: ${r.name} ${c.dim(`[${r.source}]`)}${note ? c.warn(` (${note})`) : ''}`);
  if (!quiet || !r.passed) for (const line of r.log) print(c.dim(`    ${line}`));
  const own = r.failures.filter((f) => !f.knockOn);
  const knockOn = r.failures.filter((f) => f.knockOn);
  for (const f of own) print(c.fail(failureLine(f)));
  if (knockOn.length) {
    print(c.warn(`  ${knockOn.length} later check${knockOn.length === 1 ? '' : 's'} failed after the script stopped at line ${r.stopped?.loc.line} (knock-on failures):`));
    for (const f of knockOn) print(c.dim(failureLine(f)));
  }
}

function resultJson(r: ScenarioResult, note: string) {
  return {
    file: r.file, ran: true, name: r.name, source: r.source, passed: r.passed,
    ...(note ? { ruleset: note } : {}),
    failures: r.failures, checks: r.checks, stopped: r.stopped ?? null, log: r.log,
    finalState: stateJson(r.state, r.cards),
  };
}
