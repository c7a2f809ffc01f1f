import type { AbilityDef } from '../cards/definition';
import { formatManaCost } from '../mana/symbols';
import type { ManaCost } from '../mana/types';
import { emit, nameOf, type Game } from '../state/draft';
import type { GameObject, ObjectId, ZoneName } from '../state/types';
import { createDelayedAbout } from './r603-7-delayed';
import type { LayerEffect } from './r613-layers';

/**
 * CR 702.84a — "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the battlefield. It gains
 * haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of
 * putting it anywhere else. Activate only as a sorcery." The permanent the card becomes is marked
 * (`GameObject.unearthed`, set as it enters): the mark gives it haste (layer 6, with the permanent's timestamp), its
 * delayed triggered ability is created as it enters, and its moves off the battlefield go to exile.
 * @simplification The exile replaces a move off the battlefield before any other replacement effect would (616.1
 * would let its controller order them); the haste has the permanent's timestamp rather than the ability's resolution.
 */

type ActivatedDef = Extract<AbilityDef, { kind: 'activated' }>;

/** CR 702.84a — the activated ability unearth [cost] stands for. */
export function unearthAbility(cost: ManaCost): ActivatedDef {
  const c = formatManaCost(cost);
  return {
    kind: 'activated', text: `Unearth ${c} (${c}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)`,
    cost: { mana: cost }, targets: [], effects: [{ do: 'moveCard', what: 'self', to: 'battlefield', under: 'you', unearthed: true }], sorcerySpeed: true, zone: 'graveyard',
  };
}

const EXILE_AT_END: AbilityDef = {
  kind: 'triggered', text: 'At the beginning of the next end step, exile this permanent (unearth).',
  trigger: { on: 'beginningOf', step: 'end', whose: 'any' }, targets: [], effects: [{ do: 'exile', what: 'subject' }],
};

/** CR 702.84a, 603.7a — an unearthed card became permanent `id`: "Exile it at the beginning of the next end step" refers to it only. */
export function unearthedPermanentEnters(g: Game, id: ObjectId): void {
  const o = g.s.objects[id];
  createDelayedAbout(g, id, o.controller, EXILE_AT_END);
  emit(g, { kind: 'delayedTrigger', rules: ['702.84a', '603.7a'], player: o.controller, object: id, text: `${nameOf(g, id)} was unearthed: it gains haste, and it is exiled at the beginning of the next end step` });
}

/** CR 702.84a — "It gains haste" for every unearthed permanent (layer 6). */
export function unearthedEffects(g: Game): LayerEffect[] {
  return g.s.battlefield.filter((id) => g.s.objects[id].unearthed).map((id) => {
    const o = g.s.objects[id];
    return {
      key: `${id}:unearth`, timestamp: o.timestamp, source: id, controller: o.controller, mods: [{ kind: 'addKeywords', keywords: ['haste'] }], affected: [id],
      label: () => `${nameOf(g, id)} was unearthed: it has haste (702.84a)`,
    };
  });
}

/** CR 702.84a — where an object moving from `old`'s zone to `to` goes: an unearthed permanent leaving the battlefield is exiled instead. */
export function unearthedDestination(g: Game, old: GameObject, to: ZoneName): ZoneName {
  if (!old.unearthed || old.zone !== 'battlefield' || to === 'exile' || to === 'battlefield') return to;
  emit(g, { kind: 'replacement', rules: ['702.84a', '614.1a'], object: old.id, text: `${nameOf(g, old.id)} was unearthed: it is exiled instead of being put into ${to === 'graveyard' ? 'a graveyard' : `its owner's ${to}`}` });
  return 'exile';
}
