import type { Answer, Input, PendingDecision } from '../decisions';
import { randomInt, type RngState } from '../state/rng';
import type { CharacteristicSet, GameState, ObjectId, PlayerId } from '../state/types';

function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[randomInt(rng, items.length)];
}

function subset<T>(rng: RngState, items: readonly T[], min: number, max: number): T[] {
  const pool = [...items];
  const n = min + randomInt(rng, Math.max(0, Math.min(max, pool.length) - min) + 1);
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(pool.splice(randomInt(rng, pool.length), 1)[0]);
  return out;
}

export interface RandomAgentOptions {
  /**
   * CR 601.2, 602.2, 733.1 — at priority, half the time begin casting any card the player could try to cast
   * (in hand, a graveyard or exile, with any characteristic set) or activating any ability of a permanent they
   * control, not only what the engine offers; the engine must refuse what can't be completed at once.
   */
  beginAny?: boolean;
}

const SETS: CharacteristicSet[] = ['normal', 'left', 'right', 'adventure', 'omen', 'prototype', 'prepare_spell'];

/** A cast or activation begun without asking the engine what it allows: any object, set, ability, kicks and payment. */
function anyBegin(state: GameState, rng: RngState, p: PlayerId): Input | null {
  const pl = state.players[p];
  const held = [...pl.hand, ...pl.graveyard, ...state.exile];
  const permanents = state.battlefield.filter((id) => state.objects[id].controller === p);
  const payment = randomInt(rng, 2) ? { payment: 'auto' as const } : {};
  if (permanents.length && randomInt(rng, 3) === 0) {
    return { player: p, kind: 'activate', object: pick(rng, permanents), ability: randomInt(rng, 4), ...payment };
  }
  if (!held.length) return null;
  const costs = randomInt(rng, 4) === 0 ? { costs: Array.from({ length: 1 + randomInt(rng, 3) }, () => 'kicker' as const) } : {};
  return { player: p, kind: 'cast', object: pick(rng, held), set: randomInt(rng, 2) ? 'normal' : pick(rng, SETS), ...costs, ...payment };
}

/** The input answering decision `d`. */
function answer(d: PendingDecision, a: Answer): Input {
  return { player: d.player, kind: 'answer', answer: a };
}

/**
 * A random legal-decision agent (for playouts, fuzzing and benchmarks). It answers the pending decision
 * with a uniformly random choice among the options it enumerates, using its own RNG state (not the game's).
 * Mana abilities are left to payments; X is kept small.
 */
export function randomInput(state: GameState, rng: RngState, opts: RandomAgentOptions = {}): Input {
  const d = state.pending as PendingDecision;
  switch (d.kind) {
    case 'priority': {
      const any = opts.beginAny && randomInt(rng, 2) === 0 ? anyBegin(state, rng, d.player) : null;
      if (any) return any;
      const o = pick(rng, d.options.filter((x) => x.kind !== 'activate' || !x.mana));
      if (o.kind === 'pass') return { player: d.player, kind: 'pass' };
      if (o.kind === 'playLand') return { player: d.player, kind: 'playLand', object: o.object };
      if (o.kind === 'cast') return { player: d.player, kind: 'cast', object: o.object, set: o.set, alternative: o.alternative, payment: 'auto' };
      if (o.kind === 'turnFaceUp') return { player: d.player, kind: 'turnFaceUp', object: o.object, via: o.via, payment: 'auto' };
      return { player: d.player, kind: 'activate', object: o.object, ability: o.ability, payment: 'auto' };
    }
    case 'mulligan':
      return answer(d, { kind: 'mulligan', keep: d.mulligans > 0 || randomInt(rng, 4) > 0 });
    case 'bottomCards':
      return answer(d, { kind: 'bottomCards', cards: subset(rng, d.options, d.count, d.count) });
    case 'announce':
      return answer(d, {
        kind: 'announce', x: d.needsX ? randomInt(rng, 3) : 0, announce: d.suggested.announce,
        modes: d.modes ? subset(rng, d.modes.options.map((_, i) => i), d.modes.min, d.modes.max) : undefined,
      });
    case 'targets':
      if (d.requirements.some((r) => !r.legal.length)) return answer(d, { kind: 'cancel' });
      return answer(d, { kind: 'targets', targets: d.requirements.map((r) => [pick(rng, r.legal)]) });
    case 'payment':
      return d.suggested ? answer(d, { kind: 'payment', plan: d.suggested }) : answer(d, { kind: 'cancel' });
    case 'declareAttackers':
      return answer(d, { kind: 'declareAttackers', attacks: subset(rng, d.candidates, 0, d.candidates.length).map((c) => ({ attacker: c.attacker, defender: pick(rng, c.defenders) })) });
    case 'declareBlockers': {
      const blocks = subset(rng, d.candidates, 0, d.candidates.length).map((c) => ({ blocker: c.blocker, attacker: pick(rng, c.attackers) }));
      return answer(d, { kind: 'declareBlockers', blocks });
    }
    case 'assignDamage':
      return answer(d, { kind: 'assignDamage', amounts: d.suggested });
    case 'optionalCosts': {
      // A multikicker cost (702.33c) chosen is paid one to three times.
      const chosen = subset(rng, d.options, 0, d.options.length);
      return answer(d, { kind: 'optionalCosts', pay: chosen.flatMap((o) => Array.from({ length: o.anyNumber ? 1 + randomInt(rng, 3) : 1 }, () => o.mode)) });
    }
    case 'unlessPays':
      return answer(d, { kind: 'unlessPays', pay: randomInt(rng, 2) === 0 });
    case 'orderReplacements':
      return answer(d, { kind: 'chooseNumber', value: randomInt(rng, d.keys.length) });
    case 'newTargets':
      return answer(d, { kind: 'targets', targets: d.suggested });
    case 'chooseName':
      return answer(d, { kind: 'chooseName', name: pick(rng, d.options) });
    case 'chooseNumber':
      return answer(d, { kind: 'chooseNumber', value: d.min + randomInt(rng, d.max - d.min + 1) });
    case 'chooseHalves':
      return answer(d, { kind: 'chooseHalves', halves: d.options.map((o) => randomInt(rng, o.length)) });
    case 'chooseOption':
      return answer(d, { kind: 'chooseOption', choice: randomInt(rng, d.options.length) });
    case 'orderTriggers':
      return answer(d, { kind: 'orderTriggers', order: subset(rng, d.suggested, d.suggested.length, d.suggested.length) });
    case 'triggerModes':
      return answer(d, { kind: 'announce', modes: subset(rng, d.legal, d.min, Math.min(d.max, d.legal.length)) });
    case 'triggerTargets':
      return answer(d, { kind: 'targets', targets: d.requirements.map((r) => [pick(rng, r.legal)]) });
    case 'chooseObjects':
      return answer(d, { kind: 'chooseObjects', objects: subset<ObjectId>(rng, d.options, d.min, d.max) });
    case 'legendRule':
      return answer(d, { kind: 'chooseObjects', objects: [pick(rng, d.options)] });
  }
}
