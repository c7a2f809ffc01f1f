/**
 * The game of the Play tab kept in the tab's sessionStorage, so that reloading the page loses nothing: the replay
 * of the last good state (what the worker posted), the computer's decision line of each input, the seats' kinds
 * and their priority stops. The worker restores
 * it as it restores a game after a crash (the `restore` message).
 */
import type { PlayerId, PriorityStops } from '@arbiter/engine';
import type { Replay } from '@arbiter/formats';
import type { LogLine, SeatKind } from '../protocol';

export interface SavedGame {
  replay: Replay;
  kinds: SeatKind[];
  lines: (LogLine | null)[];
  stops: Record<PlayerId, PriorityStops>;
}

const KEY = 'arbiter.play.game';

export function saveGame(game: SavedGame): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(game));
  } catch {
    // Storage full or disabled: the game goes on; only a reload would lose it.
  }
}

export function savedGame(): SavedGame | null {
  try {
    const text = sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as SavedGame) : null;
  } catch {
    return null;
  }
}

export function forgetGame(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
