/**
 * @arbiter/rules — the Comprehensive Rules' texts in the numbering the engine cites (rule 722 is Preparation Cards,
 * so the January 2026 file's 722–732 are 723–733), and the texts "Potential Rules Amendments" proposes.
 * Pure data and lookups: no Node or DOM APIs, so a browser bundle can load it (lazily: the data is ~850 KB).
 */
import data from '../data/rules.json' with { type: 'json' };
import type { RulesData } from './types';

export type { RulesData } from './types';
export type RulesetName = 'cr' | 'amended';

/** One rule as a ruleset states it. */
export interface Rule {
  number: string;
  text: string;
  /** Under `amended`: where the text comes from — the amended text (clean or with insertions and deletions run together), or the official text unchanged. */
  source: 'cr' | 'amended' | 'amended-unclean';
  /** Its subrules, in order (722.3 → 722.3a, 722.3b, …; 722 → 722.1, 722.2, …). */
  subrules: string[];
}

const rules = data as RulesData;
const removed = new Set(rules.removedUnderAmended);
export const SOURCES = rules.sources;

/** "CR 722.3c." / "rule 722.3c" / "722.3c" → "722.3c"; null if it isn't a rule number. */
export function normalizeRuleNumber(text: string): string | null {
  const m = /^(?:CR\s+|rule\s+)?(\d{1,3}(?:\.\d+[a-z]?)?)\.?$/i.exec(text.trim());
  return m ? m[1] : null;
}

function exists(n: string, ruleset: RulesetName): boolean {
  if (ruleset === 'amended') return !removed.has(n) && (n in rules.cr || n in rules.amended);
  return n in rules.cr;
}

/** Whether a rule of this number exists in the ruleset (cited numbers are checked against this). */
export function ruleExists(number: string, options: { ruleset?: RulesetName } = {}): boolean {
  const n = normalizeRuleNumber(number);
  return n !== null && exists(n, options.ruleset ?? 'cr');
}

/** The direct subrules of a rule: 722 → 722.1 …; 722.3 → 722.3a …; a lettered rule has none. */
function subrulesOf(n: string, ruleset: RulesetName): string[] {
  const pool = ruleset === 'amended' ? new Set([...Object.keys(rules.cr), ...Object.keys(rules.amended)]) : Object.keys(rules.cr);
  const pattern = /^\d{1,3}$/.test(n) && n.length === 3 ? new RegExp(`^${n}\\.\\d+$`)
    : /^\d$/.test(n) ? new RegExp(`^${n}\\d\\d$`)
    : /^\d+\.\d+$/.test(n) ? new RegExp(`^${n.replace('.', '\\.')}[a-z]$`) : null;
  if (!pattern) return [];
  return [...pool].filter((k) => pattern.test(k) && exists(k, ruleset)).sort(compareRuleNumbers);
}

/** Orders rule numbers as the document does: 100 < 100.1 < 100.1a < 100.2 < 100.10. */
export function compareRuleNumbers(a: string, b: string): number {
  const parse = (s: string) => { const m = /^(\d+)(?:\.(\d+)([a-z]?))?$/.exec(s)!; return [Number(m[1]), Number(m[2] ?? -1), m[3] ?? ''] as const; };
  const [a1, a2, a3] = parse(a);
  const [b1, b2, b3] = parse(b);
  return a1 - b1 || a2 - b2 || (a3 < b3 ? -1 : a3 > b3 ? 1 : 0);
}

/** A rule as the ruleset states it, or undefined if it has no such rule. */
export function rule(number: string, options: { ruleset?: RulesetName } = {}): Rule | undefined {
  const ruleset = options.ruleset ?? 'cr';
  const n = normalizeRuleNumber(number);
  if (n === null || !exists(n, ruleset)) return undefined;
  const amended = ruleset === 'amended' ? rules.amended[n] : undefined;
  return {
    number: n,
    text: amended?.text ?? rules.cr[n],
    source: amended ? (amended.clean ? 'amended' : 'amended-unclean') : 'cr',
    subrules: subrulesOf(n, ruleset),
  };
}

/** The rule's text with its subrules, one per paragraph ("722.3c As a permanent …"), as a person reads it. */
export function ruleText(number: string, options: { ruleset?: RulesetName; subrules?: boolean } = {}): string | undefined {
  const r = rule(number, options);
  if (!r) return undefined;
  const lines = [`${r.number}${/\d$/.test(r.number) ? '.' : ''} ${r.text}`];
  if (r.source === 'amended-unclean') lines.push('(seed 003 prints this amendment with its insertions and deletions run together: the strike-through was lost)');
  if (options.subrules ?? true) for (const s of r.subrules) lines.push(ruleText(s, { ...options, subrules: true })!);
  return lines.join('\n\n');
}

/** Numbers the amendments change (for a lab showing where the rulesets part). */
export function amendedRuleNumbers(): string[] {
  return [...Object.keys(rules.amended), ...removed].sort(compareRuleNumbers);
}
