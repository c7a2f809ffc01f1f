/** Case, spacing and typographic apostrophes do not distinguish card names typed by a person. */
const normalize = (name: string): string => name.trim().replace(/\s+/g, ' ').replace(/[’‘]/g, "'").toLowerCase();

/**
 * The card name a person meant: an exact full name (case-insensitive), or the front face name of a
 * multi-part card ("Encouraging Aviator" → "Encouraging Aviator // Jump"). Other part names ("Jump") only
 * match a stand-alone card of that name, because the part alone is not that card.
 */
export function findCardName(query: string, names: string[]): string | null {
  const q = normalize(query);
  return names.find((n) => normalize(n) === q) ?? names.find((n) => normalize(n.split(' // ')[0]) === q) ?? null;
}

/**
 * "Did you mean" candidates for a misspelled name, best first: names (or face names) that start with the
 * query, then ones containing it, then ones within a small Damerau-Levenshtein distance (about one typo
 * per four characters). Remaining ties are broken alphabetically so the answer is stable.
 */
export function suggestNames(query: string, names: string[], max = 3): string[] {
  const q = normalize(query);
  if (q === '') return [];
  const limit = 1 + Math.floor(q.length / 4);
  const score = (name: string): number => {
    const full = normalize(name);
    // A face name match ranks just below the same match on a full name ("Lightning Bolt" before the
    // prepare card whose spell is Lightning Bolt).
    const candidates = [{ c: full, penalty: 0 }, ...(full.includes(' // ') ? full.split(' // ') : []).map((c) => ({ c, penalty: 0.5 }))];
    let best = Infinity;
    for (const { c, penalty } of candidates) {
      let s = Infinity;
      if (q.length >= 3 && c.startsWith(q)) s = 0;
      else if (q.length >= 3 && c.includes(q)) s = 1;
      else if (Math.abs(c.length - q.length) <= limit) {
        const d = editDistance(q, c);
        if (d <= limit) s = 1 + d;
      }
      best = Math.min(best, s + penalty);
    }
    return best;
  };
  return names
    .map((name) => ({ name, s: score(name) }))
    .filter((x) => x.s !== Infinity)
    .sort((a, b) => a.s - b.s || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, max)
    .map((x) => x.name);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions. */
function editDistance(a: string, b: string): number {
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], prev2[j - 2] + 1);
    }
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}
