import { buildRegistry, compileCard } from '@arbiter/cards';
import { colorsOfCost, ManaSyntaxError, parseManaCost, type CardRegistry, type PrintedCard, type PrintedFace } from '@arbiter/engine';
import type { ScenarioError } from '../errors';
import { isRecord } from './data';
import type { Source } from './source';
import type { InlineCard } from './types';

/** The parts of a face an inline card leaves blank. */
const BLANK: Omit<PrintedFace, 'name' | 'manaCost' | 'colors' | 'types' | 'subtypes' | 'supertypes' | 'oracleText'> = {
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
};

/** An inline card as a printed card; its colors default to its mana cost's (CR 202.2). */
export function inlinePrinted(card: InlineCard): PrintedCard {
  const manaCost = card.manaCost === null ? null : parseManaCost(card.manaCost);
  const face: PrintedFace = {
    ...BLANK,
    name: card.name,
    manaCost,
    colors: card.colors ?? colorsOfCost(manaCost),
    supertypes: card.supertypes,
    types: card.types,
    subtypes: card.subtypes,
    oracleText: card.text,
    power: card.power === undefined ? null : String(card.power),
    toughness: card.toughness === undefined ? null : String(card.toughness),
  };
  return { name: card.name, layout: 'normal', normal: face, alts: [] };
}

/**
 * The registry of a scenario's inline cards. No hand-written definitions apply (an inline card is not
 * the pool card of the same name): behaviour comes only from its rules text, read by the compiler.
 */
export function inlineRegistry(cards: InlineCard[]): CardRegistry {
  return buildRegistry(cards.map(inlinePrinted), {});
}

/** The first sentence of an inline card's rules text the compiler does not read (null: all read). */
function unreadSentence(card: Record<string, unknown>, text: string): string | null {
  const words = (v: unknown) => (Array.isArray(v) && v.every((w) => typeof w === 'string') ? v as string[] : []);
  const probe: InlineCard = {
    loc: { file: '', line: 0, column: 0 }, name: typeof card.name === 'string' && card.name ? card.name : 'probe', manaCost: null,
    types: words(card.types).length ? words(card.types) : ['Artifact'], subtypes: words(card.subtypes), supertypes: words(card.supertypes), text,
  };
  return compileCard(inlinePrinted(probe)).unread[0]?.sentence ?? null;
}

/**
 * Checks of inline cards beyond their shape (on data that may still fail the schema, so every error is
 * reported in one run): unique names, mana cost syntax (CR 107.4), a creature's power and toughness
 * (CR 208.1), and rules text the compiler reads (every sentence).
 */
export function checkInlineCards(data: unknown, source: Source): ScenarioError[] {
  const cards = isRecord(data) && Array.isArray(data.cards) ? data.cards : [];
  const errors: ScenarioError[] = [];
  const seen = new Set<string>();
  cards.forEach((card, i) => {
    if (!isRecord(card)) return;
    const at = (key: string) => ['cards', i, key];
    if (typeof card.name === 'string') {
      if (seen.has(card.name)) errors.push(source.error(at('name'), `duplicate inline card '${card.name}'`));
      seen.add(card.name);
    }
    if (typeof card.manaCost === 'string' && /^(\{[0-9A-Z/]+\})+$/.test(card.manaCost)) {
      try {
        parseManaCost(card.manaCost);
      } catch (e) {
        if (!(e instanceof ManaSyntaxError)) throw e;
        errors.push(source.error(at('manaCost'), e.message));
      }
    }
    if (Array.isArray(card.types) && card.types.includes('Creature')) {
      const missing = ['power', 'toughness'].filter((k) => card[k] === undefined);
      if (missing.length) errors.push(source.error(['cards', i], `a creature card needs ${missing.join(' and ')} (CR 208.1)`));
    }
    const unread = typeof card.text === 'string' ? unreadSentence(card, card.text) : null;
    if (unread) errors.push(source.error(at('text'), `the compiler does not read "${unread}" (docs/cards.md lists what it reads)`));
  });
  return errors;
}
