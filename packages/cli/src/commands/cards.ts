import { parseArgs } from 'node:util';
import { cardsOfSet, coverage, defaultRegistry, unsupportedCards, vendoredPool } from '@arbiter/cards';

/**
 * `arbiter cards [--set CODE] [--unsupported]`: the cards the engine knows; with --set, only that set's
 * and the count playable/total (and how many play from their text alone); with --unsupported, each card
 * the engine can't play with the reason (for a card the compiler could not read, its first unread sentence).
 */
export function cardsCommand(args: string[]): number {
  const { values } = parseArgs({ args, options: { set: { type: 'string' }, unsupported: { type: 'boolean' } } });
  const reg = defaultRegistry();
  const pool = values.set ? cardsOfSet(vendoredPool(), values.set) : vendoredPool();
  if (values.set && pool.length === 0) {
    console.error(`no vendored cards of set '${values.set}'`);
    return 2;
  }
  const names = new Set(pool.map((c) => c.name));
  if (values.unsupported) {
    for (const u of unsupportedCards(reg)) if (names.has(u.name)) console.log(`${u.name}: ${u.reason}`);
  } else if (!values.set) for (const n of reg.names()) console.log(n);
  if (values.set) {
    const c = coverage(pool, reg);
    console.log(`${values.set.toUpperCase()}: ${c.playable}/${c.total} playable (${c.compiled} from their rules text alone, ${c.playable - c.compiled} with hand definitions)`);
  }
  return 0;
}
