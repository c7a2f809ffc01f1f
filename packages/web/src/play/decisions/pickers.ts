import type { Target } from '@arbiter/engine';
import type { Picking } from '../pick';

/** A target's key on the table: an object id or a player id (the two never collide: p1… vs numbers). */
export const targetKey = (t: Target): string => ('player' in t ? t.player : t.object);

/** The table's click meaning for choosing among targets: both objects and players report here. */
export function targetPicking(legal: Target[], chosen: Target[], toggle: (t: Target) => void): Picking {
  const byKey = new Map(legal.map((t) => [targetKey(t), t]));
  return {
    candidates: new Set(byKey.keys()),
    chosen: new Set(chosen.map(targetKey)),
    // A click on something not offered is still sent, so the engine's refusal says why (115, 601.2c).
    pickObject: (id) => toggle(byKey.get(id) ?? { object: id }),
    pickPlayer: (id) => toggle(byKey.get(id) ?? { player: id }),
  };
}

/** Adds or removes one item, keeping at most `max` (the oldest goes first). */
export function toggleIn<T>(list: T[], item: T, same: (a: T, b: T) => boolean, max: number): T[] {
  if (list.some((x) => same(x, item))) return list.filter((x) => !same(x, item));
  const next = [...list, item];
  return next.length > max ? next.slice(next.length - max) : next;
}
