import { emit, nameOf, obj, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';

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
