import type { CardRegistry } from '../cards/definition';
import type { PriorityOption } from '../decisions';
import { beginStep } from '../state/draft';
import type { GameState, ObjectId, PlayerId, StepName } from '../state/types';
import { priorityOptions } from './r117-priority';

/**
 * CR 117.1, 117.3 — whether `player`, holding priority in `state`, has an action that could matter: playing
 * a land (305.1), casting a spell (601; also a prepare copy in exile, 722.3c, or a card castable from a
 * graveyard), activating a non-mana ability (602), or turning a face-down permanent face up (116.2b).
 * Front ends pass priority automatically for a player when this is false (priority stops).
 *
 * Mana abilities (605.3a) count only through what they enable: the castable and activatable options are
 * listed only when their cost could be paid with the mana abilities the player has, so a mana ability alone
 * is no reason to stop.
 * @simplification a mana ability activated for its own sake (a painland's damage, a "whenever you tap a
 * land for mana" trigger) is not counted as an action that could matter.
 */
export function canActMeaningfully(state: GameState, player: PlayerId, cards: CardRegistry): boolean {
  const pending = state.pending;
  const options = pending?.kind === 'priority' && pending.player === player
    ? pending.options
    : priorityOptions(beginStep(state, cards), player);
  return options.some(matters);
}

function matters(option: PriorityOption): boolean {
  if (option.kind === 'pass') return false;
  if (option.kind === 'activate') return !option.mana;
  return true;
}

/**
 * CR 117.3 — a player's priority stops, kept by a front end (the browser's worker, an online table): when it
 * passes priority for the player without asking. Never part of the game state: passes are inputs like any other.
 */
export interface PriorityStops {
  /** Steps in which the player wants to be asked even with an empty stack. */
  steps: StepName[];
  /** Pass automatically when `canActMeaningfully` says the player has no action that could matter. */
  autoPass: boolean;
  /**
   * Pass until the stack changes from the one recorded (`stack`), or until the end of `turn` — cancelled by a
   * new spell or ability on the stack that targets the player or a permanent of theirs.
   */
  until: { kind: 'stackChanges'; stack: ObjectId[] } | { kind: 'endOfTurn'; turn: number; stack: ObjectId[] } | null;
  /** Triggered abilities (their `triggerKey`s) to always pass on when one is on top of the stack. */
  yields: string[];
}

/** Steps where a person is asked by default even with an empty stack (the main phases and combat). */
export const DEFAULT_STOP_STEPS: StepName[] = ['main1', 'declareAttackers', 'declareBlockers', 'main2'];

/** The stops a person starts with: the default steps, passing when nothing could matter. */
export function defaultStops(): PriorityStops {
  return { steps: [...DEFAULT_STOP_STEPS], autoPass: true, until: null, yields: [] };
}

/** "Pass until the stack changes / the turn ends", recorded from the state as it is now. */
export function passUntil(state: GameState, until: 'stackChanges' | 'endOfTurn'): NonNullable<PriorityStops['until']> {
  return until === 'endOfTurn' ? { kind: 'endOfTurn', turn: state.turn.number, stack: [...state.stack] } : { kind: 'stackChanges', stack: [...state.stack] };
}

/**
 * CR 117.3 — whether `player`, holding priority, passes without being asked: a "pass until" still running, nothing
 * that could matter (with `autoPass`), or an empty stack in a step they don't stop in. A "pass until" that has run
 * out is cleared from `stops` (the one change this makes).
 */
export function passesByStops(state: GameState, player: PlayerId, stops: PriorityStops, cards: CardRegistry): boolean {
  const until = stops.until;
  if (until?.kind === 'endOfTurn') {
    if (state.turn.number === until.turn && !newTargetOn(state, until.stack, player)) return true;
    stops.until = null;
  } else if (until?.kind === 'stackChanges') {
    if (sameStack(state.stack, until.stack)) return true;
    stops.until = null;
  }
  if (yieldsToTop(state, stops.yields)) return true;
  if (stops.autoPass && !canActMeaningfully(state, player, cards)) return true;
  return state.stack.length === 0 && !stops.steps.includes(state.turn.step);
}

/** Whether something put on the stack since `before` targets `player` or a permanent they control (115.1). */
function newTargetOn(state: GameState, before: readonly string[], player: PlayerId): boolean {
  return state.stack.some((id) => !before.includes(id) && (state.objects[id].choices?.targets ?? []).flat().some((t) =>
    'player' in t ? t.player === player : state.objects[t.object]?.controller === player));
}

function sameStack(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * CR 603.3, 117.3 — the name a player gives a triggered ability to always pass priority on it ("yield" to it):
 * its source card and the ability's text (`Soul Warden: Whenever another creature enters, you gain 1 life.`),
 * the same for every time it triggers. Null for anything on the stack that isn't a triggered ability.
 */
export function triggerKey(state: GameState, id: ObjectId): string | null {
  const ability = state.objects[id]?.kind === 'ability' ? state.objects[id].ability : undefined;
  return ability?.def.kind === 'triggered' ? `${ability.sourceCard}: ${ability.def.text}` : null;
}

/**
 * CR 117.3 — whether the top of the stack is a triggered ability the player always passes on (`yields`: its
 * `triggerKey`s). Front ends pass priority for the player then, as for any stop.
 */
export function yieldsToTop(state: GameState, yields: readonly string[]): boolean {
  const top = state.stack[state.stack.length - 1];
  const key = top === undefined ? null : triggerKey(state, top);
  return key !== null && yields.includes(key);
}

/** The triggered abilities on the stack with their keys (everyone sees the stack, 405.1). */
export function triggerKeysOf(state: GameState): Record<string, string> {
  return Object.fromEntries(state.stack.flatMap((id) => {
    const key = triggerKey(state, id);
    return key === null ? [] : [[id, key]];
  }));
}
