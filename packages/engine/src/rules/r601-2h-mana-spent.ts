import type { Game } from '../state/draft';
import type { ManaType } from '../mana/types';
import type { GameObject, ObjectId } from '../state/types';

/**
 * CR 601.2h, 106.1b — the number of colors of mana spent to cast a spell (converge, an ability word, 207.2c;
 * counted as sunburst counts them, 702.44a): the distinct colors among the mana paid for its total cost
 * (colorless mana is no color). A permanent that was that spell keeps the record ("spent to cast it"); a spell or
 * permanent that wasn't cast had none spent (0). Last-known information for an object that has left (608.2h).
 */
export function colorsSpentOn(g: Game, id: ObjectId | undefined): number {
  const o: GameObject | undefined = id ? g.s.objects[id] ?? g.s.lki[id]?.object : undefined;
  return new Set((o?.manaSpent ?? []).filter((u) => u.type !== 'C').map((u) => u.type)).size;
}

/**
 * CR 601.2h — "if {R}{G} was spent to cast this spell": each listed mana was among the mana paid for its total cost
 * (as many of a type as are listed); nothing was spent on what wasn't cast.
 */
export function manaWasSpent(g: Game, id: ObjectId, mana: ManaType[]): boolean {
  const spent = (g.s.objects[id] ?? g.s.lki[id]?.object)?.manaSpent ?? [];
  return [...new Set(mana)].every((t) => spent.filter((u) => u.type === t).length >= mana.filter((m) => m === t).length);
}
