#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { inspect, RULESETS, ruleset, summarize, SWITCH_NAMES, type RulesetSwitches, type SwitchName } from '@arbiter/engine';
import { defaultRegistry, importCardFile, referenceNames, suggestNames, unsupportedCards } from '@arbiter/cards';
import { diffScenario, formatScenarioError, parseScenario, resolveObjectRef, runScenario, type ScenarioResult } from '@arbiter/formats';

const USAGE = `arbiter — a Magic: The Gathering rules engine for judges

Usage:
  arbiter run <files or folders...> [--ruleset cr|amended] [--switch name=true|false ...] [--json] [--quiet]
      Run scenario files (.yaml/.yml) and print pass/fail with the cited log.
  arbiter diff <file> [--a cr|amended] [--b cr|amended] [--switch name=true|false ...] [--json]
      Run one scenario under two rulesets (default: cr and amended; --switch flips switches of B) and show,
      side by side, where the events and the final state differ, with the switches and rules responsible.
  arbiter explain <file> <object>
      Run a scenario, then show how an object's characteristics came about, layer by layer (CR 613):
      its copiable values, each effect applied in order (timestamp, or the effects it depended on, 613.8)
      and the result after each step.
  arbiter cards [--unsupported]
      List the cards the engine knows (or those it can't play yet, with the reason).
  arbiter import <scryfall-or-mtgjson.json>
      Check a Scryfall "oracle cards" or MTGJSON AtomicCards file and report what it holds.
`;

/**
 * Scenario files under the given paths, in a stable order. Inside a folder, `pending/` folders (scenarios
 * of known engine gaps) are skipped; name one explicitly to run it.
 */
function scenarioFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string, top: boolean) => {
    if (statSync(p).isDirectory()) {
      if (!top && basename(p) === 'pending') return;
      for (const f of readdirSync(p).sort()) walk(join(p, f), false);
    }
    else if (/\.ya?ml$/.test(p)) out.push(p);
  };
  for (const p of paths) walk(p, true);
  return out;
}

/** `--switch name=value` flags applied over the chosen base ruleset (spec/rulesets.md). */
function switchesFrom(base: string | undefined, flags: string[]): RulesetSwitches | undefined | string {
  if (base !== undefined && !(base in RULESETS)) return `unknown ruleset '${base}' (expected cr or amended)`;
  if (base === undefined && !flags.length) return undefined;
  const overrides: Partial<RulesetSwitches> = {};
  for (const f of flags) {
    const m = /^(\w+)=(true|false)$/.exec(f);
    if (!m || !(SWITCH_NAMES as string[]).includes(m[1])) return `bad --switch '${f}': expected one of ${SWITCH_NAMES.join(', ')} =true|false`;
    overrides[m[1] as SwitchName] = m[2] === 'true';
  }
  return ruleset((base ?? 'cr') as 'cr' | 'amended', overrides);
}

function run(args: string[]): number {
  const { values, positionals } = parseArgs({
    args, allowPositionals: true,
    options: { ruleset: { type: 'string' }, switch: { type: 'string', multiple: true }, json: { type: 'boolean' }, quiet: { type: 'boolean' } },
  });
  const switches = switchesFrom(values.ruleset, values.switch ?? []);
  if (typeof switches === 'string') { console.error(switches); return 2; }
  const cards = defaultRegistry();
  const names = referenceNames(cards);
  const files = scenarioFiles(positionals.length ? positionals : ['scenarios']);
  const results: ScenarioResult[] = [];
  let bad = 0;
  for (const file of files) {
    const parsed = parseScenario(readFileSync(file, 'utf8'), file, { cardNames: names, suggest: (n) => suggestNames(n, names) });
    if (!parsed.scenario) {
      bad++;
      for (const e of parsed.errors) console.error(formatScenarioError(e));
      continue;
    }
    const r = runScenario(parsed.scenario, cards, switches);
    results.push(r);
    if (values.json) continue;
    console.log(`${r.passed ? 'PASS' : 'FAIL'} ${r.file}: ${r.name} [${r.source}]`);
    if (!values.quiet || !r.passed) for (const line of r.log) console.log(`    ${line}`);
    for (const f of r.failures) console.log(`  ${f.loc.file}:${f.loc.line}:${f.loc.column}: ${f.message}`);
  }
  const passed = results.filter((r) => r.passed).length;
  const failed = results.length - passed + bad;
  if (values.json) console.log(JSON.stringify(results.map(({ state: _s, events: _e, ...r }) => r), null, 2));
  else console.log(`${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

/** Parses one scenario file against the vendored cards, printing located errors; null if it is malformed. */
function loadScenario(file: string) {
  const cards = defaultRegistry();
  const names = referenceNames(cards);
  const parsed = parseScenario(readFileSync(file, 'utf8'), file, { cardNames: names, suggest: (n) => suggestNames(n, names) });
  for (const e of parsed.errors) console.error(formatScenarioError(e));
  return parsed.scenario ? { scenario: parsed.scenario, cards } : null;
}

/** Fits a log line into a column. */
function col(text: string | null, width: number): string {
  const t = text ?? '';
  return t.length > width ? `${t.slice(0, width - 1)}…` : t.padEnd(width);
}

function diff(args: string[]): number {
  const { values, positionals } = parseArgs({
    args, allowPositionals: true,
    options: { a: { type: 'string' }, b: { type: 'string' }, switch: { type: 'string', multiple: true }, json: { type: 'boolean' } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) { console.error(USAGE); return 2; }
  const aName = values.a ?? 'cr';
  const bName = values.b ?? (values.switch?.length ? aName : 'amended');
  const a = switchesFrom(aName, []);
  const b = switchesFrom(bName, values.switch ?? []);
  if (typeof a === 'string' || typeof b === 'string' || !a || !b) { console.error(typeof a === 'string' ? a : b); return 2; }
  const loaded = loadScenario(file);
  if (!loaded) return 2;
  const { scenario, cards } = loaded;
  const d = diffScenario(scenario, cards, a, b);
  if (values.json) {
    console.log(JSON.stringify({ switches: d.switches, responsible: d.responsible, rules: d.rules, log: d.log, state: d.state }, null, 2));
    return 0;
  }
  const labelB = `${bName}${values.switch?.length ? ` + ${values.switch.join(' ')}` : ''}`;
  const w = 78;
  console.log(`${scenario.name} [${scenario.source}]`);
  console.log(`A: ${aName}    B: ${labelB}`);
  console.log(`switches that differ: ${d.switches.join(', ') || 'none'}`);
  if (d.switches.length > 1) console.log(`switches that change this scenario on their own: ${d.responsible.join(', ') || 'none (only together)'}`);
  const differing = d.log.filter((r) => r.a === null || r.b === null);
  if (!differing.length && !d.state.length) {
    console.log('no difference: the events and the final state are the same under both rulesets');
    return 0;
  }
  console.log(`\nevents (${differing.length} differing; ⋯ marks shared events skipped)`);
  console.log(`  ${col('A: ' + aName, w)} │ B: ${labelB}`);
  let skipped = false;
  d.log.forEach((row, i) => {
    const near = d.log.slice(Math.max(0, i - 1), i + 2).some((r) => r.a === null || r.b === null);
    if (!near) { if (!skipped) console.log(`  ${col('⋯', w)} │ ⋯`); skipped = true; return; }
    skipped = false;
    const mark = row.a === null ? '+' : row.b === null ? '-' : ' ';
    console.log(`${mark} ${col(row.a, w)} │ ${row.b ?? ''}`);
  });
  console.log('\nfinal state');
  for (const [sa, sb] of d.state) console.log(`  ${col(sa, w)} │ ${sb ?? ''}`);
  console.log(`\nrules cited by the differing events: ${d.rules.join(', ') || 'none'}`);
  const silent = [...d.a.log, ...d.b.log].filter((l) => l.endsWith('[rules silent]'));
  if (silent.length) console.log(`rules-silent fallbacks used: ${[...new Set(silent)].length}`);
  return 0;
}

function explain(args: string[]): number {
  const [file, ref] = args;
  if (!file || !ref) { console.error(USAGE); return 2; }
  const loaded = loadScenario(file);
  if (!loaded) return 2;
  const { scenario, cards } = loaded;
  const r = runScenario(scenario, cards);
  const id = resolveObjectRef(r, cards, ref);
  if (typeof id !== 'string') { console.error(id.error); return 2; }
  const ins = inspect(r.state, cards);
  const ex = ins.explain(id);
  const named = (text: string) => text.replace(/controller (\w+)/, (_, p: string) => `controller ${r.state.players[p]?.name ?? p}`);
  const o = r.state.objects[id];
  const set = o.base ? `copy of ${o.base.card} (${o.base.set})${o.base.except ? ' with exceptions' : ''}` : `${o.card} (${o.set})`;
  // Layer 1b (613.2b): face-down values replace the card's (708.2); a merged permanent uses its topmost component (730.2a).
  const layer1 = o.faceDown ? `face down (${o.faceDownBy ?? 'face-down status'}, 708.2, layer 1b) over ${o.card}`
    : o.merged ? `merged permanent (730.2a), components top to bottom: ${o.merged.map((c) => c.card).join(', ')}` : set;
  console.log(`${ex.result.name || 'a face-down permanent'} (${id}) in ${o.zone}; characteristic set: ${layer1}`);
  // Layer 1a (613.2a): "becomes a copy" effects in timestamp order; the latest one gives the copiable values.
  const copies = r.state.effects.filter((e) => e.mod.kind === 'copy' && e.affected.includes(id)).sort((a, b) => a.timestamp - b.timestamp);
  for (const e of copies) {
    const source = r.state.objects[e.source] ? ins.characteristics(e.source).name : r.state.lki[e.source]?.name ?? 'an effect';
    const until = typeof e.duration === 'string' && e.duration !== 'permanent' ? `, until ${e.duration === 'endOfTurn' ? 'end of turn' : 'end of combat'}` : '';
    console.log(`  layer 1a: ${source}: becomes a copy of ${e.mod.kind === 'copy' ? e.mod.of : ''}${until}  [timestamp ${e.timestamp} (613.7)${e === copies[copies.length - 1] ? '' : '; replaced by a later copy effect'}]`);
  }
  console.log(`  layer 1 (copiable values, 613.2): ${named(summarize(ex.base))}`);
  for (const s of ex.steps) {
    const why = s.rule ? `rule ${s.rule}` : s.dependsOn.length ? `after ${s.dependsOn.join(', ')} (dependency, 613.8)` : `timestamp ${s.timestamp} (613.7)`;
    console.log(`  layer ${s.layer}: ${s.effect}  [${why}]`);
    console.log(s.skipped ? `      ✗ does not apply: ${s.skipped}` : `      → ${named(s.after[id])}`);
  }
  if (o.counters && Object.values(o.counters).some((n) => n)) console.log(`  counters (7c): ${Object.entries(o.counters).filter(([, n]) => n).map(([k, n]) => `${n} ${k}`).join(', ')}`);
  console.log(`  result: ${named(summarize(ex.result))}`);
  return 0;
}

function main(argv: string[]): number {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case 'run':
      return run(rest);
    case 'diff':
      return diff(rest);
    case 'explain':
      return explain(rest);
    case 'cards': {
      const reg = defaultRegistry();
      if (rest.includes('--unsupported')) for (const u of unsupportedCards(reg)) console.log(`${u.name}: ${u.reason}`);
      else for (const n of reg.names()) console.log(n);
      return 0;
    }
    case 'import': {
      if (!rest[0]) { console.error(USAGE); return 2; }
      const r = importCardFile(readFileSync(rest[0], 'utf8'));
      for (const e of r.errors) console.error(`${e.severity}: ${e.index ?? ''} ${e.card ?? ''} ${e.field ?? ''}: ${e.message}`);
      const reg = defaultRegistry();
      const known = r.cards.filter((c) => reg.get(c.name) && !reg.get(c.name)!.unsupported).length;
      console.log(`${r.format ?? 'unknown format'}: ${r.cards.length} cards read; ${known} have engine behaviour, ${r.cards.length - known} are unsupported`);
      return r.errors.some((e) => e.severity === 'error') ? 1 : 0;
    }
    default:
      console.log(USAGE);
      return cmd === undefined || cmd === '--help' ? 0 : 2;
  }
}

process.exitCode = main(process.argv.slice(2));
