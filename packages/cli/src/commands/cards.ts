import { unsupportedCards } from '@arbiter/cards';
import { EXIT } from '../errors';
import { cardPool } from '../scenarios';
import { print } from '../io';

export interface CardsOptions {
  unsupported?: boolean;
}

/** `arbiter cards`: the cards the engine knows, or (`--unsupported`) those it can't play yet, with the reason. */
export function cards(opts: CardsOptions): number {
  const reg = cardPool().cards;
  if (opts.unsupported) for (const u of unsupportedCards(reg)) print(`${u.name}: ${u.reason}`);
  else for (const n of reg.names()) print(n);
  return EXIT.ok;
}
