import type { EffectContext } from '../effects/context';
import { addEffect } from '../effects/shared';
import { nameOf, playerName, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';

/**
 * CR 701.35a — whether a permanent is detained: until the next turn of the controller of the spell or ability that
 * detained it, it can't attack or block and its activated abilities (mana abilities too) can't be activated.
 */
export function isDetained(g: Game, id: ObjectId): boolean {
  return g.s.effects.some((e) => e.mod.kind === 'detained' && e.affected.includes(id));
}

/** CR 701.35a, 611.2c — detains the permanents the effect means as it resolves, until its controller's next turn. */
export function detain(g: Game, ctx: EffectContext, ids: ObjectId[]): void {
  addEffect(g, ctx, ids, { kind: 'detained' }, ['701.35a'], `${ids.map((id) => nameOf(g, id)).join(' and ')} ${ids.length > 1 ? 'are' : 'is'} detained until ${playerName(g, ctx.controller)}'s next turn: no attacking, blocking or activating its abilities`, { untilTurnOf: ctx.controller });
}
