import type { AbilityDef } from '@arbiter/engine';
import { count, describe } from './nouns';

/**
 * CR 702.34a, 118.9 — flashback with a cost that isn't mana: "Flashback—Tap three untapped creatures you control"
 * (the creatures are chosen as the cost is paid, 601.2h; rules/r601-2f-additional-costs.ts).
 */
export function flashbackTapKeyword(word: string): AbilityDef[] | null {
  const m = /^Flashback—Tap (\w+) untapped (.+) you control\.?$/.exec(word);
  const n = m && count(m[1]);
  const d = m && describe(m[2]);
  if (typeof n !== 'number' || !d || d.place !== 'battlefield') return null;
  return [{ kind: 'keyword', keyword: 'flashback', cost: [], tapUntapped: { n, filter: d.filter }, text: word.replace(/\.$/, '') }];
}

export const FLASHBACK_READS = ['Flashback—Tap three untapped creatures you control.'];
