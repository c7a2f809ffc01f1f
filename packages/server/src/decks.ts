/** The decks a table can be set up with: a sample deck from decks/ by name, or a pasted deck list. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CardRegistry } from '@arbiter/engine';
import { formatScenarioError, parseDeckList } from '@arbiter/formats';
import type { SeatOptions } from './protocol';

const DECKS_DIR = fileURLToPath(new URL('../../../decks/', import.meta.url));

/** The sample decks' names (files in decks/ without `.txt`). */
export function sampleDeckNames(): string[] {
  return readdirSync(DECKS_DIR).filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -4)).sort();
}

/**
 * A seat's deck as one card name per card, or the reasons it can't be played: a located parse error
 * (`seat 2 deck:4:3: unknown card …`), an unknown sample, an empty main deck, or cards the engine marks
 * unsupported (DESIGN 7: never silently wrong).
 */
export function loadSeatDeck(deck: SeatOptions['deck'], where: string, cards: CardRegistry): { cards: string[] } | { error: string } {
  let text: string;
  let file = where;
  if ('sample' in deck) {
    if (!sampleDeckNames().includes(deck.sample)) return { error: `${where}: no sample deck "${deck.sample}" (have: ${sampleDeckNames().join(', ')})` };
    text = readFileSync(`${DECKS_DIR}${deck.sample}.txt`, 'utf8');
    file = `decks/${deck.sample}.txt`;
  } else {
    text = deck.list;
  }
  const parsed = parseDeckList(text, file, { cardNames: cards.names() });
  if (!parsed.deck) return { error: parsed.errors.map(formatScenarioError).join('\n') };
  const list = parsed.deck.main.flatMap((e) => Array<string>(e.count).fill(e.name));
  if (!list.length) return { error: `${where}: the main deck is empty` };
  const unsupported = [...new Set(list.filter((n) => cards.get(n)?.unsupported))];
  if (unsupported.length) return { error: `${where}: cards the engine can't play yet: ${unsupported.map((n) => `${n} (${cards.get(n)!.unsupported})`).join('; ')}` };
  return { cards: list };
}
