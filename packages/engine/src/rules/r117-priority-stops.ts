import type { CardRegistry } from '../cards/definition';
import type { PriorityOption } from '../decisions';
import { beginStep } from '../state/draft';
import type { GameState, ObjectId, PlayerId } from '../state/types';
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
