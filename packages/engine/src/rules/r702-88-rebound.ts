import type { AbilityDef } from '../cards/definition';
import { emit, nameOf, type Game } from '../state/draft';
import { turnHistory } from '../state/turn-history';
import type { GameObject } from '../state/types';
import { createDelayedAbout } from './r603-7-delayed';
import { moveObject } from './r400-zones';
import { characteristics } from './r613-characteristics';
import { keywordInstances } from './r702-keywords';

/**
 * CR 702.88a — "Rebound" means "If this spell was cast from your hand, instead of putting it into your graveyard as it
 * resolves, exile it and, at the beginning of your next upkeep, you may cast this card from exile without paying its
 * mana cost." The cast follows the rules for alternative costs (702.88b: 'castWithoutPaying'); several instances are
 * redundant (702.88c).
 * @simplification Rebound replaces the move before any other effect that would replace it (616.1 would let the
 * controller choose).
 */

const CAST_AT_UPKEEP: AbilityDef = {
  kind: 'triggered', text: 'At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost (rebound).',
  trigger: { on: 'beginningOf', step: 'upkeep', whose: 'you' }, targets: [], effects: [{ do: 'castWithoutPaying', what: 'subject' }],
};

/** CR 702.88a — whether resolving spell `o` rebounds: a card with rebound cast from its controller's hand (this turn: a spell resolves in the turn it was cast). */
export function rebounds(g: Game, o: GameObject): boolean {
  if (o.kind !== 'card' || !keywordInstances(characteristics(g, o.id), 'rebound').length) return false;
  return turnHistory(g).spellsCast.some((s) => s.spell === o.id && s.from === 'hand');
}

/** CR 702.88a, 603.7a — spell `o` resolved with rebound: it is exiled, and its delayed triggered ability refers to the exiled card. */
export function rebound(g: Game, o: GameObject): void {
  const controller = characteristics(g, o.id).controller;
  emit(g, { kind: 'exile', rules: ['608.2n', '702.88a'], object: o.id, text: `${nameOf(g, o.id)} is exiled instead of going to the graveyard (rebound)` });
  const exiled = moveObject(g, o.id, 'exile');
  createDelayedAbout(g, exiled, controller, CAST_AT_UPKEEP);
  emit(g, { kind: 'delayedTrigger', rules: ['702.88a', '603.7a'], player: controller, object: exiled, text: `${nameOf(g, exiled)} may be cast from exile without paying its mana cost at the beginning of ${g.s.players[controller].name}'s next upkeep` });
}
