import type { AbilityDef, KeywordAbility } from '../cards/definition';
import { formatManaCost } from '../mana/symbols';
import { nameOf, type Game } from '../state/draft';
import type { Modification } from '../state/types';
import { copiableValues } from './r613-characteristics';
import type { LayerEffect } from './r613-layers';

type ActivatedDef = Extract<AbilityDef, { kind: 'activated' }>;

/**
 * CR 702.151a — "Reconfigure [cost]" represents two activated abilities: "[Cost]: Attach this permanent to another
 * target creature you control. Activate only as a sorcery." and (the instance with `unattach`) "[Cost]: Unattach
 * this permanent. Activate only if this permanent is attached to a creature and only as a sorcery." A card's
 * definition lists the keyword twice, once for each (the compiler reads "Reconfigure {2}" so).
 */
export function reconfigureAbility(ab: KeywordAbility): ActivatedDef | null {
  if (!ab.cost) return null;
  const cost = formatManaCost(ab.cost);
  if (ab.unattach) {
    return {
      kind: 'activated', text: `Reconfigure ${cost} (${cost}: Unattach this. Reconfigure only if attached to a creature and only as a sorcery.)`,
      cost: { mana: ab.cost, onlyIf: { kind: 'selfAttachedToCreature' } }, targets: [], effects: [{ do: 'unattach', what: 'self' }], sorcerySpeed: true,
    };
  }
  return {
    kind: 'activated', text: `Reconfigure ${cost} (${cost}: Attach to another target creature you control. Reconfigure only as a sorcery.)`,
    cost: { mana: ab.cost }, targets: [{ kind: 'permanent', filter: { types: ['Creature'], controller: 'you', other: true } }],
    effects: [{ do: 'attach', what: 'self', to: { target: 0 } }], sorcerySpeed: true,
  };
}

/** CR 702.151b — it stops being a creature (layer 4; 205.1a: with its creature types). */
const NOT_A_CREATURE: Modification[] = [{ kind: 'removeTypes', types: ['Creature'] }];

/**
 * CR 702.151b — an Equipment with reconfigure attached to a creature stops being a creature until it becomes
 * unattached, with the timestamp of its attachment (701.3c).
 * @simplification Whether it has reconfigure is read from its copiable values (an effect removing its abilities
 * after it was attached doesn't make it a creature again, as the rules say; one granting reconfigure is not seen).
 */
export function reconfiguredEffects(g: Game): LayerEffect[] {
  const out: LayerEffect[] = [];
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (!o.attachedTo || g.s.objects[o.attachedTo]?.zone !== 'battlefield') continue;
    const c = copiableValues(g, o);
    if (!c.subtypes.includes('Equipment') || !c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'reconfigure')) continue;
    out.push({
      key: `${id}:reconfigured`, timestamp: o.timestamp, source: id, controller: o.controller, mods: NOT_A_CREATURE, affected: [id],
      label: () => `${nameOf(g, id)} is attached: it isn't a creature (reconfigure, 702.151b)`,
    });
  }
  return out;
}
