import type { AbilityDef, CharacteristicSet, FaceBehaviour, PrintedCard, PrintedFace } from '@arbiter/engine';
import { readParagraph, readSpell, type Read } from './abilities';
import { levelBands } from './level-bands';
import { paragraphs, selfNames, type Paragraph } from './text';

/** A sentence the compiler did not read: which face it is on, and the sentence as printed. */
export interface Unread {
  face: string;
  sentence: string;
}

/**
 * What the compiler made of a card: behaviour for every characteristic set when every sentence of every
 * face was read (DESIGN 7: playable), else the sentences it did not read (never an exception).
 */
export interface Compiled {
  behaviour?: Partial<Record<CharacteristicSet, FaceBehaviour>>;
  unread: Unread[];
  /** A layout or face the engine can't play whatever its text says (a transforming card's back face). */
  unsupported?: string;
}

/**
 * A reader that throws has a bug; the text it was reading is reported unread (with the error) rather than
 * crashing whoever compiles it (an imported file, a scenario). compiler.test.ts checks the pool has none.
 */
function safely(read: () => Read, text: string): Read {
  try {
    return read();
  } catch (e) {
    return { unread: `${text} [compiler error: ${e instanceof Error ? e.message : String(e)}]` };
  }
}

/** Compiles one face's rules text. */
export function compileFace(face: PrintedFace): { behaviour: FaceBehaviour; unread: Unread[] } {
  const names = selfNames(face.name);
  const isSpell = face.types.includes('Instant') || face.types.includes('Sorcery');
  const abilities: AbilityDef[] = [];
  const unread: Unread[] = [];
  const spellParas: Paragraph[] = [];
  // CR 711.2 — a leveler's level symbols, after its other abilities (711.4).
  const leveler = levelBands(paragraphs(face.oracleText), (p) => safely(() => readParagraph(p, names, isSpell), p.text));
  for (const p of leveler.rest) {
    const r = safely(() => readParagraph(p, names, isSpell), p.text);
    if ('abilities' in r) abilities.push(...r.abilities);
    else if (isSpell && !/^(when|whenever|at) /i.test(p.text)) spellParas.push(p);
    else unread.push({ face: face.name, sentence: r.unread });
  }
  abilities.push(...leveler.abilities);
  unread.push(...leveler.unread.map((sentence) => ({ face: face.name, sentence })));
  if (spellParas.length) {
    const r = safely(() => readSpell(spellParas, names), spellParas[0].text);
    if ('abilities' in r) abilities.unshift(...r.abilities);
    else unread.push({ face: face.name, sentence: r.unread });
  }
  return { behaviour: { abilities }, unread };
}

/** The characteristic set each alternative part defines (CR 709, 712, 715, 718, 720, 722). */
function setOf(role: string, index: number): CharacteristicSet | null {
  if (role === 'split_half') return index === 0 ? 'left' : 'right';
  if (role === 'prepare_spell' || role === 'adventure' || role === 'omen') return role;
  if (role === 'back') return 'back'; // CR 712.8e: a transforming double-faced card's back face (rules/r712-double-faced.ts)
  return null;
}

/** Compiles every face and characteristic set of a card (prepare spells, Adventures, Omens, split halves, prototype). */
export function compileCard(card: PrintedCard): Compiled {
  const behaviour: Partial<Record<CharacteristicSet, FaceBehaviour>> = {};
  const unread: Unread[] = [];
  if (card.layout !== 'split') {
    const r = compileFace(card.normal);
    behaviour.normal = r.behaviour;
    unread.push(...r.unread);
  }
  card.alts.forEach((alt, i) => {
    // CR 718.5 — a prototyped permanent has the card's abilities: the prototype set needs no behaviour of its own.
    if (alt.role === 'prototype') {
      if (alt.face.oracleText !== card.normal.oracleText) unread.push({ face: alt.face.name, sentence: 'prototype text differs from the card\'s' });
      return;
    }
    const set = setOf(alt.role, i);
    if (!set) return;
    const r = compileFace(alt.face);
    behaviour[set] = r.behaviour;
    unread.push(...r.unread);
  });
  return unread.length ? { unread } : { behaviour, unread };
}
