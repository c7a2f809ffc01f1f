import type { CardRegistry, PrintedCard } from '@arbiter/engine';
import { compileCard } from '../compiler/index';
import { loadPrintedCards, type DataError } from '../data/load';
import type { VendoredCard } from '../data/vendored';
import { buildRegistry, vendoredPool } from '../registry';

/**
 * Imported cards as a card pool (docs/cards.md, "Importing a card database"): the vendored cards, then each
 * imported card not among them (the vendored printing is checked data; its hand definition, if any, applies to
 * the same name either way). Every imported card plays from its rules text when the compiler reads all of it.
 */
export function poolWithImported(imported: VendoredCard[]): { cards: CardRegistry; printed: PrintedCard[]; errors: DataError[] } {
  const { cards: printed, errors } = loadPrintedCards(imported);
  const vendored = vendoredPool();
  const known = new Set(vendored.map((c) => c.name));
  return { cards: buildRegistry([...vendored, ...printed.filter((c) => !known.has(c.name))]), printed, errors };
}

/** How much of one set (or of the whole file) plays. */
export interface SetCoverage {
  set: string;
  total: number;
  /** Playable from the rules text alone. */
  compiled: number;
  /** Playable at all (compiled, or a hand definition of the same name). */
  playable: number;
}

/**
 * Coverage of an imported file: per set (its records' `set`, "—" when none), in total, and the sentences the
 * compiler did not read by how many cards have them, most common first (each card compiled once).
 */
export function importCoverage(records: VendoredCard[], printed: PrintedCard[], reg: CardRegistry): { total: SetCoverage; sets: SetCoverage[]; unread: { sentence: string; cards: number }[] } {
  const setOf = new Map(records.map((r) => [r.name, r.set ?? '—']));
  const total: SetCoverage = { set: 'all', total: 0, compiled: 0, playable: 0 };
  const bySet = new Map<string, SetCoverage>();
  const counts = new Map<string, number>();
  for (const c of printed) {
    const set = setOf.get(c.name) ?? '—';
    const s = bySet.get(set) ?? { set, total: 0, compiled: 0, playable: 0 };
    bySet.set(set, s);
    const r = compileCard(c);
    const playable = !!reg.get(c.name)?.behaviour;
    for (const x of [s, total]) {
      x.total++;
      if (r.behaviour) x.compiled++;
      if (playable) x.playable++;
    }
    for (const sentence of new Set([...r.unread.map((u) => u.sentence), ...(r.unsupported ? [r.unsupported] : [])])) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  }
  const sets = [...bySet.values()].sort((a, b) => (a.set < b.set ? -1 : a.set > b.set ? 1 : 0));
  const unread = [...counts].map(([sentence, cards]) => ({ sentence, cards })).sort((a, b) => b.cards - a.cards || (a.sentence < b.sentence ? -1 : 1));
  return { total, sets, unread };
}
