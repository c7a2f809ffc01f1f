import type { VendoredFace } from '../data/vendored';
import { isFields } from '../data/load';
import {
  assembleCard,
  colorsOfText,
  convertRecord,
  fileError,
  FieldError,
  parseJson,
  reader,
  type ImportError,
  type ImportResult,
  type Warn,
} from './common';

/** Reads the text of an MTGJSON AtomicCards file ({ meta, data: { [name]: one entry per face } }). Never throws. */
export function importMtgjson(text: string): ImportResult {
  const parsed = parseJson(text);
  return 'error' in parsed ? { cards: [], errors: [parsed.error] } : fromMtgjson(parsed.value);
}

/** The parsed form of importMtgjson's input. */
export function fromMtgjson(value: unknown): ImportResult {
  if (!isFields(value) || !isFields(value.data)) {
    return { cards: [], errors: [fileError('expected an MTGJSON AtomicCards object { meta, data: { [card name]: [...] } }')] };
  }
  const cards = [];
  const errors: ImportError[] = [];
  for (const [index, [name, entries]] of Object.entries(value.data).entries()) {
    const card = convertRecord(index, name, (warn) => mtgjsonCard(name, entries, warn), errors);
    if (card) cards.push(card);
  }
  return { cards, errors };
}

function mtgjsonCard(name: string, entries: unknown, warn: Warn) {
  if (!Array.isArray(entries) || entries.length === 0) throw new FieldError('(entry)', 'expected a non-empty array of card faces');
  const readers = entries.map((e: unknown, i) => reader(e, `[${i}]`));
  // Faces are ordered by `side` ("a" front, "b" back or second part); one-faced cards have no side.
  readers.sort((a, b) => (a.optStr('side') ?? '').localeCompare(b.optStr('side') ?? ''));
  const first = readers[0];
  return assembleCard(
    {
      layout: first.str('layout'),
      name,
      faces: () => readers.map(mtgjsonFace),
      set: first.optStr('firstPrinting'),
      facesField: '(entry)',
      textField: first.path('text'),
    },
    warn,
  );
}

function mtgjsonFace(f: ReturnType<typeof reader>): VendoredFace {
  const manaCost = f.manaCost('manaCost');
  const words = (key: string): string[] => {
    const v = f.optWords(key);
    if (!v) throw new FieldError(f.path(key), 'expected an array of strings');
    return v;
  };
  return {
    name: f.optStr('faceName') ?? f.str('name'),
    manaCost,
    colors: f.colors('colors', () => f.colors('colorIndicator', () => colorsOfText(manaCost))),
    supertypes: words('supertypes'),
    types: words('types'),
    subtypes: words('subtypes'),
    oracleText: f.optStr('text') ?? '',
    power: f.optStr('power'),
    toughness: f.optStr('toughness'),
    loyalty: f.optStr('loyalty'),
    defense: f.optStr('defense'),
  };
}
