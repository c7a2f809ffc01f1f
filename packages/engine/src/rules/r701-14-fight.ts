import { emit, nameOf, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';
import { dealDamage } from './r120-damage';
import { characteristics } from './r613-characteristics';
import type { ReplaceableEvent, ReplacementOrder } from './r614-events';

/** The creatures that fight, if both still can (701.14b: on the battlefield and creatures; an illegal target is already gone from the reference). */
function fighters(g: Game, a: ObjectId | undefined, b: ObjectId | undefined): [ObjectId, ObjectId] | null {
  const ok = (id: ObjectId | undefined) => !!id && g.s.objects[id]?.zone === 'battlefield' && !g.s.objects[id].phasedOut && characteristics(g, id).types.includes('Creature');
  return ok(a) && ok(b) ? [a!, b!] : null;
}

/** CR 701.14a, 701.14d — the damage events of a fight (noncombat), for replacement-effect choices made before it is dealt (616.1). */
export function fightEvents(g: Game, a: ObjectId | undefined, b: ObjectId | undefined): ReplaceableEvent[] {
  const f = fighters(g, a, b);
  if (!f) return [];
  const [x, y] = f;
  const power = (id: ObjectId) => characteristics(g, id).power ?? 0;
  if (x === y) return [{ kind: 'damage', source: x, to: { object: x }, amount: 2 * power(x), combat: false }];
  return [
    { kind: 'damage', source: x, to: { object: y }, amount: power(x), combat: false },
    { kind: 'damage', source: y, to: { object: x }, amount: power(y), combat: false },
  ];
}

/**
 * CR 701.14a — two creatures fight: each deals damage equal to its power to the other, at once (both powers are
 * read first). 701.14b: if either is no longer on the battlefield or no longer a creature (or was an illegal
 * target, so its reference is empty), neither deals damage. 701.14c: a creature fighting itself deals damage to
 * itself equal to twice its power. 701.14d: the damage isn't combat damage.
 */
export function fight(g: Game, a: ObjectId | undefined, b: ObjectId | undefined, order: ReplacementOrder): void {
  const events = fightEvents(g, a, b);
  if (!events.length) {
    emit(g, { kind: 'fight', rules: ['701.14b'], text: 'No fight happens: a creature instructed to fight is gone, is no longer a creature, or is an illegal target' });
    return;
  }
  emit(g, { kind: 'fight', rules: ['701.14a'], text: `${nameOf(g, a!)} fights ${nameOf(g, b!)}` });
  for (const ev of events) if (ev.kind === 'damage') dealDamage(g, ev.source, ev.to, ev.amount, events.length === 1 ? ['701.14c'] : ['701.14a'], order);
}
