import type { Answer } from '../decisions';
import { amountOf, controlledMatching, type EffectContext } from '../effects/context';
import { putCounters } from '../effects/counters';
import { addEffect, chooseOne, type EffectResult } from '../effects/shared';
import { emit, nameOf, playerName, type Game } from '../state/draft';
import type { Amount } from '../cards/definition';
import { characteristics } from './r613-characteristics';

/**
 * CR 701.47a–c — amass [subtype] N, after the Army token its first part created if the player controlled no Army
 * creature (the compiler gives that part as a `createToken` with its condition): the player chooses an Army creature
 * they control (a decision when there are several), puts N +1/+1 counters on it, and if it isn't a [subtype] it
 * becomes one in addition to its other types (613.1d, indefinitely). Having no Army to choose, nothing more happens;
 * the player has amassed all the same (701.47b). The chosen Army is "the Army you amassed" (701.47c: `ctx.chosen`),
 * kept in `ctx.picked` while a 616.1 decision on the counters pends.
 */
export function amass(g: Game, ctx: EffectContext, subtype: string, n: Amount, answer: Answer | undefined): EffectResult {
  const p = ctx.controller;
  let army = ctx.picked?.[0]?.objects[0];
  if (!army) {
    const options = controlledMatching(g, { types: ['Creature'], subtypes: ['Army'] }, p);
    if (!options.length) {
      emit(g, { kind: 'amass', rules: ['701.47b'], player: p, text: `${playerName(g, p)} amasses, with no Army creature to choose` });
      return 'done';
    }
    const picked = chooseOne(g, ctx, p, options, '701.47a', 'amass: choose an Army creature you control', answer);
    if (typeof picked !== 'string' || picked === 'paused') return picked;
    army = picked;
    ctx.picked = [{ player: p, objects: [army] }];
    emit(g, { kind: 'amass', rules: ['701.47a'], player: p, object: army, text: `${playerName(g, p)} amasses ${subtype}s, choosing ${nameOf(g, army)}` });
  }
  const r = putCounters(g, ctx, [{ kind: 'counters', object: army, counter: '+1/+1', n: Math.max(0, amountOf(g, ctx, n)) }], ['701.47a'], ' (amass)');
  if (r !== 'done') return r;
  if (!characteristics(g, army).subtypes.includes(subtype)) {
    addEffect(g, ctx, [army], { kind: 'addTypes', types: [], subtypes: [subtype] }, ['701.47a', '613.1d'], `${nameOf(g, army)} becomes a ${subtype} in addition to its other types (amass)`, 'permanent');
  }
  ctx.chosen.push(army); // 701.47c
  return 'done';
}
