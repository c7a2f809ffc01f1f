import type { GameEvent } from '../events';
import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';
import { moveObject, removeFromCombat } from './r400-zones';
import { replaced, type ReplaceableEvent, type ReplacementOrder } from './r614-events';

/** CR 701.8a — the event of destroying permanent `id`, as replacement effects and 616.1 decisions see it. */
export function destroyEvent(id: ObjectId, noRegeneration = false): ReplaceableEvent {
  return { kind: 'destroy', object: id, ...(noRegeneration ? { noRegeneration } : {}) };
}

/**
 * CR 701.8a — destroying a permanent moves it to its owner's graveyard; first the destruction meets replacement
 * effects: a regeneration shield (701.19a) replaces it, unless it can't be regenerated (701.19c); then the move
 * meets those on going to a graveyard. `text` says who or what destroys it, for the log; `order` holds the
 * 616.1 choices for both events (asked with `replacementDecision` over `destroyEvent`s).
 */
export function destroyPermanent(g: Game, id: ObjectId, rules: string[], text: string, noRegeneration = false, order?: ReplacementOrder): void {
  const ev = replaced(g, destroyEvent(id, noRegeneration), order);
  if (ev.kind === 'regenerate') return regenerate(g, id);
  const event: GameEvent = { kind: 'destroy', rules: [...rules, '701.8a'], object: id, text };
  emit(g, event);
  const owner = playerName(g, g.s.objects[id].owner);
  const nid = moveObject(g, id, 'graveyard', order ? { replacementOrder: order } : {});
  // The log says where it went: its owner's graveyard, or where a replacement effect (614.1a) put it instead.
  const to = g.s.objects[nid]?.zone;
  event.text += to === 'graveyard' ? `: it is put into ${owner}'s graveyard` : `: it goes to ${to === 'library' ? `${owner}'s library` : to ?? 'nowhere'} instead of ${owner}'s graveyard`;
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
