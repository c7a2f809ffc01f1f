import { usablePool } from './r106-6-mana-restrictions';
import { isDetained } from './r701-35-detain';
import type { PriorityOption } from '../decisions';
import { stateConditionHolds } from '../effects/conditions';
import { obj, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { hasSorceryTiming } from './r500-turn';
import { nonManaCostProblem, tapsForMana } from './r605-mana-abilities';
import { isCostError, toPayableCost } from '../mana/announce';
import { findPayment, suggestChoices, type ManaOption } from '../mana/finder';
import type { ActivationCost } from '../cards/definition';
import { abilityReductions, reduceCost } from './r601-2f-cost-reductions';
import { forbiddenBy } from './r201-names';
import { characteristics, controllerOf } from './r613-characteristics';
import { activatedDef, activationZone } from './r702-keywords';
import { splitSecondForbids } from './r702-61-split-second';
import { exhausted } from './r702-177-exhaust';
import { isLoyaltyAbility, loyaltyProblem } from './r606-loyalty';
import { legalTargets, suggestTargets } from './r115-targets';

/**
 * CR 602.1, 602.5 — the activated abilities of permanents `p` controls, and of cards in `p`'s hand that
 * function there (cycling, 702.29a), that may be activated now. Mana abilities are listed with `mana: true` (605.3a).
 * An ability with a mana cost is listed only if that cost could be paid (its hybrid/Phyrexian symbols as
 * the payment finder suggests, X = 0) with `all`, `p`'s mana options.
 */
export function activatableOptions(g: Game, p: PlayerId, all: ManaOption[]): PriorityOption[] {
  const out: PriorityOption[] = [];
  const sorceryTime = hasSorceryTiming(g, p);
  const splitSecond = !!splitSecondForbids(g, 'activate');
  const battlefield = g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && controllerOf(g, id) === p);
  for (const id of [...battlefield, ...g.s.players[p].hand, ...g.s.players[p].graveyard]) {
    characteristics(g, id).abilities.forEach((raw, ability) => {
      const ab = activatedDef(raw);
      if (!ab || activationZone(ab) !== g.s.objects[id].zone) return;
      if (ab.sorcerySpeed && !sorceryTime) return;
      if (isLoyaltyAbility(ab) && loyaltyProblem(g, p, id, ab)) return;
      if (ab.cost.onlyIf && !stateConditionHolds(g, ab.cost.onlyIf, p, id)) return; // 602.5b
      if (ab.cost.onceEachTurn && activatedThisTurn(g, id, ability)) return; // 602.5b
      if (ab.cost.onceOnly && exhausted(g, id, ability)) return; // 702.177a
      if (!ab.manaAbility && forbiddenBy(g, characteristics(g, id).name, 'cantActivateChosen')) return; // Pithing Needle (101.2)
      if (g.s.objects[id].zone === 'battlefield' && isDetained(g, id)) return; // 701.35a
      if (!ab.manaAbility && splitSecond) return; // 702.61a
      if (nonManaCostProblem(g, id, ab)) return;
      if (ab.cost.mana && !ab.manaAbility && !payable(g, p, ab.cost, id, all)) return;
      // CR 602.2b, 601.2c — an ability whose target words can't all be given a legal target can't be activated.
      if (!ab.manaAbility && ab.targets.length && !suggestTargets(ab.targets, ab.targets.map((spec) => legalTargets(g, spec, p, id)))) return;
      out.push({ kind: 'activate', object: id, ability, mana: !!ab.manaAbility });
    });
  }
  return out;
}

/** CR 602.2b — whether `p` could pay an activation cost's mana (with its reductions) and life from the mana options `all`. */
function payable(g: Game, p: PlayerId, ab: ActivationCost, source: ObjectId, all: ManaOption[]): boolean {
  const cost = ab.mana ?? [];
  // 602.2b, 601.2g: a {T} cost can't be paid by a permanent tapped for mana first.
  const sources = ab.tap ? all.filter((o) => o.source !== source || !tapsForMana(g, o)) : all;
  const pool = usablePool(g.s.players[p].manaPool, null); // 106.6
  const full = toPayableCost(cost, suggestChoices(cost, 0, pool, sources) ?? {}, 0);
  if (isCostError(full)) return false;
  const total = abilityReductions(g, ab, source).reduce(reduceCost, full); // 602.2b, 601.2f
  return total.life <= g.s.players[p].life && findPayment(total, pool, sources) !== null;
}

/** CR 602.5b — whether the "Activate only once each turn" ability `ability` of `id` was activated this turn. */
export function activatedThisTurn(g: Game, id: ObjectId, ability: number): boolean {
  const once = g.s.objects[id].activatedOnce;
  return !!once && once.turn === g.s.turn.number && once.abilities.includes(ability);
}

/** CR 602.5b — notes the activation of an "Activate only once each turn" ability (the restriction stays with the object). */
export function noteActivatedOnce(g: Game, id: ObjectId, ability: number): void {
  const once = g.s.objects[id].activatedOnce;
  const earlier = once && once.turn === g.s.turn.number ? once.abilities : [];
  obj(g, id).activatedOnce = { turn: g.s.turn.number, abilities: [...earlier, ability] };
}
