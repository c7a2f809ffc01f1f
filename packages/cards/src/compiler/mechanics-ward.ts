import type { AbilityDef } from '@arbiter/engine';
import { count } from './nouns';

/** CR 702.21a — ward with a non-mana cost: "Ward—Discard a card", "Ward—Discard two cards" (rules/r702-21-ward.ts). */
export function wardWithDiscard(word: string): AbilityDef[] | null {
  const m = /^Ward—Discard (a|an|one|two|three) cards?\.?$/.exec(word);
  const n = m && count(m[1]);
  return typeof n === 'number' ? [{ kind: 'keyword', keyword: 'ward', discard: n, text: word.replace(/\.$/, '') }] : null;
}

/** The keyword lines this mechanic reads (checked by compiler-mechanics.test.ts). */
export const WARD_READS = ['Ward—Discard a card.'];
