import { isFields } from '../data/load';
import type { VendoredCard } from '../data/vendored';
import { fileError, parseJson, type ImportResult } from './common';
import { fromMtgjson } from './mtgjson';
import { fromScryfall } from './scryfall';

export type { ImportError, ImportResult } from './common';
export { importMtgjson, fromMtgjson } from './mtgjson';
export { importScryfall, fromScryfall } from './scryfall';
export { importCoverage, poolWithImported, type SetCoverage } from './pool';

/**
 * Imports a card data file of any supported format, told apart by shape: a Scryfall bulk data file is
 * an array of card objects, an MTGJSON AtomicCards file an object with `data`, our own records an array of
 * objects with `normal`. Never throws; `format` is null when neither.
 */
export function importCardFile(text: string): ImportResult & { format: 'scryfall' | 'mtgjson' | 'arbiter' | null } {
  const parsed = parseJson(text);
  if ('error' in parsed) return { format: null, cards: [], errors: [parsed.error] };
  const { value } = parsed;
  // Our own records (what `arbiter import --save` writes, like data/cards.json): checked when they are loaded.
  if (Array.isArray(value) && value.length > 0 && value.every((r) => isFields(r) && isFields(r.normal))) return { format: 'arbiter', cards: value as VendoredCard[], errors: [] };
  if (Array.isArray(value)) return { format: 'scryfall', ...fromScryfall(value) };
  if (isFields(value) && isFields(value.data)) return { format: 'mtgjson', ...fromMtgjson(value) };
  return {
    format: null,
    cards: [],
    errors: [fileError('expected a Scryfall bulk data array or an MTGJSON AtomicCards object ({ meta, data })')],
  };
}
