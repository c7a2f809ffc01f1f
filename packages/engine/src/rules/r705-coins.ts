import type { EffectContext } from '../effects/context';
import type { EffectResult } from '../effects/shared';
import { emit, playerName, type Game } from '../state/draft';
import { randomInt } from '../state/rng';

/**
 * CR 705.1, 705.2 — "Flip N coins" for an effect that cares only about heads or tails: no call, nobody wins or
 * loses; the seeded RNG (in the state) flips each coin. The heads are kept for "the number of coins that came up
 * heads" later in the resolution (608.2c).
 */
export function flipCoins(g: Game, ctx: EffectContext, n: number): EffectResult {
  const p = ctx.controller;
  const results = Array.from({ length: n }, () => randomInt(g.s.rng, 2) === 0);
  const heads = results.filter(Boolean).length;
  emit(g, { kind: 'coinFlip', rules: ['705.2'], player: p, text: `${playerName(g, p)} flips ${n} coin(s): ${results.map((h) => (h ? 'heads' : 'tails')).join(', ')} (${heads} heads)` });
  ctx.thisWay = { ...ctx.thisWay, heads };
  return 'done';
}
