import type { GameEvent } from '../events';
import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';
import { moveObject, removeFromCombat } from './r400-zones';
import { hasKeyword } from './r613-characteristics';
import { replaced, type ReplaceableEvent, type ReplacementOrder } from './r614-events';

/** CR 701.8a — the event of destroying permanent `id`, as replacement effects and 616.1 decisions see it. */
export function destroyEvent(id: ObjectId, noRegeneration = false): ReplaceableEvent {
  return { kind: 'destroy', object: id, ...(noRegeneration ? { noRegeneration } : {}) };
}

/**
 * CR 701.8a — destroying a permanent moves it to its owner's graveyard; first the destruction meets replacement
 * effects: a regeneration shield (701.19a) replaces it, unless it can't be regenerated (701.19c), as does umbra
 * armor (702.89a); then the move meets those on going to a graveyard. `text` says who or what destroys it, for the
 * log; `order` holds the 616.1 choices for both events (asked with `replacementDecision` over `destroyEvent`s).
 */
export function destroyPermanent(g: Game, id: ObjectId, rules: string[], text: string, noRegeneration = false, order?: ReplacementOrder): void {
  const ev = replaced(g, destroyEvent(id, noRegeneration), order);
  if (ev.kind === 'regenerate') return regenerate(g, id);
  if (ev.kind === 'umbraArmor') return umbraArmor(g, id, ev.aura, order);
  const event: GameEvent = { kind: 'destroy', rules: [...rules, '701.8a'], object: id, text };
  emit(g, event);
  const owner = playerName(g, g.s.objects[id].owner);
  const nid = moveObject(g, id, 'graveyard', order ? { replacementOrder: order } : {});
  // The log says where it went: its owner's graveyard, or where a replacement effect (614.1a) put it instead.
  const to = g.s.objects[nid]?.zone;
  event.text += to === 'graveyard' ? `: it is put into ${owner}'s graveyard` : `: it goes to ${to === 'library' ? `${owner}'s library` : to ?? 'nowhere'} instead of ${owner}'s graveyard`;
}

/**
 * CR 701.8a, 702.89a — permanents destroyed at once, an Aura with umbra armor after the permanent it enchants: it is
 * still there to save it (and is destroyed by its own effect).
 */
export function umbraArmorLast(g: Game, ids: ObjectId[]): ObjectId[] {
  const armors = (id: ObjectId) => ids.includes(g.s.objects[id]?.attachedTo ?? '') && hasKeyword(g, id, 'umbra armor');
  return [...ids.filter((id) => !armors(id)), ...ids.filter(armors)];
}

/** CR 702.89a — "instead remove all damage marked on it and destroy this Aura" (the Aura's destruction may be replaced too). */
function umbraArmor(g: Game, id: ObjectId, aura: ObjectId, order?: ReplacementOrder): void {
  const w = obj(g, id);
  w.damage = 0;
  w.deathtouchDamage = false;
  emit(g, { kind: 'effect', rules: ['702.89a'], object: id, text: `${nameOf(g, id)} isn't destroyed: its damage is removed and ${nameOf(g, aura)} is destroyed instead (umbra armor)` });
  if (g.s.objects[aura]?.zone === 'battlefield') destroyPermanent(g, aura, ['702.89a'], `umbra armor destroys ${nameOf(g, aura)}`, false, order);
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
