import type { Answer } from '../decisions';
import { actionError } from '../errors';
import type { EffectContext } from '../effects/context';
import { putCounters, type CounterEvent } from '../effects/counters';
import { ask, chosenObjects, type EffectResult } from '../effects/shared';
import { emit, nameOf, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { givePoison } from './r122-1f-poison';
import { apnapOrder } from './r117-priority';
import { characteristics } from './r613-characteristics';

const hasCounters = (counters: Record<string, number>) => Object.values(counters).some((n) => n > 0);

/**
 * CR 701.34a — to proliferate, the controller chooses any number of permanents and/or players that have a counter,
 * then each gets one more counter of each kind it already has, all at once. The choice is two decisions: the
 * permanents, then, for each player with counters in APNAP order, whether to choose that player (players' only
 * counters here are poison counters, 122.1f); `ctx.picked` keeps the choices (the permanents first, then one entry
 * per player asked) while a later decision pends. The permanents' counters pass through replacement effects (614.16).
 * Two-Headed Giant's shared poison counters (701.34b) don't arise: the engine plays no team variants.
 */
export function proliferate(g: Game, ctx: EffectContext, answer: Answer | undefined): EffectResult {
  const p = ctx.controller;
  const picks = [...(ctx.picked ?? [])];
  if (!picks.length) {
    const options = g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && hasCounters(g.s.objects[id].counters));
    if (options.length && !answer) {
      ask(g, ctx, p, '701.34a', 'proliferate: choose any number of permanents with counters', options, 0, options.length, false);
      const pending = g.s.pending!;
      if (pending.kind === 'chooseObjects') pending.suggested = options.filter((id) => characteristics(g, id).controller === p);
      return 'paused';
    }
    const chosen = options.length ? chosenObjects(g, answer) : [];
    if (!Array.isArray(chosen)) return chosen;
    g.s.pending = null;
    answer = undefined;
    picks.push({ player: p, objects: chosen });
  }
  const poisoned = apnapOrder(g).filter((q) => !g.s.players[q].left && g.s.players[q].poison > 0);
  while (picks.length - 1 < poisoned.length) {
    const q = poisoned[picks.length - 1];
    if (!answer) {
      ctx.picked = picks;
      g.s.pending = {
        id: g.s.seq, player: p, rule: '701.34a', prompt: `${playerName(g, p)}: proliferate — choose ${playerName(g, q)} (${g.s.players[q].poison} poison)?`,
        kind: 'chooseOption', options: [`choose ${playerName(g, q)}`, `don't choose ${playerName(g, q)}`], suggested: q === p ? 1 : 0,
      };
      return 'paused';
    }
    if (answer.kind !== 'chooseOption' || (answer.choice !== 0 && answer.choice !== 1)) return actionError('illegal-choice', '701.34a', `choose ${playerName(g, q)} (1) or not (2)`);
    g.s.pending = null;
    picks.push({ player: p, objects: answer.choice === 0 ? [q] : [] });
    answer = undefined;
  }
  ctx.picked = picks;
  return give(g, ctx, picks[0].objects, picks.slice(1).flatMap((pk) => pk.objects));
}

/** CR 701.34a — one more counter of each kind on each chosen permanent and player. */
function give(g: Game, ctx: EffectContext, permanents: ObjectId[], players: PlayerId[]): EffectResult {
  const p = ctx.controller;
  const live = permanents.filter((id) => g.s.objects[id]?.zone === 'battlefield');
  const names = [...live.map((id) => nameOf(g, id)), ...players.map((q) => playerName(g, q))];
  emit(g, { kind: 'proliferate', rules: ['701.34a'], player: p, text: `${playerName(g, p)} proliferates${names.length ? `, choosing ${names.join(', ')}` : ', choosing nothing'}` });
  const events = live.flatMap((id) => Object.entries(g.s.objects[id].counters).filter(([, n]) => n > 0).map(([counter]): CounterEvent => ({ kind: 'counters', object: id, counter, n: 1 })));
  const r = putCounters(g, ctx, events, ['701.34a'], ' (proliferate)');
  if (r !== 'done') return r;
  for (const q of players) givePoison(g, q, 1, ['701.34a'], ' (proliferate)');
  return 'done';
}
