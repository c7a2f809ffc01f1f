import type { CastDraft } from '../decisions';
import type { PayableCost } from '../mana/types';
import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { moveObject } from './r400-zones';
import { characteristics, type Characteristics } from './r613-characteristics';
import { keywordInstances } from './r702-keywords';

/**
 * CR 702.66a — delve: "For each generic mana in this spell's total cost, you may exile a card from your graveyard
 * rather than pay that mana." CR 702.126a — improvise: "... you may tap an untapped artifact you control rather
 * than pay that mana." Neither is an additional or alternative cost (702.66b, 702.126b): once the total cost is
 * locked in (601.2f), the caster chooses the objects as the cost is paid (601.2h), each paying one generic mana.
 */
export interface GenericPayers {
  rule: '702.66a' | '702.126a';
  verb: 'exile' | 'tap';
  /** The cards in the caster's graveyard (delve) or the untapped artifacts they control (improvise). */
  options: ObjectId[];
}

/** The objects that may pay generic mana of the spell's total cost, by its delve or improvise ability; null without either. */
export function genericPayers(g: Game, p: PlayerId, draft: CastDraft, c: Characteristics): GenericPayers | null {
  if (keywordInstances(c, 'delve').length) return { rule: '702.66a', verb: 'exile', options: g.s.players[p].graveyard.filter((id) => id !== draft.object) };
  if (!keywordInstances(c, 'improvise').length) return null;
  const options = g.s.battlefield.filter((id) => {
    const o = g.s.objects[id];
    const a = characteristics(g, id);
    return !o.phasedOut && !o.tapped && a.controller === p && a.types.includes('Artifact');
  });
  return { rule: '702.126a', verb: 'tap', options };
}

/** The total cost left to pay with mana once `n` objects paid generic mana of it. */
export function lessGeneric(total: PayableCost, n: number): PayableCost {
  return { ...total, generic: Math.max(0, total.generic - n) };
}

/** CR 601.2h — exiles or taps the objects chosen to pay generic mana (the spell is on the stack by now). */
export function payWithObjects(g: Game, p: PlayerId, payers: GenericPayers, objects: ObjectId[], spell: string): void {
  if (!objects.length) return;
  const names = objects.map((id) => nameOf(g, id)).join(', ');
  for (const id of objects) {
    if (payers.verb === 'tap') obj(g, id).tapped = true;
    else moveObject(g, id, 'exile');
  }
  const how = payers.verb === 'tap' ? 'taps' : 'exiles';
  emit(g, { kind: 'payObjects', rules: ['601.2h', payers.rule], player: p, text: `${playerName(g, p)} ${how} ${names} to pay ${objects.length} generic mana of ${spell}'s cost (${payers.rule === '702.66a' ? 'delve' : 'improvise'})` });
}
