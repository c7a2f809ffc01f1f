import { emit, nameOf, obj, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { recordCountersPut } from '../state/turn-history';
import { fireTrigger } from './r603-triggers';

/**
 * CR 122.1d — stun counters: "If a permanent with a stun counter on it would become untapped, instead remove a
 * stun counter from it." Every untap of a tapped permanent (the untap step, 502.3; an effect, 701.26b) goes
 * through `untapPermanent`, so the replacement applies wherever it untaps.
 * @simplification It is the only replacement effect on untapping the engine knows, so no order is chosen (616.1).
 */
export function untapPermanent(g: Game, id: ObjectId, rules: string[], text: string): boolean {
  const o = obj(g, id);
  if ((o.counters.stun ?? 0) > 0) {
    if (--o.counters.stun === 0) delete o.counters.stun;
    emit(g, { kind: 'stun', rules: ['122.1d'], object: id, text: `${nameOf(g, id)} stays tapped: a stun counter is removed from it instead` });
    return false;
  }
  o.tapped = false;
  if (text) emit(g, { kind: 'untap', rules, object: id, text });
  return true;
}

/**
 * CR 122.6, 122.6a — `n` counters of a kind were put on permanent `id` by `player` (by an effect, or as it entered
 * with them: its controller puts those): the turn remembers it ("if you put a counter on this creature this
 * turn"), and "whenever one or more <kind> counters are put on ~" abilities trigger, once for the event.
 */
export function countersPut(g: Game, id: ObjectId, counter: string, n: number, player: PlayerId): void {
  if (n <= 0) return;
  recordCountersPut(g, id, player);
  fireTrigger(g, { type: 'countersPut', object: id, counter, player });
}

/**
 * CR 122.1 — removes one counter of a kind from permanent `id`; false if it has none. Removing the last one triggers
 * "when the last <counter> counter is removed from this permanent" (vanishing, 702.63a).
 */
export function removeCounter(g: Game, id: ObjectId, counter: string, rules: string[], by: string): boolean {
  const o = obj(g, id);
  if (!(o.counters[counter] > 0)) return false;
  if (--o.counters[counter] === 0) delete o.counters[counter];
  emit(g, { kind: 'removeCounter', rules, object: id, text: `${by} removes a ${counter} counter from ${nameOf(g, id)}` });
  if (!o.counters[counter]) fireTrigger(g, { type: 'lastCounterRemoved', object: id, counter });
  return true;
}
