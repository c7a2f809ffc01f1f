import { turnFaceUpOptions } from './r708-face-down';
import type { PriorityOption } from '../decisions';
import { emit, playerName, type Game } from '../state/draft';
import type { PlayerId } from '../state/types';
import { castableOptions } from './r601-casting';
import { activatableOptions } from './r602-activating';
import { manaOptions } from './r605-mana-abilities';
import { playableLands } from './r305-lands';
import { isMainPhaseWithEmptyStack } from './r500-turn';

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

/** CR 117.1 — the actions the player with priority may take now: the priority decision. */
export function priorityDecision(g: Game): void {
  const p = g.s.turn.priority!;
  g.s.pending = {
    id: g.s.seq, player: p, rule: '117.1', prompt: `${playerName(g, p)} has priority`,
    kind: 'priority', options: priorityOptions(g, p), suggested: { kind: 'pass' },
  };
}

/**
 * What the priority options read: the objects, players, zones and effects (all replaced, never changed, once a
 * step is over), the turn's number, active player, combat and history, and whether it is a main phase with an
 * empty stack (timing, 117.1a, 305.1) — not the step itself, so the options carry over steps where nothing
 * else changed (a pass around the table, beginning of combat, end step).
 */
function optionsKey(g: Game, p: PlayerId): unknown[] {
  const s = g.s;
  return [p, g.cards, s.ruleset, s.objects, s.battlefield, s.stack, s.exile, s.command, s.effects, s.turn.number, s.turn.active, s.turn.combat,
    s.turn.history, isMainPhaseWithEmptyStack(g), ...s.order.map((q) => s.players[q])];
}

const optionsMemo = new WeakMap<object, { key: unknown[]; options: PriorityOption[] }[]>();

/**
 * CR 117.1 — the priority options of `p`, reused from an earlier state whose `optionsKey` is the same. Only
 * `priorityDecision` (the last thing a step does, loop.ts) and `canActMeaningfully` (on a finished state) ask, so
 * the parts in the key are final.
 */
export function priorityOptions(g: Game, p: PlayerId): PriorityOption[] {
  const key = optionsKey(g, p);
  const kept = optionsMemo.get(g.s.objects);
  const hit = kept?.find((k) => k.key.length === key.length && k.key.every((v, i) => v === key[i]));
  if (hit) return hit.options;
  const sources = manaOptions(g, p); // what both spells and abilities may be paid with
  const options: PriorityOption[] = [
    { kind: 'pass' },
    ...playableLands(g, p).map((object) => ({ kind: 'playLand', object }) as PriorityOption),
    ...castableOptions(g, p, sources),
    ...activatableOptions(g, p, sources),
    ...turnFaceUpOptions(g, p),
  ];
  // The decision ends the step (proceed), so the parts in the key are final: later steps copy before writing.
  const list = kept ?? [];
  if (!kept) optionsMemo.set(g.s.objects, list);
  list.push({ key, options });
  if (list.length > 4) list.shift();
  return options;
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
