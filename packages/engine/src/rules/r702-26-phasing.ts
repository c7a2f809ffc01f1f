import { emit, nameOf, obj, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { ceaseToExist, removeFromCombat } from './r400-zones';
import { controllerOf, hasKeyword } from './r613-characteristics';
import { createPrepareCopy } from './r722-prepare';
import { bestowedPhasedIn } from './r702-103-bestow';

/**
 * CR 702.26b, 702.26g — a permanent phases out: it is treated as though it doesn't exist, it is removed from
 * combat, and what is attached to it phases out with it ("indirectly"). It doesn't change zones (702.26d).
 * A prepared permanent stays prepared, but its copy no longer remains in exile (722.3c).
 */
export function phaseOut(g: Game, id: ObjectId, rules: string[]): void {
  const o = g.s.objects[id];
  if (!o || o.zone !== 'battlefield' || o.phasedOut) return;
  const under = controllerOf(g, id);
  if (g.s.turn.combat) removeFromCombat(g, id);
  const w = obj(g, id);
  w.phasedOut = true;
  w.phasedOutUnder = under;
  emit(g, { kind: 'phaseOut', rules: [...rules, '702.26b'], object: id, text: `${nameOf(g, id)} phases out` });
  for (const other of g.s.battlefield) {
    const a = g.s.objects[other];
    if (a.attachedTo !== id || a.phasedOut) continue;
    const wa = obj(g, other);
    wa.phasedOut = true;
    wa.phasedOutIndirectly = true;
    emit(g, { kind: 'phaseOut', rules: ['702.26g'], object: other, text: `${nameOf(g, other)} phases out with it (indirectly)` });
  }
  if (o.prepared && o.preparedCopy && g.s.objects[o.preparedCopy]?.zone === 'exile') {
    const copy = o.preparedCopy;
    delete obj(g, id).preparedCopy;
    ceaseToExist(g, copy, ['722.3c', '702.26b'], `${nameOf(g, id)} phased out`);
  }
}

/**
 * CR 502.1, 702.26a, 702.26c, 702.26g — in the active player's untap step, simultaneously, the phased-in
 * permanents with phasing they control phase out and the permanents that phased out under their control phase
 * in, with what phased out indirectly with them. A permanent that phases in prepared gets a new copy of its
 * prepare spell (722.3c).
 */
export function phasingStep(g: Game, active: PlayerId): void {
  const out = g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && controllerOf(g, id) === active && hasKeyword(g, id, 'phasing'));
  const back = g.s.battlefield.filter((id) => {
    const o = g.s.objects[id];
    return o.phasedOut && !o.phasedOutIndirectly && o.phasedOutUnder === active;
  });
  for (const id of out) phaseOut(g, id, ['502.1', '702.26a']);
  for (const id of back) phaseIn(g, id);
}

function phaseIn(g: Game, id: ObjectId): void {
  const w = obj(g, id);
  w.phasedOut = false;
  delete w.phasedOutUnder;
  emit(g, { kind: 'phaseIn', rules: ['502.1', '702.26c'], object: id, text: `${nameOf(g, id)} phases in` });
  for (const other of g.s.battlefield) {
    const a = g.s.objects[other];
    if (a.attachedTo !== id || !a.phasedOutIndirectly) continue;
    const wa = obj(g, other);
    wa.phasedOut = false;
    delete wa.phasedOutIndirectly;
    emit(g, { kind: 'phaseIn', rules: ['702.26g'], object: other, text: `${nameOf(g, other)} phases in with it` });
  }
  bestowedPhasedIn(g, id); // 702.103g
  if (g.s.objects[id].prepared) createPrepareCopy(g, id, ['722.3c', '702.26c'], 'phases in prepared');
}
