import type { AbilityDef } from '../cards/definition';
import { nameOf, type Game } from '../state/draft';
import type { GameObject, ObjectId } from '../state/types';
import type { Characteristics } from './r613-characteristics';
import type { LayerEffect } from './r613-layers';
import { keywordInstances } from './r702-keywords';

/**
 * CR 702.176a — "Impending N—[cost]" means "You may choose to pay [cost] rather than pay this spell's mana cost" (an
 * alternative cost, r601-casting.ts), "If you chose to pay this permanent's impending cost, it enters with N time counters
 * on it", "As long as this permanent's impending cost was paid and it has a time counter on it, it's not a creature" and
 * "At the beginning of your end step, if this permanent's impending cost was paid and it has a time counter on it,
 * remove a time counter from it." The permanent remembers the cost paid (`GameObject.alternativeCostPaid`).
 * @simplification The type change and the end-step ability apply with the permanent's timestamp, like dash's haste
 * (r702-109-dash.ts): an effect removing all its abilities doesn't stop them.
 */

const REMOVE_TIME_COUNTER: AbilityDef = {
  kind: 'triggered', text: 'At the beginning of your end step, if this permanent\'s impending cost was paid and it has a time counter on it, remove a time counter from it. (impending)',
  trigger: { on: 'beginningOf', step: 'end', whose: 'you' }, condition: { kind: 'countersOnSelf', counter: 'time', n: 1 }, targets: [],
  effects: [{ do: 'removeCounter', what: 'self', counter: 'time' }],
};

/** CR 702.176a — the time counters a spell cast for its impending cost (with characteristics `c`) enters with, if it was. */
export function impendingCounters(o: GameObject, c: Characteristics): Record<string, number> | undefined {
  if (!o.choices?.costMode.includes('impending')) return undefined;
  const n = keywordInstances(c, 'impending').find((a) => a.n)?.n;
  return n ? { time: n } : undefined;
}

/**
 * CR 702.176a — "it's not a creature" (layer 4: its card types without Creature, so its creature types go too, 205.1a)
 * and its end-step ability (layer 6), for each permanent whose impending cost was paid that has a time counter.
 * `copiable` holds each permanent's copiable values (layer 1).
 */
export function impendingEffects(g: Game, copiable: Map<ObjectId, Characteristics>): LayerEffect[] {
  return g.s.battlefield.filter((id) => g.s.objects[id].alternativeCostPaid === 'impending' && (g.s.objects[id].counters.time ?? 0) > 0).map((id) => {
    const o = g.s.objects[id];
    const types = (copiable.get(id)?.types ?? []).filter((t) => t !== 'Creature');
    return {
      key: `${id}:impending`, timestamp: o.timestamp, source: id, controller: o.controller, affected: [id],
      mods: [{ kind: 'setTypes', types, subtypes: [] }, { kind: 'addAbility', ability: REMOVE_TIME_COUNTER }],
      label: () => `${nameOf(g, id)}'s impending cost was paid and it has a time counter: it isn't a creature (702.176a)`,
    };
  });
}
