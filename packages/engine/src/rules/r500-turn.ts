import { emit, nameOf, player, playerName, setCombat, type Game } from '../state/draft';
import { endEffects, endUntilTurnOf } from './r611-durations';
import { precombatMainLore } from './r714-sagas';
import type { ObjectId, PlayerId, StepName } from '../state/types';
import { givePriority, nextPlayer } from './r117-priority';
import { playerTakingTurn } from './r500-11-skipping';
import { characteristics, controllerOf } from './r613-characteristics';
import { drawCard } from './r121-drawing';
import { resetTurnHistory } from '../state/turn-history';
import { fireTrigger } from './r603-triggers';
import { phasingStep } from './r702-26-phasing';
import {
  beginCombat, declareAttackersStep, declareBlockersStep, combatDamageStep, needsFirstStrikeStep,
} from './r506-combat';
import { cleanupDiscard } from './r514-cleanup';
import { exileIfControllerLeft } from './r104-ending';
import { untapPermanent } from './r122-counters';

/** CR 500.1 — the steps and main phases of a turn, in order. */
export const STEP_ORDER: readonly StepName[] = [
  'untap', 'upkeep', 'draw', 'main1', 'beginningOfCombat', 'declareAttackers', 'declareBlockers',
  'firstStrikeDamage', 'combatDamage', 'endOfCombat', 'main2', 'end', 'cleanup',
];

const STEP_RULES: Record<StepName, string> = {
  untap: '502', upkeep: '503', draw: '504', main1: '505', beginningOfCombat: '507', declareAttackers: '508',
  declareBlockers: '509', firstStrikeDamage: '510.4', combatDamage: '510', endOfCombat: '511', main2: '505',
  end: '513', cleanup: '514',
};

export const STEP_LABELS: Record<StepName, string> = {
  untap: 'untap step', upkeep: 'upkeep step', draw: 'draw step', main1: 'precombat main phase',
  beginningOfCombat: 'beginning of combat step', declareAttackers: 'declare attackers step',
  declareBlockers: 'declare blockers step', firstStrikeDamage: 'first-strike combat damage step',
  combatDamage: 'combat damage step', endOfCombat: 'end of combat step', main2: 'postcombat main phase',
  end: 'end step', cleanup: 'cleanup step',
};

/** CR 505.1 / 307.1 — sorcery timing needs a main phase of your turn with an empty stack. */
export function isMainPhaseWithEmptyStack(g: Game): boolean {
  const s = g.s.turn.step;
  return (s === 'main1' || s === 'main2') && g.s.stack.length === 0;
}

/**
 * CR 307.1, 117.1a — whether `p` may act "as a sorcery" now: a main phase of their own turn with an empty stack
 * (casting sorcery-speed spells, 602.5d activations, loyalty abilities 606.3, playing a land 305.1).
 */
export function hasSorceryTiming(g: Game, p: PlayerId): boolean {
  return g.s.turn.active === p && isMainPhaseWithEmptyStack(g);
}

/**
 * CR 500.5 — mana empties from each player's mana pool at the end of each step and phase; mana kept "until end of
 * combat" (firebending, 702.189a) empties only as the end of combat step ends.
 */
function emptyManaPools(g: Game): void {
  const combatEnds = g.s.turn.step === 'endOfCombat';
  for (const p of g.s.order) {
    const all = g.s.players[p].manaPool;
    const pool = combatEnds ? all : all.filter((u) => !u.untilEndOfCombat);
    if (!pool.length) continue;
    player(g, p).manaPool = all.filter((u) => !pool.includes(u));
    const mana = pool.map((u) => `{${u.type}}`).join('');
    emit(g, { kind: 'manaEmpties', rules: ['500.5', '106.4'], player: p, text: `${playerName(g, p)}'s unspent mana empties (${mana})` });
  }
}

/**
 * CR 500.2, 500.3 — a step ends once all players pass with an empty stack (`afterPasses`), or when its
 * actions are done if nobody gets priority in it. CR 514.3a: a cleanup step in which players received
 * priority is followed by another cleanup step.
 */
export function endStep(g: Game, afterPasses = false): void {
  emptyManaPools(g);
  const step = g.s.turn.step;
  if (step === 'endOfCombat') endCombat(g);
  if (step === 'cleanup') return afterPasses ? beginStepNamed(g, 'cleanup') : beginTurn(g, nextPlayer(g, g.s.turn.active));
  beginStepNamed(g, STEP_ORDER[STEP_ORDER.indexOf(step) + 1]);
}

/** CR 511.3 — at the end of combat, creatures stop attacking/blocking; "until end of combat" effects end. */
function endCombat(g: Game): void {
  setCombat(g, null);
  if (endEffects(g, 'endOfCombat')) exileIfControllerLeft(g); // 800.4c
}

/** CR 500.8/103.8 — a player's turn begins with its untap step; a player who left takes no turn (800.4k), nor one who skips it (500.11). */
export function beginTurn(g: Game, active: PlayerId): void {
  if (g.s.players[active].left) active = nextPlayer(g, active);
  active = playerTakingTurn(g, active); // 500.11, 614.10
  const t = g.s.turn;
  t.number++;
  t.active = active;
  // Last-known information serves spells and abilities in progress (608.2h, 603.10); none is left at a new turn.
  if (!g.s.stack.length && !g.s.triggers.length && Object.keys(g.s.lki).length) g.s.lki = {};
  if (t.combat) setCombat(g, null);
  resetTurnHistory(g);
  for (const p of g.s.order) if (g.s.players[p].landsPlayed) player(g, p).landsPlayed = 0;
  emit(g, { kind: 'turn', rules: ['500.1'], player: active, text: `Turn ${t.number}: ${playerName(g, active)}'s turn` });
  if (g.s.effects.length) endUntilTurnOf(g, active);
  beginStepNamed(g, 'untap');
}

/**
 * CR 500 — a step or phase begins: its turn-based actions happen (703), then the active player
 * receives priority (117.3a), except in the untap step (502.4) and normally cleanup (514.3).
 */
export function beginStepNamed(g: Game, step: StepName): void {
  const t = g.s.turn;
  t.step = step;
  t.priority = null;
  t.passed = [];
  g.s.pending = null;
  if (step === 'firstStrikeDamage' && !needsFirstStrikeStep(g)) return endStep(g);
  // CR 508.8; 510.4: after a first-strike damage step the phase gets a second combat damage step.
  const secondDamageStep = step === 'combatDamage' && !!t.combat?.firstStrikeStep;
  if ((step === 'declareBlockers' || step === 'combatDamage' || step === 'firstStrikeDamage') && !hasAttackers(g) && !secondDamageStep) {
    return endStep(g);
  }
  emit(g, { kind: 'step', rules: [STEP_RULES[step]], text: `${STEP_LABELS[step]} begins` });
  switch (step) {
    case 'untap':
      untapStep(g);
      return endStep(g); // CR 502.4: no priority
    case 'draw':
      if (!skipsFirstDraw(g) && !g.s.players[t.active].left) drawCard(g, t.active, ['504.1']); // 800.4j: a turn without an active player
      break;
    case 'main1':
      if (!g.s.players[t.active].left) precombatMainLore(g, t.active); // 714.3c
      break;
    case 'beginningOfCombat':
      beginCombat(g);
      break;
    case 'declareAttackers':
      if (declareAttackersStep(g)) return; // a decision pends
      break;
    case 'declareBlockers':
      if (declareBlockersStep(g)) return;
      break;
    case 'firstStrikeDamage':
    case 'combatDamage':
      if (combatDamageStep(g, step === 'firstStrikeDamage')) return;
      break;
    case 'cleanup':
      cleanupDiscard(g);
      return;
  }
  fireTrigger(g, { type: 'beginningOf', step }); // 503.1, 504.2, 507.1, 513.1: "at the beginning of" triggers
  givePriority(g, t.active, true);
}

/** CR 508.8 — the blockers and damage steps happen if any creature was declared as an attacker, even if none is left. */
function hasAttackers(g: Game): boolean {
  return !!g.s.turn.combat?.attackersDeclared;
}

/** CR 103.8a — in a two-player game the starting player skips the draw step of their first turn. */
function skipsFirstDraw(g: Game): boolean {
  return g.s.turn.number === 1 && g.s.order.length === 2;
}

/** CR 502.3 — "This permanent doesn't untap during your untap step." */
function doesntUntap(g: Game, id: ObjectId): boolean {
  return characteristics(g, id).abilities.some((a) => a.kind === 'static' && a.effect.kind === 'doesntUntap');
}

/** CR 502.1, 502.3 — phasing happens, then the active player untaps their permanents. */
function untapStep(g: Game): void {
  const active = g.s.turn.active;
  phasingStep(g, active); // 502.1: phasing first
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (!o.tapped || o.phasedOut || controllerOf(g, id) !== active) continue;
    if (doesntUntap(g, id)) emit(g, { kind: 'doesntUntap', rules: ['502.3'], object: id, text: `${nameOf(g, id)} doesn't untap during its controller's untap step` });
    else untapPermanent(g, id, ['502.3'], '');
  }
  emit(g, { kind: 'untap', rules: ['502.3'], player: active, text: `${playerName(g, active)} untaps their permanents` });
}
