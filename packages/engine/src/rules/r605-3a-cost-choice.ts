import type { CastDraft, Input } from '../decisions';
import { actionError, type ActionError } from '../errors';
import type { Game } from '../state/draft';
import type { PlayerId } from '../state/types';
import { continueDraft, emptyDraft } from './r601-casting';
import { activateManaAbility, costChoice, manaAbilityProblem } from './r605-mana-abilities';

/**
 * CR 605.3a, 601.2h — a player activates a mana ability by hand, at priority or while a payment is asked (`resume`, the
 * cast or activation being paid, 601.2g). A cost paid with chosen objects ("{T}, Exile a card from your graveyard: Add
 * {R}") is asked first, as a chooseObjects decision carrying a draft of the ability; the payment finder doesn't use such
 * abilities (manaOptions). Otherwise the ability resolves at once (605.3b) and the payment, if any, is asked again.
 */
export function activateManaByHand(g: Game, input: Extract<Input, { kind: 'activate' }>, resume?: CastDraft): ActionError | null {
  const a = { source: input.object, ability: input.ability, choice: input.choice ?? 0 };
  const ab = manaAbilityProblem(g, input.player, a);
  if ('code' in ab) return ab;
  if (!costChoice(g, input.object, ab)) {
    const err = activateManaAbility(g, input.player, a, ['605.3a']);
    return err ?? resumePayment(g, input.player, resume);
  }
  if (ab.cost.mana) return actionError('unsupported', '605.3a', 'a mana ability with both a mana cost and a cost paid with chosen objects is not supported');
  const draft: CastDraft = {
    ...emptyDraft('ability', input.object, 'normal'), ability: input.ability, payment: { activations: [] },
    mana: { choice: a.choice, ...(resume ? { resume } : {}) },
  };
  return continueDraft(g, input.player, draft);
}

/** CR 605.3b — the mana ability of a draft, its cost objects chosen: it resolves now; the payment it interrupted goes on. */
export function commitManaAbility(g: Game, p: PlayerId, draft: CastDraft, mana: NonNullable<CastDraft['mana']>): ActionError | null {
  const err = activateManaAbility(g, p, { source: draft.object, ability: draft.ability!, choice: mana.choice }, ['605.3a'], false, draft.costObjects);
  return err ?? resumePayment(g, p, mana.resume);
}

/** CR 601.2g — after a mana ability activated during a payment (or its cost choice abandoned), the payment is asked again. */
export function resumePayment(g: Game, p: PlayerId, resume: CastDraft | undefined): ActionError | null {
  return resume ? continueDraft(g, p, { ...resume, payment: undefined }) : null;
}
