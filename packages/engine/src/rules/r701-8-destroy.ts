import { emit, nameOf, obj, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';
import { moveObject, removeFromCombat } from './r400-zones';
import { replaced } from './r614-events';

/**
 * CR 701.8a — destroying a permanent moves it to its owner's graveyard; first the destruction meets replacement
 * effects: a regeneration shield (701.19a) replaces it, unless it can't be regenerated (701.19c). `text` says
 * who or what destroys it, for the log.
 */
export function destroyPermanent(g: Game, id: ObjectId, rules: string[], text: string, noRegeneration = false): void {
  const ev = replaced(g, { kind: 'destroy', object: id, ...(noRegeneration ? { noRegeneration } : {}) });
  if (ev.kind === 'regenerate') return regenerate(g, id);
  emit(g, { kind: 'destroy', rules: [...rules, '701.8a'], object: id, text });
  moveObject(g, id, 'graveyard');
}

/** CR 701.19a — regenerated: all damage marked on it is removed, its controller taps it, and it is removed from combat (506.4). */
function regenerate(g: Game, id: ObjectId): void {
  const w = obj(g, id);
  w.damage = 0;
  w.deathtouchDamage = false;
  w.tapped = true;
  removeFromCombat(g, id);
  emit(g, { kind: 'regenerate', rules: ['701.19a'], object: id, text: `${nameOf(g, id)} regenerates: its damage is removed, it is tapped and removed from combat` });
}
