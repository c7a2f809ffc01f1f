import type { Effect } from '../cards/definition';
import { refObjects, refPlayers, type EffectContext } from '../effects/context';
import { addEffect, replacementOrder, type EffectResult } from '../effects/shared';
import { nameOf, playerName, type Game } from '../state/draft';
import { gainLife, loseLife } from './r119-life';
import { characteristics } from './r613-characteristics';

/**
 * CR 701.10a–d, 701.11a–c — doubling (`times` 2) or tripling (3) a creature's power and/or toughness: it gets +X/+Y
 * until end of turn (613.4c), X and Y being (times − 1) × its power and toughness as the effect resolves — a
 * negative value gives −X (701.10c, 701.11c). Doubling a player's life total: they gain or lose the life that makes
 * it twice its current value (701.10d), through replacement effects like any life gained or lost.
 * (Counters: `doubleCounters`, 701.10e.)
 */
export function multiply(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'multiply' }>): EffectResult {
  const rule = e.times === 2 ? '701.10' : '701.11';
  const verb = e.times === 2 ? 'doubles' : 'triples';
  if (e.of === 'life') {
    const players = refPlayers(g, ctx, e.what);
    const diff = players.map((p) => (e.times - 1) * g.s.players[p].life);
    const order = replacementOrder(g, ctx, players.map((p, i) => ({ kind: diff[i] >= 0 ? 'gainLife' : 'loseLife', player: p, amount: Math.abs(diff[i]) })));
    if (order === 'paused') return order;
    players.forEach((p, i) => (diff[i] >= 0 ? gainLife : loseLife)(g, p, Math.abs(diff[i]), ['701.10d'], order));
    return 'done';
  }
  for (const id of refObjects(g, ctx, e.what)) {
    const c = characteristics(g, id);
    const power = e.of === 'toughness' ? 0 : (e.times - 1) * (c.power ?? 0);
    const toughness = e.of === 'power' ? 0 : (e.times - 1) * (c.toughness ?? 0);
    const sign = (n: number) => (n < 0 ? `${n}` : `+${n}`);
    addEffect(g, ctx, [id], { kind: 'pt', power, toughness }, [`${rule}a`, `${rule}b`, ...(c.power! < 0 || c.toughness! < 0 ? [`${rule}c`] : []), '613.4c'],
      `${nameOf(g, ctx.source)} ${verb} ${nameOf(g, id)}'s ${e.of === 'pt' ? 'power and toughness' : e.of}: it gets ${sign(power)}/${sign(toughness)} until end of turn (${playerName(g, ctx.controller)})`);
  }
  return 'done';
}
