import type { TargetSpec } from '../cards/definition';
import type { Answer } from '../decisions';
import { actionError, type ActionError } from '../errors';
import type { EffectContext } from '../effects/context';
import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { GameObject, MergedComponent } from '../state/types';
import { isLegalTarget } from './r115-targets';
import { removeObject } from './r400-zones';
import { fireTrigger } from './r603-triggers';
import { spellResolved } from './r702-192-paradigm';

/**
 * CR 702.140, 730 — mutate and merged permanents. A merged permanent is the object it was before (730.2c)
 * with a list of components, topmost first (`GameObject.merged`); layer 1 gives it the topmost component's
 * characteristics and every component's abilities (702.140e, r613-characteristics); when it leaves the
 * battlefield each component goes to the new zone (730.3, r400-zones).
 * @simplification A spell merged under a face-down permanent stays face up in the merged list; turning the
 * permanent face up later (730.2f) and leaving the battlefield reveal only its own card.
 */

/** CR 702.140a — a mutating creature spell targets a non-Human creature with the same owner as the spell. */
export const MUTATE_TARGET: TargetSpec = { kind: 'permanent', filter: { types: ['Creature'], notSubtypes: ['Human'], owner: 'you' } };

/** CR 702.140a — whether a spell on the stack is a mutating creature spell. */
export function isMutating(o: GameObject): boolean {
  return o.kind !== 'ability' && !!o.choices?.costMode.includes('mutate');
}

/** CR 730.2 — the component a card or token on the stack becomes. */
function componentOf(o: GameObject): MergedComponent {
  return { card: o.card, kind: o.kind === 'token' || o.kind === 'spellCopy' ? 'token' : 'card', owner: o.owner, origin: o.origin, ...(o.base ? { base: o.base } : {}) };
}

/**
 * CR 702.140b–d — a mutating creature spell resolves: with an illegal target it resolves as a creature spell
 * (and enters the battlefield as usual); with a legal one its controller chooses over or under, it merges with
 * the target (which doesn't enter the battlefield, 730.2b) and the permanent's "mutates" abilities trigger.
 */
export function resolveMerge(g: Game, ctx: EffectContext, answer: Answer | undefined): 'done' | 'paused' | ActionError {
  const spell = g.s.objects[ctx.object];
  const t = ctx.targets[0]?.[0];
  const name = nameOf(g, spell.id);
  if (!t || !('object' in t) || !isLegalTarget(g, MUTATE_TARGET, t, ctx.controller, spell.id, 0, spell.id)) {
    emit(g, { kind: 'mutate', rules: ['702.140b'], object: spell.id, text: `${name}'s target is illegal: it stops being a mutating creature spell and resolves as a creature spell` });
    return 'done';
  }
  const target = t.object;
  if (!answer) {
    g.s.pending = {
      id: g.s.seq, player: ctx.controller, rule: '702.140c', prompt: `${playerName(g, ctx.controller)} puts ${name} over or under ${nameOf(g, target)}`,
      kind: 'chooseOption', options: ['over', 'under'], suggested: 0,
    };
    return 'paused';
  }
  if (answer.kind !== 'chooseOption' || (answer.choice !== 0 && answer.choice !== 1)) return actionError('illegal-choice', '702.140c', 'choose over (0) or under (1)');
  const over = answer.choice === 0;
  const targetName = nameOf(g, target);
  const before = g.s.objects[target];
  const existing: MergedComponent[] = before.merged ?? [componentOf(before)];
  const merged = over ? [componentOf(spell), ...existing] : [...existing, componentOf(spell)];
  spellResolved(g, spell); // 702.192a: it resolved, though it doesn't leave the stack for a zone
  removeObject(g, spell.id); // 730.2b: it leaves the stack and becomes part of the permanent
  const w = obj(g, target);
  w.merged = merged;
  w.kind = merged[0].kind; // 730.2d
  if (over) w.faceDown = false; // 730.2e: status follows the topmost component (not "turned face up")
  if (over) delete w.faceDownBy;
  emit(g, {
    kind: 'mutate', rules: ['702.140c', '730.2'], object: target,
    text: `${name} merges with ${targetName}, ${over ? 'on top' : 'underneath'}: the mutated permanent is ${nameOf(g, target)}`,
  });
  fireTrigger(g, { type: 'mutates', object: target }); // 702.140d
  return 'done';
}
