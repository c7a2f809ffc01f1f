import { emit, player, playerName, type Game } from '../state/draft';
import { recordLifeGained } from '../state/turn-history';
import type { PlayerId } from '../state/types';
import { fireTrigger } from './r603-triggers';

/**
 * CR 119.3 — a player gains life: it is added to their total and counted for the turn, and it is an event
 * triggered abilities watch (603.2), marked when it is the player's first gain of the turn. `how` finishes the
 * log line (" (lifelink)").
 */
export function gainLife(g: Game, p: PlayerId, amount: number, rules: string[], kind: 'gainLife' | 'lifelink' = 'gainLife', how = ''): void {
  const pl = player(g, p);
  pl.life += amount;
  emit(g, { kind, rules, player: p, text: `${playerName(g, p)} gains ${amount} life${how} (life ${pl.life})` });
  if (amount > 0) fireTrigger(g, { type: 'gainLife', player: p, first: recordLifeGained(g, p, amount) });
}
