import type { EffectContext } from '../effects/context';
import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { GameObject, ObjectId, PlayerId } from '../state/types';

/**
 * CR 701.18a–b, 601.3 — "You may play that card this turn": its controller may play the card, as a land (a land
 * play, 305.2, at the usual time) or by casting it (601.3), from the zone it is in (a graveyard, exile) during this
 * turn only. The permission is the card's `castPermission` for this turn; a land with it may be played from there
 * (r305-lands.ts). It ends when the card leaves that zone (a new object, 400.7).
 */
export function allowPlay(g: Game, ctx: EffectContext, ids: ObjectId[]): void {
  const p = ctx.controller;
  const allowed = ids.filter((id) => g.s.objects[id] && (g.s.objects[id].zone === 'graveyard' || g.s.objects[id].zone === 'exile'));
  for (const id of allowed) obj(g, id).castPermission = { player: p, until: 'turn', turn: g.s.turn.number };
  if (allowed.length) emit(g, { kind: 'permission', rules: ['701.18b', '601.3'], player: p, text: `${playerName(g, p)} may play ${allowed.map((id) => nameOf(g, id)).join(', ')} this turn` });
}

/** CR 701.18a — whether `p` may play this land card from outside their hand now (a "you may play that card" permission). */
export function mayPlayFromElsewhere(g: Game, p: PlayerId, o: GameObject): boolean {
  const perm = o.castPermission;
  return (o.zone === 'graveyard' || o.zone === 'exile') && !!perm && perm.player === p && perm.until === 'turn' && perm.turn === g.s.turn.number;
}
