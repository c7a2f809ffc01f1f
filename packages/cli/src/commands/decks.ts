import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CardRegistry } from '@arbiter/engine';
import { formatScenarioError, parseDeckList } from '@arbiter/formats';

/** The repository's sample decks (decks/*.txt), which `play` and `match` accept by name. */
export const SAMPLE_DECK_DIR = fileURLToPath(new URL('../../../../decks/', import.meta.url));

/** A deck list read for play: its name and one card name per card. */
export interface PlayDeck { name: string; cards: string[] }

/**
 * Reads a deck list file (or a sample deck by name, e.g. `red-green-beats`), checked against the registry.
 * Returns located errors instead of throwing (an unknown card, a missing file).
 */
export function readDeck(ref: string, cards: CardRegistry): PlayDeck | { error: string } {
  const path = existsSync(ref) ? ref : `${SAMPLE_DECK_DIR}${ref.replace(/\.txt$/, '')}.txt`;
  if (!existsSync(path)) return { error: `no deck file '${ref}' (a path, or a sample deck: red-green-beats, white-blue-control, white-blue-auras, blue-black-prepare, naya-replacement)` };
  const parsed = parseDeckList(readFileSync(path, 'utf8'), path, { cardNames: cards.names() });
  if (!parsed.deck) return { error: parsed.errors.map(formatScenarioError).join('\n') };
  const list = parsed.deck.main.flatMap((e) => Array<string>(e.count).fill(e.name));
  const unsupported = [...new Set(list.filter((n) => cards.get(n)?.unsupported))];
  if (unsupported.length) return { error: `${path}: cards the engine can't play yet: ${unsupported.join(', ')}` };
  return { name: path.replace(/^.*\//, '').replace(/\.txt$/, ''), cards: list };
}
