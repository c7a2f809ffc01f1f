import type { LookAtTop, LookPick } from '../cards/definition';
import type { Answer } from '../decisions';
import { amountOf, type EffectContext } from '../effects/context';
import { stateConditionHolds } from '../effects/conditions';
import { ask, chosenObjects, enterEach, type EffectResult } from '../effects/shared';
import { emit, nameOf, playerName, type Game } from '../state/draft';
import { shuffleInPlace } from '../state/rng';
import type { ObjectId, PlayerId } from '../state/types';
import { moveObject } from './r400-zones';
import { characteristics, matchesFilter } from './r613-characteristics';

const ORDER_PURPOSE = 'order the rest for the bottom of your library (first chosen is higher)';
const BOTTOM_ONE_PURPOSE = 'choose the card to put on the bottom of your library (the other is exiled)';

/**
 * CR 701.20e — "Look at the top N cards of your library. Put one of them into your hand and the rest on the bottom
 * of your library in any order" and its variants (`LookAtTop`). The controller looks at the cards (only they see
 * them, 701.20e) and chooses the ones to keep among those matching; with fewer matching than it asks for, as many as
 * there are. The rest go to the bottom in an order the player chooses (401.4), in a random order, or into the
 * graveyard; chosen land cards of `landsTo` enter the battlefield tapped last. Up to two decisions: the choice, then
 * the order of the rest. While the order is asked, `ctx.picked` holds the rest and the lands still to enter.
 */
export function lookAtTop(g: Game, ctx: EffectContext, e: LookAtTop, answer: Answer | undefined): EffectResult {
  const p = ctx.controller;
  const pending = g.s.pending;
  if (answer && pending?.kind === 'chooseObjects' && pending.purpose === BOTTOM_ONE_PURPOSE) {
    const bottom = chosenObjects(g, answer);
    if (!Array.isArray(bottom)) return bottom;
    return bottomOneExileOther(g, ctx, p, bottom, (ctx.picked?.[0]?.objects ?? []).filter((id) => !bottom.includes(id)));
  }
  if (answer && pending?.kind === 'chooseObjects' && pending.purpose === ORDER_PURPOSE) {
    const order = chosenObjects(g, answer);
    if (!Array.isArray(order)) return order;
    for (const id of order) moveObject(g, id, 'library', { position: 'bottom' });
    emit(g, { kind: 'putOnBottom', rules: ['401.4'], player: p, text: `${playerName(g, p)} puts ${order.length} cards on the bottom of their library in the order they chose` });
    const lands = ctx.picked?.[1]?.objects ?? [];
    ctx.picked = undefined;
    return enterEach(g, lands, { tapped: true }, () => p);
  }
  if (!answer) {
    const looked = g.s.players[p].library.slice(0, amountOf(g, ctx, e.n));
    if (!looked.length) return 'done';
    const pick = e.instead && stateConditionHolds(g, e.instead.if, p, ctx.source) ? e.instead.pick : e.pick;
    const options = looked.filter((id) => !pick.filter || matchesFilter(characteristics(g, id), g.s.objects[id], pick.filter, p, ctx.source));
    emit(g, { kind: 'look', rules: ['701.20e'], player: p, text: `${playerName(g, p)} looks at the top ${looked.length} card(s) of their library` });
    ctx.picked = [{ player: p, objects: looked }];
    if (!options.length || pick.max === 0) return putAway(g, ctx, e, p, [], looked);
    const asked = ask(g, ctx, p, '701.20e', choosePurpose(pick, e), options, Math.min(pick.min, options.length), Math.min(pick.max, options.length), false);
    // Keeping cards is what the player usually wants: the suggestion takes as many as allowed.
    if (g.s.pending?.kind === 'chooseObjects') g.s.pending.suggested = options.slice(0, g.s.pending.max);
    return asked;
  }
  const picked = chosenObjects(g, answer);
  if (!Array.isArray(picked)) return picked;
  const looked = ctx.picked?.[0]?.objects ?? [];
  return putAway(g, ctx, e, p, picked, looked.filter((id) => !picked.includes(id) && g.s.objects[id]?.zone === 'library'));
}

/**
 * Expressive Iteration's "put one of them on the bottom of your library, and exile one of them": the chosen card goes
 * to the bottom, the other into exile; "the exiled card" is what later instructions mean (`chosen`).
 */
function bottomOneExileOther(g: Game, ctx: EffectContext, p: PlayerId, bottom: ObjectId[], other: ObjectId[]): EffectResult {
  for (const id of bottom) moveObject(g, id, 'library', { position: 'bottom' });
  emit(g, { kind: 'putOnBottom', rules: ['401.4'], player: p, text: `${playerName(g, p)} puts a card on the bottom of their library` });
  ctx.picked = undefined;
  ctx.chosen = [];
  for (const id of other) {
    emit(g, { kind: 'exile', rules: ['406.3'], player: p, text: `${playerName(g, p)} exiles ${nameOf(g, id)}` });
    ctx.chosen.push(moveObject(g, id, 'exile'));
  }
  return 'done';
}

/** The wording of the choice. */
function choosePurpose(pick: LookPick, e: LookAtTop): string {
  const n = pick.min === pick.max ? `${pick.max}` : `${pick.min === 0 ? 'up to ' : `${pick.min} to `}${pick.max}`;
  const where = e.landsTo ? 'to keep (lands onto the battlefield tapped, the others into your hand)' : 'to put into your hand';
  return `look at the top cards of your library: choose ${n} ${where}; the rest go ${e.rest === 'graveyard' ? 'into your graveyard' : 'on the bottom'}`;
}

/** The chosen cards go to the hand (or lands to the battlefield), the rest where `e.rest` says. */
function putAway(g: Game, ctx: EffectContext, e: LookAtTop, p: PlayerId, picked: ObjectId[], rest: ObjectId[]): EffectResult {
  const isLand = (id: ObjectId) => !!e.landsTo && characteristics(g, id).types.includes('Land');
  const lands = picked.filter(isLand);
  for (const id of picked.filter((c) => !isLand(c))) {
    emit(g, { kind: 'look', rules: ['701.20e', ...(e.reveal ? ['701.20a'] : [])], player: p, text: `${playerName(g, p)} ${e.reveal ? `reveals ${nameOf(g, id)} and puts it` : 'puts a card'} into their hand` });
    ctx.chosen.push(moveObject(g, id, 'hand'));
  }
  for (const id of lands) emit(g, { kind: 'look', rules: ['701.20a'], player: p, text: `${playerName(g, p)} reveals ${nameOf(g, id)}` });
  ctx.picked = undefined;
  if (e.exileOne) {
    if (rest.length > 1) {
      ctx.picked = [{ player: p, objects: rest }];
      return ask(g, ctx, p, '701.20e', BOTTOM_ONE_PURPOSE, rest, 1, 1, false);
    }
    ctx.chosen = []; // with one card left it goes to the bottom: no card is exiled
  }
  if (e.rest === 'graveyard') {
    if (rest.length) emit(g, { kind: 'look', rules: ['701.20e'], player: p, text: `${playerName(g, p)} puts ${rest.map((id) => nameOf(g, id)).join(', ')} into their graveyard` });
    for (const id of rest) moveObject(g, id, 'graveyard');
  } else if (e.rest === 'bottomRandom' || rest.length < 2) {
    const order = [...rest];
    if (e.rest === 'bottomRandom') shuffleInPlace(g.s.rng, order);
    for (const id of order) moveObject(g, id, 'library', { position: 'bottom' });
    if (rest.length) emit(g, { kind: 'putOnBottom', rules: ['401.4'], player: p, text: `${playerName(g, p)} puts ${rest.length} card(s) on the bottom of their library${e.rest === 'bottomRandom' ? ' in a random order' : ''}` });
  } else {
    ctx.picked = [{ player: p, objects: rest }, { player: p, objects: lands }];
    return ask(g, ctx, p, '401.4', ORDER_PURPOSE, rest, rest.length, rest.length, true);
  }
  return enterEach(g, lands, { tapped: true }, () => p);
}
