import type { CardRegistry } from './cards/definition';
import { suggestNames } from './cards/names';

/** A problem with a game's setup, located in it: `players[1].deck[3]`, `players[0].name`, `players`. */
export interface SetupError {
  path: string;
  message: string;
}

/** The smallest and largest games the engine plays (two-player and multiplayer up to six, 800.4). */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

/**
 * Checks a game's setup before anything happens (DESIGN "The edges validate"): 2–6 players with distinct, non-empty
 * names, decks of card names the registry knows (an unknown name comes with the nearest known ones), an integer
 * seed and a starting player among the players. Every problem is reported, in order.
 */
export function validateSetup(
  setup: { players: { name: string; deck: string[] }[]; seed: number; startingPlayer?: number },
  cards: CardRegistry,
): SetupError[] {
  const errors: SetupError[] = [];
  const players = Array.isArray(setup.players) ? setup.players : [];
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    errors.push({ path: 'players', message: `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, got ${players.length}` });
  }
  const seen = new Map<string, number>();
  let names: string[] | undefined;
  players.forEach((p, i) => {
    if (typeof p?.name !== 'string' || !p.name.trim()) errors.push({ path: `players[${i}].name`, message: 'a player needs a name' });
    else if (seen.has(p.name)) errors.push({ path: `players[${i}].name`, message: `two players are named '${p.name}' (players[${seen.get(p.name)}] too): names must be distinct` });
    else seen.set(p.name, i);
    if (!Array.isArray(p?.deck)) { errors.push({ path: `players[${i}].deck`, message: 'expected a list of card names' }); return; }
    p.deck.forEach((card, j) => {
      if (typeof card === 'string' && cards.get(card)) return;
      names ??= cards.names();
      const near = typeof card === 'string' ? suggestNames(card, names) : [];
      errors.push({
        path: `players[${i}].deck[${j}]`,
        message: `unknown card ${JSON.stringify(card)}${near.length ? ` — did you mean ${near.map((n) => `'${n}'`).join(', ')}?` : ''}`,
      });
    });
  });
  if (!Number.isInteger(setup.seed)) errors.push({ path: 'seed', message: `expected an integer seed, got ${JSON.stringify(setup.seed)}` });
  const start = setup.startingPlayer;
  if (start !== undefined && !(Number.isInteger(start) && start >= 0 && start < players.length)) {
    errors.push({ path: 'startingPlayer', message: `expected a player index from 0 to ${players.length - 1}, got ${JSON.stringify(start)}` });
  }
  return errors;
}
