/**
 * Near-miss suggestions for "did you mean" messages: typos in keys, card names and player names
 * are the most common scenario mistakes, and naming the likely intent fixes them fastest.
 */

/** What names exist, for files that name cards (scenarios, deck lists). */
export interface NameOptions {
  /** Every name an object can have (cards, and tokens the engine can create); unknown names become errors. */
  cardNames?: string[];
  /** Suggestions for an unknown card name, best first; replaces the built-in near-miss search over cardNames. */
  suggest?: (name: string) => string[];
  /**
   * Why a pool card can't be played (undefined when it can): a scenario that places such a card gets a located
   * error naming the reason, unless its `allowUnsupported` lists it (DESIGN 7: never silently wrong).
   */
  unsupported?: (name: string) => string | undefined;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), case-insensitive. */
function distance(a: string, b: string): number {
  a = a.toLowerCase();
  b = b.toLowerCase();
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

/** Up to `max` candidates within a third of the word's length in edits, closest first. */
export function nearest(word: string, candidates: Iterable<string>, max = 3): string[] {
  const limit = Math.max(1, Math.floor(word.length / 3));
  const scored: [string, number][] = [];
  for (const c of new Set(candidates)) {
    if (c === word || Math.abs(c.length - word.length) > limit) continue;
    const dist = distance(word, c);
    if (dist <= limit) scored.push([c, dist]);
  }
  return scored
    .sort((x, y) => x[1] - y[1])
    .slice(0, max)
    .map(([c]) => c);
}

/** " — did you mean 'a', 'b' or 'c'?", or '' when there is nothing to suggest. */
export function didYouMean(suggestions: string[]): string {
  if (suggestions.length === 0) return '';
  const quoted = suggestions.map((s) => `'${s}'`);
  const last = quoted.pop();
  return ` — did you mean ${quoted.length ? `${quoted.join(', ')} or ` : ''}${last}?`;
}
