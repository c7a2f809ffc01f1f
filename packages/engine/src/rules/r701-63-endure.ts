import type { Answer } from '../decisions';
import { actionError, type ActionError } from '../errors';
import type { EffectContext } from '../effects/context';
import { emit, nameOf, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId, TokenSpec } from '../state/types';
import { characteristics } from './r613-characteristics';

/** CR 701.63a — the N/N white Spirit creature token an enduring permanent's controller may create. */
export function spiritToken(n: number): TokenSpec {
  return { name: 'Spirit Token', colors: ['W'], supertypes: [], types: ['Creature'], subtypes: ['Spirit'], power: n, toughness: n, text: '', abilities: [] };
}

/**
 * CR 701.63a–b — a permanent endures N: its controller puts N +1/+1 counters on it, or else creates an N/N white
 * Spirit creature token (a decision; with the permanent gone, only the token can be had, its last known information
 * saying who controlled it). Endure 0 does nothing (null). The choice is kept in `ctx.picked` (the permanent when
 * the counters were chosen, nothing for the token) while a 616.1 decision pends.
 */
export function endureChoice(g: Game, ctx: EffectContext, id: ObjectId | undefined, n: number, answer: Answer | undefined):
  { player: PlayerId; counters: boolean } | null | 'paused' | ActionError {
  if (id === undefined || n <= 0) return null;
  const here = g.s.objects[id]?.zone === 'battlefield';
  const p = here ? characteristics(g, id).controller : g.s.lki[id]?.controller;
  if (!p) return null;
  if (ctx.picked) return { player: p, counters: ctx.picked[0].objects.length > 0 };
  let counters = false;
  const name = here ? nameOf(g, id) : g.s.lki[id].name;
  if (here) {
    if (!answer) {
      g.s.pending = {
        id: g.s.seq, player: p, rule: '701.63a', prompt: `${playerName(g, p)}: ${name} endures ${n}`,
        kind: 'chooseOption', options: [`put ${n} +1/+1 counter(s) on ${name}`, `create a ${n}/${n} white Spirit creature token`], suggested: 0,
      };
      return 'paused';
    }
    if (answer.kind !== 'chooseOption' || (answer.choice !== 0 && answer.choice !== 1)) return actionError('illegal-choice', '701.63a', 'choose the counters (1) or the token (2)');
    g.s.pending = null;
    counters = answer.choice === 0;
  }
  ctx.picked = [{ player: p, objects: counters ? [id] : [] }];
  emit(g, { kind: 'endure', rules: ['701.63a'], player: p, text: `${name} endures ${n}: ${playerName(g, p)} ${counters ? 'puts the counters on it' : 'creates the Spirit token'}` });
  return { player: p, counters };
}
