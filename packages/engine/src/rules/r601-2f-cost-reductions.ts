import type { ActivationCost, CostCount, ObjectFilter } from '../cards/definition';
import { stateConditionHolds } from '../effects/conditions';
import type { Game } from '../state/draft';
import type { ObjectId, PlayerId, Target } from '../state/types';
import type { ManaCost, PayableCost } from '../mana/types';
import { characteristics, matchesFilter, type Characteristics } from './r613-characteristics';
import { apnapOrder } from './r117-priority';
import { keywordInstances } from './r702-keywords';

/**
 * CR 601.2f — a spell's reductions of its own cost, by its static abilities ("This spell costs {3} less to cast
 * if it targets a tapped creature", "... if creatures you control have total toughness 10 or greater"; undaunted, 702.125a): they
 * apply as its total cost is determined, after its targets were chosen (601.2c). `targets` null: the targets
 * are not chosen yet (listing what may be cast): a reduction that depends on them applies if some possible
 * target (`possible`) would satisfy it.
 */
export function selfCostReductions(g: Game, p: PlayerId, spell: ObjectId, c: Characteristics, targets: Target[] | null, possible: () => Target[]): ManaCost[] {
  const out: ManaCost[] = [];
  for (const ab of c.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'selfCostReduction') continue;
    const fx = ab.effect;
    if (fx.if && !stateConditionHolds(g, fx.if, p, spell)) continue;
    const f = fx.ifTargets;
    if (f && !(targets ?? possible()).some((t) => 'object' in t && targetMatches(g, t.object, f, p, spell))) continue;
    const n = fx.perCount ? countFor(g, p, spell, fx.perCount) : 1;
    for (let i = 0; i < n; i++) out.push(fx.reduction);
  }
  // CR 702.125a–c: undaunted, {1} less for each opponent who hasn't left the game; each instance applies.
  const opponents = apnapOrder(g).filter((q) => q !== p).length;
  const undaunted = opponents ? keywordInstances(c, 'undaunted').length : 0;
  for (let i = 0; i < undaunted; i++) out.push([{ kind: 'generic', amount: opponents }]);
  return out;
}

/**
 * CR 602.2b, 601.2f — an activated ability's reduction of its own cost ("costs {1} less to activate for each page
 * counter on this artifact"): the counters on its source as the total cost is determined.
 */
export function abilityReductions(g: Game, cost: ActivationCost, source: ObjectId): ManaCost[] {
  const per = cost.lessPerCounter;
  const n = per ? g.s.objects[source]?.counters[per.counter] ?? 0 : 0;
  return n > 0 ? [[{ kind: 'generic', amount: n * per!.generic }]] : [];
}

/**
 * CR 601.2f, 702.41a — how many objects a "for each" cost change counts for caster `p`: permanents matching on the
 * battlefield (the filter's controller seen from `p`), or cards matching in `p`'s graveyard.
 */
export function countFor(g: Game, p: PlayerId, source: ObjectId, cc: CostCount): number {
  const ids = cc.zone === 'battlefield' ? g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut) : g.s.players[p].graveyard;
  return ids.filter((id) => matchesFilter(characteristics(g, id), g.s.objects[id], cc.filter, p, source)).length;
}

/** Whether a chosen target is an object matching the filter (an attacking creature: 506.4). */
function targetMatches(g: Game, id: ObjectId, f: ObjectFilter, p: PlayerId, spell: ObjectId): boolean {
  const o = g.s.objects[id];
  return !!o && matchesFilter(characteristics(g, id), o, f, p, spell) && (!f.attacking || !!g.s.turn.combat?.attackers[id]);
}

/**
 * CR 118.7a–c — reduces a cost by an amount of mana: generic mana reduces the generic component; colored mana
 * reduces that color's component, and what exceeds it (or all of it, if the cost has none) the generic one.
 * Neither goes below nothing (601.2f).
 */
export function reduceCost(cost: PayableCost, by: ManaCost): PayableCost {
  const out = { ...cost, colored: { ...cost.colored } };
  for (const sym of by) {
    if (sym.kind === 'generic') out.generic = Math.max(0, out.generic - sym.amount);
    else if (sym.kind === 'color') {
      if (out.colored[sym.color] > 0) out.colored[sym.color]--;
      else out.generic = Math.max(0, out.generic - 1);
    }
  }
  return out;
}
