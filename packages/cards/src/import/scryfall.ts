import type { VendoredFace } from '../data/vendored';
import { isFields } from '../data/load';
import {
  assembleCard,
  colorsOfText,
  convertRecord,
  fileError,
  FieldError,
  parseJson,
  parseTypeLine,
  reader,
  type ImportError,
  type ImportResult,
  type Warn,
} from './common';

/** Reads the text of a Scryfall bulk data file ("Oracle Cards": a JSON array of card objects). Never throws. */
export function importScryfall(text: string): ImportResult {
  const parsed = parseJson(text);
  return 'error' in parsed ? { cards: [], errors: [parsed.error] } : fromScryfall(parsed.value);
}

/** The parsed form of importScryfall's input. */
export function fromScryfall(value: unknown): ImportResult {
  if (!Array.isArray(value)) return { cards: [], errors: [fileError('expected a Scryfall bulk data array of card objects')] };
  const cards = [];
  const errors: ImportError[] = [];
  for (const [index, raw] of value.entries()) {
    const name = isFields(raw) && typeof raw.name === 'string' ? raw.name : null;
    const card = convertRecord(index, name, (warn) => scryfallCard(raw, warn), errors);
    if (card) cards.push(card);
  }
  return { cards, errors };
}

function scryfallCard(raw: unknown, warn: Warn) {
  const r = reader(raw, '');
  const layout = r.str('layout');
  const rawFaces = r.fields.card_faces;
  if (rawFaces !== undefined && !Array.isArray(rawFaces)) throw new FieldError('card_faces', 'expected an array');
  // Single-faced cards carry their characteristics at the top level; multi-part cards only in card_faces.
  const faces = () => (rawFaces ? rawFaces.map((f: unknown, i) => scryfallFace(f, `card_faces[${i}]`)) : [scryfallFace(raw, '')]);
  return assembleCard(
    { layout, name: r.str('name'), faces, set: r.optStr('set')?.toUpperCase() ?? null, facesField: 'card_faces', textField: 'oracle_text' },
    warn,
  );
}

/** One Scryfall card or card face. Faces of split and Adventure cards have no `colors`: they come from the cost. */
function scryfallFace(raw: unknown, at: string): VendoredFace {
  const f = reader(raw, at);
  const manaCost = f.manaCost('mana_cost');
  return {
    name: f.str('name'),
    manaCost,
    colors: f.colors('colors', () => f.colors('color_indicator', () => colorsOfText(manaCost))),
    ...parseTypeLine(f.str('type_line'), f.path('type_line')),
    oracleText: f.optStr('oracle_text') ?? '',
    power: f.optStr('power'),
    toughness: f.optStr('toughness'),
    loyalty: f.optStr('loyalty'),
    defense: f.optStr('defense'),
  };
}
