import type { CardRegistry, PrintedCard } from '@arbiter/engine';
import { compareWithHand, type Comparison } from './compiler/compare';
import { compileCard } from './compiler/compile';
import { cardSets } from './data/vendored';
import type { Definitions } from './definitions/dsl';

/** How much of a card pool plays, and how: from its text alone, or with hand definitions (docs/cards.md). */
export interface Coverage {
  total: number;
  /** Playable with no hand help: every sentence read by the compiler. */
  compiled: number;
  /** Playable at all (compiled or hand-defined). */
  playable: number;
  /** Unread sentences by how many cards of the pool have them, most common first. */
  unread: { sentence: string; cards: number }[];
}

/** Coverage of `cards` (printed) against a registry (for playability) — compiled share without hand definitions. */
export function coverage(cards: PrintedCard[], reg: CardRegistry): Coverage {
  let compiled = 0;
  let playable = 0;
  const counts = new Map<string, number>();
  for (const c of cards) {
    const r = compileCard(c);
    if (r.behaviour) compiled++;
    for (const s of new Set(r.unread.map((u) => u.sentence))) counts.set(s, (counts.get(s) ?? 0) + 1);
    if (r.unsupported) counts.set(r.unsupported, (counts.get(r.unsupported) ?? 0) + 1);
    if (reg.get(c.name)?.behaviour) playable++;
  }
  const unread = [...counts].map(([sentence, n]) => ({ sentence, cards: n })).sort((a, b) => b.cards - a.cards || (a.sentence < b.sentence ? -1 : 1));
  return { total: cards.length, compiled, playable, unread };
}

/** The cards of a set, by its code ("SOS"), among `cards`. */
export function cardsOfSet(cards: PrintedCard[], set: string): PrintedCard[] {
  const sets = cardSets();
  return cards.filter((c) => sets.get(c.name)?.toUpperCase() === set.toUpperCase());
}

/** The hand definitions compared with the compiler's reading (see compiler/compare.ts). */
export function handComparison(cards: PrintedCard[], defs: Definitions): { compared: Comparison[]; read: number; equivalent: number } {
  const compared = compareWithHand(cards, defs);
  const read = compared.filter((c) => c.result !== 'unread').length;
  return { compared, read, equivalent: compared.filter((c) => c.result === 'equivalent').length };
}
