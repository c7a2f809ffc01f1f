import type { AbilityDef, TargetSpec } from '../cards/definition';
import type { Answer } from '../decisions';
import { applyEffect } from '../effects/apply';
import type { EffectContext } from '../effects/context';
import type { ActionError } from '../errors';
import { emit, nameOf, obj, type Game } from '../state/draft';
import type { GameObject, ObjectId, Resolution, Target } from '../state/types';
import { givePriority } from './r117-priority';
import { isLegalTarget, targetCount, targetName, withAnnouncedX } from './r115-targets';
import { ceaseToExist, moveObject } from './r400-zones';
import { characteristics } from './r613-characteristics';
import { shuffleLibrary } from './r121-drawing';
import { withChosenModes } from './r700-modes';
import { hasParadigm, spellResolved } from './r702-192-paradigm';
import { answerEntering, enterBattlefield } from './r614-replacement';
import { fireStateTriggers, interveningIfStillHolds, nextInstruction } from './r603-triggers';
import { auraTarget, offStackZone } from './r702-keywords';
import { isMutating } from './r730-merging';
import { bestowedSpellResolves } from './r702-103-bestow';
import { rebound, rebounds } from './r702-88-rebound';
import { impendingCounters } from './r702-176-impending';
import { withGiftFirst } from './r702-174-gift';

/** The ability definition a stack object resolves with: a spell's spell ability, or the activated/triggered ability. */
function resolvingAbility(g: Game, o: GameObject): Extract<AbilityDef, { targets: TargetSpec[] }> | null {
  if (o.kind === 'ability') {
    const ab = o.ability!.def;
    return 'targets' in ab ? ab : null;
  }
  if (isMutating(o)) return { kind: 'spell', text: '', targets: [], effects: [{ do: 'merge' }] }; // 702.140b–c
  const c = characteristics(g, o.id);
  const aura = auraTarget(c);
  if (aura) return { kind: 'spell', text: '', targets: [aura], effects: [] }; // 303.4a, 608.3b
  const ab = c.abilities.find((a) => a.kind === 'spell');
  return ab && ab.kind === 'spell' ? withGiftFirst(withChosenModes(ab, o.choices?.modes ?? []), o, c) : null; // 700.2, 702.174j
}

/** CR 115.1 — the target requirements of a spell or ability on the stack (after its modes, 700.2, and its X, 601.2b). */
export function resolvingTargets(g: Game, id: ObjectId): TargetSpec[] {
  const o = g.s.objects[id];
  return (resolvingAbility(g, o)?.targets ?? []).map((spec) => withAnnouncedX(spec, o.choices?.x ?? 0));
}

/** The tokens an earlier effect of the resolution created (111.1) and what it did "this way" (608.2c), kept while it pauses. */
function created(ctx: EffectContext): Pick<Resolution, 'createdFrom' | 'thisWay'> {
  return { ...(ctx.createdFrom === undefined ? {} : { createdFrom: ctx.createdFrom }), ...(ctx.thisWay ? { thisWay: ctx.thisWay } : {}) };
}

/** CR 608.2b — whether target `t` of resolving `o` is still legal (module-level: a named closure costs tsx's keepNames a defineProperty per call). */
function legalNow(g: Game, o: GameObject, spec: TargetSpec, t: Target): boolean {
  return isLegalTarget(g, spec, t, o.controller, o.kind === 'ability' ? null : o.id, o.choices?.x ?? 0, o.kind === 'ability' ? o.ability!.source : o.id);
}

function contextFor(g: Game, o: GameObject, specs: TargetSpec[], chosen: ObjectId[], createdFrom?: number, thisWay?: Resolution['thisWay']): EffectContext {
  // CR 603.7c: a delayed triggered ability has no targets of its own but refers to the objects its creator did.
  const remembered = o.ability?.trigger?.targets;
  let targets = o.choices?.targets ?? remembered ?? [];
  let division = o.choices?.division;
  // CR 608.2b: a "target" word with several targets (601.2c) still acts on those that are legal, and an illegal
  // one gets nothing of a divided amount (601.2d: the division was fixed on casting).
  const several = specs.map((spec) => targetCount(spec).max > 1);
  if (o.choices && several.some(Boolean)) {
    targets = targets.map((ts, i) => {
      if (!several[i]) return ts;
      const keep = ts.map((t) => legalNow(g, o, specs[i], t));
      if (division && division.length === ts.length) division = division.filter((_, j) => keep[j]);
      return ts.filter((_, j) => keep[j]);
    });
  }
  return {
    object: o.id,
    source: o.kind === 'ability' ? o.ability!.source : o.id,
    controller: characteristics(g, o.id).controller,
    targets,
    division,
    legal: remembered && !o.choices ? remembered.map(() => true) : specs.map((spec, i) => (!several[i] || (targets[i] ?? []).length > 0) && (targets[i] ?? []).every((t) => legalNow(g, o, spec, t))),
    // CR 701.37c: a triggered ability of a monstrous permanent ("When this becomes monstrous") refers to its monstrosity's X.
    x: o.ability?.trigger?.x ?? (o.ability?.trigger ? (g.s.objects[o.ability.source] ?? g.s.lki[o.ability.source]?.object)?.monstrous : undefined) ?? o.choices?.x ?? 0,
    chosen,
    ...(createdFrom === undefined ? {} : { createdFrom }),
    ...(thisWay ? { thisWay } : {}),
    subject: o.ability?.trigger?.subject,
    eventPlayer: o.ability?.trigger?.player,
    eventAmount: o.ability?.trigger?.amount,
    kicked: !!o.choices?.costMode.includes('kicker'),
  };
}

/**
 * CR 608.1, 608.2 — the top object of the stack resolves. CR 608.2b: if all its targets are illegal it
 * doesn't resolve; otherwise its effects happen in order, skipping parts whose targets are illegal.
 */
export function resolveTop(g: Game): void {
  const id = g.s.stack[g.s.stack.length - 1];
  bestowedSpellResolves(g, id); // 702.103e
  const o = g.s.objects[id];
  const specs = resolvingTargets(g, id);
  const ctx = contextFor(g, o, specs, []);
  if (!interveningIfStillHolds(g, o)) {
    emit(g, { kind: 'noEffect', rules: ['603.4'], object: id, text: `${nameOf(g, id)} does nothing: its "if" condition is no longer true` });
    leaveStack(g, o, false);
    return givePriority(g, g.s.turn.active, true);
  }
  if (specs.length && ctx.legal.every((l) => !l)) {
    const rule = o.kind !== 'ability' && auraTarget(characteristics(g, id)) ? '608.3b' : '608.2b'; // an Aura spell's target
    emit(g, { kind: 'fizzle', rules: [rule], object: id, text: `${nameOf(g, id)} doesn't resolve: all its targets are illegal` });
    leaveStack(g, o, false);
    return givePriority(g, g.s.turn.active, true);
  }
  emit(g, { kind: 'resolve', rules: ['608.1'], object: id, text: `${nameOf(g, id)} resolves` });
  ctx.legal.forEach((legal, i) => {
    if (legal) return;
    const names = (ctx.targets[i] ?? []).map((t) => targetName(g, t)).join(', ');
    emit(g, { kind: 'illegalTarget', rules: ['608.2b'], object: id, text: `${names} is no longer a legal target: ${nameOf(g, id)} neither affects it nor uses it` });
  });
  runEffects(g, o, ctx, 0);
}

/** Continues a resolution paused on a decision (the answer goes to the waiting effect). */
export function resumeResolution(g: Game, answer: Answer): ActionError | null {
  const r = g.s.resolving!;
  const o = g.s.objects[r.object];
  const specs = resolvingTargets(g, o.id);
  const ctx = contextFor(g, o, specs, [...r.chosen], r.createdFrom, r.thisWay);
  ctx.replacementOrder = r.replacementOrder;
  ctx.picked = r.picked;
  return runEffects(g, o, ctx, r.effect, answer);
}

function runEffects(g: Game, o: GameObject, ctx: EffectContext, from: number, answer?: Answer): ActionError | null {
  const effects = resolvingAbility(g, o)?.effects ?? [];
  g.s.resolving = null; // set again only if this run pauses
  for (let i = from; i < effects.length; i++) {
    if (i !== from) { ctx.replacementOrder = undefined; ctx.picked = undefined; } // 616.1 choices belong to one effect's events
    if (i !== from || !answer) nextInstruction(g); // 603.2c: a resumed effect goes on with its own instruction
    const r = applyEffect(g, ctx, effects[i], i === from ? answer : undefined);
    if (r === 'paused') {
      g.s.resolving = { object: o.id, effect: i, chosen: ctx.chosen, ...created(ctx), ...(ctx.replacementOrder ? { replacementOrder: ctx.replacementOrder } : {}), ...(ctx.picked ? { picked: ctx.picked } : {}) };
      return null;
    }
    if (r === 'casting' || r === 'castingAgain') {
      // 608.2g: a spell is being cast during this resolution; it goes on once the cast is made (or abandoned).
      g.s.resolving = { object: o.id, effect: r === 'casting' ? i + 1 : i, chosen: ctx.chosen, ...created(ctx) };
      return null;
    }
    if (r === 'entering') {
      g.s.resolving = { object: o.id, effect: i + 1, chosen: ctx.chosen, ...created(ctx) };
      g.s.entering = { ...g.s.entering!, resume: { kind: 'effect', next: i + 1 } };
      return null;
    }
    if (r === 'stop') break;
    if (r !== 'done') return r;
    fireStateTriggers(g); // 603.8: a state true even for a moment during the resolution triggers
  }
  g.s.resolving = null;
  g.s.pending = null;
  if (g.s.objects[o.id]) { // gone when it merged with a permanent (702.140c)
    spellResolved(g, g.s.objects[o.id]); // 702.192a
    if (leaveStack(g, g.s.objects[o.id], true)) return null;
  }
  givePriority(g, g.s.turn.active, true); // 117.3b
  return null;
}

/** CR 608.2g — the resolution interrupted by casting a spell goes on from its next effect. */
export function continueResolution(g: Game): ActionError | null {
  const res = g.s.resolving!;
  const o = g.s.objects[res.object];
  return runEffects(g, o, contextFor(g, o, resolvingTargets(g, o.id), [...res.chosen], res.createdFrom, res.thisWay), res.effect);
}

/** Answers a decision of a permanent entering (616.1 order, 614.12 choice), then finishes what it interrupted. */
export function answerEnteringDecision(g: Game, answer: Answer): ActionError | null {
  const resume = g.s.entering!.resume;
  const r = answerEntering(g, answer);
  if (r !== 'entered') return r === 'paused' ? null : r;
  if (resume.kind === 'resolution') givePriority(g, g.s.turn.active, true); // 117.3b
  else if (resume.kind === 'effect') {
    const res = g.s.resolving!;
    const o = g.s.objects[res.object];
    return runEffects(g, o, contextFor(g, o, resolvingTargets(g, o.id), [...res.chosen], res.createdFrom, res.thisWay), resume.next);
  }
  return null;
}

/**
 * CR 608.2n — an instant or sorcery goes to its owner's graveyard; CR 608.3 — a permanent spell enters the
 * battlefield under its controller's control, keeping the characteristic set it was cast with (718.3c);
 * an ability ceases to exist. Copies of spells cease to exist through 704.5e.
 */
function leaveStack(g: Game, o: GameObject, resolved: boolean): boolean {
  if (o.kind === 'ability') {
    ceaseToExist(g, o.id, ['608.2n'], 'it left the stack');
    return false;
  }
  const c = characteristics(g, o.id);
  const permanent = c.types.some((t) => ['Artifact', 'Creature', 'Enchantment', 'Planeswalker', 'Land', 'Battle'].includes(t));
  if (resolved && permanent) {
    const set = o.set === 'prototype' ? 'prototype' : 'normal';
    // CR 608.3c — an Aura spell enters attached to the object it targets.
    const enchanted = auraTarget(c) ? o.choices?.targets[0]?.[0] : undefined;
    const attachedTo = enchanted && 'object' in enchanted ? enchanted.object : undefined;
    // CR 702.37c, 708.4: a face-down spell enters as the face-down permanent it was.
    const faceDown = o.faceDown ? o.faceDownBy : undefined;
    const counters = impendingCounters(o, c); // 702.176a
    return enterBattlefield(g, o.id, { controller: c.controller, set, attachedTo, faceDown, bestowed: o.bestowed, ...(counters ? { counters } : {}) }, { kind: 'resolution' }, attachedTo ? ['608.3c'] : ['608.3']);
  }
  const to = offStackZone(o);
  const why = resolved ? ['608.2n'] : ['608.2b'];
  if (resolved && o.set === 'adventure' && o.kind === 'card' && to !== 'exile') {
    // CR 715.3d: its controller exiles it instead, and may cast the creature from exile (not as an Adventure).
    emit(g, { kind: 'exile', rules: ['715.3d'], object: o.id, text: `${c.name} is exiled; ${g.s.players[c.controller].name} may cast ${o.card.split(' // ')[0]} from exile` });
    const nid = moveObject(g, o.id, 'exile');
    obj(g, nid).castPermission = { player: c.controller, until: 'forever', notAs: 'adventure' };
    return false;
  }
  if (resolved && hasParadigm(g, o)) {
    // CR 702.192a: "Exile this spell."
    emit(g, { kind: 'exile', rules: ['702.192a'], object: o.id, text: `${c.name} is exiled (paradigm)` });
    moveObject(g, o.id, 'exile');
    return false;
  }
  if (resolved && o.set === 'omen' && o.kind === 'card') {
    // CR 720.3d: it's shuffled into its owner's library instead of going to the graveyard.
    emit(g, { kind: 'shuffleIn', rules: ['720.3d'], object: o.id, text: `${c.name} is shuffled into its owner's library` });
    moveObject(g, o.id, 'library');
    shuffleLibrary(g, o.owner, ['720.3d']);
    return false;
  }
  if (resolved && to === 'graveyard' && o.choices?.costMode.includes('buyback')) {
    // CR 702.27a: as it resolves, its owner's hand instead of the graveyard.
    // @simplification Buyback replaces the move before any other effect that would replace it (616.1 would let the owner choose).
    emit(g, { kind: 'toHand', rules: ['608.2n', '702.27a'], object: o.id, text: `${c.name} is put into its owner's hand (buyback)` });
    moveObject(g, o.id, 'hand');
    return false;
  }
  if (resolved && to === 'graveyard' && rebounds(g, o)) {
    rebound(g, o); // 702.88a
    return false;
  }
  const way = (['flashback', 'jump-start'] as const).find((m) => o.choices?.costMode.includes(m)); // 702.34a, 702.133a
  if (to === 'exile') emit(g, { kind: 'exile', rules: [...why, way === 'flashback' ? '702.34a' : way ? '702.133a' : '614.1a'], object: o.id, text: `${c.name} is exiled (${way ?? 'instead of going to the graveyard'})` });
  else emit(g, { kind: 'toGraveyard', rules: why, object: o.id, text: `${c.name} is put into its owner's graveyard` });
  moveObject(g, o.id, to);
  return false;
}
