import { importCardFile } from '@arbiter/cards';
import { EXIT } from '../errors';
import { cardPool, readInput } from '../scenarios';
import { print, printError } from '../io';

/** `arbiter import`: checks a Scryfall "oracle cards" or MTGJSON AtomicCards file and reports what it holds. */
export function importCards(file: string): number {
  const r = importCardFile(readInput(file));
  for (const e of r.errors) printError(`${e.severity}: ${e.index ?? ''} ${e.card ?? ''} ${e.field ?? ''}: ${e.message}`);
  const reg = cardPool().cards;
  const known = r.cards.filter((c) => reg.get(c.name) && !reg.get(c.name)!.unsupported).length;
  print(`${r.format ?? 'unknown format'}: ${r.cards.length} cards read; ${known} have engine behaviour, ${r.cards.length - known} are unsupported`);
  return r.errors.some((e) => e.severity === 'error') ? EXIT.failed : EXIT.ok;
}
