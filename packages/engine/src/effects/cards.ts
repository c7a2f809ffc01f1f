import type { Effect, ObjectFilter, Ref } from '../cards/definition';
import type { Answer } from '../decisions';
import { actionError } from '../errors';
import { discardCard, shuffleLibrary } from '../rules/r121-drawing';
import { moveObject } from '../rules/r400-zones';
import { sacrificePermanent } from '../rules/r701-21-sacrifice';
import { fireTrigger } from '../rules/r603-triggers';
import { enterBattlefield } from '../rules/r614-replacement';
import { characteristics, matchesFilter } from '../rules/r613-characteristics';
import { emit, list, nameOf, playerName, type Game } from '../state/draft';
import { manaValue } from '../mana/value';
import type { ObjectId } from '../state/types';
import { amountFor, amountOf, controlledMatching, refObjects, refPlayers, type EffectContext, type Picked } from './context';
import { canEnterTransformed } from '../rules/r712-double-faced';
import { ask, chosenObjects, eachChooses, enterEach, graveyardOrder, replacementOrder, type EffectResult } from './shared';

/** CR 701.21a — "sacrifice <it>": only a permanent its controller controls can be sacrificed. */
function sacrificeOwn(g: Game, ctx: EffectContext, what: Ref): EffectResult {
  const own = (id: ObjectId) => g.s.objects[id].zone === 'battlefield' && characteristics(g, id).controller === ctx.controller;
  const r = graveyardOrder(g, ctx, [{ player: ctx.controller, objects: refObjects(g, ctx, what).filter(own) }], own);
  if (r === 'paused') return r;
  for (const id of r.picks[0].objects) sacrificePermanent(g, ctx.controller, id, [], undefined, r.order);
  return 'done';
}

/**
 * CR 701.21a, 101.4 — "each opponent sacrifices a creature or planeswalker": in APNAP order each player
 * chooses one (or `n`) of their permanents that match (no decision when no more match), then all are sacrificed at once.
 */
function sacrificeEach(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'sacrifice'; who: Ref }>, answer: Answer | undefined): EffectResult {
  const offer = (p: string) => ({ options: controlledMatching(g, e.filter, p), n: e.n === undefined ? 1 : amountFor(g, ctx, e.n, p) });
  const picks = eachChooses(g, ctx, refPlayers(g, ctx, e.who), offer, '701.21a', (n) => (n === 1 ? 'sacrifice one of these' : `sacrifice ${n} of these`), answer);
  if (!Array.isArray(picks)) return picks;
  const r = graveyardOrder(g, ctx, picks, (id) => g.s.objects[id].zone === 'battlefield');
  if (r === 'paused') return r;
  for (const pick of r.picks) for (const id of pick.objects) sacrificePermanent(g, pick.player, id, [], undefined, r.order);
  return 'done';
}

/**
 * CR 701.13a, 101.4 — "target opponent exiles a creature they control [with the greatest mana value among ...]": in
 * APNAP order each player chooses one of their permanents that match (no decision when only one does), then all
 * are exiled at once.
 */
function exileChosen(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'exileChosen' }>, answer: Answer | undefined): EffectResult {
  const candidates = (p: string) => {
    const own = controlledMatching(g, e.filter, p);
    if (!e.greatestManaValue) return own;
    const mv = (id: ObjectId) => manaValue(characteristics(g, id).manaCost, 0); // 202.3
    const top = Math.max(...own.map(mv));
    return own.filter((id) => mv(id) === top);
  };
  const picks = eachChooses(g, ctx, refPlayers(g, ctx, e.who), (p) => ({ options: candidates(p), n: 1 }), '701.13a', () => 'exile one of these', answer);
  if (!Array.isArray(picks)) return picks;
  for (const pick of picks) {
    for (const id of pick.objects) {
      emit(g, { kind: 'exile', rules: ['701.13a'], player: pick.player, object: id, text: `${playerName(g, pick.player)} exiles ${nameOf(g, id)}` });
      moveObject(g, id, 'exile');
    }
  }
  return 'done';
}

/**
 * CR 701.23a — "put one onto the battlefield tapped and the other into your hand": once the cards are found
 * (revealed), their finder chooses the one for the battlefield (with a single card, whether it goes there or to
 * the hand), then the library is shuffled.
 */
/**
 * CR 701.23a–b, 201.4 — "Search <player>'s graveyard, hand, and library for any number of cards with that name and
 * exile them": the searcher sees those zones and chooses among the cards with the name chosen earlier in the resolution
 * (any number: they may fail to find some, 701.23b); then, with `shuffle`, that player shuffles.
 */
function searchExileNamed(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'searchExileNamed' }>, answer: Answer | undefined): EffectResult {
  const [p] = refPlayers(g, ctx, e.who);
  if (!p) return 'done';
  const name = g.s.objects[ctx.object]?.chosenName ?? g.s.objects[ctx.source]?.chosenName;
  const pl = g.s.players[p];
  const named = [...pl.graveyard, ...pl.hand, ...pl.library].filter((id) => name !== undefined && characteristics(g, id).name === name);
  if (!answer && named.length) {
    ask(g, ctx, ctx.controller, '701.23a', `search ${playerName(g, p)}'s graveyard, hand and library: exile any number of cards named ${name}`, named, 0, named.length, false);
    if (g.s.pending?.kind === 'chooseObjects') g.s.pending.suggested = named;
    return 'paused';
  }
  const picked = answer ? chosenObjects(g, answer) : [];
  if (!Array.isArray(picked)) return picked;
  if (picked.length) emit(g, { kind: 'search', rules: ['701.23a'], player: ctx.controller, text: `${playerName(g, ctx.controller)} exiles ${picked.map((id) => nameOf(g, id)).join(', ')} from ${playerName(g, p)}'s graveyard, hand and library` });
  for (const id of picked) moveObject(g, id, 'exile');
  if (e.shuffle) shuffleLibrary(g, p, ['701.23a']);
  return 'done';
}

function splitFound(g: Game, ctx: EffectContext, p: string, picked: ObjectId[], asked: Extract<NonNullable<Game['s']['pending']>, { kind: 'chooseObjects' }> | null): EffectResult {
  const PURPOSE = 'choose the card to put onto the battlefield tapped (the rest go to your hand)';
  if (asked?.purpose !== PURPOSE) {
    if (picked.length) {
      emit(g, { kind: 'search', rules: ['701.23a', '701.20a'], player: p, text: `${playerName(g, p)} reveals ${picked.map((id) => nameOf(g, id)).join(' and ')}` });
      return ask(g, ctx, p, '701.23a', PURPOSE, picked, picked.length > 1 ? 1 : 0, 1, false);
    }
    shuffleLibrary(g, p, ['701.23a']);
    return 'done';
  }
  for (const id of asked.options.filter((o) => !picked.includes(o))) {
    emit(g, { kind: 'search', rules: ['701.23a'], player: p, text: `${playerName(g, p)} puts ${nameOf(g, id)} into their hand` });
    ctx.chosen.push(moveObject(g, id, 'hand'));
  }
  for (const id of picked) emit(g, { kind: 'search', rules: ['701.23a'], player: p, text: `${playerName(g, p)} puts ${nameOf(g, id)} onto the battlefield tapped` });
  shuffleLibrary(g, p, ['701.23a']);
  return enterEach(g, picked, { tapped: true }, () => p);
}

/** CR 701.23a — "put it into your hand or graveyard, then shuffle": the found cards go where their finder chose. */
function foundToHandOrGraveyard(g: Game, ctx: EffectContext, p: string, answer: Extract<Answer, { kind: 'chooseOption' }>): EffectResult {
  if (answer.choice !== 0 && answer.choice !== 1) return actionError('illegal-choice', '701.23a', 'choose 1 (hand) or 2 (graveyard)');
  g.s.pending = null;
  const to = answer.choice === 0 ? 'hand' : 'graveyard';
  for (const id of (ctx.picked?.[0]?.objects ?? []).filter((x) => g.s.objects[x]?.zone === 'library')) {
    emit(g, { kind: 'search', rules: ['701.23a'], player: p, text: `${playerName(g, p)} puts ${nameOf(g, id)} into their ${to}` });
    ctx.chosen.push(moveObject(g, id, to));
  }
  ctx.picked = undefined;
  shuffleLibrary(g, p, ['701.23a']);
  return 'done';
}

/**
 * CR 701.9a, 616.1 — the chosen cards are discarded at once (their owners may first order replacement effects); they
 * are remembered, where they went, as the cards "discarded this way" (608.2c).
 */
function discardPicked(g: Game, ctx: EffectContext, picks: Picked[]): EffectResult {
  const r = graveyardOrder(g, ctx, picks, (id) => g.s.objects[id].zone === 'hand');
  if (r === 'paused') return r;
  const discarded = r.picks.flatMap((pick) => pick.objects.map((id) => discardCard(g, id, [], r.order))); // discardCard cites 701.9a itself
  ctx.thisWay = { ...ctx.thisWay, discarded: [...(ctx.thisWay?.discarded ?? []), ...discarded] };
  return 'done';
}

/**
 * CR 701.20a, 701.9b — "<player> reveals their hand. You choose a <filter> card from it. That player discards that
 * card.": the hand is revealed, the effect's controller chooses (a decision), and its owner discards it.
 */
function discardChosenByYou(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'discard' }>, answer: Answer | undefined): EffectResult {
  const [p] = refPlayers(g, ctx, e.who);
  if (!p) return 'done';
  if (!answer && ctx.picked?.length) return discardPicked(g, ctx, ctx.picked); // after a 616.1 order
  if (!answer) {
    const hand = g.s.players[p].hand;
    emit(g, { kind: 'reveal', rules: ['701.20a'], player: p, text: `${playerName(g, p)} reveals their hand: ${hand.map((id) => nameOf(g, id)).join(', ') || 'no cards'}` });
    const options = hand.filter((id) => matchesFilter(characteristics(g, id), g.s.objects[id], e.filter ?? {}, p));
    const n = Math.min(amountOf(g, ctx, e.n), options.length);
    if (!n) return 'done';
    return ask(g, ctx, ctx.controller, '701.9b', `choose ${n} card(s) from ${playerName(g, p)}'s hand for them to discard`, options, n, n, false);
  }
  const picked = chosenObjects(g, answer);
  if (!Array.isArray(picked)) return picked;
  g.s.pending = null;
  return discardPicked(g, ctx, [{ player: p, objects: picked }]);
}

/** CR 401.4 — "<its> owner puts it on their choice of the top or bottom of their library": the owner decides (a decision). */
function topOrBottom(g: Game, ctx: EffectContext, id: ObjectId | undefined, answer: Answer | undefined): EffectResult {
  if (!id) return 'done';
  const owner = g.s.objects[id].owner;
  const name = nameOf(g, id);
  if (!answer) {
    g.s.pending = { id: g.s.seq, player: owner, rule: '401.4', prompt: `${playerName(g, owner)}: put ${name} on the top or the bottom of your library`, kind: 'chooseOption', options: ['top', 'bottom'], suggested: 0 };
    return 'paused';
  }
  if (answer.kind !== 'chooseOption' || (answer.choice !== 0 && answer.choice !== 1)) return actionError('illegal-choice', '401.4', 'choose 1 (top) or 2 (bottom)');
  g.s.pending = null;
  const position = answer.choice === 0 ? 'top' : 'bottom';
  emit(g, { kind: 'move', rules: ['400.7', '401.4'], object: id, text: `${playerName(g, owner)} puts ${name} on the ${position} of their library` });
  ctx.chosen.push(moveObject(g, id, 'library', { position }));
  return 'done';
}

/** CR 400, 701 — effects that move cards and permanents between zones (exile, return, search, discard, mill, scry, surveil, sacrifice, manifest). */
export function cardEffect(g: Game, ctx: EffectContext, e: Effect, answer: Answer | undefined): EffectResult {
  const src = nameOf(g, ctx.source);
  switch (e.do) {
    case 'manifest': {
      // CR 701.40a: the top card of your library, turned face down, onto the battlefield (708.3).
      const top = g.s.players[ctx.controller].library[0];
      if (!top) return 'done';
      emit(g, { kind: 'manifest', rules: ['701.40a'], player: ctx.controller, text: `${playerName(g, ctx.controller)} manifests the top card of their library` });
      const entering = enterBattlefield(g, top, { controller: ctx.controller, faceDown: 'manifest' }, { kind: 'effect', next: -1 }, ['701.40a', '708.3']);
      return entering ? 'entering' : 'done';
    }
    case 'exile':
      for (const id of refObjects(g, ctx, e.what)) {
        const name = nameOf(g, id);
        emit(g, { kind: 'exile', rules: ['701.13a'], object: id, text: `${src} exiles ${name}` });
        const exiled = moveObject(g, id, 'exile');
        // "that card": a token can't come back (111.8), so only a card is remembered for later effects.
        if (g.s.objects[exiled].kind === 'card') ctx.chosen.push(exiled);
      }
      return 'done';
    case 'bounce':
      for (const id of refObjects(g, ctx, e.what)) {
        const name = nameOf(g, id);
        emit(g, { kind: 'bounce', rules: ['400.7'], object: id, text: `${src} returns ${name} to its owner's hand` });
        moveObject(g, id, 'hand');
      }
      return 'done';
    case 'search': {
      const [p] = e.who ? refPlayers(g, ctx, e.who) : [ctx.controller];
      if (!p) return 'done';
      if (e.to === 'handOrGraveyard' && answer?.kind === 'chooseOption') return foundToHandOrGraveyard(g, ctx, p, answer);
      if (!answer) {
        const filter = e.filter.manaValueOfSource ? sameManaValueAsSource(g, ctx, e.filter) : e.filter;
        const matches = g.s.players[p].library.filter((id) => matchesFilter(characteristics(g, id), g.s.objects[id], filter, p));
        // CR 701.23b: a player searching for cards with a stated quality may fail to find them.
        return ask(g, ctx, p, '701.23', `search your library for up to ${e.max} card(s)`, matches, 0, e.max, false);
      }
      const pending = g.s.pending;
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      if (e.to === 'oneBattlefieldTappedRestHand') return splitFound(g, ctx, p, picked, pending?.kind === 'chooseObjects' ? pending : null);
      if (e.to === 'handOrGraveyard' && picked.length) {
        // The found card is revealed, then its finder chooses where it goes; the choice holds it in ctx.picked.
        emit(g, { kind: 'search', rules: ['701.23a', '701.20a'], player: p, text: `${playerName(g, p)} reveals ${picked.map((id) => nameOf(g, id)).join(' and ')}` });
        ctx.picked = [{ player: p, objects: picked }];
        g.s.pending = { id: g.s.seq, player: p, rule: '701.23a', prompt: `${playerName(g, p)}: put ${picked.map((id) => nameOf(g, id)).join(' and ')} into your hand or graveyard`, kind: 'chooseOption', options: ['hand', 'graveyard'], suggested: 0 };
        return 'paused';
      }
      // The library is shuffled once the found cards have left it; shuffling first is indistinguishable.
      const toHand = e.to === 'hand';
      for (const id of picked) {
        emit(g, { kind: 'search', rules: e.reveal ? ['701.23a', '701.20a'] : ['701.23a'], player: p, text: `${playerName(g, p)} puts ${e.reveal || !toHand ? nameOf(g, id) : 'a card'} ${toHand ? 'into their hand' : 'onto the battlefield'}` });
        if (toHand) ctx.chosen.push(moveObject(g, id, 'hand'));
      }
      shuffleLibrary(g, p, ['701.23a']);
      if (!toHand) return enterEach(g, picked, { tapped: e.to === 'battlefieldTapped' }, () => p);
      return 'done';
    }
    case 'searchExileNamed':
      return searchExileNamed(g, ctx, e, answer);
    case 'discard': {
      if (e.chosenBy) return discardChosenByYou(g, ctx, e, answer);
      // CR 701.9a, 101.4: each player referred to chooses in APNAP order, then all discard at once; 616.1: the
      // discarded cards' owners may then choose the order of replacement effects.
      const offer = (p: string) => {
        const hand = g.s.players[p].hand;
        if (e.count === 'hand') return { options: [...hand], n: hand.length }; // "discard your hand": no choice
        if (e.count === 'anyNumber') return { options: [...hand], n: hand.length, min: 0, always: true };
        if (e.count === 'upTo') return { options: [...hand], n: Math.min(amountFor(g, ctx, e.n, p), hand.length), min: 0, always: true }; // "discard up to two cards"
        return { options: [...hand], n: Math.min(amountFor(g, ctx, e.n, p), hand.length), always: true };
      };
      const purpose = (n: number) => (e.count === 'anyNumber' || e.count === 'upTo' ? `discard any number of cards (up to ${n})` : `discard ${n} card(s)`);
      const picks = eachChooses(g, ctx, refPlayers(g, ctx, e.who), offer, '701.9a', purpose, answer);
      if (!Array.isArray(picks)) return picks;
      return discardPicked(g, ctx, picks);
    }
    case 'sacrifice':
      return 'what' in e ? sacrificeOwn(g, ctx, e.what) : sacrificeEach(g, ctx, e, answer);
    case 'exileChosen':
      return exileChosen(g, ctx, e, answer);
    case 'putBackFromHand': {
      const p = ctx.controller;
      const hand = g.s.players[p].hand;
      const n = Math.min(e.n, hand.length);
      if (n === 0) return 'done';
      if (!answer) return ask(g, ctx, p, '401.4', `put ${n} card(s) from your hand on top of your library (first chosen ends on top)`, [...hand], n, n, true);
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      for (const id of [...picked].reverse()) moveObject(g, id, 'library', { position: 'top' });
      emit(g, { kind: 'putBack', rules: ['401.4'], player: p, text: `${playerName(g, p)} puts ${n} card(s) on top of their library` });
      return 'done';
    }
    case 'mill': {
      const n = amountOf(g, ctx, e.n);
      const players = e.who ? refPlayers(g, ctx, e.who) : [ctx.controller];
      const tops = players.map((p) => g.s.players[p].library.slice(0, n));
      const order = replacementOrder(g, ctx, tops.flat().map((object) => ({ kind: 'toGraveyard', object, to: 'graveyard' })));
      if (order === 'paused') return order;
      players.forEach((p, i) => {
        const top = tops[i];
        emit(g, { kind: 'mill', rules: ['701.17a'], player: p, text: `${playerName(g, p)} mills ${top.length} card(s): ${top.map((id) => nameOf(g, id)).join(', ') || 'none'}` });
        for (const id of top) ctx.chosen.push(moveObject(g, id, 'graveyard', { replacementOrder: order }));
      });
      return 'done';
    }
    case 'scry': {
      // CR 701.22a, in up to three answers: the cards for the bottom, their order there, the order of the rest on top.
      const p = ctx.controller;
      const n = Math.min(amountOf(g, ctx, e.n), g.s.players[p].library.length);
      const purpose = answer && g.s.pending?.kind === 'chooseObjects' ? g.s.pending.purpose : '';
      const askTopOrder = (kept: ObjectId[]): EffectResult =>
        kept.length >= 2 ? ask(g, ctx, p, '701.22a', 'order the cards staying on top (first chosen on top)', kept, kept.length, kept.length, true) : 'done';
      let result: EffectResult = 'done';
      if (!answer) {
        if (!n) return 'done';
        return ask(g, ctx, p, '701.22a', `scry ${n}: choose the cards to put on the bottom of your library`, g.s.players[p].library.slice(0, n), 0, n, false);
      }
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      const lib = list(g, { player: p, zone: 'library' });
      if (purpose.startsWith('scry')) {
        const kept = lib.slice(0, n).filter((id) => !picked.includes(id));
        lib.splice(0, n, ...kept);
        lib.push(...picked);
        emit(g, { kind: 'scry', rules: ['701.22a'], player: p, text: `${playerName(g, p)} scries ${n}: ${picked.length} on the bottom, ${kept.length} on top` });
        result = picked.length >= 2 ? ask(g, ctx, p, '701.22a', 'order the cards going to the bottom (first chosen is higher)', picked, picked.length, picked.length, true) : askTopOrder(kept);
      } else if (purpose.startsWith('order the cards going to the bottom')) {
        lib.splice(lib.length - picked.length, picked.length, ...picked);
        result = askTopOrder(lib.slice(0, n - picked.length));
      } else {
        lib.splice(0, picked.length, ...picked);
      }
      if (result === 'done') fireTrigger(g, { type: 'scryOrSurveil', player: p });
      return result;
    }
    case 'surveil': {
      const p = ctx.controller;
      const top = g.s.players[p].library.slice(0, amountOf(g, ctx, e.n));
      if (!answer) {
        if (!top.length) return 'done';
        return ask(g, ctx, p, '701.25a', `surveil ${top.length}: choose the cards to put into your graveyard (you then order the rest on top)`, top, 0, top.length, false);
      }
      const ordering = g.s.pending?.kind === 'chooseObjects' && g.s.pending.ordered;
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      if (ordering) {
        // The cards kept on top, in the chosen order (first chosen on top).
        const lib = list(g, { player: p, zone: 'library' });
        lib.splice(0, picked.length, ...picked);
      } else {
        for (const id of picked) moveObject(g, id, 'graveyard');
        emit(g, { kind: 'surveil', rules: ['701.25a'], player: p, text: `${playerName(g, p)} surveils ${top.length}: ${picked.length} card(s) into the graveyard${picked.length ? ` (${picked.map((id) => nameOf(g, id)).join(', ')})` : ''}` });
        const kept = g.s.players[p].library.slice(0, top.length - picked.length);
        if (kept.length >= 2) return ask(g, ctx, p, '701.25a', 'put the rest back on top of your library in any order (first chosen on top)', kept, kept.length, kept.length, true);
      }
      fireTrigger(g, { type: 'scryOrSurveil', player: p });
      return 'done';
    }
    case 'moveCard': {
      const ids = refObjects(g, ctx, e.what);
      if (e.to === 'libraryTopOrBottom') return topOrBottom(g, ctx, ids[0], answer);
      if (e.to === 'battlefield') {
        const under = (id: ObjectId) => (e.under === 'you' ? ctx.controller : g.s.objects[id].owner);
        // CR 712.14a: a card that can't enter transformed stays where it is.
        const entering = e.transformed ? ids.filter((id) => canEnterTransformed(g, id, src)) : ids;
        return enterEach(g, entering, { counters: e.withCounters, countersIf: e.withCountersIf, ...(e.tapped ? { tapped: true } : {}), ...(e.unearthed ? { unearthed: true } : {}), ...(e.transformed ? { set: 'back' as const } : {}) }, under);
      }
      for (const id of ids) {
        const bottom = e.to === 'libraryBottom';
        emit(g, { kind: 'move', rules: ['400.7', ...(bottom ? ['401.4'] : [])], object: id, text: `${src} puts ${nameOf(g, id)} ${bottom ? "on the bottom of its owner's library" : "into its owner's hand"}` });
        ctx.chosen.push(bottom ? moveObject(g, id, 'library', { position: 'bottom' }) : moveObject(g, id, 'hand'));
      }
      return 'done';
    }
    case 'exileFromTopUntil': {
      const p = ctx.controller;
      let total = 0;
      const exiled: string[] = [];
      while (total < e.totalManaValue && g.s.players[p].library.length) {
        const top = g.s.players[p].library[0];
        total += manaValue(characteristics(g, top).manaCost, 0);
        exiled.push(nameOf(g, top));
        ctx.chosen.push(moveObject(g, top, 'exile'));
      }
      emit(g, { kind: 'exile', rules: ['406.3', '202.3'], player: p, text: `${playerName(g, p)} exiles ${exiled.join(', ') || 'nothing'} from the top of their library (total mana value ${total})` });
      return 'done';
    }
    case 'exileTop': {
      const n = amountOf(g, ctx, e.n);
      for (const p of e.who ? refPlayers(g, ctx, e.who) : [ctx.controller]) {
        const top = g.s.players[p].library.slice(0, n);
        emit(g, { kind: 'exile', rules: ['406.3'], player: p, text: `${playerName(g, p)} exiles ${top.map((id) => nameOf(g, id)).join(', ') || 'nothing'} from the top of their library` });
        for (const id of top) ctx.chosen.push(moveObject(g, id, 'exile'));
      }
      return 'done';
    }
    case 'exileGraveyards':
      for (const p of g.s.order) {
        const cards = [...g.s.players[p].graveyard];
        if (!cards.length) continue;
        emit(g, { kind: 'exile', rules: ['701.13a'], player: p, text: `${src} exiles ${playerName(g, p)}'s graveyard (${cards.map((id) => nameOf(g, id)).join(', ')})` });
        for (const id of cards) moveObject(g, id, 'exile');
      }
      return 'done';
    case 'putOneFromAmongOntoBattlefield': {
      const p = ctx.controller;
      const among = e.among === 'discarded' ? refObjects(g, ctx, 'discarded') : ctx.chosen;
      const options = among.filter((id) => g.s.objects[id] && matchesFilter(characteristics(g, id), g.s.objects[id], e.filter, p));
      let pick = options;
      if (options.length > 1 || (e.upTo && options.length)) {
        if (!answer) return ask(g, ctx, p, '608.2c', `choose ${e.upTo ? 'up to one card' : 'the card'} to put onto the battlefield`, options, e.upTo ? 0 : 1, 1, false);
        const picked = chosenObjects(g, answer);
        if (!Array.isArray(picked)) return picked;
        pick = picked;
      }
      if (!pick.length) return 'done';
      emit(g, { kind: 'move', rules: ['608.2c', '110.2a'], player: p, text: `${playerName(g, p)} puts ${nameOf(g, pick[0])} onto the battlefield${e.tapped ? ' tapped' : ''} from among them` });
      return enterEach(g, [pick[0]], e.tapped ? { tapped: true } : {}, () => p);
    }
    case 'putFromHand': {
      // CR 110.2a: the card enters under the control of the player who put it onto the battlefield.
      const p = ctx.controller;
      const f = e.filter.maxManaValueX ? { ...e.filter, maxManaValue: ctx.x } : e.filter; // "with mana value X or less"
      const options = g.s.players[p].hand.filter((id) => matchesFilter(characteristics(g, id), g.s.objects[id], f, p));
      if (!options.length) return 'done';
      if (!answer) return ask(g, ctx, p, '110.2a', `choose a card to put from your hand onto the battlefield${e.tapped ? ' tapped' : ''}`, options, 1, 1, false);
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      emit(g, { kind: 'move', rules: ['110.2a'], player: p, text: `${playerName(g, p)} puts ${nameOf(g, picked[0])} from their hand onto the battlefield${e.tapped ? ' tapped' : ''}` });
      return enterEach(g, picked, e.tapped ? { tapped: true } : {}, () => p);
    }
    case 'mayExileFromYourGraveyard': {
      const p = ctx.controller;
      const yard = g.s.players[p].graveyard;
      if (!answer) {
        if (yard.length < e.n) {
          emit(g, { kind: 'ifYouDo', rules: ['608.2c'], text: `${playerName(g, p)} can't exile ${e.n} cards from their graveyard, so nothing after "if you do" happens` });
          return 'stop';
        }
        return ask(g, ctx, p, '608.2c', `you may exile ${e.n} cards from your graveyard (choose ${e.n}, or none)`, [...yard], 0, e.n, false);
      }
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      if (picked.length && picked.length !== e.n) return actionError('illegal-choice', '608.2c', `choose exactly ${e.n} cards, or none`);
      if (!picked.length) {
        emit(g, { kind: 'ifYouDo', rules: ['608.2c'], text: `${playerName(g, p)} doesn't exile cards, so nothing after "if you do" happens` });
        return 'stop';
      }
      emit(g, { kind: 'exile', rules: ['701.13a'], player: p, text: `${playerName(g, p)} exiles ${picked.map((id) => nameOf(g, id)).join(', ')} from their graveyard` });
      for (const id of picked) moveObject(g, id, 'exile');
      return 'done';
    }
  }
  throw new Error(`${e.do} is not handled here`);
}

/** CR 702.53a, 702.71a — "a card with the same mana value as the discarded card / this permanent": the source as it last existed (608.2h). */
function sameManaValueAsSource(g: Game, ctx: EffectContext, filter: ObjectFilter): ObjectFilter {
  const mv = g.s.objects[ctx.source] ? manaValue(characteristics(g, ctx.source).manaCost) : g.s.lki[ctx.source]?.manaValue ?? 0;
  return { ...filter, minManaValue: mv, maxManaValue: mv };
}
