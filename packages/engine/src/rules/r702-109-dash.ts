import type { AbilityDef } from '../cards/definition';
import { emit, list, nameOf, type Game } from '../state/draft';
import type { DelayedTrigger, ObjectId } from '../state/types';
import type { LayerEffect } from './r613-layers';

/**
 * CR 702.109a — dash. Casting for the dash cost is an alternative cost (r601-casting.ts); the permanent the spell
 * becomes remembers it (`GameObject.alternativeCostPaid`): it has haste as long as the dash cost was paid, and a
 * delayed triggered ability returns it to its owner's hand at the beginning of the next end step.
 */

/** CR 702.109a — "As long as this permanent's dash cost was paid, it has haste" (layer 6). */
export function dashedEffects(g: Game): LayerEffect[] {
  const out: LayerEffect[] = [];
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (o.alternativeCostPaid !== 'dash') continue;
    out.push({
      key: `${id}:dash`, timestamp: o.timestamp, source: id, controller: o.controller, mods: [{ kind: 'addKeywords', keywords: ['haste'] }], affected: [id],
      label: () => `${nameOf(g, id)}'s dash cost was paid: it has haste (702.109a)`,
    });
  }
  return out;
}

/** CR 702.109a, 603.7 — "return the permanent this spell becomes to its owner's hand at the beginning of the next end step". */
const RETURN: AbilityDef = {
  kind: 'triggered', text: "At the beginning of the next end step, return this permanent to its owner's hand (dash).",
  trigger: { on: 'beginningOf', step: 'end', whose: 'any' }, targets: [], effects: [{ do: 'moveCard', what: 'subject', to: 'hand' }],
};

/**
 * CR 702.109a, 603.7a, 603.7c — a spell whose dash cost was paid becomes permanent `id` as it resolves: its
 * delayed triggered ability is created, referring to that permanent only (a new object after a zone change isn't it).
 */
export function dashedPermanentEnters(g: Game, id: ObjectId): void {
  const o = g.s.objects[id];
  g.s.delayed ??= []; // a state saved before delayed triggers existed
  list<DelayedTrigger>(g, { shared: 'delayed' }).push({
    id: `d${g.s.nextId++}`, source: id, sourceName: nameOf(g, id), controller: o.controller, def: RETURN, targets: [], subject: id, createdTurn: g.s.turn.number,
  });
  emit(g, { kind: 'delayedTrigger', rules: ['702.109a', '603.7a'], player: o.controller, object: id, text: `${nameOf(g, id)}'s dash cost was paid: it returns to its owner's hand at the beginning of the next end step` });
}
