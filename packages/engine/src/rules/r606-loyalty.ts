import type { AbilityDef } from '../cards/definition';
import { actionError, type ActionError } from '../errors';
import { emit, nameOf, obj, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { hasSorceryTiming } from './r500-turn';

type ActivatedDef = Extract<AbilityDef, { kind: 'activated' }>;

/** CR 606.2 — an activated ability with a loyalty symbol in its cost is a loyalty ability. */
export function isLoyaltyAbility(ab: ActivatedDef): boolean {
  return ab.cost.loyalty !== undefined;
}

/**
 * CR 606.3, 606.6 — why `p` can't activate loyalty ability `ab` of permanent `id` now, or null if they can:
 * only in a main phase of their turn with an empty stack, only if no loyalty ability of that permanent was
 * activated this turn, and a negative cost needs that many loyalty counters.
 */
export function loyaltyProblem(g: Game, p: PlayerId, id: ObjectId, ab: ActivatedDef): ActionError | null {
  const o = g.s.objects[id];
  if (!hasSorceryTiming(g, p)) {
    return actionError('timing', '606.3', 'a loyalty ability can be activated only in a main phase of your turn with an empty stack');
  }
  if (o.loyaltyActivatedTurn === g.s.turn.number) {
    return actionError('illegal-action', '606.3', `a loyalty ability of ${nameOf(g, id)} was already activated this turn`);
  }
  const cost = ab.cost.loyalty ?? 0;
  if (cost < 0 && (o.counters.loyalty ?? 0) < -cost) {
    return actionError('cannot-pay', '606.6', `${nameOf(g, id)} has fewer than ${-cost} loyalty counters`);
  }
  return null;
}

/** CR 606.4, 602.2b — pays a loyalty cost (puts on or removes loyalty counters) and notes the activation for 606.3. */
export function payLoyalty(g: Game, id: ObjectId, ab: ActivatedDef): void {
  const cost = ab.cost.loyalty ?? 0;
  const w = obj(g, id);
  w.loyaltyActivatedTurn = g.s.turn.number;
  if (!cost) return;
  w.counters = { ...w.counters, loyalty: (w.counters.loyalty ?? 0) + cost };
  emit(g, {
    kind: 'counters', rules: ['606.4', '602.2b'], object: id,
    text: cost > 0 ? `${cost} loyalty counter(s) are put on ${nameOf(g, id)}` : `${-cost} loyalty counter(s) are removed from ${nameOf(g, id)}`,
  });
}
