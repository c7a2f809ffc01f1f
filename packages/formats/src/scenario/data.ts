import { PLAYER_ZONES } from './types';

/** A YAML mapping as parsed (not a list, not null). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every entry of the players' zone lists (`players[p].<zone>[i]`), with its path, in document order: a card
 * name or a mapping, as written.
 */
export function playerZoneEntries(players: readonly unknown[]): { entry: unknown; path: (string | number)[] }[] {
  const out: { entry: unknown; path: (string | number)[] }[] = [];
  players.forEach((player, p) => {
    if (!isRecord(player)) return;
    for (const zone of PLAYER_ZONES) {
      const entries = player[zone];
      if (Array.isArray(entries)) entries.forEach((entry, i) => out.push({ entry, path: ['players', p, zone, i] }));
    }
  });
  return out;
}
