import { givePriority, nextPlayer, priorityDecision } from './rules/r117-priority';
import { endStep } from './rules/r500-turn';
import { performSBAs } from './rules/r704-sba';
import { fireStateTriggers, placeTriggers } from './rules/r603-triggers';
import { noteControlChanges } from './rules/r506-combat';
import { knownSbaClean, markSbaClean, type Game } from './state/draft';

/**
 * DESIGN 1 — runs the game forward until a player must decide. Before a player would receive priority,
 * state-based actions are performed until none apply (117.5, 704.3), then waiting triggered abilities
 * are put on the stack (603.3); a step where nobody gets priority simply ends (502.4, 514.3).
 */
export function proceed(g: Game): void {
  for (;;) {
    if (g.s.over) { g.s.pending = null; return; }
    if (g.s.pending && g.s.pending.kind !== 'priority') return;
    const t = g.s.turn;
    const checks = t.priority !== null || t.step === 'cleanup';
    let acted = false;
    if (checks) {
      if (!knownSbaClean(g)) {
        while (performSBAs(g)) { acted = true; if (g.s.over || choiceAsked(g)) break; }
        if (g.s.over) continue;
        if (choiceAsked(g)) return; // 704.5j, 616.1: a player chooses before the SBAs are performed
        // 302.6, 800.4c: after the SBAs (which can end control effects); an exile means checking again.
        if (noteControlChanges(g)) acted = true;
        else {
          fireStateTriggers(g); // 603.8: a state can have become true only if the state changed
          markSbaClean(g);
        }
      }
      if (placeTriggers(g)) acted = true; // 603.3
    }
    if (t.step === 'cleanup' && t.priority === null && acted) givePriority(g, t.active, true); // 514.3a
    if (g.s.pending && g.s.pending.kind !== 'priority') return;
    if (acted) continue; // 117.5: repeat until no state-based action applies and no trigger waits
    if (t.priority !== null) {
      // CR 800.4a, 800.4j: priority held by (or due to) a player who left passes to the next player in turn order.
      if (g.s.players[t.priority].left) { givePriority(g, nextPlayer(g, t.priority), true); continue; }
      priorityDecision(g);
      return;
    }
    g.s.pending = null;
    endStep(g);
  }
}

/** CR 704.5j, 616.1 — a state-based action check stopped for a legend rule or replacement order decision. */
function choiceAsked(g: Game): boolean {
  return g.s.pending?.kind === 'legendRule' || g.s.pausedForOrder?.by === 'stateActions';
}
