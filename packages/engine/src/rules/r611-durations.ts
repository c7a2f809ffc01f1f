import { list, type Game } from '../state/draft';
import type { ContinuousEffect, PlayerId } from '../state/types';

/** CR 611.2a, 514.2, 511.3 — the continuous effects lasting "until end of turn" or "until end of combat" end. */
export function endEffects(g: Game, duration: 'endOfTurn' | 'endOfCombat'): boolean {
  if (!g.s.effects.some((e) => e.duration === duration)) return false;
  const effects = list<ContinuousEffect>(g, { shared: 'effects' });
  for (let i = effects.length - 1; i >= 0; i--) if (effects[i].duration === duration) effects.splice(i, 1);
  return true;
}

/** CR 611.2a — the effects lasting "until your next turn" of player `p` end as that turn begins. */
export function endUntilTurnOf(g: Game, p: PlayerId): void {
  const effects = list<ContinuousEffect>(g, { shared: 'effects' });
  for (let i = effects.length - 1; i >= 0; i--) {
    const d = effects[i].duration;
    if (typeof d === 'object' && 'untilTurnOf' in d && d.untilTurnOf === p) effects.splice(i, 1);
  }
}
