import { emit, player, playerName, type Game } from '../state/draft';
import type { PlayerId } from '../state/types';
import { apnapOrder } from './r117-priority';
import { ceaseToExist } from './r400-zones';

/**
 * CR 104.3, 800.4a — a player loses (or concedes) and leaves the game: everything they own leaves,
 * their spells and abilities on the stack are removed. When one player remains, they win (104.2a).
 * Priority they held passes on in `proceed` (800.4a, 800.4j).
 * @simplification Control effects controlled by the leaving player are not yet ended (800.4a second
 * sentence); issue 3 completes multiplayer departure.
 */
export function loseGame(g: Game, p: PlayerId, rules: string[], why: string): void {
  const pl = player(g, p);
  if (pl.left) return;
  pl.lost = true;
  pl.left = true;
  emit(g, { kind: 'lose', rules, player: p, text: `${playerName(g, p)} loses the game (${why})` });
  for (const [id, o] of Object.entries(g.s.objects)) {
    if (o.owner === p || (o.zone === 'stack' && o.controller === p)) ceaseToExist(g, id, ['800.4a'], `${playerName(g, p)} left the game`);
  }
  // If they held priority, it passes to the next player still in the game (800.4a): see `proceed`.
  const remaining = apnapOrder(g);
  if (remaining.length <= 1) {
    g.s.over = { winners: remaining, reason: why };
    emit(g, { kind: 'gameOver', rules: ['104.2a'], text: remaining.length ? `${playerName(g, remaining[0])} wins the game` : 'the game is a draw' });
    g.s.pending = null;
  }
}
