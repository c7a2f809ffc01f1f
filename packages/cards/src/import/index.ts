import { isFields } from '../data/load';
import { fileError, parseJson, type ImportResult } from './common';
import { fromMtgjson } from './mtgjson';
import { fromScryfall } from './scryfall';

export type { ImportError, ImportResult } from './common';
export { importMtgjson, fromMtgjson } from './mtgjson';
export { importScryfall, fromScryfall } from './scryfall';

/**
 * Imports a card data file of either supported format, told apart by shape: a Scryfall bulk data file is
 * an array, an MTGJSON AtomicCards file an object with `data`. Never throws; `format` is null when neither.
 */
export function importCardFile(text: string): ImportResult & { format: 'scryfall' | 'mtgjson' | null } {
  const parsed = parseJson(text);
  if ('error' in parsed) return { format: null, cards: [], errors: [parsed.error] };
  const { value } = parsed;
  if (Array.isArray(value)) return { format: 'scryfall', ...fromScryfall(value) };
  if (isFields(value) && isFields(value.data)) return { format: 'mtgjson', ...fromMtgjson(value) };
  return {
    format: null,
    cards: [],
    errors: [fileError('expected a Scryfall bulk data array or an MTGJSON AtomicCards object ({ meta, data })')],
  };
}
