import { emit, nameOf, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { moveObject } from './r400-zones';
import type { ReplacementOrder } from './r614-events';

/**
 * CR 701.21a — to sacrifice a permanent, its controller `p` moves it from the battlefield directly to its owner's
 * graveyard; it isn't destroyed, so regeneration can't replace it (a graveyard replacement such as Rest in Peace
 * still can, in `moveObject`). `rules` names why it is sacrificed (a cost, an effect, a state-based action);
 * `why`, if given, is added to the log line; `order` holds 616.1 choices for the move.
 */
export function sacrificePermanent(g: Game, p: PlayerId, id: ObjectId, rules: string[], why?: string, order?: ReplacementOrder): void {
  emit(g, { kind: 'sacrifice', rules: [...rules, '701.21a'], player: p, object: id, text: `${playerName(g, p)} sacrifices ${nameOf(g, id)}${why ? ` (${why})` : ''}` });
  moveObject(g, id, 'graveyard', order ? { replacementOrder: order } : {});
}
