import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ruleExists } from '@arbiter/rules';

/**
 * One numbering: every rule number the engine (events, errors, doc comments), the docs and the scenarios cite
 * exists in the Comprehensive Rules as in force since the preparation-card update (722 is Preparation Cards,
 * so the January 2026 file's 722–732 are 723–733), as `@arbiter/rules` holds them — or, for the rules the
 * amendments add (720.2c, 702.155b as amended ...), under `amended`.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function files(dir: string, ext: RegExp, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(p).isDirectory()) files(p, ext, out);
    else if (ext.test(name)) out.push(p);
  }
  return out;
}

/** A subrule citation (601.2c, 702.140e, 104.3a); not a decimal followed by a unit, nor part of a larger number. */
const SUBRULE = /(?<![\d.,\/:#-])([1-9]\d{2}\.\d{1,3}[a-z]?)(?![\d.]\d|\s?[%×]|\s?(?:s|ms|µs|x|KB|MB|steps|games)\b)/g;
/** A whole-section citation: "CR 722", "rule 730", "rules 601–608". */
const SECTION = /\b(?:CR|[Rr]ules?)\s+([1-9]\d{2})(?![\d.])/g;
/** A range "601.2b–h" cites 601.2b and 601.2h; "722.2c–d". */
const RANGE = /\b([1-9]\d{2}\.\d{1,3})([a-z])[–-]([a-z])\b/g;

/** Every rule number a text cites, with its line. */
function cited(text: string): { n: string; line: number }[] {
  const out: { n: string; line: number }[] = [];
  text.split('\n').forEach((l, i) => {
    for (const m of l.matchAll(SUBRULE)) out.push({ n: m[1], line: i + 1 });
    for (const m of l.matchAll(SECTION)) out.push({ n: m[1], line: i + 1 });
    for (const m of l.matchAll(RANGE)) out.push({ n: m[1] + m[3], line: i + 1 });
  });
  return out;
}

/**
 * Rules in force since 2026-08-20 that `../shared/spec/rulesets.md` quotes ("The official text in force vs the
 * January 2026 file") but `@arbiter/rules`' data doesn't hold yet: 702.192 Paradigm, and the Saga rules
 * 714.3a–c (the January file's 714.3b became 714.3c).
 */
const IN_FORCE_NOT_IN_DATA = new Set(['702.192', '702.192a', '714.3c']);

const exists = (n: string) => IN_FORCE_NOT_IN_DATA.has(n) || ruleExists(n) || ruleExists(n, { ruleset: 'amended' });

test('one numbering: every rule number cited by the engine, the docs and the scenarios exists in today\'s Comprehensive Rules', () => {
  const sources = [
    ...files(join(ROOT, 'packages/engine/src'), /\.ts$/),
    ...files(join(ROOT, 'docs'), /\.md$/).filter((f) => !/benchmarks\.md$/.test(f)),
    ...files(join(ROOT, 'scenarios'), /\.ya?ml$/),
  ];
  const wrong: string[] = [];
  let count = 0;
  for (const f of sources) {
    for (const { n, line } of cited(readFileSync(f, 'utf8'))) {
      count++;
      if (!exists(n)) wrong.push(`${relative(ROOT, f)}:${line}: ${n}`);
    }
  }
  assert.ok(count > 3000, `found ${count} citations`);
  assert.deepEqual(wrong, [], `cited rule numbers that don't exist today:\n${wrong.join('\n')}`);
});

/**
 * The rules that moved one number down (the January file's 722–732): a citation of one of them must be about its
 * topic, since the old number usually still exists (729.2a is Subgames today, 732.1 Taking Shortcuts).
 */
const MOVED: Record<string, RegExp> = {
  723: /control(ling|s)? (another|a) player|controls? .* turn/i, 724: /end(s|ing)? (the )?(turn|phase|step)/i, 725: /monarch/i,
  726: /initiative/i, 727: /restart/i, 728: /rad counter/i, 729: /subgame/i, 730: /merg|mutat|component|part of another|kind of object/i, 731: /\bday\b|\bnight\b/i,
  732: /shortcut|loop/i, 733: /illegal|cancel|abandon|revers|undo|refus|can't be completed|suggested/i,
};

test('one numbering: a citation of a rule the preparation-card update moved (723–733) is about that rule\'s topic', () => {
  const wrong: string[] = [];
  for (const f of [...files(join(ROOT, 'packages'), /\.ts$/).filter((x) => !x.endsWith('cited-rules.test.ts')), ...files(join(ROOT, 'docs'), /\.md$/), ...files(join(ROOT, 'scenarios'), /\.ya?ml$/)]) {
    const lines = readFileSync(f, 'utf8').split('\n');
    for (const { n, line } of cited(lines.join('\n'))) {
      const topic = MOVED[n.slice(0, 3)];
      if (topic && !topic.test(lines.slice(Math.max(0, line - 3), line + 2).join(' '))) wrong.push(`${relative(ROOT, f)}:${line}: ${n}: ${lines[line - 1].trim()}`);
    }
  }
  assert.deepEqual(wrong, [], `citations of 723–733 that aren't about that rule (the January file's number?):\n${wrong.join('\n')}`);
});

test('one numbering: the checker finds citations and refuses numbers that don\'t exist', () => {
  assert.deepEqual(cited('CR 601.2b–h, 702.140e (see rule 730): 874.3 s, 2,069 steps/s, 722.3c.').map((c) => c.n), ['601.2b', '702.140e', '722.3c', '730', '601.2h']);
  assert.ok(exists('730.2a'));
  assert.ok(!exists('722.6') && !exists('112.3a') && !exists('116.3c'));
  assert.ok(exists('733.1') && exists('722.3d') && exists('730.2a'));
});
