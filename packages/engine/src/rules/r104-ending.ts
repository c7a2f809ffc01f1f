import { emit, list, nameOf, player, playerName, type Game } from '../state/draft';
import type { ContinuousEffect, DelayedTrigger, PendingTrigger, PlayerId } from '../state/types';
import { apnapOrder } from './r117-priority';
import { ceaseToExist, moveObject } from './r400-zones';
import { controllerOf } from './r613-characteristics';

/**
 * CR 104.3, 800.4a — a player loses (or concedes) and leaves the game (see `leaveGame`). When one player
 * remains, they win (104.2a). Priority they held passes on in `proceed` (800.4a, 800.4j). CR 104.1: when the loss
 * ends the game (no more than one player stays, counting `alsoLosing`, the players losing at the same time), the
 * game ends at once and nothing of theirs leaves it first: the log ends with the game's end.
 */
export function loseGame(g: Game, p: PlayerId, rules: string[], why: string, checkEnd = true, alsoLosing: readonly PlayerId[] = []): void {
  const pl = player(g, p);
  if (pl.left) return;
  pl.lost = true;
  pl.left = true;
  emit(g, { kind: 'lose', rules, player: p, text: `${playerName(g, p)} loses the game (${why})` });
  if (apnapOrder(g).filter((q) => !alsoLosing.includes(q)).length > 1) leaveGame(g, p);
  // If they held priority, it passes to the next player still in the game (800.4a): see `proceed`.
  if (checkEnd) checkGameEnd(g, why);
}

/**
 * CR 104.2a — when one player remains, they win; CR 104.4a — if all the remaining players lose
 * simultaneously (several losses by state-based actions, checked once after all of them), it is a draw.
 */
export function checkGameEnd(g: Game, why: string): void {
  if (g.s.over) return;
  const remaining = apnapOrder(g);
  if (remaining.length > 1) return;
  g.s.over = { winners: remaining, reason: why };
  emit(g, remaining.length
    ? { kind: 'gameOver', rules: ['104.2a'], text: `${playerName(g, remaining[0])} wins the game` }
    : { kind: 'gameOver', rules: ['104.4a'], text: 'the game is a draw' });
  for (const id of [...g.s.battlefield, ...g.s.stack]) {
    const o = g.s.objects[id];
    // CR 708.9: at the end of the game, all face-down permanents and spells are revealed to all players.
    if (o.faceDown) emit(g, { kind: 'reveal', rules: ['708.9'], object: id, player: o.owner, text: `${playerName(g, o.owner)}'s face-down ${o.zone === 'stack' ? 'spell' : 'permanent'} is revealed at the end of the game: it is ${o.card}` });
  }
  g.s.pending = null;
}

/**
 * CR 800.4a — as a player leaves the game (not a state-based action): every object they own leaves the
 * game, and every effect giving them control of an object ends (the object returns to the player who
 * controls it by default); then the objects on the stack they control that aren't cards (abilities, copies)
 * cease to exist; then whatever they still control (cards of others they cast or put onto the battlefield
 * under their control) is exiled. CR 800.4d: their waiting and delayed triggered abilities are never put on
 * the stack.
 * @simplification 800.4m (durations tied to the departed player's turns) has nothing to apply to: no
 * effect lasts "until your next turn" yet. Effects giving the player control of another player (800.4a,
 * 800.4b) are not modelled.
 */
export function leaveGame(g: Game, p: PlayerId): void {
  const why = `${playerName(g, p)} left the game`;
  for (const [id, o] of Object.entries(g.s.objects)) {
    if (o.owner !== p || !g.s.objects[id]) continue;
    // CR 708.9: a leaving player's face-down permanents and spells are revealed to all players.
    if (o.faceDown) emit(g, { kind: 'reveal', rules: ['708.9'], object: id, player: p, text: `${playerName(g, p)} reveals a face-down ${o.zone === 'stack' ? 'spell' : 'permanent'} as they leave the game: it is ${o.card}` });
    ceaseToExist(g, id, ['800.4a'], why);
  }
  if (g.s.effects.some((e) => e.mod.kind === 'control' && e.mod.player === p)) {
    const effects = list<ContinuousEffect>(g, { shared: 'effects' });
    for (let i = effects.length - 1; i >= 0; i--) {
      const m = effects[i].mod;
      if (m.kind === 'control' && m.player === p) effects.splice(i, 1);
    }
    emit(g, { kind: 'effectEnds', rules: ['800.4a'], text: `effects giving ${playerName(g, p)} control of objects end` });
  }
  for (const id of [...g.s.stack]) {
    const o = g.s.objects[id];
    if (o && o.kind !== 'card' && controllerOf(g, id) === p) ceaseToExist(g, id, ['800.4a'], why);
  }
  for (const id of [...g.s.stack, ...g.s.battlefield]) {
    if (!g.s.objects[id] || controllerOf(g, id) !== p) continue;
    emit(g, { kind: 'exile', rules: ['800.4a'], object: id, text: `${nameOf(g, id)} is exiled (${why} while controlling it)` });
    moveObject(g, id, 'exile');
  }
  if (g.s.triggers.some((t) => t.controller === p)) {
    const triggers = list<PendingTrigger>(g, { shared: 'triggers' });
    for (let i = triggers.length - 1; i >= 0; i--) if (triggers[i].controller === p) triggers.splice(i, 1);
  }
  if ((g.s.delayed ?? []).some((d) => d.controller === p)) {
    const delayed = list<DelayedTrigger>(g, { shared: 'delayed' });
    for (let i = delayed.length - 1; i >= 0; i--) if (delayed[i].controller === p) delayed.splice(i, 1);
  }
}

/**
 * CR 800.4c — when a control-changing effect ends and the player who would control a permanent by default
 * has left the game, the permanent is exiled (not a state-based action: called where such effects end).
 */
export function exileIfControllerLeft(g: Game): void {
  if (!g.s.order.some((p) => g.s.players[p].left)) return;
  for (const id of [...g.s.battlefield]) {
    if (!g.s.objects[id]) continue;
    const c = controllerOf(g, id);
    if (!g.s.players[c]?.left) continue;
    emit(g, { kind: 'exile', rules: ['800.4c'], object: id, text: `${nameOf(g, id)} is exiled: the player who would control it has left the game` });
    moveObject(g, id, 'exile');
  }
}
