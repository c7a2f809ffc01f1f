import type { Input } from '../decisions';
import { actionError, type ActionError } from '../errors';
import { isCostError, toPayableCost } from '../mana/announce';
import { findPayment } from '../mana/finder';
import type { AbilityDef } from '../cards/definition';
import type { Game } from '../state/draft';
import { usablePool } from './r106-6-mana-restrictions';
import { pay } from './r601-casting';
import { activateManaAbility, manaOptions, nonManaCostProblem } from './r605-mana-abilities';

/**
 * CR 605.3a–b, 602.2 — a mana ability with a mana cost ("{1}, {T}: Add one mana of any color"): it doesn't use the
 * stack either; its cost is paid (mana from other sources, 601.2g–h, the payment given or the suggested one) and
 * the mana it makes is added at once, the alternative `input.choice`. Its own mana can't pay its cost.
 */
export function activateManaAbilityWithManaCost(g: Game, input: Extract<Input, { kind: 'activate' }>, ab: Extract<AbilityDef, { kind: 'activated' }>): ActionError | null {
  const p = input.player;
  const total = toPayableCost(ab.cost.mana ?? [], {}, 0);
  if (isCostError(total)) return actionError('unsupported', total.rule, total.error);
  if (nonManaCostProblem(g, input.object, ab)) return actionError('cannot-pay', '602.5a', 'that ability\'s cost can\'t be paid now');
  const sources = manaOptions(g, p).filter((o) => o.source !== input.object || (ab.cost.tap ? false : o.ability !== input.ability));
  const plan = input.payment && input.payment !== 'auto' ? input.payment : findPayment(total, usablePool(g.s.players[p].manaPool, null), sources);
  if (!plan) return actionError('cannot-pay', '601.2h', 'the mana cost of that mana ability can\'t be paid');
  const err = pay(g, p, total, plan);
  if (err) return err;
  return activateManaAbility(g, p, { source: input.object, ability: input.ability, choice: input.choice ?? 0 }, ['605.3a'], true);
}
