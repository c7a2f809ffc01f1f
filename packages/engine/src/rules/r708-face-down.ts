import { usablePool } from './r106-6-mana-restrictions';
import type { FaceUpWay, Input, PriorityOption } from '../decisions';
import { actionError, type ActionError } from '../errors';
import { isCostError, toPayableCost } from '../mana/announce';
import { findPayment, suggestChoices } from '../mana/finder';
import { formatManaCost } from '../mana/symbols';
import type { ManaCost } from '../mana/types';
import { emit, newTimestamp, obj, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { pay } from './r601-casting';
import { fireTrigger } from './r603-triggers';
import { manaOptions } from './r605-mana-abilities';
import { controllerOf, copiableValues } from './r613-characteristics';
import { keywordCost } from './r702-keywords';

/**
 * CR 708 — face-down permanents: the ways one may be turned face up and the special action that does it
 * (116.2b). Casting face down is in r601-casting (702.37c, 702.168b, 708.4), manifesting and cloaking in the
 * effect (701.40a), the face-down characteristics in layer 1 (708.2, r613-characteristics), and the reveals
 * (708.9) in r400-zones (leaving the battlefield or the stack) and r104-ending (a player leaving, the game ending).
 * @simplification Costs with X (702.37f), "as this is turned face up" abilities other than megamorph's (708.11),
 * manifest dread and effects that turn a permanent face down (708.2b) are not modelled; the special action's
 * payment is given with the input or found automatically (no payment decision is asked).
 */

/** The rule that lets a face-down permanent be turned face up each way. */
const WAY_RULE: Record<FaceUpWay, string> = { morph: '702.37e', disguise: '702.168d', manaCost: '701.40b' };

/**
 * CR 702.37e, 702.168d, 701.40b–d, 701.58b–d — the ways a face-down permanent may be turned face up, with
 * their costs: the morph or disguise cost it would have face up, or, for a manifested or cloaked creature
 * card, its mana cost.
 */
export function faceUpWays(g: Game, id: ObjectId): { via: FaceUpWay; cost: ManaCost; megamorph?: boolean }[] {
  const o = g.s.objects[id];
  if (!o?.faceDown || o.zone !== 'battlefield') return [];
  const faceUp = copiableValues(g, { ...o, faceDown: false });
  const out: { via: FaceUpWay; cost: ManaCost; megamorph?: boolean }[] = [];
  const morph = keywordCost(faceUp, 'morph');
  const megamorph = keywordCost(faceUp, 'megamorph'); // 702.37b: a megamorph cost is a morph cost
  if (morph || megamorph) out.push({ via: 'morph', cost: (morph ?? megamorph)!, ...(morph ? {} : { megamorph: true }) });
  const disguise = keywordCost(faceUp, 'disguise');
  if (disguise) out.push({ via: 'disguise', cost: disguise });
  const manifested = o.faceDownBy === 'manifest' || o.faceDownBy === 'cloak';
  if (manifested && faceUp.types.includes('Creature') && faceUp.manaCost) out.push({ via: 'manaCost', cost: faceUp.manaCost });
  return out;
}

/** CR 116.2b — the face-down permanents `p` controls that they could turn face up now, each way they can pay for. */
export function turnFaceUpOptions(g: Game, p: PlayerId): PriorityOption[] {
  const faceDown = g.s.battlefield.filter((id) => g.s.objects[id].faceDown && !g.s.objects[id].phasedOut && controllerOf(g, id) === p);
  if (!faceDown.length) return [];
  const sources = manaOptions(g, p);
  const out: PriorityOption[] = [];
  for (const id of faceDown) {
    for (const w of faceUpWays(g, id)) {
      const total = payable(g, p, w.cost);
      if (total && findPayment(total, usablePool(g.s.players[p].manaPool, null), sources)) out.push({ kind: 'turnFaceUp', object: id, via: w.via });
    }
  }
  return out;
}

function payable(g: Game, p: PlayerId, cost: ManaCost) {
  const choices = suggestChoices(cost, 0, g.s.players[p].manaPool, manaOptions(g, p)) ?? {};
  const total = toPayableCost(cost, choices, 0);
  return isCostError(total) ? null : total;
}

/**
 * CR 116.2b, 702.37e, 702.168d, 701.40b — turns a face-down permanent face up: show the cost, pay it, turn
 * it face up. Its copiable values revert to its normal ones and effects on it keep applying (708.8); it gets a
 * new timestamp (613.7f); its enters abilities don't apply (708.8), its "turned face up" triggers do. The
 * player receives priority afterward (116.3).
 */
export function turnFaceUp(g: Game, input: Extract<Input, { kind: 'turnFaceUp' }>): ActionError | null {
  const p = input.player;
  const o = g.s.objects[input.object];
  if (!o || o.zone !== 'battlefield' || !o.faceDown) return actionError('illegal-action', '708.7', 'only a face-down permanent can be turned face up');
  if (o.phasedOut) return actionError('illegal-action', '702.26b', 'a phased-out permanent is treated as though it does not exist');
  if (controllerOf(g, o.id) !== p) return actionError('illegal-action', '116.2b', 'only its controller can turn a face-down permanent face up');
  const ways = faceUpWays(g, o.id);
  const way = input.via ? ways.find((w) => w.via === input.via) : ways[0];
  if (!way) {
    const rule = input.via ? WAY_RULE[input.via] : o.faceDownBy === 'manifest' || o.faceDownBy === 'cloak' ? '701.40b' : '702.37e';
    return actionError('illegal-action', rule, `that face-down permanent can't be turned face up${input.via ? ` by ${input.via === 'manaCost' ? 'paying its mana cost' : `its ${input.via} cost`}` : ''}`);
  }
  const total = payable(g, p, way.cost);
  if (!total) return actionError('cannot-pay', '601.2h', `the cost ${formatManaCost(way.cost)} can't be paid`);
  const plan = input.payment && input.payment !== 'auto' ? input.payment : findPayment(total, usablePool(g.s.players[p].manaPool, null), manaOptions(g, p));
  if (!plan) return actionError('cannot-pay', WAY_RULE[way.via], `${playerName(g, p)} can't pay ${formatManaCost(way.cost)}`);
  const err = pay(g, p, total, plan);
  if (err) return err;
  const rule = way.via === 'manaCost' && o.faceDownBy === 'cloak' ? '701.58b' : WAY_RULE[way.via];
  const w = obj(g, o.id);
  w.faceDown = false;
  delete w.faceDownBy;
  w.timestamp = newTimestamp(g); // 613.7f
  const how = way.via === 'manaCost' ? `its mana cost ${formatManaCost(way.cost)}` : `its ${way.megamorph ? 'megamorph' : way.via} cost ${formatManaCost(way.cost)}`;
  emit(g, {
    kind: 'turnFaceUp', rules: ['116.2b', rule, '708.8'], player: p, object: o.id,
    text: `${playerName(g, p)} turns a face-down permanent face up, paying ${how}: it is ${copiableValues(g, w).name}`,
  });
  if (way.megamorph) {
    // CR 702.37b: "As this permanent is turned face up, put a +1/+1 counter on it if its megamorph cost was paid."
    w.counters = { ...w.counters, '+1/+1': (w.counters['+1/+1'] ?? 0) + 1 };
    emit(g, { kind: 'counters', rules: ['702.37b', '708.11'], object: o.id, text: `a +1/+1 counter is put on ${copiableValues(g, w).name} as it is turned face up (megamorph)` });
  }
  fireTrigger(g, { type: 'turnedFaceUp', object: o.id });
  return null;
}
