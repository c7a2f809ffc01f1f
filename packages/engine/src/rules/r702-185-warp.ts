import type { AbilityDef } from '../cards/definition';
import { emit, nameOf, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';
import { createDelayedAbout } from './r603-7-delayed';

/**
 * CR 702.185a — "Warp [cost]" means "You may cast this card from your hand by paying [cost] rather than its mana cost"
 * (an alternative cost, r601-casting.ts) and "If this spell's warp cost was paid, exile the permanent this spell becomes
 * at the beginning of the next end step. Its owner may cast this card after the current turn has ended for as long as
 * it remains exiled." Cast from its owner's hand, the spell's controller is its owner, who gets the permission.
 */
const EXILE_AT_END: AbilityDef = {
  kind: 'triggered', text: 'At the beginning of the next end step, exile this permanent. Its owner may cast it after this turn for as long as it remains exiled (warp).',
  trigger: { on: 'beginningOf', step: 'end', whose: 'any' }, targets: [],
  effects: [{ do: 'exile', what: 'subject' }, { do: 'allowCast', what: 'chosen', until: 'afterThisTurn' }],
};

/** CR 702.185a, 603.7a — a spell whose warp cost was paid became permanent `id`: its delayed triggered ability refers to it only. */
export function warpedPermanentEnters(g: Game, id: ObjectId): void {
  const o = g.s.objects[id];
  createDelayedAbout(g, id, o.controller, EXILE_AT_END);
  emit(g, { kind: 'delayedTrigger', rules: ['702.185a', '603.7a'], player: o.controller, object: id, text: `${nameOf(g, id)}'s warp cost was paid: it is exiled at the beginning of the next end step` });
}
