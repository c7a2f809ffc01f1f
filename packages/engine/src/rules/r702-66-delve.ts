import type { CastDraft } from '../decisions';
import type { PayableCost } from '../mana/types';
import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { moveObject } from './r400-zones';
import { characteristics, type Characteristics } from './r613-characteristics';
import { keywordInstances } from './r702-keywords';
import { convokable, convokedCost } from './r702-51-convoke';

/**
 * CR 702.66a — delve: "For each generic mana in this spell's total cost, you may exile a card from your graveyard
 * rather than pay that mana." CR 702.126a — improvise: "... you may tap an untapped artifact you control rather
 * than pay that mana." CR 702.51a — convoke: tapping an untapped creature you control pays one generic mana or one
 * colored mana of its color (r702-51-convoke.ts). None is an additional or alternative cost (702.66b, 702.126b,
 * 702.51b): once the total cost is locked in (601.2f), the caster chooses the objects as the cost is paid (601.2h).
 */
export interface CostPayers {
  rule: '702.51a' | '702.66a' | '702.126a';
  verb: 'exile' | 'tap';
  /** The cards in the caster's graveyard (delve), the untapped artifacts (improvise) or creatures (convoke) they control. */
  options: ObjectId[];
}

/** The untapped permanents of a card type `p` controls. */
function untapped(g: Game, p: PlayerId, type: string): ObjectId[] {
  return g.s.battlefield.filter((id) => {
    const o = g.s.objects[id];
    const a = characteristics(g, id);
    return !o.phasedOut && !o.tapped && a.controller === p && a.types.includes(type);
  });
}

/** The objects that may pay mana of the spell's total cost, by its convoke, delve or improvise ability; null without one. */
export function costPayers(g: Game, p: PlayerId, draft: CastDraft, c: Characteristics): CostPayers | null {
  if (keywordInstances(c, 'convoke').length) return { rule: '702.51a', verb: 'tap', options: untapped(g, p, 'Creature') };
  if (keywordInstances(c, 'delve').length) return { rule: '702.66a', verb: 'exile', options: g.s.players[p].graveyard.filter((id) => id !== draft.object) };
  return keywordInstances(c, 'improvise').length ? { rule: '702.126a', verb: 'tap', options: untapped(g, p, 'Artifact') } : null;
}

/** The most mana of a total cost the objects can pay: convoke's generic and colored mana, the others' generic mana. */
export function payable(total: PayableCost, payers: CostPayers): number {
  return Math.min(payers.options.length, payers.rule === '702.51a' ? convokable(total) : total.generic);
}

/**
 * The total cost left to pay with mana once `objects` paid for part of it (null: they can't all pay for something);
 * `canPay` tells which leftover the caster's mana can pay (convoke's assignment, r702-51-convoke.ts).
 */
export function paidWithObjects(g: Game, total: PayableCost, payers: CostPayers, objects: ObjectId[], canPay: (rest: PayableCost) => boolean): PayableCost | null {
  if (payers.rule === '702.51a') return convokedCost(total, objects.map((id) => characteristics(g, id).colors), canPay);
  return objects.length <= total.generic ? { ...total, generic: total.generic - objects.length } : null;
}

/** CR 601.2h — exiles or taps the objects chosen to pay generic mana (the spell is on the stack by now). */
export function payWithObjects(g: Game, p: PlayerId, payers: CostPayers, objects: ObjectId[], spell: string): void {
  if (!objects.length) return;
  const names = objects.map((id) => nameOf(g, id)).join(', ');
  for (const id of objects) {
    if (payers.verb === 'tap') obj(g, id).tapped = true;
    else moveObject(g, id, 'exile');
  }
  const how = payers.verb === 'tap' ? 'taps' : 'exiles';
  const keyword = { '702.51a': 'convoke', '702.66a': 'delve', '702.126a': 'improvise' }[payers.rule];
  emit(g, { kind: 'payObjects', rules: ['601.2h', payers.rule], player: p, text: `${playerName(g, p)} ${how} ${names} to pay ${objects.length} mana of ${spell}'s cost (${keyword})` });
}
