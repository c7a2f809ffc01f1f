import type { AdditionalCost, ObjectFilter } from '../cards/definition';
import type { CastDraft } from '../decisions';
import type { ManaCost } from '../mana/types';
import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { discardCard } from './r121-drawing';
import { moveObject } from './r400-zones';
import { characteristics, matchesFilter, type Characteristics } from './r613-characteristics';
import { sacrificePermanent } from './r701-21-sacrifice';
import { casualtyOf, casualtyOptions } from './r702-153-casualty';
import { bargainOptions } from './r702-166-bargain';
import { graveyardWayCostChoice } from './r702-graveyard-casting';

/**
 * CR 118.8, 601.2b, 601.2f–h — "As an additional cost to cast this spell, <cost>": the spell's own additional
 * cost (an ability of the card, 113.2b, that works while it is cast, 604.5). "pay X life" makes X announced
 * (107.3a) and adds X life to the total cost; "discard a card" and "exile two cards from your graveyard" are paid
 * with objects the caster chooses as the cost is paid (601.2h); "... or pay {1}{W}" lets the caster announce
 * paying that mana instead (601.2b, the cost mode `additionalMana`).
 */
export function additionalCostOf(c: Characteristics): AdditionalCost | null {
  for (const ab of c.abilities) if (ab.kind === 'static' && ab.effect.kind === 'additionalCost') return ab.effect.cost;
  return null;
}

/** CR 107.3a — the spell's X is announced for its additional cost ("pay X life") even with no {X} in its mana cost. */
export function additionalCostNeedsX(c: Characteristics): boolean {
  return !!additionalCostOf(c)?.lifeX;
}

/** CR 601.2f, 119.4 — the life an additional cost adds to the total cost. */
export function additionalLife(c: Characteristics, x: number): number {
  return additionalCostOf(c)?.lifeX ? x : 0;
}

/** CR 601.2b — the mana the caster may announce paying instead of the rest of the additional cost, if any. */
export function additionalManaOption(c: Characteristics): ManaCost | null {
  return additionalCostOf(c)?.orMana ?? null;
}

/** Whether the caster announced paying the additional cost's mana instead (601.2b). */
function paysMana(draft: CastDraft): boolean {
  return !!draft.costMode?.includes('additionalMana');
}

/** How the chosen objects of a spell's cost are paid (601.2h). */
export type CostVerb = 'discard' | 'exile' | 'tap' | 'sacrifice';

/** CR 702.34a — a flashback cost that taps untapped permanents ("Flashback—Tap three untapped creatures you control"). */
function flashbackTapCost(c: Characteristics): { n: number; filter: ObjectFilter } | null {
  for (const ab of c.abilities) if (ab.kind === 'keyword' && ab.keyword === 'flashback' && ab.tapUntapped) return ab.tapUntapped;
  return null;
}

/**
 * CR 601.2h — the objects the caster chooses to pay the additional cost: cards in hand other than the spell to
 * discard, or cards in their graveyard to exile; null when the cost asks for none.
 */
export function additionalCostChoice(g: Game, p: PlayerId, draft: CastDraft, c: Characteristics): { verb: CostVerb; n: number; options: ObjectId[] } | null {
  const casualty = draft.costMode?.includes('casualty') ? casualtyOf(g, p, draft.object, c) : null;
  if (casualty !== null) return { verb: 'sacrifice', n: 1, options: casualtyOptions(g, p, casualty, draft) }; // 702.153a
  if (draft.costMode?.includes('bargain')) return { verb: 'sacrifice', n: 1, options: bargainOptions(g, p, draft) }; // 702.166a
  const tap = draft.costMode?.includes('flashback') ? flashbackTapCost(c) : null;
  if (tap) {
    // 702.34a, 601.2h: a flashback cost of tapping untapped creatures; they are chosen as it is paid.
    const options = g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && !g.s.objects[id].tapped
      && matchesFilter(characteristics(g, id), g.s.objects[id], { ...tap.filter, controller: 'you' }, p));
    return { verb: 'tap', n: tap.n, options };
  }
  const way = graveyardWayCostChoice(g, p, draft, c); // 702.133a, 702.81a, 702.138a
  if (way) return way;
  const cost = additionalCostOf(c);
  if (!cost || paysMana(draft)) return null;
  if (cost.discard) return { verb: 'discard', n: cost.discard, options: g.s.players[p].hand.filter((id) => id !== draft.object) };
  if (cost.exileFromYourGraveyard) {
    const f = cost.exileFromYourGraveyard.filter;
    const options = g.s.players[p].graveyard.filter((id) => id !== draft.object && matchesFilter(characteristics(g, id), g.s.objects[id], f, p));
    return { verb: 'exile', n: cost.exileFromYourGraveyard.n, options };
  }
  return null;
}

/** Whether the additional cost's objects can be found (for listing the spell among the castable ones, 117.1a). */
export function additionalCostPayable(g: Game, p: PlayerId, draft: CastDraft, c: Characteristics): boolean {
  const choice = additionalCostChoice(g, p, draft, c);
  return !choice || choice.options.length >= choice.n || !!additionalManaOption(c);
}

/**
 * CR 601.2h — pays the chosen objects of the additional cost (the spell is on the stack by now); `of`: the cost they
 * belong to when it isn't an additional one (escape's, 702.138a).
 */
export function payAdditionalCost(g: Game, p: PlayerId, verb: CostVerb, objects: ObjectId[], spell: string, of = { rule: '118.8', what: 'additional cost' }): void {
  if (!objects.length) return;
  const names = objects.map((id) => nameOf(g, id)).join(', ');
  if (verb === 'tap') {
    for (const id of objects) obj(g, id).tapped = true;
    emit(g, { kind: 'payObjects', rules: ['601.2h', '702.34a'], player: p, text: `${playerName(g, p)} taps ${names} to pay the flashback cost of ${spell}` });
    return;
  }
  if (verb === 'sacrifice') {
    emit(g, { kind: 'payObjects', rules: ['601.2h', of.rule], player: p, text: `${playerName(g, p)} sacrifices ${names} to pay the ${of.what} of ${spell}` });
    for (const id of objects) sacrificePermanent(g, p, id, ['601.2h', of.rule]);
    return;
  }
  if (verb === 'discard') for (const id of objects) discardCard(g, id, ['601.2h', '118.8']);
  else for (const id of objects) moveObject(g, id, 'exile');
  emit(g, { kind: 'payObjects', rules: ['601.2h', of.rule], player: p, text: `${playerName(g, p)} ${verb === 'discard' ? 'discards' : 'exiles'} ${names} to pay the ${of.what} of ${spell}` });
}
