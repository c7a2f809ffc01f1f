import type { AbilityDef } from '../cards/definition';
import { list, nameOf, type Game } from '../state/draft';
import type { DelayedTrigger, ObjectId, PlayerId } from '../state/types';

/**
 * CR 603.7a, 603.7c — a delayed triggered ability a keyword creates about one object (dash's return, unearth's exile,
 * rebound's cast): it refers to that object only, and a new object after a zone change isn't it (400.7).
 */
export function createDelayedAbout(g: Game, subject: ObjectId, controller: PlayerId, def: AbilityDef): void {
  g.s.delayed ??= []; // a state saved before delayed triggers existed
  list<DelayedTrigger>(g, { shared: 'delayed' }).push({
    id: `d${g.s.nextId++}`, source: subject, sourceName: nameOf(g, subject), controller, def, targets: [], subject, createdTurn: g.s.turn.number,
  });
}
