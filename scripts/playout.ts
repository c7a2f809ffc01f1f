/**
 * Sample decks and a one-game random playout, shared by bench.ts, fuzz.ts and the engine's playout tests.
 * Run directly to watch one game (replaces the old smoke script):
 *
 *   node --import tsx scripts/playout.ts [--seed N] [--agent-seed N] [--players 2..4] [--lines N]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGame, playout, renderLog, type CardRegistry, type GameSetup } from '@arbiter/engine';
import { defaultRegistry } from '@arbiter/cards';
import { formatScenarioError, parseDeckList } from '@arbiter/formats';

export const DECKS_DIR = fileURLToPath(new URL('../decks/', import.meta.url));
export const SAMPLE_DECKS = [
  'red-green-beats.txt', 'white-blue-control.txt', 'white-blue-auras.txt', 'blue-black-prepare.txt', 'naya-replacement.txt',
  // Secrets of Strixhaven, one two-color deck per college
  'sos-lorehold.txt', 'sos-prismari.txt', 'sos-quandrix.txt', 'sos-silverquill.txt', 'sos-witherbloom.txt',
] as const;

export interface LoadedDeck {
  file: string;
  name: string;
  /** One card name per card (60 for the samples). */
  cards: string[];
  /** Cards the registry marks unsupported (should be none). */
  unsupported: string[];
}

/** Reads and validates a deck list file against the registry; throws with located errors if it is bad. */
export function loadDeck(file: string, cards: CardRegistry = defaultRegistry()): LoadedDeck {
  const path = file.includes('/') ? file : DECKS_DIR + file;
  const parsed = parseDeckList(readFileSync(path, 'utf8'), path, { cardNames: cards.names() });
  if (!parsed.deck) throw new Error(parsed.errors.map(formatScenarioError).join('\n'));
  const list = parsed.deck.main.flatMap((e) => Array<string>(e.count).fill(e.name));
  const name = path.replace(/^.*\//, '').replace(/\.txt$/, '');
  return { file: path, name, cards: list, unsupported: [...new Set(list.filter((n) => cards.get(n)?.unsupported))] };
}

/**
 * The sample decks (red-green beats, white-blue control, white-blue auras and triggers, blue-black preparation,
 * Naya replacement, then the five Secrets of Strixhaven college decks). `only` keeps the decks whose name starts
 * with one of its comma-separated words ("sos", "sos-lorehold,red-green-beats"); a word matching none throws.
 */
export function sampleDecks(cards: CardRegistry = defaultRegistry(), only?: string): LoadedDeck[] {
  let files: readonly string[] = SAMPLE_DECKS;
  if (only !== undefined) {
    const words = only.split(',').map((w) => w.trim()).filter(Boolean);
    const unknown = words.filter((w) => !SAMPLE_DECKS.some((f) => f.startsWith(w)));
    if (!words.length || unknown.length) throw new Error(`--decks: no sample deck starts with '${unknown[0] ?? only}' (sample decks: ${SAMPLE_DECKS.map((f) => f.replace(/\.txt$/, '')).join(', ')})`);
    files = SAMPLE_DECKS.filter((f) => words.some((w) => f.startsWith(w)));
  }
  return files.map((f) => loadDeck(f, cards));
}

/**
 * A game of `players` players taking the sample decks in turn (seat 1 red-green, seat 2 white-blue control,
 * seat 3 white-blue auras, seat 4 blue-black preparation, ...). With `rotate`, seat 1 starts at deck `floor(seed / n) mod n` instead, so that over many
 * seeds every deck also meets every other one heads-up (the fuzzer uses this).
 */
export function sampleSetup(decks: LoadedDeck[], seed: number, players = 2, rotate = false): GameSetup {
  const names = ['Alice', 'Bob', 'Carol', 'Dave', 'Eve', 'Frank'];
  const first = rotate ? Math.floor(seed / decks.length) % decks.length : 0; // independent of the fuzzer's `seed mod` player count
  return {
    seed,
    players: Array.from({ length: players }, (_, i) => ({ name: names[i] ?? `P${i + 1}`, deck: decks[(first + i) % decks.length].cards })),
  };
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cards = defaultRegistry();
  const seed = arg('seed', 1);
  const agentSeed = arg('agent-seed', 7);
  const lines = arg('lines', 80);
  const start = createGame(sampleSetup(sampleDecks(cards), seed, arg('players', 2)), cards);
  const res = playout(start.state, cards, agentSeed, { maxDecisions: arg('max', 5000), keepEvents: true });
  const log = renderLog([...start.events, ...res.events!]).split('\n');
  console.log(log.slice(0, lines).join('\n'));
  if (log.length > lines) console.log(`... (${log.length - lines} more events)`);
  console.log(
    `${res.decisions} decisions, ${res.errors} rejected inputs; turn ${res.state.turn.number};`,
    res.state.over ? `over: ${JSON.stringify(res.state.over)}` : 'not over',
    res.stuck ? `STUCK: ${res.stuck.error}` : '',
  );
}
