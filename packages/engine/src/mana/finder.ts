import { isCostError, legalChoicesFor, symbolChoicesNeeded, toPayableCost, totalManaOf } from './announce';
import { findPoolPayment } from './pool';
import { COLORS, type HybridHalf, type ManaCost, type ManaSymbol, type ManaType, type ManaUnit, type PayableCost, type SymbolChoice } from './types';

/**
 * One activatable mana ability (CR 605): `produces` lists its alternative results, e.g. five one-unit
 * alternatives for "add one mana of any color", one three-unit alternative for "add {B}{B}{B}".
 */
export interface ManaOption {
  source: string;
  ability: number;
  produces: ManaUnit[][];
}

/** Activate ability `ability` of `source`, choosing alternative `choice` of its `produces`. */
export interface ManaActivation {
  source: string;
  ability: number;
  choice: number;
}

/** Activations in order, then `spend`: indices into the pool after the produced mana of all activations is appended in order. */
export interface PaymentPlan {
  activations: ManaActivation[];
  /** Omitted: the engine spends pool mana as `findPoolPayment` proposes (which unit pays generic rarely matters). */
  spend?: number[];
}

/** One way a source can make mana. */
interface Result {
  activation: ManaActivation;
  units: ManaUnit[];
}

/** Sources that can make exactly the same results, so that any of them will do (e.g. all Forests). */
interface Group {
  /** members[m][r]: how member source m makes result r. */
  members: Result[][];
  /** counts[r]: the `counts` of result r. */
  counts: number[][];
}

const TYPES: readonly ManaType[] = [...COLORS, 'C'];
const COLORLESS = 5;
const SNOW = 6;
const ALL = 7;

/** How many of `units` are of each mana type (WUBRGC), then snow mana, then all mana. */
function counts(units: ManaUnit[]): number[] {
  const v = [0, 0, 0, 0, 0, 0, 0, 0];
  for (const u of units) {
    v[TYPES.indexOf(u.type)]++;
    if (u.snow) v[SNOW]++;
    v[ALL]++;
  }
  return v;
}

const plus = (a: number[], b: number[]): number[] => a.map((n, i) => n + b[i]);
const unitKey = (u: ManaUnit): string => `${'CWUBRG'.indexOf(u.type)}${u.snow ? 's' : ''}`;
const resultKey = (units: ManaUnit[]): string => units.map(unitKey).sort().join(',');

/**
 * CR 106.12, 605 — the options by source (one source's abilities exclude each other), each source's
 * distinct non-empty results in a canonical order, and sources with the same results grouped together.
 * Less flexible groups come first, so they are tapped before sources that can make more kinds of mana.
 */
function groupSources(options: readonly ManaOption[]): Group[] {
  const bySource = new Map<string, (Result & { key: string })[]>();
  for (const { source, ability, produces } of options) {
    const results = bySource.get(source) ?? [];
    produces.forEach((units, choice) => {
      const key = resultKey(units);
      if (units.length > 0 && !results.some((r) => r.key === key)) results.push({ activation: { source, ability, choice }, units, key });
    });
    bySource.set(source, results);
  }
  const groups = new Map<string, Group>();
  for (const results of bySource.values()) {
    if (results.length === 0) continue;
    results.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const signature = results.map((r) => r.key).join('|');
    const group = groups.get(signature) ?? { members: [], counts: results.map((r) => counts(r.units)) };
    group.members.push(results);
    groups.set(signature, group);
  }
  return [...groups.values()].sort((a, b) => a.counts.length - b.counts.length || colored(a) - colored(b));
}

/** How much colored mana a group's results make together (to order groups by flexibility). */
function colored(g: Group): number {
  return g.counts.reduce((n, c) => n + c[ALL] - c[COLORLESS], 0);
}

/**
 * The groups of each list of mana options, kept with the list (which nothing changes once made): the priority options
 * ask the finder about the same list once for every card and ability.
 */
const grouped = new WeakMap<readonly ManaOption[], Group[]>();

/**
 * CR 601.2g, 601.2h, 106.4 — suggests how to pay the mana of `cost`: which mana abilities to activate
 * (each option once at most, one per source) and which mana to spend, or null if no plan exists.
 * Uses the fewest activations; any such plan can spend as much mana already in the pool as any other
 * plan (a maximum matching argument), so this also uses the pool first. Life in `cost` is not checked.
 */
export function findPayment(cost: PayableCost, pool: ManaUnit[], options: readonly ManaOption[]): PaymentPlan | null {
  let groups = grouped.get(options);
  if (!groups) grouped.set(options, (groups = groupSources(options)));
  const need = [...COLORS.map((c) => cost.colored[c]), cost.colorless, cost.snow, totalManaOf(cost)];
  /** caps[g][d]: the most one activation from groups g.. adds toward need d, then toward any typed shortfall. */
  const caps: number[][] = [Array(need.length + 1).fill(0)];
  for (const group of [...groups].reverse()) {
    caps.unshift(group.counts.reduce((best, c) => best.map((n, d) => Math.max(n, [...c, c[ALL]][d])), caps[0]));
  }
  const s: Search = { cost, pool, groups, need, caps };
  // A fewest-activations plan spends at least one unit of each activation's mana.
  const most = Math.min(need[ALL], groups.reduce((n, g) => n + g.members.length, 0));
  for (let k = 0; k <= most; k++) {
    const plan = search(s, k, 0, 0, 0, counts(pool), []);
    if (plan) return plan;
  }
  return null;
}

/** What `findPayment` searches with (passed along rather than closed over: no closure is made per call). */
interface Search {
  cost: PayableCost;
  pool: ManaUnit[];
  groups: Group[];
  need: number[];
  caps: number[][];
}

type Pick = { group: number; result: number };

/** An optimistic test: can `budget` more activations from groups g.. cover what `have` lacks? */
function reachable(s: Search, have: number[], budget: number, g: number): boolean {
  const short = s.need.map((n, d) => Math.max(0, n - have[d]));
  short.push(short.slice(0, TYPES.length).reduce((a, b) => a + b, 0));
  return short.every((x, d) => x === 0 || x <= s.caps[g][d] * budget);
}

/** The results the picks make, each taken from the group's next member. */
function produced(s: Search, picks: Pick[]): Result[] {
  const taken = s.groups.map(() => 0);
  return picks.map(({ group, result }) => s.groups[group].members[taken[group]++][result]);
}

/** Adds exactly `budget` more activations, as a multiset in group then result order; `used` members of group g are taken. */
function search(s: Search, budget: number, g: number, r: number, used: number, have: number[], picks: Pick[]): PaymentPlan | null {
  if (!reachable(s, have, budget, g)) return null;
  if (budget === 0) {
    const results = produced(s, picks);
    const spend = findPoolPayment([...s.pool, ...results.flatMap((p) => p.units)], s.cost);
    return spend && { activations: results.map((p) => p.activation), spend };
  }
  const groups = s.groups;
  for (let gi = g; gi < groups.length; gi++) {
    const taken = gi === g ? used : 0;
    if (taken === groups[gi].members.length) continue;
    for (let ri = gi === g ? r : 0; ri < groups[gi].counts.length; ri++) {
      const next = [...picks, { group: gi, result: ri }];
      const found = search(s, budget - 1, gi, ri, taken + 1, plus(have, groups[gi].counts[ri]), next);
      if (found) return found;
    }
  }
  return null;
}

/**
 * CR 601.2b — suggests the hybrid halves and Phyrexian payments to announce for `cost` so that the
 * result can be paid from `pool` and `options`: mana before life, then halves whose mana the player
 * can produce, cheaper halves, colored before colorless. Null if no combination can be paid.
 */
export function suggestChoices(
  cost: ManaCost,
  x: number,
  pool: ManaUnit[],
  options: ManaOption[],
): Record<number, SymbolChoice> | null {
  const producible = new Set([...pool, ...options.flatMap((o) => o.produces.flat())].map((u) => u.type));
  let combos: { choices: Record<number, SymbolChoice>; rank: number }[] = [{ choices: {}, rank: 0 }];
  for (const i of symbolChoicesNeeded(cost)) {
    combos = combos.flatMap((c) =>
      legalChoicesFor(cost[i]).map((choice) => ({ choices: { ...c.choices, [i]: choice }, rank: c.rank + rank(producible, cost[i], choice) })),
    );
  }
  combos.sort((a, b) => a.rank - b.rank);
  const tried = new Set<string>();
  for (const { choices } of combos) {
    const payable = toPayableCost(cost, choices, x);
    if (isCostError(payable)) return null;
    const key = JSON.stringify(payable);
    if (tried.has(key)) continue;
    tried.add(key);
    if (findPayment(payable, pool, options)) return choices;
  }
  return null;
}

/** How suitable paying symbol `s` with `choice` is: mana before life, mana the player can produce, cheaper halves, colored before colorless. */
function rank(producible: Set<ManaType>, s: ManaSymbol, choice: SymbolChoice): number {
  if (s.kind === 'hybrid' && 'half' in choice) return rankHalf(producible, s.halves[choice.half]);
  if (s.kind === 'phyrexian' && 'mana' in choice) return rankHalf(producible, { color: s.color });
  return 1000; // 2 life
}

function rankHalf(producible: Set<ManaType>, half: HybridHalf): number {
  return 'generic' in half
    ? 2 * half.generic + 1
    : (producible.has('color' in half ? half.color : 'C') ? 0 : 100) + ('color' in half ? 2 : 3);
}
