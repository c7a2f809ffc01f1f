import { obj, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';

/**
 * CR 702.177a — whether exhaust ability `ability` of `id` has been activated: "Activate only once" holds for this
 * object, whoever controls it; a permanent that leaves and returns is a new object (400.7) and may activate it again.
 * @simplification Effects that refer to exhaust abilities (702.177b: "as long as you haven't activated an exhaust
 * ability this turn") are not read.
 */
export function exhausted(g: Game, id: ObjectId, ability: number): boolean {
  return !!g.s.objects[id].exhausted?.includes(ability);
}

/** CR 702.177a — notes that exhaust ability `ability` of `id` was activated (as its costs are paid, 602.2). */
export function noteExhausted(g: Game, id: ObjectId, ability: number): void {
  obj(g, id).exhausted = [...(g.s.objects[id].exhausted ?? []), ability];
}
