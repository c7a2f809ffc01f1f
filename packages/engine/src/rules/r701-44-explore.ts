import type { Ref } from '../cards/definition';
import type { Answer } from '../decisions';
import { actionError } from '../errors';
import { refObjects, type EffectContext } from '../effects/context';
import { applyCounters, type CounterEvent } from '../effects/counters';
import { replacementOrder, type EffectResult } from '../effects/shared';
import { emit, nameOf, playerName, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';
import { moveObject } from './r400-zones';
import { fireTrigger } from './r603-triggers';
import { characteristics } from './r613-characteristics';
import type { ReplaceableEvent } from './r614-events';

/**
 * CR 701.44a–c — a permanent explores: its controller reveals the top card of their library; a land card goes into
 * their hand; otherwise a +1/+1 counter is put on the exploring permanent and the player may put the revealed card
 * into their graveyard (a decision, asked before the counter and the card move, which then happen in that order; the
 * choice is kept in `ctx.picked` while a 616.1 decision on those events pends). A permanent that has left explores
 * all the same, its last known information saying who controlled it (701.44c; it gets no counter). Afterwards it has
 * explored (701.44b), even if nothing could be revealed: "whenever ... explores" abilities trigger.
 * @simplification Several permanents told to explore at once (701.44d: each "each creature ... explores") aren't read;
 * the compiler gives one permanent.
 */
export function explore(g: Game, ctx: EffectContext, what: Ref, answer: Answer | undefined): EffectResult {
  const explorer: ObjectId | undefined = what === 'self' ? ctx.source : refObjects(g, ctx, what)[0];
  const here = explorer !== undefined && g.s.objects[explorer]?.zone === 'battlefield';
  const p = here ? characteristics(g, explorer).controller : explorer !== undefined ? g.s.lki[explorer]?.controller : undefined;
  if (explorer === undefined || !p) return 'done';
  const name = here ? nameOf(g, explorer) : g.s.lki[explorer].name;
  const top = g.s.players[p].library[0];
  const land = top !== undefined && characteristics(g, top).types.includes('Land');
  if (top !== undefined && !answer && !ctx.picked) {
    emit(g, { kind: 'reveal', rules: ['701.44a', '701.20a'], player: p, object: top, text: `${playerName(g, p)} reveals ${nameOf(g, top)} (${name} explores)` });
  }
  if (top !== undefined && !land && !ctx.picked) {
    if (!answer) {
      g.s.pending = {
        id: g.s.seq, player: p, rule: '701.44a', prompt: `${playerName(g, p)}: ${name} explores — put ${nameOf(g, top)} into your graveyard?`,
        kind: 'chooseOption', options: ['graveyard', 'keep on top'], suggested: 1,
      };
      return 'paused';
    }
    if (answer.kind !== 'chooseOption' || (answer.choice !== 0 && answer.choice !== 1)) return actionError('illegal-choice', '701.44a', 'choose graveyard (1) or keep on top (2)');
    g.s.pending = null;
    ctx.picked = [{ player: p, objects: answer.choice === 0 ? [top] : [] }];
  }
  const toGraveyard = ctx.picked?.[0]?.objects ?? [];
  const counters: CounterEvent[] = here && top !== undefined && !land ? [{ kind: 'counters', object: explorer, counter: '+1/+1', n: 1 }] : [];
  const order = replacementOrder(g, ctx, [...counters, ...toGraveyard.map((object): ReplaceableEvent => ({ kind: 'toGraveyard', object, to: 'graveyard' }))]);
  if (order === 'paused') return order;
  if (land) {
    emit(g, { kind: 'explore', rules: ['701.44a'], player: p, text: `${playerName(g, p)} puts ${nameOf(g, top)} into their hand (a land)` });
    moveObject(g, top, 'hand');
  }
  applyCounters(g, ctx, counters, order, ['701.44a'], ' (explore)');
  for (const id of toGraveyard) {
    emit(g, { kind: 'explore', rules: ['701.44a'], player: p, text: `${playerName(g, p)} puts ${nameOf(g, id)} into their graveyard` });
    moveObject(g, id, 'graveyard', { replacementOrder: order });
  }
  emit(g, { kind: 'explore', rules: ['701.44b'], object: explorer, text: `${name} explores` });
  fireTrigger(g, { type: 'explores', object: explorer });
  return 'done';
}
