import { type AltRole, type CardLayout, type TypeLine, ManaSyntaxError, parseManaCost, COLORS, type Color, colorsOfCost } from '@arbiter/engine';
import { isFields, loadPrintedCard } from '../data/load';
import type { VendoredAlt, VendoredCard, VendoredFace } from '../data/vendored';

/**
 * A problem with one record of an imported file (or with the whole file: index null).
 * Errors skip the record; warnings keep it (e.g. an unknown layout imported as its front face).
 */
export interface ImportError {
  severity: 'error' | 'warning';
  /** Scryfall: the array index; MTGJSON: the entry's position in `data`. */
  index: number | null;
  card: string | null;
  /** The field in the source format, e.g. "card_faces[1].mana_cost". */
  field: string | null;
  message: string;
}

export interface ImportResult {
  cards: VendoredCard[];
  errors: ImportError[];
}

/** A malformed source field; thrown inside one record's conversion and turned into an ImportError there. */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Parses a whole file; a syntax error is reported with its line and column. */
export function parseJson(text: string): { value: unknown } | { error: ImportError } {
  const json = text.replace(/^\uFEFF/, '');
  try {
    return { value: JSON.parse(json) };
  } catch {
    // V8's messages differ between versions and quote the text; the scanner's offset is stable.
    const offset = jsonErrorOffset(json);
    const lines = json.slice(0, offset).split('\n');
    const found = offset < json.length ? `unexpected ${JSON.stringify(json[offset])}` : 'unexpected end of file';
    return { error: fileError(`invalid JSON at line ${lines.length}, column ${lines[lines.length - 1].length + 1}: ${found}`) };
  }
}

/**
 * The offset of the first syntax error in text that JSON.parse rejected. V8 names a position for some
 * errors only ("Unexpected token ','" has none), so the text is scanned again by the JSON grammar (RFC 8259).
 */
function jsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const ws = () => {
    while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r') i++;
  };
  const expect = (s: string) => (text.startsWith(s, i) ? (i += s.length) : fail());
  const scalar = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const string = () => {
    expect('"');
    for (;;) {
      const c = text[i];
      if (c === undefined || c < ' ') fail();
      if (c === '"') return void i++;
      if (c !== '\\') i++;
      else if ('"\\/bfnrt'.includes(text[i + 1] ?? 'x')) i += 2;
      else if (text[i + 1] === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
      else fail();
    }
  };
  /** Items of an object or array up to `close`; `item` reads one item. */
  const items = (close: string, item: () => void) => {
    i++;
    ws();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      ws();
      if (text[i] !== ',') return void expect(close);
      i++;
    }
  };
  const value = (): void => {
    ws();
    if (text[i] === '{') return items('}', () => (ws(), string(), ws(), expect(':'), value()));
    if (text[i] === '[') return items(']', value);
    if (text[i] === '"') return string();
    scalar.lastIndex = i;
    if (!scalar.exec(text)) fail();
    i = scalar.lastIndex;
  };
  try {
    value();
    ws();
    return i;
  } catch (offset) {
    if (typeof offset !== 'number') throw offset;
    return offset;
  }
}

export const fileError = (message: string): ImportError => ({ severity: 'error', index: null, card: null, field: null, message });

/** Typed reads of a source object's fields; each throws FieldError naming the field and what was expected. */
export function reader(fields: unknown, at: string) {
  if (!isFields(fields)) throw new FieldError(at || '(record)', 'expected an object');
  const path = (key: string) => (at ? `${at}.${key}` : key);
  const str = (key: string): string => {
    const v = fields[key];
    if (typeof v !== 'string') throw new FieldError(path(key), 'expected a string');
    return v;
  };
  const optStr = (key: string): string | null => {
    const v = fields[key];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string') throw new FieldError(path(key), 'expected a string or nothing');
    return v;
  };
  const optWords = (key: string): string[] | null => {
    const v = fields[key];
    if (v === undefined || v === null) return null;
    if (!Array.isArray(v) || !v.every((s) => typeof s === 'string')) {
      throw new FieldError(path(key), 'expected an array of strings');
    }
    return v as string[];
  };
  /** Mana cost text: "" or absent is no mana cost (null); anything else must be CR 107.4 symbols. */
  const manaCost = (key: string): string | null => {
    const text = optStr(key);
    try {
      return text ? (parseManaCost(text), text) : null;
    } catch (e) {
      if (e instanceof ManaSyntaxError) throw new FieldError(path(key), e.message);
      throw e;
    }
  };
  /** Color letters in WUBRG order; absent falls back to `otherwise`. */
  const colors = (key: string, otherwise: () => Color[]): Color[] => {
    const v = optWords(key);
    if (!v) return otherwise();
    const bad = v.find((c) => !(COLORS as readonly string[]).includes(c));
    if (bad !== undefined) throw new FieldError(path(key), `expected color letters W, U, B, R, G, got "${bad}"`);
    return COLORS.filter((c) => v.includes(c));
  };
  return { fields, path, str, optStr, optWords, manaCost, colors };
}

/** CR 202.2 — colors implied by a validated mana cost text. */
export const colorsOfText = (text: string | null): Color[] => colorsOfCost(text ? parseManaCost(text) : null);

/** CR 205.4 — the supertypes the importers recognise before the dash. */
const SUPERTYPES = new Set(['Basic', 'Legendary', 'Snow', 'World', 'Ongoing', 'Elite', 'Host']);
/** CR 205.2a — card types (Tribal is the old name of Kindred). */
const CARD_TYPES = new Set([
  'Artifact', 'Battle', 'Conspiracy', 'Creature', 'Dungeon', 'Enchantment', 'Instant', 'Kindred', 'Land',
  'Phenomenon', 'Plane', 'Planeswalker', 'Scheme', 'Sorcery', 'Tribal', 'Vanguard',
]);
/** CR 205.3m — subtypes written with a space, which splitting at spaces would break apart. */
const SPACED_SUBTYPES = ['Time Lord'];

/**
 * CR 205.1 — splits a type line at the em dash into supertypes, card types and subtypes.
 * A combined line "Instant // Sorcery" gives the union of its parts (CR 709.4: a split card's combined types).
 * Throws FieldError (naming `field`) for a word that is neither a supertype nor a card type.
 */
export function parseTypeLine(text: string, field: string): TypeLine {
  const line: TypeLine = { supertypes: [], types: [], subtypes: [] };
  const add = (list: string[], word: string) => list.includes(word) || list.push(word);
  for (const part of text.split(' // ')) {
    const [left, right, extra] = part.split(' — ');
    if (extra !== undefined || !left.trim()) throw new FieldError(field, `expected "Types" or "Types — Subtypes", got "${part}"`);
    for (const word of left.trim().split(/\s+/)) {
      if (SUPERTYPES.has(word)) add(line.supertypes, word);
      else if (CARD_TYPES.has(word)) add(line.types, word);
      else throw new FieldError(field, `expected supertypes and card types before the dash, got "${word}"`);
    }
    let rest = right?.trim() ?? '';
    for (const spaced of SPACED_SUBTYPES) {
      if (rest.includes(spaced)) {
        add(line.subtypes, spaced);
        rest = rest.replace(spaced, '');
      }
    }
    for (const word of rest.split(/\s+/).filter(Boolean)) add(line.subtypes, word);
  }
  return line;
}

/** CR 702.160a — "Prototype {2}{R} — 3/2" at the start of a line of a prototype card's Oracle text. */
export function parsePrototype(oracleText: string): { manaCost: string; power: string; toughness: string } | null {
  const m = /^Prototype ((?:\{[^}]+\})+) — ([^/\s]+)\/(\S+)/m.exec(oracleText);
  return m && { manaCost: m[1], power: m[2], toughness: m[3] };
}

/** CR 718.3 — the prototype characteristics: the normal face with the prototype's mana cost, colors and P/T. */
export function prototypeFace(normal: VendoredFace, field: string): VendoredFace | null {
  const p = parsePrototype(normal.oracleText);
  if (!p) return null;
  try {
    return { ...normal, ...p, colors: colorsOfText(p.manaCost) };
  } catch (e) {
    if (e instanceof ManaSyntaxError) throw new FieldError(field, `prototype mana cost: ${e.message}`);
    throw e;
  }
}

/** CR 709.4 — a split card's combined characteristics from its halves. */
export function combineSplit(halves: VendoredFace[]): VendoredFace {
  const union = <T>(lists: T[][]): T[] => [...new Set(lists.flat())];
  const costs = halves.map((h) => h.manaCost ?? '').join('');
  const colors = union(halves.map((h) => h.colors));
  return {
    name: halves.map((h) => h.name).join(' // '),
    manaCost: costs || null,
    colors: COLORS.filter((c) => colors.includes(c)),
    supertypes: union(halves.map((h) => h.supertypes)),
    types: union(halves.map((h) => h.types)),
    subtypes: union(halves.map((h) => h.subtypes)),
    oracleText: halves.map((h) => h.oracleText).join('\n//\n'),
    power: null,
    toughness: null,
    loyalty: null,
    defense: null,
  };
}

/**
 * The role and layout of the instant/sorcery part printed beside a permanent card: an Adventure (715.2) or
 * Omen (720.2) by its subtype, otherwise a prepare spell (722.2), which has no marking subtype.
 */
export function spellPartRole(face: VendoredFace): { role: AltRole; layout: CardLayout } {
  if (face.subtypes.includes('Adventure')) return { role: 'adventure', layout: 'adventure' };
  if (face.subtypes.includes('Omen')) return { role: 'omen', layout: 'omen' };
  return { role: 'prepare_spell', layout: 'prepare' };
}

/** Source layouts that are not cards for play (Scryfall and MTGJSON share the layout names). */
const SKIPPED_LAYOUTS = new Set(['token', 'double_faced_token', 'art_series', 'emblem']);
/** One-faced layouts whose printed characteristics are just the card's (leveler, class, case... are normal cards). */
const ONE_FACE_LAYOUTS = new Set(['normal', 'leveler', 'class', 'case', 'mutate', 'host', 'augment', 'saga', 'prototype']);
const TWO_PART_LAYOUTS = new Set(['split', 'aftermath', 'adventure', 'omen', 'prepare', 'transform', 'modal_dfc']);

export type Warn = (field: string | null, message: string) => void;

/** One card of a source file. Field names are the source's, for error locations. */
export interface SourceCard {
  layout: string;
  name: string;
  /** Reads the faces, front first; not called for skipped layouts, whose faces need not be valid cards. */
  faces: () => VendoredFace[];
  set: string | null;
  facesField: string;
  textField: string;
}

/**
 * Maps a source layout and its faces to our record: split/aftermath halves (709), spell parts beside a permanent
 * (Adventure, Omen, prepare), the back face of a double-faced card (712), the prototype line (718).
 * Unknown layouts keep the front face with a warning; non-cards (tokens, art cards) are skipped with a warning.
 */
export function assembleCard(src: SourceCard, warn: Warn): VendoredCard | null {
  const { layout, set } = src;
  const record = (layout: CardLayout, normal: VendoredFace, alts: VendoredAlt[], notes: string[] = []): VendoredCard => ({
    name: layout === 'normal' || layout === 'saga' || layout === 'prototype' ? normal.name : src.name,
    layout,
    normal,
    alts,
    set,
    notes,
  });
  if (SKIPPED_LAYOUTS.has(layout)) {
    warn('layout', `skipped: "${layout}" is not a card for play`);
    return null;
  }
  const faces = src.faces();
  const [front, second] = faces;
  if (ONE_FACE_LAYOUTS.has(layout)) {
    if (faces.length !== 1) throw new FieldError(src.facesField, `a ${layout} card has one face, got ${faces.length}`);
    const prototype = prototypeFace(front, src.textField);
    if (prototype) return record('prototype', front, [{ role: 'prototype', face: prototype }]);
    if (layout === 'prototype') throw new FieldError(src.textField, 'expected a "Prototype {cost} — P/T" line');
    return record(layout === 'saga' ? 'saga' : 'normal', front, []);
  }
  if (!TWO_PART_LAYOUTS.has(layout)) {
    warn('layout', `unknown layout "${layout}": imported the front face only`);
    return record('normal', front, [], [`Source layout "${layout}": only the front face was imported.`]);
  }
  if (faces.length !== 2) throw new FieldError(src.facesField, `a ${layout} card has two faces, got ${faces.length}`);
  switch (layout) {
    case 'split':
    case 'aftermath':
      return record('split', combineSplit(faces), faces.map((face) => ({ role: 'split_half', face })));
    case 'transform':
      return record('transform', front, [{ role: 'back', face: second }]);
    case 'modal_dfc':
      warn('layout', 'modal_dfc imported as transform: casting or playing the back face is not represented');
      return record('transform', front, [{ role: 'back', face: second }], [
        'Modal double-faced card (CR 712.12) imported as a transforming card; its back face cannot be cast or played.',
      ]);
    default: {
      const { role, layout: partLayout } = spellPartRole(second);
      return record(partLayout, front, [{ role, face: second }]);
    }
  }
}

/**
 * Runs one record's conversion: a FieldError becomes a located ImportError, and the result is checked
 * with the same loader the vendored data goes through so imports can never hand out an unloadable record.
 */
export function convertRecord(
  index: number,
  card: string | null,
  convert: (warn: Warn) => VendoredCard | null,
  errors: ImportError[],
): VendoredCard | null {
  const report = (severity: ImportError['severity'], field: string | null, message: string) =>
    errors.push({ severity, index, card, field, message });
  try {
    const record = convert((field, message) => report('warning', field, message));
    if (!record) return null;
    const loaded = loadPrintedCard(record, index);
    if (!Array.isArray(loaded)) return record;
    for (const e of loaded) report('error', `(converted) ${e.field}`, e.message);
  } catch (e) {
    if (!(e instanceof FieldError)) throw e;
    report('error', e.field, e.message);
  }
  return null;
}
