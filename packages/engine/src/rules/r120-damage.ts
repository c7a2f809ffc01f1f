import { emit, nameOf, obj, player, playerName, type Game } from '../state/draft';
import { gainLife } from './r119-life';
import { fireTrigger } from './r603-triggers';
import type { ObjectId, Target } from '../state/types';
import { characteristics, controllerOf, hasKeyword } from './r613-characteristics';
import { protectedFrom } from './r702-keywords';

/**
 * CR 120.3 — the results of damage dealt by `source` (an object id, possibly gone: last known
 * information is used, 608.2h): life loss for a player (120.3a), loyalty counters removed from a
 * planeswalker (120.3c), damage marked on a creature (120.3e); deathtouch (702.2b) and lifelink (702.15b).
 */
export function dealDamage(g: Game, source: ObjectId, to: Target, amount: number, rules: string[]): void {
  if (amount <= 0) return; // CR 120.8: 0 damage is not dealt
  const preventable = !g.s.effects.some((e) => e.mod.kind === 'noPrevention'); // 615.12
  if (preventable && 'object' in to && g.s.objects[to.object] && protectedFrom(g, to.object, source)) {
    emit(g, { kind: 'prevent', rules: [...rules, '702.16e'], object: to.object, text: `${amount} damage ${nameOf(g, source)} would deal to ${nameOf(g, to.object)} is prevented (protection)` });
    return;
  }
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
  if (lifelink && sourceController) {
    gainLife(g, sourceController, amount, ['702.15b'], 'lifelink', ' (lifelink)');
  }
}
