import type { ObjectFilter } from '../cards/definition';
import type { CastDraft } from '../decisions';
import type { Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { characteristics, controllerOf, matchesFilter, type Characteristics } from './r613-characteristics';
import { keywordInstances } from './r702-keywords';

/**
 * CR 702.166a — bargain means "As an additional cost to cast this spell, you may sacrifice an artifact, enchantment, or
 * token". It is an optional additional cost announced with the others (601.2b, the cost mode `bargain`) and paid with
 * the permanent chosen as it is paid (601.2h). A spell whose caster announced it was "bargained" (702.166b); its
 * linked abilities (702.166c) ask so of the spell, or of the permanent it became (`GameObject.costsPaid`).
 */
export function hasBargain(c: Characteristics): boolean {
  return keywordInstances(c, 'bargain').length > 0;
}

const ARTIFACT_OR_ENCHANTMENT: ObjectFilter = { types: ['Artifact', 'Enchantment'] };

/** CR 702.166a — the permanents `p` could sacrifice for a bargain cost: artifacts, enchantments and tokens they control. */
export function bargainOptions(g: Game, p: PlayerId, draft: CastDraft): ObjectId[] {
  return g.s.battlefield.filter((id) => {
    const o = g.s.objects[id];
    if (id === draft.object || o.phasedOut || controllerOf(g, id) !== p) return false;
    return o.kind === 'token' || matchesFilter(characteristics(g, id), o, ARTIFACT_OR_ENCHANTMENT, p);
  });
}
