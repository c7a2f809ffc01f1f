import { emit, player, playerName, type Game } from '../state/draft';
import type { PlayerId } from '../state/types';

/**
 * CR 122.1f — a player gets `n` poison counters (from infect damage 120.3b, toxic 120.3g, poisonous 702.70a, or an
 * effect); with ten or more the player loses the game as a state-based action (704.5c). `why` ends the log line.
 */
export function givePoison(g: Game, p: PlayerId, n: number, rules: string[], why: string): void {
  if (n <= 0) return;
  const pl = player(g, p);
  pl.poison += n;
  emit(g, { kind: 'poison', rules: [...rules, '122.1f'], player: p, text: `${playerName(g, p)} gets ${n} poison counter(s)${why} (${pl.poison} poison)` });
}
