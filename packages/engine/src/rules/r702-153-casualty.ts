import type { AbilityDef, ObjectFilter } from '../cards/definition';
import type { CastDraft } from '../decisions';
import type { Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { characteristics, controllerOf, matchesFilter, type Characteristics } from './r613-characteristics';

type TriggeredDef = Extract<AbilityDef, { kind: 'triggered' }>;

/**
 * CR 702.153a — casualty N means "As an additional cost to cast this spell, you may sacrifice a creature with power N
 * or greater" and "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any
 * targets, you may choose new targets for the copy." The cost is an optional additional cost announced with the
 * others (601.2b, the cost mode `casualty`) and paid with the creature chosen as it is paid (601.2h).
 * @simplification One instance of casualty per spell is offered (the spell's own first, else the first permanent
 * granting it): 702.153b's several instances, each paid and triggering separately, are not. A spell that has its own
 * cost paid with chosen objects (discarding, exiling, tapping) isn't offered casualty as well.
 */

/** The N of the casualty `p`'s spell (`spell`, with characteristics `c`) has as it is cast, or null: its own, or one granted by a permanent `p` controls. */
export function casualtyOf(g: Game, p: PlayerId, spell: ObjectId, c: Characteristics): number | null {
  for (const ab of c.abilities) if (ab.kind === 'keyword' && ab.keyword === 'casualty' && ab.n !== undefined) return ab.n;
  return casualtyGrant(g, p, spell, c)?.n ?? null;
}

/** The first permanent of `p`'s whose "spells you cast have casualty N" applies to the spell, with its N. */
function casualtyGrant(g: Game, p: PlayerId, spell: ObjectId, c: Characteristics): { source: ObjectId; n: number } | null {
  for (const id of g.s.battlefield) {
    if (g.s.objects[id].phasedOut || controllerOf(g, id) !== p) continue;
    for (const ab of characteristics(g, id).abilities) {
      if (ab.kind === 'static' && ab.effect.kind === 'spellsHaveCasualty' && matchesFilter(c, g.s.objects[spell], ab.effect.spells, p, id)) return { source: id, n: ab.effect.n };
    }
  }
  return null;
}

/** CR 702.153a — the creatures `p` could sacrifice for a casualty N cost: those they control with power N or greater. */
export function casualtyOptions(g: Game, p: PlayerId, n: number, draft: CastDraft): ObjectId[] {
  const filter: ObjectFilter = { types: ['Creature'], minPower: n };
  return g.s.battlefield.filter((id) => id !== draft.object && !g.s.objects[id].phasedOut && controllerOf(g, id) === p
    && matchesFilter(characteristics(g, id), g.s.objects[id], filter, p));
}

const COPY_IT = { do: 'copySpell', what: 'subject', newTargets: true } as const;

/** CR 702.153a — the spell's own casualty trigger: "When you cast this spell, if a casualty cost was paid for it, copy it." */
export const CASUALTY_TRIGGER: TriggeredDef = {
  kind: 'triggered', text: 'Casualty (When you cast this spell, if a casualty cost was paid for it, copy it. You may choose new targets for the copy.)',
  trigger: { on: 'cast', by: 'you', self: true }, condition: { kind: 'casualtyPaid' }, targets: [], effects: [COPY_IT],
};

/**
 * CR 702.153a — the trigger of casualty granted to spells by a permanent ("Each instant and sorcery spell you cast has
 * casualty 1"). @simplification As for storm and cascade granted so (r603-triggers.ts), the trigger is the
 * permanent's, about the spell cast, not the spell's own: it exists only while the permanent is on the battlefield as
 * the spell becomes cast (601.2i), as the granted ability would, and makes the same copy.
 */
export function grantedCasualtyTrigger(spells: ObjectFilter): TriggeredDef {
  return { ...CASUALTY_TRIGGER, text: 'When you cast a spell with the casualty this grants, if its casualty cost was paid, copy it. You may choose new targets for the copy.', trigger: { on: 'cast', by: 'you', filter: spells } };
}

/** CR 702.153a — "if a casualty cost was paid for it": the spell was cast with its casualty cost paid. */
export function casualtyPaid(g: Game, spell: ObjectId | undefined): boolean {
  const o = spell ? g.s.objects[spell] : undefined;
  return !!o && o.kind !== 'spellCopy' && !!o.choices?.costMode?.includes('casualty');
}
