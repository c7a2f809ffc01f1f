import { type AltRole, type CardLayout, type PrintedAlt, type PrintedCard, type PrintedFace, ManaSyntaxError, parseManaCost, COLORS, type Color } from '@arbiter/engine';
import type { VendoredCard } from './vendored';

/** A malformed field of one card record: which card, which field (a path such as "alts[0].face.manaCost"), what was expected. */
export interface DataError {
  card: string;
  field: string;
  message: string;
}

/** The alternative characteristic sets each layout has (CR 709.2, 712, 715.2, 718.2, 720.2, 722.2). */
const LAYOUT_ROLES: Record<CardLayout, AltRole[]> = {
  normal: [],
  saga: [],
  prepare: ['prepare_spell'],
  prototype: ['prototype'],
  adventure: ['adventure'],
  omen: ['omen'],
  split: ['split_half', 'split_half'],
  transform: ['back'],
};

/** Layouts whose card name joins its parts' names with " // " (the split card's combined face has that name too). */
const JOINED_NAMES: ReadonlySet<CardLayout> = new Set(['prepare', 'adventure', 'omen', 'split', 'transform']);

/**
 * Converts card records (vendored or imported) to engine PrintedCards. The records usually come from JSON,
 * so every field is checked at run time: a record with any malformed field is skipped and reported, never thrown.
 */
export function loadPrintedCards(records: VendoredCard[]): { cards: PrintedCard[]; errors: DataError[] } {
  const cards: PrintedCard[] = [];
  const errors: DataError[] = [];
  records.forEach((record, index) => {
    const result = loadPrintedCard(record, index);
    if (Array.isArray(result)) errors.push(...result);
    else cards.push(result);
  });
  return { cards, errors };
}

type Fail = (field: string, message: string) => void;
type Fields = Record<string, unknown>;

/** A JSON object (not null, not an array). */
export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One record: the PrintedCard, or every problem found in it. `index` names records that lack a usable name. */
export function loadPrintedCard(record: unknown, index: number): PrintedCard | DataError[] {
  if (!isFields(record)) return [{ card: `record ${index}`, field: '', message: 'expected an object' }];
  const errors: DataError[] = [];
  const r = record;
  const card = typeof r.name === 'string' && r.name !== '' ? r.name : `record ${index}`;
  const fail: Fail = (field, message) => errors.push({ card, field, message });

  const name = typeof r.name === 'string' && r.name !== '' ? r.name : (fail('name', 'expected a non-empty string'), '');
  const layout = r.layout as CardLayout;
  if (!Object.hasOwn(LAYOUT_ROLES, String(r.layout))) fail('layout', `expected one of ${Object.keys(LAYOUT_ROLES).join(', ')}`);
  const normal = loadFace(r.normal, 'normal', fail);
  const alts: PrintedAlt[] = [];
  if (!Array.isArray(r.alts)) fail('alts', 'expected an array');
  else {
    r.alts.forEach((alt: unknown, i) => {
      if (!isFields(alt)) return fail(`alts[${i}]`, 'expected an object');
      const role = alt.role as AltRole;
      if (!Object.values(LAYOUT_ROLES).some((roles) => roles.includes(role))) {
        fail(`alts[${i}].role`, 'expected prepare_spell, prototype, adventure, omen, split_half or back');
      }
      alts.push({ role, face: loadFace(alt.face, `alts[${i}].face`, fail) });
    });
  }
  if (errors.length > 0) return errors;

  const expected = LAYOUT_ROLES[layout];
  if (alts.map((a) => a.role).join() !== expected.join()) fail('alts', `a ${layout} card has alts [${expected.join(', ')}]`);
  const parts = layout === 'split' ? alts.map((a) => a.face) : [normal, ...alts.map((a) => a.face)];
  const expectedName = JOINED_NAMES.has(layout) ? parts.map((f) => f.name).join(' // ') : normal.name;
  if (name !== expectedName) fail('name', `expected "${expectedName}" (from the face names)`);
  if (layout === 'split' && normal.name !== name) fail('normal.name', `expected "${name}" (a split card's combined name)`);
  return errors.length > 0 ? errors : { name, layout, normal, alts };
}

/** One face; problems are reported through `fail` and the returned face is then discarded by the caller. */
function loadFace(raw: unknown, at: string, fail: Fail): PrintedFace {
  if (!isFields(raw)) {
    fail(at, 'expected an object');
    return raw as PrintedFace;
  }
  const f = raw;
  const str = (key: string): string => {
    const v = f[key];
    return typeof v === 'string' ? v : (fail(`${at}.${key}`, 'expected a string'), '');
  };
  const optStr = (key: string): string | null => {
    const v = f[key];
    return v === null || typeof v === 'string' ? v : (fail(`${at}.${key}`, 'expected a string or null'), null);
  };
  const words = (key: string): string[] => {
    const v = f[key];
    return Array.isArray(v) && v.every((s) => typeof s === 'string' && s !== '')
      ? (v as string[])
      : (fail(`${at}.${key}`, 'expected an array of non-empty strings'), []);
  };

  const name = str('name');
  if (name === '' && typeof f.name === 'string') fail(`${at}.name`, 'expected a non-empty string');
  const costText = optStr('manaCost');
  let manaCost = null;
  if (costText === '') fail(`${at}.manaCost`, 'expected null for no mana cost, not ""');
  else if (costText !== null) {
    try {
      manaCost = parseManaCost(costText);
    } catch (e) {
      if (!(e instanceof ManaSyntaxError)) throw e;
      fail(`${at}.manaCost`, e.message);
    }
  }
  const colors = words('colors');
  if (!colors.every((c) => (COLORS as readonly string[]).includes(c)) || new Set(colors).size < colors.length) {
    fail(`${at}.colors`, 'expected distinct color letters from W, U, B, R, G');
  }
  const types = words('types');
  if (Array.isArray(f.types) && types.length === 0) fail(`${at}.types`, 'expected at least one card type');
  return {
    name,
    manaCost,
    colors: colors as Color[],
    supertypes: words('supertypes'),
    types,
    subtypes: words('subtypes'),
    oracleText: str('oracleText'),
    power: optStr('power'),
    toughness: optStr('toughness'),
    loyalty: optStr('loyalty'),
    defense: optStr('defense'),
  };
}
