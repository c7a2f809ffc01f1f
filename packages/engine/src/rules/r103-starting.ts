import type { ActionError } from '../errors';
import { actionError } from '../errors';
import { emit, player, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { moveObject } from './r400-zones';
import { drawCards, shuffleLibrary } from './r121-drawing';
import { apnapOrder } from './r117-priority';
import { beginTurn } from './r500-turn';

/** CR 103.5 — the starting hand size. */
export const STARTING_HAND = 7;

/** CR 103.5 — the next mulligan decision, or the first turn once every player has kept (103.8). */
export function nextMulliganDecision(g: Game): void {
  const m = g.s.mulligan!;
  if (m.toBottom.length) {
    const p = m.toBottom[0];
    const count = cardsToBottom(g, p);
    const hand = g.s.players[p].hand;
    g.s.pending = {
      id: g.s.seq, player: p, rule: '103.5', prompt: `${playerName(g, p)} puts ${count} card(s) on the bottom of their library`,
      kind: 'bottomCards', count, options: [...hand], suggested: hand.slice(hand.length - count),
    };
    return;
  }
  if (m.toDeclare.length) {
    const p = m.toDeclare[0];
    g.s.pending = {
      id: g.s.seq, player: p, rule: '103.5', prompt: `${playerName(g, p)} keeps or takes a mulligan`,
      kind: 'mulligan', handSize: g.s.players[p].hand.length, mulligans: g.s.players[p].mulligans, suggested: 'keep',
    };
    return;
  }
  if (m.taking.length) return takeMulligans(g);
  g.s.mulligan = null;
  g.s.pending = null;
  beginTurn(g, m.starting);
}

/** CR 103.5, 103.5c — how many cards a player puts on the bottom after their latest mulligan. */
function cardsToBottom(g: Game, p: PlayerId): number {
  const n = g.s.players[p].mulligans;
  return g.s.order.length > 2 ? Math.max(0, n - 1) : n;
}

/** CR 103.5 — all players who declared a mulligan take it at the same time. */
function takeMulligans(g: Game): void {
  const m = g.s.mulligan!;
  const taking = m.taking;
  for (const p of taking) {
    for (const id of [...g.s.players[p].hand]) moveObject(g, id, 'library');
    shuffleLibrary(g, p, ['103.5']);
    drawCards(g, p, STARTING_HAND, ['103.5']);
    player(g, p).mulligans++;
    emit(g, { kind: 'mulligan', rules: ['103.5'], player: p, text: `${playerName(g, p)} takes mulligan #${g.s.players[p].mulligans}` });
  }
  g.s.mulligan = { ...m, taking: [], toDeclare: [...taking], toBottom: taking.filter((p) => cardsToBottom(g, p) > 0) };
  nextMulliganDecision(g);
}

/** CR 800.4a — a player who leaves the game during the mulligan process takes no further part in it. */
export function leaveMulligan(g: Game, p: PlayerId): void {
  const m = g.s.mulligan!;
  const drop = (xs: PlayerId[]) => xs.filter((q) => q !== p);
  g.s.mulligan = { toDeclare: drop(m.toDeclare), taking: drop(m.taking), toBottom: drop(m.toBottom), starting: m.starting };
  if (g.s.pending?.player === p) {
    g.s.pending = null;
    nextMulliganDecision(g);
  }
}

/** Answer: keep (the hand becomes the opening hand) or take a mulligan. */
export function answerMulligan(g: Game, p: PlayerId, keep: boolean): ActionError | null {
  const m = g.s.mulligan!;
  // CR 103.5: mulligans until the opening hand would be zero cards; 103.5c: the free one doesn't count.
  if (!keep && cardsToBottom(g, p) >= STARTING_HAND) return actionError('illegal-choice', '103.5', 'no cards left to mulligan');
  emit(g, { kind: keep ? 'keep' : 'declareMulligan', rules: ['103.5'], player: p, text: `${playerName(g, p)} ${keep ? 'keeps their hand' : 'will take a mulligan'}` });
  if (keep) player(g, p).keptHand = true;
  g.s.mulligan = { ...m, toDeclare: m.toDeclare.slice(1), taking: keep ? m.taking : [...m.taking, p] };
  g.s.pending = null;
  nextMulliganDecision(g);
  return null;
}

/** Answer: the cards put on the bottom of the library after a mulligan (103.5, London mulligan). */
export function answerBottom(g: Game, p: PlayerId, cards: ObjectId[]): ActionError | null {
  const m = g.s.mulligan!;
  const need = cardsToBottom(g, p);
  const hand = g.s.players[p].hand;
  if (cards.length !== need || new Set(cards).size !== need || cards.some((c) => !hand.includes(c))) {
    return actionError('illegal-choice', '103.5', `choose exactly ${need} different card(s) from your hand`);
  }
  for (const id of cards) moveObject(g, id, 'library', { position: 'bottom' });
  emit(g, { kind: 'bottom', rules: ['103.5'], player: p, text: `${playerName(g, p)} puts ${need} card(s) on the bottom of their library` });
  g.s.mulligan = { ...m, toBottom: m.toBottom.slice(1) };
  g.s.pending = null;
  nextMulliganDecision(g);
  return null;
}

/** CR 103.2–103.5 — libraries are shuffled, opening hands drawn, then mulligans are declared. */
export function startGame(g: Game, starting: PlayerId): void {
  emit(g, { kind: 'start', rules: ['103.1'], player: starting, text: `${playerName(g, starting)} will take the first turn` });
  const order = apnapOrder(g, starting);
  for (const p of order) {
    shuffleLibrary(g, p, ['103.3']);
    drawCards(g, p, STARTING_HAND, ['103.5']);
  }
  g.s.mulligan = { toDeclare: order, taking: [], toBottom: [], starting };
  nextMulliganDecision(g);
}

