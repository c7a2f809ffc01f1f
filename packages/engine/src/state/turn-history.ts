import { invalidateChars, type Game } from './draft';
import type { ObjectId, PlayerId, TurnHistory, ZoneName } from './types';

const EMPTY: TurnHistory = { spellsCast: [], creaturesDied: 0, lifeGained: {}, creaturesDiedUnder: {}, leftGraveyard: {}, cardsExiled: 0 };

/** What has happened this turn (nothing yet if no history was recorded since the turn began). */
export function turnHistory(g: Game): TurnHistory {
  return g.s.turn.history ?? EMPTY;
}

/**
 * Writes the turn's history. An "as long as" condition (611.3a: Infusion's "as long as you gained life this
 * turn") reads it, so the characteristics memo computed before is dropped (DESIGN 4).
 */
function setHistory(g: Game, h: TurnHistory | undefined): void {
  invalidateChars(g);
  if (h) g.s.turn.history = h;
  else delete g.s.turn.history;
}

/** CR 500.1 — a new turn: the "this turn" counts start afresh. */
export function resetTurnHistory(g: Game): void {
  if (g.s.turn.history) setHistory(g, undefined);
}

/** CR 601.2i — a spell became cast. */
export function recordSpellCast(g: Game, player: PlayerId, spell: ObjectId, from: ZoneName, types: string[]): void {
  const h = turnHistory(g);
  setHistory(g, { ...h, spellsCast: [...h.spellsCast, { player, spell, from, types }] });
}

/** CR 700.4 — a creature died under `controller`'s control. */
export function recordCreatureDied(g: Game, controller: PlayerId): void {
  const h = turnHistory(g);
  const under = h.creaturesDiedUnder ?? {};
  setHistory(g, { ...h, creaturesDied: h.creaturesDied + 1, creaturesDiedUnder: { ...under, [controller]: (under[controller] ?? 0) + 1 } });
}

/** CR 400.7 — a card left `owner`'s graveyard. */
/** CR 702.69a — a permanent (a token too) was put into a graveyard from the battlefield. */
export function recordPermanentToGraveyard(g: Game): void {
  const h = turnHistory(g);
  setHistory(g, { ...h, permanentsToGraveyard: (h.permanentsToGraveyard ?? 0) + 1 });
}

export function recordLeftGraveyard(g: Game, owner: PlayerId): void {
  const h = turnHistory(g);
  const left = h.leftGraveyard ?? {};
  setHistory(g, { ...h, leftGraveyard: { ...left, [owner]: (left[owner] ?? 0) + 1 } });
}

/** CR 406.3 — a card was put into exile. */
export function recordCardExiled(g: Game): void {
  const h = turnHistory(g);
  setHistory(g, { ...h, cardsExiled: (h.cardsExiled ?? 0) + 1 });
}

/** CR 119.3 — a player gained life; returns whether it is the first time this turn. */
export function recordLifeGained(g: Game, player: PlayerId, amount: number): boolean {
  const h = turnHistory(g);
  const before = h.lifeGained[player] ?? 0;
  setHistory(g, { ...h, lifeGained: { ...h.lifeGained, [player]: before + amount } });
  return before === 0;
}

/** CR 119.3, 119.4, 120.3a — a player lost life (damage, an effect, or paying life). */
export function recordLifeLost(g: Game, player: PlayerId, amount: number): void {
  if (amount <= 0) return;
  const h = turnHistory(g);
  const lost = h.lifeLost ?? {};
  setHistory(g, { ...h, lifeLost: { ...lost, [player]: (lost[player] ?? 0) + amount } });
}

/** CR 121.1 — a player drew a card. */
export function recordCardDrawn(g: Game, player: PlayerId): void {
  const h = turnHistory(g);
  const drawn = h.cardsDrawn ?? {};
  setHistory(g, { ...h, cardsDrawn: { ...drawn, [player]: (drawn[player] ?? 0) + 1 } });
}

/** CR 508.1 — creatures were declared as attackers. */
export function recordAttacked(g: Game, attackers: ObjectId[]): void {
  if (!attackers.length) return;
  const h = turnHistory(g);
  setHistory(g, { ...h, attacked: [...(h.attacked ?? []), ...attackers] });
}

/** CR 120.3 — `player` was dealt `amount` damage. */
export function recordDamageToPlayer(g: Game, player: PlayerId, amount: number): void {
  const h = turnHistory(g);
  const dealt = h.damageToPlayers ?? {};
  setHistory(g, { ...h, damageToPlayers: { ...dealt, [player]: (dealt[player] ?? 0) + amount } });
}

/** CR 122.6, 122.6a — `player` put counters on permanent `object` (or it entered with them under `player`'s control). */
export function recordCountersPut(g: Game, object: ObjectId, player: PlayerId): void {
  const h = turnHistory(g);
  if (h.countersPut?.some((c) => c.object === object && c.player === player)) return;
  setHistory(g, { ...h, countersPut: [...(h.countersPut ?? []), { object, player }] });
}

/** CR 701.9a — card `card` (its id in the graveyard it was discarded to) was discarded. */
export function recordDiscarded(g: Game, card: ObjectId): void {
  const h = turnHistory(g);
  setHistory(g, { ...h, discarded: [...(h.discarded ?? []), card] });
}

/** CR 510.2 — a source controlled by `controller`, with these subtypes as it dealt it, dealt combat damage to a player. */
export function recordCombatDamageToPlayer(g: Game, controller: PlayerId, subtypes: string[]): void {
  const h = turnHistory(g);
  setHistory(g, { ...h, combatDamageToPlayersBy: [...(h.combatDamageToPlayersBy ?? []), { controller, subtypes }] });
}
