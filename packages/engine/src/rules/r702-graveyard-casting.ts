import type { CastDraft, CostMode } from '../decisions';
import type { Game } from '../state/draft';
import type { CharacteristicSet, GameObject, ObjectId, PlayerId } from '../state/types';
import { characteristics, characteristicsAs, matchesFilter, type Characteristics } from './r613-characteristics';
import { keywordCost, keywordInstances } from './r702-keywords';
import { turnHistory } from '../state/turn-history';

/**
 * Keywords that let a card be cast from its owner's graveyard (a permission, 601.3): CR 702.34a flashback and
 * 702.133a jump-start "if the resulting spell is an instant or sorcery spell", 702.138a escape and 702.81a retrace
 * for any spell, 702.187b mayhem "as long as you discarded this card this turn". The way a card is cast there is its cost mode: flashback and escape are alternative costs (their
 * keyword's cost instead of the mana cost, 118.9), and so is mayhem; jump-start adds discarding a card and retrace discarding a land
 * card (601.2f–h); escape's cost also exiles other cards from the graveyard.
 * @simplification A card with two of these keywords is cast with the first of flashback, jump-start, escape, retrace, mayhem;
 * a spell's own additional cost with objects to choose isn't asked besides a jump-start, retrace or escape cost.
 */
export type GraveyardWay = Extract<CostMode, 'flashback' | 'jump-start' | 'escape' | 'retrace' | 'mayhem'>;

const GRAVEYARD_KEYWORDS = new Set<string>(['flashback', 'jump-start', 'escape', 'retrace', 'mayhem']);

/** The way a card in a graveyard may be cast with characteristic set `set` (judged on the spell it would be, 601.3e), or null. */
export function graveyardWay(g: Game, o: GameObject, set: CharacteristicSet): GraveyardWay | null {
  const c = characteristicsAs(g, o.id, set);
  if (!c.abilities.some((a) => a.kind === 'keyword' && GRAVEYARD_KEYWORDS.has(a.keyword))) return null; // none of them: the common case, decided in one pass
  const instantOrSorcery = c.types.some((t) => t === 'Instant' || t === 'Sorcery');
  if (keywordCost(c, 'flashback') && instantOrSorcery) return 'flashback';
  if (keywordInstances(c, 'jump-start').length && instantOrSorcery) return 'jump-start';
  if (keywordCost(c, 'escape')) return 'escape';
  if (keywordInstances(c, 'retrace').length) return 'retrace';
  return keywordCost(c, 'mayhem') && turnHistory(g).discarded?.includes(o.id) ? 'mayhem' : null;
}

/**
 * CR 601.2h — the objects a jump-start, retrace or escape cost is paid with: a card to discard (702.133a), a land
 * card to discard (702.81a), or other cards of the caster's graveyard to exile (702.138a); null for none.
 */
export function graveyardWayCostChoice(g: Game, p: PlayerId, draft: CastDraft, c: Characteristics): { verb: 'discard' | 'exile'; n: number; options: ObjectId[] } | null {
  const hand = g.s.players[p].hand.filter((id) => id !== draft.object);
  if (draft.costMode?.includes('jump-start')) return { verb: 'discard', n: 1, options: hand };
  if (draft.costMode?.includes('retrace')) {
    return { verb: 'discard', n: 1, options: hand.filter((id) => matchesFilter(characteristics(g, id), g.s.objects[id], { types: ['Land'] }, p)) };
  }
  const exile = draft.costMode?.includes('escape') ? keywordInstances(c, 'escape').find((k) => k.cost)?.exileOthers : undefined;
  if (exile) return { verb: 'exile', n: exile, options: g.s.players[p].graveyard.filter((id) => id !== draft.object) };
  return null;
}
