import { emit, player, playerName, type Game } from '../state/draft';
import type { PlayerId } from '../state/types';
import { nextPlayer } from './r117-priority';

/** CR 500.11, 614.10a — "<player> skips their next N turns": the skips add up, each waiting for a turn to skip. */
export function skipTurns(g: Game, p: PlayerId, n: number, rules: string[]): void {
  if (n <= 0) return;
  const pl = player(g, p);
  pl.turnsToSkip = (pl.turnsToSkip ?? 0) + n;
  emit(g, { kind: 'skipTurns', rules, player: p, text: `${playerName(g, p)} will skip their next ${pl.turnsToSkip} turn(s)` });
}

/**
 * CR 500.11, 614.10, 614.10a — the player whose turn begins: `next`, unless they skip it; a skipped turn is passed
 * over as though it didn't exist (no turn number, nothing scheduled for it happens), and the turn after it is
 * considered instead. Each skip is used up by one turn.
 */
export function playerTakingTurn(g: Game, next: PlayerId): PlayerId {
  let p = next;
  while ((g.s.players[p].turnsToSkip ?? 0) > 0) {
    const pl = player(g, p);
    pl.turnsToSkip = pl.turnsToSkip! - 1;
    if (!pl.turnsToSkip) delete pl.turnsToSkip;
    emit(g, { kind: 'skipTurn', rules: ['500.11', '614.10'], player: p, text: `${playerName(g, p)} skips their turn` });
    p = nextPlayer(g, p);
  }
  return p;
}

/**
 * CR 500.11, 614.10a — the players of the next `n` turns after this one, in the turn order, passing over the turns the
 * skips known now will skip.
 */
export function nextTurns(g: Game, n: number): PlayerId[] {
  const skips = new Map(g.s.order.map((p) => [p, g.s.players[p].turnsToSkip ?? 0]));
  const out: PlayerId[] = [];
  let active = g.s.turn.active;
  while (out.length < n) {
    active = nextPlayer(g, active);
    const left = skips.get(active) ?? 0;
    if (left > 0) skips.set(active, left - 1);
    else out.push(active);
  }
  return out;
}
