import { parseManaCost, type AbilityDef } from '@arbiter/engine';
import { count } from './nouns';

/** CR 702.138a — "Escape—<mana>, Exile <N> other cards from your graveyard." (r702-graveyard-casting.ts). */
export function escapeKeyword(word: string): AbilityDef[] | null {
  const m = /^Escape—((?:\{[^}]+\})+), Exile (\w+) other cards from your graveyard\.?$/.exec(word);
  const n = m && count(m[2]);
  const cost = m && parseManaCost(m[1]);
  if (typeof n !== 'number' || !cost) return null;
  return [{ kind: 'keyword', keyword: 'escape', cost, exileOthers: n, text: word.replace(/\.$/, '') }];
}

export const ESCAPE_READS = ['Escape—{2}{B}, Exile three other cards from your graveyard.'];
