import { actionError, type ActionError } from '../errors';
import { emit, player, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { enterBattlefield } from './r614-replacement';
import { mayPlayFromElsewhere } from './r701-18-play';
import { characteristics } from './r613-characteristics';
import { hasSorceryTiming, isMainPhaseWithEmptyStack } from './r500-turn';

/** CR 305.1, 305.2 — lands a player may play now: their turn, a main phase, empty stack, no land played yet. */
export function playableLands(g: Game, p: PlayerId): ObjectId[] {
  if (!canPlayLandNow(g, p)) return [];
  const elsewhere = [...g.s.players[p].graveyard, ...g.s.exile].filter((id) => mayPlayFromElsewhere(g, p, g.s.objects[id])); // 701.18a
  return [...g.s.players[p].hand, ...elsewhere].filter((id) => characteristics(g, id).types.includes('Land'));
}

function canPlayLandNow(g: Game, p: PlayerId): boolean {
  return hasSorceryTiming(g, p) && g.s.players[p].landsPlayed < 1;
}

/** CR 305.1, 116.2a — playing a land is a special action: the land goes onto the battlefield. */
export function playLand(g: Game, p: PlayerId, id: ObjectId): ActionError | null {
  const o = g.s.objects[id];
  const permitted = !!o && mayPlayFromElsewhere(g, p, o); // 701.18a: "you may play that card this turn"
  if (!o || ((o.zone !== 'hand' || o.owner !== p) && !permitted)) return actionError('illegal-action', '305.1', 'you can play a land only from your hand');
  if (!characteristics(g, id).types.includes('Land')) return actionError('illegal-action', '305.1', 'that card is not a land');
  // CR 305.1: during a main phase of their own turn, with an empty stack; 305.2: normally one land per turn.
  if (g.s.turn.active !== p) return actionError('timing', '305.1', 'you can play a land only during your own turn');
  if (!isMainPhaseWithEmptyStack(g)) return actionError('timing', '305.1', 'you can play a land only in a main phase with an empty stack');
  if (g.s.players[p].landsPlayed >= 1) return actionError('illegal-action', '305.2', 'you have already played a land this turn');
  const name = characteristics(g, id).name;
  player(g, p).landsPlayed++;
  emit(g, { kind: 'playLand', rules: ['305.1', '116.2a'], player: p, text: `${playerName(g, p)} plays ${name}` });
  enterBattlefield(g, id, { controller: p }, { kind: 'landPlay' }, ['305.1']);
  return null;
}
