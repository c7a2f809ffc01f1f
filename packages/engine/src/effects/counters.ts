import type { Answer } from '../decisions';
import type { Effect } from '../cards/definition';
import { countersPut } from '../rules/r122-counters';
import { fireTrigger } from '../rules/r603-triggers';
import { characteristics } from '../rules/r613-characteristics';
import { replaced, type ReplaceableEvent, type ReplacementOrder } from '../rules/r614-events';
import { loreCountersPut } from '../rules/r714-sagas';
import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';
import { amountOf, controlledMatching, type EffectContext } from './context';
import { chooseOne, replacementOrder, type EffectResult } from './shared';

/** Counters about to be put on a permanent, one event per kind (614.16). */
export type CounterEvent = Extract<ReplaceableEvent, { kind: 'counters' }>;

/**
 * CR 122.1, 122.6, 614.16 — puts counters on permanents: the events pass through replacement effects (their order
 * asked where it matters, 616.1), then each kind is put on at once; lore counters may trigger chapters (714.2b).
 * `rules` are the rules of the instruction, `note` ends each log line.
 */
export function putCounters(g: Game, ctx: EffectContext, events: CounterEvent[], rules: string[], note = ''): EffectResult {
  const order = replacementOrder(g, ctx, events);
  if (order === 'paused') return order;
  applyCounters(g, ctx, events, order, rules, note);
  return 'done';
}

/** `putCounters` once the order of replacement effects is known (for an instruction with other events too: explore). */
export function applyCounters(g: Game, ctx: EffectContext, events: CounterEvent[], order: ReplacementOrder, rules: string[], note = ''): void {
  for (const would of events) {
    const id = would.object;
    const ev = replaced(g, would, order); // 614.16
    if (ev.kind !== 'counters' || ev.n <= 0) continue;
    const w = obj(g, id);
    const before = w.counters[ev.counter] ?? 0;
    w.counters[ev.counter] = before + ev.n;
    emit(g, { kind: 'counters', rules: [...rules, '122.1'], object: id, text: `${ev.n} ${ev.counter} counter(s) are put on ${nameOf(g, id)}${note}` });
    if (w.zone !== 'battlefield') continue;
    if (ev.counter === 'lore') loreCountersPut(g, id, before); // 714.2b
    countersPut(g, id, ev.counter, ev.n, ctx.controller); // 122.6
  }
}

/** The ability's source while it is a permanent (an instruction about "this permanent" does nothing once it has left, 400.7). */
function sourcePermanent(g: Game, ctx: EffectContext): string | null {
  return g.s.objects[ctx.source]?.zone === 'battlefield' ? ctx.source : null;
}

/**
 * Counters on one creature the controller chooses among `options` (a decision when there are several), kept in
 * `ctx.picked` (where it stays once the counters are on) while a 616.1 decision on the counters pends; `says` words
 * the choice for the log.
 */
function onChosen(g: Game, ctx: EffectContext, options: () => ObjectId[], rule: string, purpose: string, says: (id: ObjectId) => string, counter: string, n: number, answer: Answer | undefined): EffectResult {
  let picked = ctx.picked?.[0]?.objects[0];
  if (!picked) {
    const among = options();
    if (!among.length) return 'done';
    const chosen = chooseOne(g, ctx, ctx.controller, among, rule, purpose, answer);
    if (typeof chosen !== 'string' || chosen === 'paused') return chosen;
    picked = chosen;
    ctx.picked = [{ player: ctx.controller, objects: [picked] }];
    emit(g, { kind: 'choose', rules: [rule], player: ctx.controller, object: picked, text: says(picked) });
  }
  return putCounters(g, ctx, [{ kind: 'counters', object: picked, counter, n }], [rule], ` (${purpose.split(' ')[0]})`);
}

/**
 * CR 701.39a — "Bolster N": the controller chooses a creature they control with the least toughness (or tied
 * for it) and puts N +1/+1 counters on it; with none, nothing happens.
 */
function bolster(g: Game, ctx: EffectContext, n: number, answer: Answer | undefined): EffectResult {
  const p = ctx.controller;
  const toughness = (id: ObjectId) => characteristics(g, id).toughness ?? 0;
  const least = () => {
    const creatures = controlledMatching(g, { types: ['Creature'] }, p);
    const min = Math.min(...creatures.map(toughness));
    return creatures.filter((id) => toughness(id) === min);
  };
  return onChosen(g, ctx, least, '701.39a', `bolster ${n}: choose a creature with the least toughness`,
    (id) => `${playerName(g, p)} bolsters ${n}, choosing ${nameOf(g, id)} (toughness ${toughness(id)}, the least)`, '+1/+1', n, answer);
}

/**
 * CR 701.68a–c — "Blight N": the player puts N -1/-1 counters on a creature they control (their choice), which
 * becomes "the blighted creature" (`ctx.chosen`). With no creature, nothing happens (701.68b: "you may blight"
 * can't be chosen).
 */
function blight(g: Game, ctx: EffectContext, n: number, answer: Answer | undefined): EffectResult {
  const p = ctx.controller;
  const r = onChosen(g, ctx, () => controlledMatching(g, { types: ['Creature'] }, p), '701.68a', `blight ${n}: choose a creature you control`,
    (id) => `${playerName(g, p)} blights ${n}, choosing ${nameOf(g, id)}`, '-1/-1', n, answer);
  const blighted = ctx.picked?.[0]?.objects[0];
  if (r === 'done' && blighted) ctx.chosen.push(blighted); // 701.68c
  return r;
}

/** CR 701.46a — "Adapt N": if this permanent has no +1/+1 counters on it, N +1/+1 counters are put on it. */
function adapt(g: Game, ctx: EffectContext, n: number): EffectResult {
  const self = sourcePermanent(g, ctx);
  if (!self) return 'done';
  if ((g.s.objects[self].counters['+1/+1'] ?? 0) > 0) {
    emit(g, { kind: 'conditionFalse', rules: ['701.46a'], object: self, text: `${nameOf(g, self)} already has a +1/+1 counter, so it doesn't adapt` });
    return 'done';
  }
  return putCounters(g, ctx, [{ kind: 'counters', object: self, counter: '+1/+1', n }], ['701.46a'], ' (adapt)');
}

/**
 * CR 701.37a–c — "Monstrosity N": if this permanent isn't monstrous, N +1/+1 counters are put on it and it becomes
 * monstrous (701.37b: a designation of the permanent, not copiable, kept until it leaves), remembering N as the X its
 * other abilities refer to (701.37c). "When this becomes monstrous" abilities trigger.
 */
function monstrosity(g: Game, ctx: EffectContext, n: number): EffectResult {
  const self = sourcePermanent(g, ctx);
  if (!self) return 'done';
  if (g.s.objects[self].monstrous !== undefined) {
    emit(g, { kind: 'conditionFalse', rules: ['701.37a'], object: self, text: `${nameOf(g, self)} is already monstrous, so nothing happens` });
    return 'done';
  }
  const r = putCounters(g, ctx, [{ kind: 'counters', object: self, counter: '+1/+1', n }], ['701.37a'], ' (monstrosity)');
  if (r !== 'done') return r;
  obj(g, self).monstrous = n;
  emit(g, { kind: 'monstrous', rules: ['701.37a', '701.37b'], object: self, text: `${nameOf(g, self)} becomes monstrous` });
  fireTrigger(g, { type: 'becomesMonstrous', object: self });
  return 'done';
}

/** Keyword actions that put counters on a permanent: 701.39 bolster, 701.46 adapt, 701.37 monstrosity, 701.68 blight. */
export function counterAction(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'bolster' | 'adapt' | 'monstrosity' | 'blight' }>, answer: Answer | undefined): EffectResult {
  const n = Math.max(0, amountOf(g, ctx, e.n));
  if (e.do === 'bolster') return bolster(g, ctx, n, answer);
  if (e.do === 'blight') return blight(g, ctx, n, answer);
  return e.do === 'adapt' ? adapt(g, ctx, n) : monstrosity(g, ctx, n);
}
