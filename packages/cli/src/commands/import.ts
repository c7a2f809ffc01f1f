import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { importCardFile, importCoverage, poolWithImported } from '@arbiter/cards';
import { EXIT, UsageError } from '../errors';
import { cachePath } from '../imported';
import { readInput, resetCardPool } from '../scenarios';
import { print, printError } from '../io';

export interface ImportOptions {
  /** Keep the imported cards in the user's data folder, so every later command can use them. */
  save?: boolean;
  /** How many of the most common unread sentences to list (default 10). */
  top?: string;
  json?: boolean;
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '—');

/**
 * `arbiter import <file>`: reads a Scryfall "oracle cards" or MTGJSON AtomicCards file (or cards saved before),
 * compiles every card and reports coverage — playable or not, per set and in total, and the most common
 * sentences the compiler did not read. `--save` keeps the cards in the user's data folder (imported.ts).
 */
export function importCards(file: string, opts: ImportOptions = {}): number {
  const top = opts.top === undefined ? 10 : Number(opts.top);
  if (!Number.isInteger(top) || top < 0) throw new UsageError(`--top expects a whole number, got '${opts.top}'`);
  const r = importCardFile(readInput(file));
  if (!r.format) throw new UsageError(`${file}: ${r.errors[0]?.message ?? 'not a card file'}`);
  const { cards: reg, printed, errors: loadErrors } = poolWithImported(r.cards);
  const cov = importCoverage(r.cards, printed, reg);
  const skipped = r.errors.filter((e) => e.severity === 'error').length + loadErrors.length;
  if (opts.json) {
    print(JSON.stringify({ file, format: r.format, read: printed.length, skipped, total: cov.total, sets: cov.sets, unread: cov.unread.slice(0, top), errors: r.errors, loadErrors }, null, 2));
  } else {
    for (const e of r.errors) printError(`${file}: ${e.severity}: ${[e.index === null ? '' : `record ${e.index}`, e.card ?? '', e.field ?? ''].filter(Boolean).join(', ')}: ${e.message}`);
    for (const e of loadErrors) printError(`${file}: error: ${e.card}, ${e.field}: ${e.message}`);
    const t = cov.total;
    print(`${file} (${r.format}): ${printed.length} cards read${skipped ? `, ${skipped} skipped` : ''}`);
    print(`all: ${t.playable}/${t.total} playable (${pct(t.playable, t.total)}); ${t.compiled} from their rules text alone, ${t.playable - t.compiled} with hand definitions`);
    for (const s of cov.sets) print(`  ${s.set}: ${s.playable}/${s.total} playable (${pct(s.playable, s.total)}); ${s.compiled} from rules text`);
    if (cov.unread.length && top) {
      print(`most common unread sentences (cards):`);
      for (const u of cov.unread.slice(0, top)) print(`  ${u.cards}  ${u.sentence}`);
    }
  }
  if (opts.save) {
    const to = cachePath();
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, `${JSON.stringify(r.cards)}\n`);
    resetCardPool();
    printError(`saved ${r.cards.length} cards to ${to}: scenarios, decks and games now use them (arbiter cards lists them)`);
  }
  return r.errors.some((e) => e.severity === 'error') || loadErrors.length ? EXIT.failed : EXIT.ok;
}
