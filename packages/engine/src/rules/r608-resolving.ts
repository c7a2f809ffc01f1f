import type { AbilityDef, TargetSpec } from '../cards/definition';
import type { Answer } from '../decisions';
import { applyEffect } from '../effects/apply';
import type { EffectContext } from '../effects/context';
import type { ActionError } from '../errors';
import { emit, nameOf, type Game } from '../state/draft';
import type { GameObject, ObjectId } from '../state/types';
import { givePriority } from './r117-priority';
import { isLegalTarget } from './r115-targets';
import { ceaseToExist, moveObject } from './r400-zones';
import { characteristics } from './r613-characteristics';
import { interveningIfStillHolds } from './r603-triggers';

/** The ability definition a stack object resolves with: a spell's spell ability, or the activated/triggered ability. */
function resolvingAbility(g: Game, o: GameObject): Extract<AbilityDef, { targets: TargetSpec[] }> | null {
  if (o.kind === 'ability') {
    const ab = o.ability!.def;
    return 'targets' in ab ? ab : null;
  }
  const ab = characteristics(g, o.id).abilities.find((a) => a.kind === 'spell');
  return ab && ab.kind === 'spell' ? ab : null;
}

function contextFor(g: Game, o: GameObject, specs: TargetSpec[], chosen: ObjectId[]): EffectContext {
  const targets = o.choices?.targets ?? [];
  return {
    object: o.id,
    source: o.kind === 'ability' ? o.ability!.source : o.id,
    controller: characteristics(g, o.id).controller,
    targets,
    legal: specs.map((spec, i) => (targets[i] ?? []).every((t) => isLegalTarget(g, spec, t, o.controller, o.kind === 'ability' ? null : o.id, o.choices?.x ?? 0))),
    x: o.choices?.x ?? 0,
    chosen,
    subject: o.ability?.trigger?.subject,
  };
}

/**
 * CR 608.1, 608.2 — the top object of the stack resolves. CR 608.2b: if all its targets are illegal it
 * doesn't resolve; otherwise its effects happen in order, skipping parts whose targets are illegal.
 */
export function resolveTop(g: Game): void {
  const id = g.s.stack[g.s.stack.length - 1];
  const o = g.s.objects[id];
  const ab = resolvingAbility(g, o);
  const specs = ab?.targets ?? [];
  const ctx = contextFor(g, o, specs, []);
  emit(g, { kind: 'resolve', rules: ['608.1'], object: id, text: `${nameOf(g, id)} resolves` });
  if (!interveningIfStillHolds(g, o)) {
    emit(g, { kind: 'noEffect', rules: ['603.4'], object: id, text: `${nameOf(g, id)} does nothing: its "if" condition is no longer true` });
    leaveStack(g, o, false);
    return givePriority(g, g.s.turn.active, true);
  }
  if (specs.length && ctx.legal.every((l) => !l)) {
    emit(g, { kind: 'fizzle', rules: ['608.2b'], object: id, text: `${nameOf(g, id)} doesn't resolve: all its targets are illegal` });
    leaveStack(g, o, false);
    return givePriority(g, g.s.turn.active, true);
  }
  runEffects(g, o, ctx, 0);
}

/** Continues a resolution paused on a decision (the answer goes to the waiting effect). */
export function resumeResolution(g: Game, answer: Answer): ActionError | null {
  const r = g.s.resolving!;
  const o = g.s.objects[r.object];
  const specs = resolvingAbility(g, o)?.targets ?? [];
  const ctx = contextFor(g, o, specs, [...r.chosen]);
  return runEffects(g, o, ctx, r.effect, answer);
}

function runEffects(g: Game, o: GameObject, ctx: EffectContext, from: number, answer?: Answer): ActionError | null {
  const effects = resolvingAbility(g, o)?.effects ?? [];
  for (let i = from; i < effects.length; i++) {
    const r = applyEffect(g, ctx, effects[i], i === from ? answer : undefined);
    if (r === 'paused') {
      g.s.resolving = { object: o.id, effect: i, chosen: ctx.chosen };
      return null;
    }
    if (r !== 'done') return r;
  }
  g.s.resolving = null;
  g.s.pending = null;
  leaveStack(g, g.s.objects[o.id], true);
  givePriority(g, g.s.turn.active, true); // 117.3b
  return null;
}

/**
 * CR 608.2n — an instant or sorcery goes to its owner's graveyard; CR 608.3 — a permanent spell enters the
 * battlefield under its controller's control, keeping the characteristic set it was cast with (718.3c);
 * an ability ceases to exist. Copies of spells cease to exist through 704.5e.
 */
function leaveStack(g: Game, o: GameObject, resolved: boolean): void {
  if (o.kind === 'ability') return ceaseToExist(g, o.id, ['608.2n'], 'it left the stack');
  const c = characteristics(g, o.id);
  const permanent = c.types.some((t) => ['Artifact', 'Creature', 'Enchantment', 'Planeswalker', 'Land', 'Battle'].includes(t));
  const name = c.name;
  if (resolved && permanent) {
    moveObject(g, o.id, 'battlefield', { controller: c.controller, set: o.set === 'prototype' ? 'prototype' : 'normal' });
    emit(g, { kind: 'enter', rules: ['608.3'], object: o.id, text: `${name} enters the battlefield under ${g.s.players[c.controller].name}'s control` });
    return;
  }
  moveObject(g, o.id, 'graveyard');
  if (resolved) emit(g, { kind: 'toGraveyard', rules: ['608.2n'], object: o.id, text: `${name} is put into its owner's graveyard` });
}
