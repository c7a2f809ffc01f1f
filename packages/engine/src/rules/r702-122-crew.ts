import type { AbilityDef } from '../cards/definition';
import type { Game } from '../state/draft';
import type { ObjectId } from '../state/types';
import { characteristics } from './r613-characteristics';

type ActivatedDef = Extract<AbilityDef, { kind: 'activated' }>;

/**
 * CR 702.122a — "Crew N" means "Tap any number of untapped creatures you control with total power N or more: This
 * Vehicle becomes an artifact creature until end of turn." (205.1b: its card types become artifact and creature; it
 * keeps its Vehicle subtype and its printed power and toughness, 208.3).
 */
export function crewAbility(n: number): ActivatedDef {
  return {
    kind: 'activated',
    text: `Crew ${n} (Tap any number of untapped creatures you control with total power ${n} or more: This Vehicle becomes an artifact creature until end of turn.)`,
    cost: { tapTotalPower: n }, targets: [],
    effects: [{ do: 'becomesTypes', what: 'self', types: ['Artifact', 'Creature'], until: 'endOfTurn' }],
  };
}

/** CR 702.122a — the total power of the creatures chosen to crew (208.1: each creature's current power). */
export function totalPower(g: Game, ids: readonly ObjectId[]): number {
  return ids.reduce((sum, id) => sum + (characteristics(g, id).power ?? 0), 0);
}

/**
 * CR 702.122a — the creatures suggested to pay a crew cost of `n`: the most powerful first, until their total power
 * is `n` or more; null if all of them together don't reach it.
 */
export function suggestCrew(g: Game, options: readonly ObjectId[], n: number): ObjectId[] | null {
  const picked: ObjectId[] = [];
  for (const id of [...options].sort((a, b) => (characteristics(g, b).power ?? 0) - (characteristics(g, a).power ?? 0))) {
    if (totalPower(g, picked) >= n) break;
    picked.push(id);
  }
  return totalPower(g, picked) >= n ? picked : null;
}
