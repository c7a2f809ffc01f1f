import type { Answer } from '../decisions';
import type { ActionError } from '../errors';
import { controlledMatching, type EffectContext } from '../effects/context';
import { chooseOne } from '../effects/shared';
import { emit, nameOf, playerName, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';

/**
 * CR 701.36a–b — to populate, the controller chooses a creature token they control (a decision when there are
 * several) and creates a token that's a copy of it; with no creature token, no token is created (null). The choice
 * is kept in `ctx.picked` while the token creation waits for a 616.1 decision.
 */
export function populateChoice(g: Game, ctx: EffectContext, answer: Answer | undefined): ObjectId | null | 'paused' | ActionError {
  const kept = ctx.picked?.[0]?.objects[0];
  if (kept && g.s.objects[kept]) return kept;
  const p = ctx.controller;
  const options = controlledMatching(g, { types: ['Creature'], token: true }, p);
  if (!options.length) {
    emit(g, { kind: 'populate', rules: ['701.36b'], player: p, text: `${playerName(g, p)} controls no creature token, so populating creates no token` });
    return null;
  }
  const picked = chooseOne(g, ctx, p, options, '701.36a', 'populate: choose a creature token you control', answer);
  if (typeof picked !== 'string' || picked === 'paused') return picked;
  ctx.picked = [{ player: p, objects: [picked] }];
  emit(g, { kind: 'populate', rules: ['701.36a'], player: p, object: picked, text: `${playerName(g, p)} populates, choosing ${nameOf(g, picked)}` });
  return picked;
}
