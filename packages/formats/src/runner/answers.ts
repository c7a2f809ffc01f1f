import type { Answer, GameState, ObjectId, Target } from '@arbiter/engine';
import { resolveObject, resolveTarget, type RefScope } from './refs';

type Decision = NonNullable<GameState['pending']>;

function refs(scope: RefScope, v: unknown): ObjectId[] | { error: string } {
  const list = Array.isArray(v) ? v : [v];
  const out: ObjectId[] = [];
  for (const r of list) {
    const id = resolveObject(scope, String(r));
    if (typeof id !== 'string') return id;
    out.push(id);
  }
  return out;
}

/**
 * Turns a scenario's `answer:` value into the engine's answer for the pending decision.
 * `'suggested'` takes the decision's suggested answer (non-strict mode, or when a judge writes it);
 * `cancel` abandons a cast in progress (CR 732.1).
 */
export function answerFromValue(scope: RefScope, d: Decision, v: unknown): Answer | { error: string } {
  if (v === 'cancel') return { kind: 'cancel' };
  const suggested = v === 'suggested';
  switch (d.kind) {
    case 'priority':
      return { error: 'priority is not answered with `answer`: use pass, cast, activate or play' };
    case 'mulligan':
      return { kind: 'mulligan', keep: suggested || v === 'keep' || v === true };
    case 'bottomCards': {
      const cards = suggested ? d.suggested : refs(scope, v);
      return 'error' in cards ? cards : { kind: 'bottomCards', cards };
    }
    case 'announce': {
      if (suggested) return { kind: 'announce', x: d.suggested.x, announce: d.suggested.announce };
      if (typeof v === 'number') return { kind: 'announce', x: v, announce: d.suggested.announce };
      return { error: 'answer an announce decision with a number for X, or `suggested`' };
    }
    case 'targets': {
      if (suggested) return d.suggested ? { kind: 'targets', targets: d.suggested } : { error: 'no legal targets to suggest' };
      const list = Array.isArray(v) ? v : [v];
      const targets: Target[][] = [];
      for (const r of list) {
        const t = resolveTarget(scope, String(r));
        if ('error' in t) return t;
        targets.push([t]);
      }
      return { kind: 'targets', targets };
    }
    case 'payment':
      if (suggested || v === 'auto') return d.suggested ? { kind: 'payment', plan: d.suggested } : { error: 'no payment can be found' };
      return { error: 'answer a payment with `auto` (or give `pay:` on the cast step)' };
    case 'declareAttackers':
      return suggested ? { kind: 'declareAttackers', attacks: d.suggested } : { error: 'use an `attack:` step' };
    case 'declareBlockers':
      return suggested ? { kind: 'declareBlockers', blocks: d.suggested } : { error: 'use a `block:` step' };
    case 'assignDamage':
      if (suggested) return { kind: 'assignDamage', amounts: d.suggested };
      return Array.isArray(v) && v.every((n) => typeof n === 'number') ? { kind: 'assignDamage', amounts: v } : { error: 'answer with a list of damage amounts, one per recipient in order' };
    case 'chooseObjects': {
      if (suggested) return { kind: 'chooseObjects', objects: d.suggested };
      if (v === null || (Array.isArray(v) && v.length === 0)) return { kind: 'chooseObjects', objects: [] };
      const objects = refs(scope, v);
      return 'error' in objects ? objects : { kind: 'chooseObjects', objects };
    }
  }
}
