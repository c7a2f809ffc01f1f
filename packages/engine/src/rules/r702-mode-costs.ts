import type { AbilityDef } from '../cards/definition';
import { formatManaCost } from '../mana/symbols';
import type { ManaCost } from '../mana/types';
import type { Characteristics } from './r613-characteristics';
import { keywordCost, keywordInstances } from './r702-keywords';

type SpellDef = Extract<AbilityDef, { kind: 'spell' }>;

/** An additional cost a modal spell has for its chosen modes, with the rule that gives it. */
export interface ModeCost { rule: string; cost: ManaCost; text: string }

/**
 * CR 702.172a, 702.183a, 702.120a, 601.2f — the additional costs of a modal spell for the modes chosen (`modes`, by
 * index, as announced, 601.2b): with spree or tiered, the cost associated with each mode chosen (702.172a: "As an
 * additional cost to cast this spell, pay the costs associated with those modes"; 702.183a the same for its one mode);
 * with escalate, its cost once for each mode chosen beyond the first (702.120a). The "+" of those modes has no rules
 * meaning (702.172b). They are paid with the rest of the total cost (601.2f–h).
 * @simplification The announcements of 601.2b (hybrid halves, X) are asked for the mana cost before the modes are
 * chosen, so a mode cost with such symbols must have them announced with the cast input; printed spree and tiered
 * costs have none.
 */
export function modeCosts(c: Characteristics, spell: SpellDef | null, modes: number[]): ModeCost[] {
  const out: ModeCost[] = [];
  for (const [k, rule] of [['spree', '702.172a'], ['tiered', '702.183a']] as const) {
    if (!keywordInstances(c, k).length) continue;
    for (const i of [...modes].sort((a, b) => a - b)) {
      const cost = spell?.modes?.[i]?.cost;
      if (cost) out.push({ rule, cost, text: `${formatManaCost(cost)} for mode ${i + 1} (${k})` });
    }
  }
  const escalate = keywordCost(c, 'escalate');
  if (escalate) {
    for (let n = 1; n < modes.length; n++) out.push({ rule: '702.120a', cost: escalate, text: `escalate ${formatManaCost(escalate)} for mode ${n + 1} of ${modes.length}` });
  }
  return out;
}
