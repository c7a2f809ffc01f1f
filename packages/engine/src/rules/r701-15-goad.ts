import type { EffectContext } from '../effects/context';
import { addEffect } from '../effects/shared';
import { actionError, type ActionError } from '../errors';
import { nameOf, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId, Target } from '../state/types';

/** CR 701.15b — the players who goaded a creature (each only once, 701.15d). */
export function goadedBy(g: Game, id: ObjectId): PlayerId[] {
  return [...new Set(g.s.effects.flatMap((e) => (e.mod.kind === 'goaded' && e.affected.includes(id) ? [e.mod.by] : [])))];
}

/**
 * CR 701.15a, 701.15d — the controller of the spell or ability goads the creatures: until that player's next turn
 * they are goaded by them. Goading a creature the same player already goaded does nothing.
 */
export function goad(g: Game, ctx: EffectContext, ids: ObjectId[]): void {
  const p = ctx.controller;
  for (const id of ids.filter((x) => !goadedBy(g, x).includes(p))) {
    addEffect(g, ctx, [id], { kind: 'goaded', by: p }, ['701.15a'], `${playerName(g, p)} goads ${nameOf(g, id)} until their next turn`, { untilTurnOf: p });
  }
}

/** How many of a goaded creature's requirements (701.15b, 701.15c) attacking `defender` obeys: attacking, and a player other than each goader. */
function obeyed(goaders: PlayerId[], defender: Target | null): number {
  if (!defender) return 0;
  return 1 + ('player' in defender ? goaders.filter((q) => q !== defender.player).length : 0);
}

/**
 * CR 508.1d, 701.15b–c — the attack requirements of goaded creatures: each that can attack must attack, and a player
 * other than those who goaded it if it can, obeying as many requirements as possible. The engine has no other attack
 * requirements or costs to attack, so each creature's requirements are independent: its best defender obeys the most.
 * Returns the declaration's first failure, or null.
 */
export function goadProblem(g: Game, candidates: { attacker: ObjectId; defenders: Target[] }[], attacks: { attacker: ObjectId; defender: Target }[]): ActionError | null {
  for (const c of candidates) {
    const goaders = goadedBy(g, c.attacker);
    if (!goaders.length) continue;
    const most = Math.max(...c.defenders.map((d) => obeyed(goaders, d)));
    const declared = attacks.find((a) => a.attacker === c.attacker)?.defender ?? null;
    if (obeyed(goaders, declared) < most) {
      const others = goaders.map((q) => playerName(g, q)).join(' and ');
      return actionError('illegal-action', '508.1d', declared
        ? `${nameOf(g, c.attacker)} is goaded: it must attack a player other than ${others} if able (701.15b)`
        : `${nameOf(g, c.attacker)} is goaded: it attacks each combat if able (701.15b)`);
    }
  }
  return null;
}

/** CR 701.15b — a suggested declaration that obeys the goaded creatures' requirements: each attacks its best defender. */
export function goadedAttacks(g: Game, candidates: { attacker: ObjectId; defenders: Target[] }[]): { attacker: ObjectId; defender: Target }[] {
  return candidates.flatMap((c) => {
    const goaders = goadedBy(g, c.attacker);
    if (!goaders.length || !c.defenders.length) return [];
    const best = c.defenders.reduce((a, d) => (obeyed(goaders, d) > obeyed(goaders, a) ? d : a));
    return [{ attacker: c.attacker, defender: best }];
  });
}
