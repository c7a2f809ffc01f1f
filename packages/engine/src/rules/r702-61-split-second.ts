import { actionError, type ActionError } from '../errors';
import { nameOf, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';
import { hasKeyword } from './r613-characteristics';

/**
 * CR 702.61a–b — "As long as this spell is on the stack, players can't cast other spells or activate abilities that
 * aren't mana abilities": the refusal while a spell with split second is on the stack, or null. Mana abilities,
 * special actions (turning a face-down permanent face up) and triggered abilities are not affected (702.61b).
 * @simplification A spell cast while another spell or ability resolves ("you may cast it", cascade) is not stopped.
 */
export function splitSecondForbids(g: Game, what: 'cast' | 'activate'): ActionError | null {
  const spell = splitSecondSpell(g);
  if (!spell) return null;
  return actionError('illegal-action', '702.61a', `${nameOf(g, spell)} has split second: players can't ${what === 'cast' ? 'cast other spells' : 'activate abilities that aren\'t mana abilities'} while it is on the stack`);
}

function splitSecondSpell(g: Game): ObjectId | undefined {
  return g.s.stack.find((id) => g.s.objects[id].kind !== 'ability' && hasKeyword(g, id, 'split second'));
}
