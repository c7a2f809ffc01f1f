import { turnFaceUpOptions } from './r708-face-down';
import type { PriorityOption } from '../decisions';
import { emit, playerName, type Game } from '../state/draft';
import type { PlayerId } from '../state/types';
import { castableOptions } from './r601-casting';
import { activatableOptions } from './r602-activating';
import { playableLands } from './r305-lands';

/** CR 101.4 — players still in the game in turn order, starting with `first`. */
export function apnapOrder(g: Game, first: PlayerId = g.s.turn.active): PlayerId[] {
  const order = g.s.order;
  const start = order.indexOf(first);
  const out: PlayerId[] = [];
  for (let i = 0; i < order.length; i++) {
    const p = order[(start + i) % order.length];
    if (!g.s.players[p].left) out.push(p);
  }
  return out;
}

/**
 * CR 117.3d, 800.4a — the next player after `p` in turn order who is still in the game (`p` itself may
 * have left: then it is the first remaining player after their seat).
 */
export function nextPlayer(g: Game, p: PlayerId): PlayerId {
  const order = g.s.order;
  const start = order.indexOf(p);
  for (let i = 1; i <= order.length; i++) {
    const q = order[(start + i) % order.length];
    if (!g.s.players[q].left) return q;
  }
  return p;
}

/** CR 117.3 — `p` receives priority; passes in succession start over when a player acts (117.4). */
export function givePriority(g: Game, p: PlayerId, resetPasses: boolean): void {
  g.s.turn.priority = p;
  if (resetPasses) g.s.turn.passed = [];
}

/** CR 117.1 — the actions `p` could take with priority now (passing first). */
export function priorityOptions(g: Game, p: PlayerId): PriorityOption[] {
  return [
    { kind: 'pass' },
    ...playableLands(g, p).map((object) => ({ kind: 'playLand', object }) as PriorityOption),
    ...castableOptions(g, p),
    ...activatableOptions(g, p),
    ...turnFaceUpOptions(g, p),
  ];
}

/** CR 117.1 — the actions the player with priority may take now: the priority decision. */
export function priorityDecision(g: Game): void {
  const p = g.s.turn.priority!;
  const options = priorityOptions(g, p);
  g.s.pending = {
    id: g.s.seq, player: p, rule: '117.1', prompt: `${playerName(g, p)} has priority`,
    kind: 'priority', options, suggested: { kind: 'pass' },
  };
}

/**
 * CR 117.3d, 117.4 — the player passes priority. If every player still in the game has passed in
 * succession, the top object of the stack resolves or, with an empty stack, the step ends.
 * Returns 'resolve' | 'endStep' | 'next'.
 */
export function passPriority(g: Game, p: PlayerId): 'resolve' | 'endStep' | 'next' {
  const pool = g.s.players[p].manaPool;
  emit(g, {
    kind: 'pass', rules: ['117.3d'], player: p,
    text: `${playerName(g, p)} passes${pool.length ? ` with ${pool.length} mana in pool` : ''}`,
  });
  const passed = [...g.s.turn.passed, p];
  g.s.turn.passed = passed;
  const everyone = apnapOrder(g);
  if (everyone.every((q) => passed.includes(q))) {
    g.s.turn.priority = null;
    g.s.turn.passed = [];
    return g.s.stack.length ? 'resolve' : 'endStep';
  }
  g.s.turn.priority = nextPlayer(g, p);
  return 'next';
}
