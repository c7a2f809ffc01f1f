import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { characteristics, controllerOf, matchesFilter, type Characteristics } from './r613-characteristics';

/**
 * CR 118.9, 601.2f — "Once during each of your turns, you may cast an instant or sorcery spell from your hand without
 * paying its mana cost" (Zaffai and the Tempests): a permanent's static ability letting its controller cast a spell
 * from their hand for an alternative cost of nothing, once during each of their turns. Each such permanent gives its
 * own permission, used up for the turn by the spell cast with it (a new object after a zone change has its own, 400.7).
 * "You may cast spells from your hand without paying their mana costs" (Omniscience) is never used up, and works on any
 * turn. Either way the spell is cast at its normal timing; additional costs and cost increases are still paid (118.9d, 601.2f).
 */

/** The permanent whose unused permission would let `p` cast `card` (in their hand, with characteristics `c`) without paying its mana cost now, if any. */
export function withoutPayingSource(g: Game, p: PlayerId, card: ObjectId, c: Characteristics): ObjectId | null {
  if (g.s.objects[card]?.zone !== 'hand') return null;
  let once: ObjectId | null = null;
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (o.phasedOut || controllerOf(g, id) !== p) continue;
    for (const ab of characteristics(g, id).abilities) {
      if (ab.kind !== 'static') continue;
      const e = ab.effect;
      // One that is never used up is taken before a once-each-turn permission.
      if (e.kind === 'castWithoutPaying' && matchesFilter(c, g.s.objects[card], e.spells, p, id)) return id;
      if (e.kind === 'castWithoutPayingOnceEachTurn' && g.s.turn.active === p && o.freeCastTurn !== g.s.turn.number && matchesFilter(c, g.s.objects[card], e.spells, p, id)) once ??= id;
    }
  }
  return once;
}

/** Whether the permission `source` gave is used up for the turn: it has no permission that never is (withoutPayingSource takes that first). */
function usedUpEachTurn(g: Game, source: ObjectId): boolean {
  return !characteristics(g, source).abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'castWithoutPaying');
}

/** CR 118.9, 601.2f — notes that `source`'s permission was used this turn, as the spell becomes cast with it. */
export function useWithoutPaying(g: Game, p: PlayerId, source: ObjectId, spell: string): void {
  const once = usedUpEachTurn(g, source);
  if (once) obj(g, source).freeCastTurn = g.s.turn.number;
  emit(g, { kind: 'announce', rules: ['601.2b', '118.9'], player: p, text: `${playerName(g, p)} casts ${spell} without paying its mana cost (${nameOf(g, source)}${once ? ', once this turn' : ''})` });
}
