import { COLORS, type Color, type HybridHalf, type ManaCost, type ManaSymbol } from './types';

/** CR 202.3f — the amount of mana one hybrid half stands for. */
const halfValue = (half: HybridHalf): number => ('generic' in half ? half.generic : 1);

/**
 * CR 202.3 — the mana value of a mana cost. No mana cost counts 0 (202.3a). Every variable symbol
 * counts `x` (202.3e: pass 0 off the stack, the announced value on the stack); a hybrid symbol counts
 * its largest half (202.3f); a Phyrexian symbol counts 1 (202.3g).
 * @simplification {Y} and {Z} count the same value as {X}.
 */
export function manaValue(cost: ManaCost | null, x = 0): number {
  return (cost ?? []).reduce((sum, s) => sum + symbolValue(s, x), 0);
}

/** CR 202.3 — the mana value of one symbol, with `x` for a variable one. */
function symbolValue(s: ManaSymbol, x: number): number {
  switch (s.kind) {
    case 'generic':
      return s.amount;
    case 'variable':
      return x;
    case 'hybrid':
      return Math.max(...s.halves.map(halfValue));
    default:
      return 1;
  }
}

/** CR 202.2, 107.4e, 107.4f — the colors of one symbol: hybrid is all its colored halves, Phyrexian its color. */
function colorsOfSymbol(s: ManaSymbol): Color[] {
  switch (s.kind) {
    case 'color':
    case 'phyrexian':
      return [s.color];
    case 'hybrid':
      return s.halves.flatMap((h) => ('color' in h ? [h.color] : []));
    default:
      return [];
  }
}

/** CR 202.2 — the colors of the mana symbols of a cost, in WUBRG order; no cost or no colored symbol is colorless ([]). */
export function colorsOfCost(cost: ManaCost | null): Color[] {
  const present = new Set((cost ?? []).flatMap(colorsOfSymbol));
  return COLORS.filter((c) => present.has(c));
}
