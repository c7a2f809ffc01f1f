import { emit, list, player, playerName, type Game } from '../state/draft';
import type { PlayerId } from '../state/types';
import { moveObject } from './r400-zones';
import { replaced, type ReplacementOrder } from './r614-events';
import { shuffleInPlace } from '../state/rng';
import { recordCardDrawn, recordDiscarded } from '../state/turn-history';
import { miracleOnDraw } from './r702-94-miracle';
import { discardIsExiled, madnessTriggers } from './r702-35-madness';

/**
 * CR 121.1 — a player draws: the top card of their library goes to their hand. CR 121.6, 121.6a — the draw
 * first goes through replacement effects ("draw two cards instead"), even from an empty library; the
 * draws that replace it are not replaced again by the same effects (614.5).
 */
export function drawCard(g: Game, p: PlayerId, rules: string[], order?: ReplacementOrder): void {
  const ev = replaced(g, { kind: 'draw', player: p, n: 1 }, order);
  if (ev.kind !== 'draw') return;
  for (let i = 0; i < ev.n; i++) drawOne(g, ev.player, ev.n > 1 ? [...rules, '121.2'] : rules);
}

/** CR 121.1, 121.4 / 704.5b — a player who must draw from an empty library doesn't, and loses at the next state-based action check. */
function drawOne(g: Game, p: PlayerId, rules: string[]): void {
  const lib = g.s.players[p].library;
  if (lib.length === 0) {
    player(g, p).drewFromEmpty = true;
    emit(g, { kind: 'drawEmpty', rules: [...rules, '121.4'], player: p, text: `${playerName(g, p)} can't draw from an empty library` });
    return;
  }
  const card = moveObject(g, lib[0], 'hand');
  recordCardDrawn(g, p);
  emit(g, { kind: 'draw', rules: [...rules, '121.1'], player: p, text: `${playerName(g, p)} draws a card` });
  miracleOnDraw(g, p, card); // 702.94a
}

/** CR 121.2 — drawing several cards is drawing one at a time. */
export function drawCards(g: Game, p: PlayerId, n: number, rules: string[], order?: ReplacementOrder): void {
  for (let i = 0; i < n; i++) drawCard(g, p, rules, order);
}

/**
 * CR 701.9 — discard: move a card from its owner's hand to their graveyard; returns the card where it went (400.7).
 * A card with madness is discarded but exiled instead, and its madness ability triggers (702.35a).
 */
export function discardCard(g: Game, id: string, rules: string[], order?: ReplacementOrder): string {
  const o = g.s.objects[id];
  const name = o.card;
  const madness = discardIsExiled(g, id);
  const moved = moveObject(g, id, madness ? 'exile' : 'graveyard', order ? { replacementOrder: order } : {});
  const how = madness ? ', exiling it instead of putting it into their graveyard (madness)' : '';
  emit(g, { kind: 'discard', rules: [...rules, '701.9a', ...(madness ? ['702.35a'] : [])], player: o.owner, text: `${playerName(g, o.owner)} discards ${name}${how}` });
  if (madness) madnessTriggers(g, moved);
  else if (g.s.objects[moved]?.zone === 'graveyard') recordDiscarded(g, moved); // 702.187b
  return moved;
}

/** CR 701.24 — shuffle a player's library with the game's seeded RNG (whose state is in the game state). */
export function shuffleLibrary(g: Game, p: PlayerId, rules: string[]): void {
  shuffleInPlace(g.s.rng, list(g, { player: p, zone: 'library' }));
  emit(g, { kind: 'shuffle', rules: [...rules, '701.24a'], player: p, text: `${playerName(g, p)} shuffles their library` });
}
