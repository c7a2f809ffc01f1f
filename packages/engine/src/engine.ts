import type { CardRegistry } from './cards/definition';
import type { Answer, Input } from './decisions';
import { actionError, type ActionError } from './errors';
import { inputShapeError } from './input-schema';
import type { PaymentPlan } from './mana/finder';
import type { GameEvent } from './events';
import { proceed } from './loop';
import { ruleset, type RulesetSwitches } from './rulesets';
import { chosenReplacement } from './rules/r614-events';
import { answerCombatReplacement, applyAttackers, applyBlockers, applyDamageAssignment, combatDamageStep, declareBlockersStep } from './rules/r506-combat';
import { loseGame } from './rules/r104-ending';
import { validateSetup, type SetupError } from './setup';
import { answerBottom, answerMulligan, leaveMulligan, startGame } from './rules/r103-starting';
import { givePriority, passPriority } from './rules/r117-priority';
import { playLand } from './rules/r305-lands';
import { createObject } from './rules/r400-zones';
import { endStep } from './rules/r500-turn';
import { finishCleanupDiscard } from './rules/r514-cleanup';
import { answerDraft, beginActivate, beginCast } from './rules/r601-casting';
import { activateManaByHand } from './rules/r605-3a-cost-choice';
import { answerTrigger } from './rules/r603-triggers';
import { answerLegendRule, continueCheck } from './rules/r704-sba';
import { turnFaceUp } from './rules/r708-face-down';
import { answerEnteringDecision, continueResolution, resolveTop, resumeResolution } from './rules/r608-resolving';
import { beginStep, finishStep, type Game } from './state/draft';
import { randomInt, seedRng } from './state/rng';
import type { GameState, ObjectId, PlayerId, Target } from './state/types';

/** The schema version of serialized game states. */
export const SCHEMA_VERSION = 1;

export interface StepResult {
  state: GameState;
  events: GameEvent[];
  /** A game-illegal input: the state returned is the input state, unchanged. */
  error?: ActionError;
}

/** What `createGame` returns: the game; for a setup it can't start, also every problem, located (`setupErrors`). */
export interface CreateGameResult extends StepResult {
  setupErrors?: SetupError[];
}

/** An empty game in the given turn position: the base both for new games and for judge scenarios. */
export function emptyState(players: { id: PlayerId; name: string }[], seed: number, switches: RulesetSwitches): GameState {
  return {
    schema: SCHEMA_VERSION,
    ruleset: switches,
    rng: seedRng(seed),
    nextId: 1,
    nextTimestamp: 1,
    players: Object.fromEntries(players.map((p) => [p.id, {
      id: p.id, name: p.name, life: 20, poison: 0, library: [], hand: [], graveyard: [], manaPool: [],
      landsPlayed: 0, drewFromEmpty: false, left: false, lost: false, mulligans: 0, keptHand: false,
    }])),
    order: players.map((p) => p.id),
    objects: {},
    battlefield: [], stack: [], exile: [], command: [],
    turn: { number: 0, active: players[0].id, step: 'untap', priority: null, passed: [], combat: null },
    effects: [], triggers: [], delayed: [], lki: {},
    pending: null, mulligan: null, resolving: null, entering: null, over: null, seq: 0,
  };
}

export interface GameSetup {
  players: { name: string; deck: string[] }[];
  seed: number;
  switches?: RulesetSwitches;
  /** Index of the starting player; by default chosen at random with the game's RNG (CR 103.1). */
  startingPlayer?: number;
}

/**
 * CR 103 — starts a game: libraries from the decks, shuffled, opening hands, mulligan decisions. A setup it can't
 * start (validateSetup: player count, distinct names, unknown cards, seed) is not started: the result has every
 * problem in `setupErrors` (and in `error`), and its state is an empty game that is already over, so no step is
 * taken on it by mistake.
 */
export function createGame(setup: GameSetup, cards: CardRegistry): CreateGameResult {
  const setupErrors = validateSetup(setup, cards);
  if (setupErrors.length) {
    const listed = setupErrors.map((e) => `${e.path}: ${e.message}`).join('; ');
    const players = (Array.isArray(setup.players) ? setup.players : []).map((p, i) => ({ id: `p${i + 1}`, name: String(p?.name ?? '') }));
    const state = { ...emptyState(players, 0, setup.switches ?? ruleset('cr')), over: { winners: [], reason: `the setup is invalid: ${listed}` } };
    return { state, events: [], error: actionError('invalid-setup', '103.1', `the game can't start: ${listed}`), setupErrors };
  }
  const ids = setup.players.map((p, i) => ({ id: `p${i + 1}`, name: p.name }));
  const state = emptyState(ids, setup.seed, setup.switches ?? ruleset('cr'));
  const g = beginStep(state, cards);
  setup.players.forEach((p, i) => {
    for (const card of p.deck) createObject(g, { card, owner: ids[i].id, zone: 'library' });
  });
  const start = setup.startingPlayer ?? randomInt(g.s.rng, ids.length);
  startGame(g, ids[start].id);
  proceed(g);
  finishStep(g);
  return { state: g.s, events: g.events };
}

/**
 * DESIGN 1 — the one entry point: applies a player's input and runs the game to the next decision.
 * Never throws on game-illegal input: it returns a typed error and the unchanged state.
 */
export function step(state: GameState, input: Input, cards: CardRegistry): StepResult {
  const malformed = inputShapeError(input) ?? unknownIdError(state, input);
  if (malformed) return { state, events: [], error: malformed };
  if (state.over) return { state, events: [], error: actionError('game-over', '104.1', 'the game is over') };
  const g = beginStep(state, cards);
  const error = dispatch(g, input);
  if (error) return { state, events: [], error };
  proceed(g);
  g.s.seq++;
  finishStep(g);
  return { state: g.s, events: g.events };
}

/**
 * DESIGN 8, CR 102.1, 109.1 — every object and player an input names must exist in the state (own keys only, so
 * an id such as "constructor" names nothing); what the rules then allow is checked by the rule code.
 */
function unknownIdError(s: GameState, input: Input): ActionError | null {
  if (!Object.hasOwn(s.players, input.player)) return actionError('unknown-object', '102.1', `${input.player} is not a player in this game`);
  for (const t of referencedIds(input)) {
    if ('player' in t && !Object.hasOwn(s.players, t.player)) return actionError('unknown-object', '102.1', `${t.player} is not a player in this game`);
    if ('object' in t && !Object.hasOwn(s.objects, t.object)) return actionError('unknown-object', '109.1', `there is no object ${t.object} in the game`);
  }
  return null;
}

/** Objects named by an input, as targets. */
function objectTargets(ids: readonly ObjectId[]): Target[] {
  return ids.map((object) => ({ object }));
}

/** The sources a payment plan activates. */
function planSources(plan: PaymentPlan | 'auto' | undefined): Target[] {
  return plan && plan !== 'auto' ? objectTargets(plan.activations.map((a) => a.source)) : [];
}

/** The objects and players an input names. */
function referencedIds(input: Input): Target[] {
  switch (input.kind) {
    case 'pass':
    case 'concede':
      return [];
    case 'playLand':
      return objectTargets([input.object]);
    case 'turnFaceUp':
      return [...objectTargets([input.object]), ...planSources(input.payment)];
    case 'cast':
    case 'activate':
      return [...objectTargets([input.object]), ...(input.targets ?? []).flat(), ...planSources(input.payment)];
  }
  const a = input.answer;
  switch (a.kind) {
    case 'bottomCards': return objectTargets(a.cards);
    case 'chooseObjects': return objectTargets(a.objects);
    case 'targets': return a.targets.flat();
    case 'payment': return planSources(a.plan);
    case 'unlessPays': return planSources(a.plan);
    case 'declareAttackers': return a.attacks.flatMap((x) => [{ object: x.attacker }, x.defender]);
    case 'declareBlockers': return objectTargets(a.blocks.flatMap((x) => [x.blocker, x.attacker]));
    default: return [];
  }
}

function dispatch(g: Game, input: Input): ActionError | null {
  const p = input.player;
  if (g.s.players[p].left) return actionError('not-your-decision', '800.4a', `${p} is not in the game`);
  if (input.kind === 'concede') {
    const pending = g.s.pending;
    loseGame(g, p, ['104.3a'], 'conceded');
    if (!g.s.over) afterDeparture(g, p, pending);
    return null;
  }
  const pending = g.s.pending!;
  if (pending.player !== p) {
    return actionError('not-your-decision', pending.rule, `waiting for ${g.s.players[pending.player].name}: ${pending.prompt}`);
  }
  if (input.kind !== 'answer') {
    if (pending.kind === 'payment' && input.kind === 'activate') return manaDuringPayment(g, input);
    if (pending.kind !== 'priority') return actionError('wrong-decision', pending.rule, `answer the pending decision first: ${pending.prompt}`);
    g.s.pending = null;
    switch (input.kind) {
      case 'pass': {
        const r = passPriority(g, p);
        if (r === 'resolve') resolveTop(g);
        else if (r === 'endStep') endStep(g, true);
        return null;
      }
      case 'playLand': {
        const err = playLand(g, p, input.object);
        if (!err) g.s.turn.passed = []; // 117.3c: a special action, then priority again
        return err;
      }
      case 'cast':
        return beginCast(g, input);
      case 'turnFaceUp': {
        const err = turnFaceUp(g, input);
        if (!err) givePriority(g, p, true); // 116.3
        return err;
      }
      case 'activate':
        return beginActivate(g, input);
    }
  }
  const a = input.answer;
  switch (pending.kind) {
    case 'mulligan':
      return a.kind === 'mulligan' ? answerMulligan(g, p, a.keep) : wrongAnswer(pending.kind, pending.rule);
    case 'bottomCards':
      return a.kind === 'bottomCards' ? answerBottom(g, p, a.cards) : wrongAnswer(pending.kind, pending.rule);
    case 'announce':
    case 'targets':
    case 'payment':
    case 'optionalCosts':
      return answerDraft(g, p, a);
    case 'unlessPays':
      return resumeResolution(g, a);
    case 'declareAttackers':
      return a.kind === 'declareAttackers' ? applyAttackers(g, a.attacks) : wrongAnswer(pending.kind, pending.rule);
    case 'declareBlockers':
      return a.kind === 'declareBlockers' ? applyBlockers(g, p, a.blocks) : wrongAnswer(pending.kind, pending.rule);
    case 'assignDamage':
      return a.kind === 'assignDamage' ? applyDamageAssignment(g, pending.attacker, a.amounts) : wrongAnswer(pending.kind, pending.rule);
    case 'chooseObjects':
      if (pending.draft) return answerDraft(g, p, a); // 601.2h: objects paying an activation's cost
      if (g.s.entering) return answerEnteringDecision(g, a);
      if (g.s.resolving) return resumeResolution(g, a);
      if (a.kind !== 'chooseObjects') return wrongAnswer(pending.kind, pending.rule);
      if (a.objects.length !== pending.min || a.objects.some((o) => !pending.options.includes(o)) || new Set(a.objects).size !== a.objects.length) {
        return actionError('illegal-choice', pending.rule, `choose exactly ${pending.min} different card(s) among the options`);
      }
      finishCleanupDiscard(g, a.objects);
      return null;
    case 'orderTriggers':
    case 'triggerModes':
    case 'triggerTargets':
      return answerTrigger(g, p, a);
    case 'legendRule':
      return answerLegendRule(g, p, a);
    case 'newTargets':
    case 'chooseHalves':
      return resumeResolution(g, a);
    case 'orderReplacements':
      if (g.s.pausedForOrder) return answerPausedOrder(g, a);
      if (g.s.entering) return answerEnteringDecision(g, a);
      if (g.s.resolving) return resumeResolution(g, a);
      {
        const key = chosenReplacement(pending, a);
        if (typeof key !== 'string') return key;
        answerCombatReplacement(g, key); // 510.2: the only other place that asks
        return null;
      }
    case 'chooseNumber':
      if (g.s.resolving && !g.s.entering) return resumeResolution(g, a); // a choice a resolving effect asked
      return answerEnteringDecision(g, a);
    case 'chooseName':
      return g.s.entering ? answerEnteringDecision(g, a) : resumeResolution(g, a);
    case 'chooseOption':
      return g.s.entering ? answerEnteringDecision(g, a) : resumeResolution(g, a);
    case 'priority':
      return wrongAnswer('priority', pending.rule);
  }
}

/**
 * CR 800.4a, 800.4h, 800.4j — a player left a multiplayer game: a decision that was theirs to make is
 * dropped and the game moves on (priority they held passes on in `proceed`).
 * A choice of cards asked of the leaving player in the middle of another player's spell's resolution
 * (a discard) is skipped: the cards left the game with them.
 * @simplification Other choices asked of a departed player by another player's object (800.4g: the
 * object's controller picks someone else) don't arise yet: no effect asks another player anything but
 * choosing cards they own.
 */
function afterDeparture(g: Game, p: PlayerId, pending: GameState['pending']): void {
  if (g.s.mulligan) return leaveMulligan(g, p);
  const entering = g.s.entering;
  if (entering && (entering.token ? entering.token.owner === p : !g.s.objects[entering.object])) {
    // 800.4a: the object that was entering the battlefield left the game with its owner; what it interrupted goes on.
    g.s.entering = null;
    g.s.pending = null;
    if (entering.resume.kind === 'effect' && g.s.resolving && g.s.objects[g.s.resolving.object]) {
      continueResolution(g);
      return;
    }
    g.s.resolving = null;
    return givePriority(g, g.s.turn.active, true);
  }
  if (g.s.resolving && !g.s.objects[g.s.resolving.object]) {
    // 800.4a: the resolving spell or ability was theirs and has left the game; a choice it asked of anyone goes too.
    g.s.resolving = null;
    g.s.pending = null;
    return givePriority(g, g.s.turn.active, true);
  }
  if (pending?.kind === 'legendRule') { g.s.pending = null; return; } // 704.5j: asked again on the next check
  if (g.s.pausedForOrder) return restartPausedOrder(g);
  if (!pending || pending.player !== p || pending.kind === 'priority') return;
  const active = g.s.turn.active;
  g.s.pending = null;
  switch (pending.kind) {
    case 'declareAttackers': // no attackers: 508.8 skips the rest of combat; 800.4j: priority goes on
      return givePriority(g, active, true);
    case 'declareBlockers':
      if (!declareBlockersStep(g)) givePriority(g, active, true);
      return;
    case 'assignDamage':
      if (!combatDamageStep(g, g.s.turn.step === 'firstStrikeDamage')) givePriority(g, active, true);
      return;
    case 'chooseObjects':
      if (!g.s.resolving) return finishCleanupDiscard(g, []); // 514.1: their hand has left the game
      if (!g.s.objects[g.s.resolving.object]) { g.s.resolving = null; return givePriority(g, active, true); }
      // The cards they were to choose among (their hand, their library) left the game with them: that part
      // of the effect does nothing and the resolution goes on.
      g.s.pending = { ...pending, options: [], min: 0, max: 0 };
      if (resumeResolution(g, { kind: 'chooseObjects', objects: [] })) { g.s.pending = null; g.s.resolving = null; givePriority(g, active, true); }
      return;
    case 'orderReplacements':
      // 800.4a: what the effects would have affected left with them; the order no longer matters to anyone.
      if (g.s.entering) return;
      if (g.s.resolving) { g.s.pending = pending; if (resumeResolution(g, { kind: 'chooseNumber', value: 0 })) { g.s.pending = null; g.s.resolving = null; givePriority(g, active, true); } return; }
      return answerCombatReplacement(g, pending.keys[0]);
    default:
      // A spell or ability they were casting or activating: its card has left the game with them (800.4a).
      return;
  }
}

/**
 * CR 800.4a, 616.1 — a player left while a state-based action check or the cleanup discard waited for a
 * replacement order: the events may have changed (their objects and effects left), so the order is asked again
 * from the start, of whoever it concerns now.
 */
function restartPausedOrder(g: Game): void {
  const paused = g.s.pausedForOrder!;
  delete g.s.pausedForOrder;
  g.s.pending = null;
  if (paused.by === 'cleanupDiscard') finishCleanupDiscard(g, paused.cards.filter((id) => g.s.objects[id]));
  // A state-based action check starts again when `proceed` next checks.
}

/**
 * CR 616.1 — the answer to a replacement-order decision that a state-based action check (704.3) or the cleanup
 * discard (514.1) asked: the action runs again with the choices so far (asking the next, or happening).
 */
function answerPausedOrder(g: Game, a: Answer): ActionError | null {
  const d = g.s.pending!;
  const paused = g.s.pausedForOrder!;
  if (d.kind !== 'orderReplacements') return wrongAnswer('orderReplacements', '616.1');
  const key = chosenReplacement(d, a);
  if (typeof key !== 'string') return key;
  g.s.pending = null;
  delete g.s.pausedForOrder;
  const order = [...paused.replacementOrder, key];
  if (paused.by === 'stateActions') continueCheck(g, paused.legendKept, order);
  else finishCleanupDiscard(g, paused.cards, order);
  return null;
}

function wrongAnswer(kind: string, rule: string): ActionError {
  return actionError('wrong-decision', rule, `expected an answer to the ${kind} decision`);
}

/** CR 605.3a — a mana ability activated while a payment is asked: add the mana (its cost choice asked first), then ask again. */
function manaDuringPayment(g: Game, input: Extract<Input, { kind: 'activate' }>): ActionError | null {
  const pending = g.s.pending as Extract<NonNullable<GameState['pending']>, { kind: 'payment' }>;
  g.s.pending = null;
  return activateManaByHand(g, input, pending.draft);
}
