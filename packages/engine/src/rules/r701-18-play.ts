import type { EffectContext } from '../effects/context';
import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { nextTurns } from './r500-11-skipping';

/**
 * CR 701.18a–b, 601.3 — "You may play that card this turn": its controller may play the card, as a land (a land
 * play, 305.2, at the usual time) or by casting it (601.3), from the zone it is in (a graveyard, exile) during this
 * turn only. The permission is the card's `castPermission` for this turn; a land with it may be played from there
 * (r305-lands.ts). It ends when the card leaves that zone (a new object, 400.7).
 */
export function allowPlay(g: Game, ctx: EffectContext, ids: ObjectId[], until?: 'endOfYourNextTurn', byOwner?: boolean): void {
  const allowed = ids.filter((id) => g.s.objects[id] && (g.s.objects[id].zone === 'graveyard' || g.s.objects[id].zone === 'exile'));
  for (const id of allowed) {
    const p = byOwner ? g.s.objects[id].owner : ctx.controller; // "its owner may play it"
    obj(g, id).castPermission = permissionFor(g, p, until);
    emit(g, { kind: 'permission', rules: ['701.18b', '601.3'], player: p, text: `${playerName(g, p)} may play ${nameOf(g, id)} ${durationText(until)}` });
  }
}

/**
 * CR 611.2a, 500.1 — a permission for `p` lasting this turn, or "until the end of your next turn": through the
 * turn number of `p`'s next turn in the turn order (this turn's player excluded when it is `p`), turns that will be
 * skipped passed over (500.11).
 * @simplification The number is fixed as the permission begins: a player leaving the game later (800.4), or a skip
 * created later, would move `p`'s next turn, and the permission would then last longer or shorter.
 */
export function permissionFor(g: Game, p: PlayerId, until?: 'endOfYourNextTurn' | 'afterThisTurn'): NonNullable<GameObject['castPermission']> {
  if (!until) return { player: p, until: 'turn', turn: g.s.turn.number };
  if (until === 'afterThisTurn') return { player: p, until: 'afterTurn', turn: g.s.turn.number };
  const upcoming = nextTurns(g, g.s.order.length);
  const i = upcoming.indexOf(p);
  return { player: p, until: 'throughTurn', turn: g.s.turn.number + 1 + (i < 0 ? upcoming.length - 1 : i) };
}

/** How long a permission lasts, for the log. */
export function durationText(until?: 'endOfYourNextTurn' | 'afterThisTurn'): string {
  if (until === 'afterThisTurn') return 'after this turn, for as long as it remains exiled';
  return until ? 'until the end of their next turn' : 'this turn';
}

/** Whether a "this turn", "until the end of your next turn" or "after the current turn" (702.185a) permission holds now (611.2a). */
export function permissionHolds(g: Game, perm: GameObject['castPermission']): boolean {
  if (perm?.until === 'turn') return perm.turn === g.s.turn.number;
  if (perm?.until === 'throughTurn') return g.s.turn.number <= perm.turn!;
  if (perm?.until === 'afterTurn') return g.s.turn.number > perm.turn!;
  return false;
}

/** CR 701.18a — whether `p` may play this land card from outside their hand now (a "you may play that card" permission). */
export function mayPlayFromElsewhere(g: Game, p: PlayerId, o: GameObject): boolean {
  const perm = o.castPermission;
  return (o.zone === 'graveyard' || o.zone === 'exile') && !!perm && perm.player === p && permissionHolds(g, perm);
}
