import { totalManaOf } from './announce';
import { COLORS, type ManaUnit, type PayableCost } from './types';

/**
 * CR 106.4, 601.2h, 107.4h — which pool units pay the mana part of `cost` exactly (ascending indices),
 * or null if the pool can't. Colored and {C} requirements take mana of that type, {S} mana from a snow
 * source, generic anything. Spends the mana least useful to keep: exact types take non-snow units first,
 * {S} takes colorless snow mana first, generic takes colorless before colored and non-snow before snow.
 *
 * This greedy order always finds a payment when one exists: a unit only ever serves its own type, {S}
 * (if snow) or generic, and a snow unit can do everything a non-snow unit of its type can, so any
 * payment can be rearranged into this one by exchanging units.
 */
export function findPoolPayment(pool: ManaUnit[], cost: PayableCost): number[] | null {
  const used = new Set<number>();
  const paid =
    COLORS.every((c) => take(pool, used, cost.colored[c], (u) => u.type === c, snowLast)) &&
    take(pool, used, cost.colorless, (u) => u.type === 'C', snowLast) &&
    take(pool, used, cost.snow, (u) => u.snow === true, colorlessFirst) &&
    take(pool, used, cost.generic, () => true, (u) => colorlessFirst(u) + snowLast(u));
  return paid ? [...used].sort((a, b) => a - b) : null;
}

/** Marks the `n` best-ranked units of `pool` not yet `used` that fit; false if there aren't `n`. */
function take(pool: ManaUnit[], used: Set<number>, n: number, fits: (u: ManaUnit) => boolean, rank: (u: ManaUnit) => number): boolean {
  if (n === 0) return true; // most symbols of a cost are absent
  const fitting = pool.flatMap((u, i) => (!used.has(i) && fits(u) ? [i] : []));
  if (fitting.length < n) return false;
  fitting.sort((a, b) => rank(pool[a]) - rank(pool[b]) || a - b);
  for (const i of fitting.slice(0, n)) used.add(i);
  return true;
}

/** Spend order: non-snow units before snow ones. */
function snowLast(u: ManaUnit): number {
  return u.snow ? 1 : 0;
}

/** Spend order: colorless units before colored ones. */
function colorlessFirst(u: ManaUnit): number {
  return u.type === 'C' ? 0 : 2;
}

/**
 * CR 601.2h — whether the units a player picked (by index) pay the mana part of `cost` exactly:
 * no index twice, every index in the pool, as many units as the cost asks for, and some assignment
 * of those units to the cost's symbols works.
 */
export function isValidPoolPayment(pool: ManaUnit[], cost: PayableCost, indices: number[]): boolean {
  return (
    new Set(indices).size === indices.length &&
    indices.every((i) => Number.isInteger(i) && i >= 0 && i < pool.length) &&
    indices.length === totalManaOf(cost) &&
    findPoolPayment(indices.map((i) => pool[i]), cost) !== null
  );
}

/** CR 106.4 — the pool left after spending the units at `indices` (a new array; `pool` is unchanged). */
export function removeFromPool(pool: ManaUnit[], indices: number[]): ManaUnit[] {
  const spent = new Set(indices);
  return pool.filter((_, i) => !spent.has(i));
}
