import { formatSymbol } from './symbols';
import { COLORS, type HybridHalf, type ManaCost, type ManaSymbol, type PayableCost, type SymbolChoice } from './types';

/** A game-illegal announcement, reported instead of thrown: what is wrong, the rule, and the symbol index. */
export interface CostError {
  error: string;
  rule: string;
  index?: number;
}

/** Tells a CostError from a PayableCost. */
export const isCostError = (r: PayableCost | CostError): r is CostError => 'error' in r;

/** CR 601.2b — a cost of nothing. */
export function emptyPayableCost(): PayableCost {
  return { colored: { W: 0, U: 0, B: 0, R: 0, G: 0 }, colorless: 0, generic: 0, snow: 0, life: 0 };
}

/** CR 601.2f — the sum of two costs (e.g. mana cost plus an additional cost or a cost increase). */
export function addPayable(a: PayableCost, b: PayableCost): PayableCost {
  const colored = { ...a.colored };
  for (const c of COLORS) colored[c] += b.colored[c];
  return {
    colored,
    colorless: a.colorless + b.colorless,
    generic: a.generic + b.generic,
    snow: a.snow + b.snow,
    life: a.life + b.life,
  };
}

/**
 * CR 601.2f, 118.7a, 107.4h — adds `n` generic mana (negative `n` is a generic reduction). A reduction
 * affects only the generic part, never below 0; colored, {C} and {S} parts are untouched.
 */
export function addGeneric(cost: PayableCost, n: number): PayableCost {
  return { ...cost, colored: { ...cost.colored }, generic: Math.max(0, cost.generic + n) };
}

/** CR 601.2h — the amount of mana a cost asks for (life not included). */
export function totalManaOf(cost: PayableCost): number {
  return COLORS.reduce((sum, c) => sum + cost.colored[c], cost.colorless + cost.generic + cost.snow);
}

/** CR 601.2b — the indices of the symbols whose payment must be announced: hybrid and Phyrexian symbols. */
export function symbolChoicesNeeded(cost: ManaCost): number[] {
  return cost.flatMap((s, i) => (legalChoicesFor(s).length > 0 ? [i] : []));
}

/**
 * CR 601.2b, 107.4e, 107.4f — the announcements a symbol allows: a hybrid symbol either half; a Phyrexian
 * symbol its mana or 2 life; a hybrid Phyrexian symbol either half (as mana) or 2 life. Others need none.
 */
export function legalChoicesFor(symbol: ManaSymbol): SymbolChoice[] {
  if (symbol.kind === 'phyrexian') return [{ mana: true }, { life: true }];
  if (symbol.kind !== 'hybrid') return [];
  const halves: SymbolChoice[] = [{ half: 0 }, { half: 1 }];
  return symbol.phyrexian ? [...halves, { life: true }] : halves;
}

const sameChoice = (a: SymbolChoice, b: SymbolChoice): boolean =>
  'half' in a ? 'half' in b && a.half === b.half : 'life' in a ? 'life' in b : 'mana' in b;

/** CR 107.4e — adds the mana of a chosen hybrid half to `paid`. */
function addHalf(paid: PayableCost, h: HybridHalf): void {
  if ('color' in h) paid.colored[h.color]++;
  else if ('colorless' in h) paid.colorless++;
  else paid.generic += h.generic;
}

/**
 * CR 601.2b — the cost to pay once X and each hybrid/Phyrexian announcement are made: every variable
 * symbol adds `x` generic (107.3a), a chosen hybrid half adds its mana (107.4e), life adds 2 (107.4f).
 * A missing, unneeded or illegal announcement comes back as a CostError.
 * @simplification {Y} and {Z} take the value `x` like {X}.
 */
export function toPayableCost(cost: ManaCost, choices: Record<number, SymbolChoice>, x: number): PayableCost | CostError {
  if (!Number.isInteger(x) || x < 0) return { error: `X must be a whole number of at least 0, not ${x}`, rule: '107.3a' };
  const needed = symbolChoicesNeeded(cost);
  for (const key of Object.keys(choices)) {
    const index = Number(key);
    if (!needed.includes(index)) return { error: `symbol ${key} needs no announcement`, rule: '601.2b', index };
  }
  const paid = emptyPayableCost();
  for (const [index, s] of cost.entries()) {
    const choice = choices[index];
    const legal = legalChoicesFor(s);
    if (legal.length > 0 && !choice) {
      return { error: `announce how ${formatSymbol(s)} will be paid`, rule: '601.2b', index };
    }
    if (choice && !legal.some((c) => sameChoice(c, choice))) {
      return {
        error: `${JSON.stringify(choice)} is not a way to pay ${formatSymbol(s)}`,
        rule: s.kind === 'hybrid' && !s.phyrexian ? '107.4e' : '107.4f',
        index,
      };
    }
    switch (s.kind) {
      case 'generic':
        paid.generic += s.amount;
        break;
      case 'variable':
        paid.generic += x;
        break;
      case 'color':
        paid.colored[s.color]++;
        break;
      case 'colorless':
        paid.colorless++;
        break;
      case 'snow':
        paid.snow++;
        break;
      case 'phyrexian':
        if ('life' in choice) paid.life += 2;
        else paid.colored[s.color]++;
        break;
      case 'hybrid':
        if ('half' in choice) addHalf(paid, s.halves[choice.half]);
        else paid.life += 2;
        break;
    }
  }
  return paid;
}
