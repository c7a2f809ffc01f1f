/**
 * Builds packages/rules/data/rules.json from the shared rule texts, in today's numbering (rule 722 is Preparation
 * Cards): the January 2026 Comprehensive Rules with their 722–732 renumbered 723–733 (cross-references too),
 * rule 722 from seed 000, and the amended texts of seed 003 ("Potential Rules Amendments").
 * Run: node --import tsx scripts/vendor-rules.ts [path to shared/]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RulesData } from '../packages/rules/src/types';

const shared = process.argv[2] ?? join(import.meta.dirname, '../../shared');
const RULE_LINE = /^(\d{1,3})(?:\.(\d+)([a-z]?))?\.? (.*)$/;

/** CR numbering as of the preparation-card update: the January 2026 file's 722–732 move up by one. */
function renumber(text: string): string {
  return text.replace(/\b(72[2-9]|73[0-2])\b/g, (n) => String(Number(n) + 1));
}

/** The rule number a line starts with ("722.3c", "722.3", "722", "7"), or null. */
function numberOf(line: string): { number: string; text: string } | null {
  const m = RULE_LINE.exec(line);
  if (!m) return null;
  const [, major, minor, letter, text] = m;
  return { number: minor === undefined ? major : `${major}.${minor}${letter}`, text };
}

/** Rules as number → text; "Example:" lines belong to the rule before them. */
function parseRules(lines: string[], into: Record<string, string>): void {
  let last: string | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const r = numberOf(line);
    if (r) { into[r.number] = r.text; last = r.number; }
    else if (last && line.startsWith('Example:')) into[last] += `\n${line}`;
  }
}

const cr: Record<string, string> = {};
const crLines = readFileSync(join(shared, 'rules/MagicCompRules-20260116.txt'), 'utf8').split('\n');
const bodyStart = crLines.indexOf('1. Game Concepts', crLines.indexOf('1. Game Concepts') + 1);
const bodyEnd = crLines.indexOf('Glossary', bodyStart);
parseRules(crLines.slice(bodyStart, bodyEnd).map(renumber), cr);

// Seed 000: rule 722 as published with Secrets of Strixhaven ("- 722.1 text", or the number on a line of its own).
const seed000 = readFileSync(join(shared, 'seeds/000_31e509dc40d8a3a1.txt'), 'utf8').split('\n');
const from722 = seed000.slice(seed000.findIndex((l) => l.startsWith('722. ')));
const joined: string[] = [];
for (let i = 0; i < from722.length; i++) {
  const line = from722[i].replace(/^- ?/, '').trim();
  if (!line) continue;
  if (/^\d+\.\d+[a-z]?$/.test(line)) { joined.push(`${line} ${from722[++i].trim()}`); continue; }
  joined.push(line.replace(/ \(refs: [^)]*\)$/, ''));
}
parseRules(joined, cr);

// Seed 003: clean amended texts ("The new version ... for ease of reading:") and, where the seed gives none, the
// amended paragraph with its insertions and deletions run together (the strike-through was lost).
const seed003 = readFileSync(join(shared, 'seeds/003_a5b9c36fbf3b2298.txt'), 'utf8').split('\n');
const amended: RulesData['amended'] = {};
const removed = new Set<string>();
for (let i = 0; i < seed003.length; i++) {
  if (!/ease of reading:\s*$/.test(seed003[i])) {
    const r = numberOf(seed003[i].trim());
    if (r && !amended[r.number]?.clean && /^\d+\.\d/.test(r.number)) amended[r.number] = { text: r.text, clean: false };
    continue;
  }
  const block: string[] = [];
  for (i++; i < seed003.length; i++) {
    const line = seed003[i].trim();
    if (!line) continue;
    if (!numberOf(line) && !line.startsWith('Example:')) { i--; break; }
    block.push(line);
  }
  const rules: Record<string, string> = {};
  parseRules(block, rules);
  for (const [n, text] of Object.entries(rules)) amended[n] = { text, clean: true };
  // A clean block that restates a whole section (e.g. "722. Preparation Cards") drops what it leaves out.
  for (const section of Object.keys(rules).filter((n) => /^\d{3}$/.test(n))) {
    for (const n of Object.keys(cr)) if (n.startsWith(`${section}.`) && !(n in rules)) removed.add(n);
  }
}

const data: RulesData = {
  sources: {
    cr: 'Magic: The Gathering Comprehensive Rules, January 16, 2026 (722–732 renumbered 723–733), with rule 722 (Preparation Cards) from the Secrets of Strixhaven update',
    amended: '"Potential Rules Amendments" (seed 003); unclean texts print insertions and deletions run together',
  },
  cr, amended, removedUnderAmended: [...removed].sort(),
};
writeFileSync(join(import.meta.dirname, '../packages/rules/data/rules.json'), `${JSON.stringify(data)}\n`);
console.log(`${Object.keys(cr).length} rules, ${Object.keys(amended).length} amended (${Object.values(amended).filter((a) => a.clean).length} clean), ${removed.size} removed under amended`);
