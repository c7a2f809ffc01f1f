import type { AbilityDef, ObjectFilter } from '../cards/definition';
import type { Color } from '../mana/types';
import type { Game } from '../state/draft';
import type { FullText, Modification, ObjectId, PlayerId, WordChange } from '../state/types';
import { copiableValues, matchesFilter, type Characteristics } from './r613-characteristics';

/**
 * CR 612 — text-changing effects (layer 3, 613.1c). The engine's rules text is structured data (AbilityDef),
 * so "the text" of an object is its abilities from its rules text (with the display `text`), its type line
 * and, for a preparation card, its prepare spell. Abilities granted by effects are added in layer 6, after
 * text changes, so those never change (612.3).
 */

/** CR 105.1 — the color words, by color. */
export const COLOR_WORDS: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** CR 205.3i — the basic land types (Mind Bend). */
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** How a word change reads: "black → white". */
export function describeWordChange(w: WordChange): string {
  const word = (v: string) => (w.kind === 'color' ? COLOR_WORDS[v as Color] ?? v : v);
  return `${word(w.from)} → ${word(w.to)}`;
}

/** Where a word is used as the right kind of word in the structured text (612.2), by the key that holds it. */
const WORD_KEYS: Record<WordChange['kind'], readonly string[]> = {
  color: ['colors', 'notColors'],
  subtype: ['subtypes', 'notSubtypes', 'addSubtypes'],
};

/** Replaces whole words in display text, also after "non" ("nonblack" → "nonwhite"), keeping a capital initial. */
function replaceInText(text: string, w: WordChange): string {
  const [from, to] = w.kind === 'color' ? [COLOR_WORDS[w.from as Color], COLOR_WORDS[w.to as Color]] : [w.from, w.to];
  if (!from || !to) return text;
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
  return text.replace(new RegExp(`\\b([Nn]on-?)?(${from}|${cap(from)})\\b`, 'g'), (_m, non: string | undefined, word: string) => `${non ?? ''}${word === from ? to : cap(to)}`);
}

/**
 * CR 612.2, 612.2a — the structured text with every instance of `w.from` used as a color word (filters,
 * protection, token colors, set colors) or as a subtype (filters, token subtypes, set land types, type line)
 * replaced. Mana symbols are not words and stay. Returns the same object when nothing changed.
 * @simplification The display text is rewritten word by word, so a card name inside it containing the word
 * would change there (612.2 forbids it); behaviour never reads names from text. A token definition's colors
 * change even when the text names the token instead of its colors ("Create a Heartwood token").
 */
function rewrite<T>(value: T, w: WordChange, key = '', parentKey = ''): T {
  if (typeof value === 'string') {
    const words = key === 'text' || (key === 'name' && parentKey === 'token'); // 612.2a: token names from creature types
    return (words ? replaceInText(value, w) : value) as T;
  }
  if (Array.isArray(value)) {
    if (WORD_KEYS[w.kind].includes(key)) return (value.includes(w.from) ? value.map((v) => (v === w.from ? w.to : v)) : value) as T;
    let changed = false;
    const out = value.map((v) => { const r = rewrite(v, w, '', key); changed ||= r !== v; return r; });
    return (changed ? out : value) as T;
  }
  if (value && typeof value === 'object') {
    if (key === 'cost' || key === 'manaCost' || key === 'mana') return value; // symbols, not words
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) { const r = rewrite(v, w, k, key); changed ||= r !== v; out[k] = r; }
    return (changed ? out : value) as T;
  }
  return value;
}

/** CR 612.2 — the abilities of a rules text with one word replaced. */
export function rewriteAbilities(abilities: AbilityDef[], w: WordChange): AbilityDef[] {
  return rewrite(abilities, w);
}

/**
 * CR 612.1, 612.2 — one word replaced in an object's text: its rules text and type line. Its colors come
 * from its mana cost or color indicator, not words, so they stay. The prepare spell's text changes too
 * (seed 003 722.2d: the only change besides full text that reaches the alternative characteristics).
 */
function replaceWord(c: Characteristics, w: WordChange): void {
  c.abilities = rewriteAbilities(c.abilities, w);
  c.text = replaceInText(c.text, w);
  if (w.kind === 'subtype') c.subtypes = c.subtypes.map((t) => (t === w.from ? w.to : t));
  if (c.prepareSpell) c.prepareSpell = { ...c.prepareSpell, wordChanges: [...(c.prepareSpell.wordChanges ?? []), w] };
}

/** CR 612.2 — a characteristic set's printed values with its word changes applied, in order. */
export function applyWordChanges(c: Characteristics, changes: WordChange[] | undefined): void {
  for (const w of changes ?? []) replaceWord(c, w);
}

/**
 * CR 612.6 — it has the full text of another object: name, mana cost (so color), type line, rules text,
 * power and toughness, and its prepare spell (seed 003), plus the added rules text.
 */
function takeFullText(c: Characteristics, m: Extract<Modification, { kind: 'fullText' }>): void {
  const t = m.text;
  Object.assign(c, {
    name: t.name, manaCost: t.manaCost, colors: t.colors, supertypes: t.supertypes, types: t.types, subtypes: t.subtypes,
    power: t.power, toughness: t.toughness, text: m.addedText ? `${t.text}\n${m.addedText}` : t.text, abilities: [...t.abilities, ...m.added],
    prepareSpell: t.prepareSpell,
  });
  if (!t.prepareSpell) delete c.prepareSpell;
}

/**
 * CR 613.1c — applies a text-changing modification to object `id`. `before` holds every object as it was before
 * this effect began applying (Exchange of Words swaps the texts both had).
 */
export function applyTextChange(c: Characteristics, m: Modification, id: ObjectId, before: Map<ObjectId, Characteristics>): void {
  if (m.kind === 'replaceWord') replaceWord(c, m.change);
  else if (m.kind === 'fullText') takeFullText(c, m);
  else if (m.kind === 'exchangeText') {
    // CR 612.5: each gets the other's rules text; with one of them gone there is nothing to exchange.
    const other = before.get(m.objects[0] === id ? m.objects[1] : m.objects[0]);
    if (other) { c.abilities = other.abilities; c.text = other.text; }
  }
}

/** CR 612.6 — the full text of a card, from its copiable values (a preparation card's include its prepare spell). */
function fullTextOf(g: Game, id: ObjectId): FullText {
  const { manaCost, name, colors, supertypes, types, subtypes, power, toughness, text, abilities, prepareSpell } = copiableValues(g, g.s.objects[id]);
  return { manaCost, name, colors, supertypes, types, subtypes, power, toughness, text, abilities, ...(prepareSpell ? { prepareSpell } : {}) };
}

/**
 * CR 612.6 — "As long as the top card of your graveyard is a <filter> card, this has the full text of that
 * card and has the text ..." (Volrath's Shapeshifter): the modification while the condition holds, else none.
 */
export function fullTextOfTopOfGraveyard(g: Game, controller: PlayerId, filter: ObjectFilter, added: AbilityDef[], addedText: string): Extract<Modification, { kind: 'fullText' }> | null {
  const gy = g.s.players[controller].graveyard;
  const top = gy[gy.length - 1];
  if (!top) return null;
  const c = copiableValues(g, g.s.objects[top]);
  if (!matchesFilter(c, g.s.objects[top], filter, controller)) return null;
  return { kind: 'fullText', of: c.name, text: fullTextOf(g, top), added, addedText };
}

/**
 * CR 612.2 — the word changes a "replace all instances of one <kind> with another" effect may choose: every
 * ordered pair of different words, labelled as the decision offers them ("black → white").
 */
export function wordChangeOptions(words: ('color' | 'basicLandType')[]): { label: string; change: WordChange }[] {
  const out: { label: string; change: WordChange }[] = [];
  for (const kind of words) {
    const list = kind === 'color' ? Object.keys(COLOR_WORDS) : BASIC_LAND_TYPES;
    for (const from of list) for (const to of list) {
      if (from === to) continue;
      const change: WordChange = { kind: kind === 'color' ? 'color' : 'subtype', from, to };
      out.push({ label: describeWordChange(change), change });
    }
  }
  return out;
}
