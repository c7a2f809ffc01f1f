import type { Color, PayableCost } from '../mana/types';

/**
 * CR 702.51a — convoke: each creature tapped pays one colored mana of the total cost of one of its colors, or one
 * generic mana. Returns what is left to pay with mana, or null if the creatures can't all pay for something.
 * @simplification The engine chooses what each creature pays: the first assignment (colored symbols first) after
 * which `canPay` holds for the rest, else the first that uses every creature; the caster doesn't choose it.
 */
export function convokedCost(total: PayableCost, creatureColors: Color[][], canPay: (rest: PayableCost) => boolean): PayableCost | null {
  let fallback: PayableCost | null = null;
  const assign = (i: number, rest: PayableCost): PayableCost | null => {
    if (i === creatureColors.length) {
      fallback ??= rest;
      return canPay(rest) ? rest : null;
    }
    for (const color of creatureColors[i]) {
      if (rest.colored[color] <= 0) continue;
      const found = assign(i + 1, { ...rest, colored: { ...rest.colored, [color]: rest.colored[color] - 1 } });
      if (found) return found;
    }
    return rest.generic > 0 ? assign(i + 1, { ...rest, generic: rest.generic - 1 }) : null;
  };
  return assign(0, total) ?? fallback;
}

/** The most mana of a total cost creatures can pay by convoke: its generic mana and its colored mana (702.51a). */
export function convokable(total: PayableCost): number {
  return total.generic + Object.values(total.colored).reduce((n, k) => n + k, 0);
}
