import { emit, nameOf, obj, player, playerName, type Game } from '../state/draft';
import { fireTrigger } from './r603-triggers';
import type { ObjectId, Target } from '../state/types';
import { characteristics, controllerOf, hasKeyword } from './r613-characteristics';
import { replaced, type ReplacementOrder } from './r614-events';
import { gainLife } from './r119-life';

/**
 * CR 120.3 — the results of damage dealt by `source` (an object id, possibly gone: last known
 * information is used, 608.2h): life loss for a player (120.3a), loyalty counters removed from a
 * planeswalker (120.3c), damage marked on a creature (120.3e); deathtouch (702.2b) and lifelink (702.15b).
 * The damage first goes through replacement and prevention effects (614, 615, protection 702.16e): what is
 * dealt is what is left of it, and prevented damage isn't dealt (615.6), so lifelink and deathtouch see only that.
 */
export function dealDamage(g: Game, source: ObjectId, wouldBeDealtTo: Target, wouldDeal: number, rules: string[], order?: ReplacementOrder): void {
  if (wouldDeal <= 0) return; // CR 120.8: 0 damage is not dealt
  const ev = replaced(g, { kind: 'damage', source, to: wouldBeDealtTo, amount: wouldDeal, combat: rules.includes('510.2') }, order);
  if (ev.kind !== 'damage' || ev.amount <= 0) return;
  const { amount, to } = ev; // 614.9: a redirection changes who is dealt the damage
  const sourceName = nameOf(g, source);
  const live = g.s.objects[source];
  const deathtouch = live ? hasKeyword(g, source, 'deathtouch') : false;
  const lifelink = live ? hasKeyword(g, source, 'lifelink') : false;
  const sourceController = live ? controllerOf(g, source) : g.s.lki[source]?.controller;
  if ('player' in to) {
    const p = player(g, to.player);
    p.life -= amount;
    emit(g, { kind: 'damage', rules: [...rules, '120.3a'], player: to.player, object: source, text: `${sourceName} deals ${amount} damage to ${playerName(g, to.player)} (life ${p.life})` });
    if (rules.includes('510.2') && live) fireTrigger(g, { type: 'dealsCombatDamageToPlayer', object: source, player: to.player, amount });
  } else {
    const id = to.object;
    const c = characteristics(g, id);
    const name = c.name;
    if (c.types.includes('Planeswalker')) {
      const w = obj(g, id);
      w.counters.loyalty = Math.max(0, (w.counters.loyalty ?? 0) - amount);
      emit(g, { kind: 'damage', rules: [...rules, '120.3c'], object: id, text: `${sourceName} deals ${amount} damage to ${name}` });
    }
    if (c.types.includes('Creature')) {
      const w = obj(g, id);
      w.damage += amount;
      if (deathtouch) w.deathtouchDamage = true;
      emit(g, { kind: 'damage', rules: [...rules, '120.3e'], object: id, text: `${sourceName} deals ${amount} damage to ${name}` });
    }
  }
  if (lifelink && sourceController) gainLife(g, sourceController, amount, ['702.15b'], order); // 616.1: asked with the damage (`replacementDecision`)
}
