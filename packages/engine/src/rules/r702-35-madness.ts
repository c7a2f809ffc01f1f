import type { AbilityDef } from '../cards/definition';
import { emit, list, nameOf, playerName, type Game } from '../state/draft';
import type { ObjectId, PendingTrigger } from '../state/types';
import { moveObject } from './r400-zones';
import { characteristics } from './r613-characteristics';
import { keywordCost } from './r702-keywords';

type TriggeredDef = Extract<AbilityDef, { kind: 'triggered' }>;

/**
 * CR 702.35a — madness [cost] is two abilities: "If a player would discard this card, that player discards it, but
 * exiles it instead of putting it into their graveyard" (static, in the hand) and "When this card is exiled this way,
 * its owner may cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they put this card
 * into their graveyard." The spell is cast while the trigger resolves (608.2g, timing ignored) for the alternative
 * cost (702.35b, 118.9; the cost mode `madness`).
 * @simplification The exile is applied before any other replacement effect on the card going to the graveyard (616.1
 * would let its owner order them; with the ones the engine has, each exiles it or is no longer applicable).
 */

/** CR 702.35a — whether discarding card `id` is replaced by exiling it: it is in a hand and has madness. */
export function discardIsExiled(g: Game, id: ObjectId): boolean {
  const o = g.s.objects[id];
  return o?.zone === 'hand' && !!keywordCost(characteristics(g, id), 'madness');
}

const MADNESS_TRIGGER: TriggeredDef = {
  kind: 'triggered', text: 'Madness (When this card is exiled this way, its owner may cast it by paying its madness cost rather than its mana cost. If that player doesn\'t, they put this card into their graveyard.)',
  trigger: { on: 'madness' }, targets: [], effects: [{ do: 'castForMadness', what: 'subject' }],
};

/** CR 702.35a, 603.2 — card `card` was exiled by its madness ability as it was discarded: its trigger waits to be put on the stack. */
export function madnessTriggers(g: Game, card: ObjectId): void {
  const owner = g.s.objects[card].owner;
  const sourceName = nameOf(g, card);
  list<PendingTrigger>(g, { shared: 'triggers' }).push({
    source: card, sourceName, def: MADNESS_TRIGGER, controller: owner, context: { event: 'madness', subject: card, subjectBefore: card, player: owner }, ordered: false,
  });
  emit(g, { kind: 'trigger', rules: ['702.35a', '603.2'], object: card, text: `${sourceName}'s madness ability triggers (it was exiled as it was discarded)` });
}

/** CR 702.35a — the madness card wasn't cast: its owner puts it from exile into their graveyard. */
export function madnessCardToGraveyard(g: Game, card: ObjectId): void {
  const o = g.s.objects[card];
  const moved = moveObject(g, card, 'graveyard');
  emit(g, { kind: 'move', rules: ['702.35a'], player: o.owner, object: moved, text: `${playerName(g, o.owner)} doesn't cast ${o.card} and puts it into their graveyard (madness)` });
}
