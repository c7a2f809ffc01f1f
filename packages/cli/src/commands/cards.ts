import { cardsOfSet, coverage, unsupportedCards, vendoredPool } from '@arbiter/cards';
import { EXIT, UsageError } from '../errors';
import { cardPool } from '../scenarios';
import { print } from '../io';

export interface CardsOptions {
  unsupported?: boolean;
  /** A set code ("SOS"): only that set's cards, and the count playable/total. */
  set?: string;
}

/**
 * `arbiter cards`: the cards the engine knows, or (`--unsupported`) those it can't play yet, with the reason —
 * for a card whose rules text the compiler could not read, its first unread sentence. With `--set CODE`, only
 * that set's cards, then the count playable/total and how many play from their rules text alone.
 */
export function cards(opts: CardsOptions): number {
  const reg = cardPool().cards;
  const pool = opts.set ? cardsOfSet(vendoredPool(), opts.set) : null;
  if (opts.set && !pool!.length) throw new UsageError(`no vendored cards of set '${opts.set}'`);
  const names = pool ? new Set(pool.map((c) => c.name)) : null;
  if (opts.unsupported) {
    for (const u of unsupportedCards(reg)) if (!names || names.has(u.name)) print(`${u.name}: ${u.reason}`);
  } else if (!pool) for (const n of reg.names()) print(n);
  if (pool) {
    const c = coverage(pool, reg);
    print(`${opts.set!.toUpperCase()}: ${c.playable}/${c.total} playable (${c.compiled} from their rules text alone, ${c.playable - c.compiled} with hand definitions)`);
  }
  return EXIT.ok;
}
