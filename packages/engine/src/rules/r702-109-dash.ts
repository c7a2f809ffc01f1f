import type { AbilityDef } from '../cards/definition';
import { emit, nameOf, type Game } from '../state/draft';
import type { Modification, ObjectId } from '../state/types';
import { createDelayedAbout } from './r603-7-delayed';
import type { LayerEffect } from './r613-layers';

/**
 * CR 702.109a — dash, and CR 702.152a — blitz. Casting for the dash or blitz cost is an alternative cost
 * (r601-casting.ts); the permanent the spell becomes remembers it (`GameObject.alternativeCostPaid`). As long as
 * that cost was paid it has haste (blitz: and "When this permanent is put into a graveyard from the battlefield, draw
 * a card"), and a delayed triggered ability created as it resolves returns it to its owner's hand (dash) or
 * sacrifices it (blitz) at the beginning of the next end step.
 */
type Paid = 'dash' | 'blitz';

/** CR 702.152a — the ability a permanent whose blitz cost was paid has. */
const BLITZ_DRAW: AbilityDef = {
  kind: 'triggered', text: 'When this permanent is put into a graveyard from the battlefield, draw a card. (blitz)',
  trigger: { on: 'dies', who: 'self' }, targets: [], effects: [{ do: 'draw', who: 'you', n: 1 }],
};

const PAID: Record<Paid, { rule: string; mods: Modification[]; has: string; delayed: AbilityDef; later: string }> = {
  dash: {
    rule: '702.109a', mods: [{ kind: 'addKeywords', keywords: ['haste'] }], has: 'haste',
    delayed: {
      kind: 'triggered', text: "At the beginning of the next end step, return this permanent to its owner's hand (dash).",
      trigger: { on: 'beginningOf', step: 'end', whose: 'any' }, targets: [], effects: [{ do: 'moveCard', what: 'subject', to: 'hand' }],
    },
    later: "it returns to its owner's hand",
  },
  blitz: {
    rule: '702.152a', mods: [{ kind: 'addKeywords', keywords: ['haste'] }, { kind: 'addAbility', ability: BLITZ_DRAW }], has: 'haste and "When this permanent is put into a graveyard from the battlefield, draw a card"',
    delayed: {
      kind: 'triggered', text: 'At the beginning of the next end step, sacrifice this permanent (blitz).',
      trigger: { on: 'beginningOf', step: 'end', whose: 'any' }, targets: [], effects: [{ do: 'sacrifice', what: 'subject' }],
    },
    later: 'it is sacrificed',
  },
};

/** CR 702.109a, 702.152a — "As long as this permanent's dash (blitz) cost was paid, it has haste (and ...)" (layer 6). */
export function dashedEffects(g: Game): LayerEffect[] {
  const out: LayerEffect[] = [];
  for (const id of g.s.battlefield) {
    const paid = g.s.objects[id].alternativeCostPaid;
    if (paid !== 'dash' && paid !== 'blitz') continue;
    const o = g.s.objects[id];
    out.push({
      key: `${id}:${paid}`, timestamp: o.timestamp, source: id, controller: o.controller, mods: PAID[paid].mods, affected: [id],
      label: () => `${nameOf(g, id)}'s ${paid} cost was paid: it has ${PAID[paid].has} (${PAID[paid].rule})`,
    });
  }
  return out;
}

/**
 * CR 702.109a, 702.152a, 603.7a, 603.7c — a spell whose dash or blitz cost was paid becomes permanent `id` as it
 * resolves: its delayed triggered ability is created, referring to that permanent only (a new object after a zone
 * change isn't it).
 */
export function dashedPermanentEnters(g: Game, id: ObjectId, paid: Paid): void {
  const o = g.s.objects[id];
  createDelayedAbout(g, id, o.controller, PAID[paid].delayed);
  emit(g, { kind: 'delayedTrigger', rules: [PAID[paid].rule, '603.7a'], player: o.controller, object: id, text: `${nameOf(g, id)}'s ${paid} cost was paid: ${PAID[paid].later} at the beginning of the next end step` });
}
