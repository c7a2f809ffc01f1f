import { emit, player, playerName, type Game } from '../state/draft';
import { recordLifeGained, recordLifeLost } from '../state/turn-history';
import type { PlayerId } from '../state/types';
import { fireTrigger } from './r603-triggers';
import { replaced, type ReplacementOrder } from './r614-events';

/**
 * CR 119.3 — a player gains or loses life; the event first goes through replacement effects ("if you would
 * gain life, you gain twice that much life instead", "that player loses that much life instead", 614.1a).
 * Life gained through lifelink (702.15b) says so in the log. A gain is counted for the turn and is an event
 * triggered abilities watch (603.2), marked when it is the player's first gain of the turn.
 */
export function gainLife(g: Game, p: PlayerId, would: number, rules: string[], order?: ReplacementOrder): void {
  changeLife(g, replaced(g, { kind: 'gainLife', player: p, amount: would }, order), rules);
}

/** CR 119.3 — a player loses life (through replacement effects, 614.1a). */
export function loseLife(g: Game, p: PlayerId, would: number, rules: string[], order?: ReplacementOrder): void {
  changeLife(g, replaced(g, { kind: 'loseLife', player: p, amount: would }, order), rules);
}

function changeLife(g: Game, ev: ReturnType<typeof replaced>, rules: string[]): void {
  if ((ev.kind !== 'gainLife' && ev.kind !== 'loseLife') || ev.amount <= 0) return; // 119.9, 119.10: gaining 0 life is no event
  const pl = player(g, ev.player);
  const gain = ev.kind === 'gainLife';
  pl.life += gain ? ev.amount : -ev.amount;
  const lifelink = rules.includes('702.15b');
  emit(g, {
    kind: lifelink && gain ? 'lifelink' : ev.kind, rules: lifelink ? rules : ['119.3', ...rules], player: ev.player,
    text: `${playerName(g, ev.player)} ${gain ? 'gains' : 'loses'} ${ev.amount} life${lifelink ? ' (lifelink)' : ''} (life ${pl.life})`,
  });
  if (gain) fireTrigger(g, { type: 'gainLife', player: ev.player, amount: ev.amount, first: recordLifeGained(g, ev.player, ev.amount) });
  else recordLifeLost(g, ev.player, ev.amount);
}
