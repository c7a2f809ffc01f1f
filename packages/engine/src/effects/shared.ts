/** Helpers the effect modules share: continuous effects, decisions asked mid-resolution, 616.1 orders. */
import type { Answer } from '../decisions';
import { actionError, type ActionError } from '../errors';
import type { MoveOptions } from '../rules/r400-zones';
import { enterBattlefield } from '../rules/r614-replacement';
import { chosenReplacement, replacementDecision, type ReplaceableEvent, type ReplacementOrder } from '../rules/r614-events';
import { emit, list, newTimestamp, playerName, type Game } from '../state/draft';
import type { ContinuousEffect, ObjectId, PlayerId } from '../state/types';
import type { EffectContext, Picked } from './context';

/**
 * The result of applying one effect: done, or paused on a decision (answered later with `answer`);
 * `castingAgain`: like `casting`, but the resolution goes on with the same effect (it offers another cast).
 */
export type EffectResult = 'done' | 'paused' | 'entering' | 'casting' | 'castingAgain' | 'stop' | ActionError;

export function addEffect(g: Game, ctx: EffectContext, affected: ObjectId[], mod: ContinuousEffect['mod'], rules: string[], text: string, duration: ContinuousEffect['duration'] = 'endOfTurn'): void {
  if (!affected.length && mod.kind !== 'tokenControl' && mod.kind !== 'noPrevention' && mod.kind !== 'prevention') return;
  const effects = list<ContinuousEffect>(g, { shared: 'effects' });
  effects.push({ id: `e${g.s.nextId++}`, timestamp: newTimestamp(g), source: ctx.source, controller: ctx.controller, affected, duration, mod });
  emit(g, { kind: 'effect', rules, text });
}

/** Validates a chooseObjects answer against the pending decision. */
export function chosenObjects(g: Game, answer: Answer | undefined): ObjectId[] | ActionError {
  const pending = g.s.pending;
  if (!answer || answer.kind !== 'chooseObjects' || !pending || pending.kind !== 'chooseObjects') {
    return actionError('wrong-decision', pending?.rule ?? '608.2', 'expected a chooseObjects answer');
  }
  const picked = answer.objects;
  if (new Set(picked).size !== picked.length || picked.some((id) => !pending.options.includes(id))) {
    return actionError('illegal-choice', pending.rule, 'choose distinct objects among the options');
  }
  if (picked.length < pending.min || picked.length > pending.max) {
    return actionError('illegal-choice', pending.rule, `choose between ${pending.min} and ${pending.max}`);
  }
  return picked;
}

/**
 * Puts objects onto the battlefield one at a time through their replacement effects (614.1c). If one needs a
 * decision the resolution pauses there.
 * @simplification Objects that should enter simultaneously enter one after another when more than one does.
 */
export function enterEach(g: Game, ids: ObjectId[], opts: Pick<MoveOptions, 'tapped' | 'counters' | 'countersIf' | 'unearthed' | 'set'>, under?: (id: ObjectId) => string): EffectResult {
  for (const id of ids) {
    const controller = under ? under(id) : g.s.objects[id].owner;
    if (enterBattlefield(g, id, { ...opts, controller }, { kind: 'effect', next: -1 }, ['400.7'])) return 'entering';
  }
  return 'done';
}

/**
 * CR 616.1 — before an effect's events happen, asks the affected player which replacement or prevention
 * effect applies first wherever the order changes the outcome (one decision at a time; the effect runs again
 * with the choices so far, and nothing has happened until all are made). Returns the choices to apply them with.
 */
export function replacementOrder(g: Game, ctx: EffectContext, events: ReplaceableEvent[]): ReplacementOrder | 'paused' {
  const given = ctx.replacementOrder ?? [];
  const decision = replacementDecision(g, events, given);
  if (!decision) return { given, used: 0 };
  g.s.pending = decision;
  return 'paused';
}

/**
 * What one player chooses from for an "each player ..." effect: `n` of `options`. With no choice left (all must
 * go) no decision is asked, unless `always` (a discard is always the player's to name, as the engine asks it).
 */
export interface Offer {
  options: ObjectId[];
  n: number;
  always?: boolean;
  /** Fewer may be chosen, down to `min` ("discards any number of cards": none to all). */
  min?: number;
}

/**
 * CR 101.4 — "each player discards/sacrifices ...": in APNAP order each player chooses (a decision where there
 * is a choice), and only then does it all happen, at once. Returns every player's choice once all are made;
 * the choices so far are kept in `ctx.picked` while a player decides. `rule` and `purpose` word the decision.
 */
export function eachChooses(g: Game, ctx: EffectContext, players: PlayerId[], offer: (p: PlayerId) => Offer, rule: string, purpose: (n: number) => string, answer: Answer | undefined): Picked[] | 'paused' | ActionError {
  const picks = [...(ctx.picked ?? [])];
  if (answer && g.s.pending?.kind === 'chooseObjects') {
    const objects = chosenObjects(g, answer);
    if (!Array.isArray(objects)) return objects;
    picks.push({ player: g.s.pending.player, objects });
  }
  const last = picks.length ? players.indexOf(picks[picks.length - 1].player) : -1;
  for (const p of players.slice(last + 1)) {
    const { options, n, always, min = n } = offer(p);
    if (n <= 0) continue;
    if (options.length <= n && !always && min === n) { picks.push({ player: p, objects: options }); continue; }
    ctx.picked = picks;
    return ask(g, ctx, p, rule, purpose(n), options, min, n, false);
  }
  return picks;
}

/**
 * CR 616.1 — before the objects the players chose are put into a graveyard (discarded, sacrificed) at once,
 * asks the order of replacement effects where it matters (the affected players in APNAP order), keeping the
 * choices while that decision pends. Objects that have left meanwhile (their owner left the game, 800.4a) are
 * dropped from the choices.
 */
export function graveyardOrder(g: Game, ctx: EffectContext, picks: Picked[], stillThere: (id: ObjectId) => boolean): { picks: Picked[]; order: ReplacementOrder } | 'paused' {
  const live = picks.map((p) => ({ ...p, objects: p.objects.filter((id) => g.s.objects[id] && stillThere(id)) }));
  const order = replacementOrder(g, ctx, live.flatMap((p) => p.objects.map((object): ReplaceableEvent => ({ kind: 'toGraveyard', object, to: 'graveyard' }))));
  if (order === 'paused') {
    ctx.picked = live;
    return order;
  }
  ctx.picked = undefined;
  return { picks: live, order };
}

/** Takes an answer to a 616.1 decision into the effect's choices. */
export function takeReplacementChoice(g: Game, ctx: EffectContext, answer: Answer): ActionError | null {
  const d = g.s.pending;
  if (d?.kind !== 'orderReplacements') return null;
  const key = chosenReplacement(d, answer);
  if (typeof key !== 'string') return key;
  ctx.replacementOrder = [...(ctx.replacementOrder ?? []), key];
  g.s.pending = null;
  return null;
}

/**
 * One object among `options` for player `p`: the only one, or a decision (`purpose`, citing `rule`) answered with
 * `answer`. Options must not be empty.
 */
export function chooseOne(g: Game, ctx: EffectContext, p: PlayerId, options: ObjectId[], rule: string, purpose: string, answer: Answer | undefined): ObjectId | 'paused' | ActionError {
  if (options.length === 1) return options[0];
  if (!answer || g.s.pending?.kind !== 'chooseObjects') return ask(g, ctx, p, rule, purpose, options, 1, 1, false);
  const picked = chosenObjects(g, answer);
  if (!Array.isArray(picked)) return picked;
  g.s.pending = null;
  return picked[0];
}

/** Asks the controller to choose objects mid-resolution. */
export function ask(g: Game, ctx: EffectContext, who: string, rule: string, purpose: string, options: ObjectId[], min: number, max: number, ordered: boolean): 'paused' {
  g.s.pending = {
    id: g.s.seq, player: who, rule, prompt: `${playerName(g, who)}: ${purpose}`,
    kind: 'chooseObjects', purpose, options, min, max, ordered, suggested: options.slice(0, min),
  };
  return 'paused';
}

