import type { AbilityDef } from '../cards/definition';
import type { GameObject } from '../state/types';

type TriggeredDef = Extract<AbilityDef, { kind: 'triggered' }>;

/** The optional additional costs whose payments a permanent remembers for its linked enters trigger (607). */
export type RememberedCost = 'squad' | 'offspring' | 'bargain' | 'gift';

/**
 * CR 702.157a, 702.175a — squad [cost] ("you may pay [cost] any number of times") and offspring [cost] ("you may pay an
 * additional [cost]") are optional additional costs announced with the others (601.2b, the cost modes `squad` and
 * `offspring`, r601-casting.ts); the permanent the spell becomes remembers how many times each was paid, for its
 * linked trigger (607.2a); likewise whether it was bargained (702.166b–c) or its gift promised (702.174k). Null if none was.
 * @simplification One instance of each per spell is offered (its first): 702.157b's and 702.175b's several instances,
 * each paid separately and triggering for its own payments, are not.
 */
export function costsPaidAsCast(spell: GameObject): Partial<Record<RememberedCost, number>> | null {
  const out: Partial<Record<RememberedCost, number>> = {};
  for (const k of ['squad', 'offspring', 'bargain', 'gift'] as const) {
    const n = spell.choices?.costMode.filter((m) => m === k).length ?? 0;
    if (n) out[k] = n;
  }
  return Object.keys(out).length ? out : null;
}

/**
 * CR 702.157a, 702.175a, 702.166b — how many times the squad, offspring or bargain cost of a spell, or of the spell a
 * permanent was, was paid (as it last existed, 608.2h).
 */
export function timesCostPaid(o: GameObject | undefined, k: RememberedCost): number {
  return o?.costsPaid?.[k] ?? o?.choices?.costMode.filter((m) => m === k).length ?? 0;
}

/** CR 702.157a — "When this creature enters, if its squad cost was paid, create a token that's a copy of it for each time its squad cost was paid." */
export const SQUAD_TRIGGER: TriggeredDef = {
  kind: 'triggered', text: "Squad (When this creature enters, if its squad cost was paid, create a token that's a copy of it for each time its squad cost was paid.)",
  trigger: { on: 'enters', who: 'self' }, condition: { kind: 'optionalCostPaid', cost: 'squad' }, targets: [],
  effects: [{ do: 'createTokenCopy', of: 'self', n: 'timesSquadPaid' }],
};

/** CR 702.175a — "When this permanent enters, if its offspring cost was paid, create a token that's a copy of it, except it's 1/1." */
export const OFFSPRING_TRIGGER: TriggeredDef = {
  kind: 'triggered', text: "Offspring (When this permanent enters, if its offspring cost was paid, create a token that's a copy of it, except it's 1/1.)",
  trigger: { on: 'enters', who: 'self' }, condition: { kind: 'optionalCostPaid', cost: 'offspring' }, targets: [],
  effects: [{ do: 'createTokenCopy', of: 'self', except: { power: 1, toughness: 1 } }],
};
