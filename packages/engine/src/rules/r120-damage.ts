import { recordLifeLost } from '../state/turn-history';
import { emit, nameOf, obj, player, playerName, type Game } from '../state/draft';
import { fireTrigger } from './r603-triggers';
import type { ObjectId, Target } from '../state/types';
import { characteristics, controllerOf, hasKeywordAbility } from './r613-characteristics';
import type { AbilityDef } from '../cards/definition';
import { replaced, type ReplacementOrder } from './r614-events';
import { gainLife } from './r119-life';
import { givePoison } from './r122-1f-poison';
import { recordCombatDamageToPlayer, recordDamageToPlayer } from '../state/turn-history';

/**
 * CR 120.3 — the results of damage dealt by `source` (an object id, possibly gone: last known
 * information is used, 608.2h, 702.90d, 702.80b): life loss for a player (120.3a), or poison counters from a
 * source with infect (120.3b, 702.90b); loyalty counters removed from a planeswalker (120.3c); -1/-1 counters
 * on a creature from a source with wither or infect (120.3d, 702.80a, 702.90c), else damage marked on it
 * (120.3e); deathtouch (702.2b), lifelink (120.3f, 702.15b) and toxic (120.3g, 702.164c).
 * The damage first goes through replacement and prevention effects (614, 615, protection 702.16e): what is
 * dealt is what is left of it, and prevented damage isn't dealt (615.6), so the keywords see only that.
 */
export function dealDamage(g: Game, source: ObjectId, wouldBeDealtTo: Target, wouldDeal: number, rules: string[], order?: ReplacementOrder): { to: Target; amount: number } | null {
  if (wouldDeal <= 0) return null; // CR 120.8: 0 damage is not dealt
  const combat = rules.includes('510.2');
  const ev = replaced(g, { kind: 'damage', source, to: wouldBeDealtTo, amount: wouldDeal, combat }, order);
  if (ev.kind !== 'damage' || ev.amount <= 0) return null;
  const { amount, to } = ev; // 614.9: a redirection changes who is dealt the damage
  const sourceName = nameOf(g, source);
  const live = g.s.objects[source];
  const abilities = sourceAbilities(g, source);
  const sourceController = live ? controllerOf(g, source) : g.s.lki[source]?.controller;
  if ('player' in to) {
    if (hasKeywordAbility(abilities, 'infect')) {
      emit(g, { kind: 'damage', rules: [...rules, '120.3b', '702.90b'], player: to.player, object: source, text: `${sourceName} deals ${amount} damage to ${playerName(g, to.player)} (infect)` });
      givePoison(g, to.player, amount, ['120.3b', '702.90b'], ` from ${sourceName}'s infect damage`);
    } else {
      const p = player(g, to.player);
      p.life -= amount;
      recordLifeLost(g, to.player, amount); // 119.3
      emit(g, { kind: 'damage', rules: [...rules, '120.3a'], player: to.player, object: source, text: `${sourceName} deals ${amount} damage to ${playerName(g, to.player)} (life ${p.life})` });
    }
    recordDamageToPlayer(g, to.player, amount);
    const toxic = combat ? totalToxicValue(abilities) : 0;
    givePoison(g, to.player, toxic, ['120.3g', '702.164c'], ` from ${sourceName}'s toxic`);
    if (combat && live) recordCombatDamageToPlayer(g, sourceController!, characteristics(g, source).subtypes); // 702.76a, 702.173a
    if (combat && live) fireTrigger(g, { type: 'dealsCombatDamageToPlayer', object: source, player: to.player, amount });
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
      if (hasKeywordAbility(abilities, 'deathtouch')) obj(g, id).deathtouchDamage = true;
      if (hasKeywordAbility(abilities, 'infect') || hasKeywordAbility(abilities, 'wither')) {
        // 120.3d: the damage is dealt, as -1/-1 counters (an event replacement effects on counters see, 614.16).
        const put = replaced(g, { kind: 'counters', object: id, counter: '-1/-1', n: amount }, order);
        const n = put.kind === 'counters' ? put.n : 0;
        if (put.kind === 'counters' && n > 0) {
          const w = obj(g, id);
          w.counters[put.counter] = (w.counters[put.counter] ?? 0) + n;
        }
        const rule = hasKeywordAbility(abilities, 'infect') ? '702.90c' : '702.80a';
        emit(g, { kind: 'damage', rules: [...rules, '120.3d', rule], object: id, text: `${sourceName} deals ${amount} damage to ${name} as ${n} -1/-1 counter(s) (${hasKeywordAbility(abilities, 'infect') ? 'infect' : 'wither'})` });
      } else {
        obj(g, id).damage += amount;
        emit(g, { kind: 'damage', rules: [...rules, '120.3e'], object: id, text: `${sourceName} deals ${amount} damage to ${name}` });
      }
    }
  }
  if (hasKeywordAbility(abilities, 'lifelink') && sourceController) gainLife(g, sourceController, amount, ['702.15b'], order); // 616.1: asked with the damage (`replacementDecision`)
  return { to, amount };
}

/**
 * CR 120.4a, 120.10 — the damage to permanent `id` from `source` beyond which damage is excess, judged before it is
 * dealt: for a creature, lethal damage (its toughness less the damage already marked on it, 120.6; at most 1 from a
 * source with deathtouch); for a planeswalker, its loyalty; the lesser for a permanent of both types (the greatest excess).
 * Null for a permanent of neither type.
 */
export function excessThreshold(g: Game, source: ObjectId, id: ObjectId): number | null {
  const c = characteristics(g, id);
  const o = g.s.objects[id];
  const deathtouch = sourceAbilities(g, source).some((a) => a.kind === 'keyword' && a.keyword === 'deathtouch');
  const limits = [
    ...(c.types.includes('Creature') ? [Math.min(deathtouch ? 1 : Infinity, Math.max(0, (c.toughness ?? 0) - o.damage))] : []),
    ...(c.types.includes('Planeswalker') ? [o.counters.loyalty ?? 0] : []),
  ];
  return limits.length ? Math.min(...limits) : null;
}

/** The abilities of a damage source, as it last existed if it has left its zone (608.2h). */
function sourceAbilities(g: Game, source: ObjectId): AbilityDef[] {
  return g.s.objects[source] ? characteristics(g, source).abilities : g.s.lki[source]?.abilities ?? [];
}

/** CR 702.164b — a creature's total toxic value: the sum of the N of its toxic abilities. */
function totalToxicValue(abilities: AbilityDef[]): number {
  return abilities.reduce((n, a) => n + (a.kind === 'keyword' && a.keyword === 'toxic' ? a.n ?? 0 : 0), 0);
}
