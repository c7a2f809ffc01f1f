import type { Amount, Ref } from '../cards/definition';
import type { Answer } from '../decisions';
import { amountOf, refObjects, type EffectContext } from '../effects/context';
import { putCounters } from '../effects/counters';
import { ask, chosenObjects, replacementOrder, type EffectResult } from '../effects/shared';
import { emit, nameOf, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';
import { discardCard, drawCards } from './r121-drawing';
import { characteristics } from './r613-characteristics';
import type { ReplaceableEvent } from './r614-events';

/**
 * CR 701.50a–c, 701.50e — a permanent connives [N]: its controller draws N cards (one by default), then discards N
 * cards (their choice, 701.9a), then puts a +1/+1 counter on it for each nonland card discarded this way. A permanent
 * that has left connives all the same, its last known information saying who controlled it (701.50c; no counters).
 * It has connived afterwards (701.50b) even if some of that was impossible. Each part happens once: `ctx.picked` keeps
 * how far it got (after the draw: one entry; the cards chosen: two; the nonland cards discarded: three) while a
 * decision (which cards, or a 616.1 order) pends.
 * @simplification Several permanents told to connive at once (701.50d) aren't read; the compiler gives one permanent.
 */
export function connive(g: Game, ctx: EffectContext, what: Ref, n: Amount, answer: Answer | undefined): EffectResult {
  const conniver: ObjectId | undefined = what === 'self' ? ctx.source : refObjects(g, ctx, what)[0];
  const here = (id: ObjectId) => g.s.objects[id]?.zone === 'battlefield';
  const p = conniver === undefined ? undefined : here(conniver) ? characteristics(g, conniver).controller : g.s.lki[conniver]?.controller;
  if (conniver === undefined || !p) return 'done';
  const count = Math.max(0, amountOf(g, ctx, n));
  const rules = count === 1 ? ['701.50a'] : ['701.50a', '701.50e'];
  const stage = [...(ctx.picked ?? [])];
  if (!stage.length) {
    const order = replacementOrder(g, ctx, Array.from({ length: count }, (): ReplaceableEvent => ({ kind: 'draw', player: p, n: 1 })));
    if (order === 'paused') return order;
    drawCards(g, p, count, rules, order);
    ctx.replacementOrder = undefined; // 616.1: the draws' choices are used up
    stage.push({ player: p, objects: [] });
  }
  if (stage.length === 1) {
    const hand = g.s.players[p].hand;
    let chosen = [...hand];
    if (hand.length > count) {
      if (!answer || g.s.pending?.kind !== 'chooseObjects') {
        ctx.picked = stage;
        return ask(g, ctx, p, '701.50a', `connive: discard ${count} card(s)`, [...hand], count, count, false);
      }
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      g.s.pending = null;
      chosen = picked;
    }
    stage.push({ player: p, objects: chosen });
  }
  if (stage.length === 2) {
    const cards = stage[1].objects.filter((id) => g.s.objects[id]?.zone === 'hand');
    ctx.picked = stage;
    const order = replacementOrder(g, ctx, cards.map((object): ReplaceableEvent => ({ kind: 'toGraveyard', object, to: 'graveyard' })));
    if (order === 'paused') return order;
    const nonland = cards.filter((id) => !characteristics(g, id).types.includes('Land'));
    for (const id of cards) discardCard(g, id, rules, order);
    ctx.replacementOrder = undefined;
    stage.push({ player: p, objects: nonland });
  }
  ctx.picked = stage;
  const nonland = stage[2].objects.length;
  if (nonland && here(conniver)) {
    const r = putCounters(g, ctx, [{ kind: 'counters', object: conniver, counter: '+1/+1', n: nonland }], rules, ' (connive)');
    if (r !== 'done') return r;
  }
  const name = here(conniver) ? nameOf(g, conniver) : g.s.lki[conniver].name;
  emit(g, { kind: 'connive', rules: ['701.50b'], object: conniver, text: `${name} connives (${nonland} nonland card(s) discarded)` });
  return 'done';
}
