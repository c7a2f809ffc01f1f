import type { AbilityDef } from '../cards/definition';
import type { ManaCost } from '../mana/types';
import { emit, list, nameOf, type Game } from '../state/draft';
import { turnHistory } from '../state/turn-history';
import type { ObjectId, PendingTrigger, PlayerId } from '../state/types';
import { characteristics, controllerOf, matchesFilter } from './r613-characteristics';
import { keywordCost } from './r702-keywords';

type TriggeredDef = Extract<AbilityDef, { kind: 'triggered' }>;

/**
 * CR 702.94a — miracle [cost] means "You may reveal this card from your hand as you draw it if it's the first card
 * you've drawn this turn. When you reveal this card this way, you may cast it by paying [cost] rather than its mana
 * cost." A card has it printed ("Miracle {1}{W}") or granted in its owner's hand by a permanent ("Each instant and
 * sorcery card in your hand has miracle {2}", Lorehold, the Historian). The spell is cast while the trigger resolves
 * (608.2g, timing ignored) for the alternative cost (118.9; the cost mode `miracle`).
 * @simplification The reveal and the trigger are one choice: the trigger is put on the stack for every miracle card
 * drawn first in a turn, and its controller chooses as it resolves whether to reveal and cast the card (so the trigger
 * itself shows that a card with miracle was drawn). The miracle cost is the card's as the trigger resolves.
 */

/** The miracle cost card `card` in `p`'s hand has now: its own, or one a permanent `p` controls grants; null if none. */
export function miracleCost(g: Game, p: PlayerId, card: ObjectId): ManaCost | null {
  const o = g.s.objects[card];
  if (!o || o.zone !== 'hand' || o.owner !== p) return null;
  const c = characteristics(g, card);
  const own = keywordCost(c, 'miracle');
  if (own) return own;
  for (const id of g.s.battlefield) {
    if (g.s.objects[id].phasedOut || controllerOf(g, id) !== p) continue;
    for (const ab of characteristics(g, id).abilities) {
      if (ab.kind === 'static' && ab.effect.kind === 'cardsInHandHaveMiracle' && matchesFilter(c, o, ab.effect.cards, p, id)) return ab.effect.cost;
    }
  }
  return null;
}

const MIRACLE_TRIGGER: TriggeredDef = {
  kind: 'triggered', text: 'Miracle (When you reveal this card as the first card you drew this turn, you may cast it by paying its miracle cost rather than its mana cost.)',
  trigger: { on: 'miracle' }, targets: [], effects: [{ do: 'castForMiracle', what: 'subject' }],
};

/** CR 702.94a, 603.2 — `p` drew `card`: if it is their first card this turn and has miracle, its trigger waits to be put on the stack. */
export function miracleOnDraw(g: Game, p: PlayerId, card: ObjectId): void {
  if ((turnHistory(g).cardsDrawn?.[p] ?? 0) !== 1 || !miracleCost(g, p, card)) return;
  const sourceName = nameOf(g, card);
  list<PendingTrigger>(g, { shared: 'triggers' }).push({
    source: card, sourceName, def: MIRACLE_TRIGGER, controller: p, context: { event: 'miracle', subject: card, subjectBefore: card, player: p }, ordered: false,
  });
  emit(g, { kind: 'trigger', rules: ['702.94a', '603.2'], object: card, text: `${sourceName}'s miracle ability triggers (the first card drawn this turn)` });
}
