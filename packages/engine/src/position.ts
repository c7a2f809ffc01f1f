import type { CardRegistry } from './cards/definition';
import { emptyState, type StepResult } from './engine';
import { proceed } from './loop';
import type { ManaUnit } from './mana/types';
import { ruleset, type RulesetSwitches } from './rulesets';
import { givePriority } from './rules/r117-priority';
import { createObject } from './rules/r400-zones';
import { becomePrepared } from './rules/r722-prepare';
import { beginCombat } from './rules/r506-combat';
import { beginStepNamed } from './rules/r500-turn';
import { beginStep, finishStep, obj } from './state/draft';
import type { CharacteristicSet, FaceDownBy, ObjectId, PlayerId, StepName } from './state/types';

/** One object placed in a position. */
export interface PositionObject {
  card: string;
  owner: PlayerId;
  controller?: PlayerId;
  token?: boolean;
  tapped?: boolean;
  /** Came under its controller's control this turn (CR 302.6). */
  sick?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  faceDown?: boolean;
  /** CR 708.6 — what made it face down (implies `faceDown`): morph by default; disguise and cloak give ward {2}. */
  faceDownBy?: FaceDownBy;
  phasedOut?: boolean;
  prepared?: boolean;
  set?: CharacteristicSet;
  /** Index (in `objects`) of the permanent it is attached to. */
  attachedTo?: number;
}

/** A game position for judge scenarios: players, every zone's contents in order, and the turn. */
export interface Position {
  players: { id: PlayerId; name: string; life?: number; poison?: number; manaPool?: ManaUnit[] }[];
  /** Each object with its zone; libraries and graveyards top first. */
  objects: (PositionObject & { zone: 'library' | 'hand' | 'graveyard' | 'exile' | 'battlefield' })[];
  turn: { number: number; active: PlayerId; step: StepName; priority?: PlayerId };
  seed: number;
  switches?: RulesetSwitches;
}

/**
 * The steps whose turn-based actions are the first thing that happens in them (declarations, damage,
 * cleanup). A position in a combat step after declare attackers starts at declare attackers, since
 * attackers must be declared for those steps to happen (508.8).
 */
const STEPS_STARTED_BY_ACTIONS: readonly StepName[] = ['untap', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'cleanup'];

/**
 * Builds a game at a given position. For most steps the position is "in that step, its turn-based actions
 * done, `priority` holding priority"; steps whose turn-based actions are decisions or damage (declare
 * attackers/blockers, combat damage, cleanup, untap) begin at the start, so those actions happen.
 * Returns the resulting state and the first pending decision; setup creates objects without events.
 */
export function setupPosition(pos: Position, cards: CardRegistry): StepResult & { ids: ObjectId[] } {
  const state = emptyState(pos.players, pos.seed, pos.switches ?? ruleset('cr'));
  const g = beginStep(state, cards);
  g.s.turn = { ...g.s.turn, number: pos.turn.number, active: pos.turn.active, step: pos.turn.step };
  for (const p of pos.players) {
    const pl = g.s.players[p.id];
    g.s.players[p.id] = { ...pl, life: p.life ?? 20, poison: p.poison ?? 0, manaPool: p.manaPool ?? [], keptHand: true };
  }
  const ids: ObjectId[] = [];
  for (const o of pos.objects) {
    const controller = o.zone === 'battlefield' ? o.controller ?? o.owner : o.owner;
    const id = createObject(g, {
      card: o.card, owner: o.owner, controller, zone: o.zone, kind: o.token ? 'token' : 'card',
      tapped: !!o.tapped, damage: o.damage ?? 0, counters: { ...(o.counters ?? {}) }, faceDown: !!o.faceDown || !!o.faceDownBy,
      ...(o.faceDownBy ? { faceDownBy: o.faceDownBy } : {}),
      phasedOut: !!o.phasedOut, prepared: false, set: o.set ?? 'normal',
      controlledSince: o.sick ? pos.turn.number : pos.turn.number - 1,
    });
    ids.push(id);
  }
  // CR 722.3c: a permanent set up prepared has its prepare spell's copy in exile, as if it had just become prepared.
  pos.objects.forEach((o, i) => {
    if (o.prepared && o.zone === 'battlefield') becomePrepared(g, ids[i], ['722.3a']);
  });
  pos.objects.forEach((o, i) => {
    if (o.attachedTo !== undefined) obj(g, ids[i]).attachedTo = ids[o.attachedTo];
  });
  const step = pos.turn.step;
  if (STEPS_STARTED_BY_ACTIONS.includes(step)) {
    if (step !== 'untap' && step !== 'cleanup') beginCombat(g);
    if (step === 'declareBlockers' || step === 'firstStrikeDamage' || step === 'combatDamage') {
      // A combat step that needs declared attackers can't be reached without them: start at declare attackers.
      beginStepNamed(g, 'declareAttackers');
    } else beginStepNamed(g, step);
  } else {
    if (['beginningOfCombat', 'endOfCombat'].includes(step)) beginCombat(g);
    givePriority(g, pos.turn.priority ?? pos.turn.active, true);
  }
  proceed(g);
  finishStep(g);
  return { state: g.s, events: g.events, ids };
}
