import type { ScenarioError } from '../errors';
import { didYouMean, nearest, type NameOptions } from '../suggest';

export interface DeckEntry {
  count: number;
  name: string;
}

export interface DeckList {
  main: DeckEntry[];
  sideboard: DeckEntry[];
}

type Section = keyof DeckList;

/** Section header lines (an optional trailing colon allowed), as play sites export them. */
const HEADERS: Record<string, Section> = { deck: 'main', main: 'main', mainboard: 'main', maindeck: 'main', sideboard: 'sideboard' };

/** Arena/MTGO exports append the printing: `4 Lightning Bolt (M10) 146`. */
const PRINTING = /\s+\([A-Z0-9]{2,6}\)(\s+\S+)?$/;

/**
 * Parses a deck list: `4 Lightning Bolt` or `4x Lightning Bolt` lines, blank lines, `//` and `#`
 * comment lines, section headers (`Deck`, `Sideboard`) and `SB: 2 Shock` lines. Repeated names in a
 * section are added up. With `cardNames`, names are matched ignoring case and written as the pool
 * spells them; unknown ones are errors with suggestions. Never throws; the deck comes back only
 * when there are no errors.
 */
export function parseDeckList(
  text: string,
  file: string,
  options: NameOptions = {},
): { deck?: DeckList; errors: ScenarioError[] } {
  const errors: ScenarioError[] = [];
  const byLowerName = options.cardNames && new Map(options.cardNames.map((n) => [n.toLowerCase(), n]));
  const counts: Record<Section, Map<string, number>> = { main: new Map(), sideboard: new Map() };
  let section: Section = 'main';

  text.split(/\r?\n/).forEach((line, i) => {
    const error = (column: number, message: string, expected?: string) =>
      errors.push({ file, line: i + 1, column, path: '', message, ...(expected ? { expected } : {}) });
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('//') || trimmed.startsWith('#')) return;
    let column = line.indexOf(trimmed) + 1;
    const header = HEADERS[trimmed.replace(/\s*:$/, '').toLowerCase()];
    if (header) {
      section = header;
      return;
    }

    let body = trimmed;
    let lineSection = section;
    const sb = /^SB:\s*/i.exec(body);
    if (sb) {
      lineSection = 'sideboard';
      body = body.slice(sb[0].length);
      column += sb[0].length;
    }
    const m = /^(\S+)\s+(.*)$/.exec(body);
    if (!m || !/\d/.test(m[1])) {
      const hint = m ? '' : didYouMean(nearest(body.replace(/:$/, ''), ['Deck', 'Sideboard']));
      error(column, `expected a count and a card name, such as '4 Lightning Bolt', or a section header${hint}`, 'COUNT NAME, Deck or Sideboard');
      return;
    }
    const [, countText, rest] = m;
    const count = /^\d+[xX]?$/.test(countText) ? parseInt(countText, 10) : NaN;
    if (!Number.isSafeInteger(count) || count < 1) {
      error(column, `bad count '${countText}': expected a whole number from 1, such as 4 or 4x`);
      return;
    }
    const nameColumn = column + body.indexOf(rest, countText.length);
    let name = rest.replace(PRINTING, '');
    if (byLowerName) {
      const known = byLowerName.get(name.toLowerCase());
      if (!known) {
        const suggestions = options.suggest ? options.suggest(name) : nearest(name, byLowerName.values());
        error(nameColumn, `unknown card '${name}'${didYouMean(suggestions.slice(0, 3))}`);
        return;
      }
      name = known;
    }
    counts[lineSection].set(name, (counts[lineSection].get(name) ?? 0) + count);
  });

  if (errors.length) return { errors };
  const entries = (s: Section) => [...counts[s]].map(([name, count]) => ({ count, name }));
  return { deck: { main: entries('main'), sideboard: entries('sideboard') }, errors };
}
