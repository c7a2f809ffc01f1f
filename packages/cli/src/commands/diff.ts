import { diffScenario } from '@arbiter/formats';
import { EXIT, UsageError } from '../errors';
import { loadScenario } from '../load';
import { switchesFrom } from '../scenarios';
import { print } from '../io';

export interface DiffOptions {
  a?: string;
  b?: string;
  switch?: string[];
  json?: boolean;
}

/** Fits a log line into a column. */
function col(text: string | null, width: number): string {
  const t = text ?? '';
  return t.length > width ? `${t.slice(0, width - 1)}…` : t.padEnd(width);
}

/**
 * `arbiter diff`: runs one scenario under two rulesets (default cr and amended; `--switch` flips switches of B)
 * and shows side by side where the events and the final state differ, with the switches and rules responsible.
 */
export function diff(file: string, opts: DiffOptions): number {
  const aName = opts.a ?? 'cr';
  const bName = opts.b ?? (opts.switch?.length ? aName : 'amended');
  const a = switchesFrom(aName, []);
  const b = switchesFrom(bName, opts.switch ?? []);
  if (!a || !b) throw new UsageError('both rulesets must be named');
  const { scenario, cards } = loadScenario(file);
  const d = diffScenario(scenario, cards, a, b);
  if (opts.json) {
    print(JSON.stringify({ switches: d.switches, responsible: d.responsible, rules: d.rules, log: d.log, state: d.state }, null, 2));
    return EXIT.ok;
  }
  const labelB = `${bName}${opts.switch?.length ? ` + ${opts.switch.join(' ')}` : ''}`;
  const w = 78;
  print(`${scenario.name} [${scenario.source}]`);
  print(`A: ${aName}    B: ${labelB}${scenario.ruleset.given ? `    (the file's own ruleset, ${scenario.ruleset.base}, is not used by diff)` : ''}`);
  print(`switches that differ: ${d.switches.join(', ') || 'none'}`);
  if (d.switches.length > 1) print(`switches that change this scenario on their own: ${d.responsible.join(', ') || 'none (only together)'}`);
  const differing = d.log.filter((r) => r.a === null || r.b === null);
  if (!differing.length && !d.state.length) {
    print('no difference: the events and the final state are the same under both rulesets');
    return EXIT.ok;
  }
  print(`\nevents (${differing.length} differing; ⋯ marks shared events skipped)`);
  print(`  ${col('A: ' + aName, w)} │ B: ${labelB}`);
  let skipped = false;
  d.log.forEach((row, i) => {
    const near = d.log.slice(Math.max(0, i - 1), i + 2).some((r) => r.a === null || r.b === null);
    if (!near) { if (!skipped) print(`  ${col('⋯', w)} │ ⋯`); skipped = true; return; }
    skipped = false;
    const mark = row.a === null ? '+' : row.b === null ? '-' : ' ';
    print(`${mark} ${col(row.a, w)} │ ${row.b ?? ''}`);
  });
  print('\nfinal state');
  for (const [sa, sb] of d.state) print(`  ${col(sa, w)} │ ${sb ?? ''}`);
  print(`\nrules cited by the differing events: ${d.rules.join(', ') || 'none'}`);
  const silent = [...d.a.log, ...d.b.log].filter((l) => l.endsWith('[rules silent]'));
  if (silent.length) print(`rules-silent fallbacks used: ${[...new Set(silent)].length}`);
  return EXIT.ok;
}
