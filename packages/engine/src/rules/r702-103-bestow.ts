import type { AbilityDef } from '../cards/definition';
import { emit, nameOf, obj, type Game } from '../state/draft';
import type { GameObject, Modification, ObjectId } from '../state/types';
import { isLegalTarget } from './r115-targets';
import { characteristics, type Characteristics } from './r613-characteristics';
import { auraTarget } from './r702-keywords';
import { withModifications, type LayerEffect } from './r613-layers';

/**
 * CR 702.103 — bestow. A spell cast bestowed (an alternative cost, 702.103a; r601-casting.ts) is a bestowed Aura
 * spell, and the permanent it becomes a bestowed Aura (`GameObject.bestowed`), until it ceases to be bestowed:
 * its target is illegal as it begins to resolve (702.103e), it becomes unattached or is attached illegally
 * (702.103f), or it phases in unattached (702.103g). It is then the enchantment creature its card says.
 * @simplification The effect takes the object's timestamp in the layers; the rules date it from when the spell
 * was put on the stack (613.7), which differs only against a type-changing effect begun while it was a spell.
 */

/** CR 702.103b — "enchant creature", which a bestowed object gains. */
const ENCHANT_CREATURE: AbilityDef = { kind: 'keyword', keyword: 'enchant', enchant: { types: ['Creature'] }, text: 'Enchant creature' };

/**
 * CR 702.103b, 205.1a — it becomes an Aura enchantment (no longer a creature, so with no creature types: layer 4)
 * and gains enchant creature (layer 6).
 */
const BESTOWED: Modification[] = [{ kind: 'setTypes', types: ['Enchantment'], subtypes: ['Aura'] }, { kind: 'addAbility', ability: ENCHANT_CREATURE }];

/** CR 702.103b — the characteristics of a spell as bestowed (702.103d: what is evaluated to see whether it can be cast so). */
export function asBestowed(c: Characteristics, id: ObjectId): Characteristics {
  return withModifications(c, BESTOWED, id);
}

/** CR 702.103b, 613.1d, 613.1f — the bestowed permanents' effect in the layer system. */
export function bestowedEffects(g: Game): LayerEffect[] {
  const out: LayerEffect[] = [];
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (!o.bestowed) continue;
    out.push({
      key: `${id}:bestowed`, timestamp: o.timestamp, source: id, controller: o.controller, mods: BESTOWED, affected: [id],
      label: () => `${nameOf(g, id)} is bestowed: an Aura enchantment with enchant creature (702.103b)`,
    });
  }
  return out;
}

/**
 * CR 702.103e–g — the object ceases to be bestowed: the effect making it an Aura ends, so it is the creature (or
 * creature spell) its card says.
 */
export function ceaseToBeBestowed(g: Game, id: ObjectId, rule: string, why: string): void {
  delete obj(g, id).bestowed;
  emit(g, { kind: 'bestow', rules: [rule], object: id, text: `${nameOf(g, id)} ${why} and ceases to be bestowed: it is ${g.s.objects[id].zone === 'stack' ? 'a creature spell' : 'an enchantment creature'} again` });
}

/** CR 702.103f — a bestowed Aura whose object left the battlefield is unattached: it ceases to be bestowed at once. */
export function bestowedBecameUnattached(g: Game, o: GameObject): void {
  if (o.bestowed && !o.phasedOut) ceaseToBeBestowed(g, o.id, '702.103f', 'becomes unattached');
}

/** CR 702.103g — a bestowed Aura that phases in unattached ceases to be bestowed. */
export function bestowedPhasedIn(g: Game, id: ObjectId): void {
  const o = g.s.objects[id];
  if (o.bestowed && !o.attachedTo) ceaseToBeBestowed(g, id, '702.103g', 'phases in unattached');
}

/**
 * CR 702.103e, 608.3b — as a bestowed Aura spell begins resolving, if its target is illegal it ceases to be
 * bestowed and goes on resolving as a creature spell (it isn't countered).
 */
export function bestowedSpellResolves(g: Game, id: ObjectId): void {
  const o = g.s.objects[id];
  if (!o.bestowed) return;
  const t = o.choices?.targets[0]?.[0];
  const spec = auraTarget(characteristics(g, id));
  if (t && spec && isLegalTarget(g, spec, t, o.controller, id, 0, id)) return;
  ceaseToBeBestowed(g, id, '702.103e', 'has an illegal target as it begins to resolve');
}
