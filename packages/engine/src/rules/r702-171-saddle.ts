import type { AbilityDef } from '../cards/definition';
import { emit, nameOf, obj, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';

type ActivatedDef = Extract<AbilityDef, { kind: 'activated' }>;

/**
 * CR 702.171a — "Saddle N" means "Tap any number of other untapped creatures you control with total power N or
 * greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."
 */
export function saddleAbility(n: number): ActivatedDef {
  return {
    kind: 'activated',
    text: `Saddle ${n} (Tap any number of other untapped creatures you control with total power ${n} or more: This Mount becomes saddled until end of turn. Saddle only as a sorcery.)`,
    cost: { tapTotalPower: n, tapTotalPowerOthers: true }, targets: [],
    effects: [{ do: 'becomeSaddled', what: 'self' }], sorcerySpeed: true,
  };
}

/**
 * CR 702.171b — whether a permanent is saddled: it stays so until the end of the turn (a new object once it leaves
 * the battlefield, 400.7). Not a copiable value.
 */
export function isSaddled(g: Game, id: ObjectId): boolean {
  return g.s.objects[id]?.saddledTurn === g.s.turn.number;
}

/** CR 702.171a — a permanent on the battlefield becomes saddled. */
export function becomeSaddled(g: Game, id: ObjectId): void {
  if (g.s.objects[id]?.zone !== 'battlefield') return;
  obj(g, id).saddledTurn = g.s.turn.number;
  emit(g, { kind: 'effect', rules: ['702.171a', '702.171b'], object: id, text: `${nameOf(g, id)} becomes saddled until end of turn` });
}
