import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { characteristics, controllerOf, matchesFilter, type Characteristics } from './r613-characteristics';

/**
 * CR 118.9, 601.2f — "Once during each of your turns, you may cast an instant or sorcery spell from your hand without
 * paying its mana cost" (Zaffai and the Tempests): a permanent's static ability letting its controller cast a spell
 * from their hand for an alternative cost of nothing, once during each of their turns. Each such permanent gives its
 * own permission, used up for the turn by the spell cast with it (a new object after a zone change has its own, 400.7).
 * Additional costs and cost increases are still paid (118.9d, 601.2f).
 */

/** The permanent whose unused permission would let `p` cast `card` (in their hand, with characteristics `c`) without paying its mana cost now, if any. */
export function withoutPayingSource(g: Game, p: PlayerId, card: ObjectId, c: Characteristics): ObjectId | null {
  if (g.s.objects[card]?.zone !== 'hand' || g.s.turn.active !== p) return null;
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (o.phasedOut || controllerOf(g, id) !== p || o.freeCastTurn === g.s.turn.number) continue;
    const src = characteristics(g, id);
    for (const ab of src.abilities) {
      if (ab.kind === 'static' && ab.effect.kind === 'castWithoutPayingOnceEachTurn' && matchesFilter(c, g.s.objects[card], ab.effect.spells, p, id)) return id;
    }
  }
  return null;
}

/** CR 118.9, 601.2f — notes that `source`'s permission was used this turn, as the spell becomes cast with it. */
export function useWithoutPaying(g: Game, p: PlayerId, source: ObjectId, spell: string): void {
  obj(g, source).freeCastTurn = g.s.turn.number;
  emit(g, { kind: 'announce', rules: ['601.2b', '118.9'], player: p, text: `${playerName(g, p)} casts ${spell} without paying its mana cost (${nameOf(g, source)}, once this turn)` });
}
