import type { Effect } from '../cards/definition';
import type { Answer } from '../decisions';
import { actionError, type ActionError } from '../errors';
import { gainLife } from '../rules/r119-life';
import { dealDamage } from '../rules/r120-damage';
import { discardCard, drawCards, shuffleLibrary } from '../rules/r121-drawing';
import { ceaseToExist, createObject, moveObject } from '../rules/r400-zones';
import { createDelayedTrigger, createReflexiveTrigger, fireTrigger } from '../rules/r603-triggers';
import { createTokenEntering, enterBattlefield } from '../rules/r614-replacement';
import { copiableSourceOf } from '../rules/r707-copy';
import { becomePrepared, becomeUnprepared } from '../rules/r722-prepare';
import { phaseOut } from '../rules/r702-26-phasing';
import { characteristics, hasKeyword, matchesFilter } from '../rules/r613-characteristics';
import { emit, list, nameOf, newTimestamp, obj, player, playerName, type Game } from '../state/draft';
import { isCostError, toPayableCost } from '../mana/announce';
import { findPayment } from '../mana/finder';
import { formatManaCost } from '../mana/symbols';
import type { ManaCost } from '../mana/types';
import { castDuringResolution, pay } from '../rules/r601-casting';
import { resolvingTargets } from '../rules/r608-resolving';
import { describeTarget, isLegalTarget, legalTargets } from '../rules/r115-targets';
import { manaOptions, manaTimesPower } from '../rules/r605-mana-abilities';
import { attachmentProblem, offStackZone } from '../rules/r702-keywords';
import type { ContinuousEffect, CopiableSource, ObjectId } from '../state/types';
import { amountOf, refObjects, refPlayers, resolveRef, type EffectContext } from './context';
import { stateConditionHolds } from './conditions';

/** The result of applying one effect: done, or paused on a decision (answered later with `answer`). */
export type EffectResult = 'done' | 'paused' | 'entering' | 'casting' | 'stop' | ActionError;

function addEffect(g: Game, ctx: EffectContext, affected: ObjectId[], mod: ContinuousEffect['mod'], rules: string[], text: string, duration: ContinuousEffect['duration'] = 'endOfTurn'): void {
  if (!affected.length && mod.kind !== 'tokenControl' && mod.kind !== 'noPrevention') return;
  const effects = list<ContinuousEffect>(g, { shared: 'effects' });
  effects.push({ id: `e${g.s.nextId++}`, timestamp: newTimestamp(g), source: ctx.source, controller: ctx.controller, affected, duration, mod });
  emit(g, { kind: 'effect', rules, text });
}

/** Validates a chooseObjects answer against the pending decision. */
function chosenObjects(g: Game, answer: Answer | undefined): ObjectId[] | ActionError {
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
function enterEach(g: Game, ids: ObjectId[], opts: { tapped?: boolean; counters?: Record<string, number> }, under?: (id: ObjectId) => string): EffectResult {
  for (const id of ids) {
    const controller = under ? under(id) : g.s.objects[id].owner;
    if (enterBattlefield(g, id, { ...opts, controller }, { kind: 'effect', next: -1 }, ['400.7'])) return 'entering';
  }
  return 'done';
}

/**
 * CR 701.6a — counters a spell or ability: a countered spell goes to its owner's graveyard (exile with
 * flashback, 702.34a; a copy then ceases to exist, 704.5e); an ability ceases to exist (701.6b).
 */
function counterObject(g: Game, src: string, id: ObjectId): void {
  const o = g.s.objects[id];
  emit(g, { kind: 'counter', rules: ['701.6a'], object: id, text: `${src} counters ${nameOf(g, id)}` });
  if (o.kind === 'ability') ceaseToExist(g, id, ['701.6b'], 'countered');
  else moveObject(g, id, offStackZone(o));
}

/**
 * CR 118.12, 702.21a — "counter it unless that player pays [cost]" (mana and/or life, 119.4): the controller of the spell or ability
 * decides whether to pay (a decision, when they can pay at all); if they don't, it is countered.
 */
function counterUnlessPays(g: Game, src: string, id: ObjectId, cost: ManaCost, life: number, answer: Answer | undefined): EffectResult {
  const payer = g.s.objects[id].controller;
  const mana = toPayableCost(cost, {}, 0);
  if (isCostError(mana)) return actionError('unsupported', '118.12', mana.error);
  const total = { ...mana, life: mana.life + life };
  const costText = [cost.length ? formatManaCost(cost) : '', life ? `${life} life` : ''].filter(Boolean).join(' and ');
  const pending = g.s.pending;
  if (!answer) {
    const pool = g.s.players[payer].manaPool;
    const sources = manaOptions(g, payer);
    const suggested = g.s.players[payer].life >= total.life ? findPayment(total, pool, sources) : null; // 119.4
    if (suggested) {
      g.s.pending = {
        id: g.s.seq, player: payer, rule: '118.12', prompt: `${playerName(g, payer)} may pay ${costText}, or ${nameOf(g, id)} is countered (${src})`,
        kind: 'unlessPays', cost: total, what: id, pool, sources, suggested,
      };
      return 'paused';
    }
    emit(g, { kind: 'cantPay', rules: ['118.12'], player: payer, text: `${playerName(g, payer)} can't pay ${costText}` });
  } else {
    if (answer.kind !== 'unlessPays' || pending?.kind !== 'unlessPays') return actionError('wrong-decision', '118.12', 'expected an unlessPays answer: pay or not');
    if (answer.pay) {
      const err = pay(g, payer, total, answer.plan ?? pending.suggested);
      if (err) return err;
      emit(g, { kind: 'paid', rules: ['118.12'], player: payer, text: `${playerName(g, payer)} pays ${costText}: ${nameOf(g, id)} is not countered` });
      return 'done';
    }
    emit(g, { kind: 'decline', rules: ['118.12'], player: payer, text: `${playerName(g, payer)} doesn't pay ${costText}` });
  }
  counterObject(g, src, id);
  return 'done';
}

/** Asks the controller to choose objects mid-resolution. */
function ask(g: Game, ctx: EffectContext, who: string, rule: string, purpose: string, options: ObjectId[], min: number, max: number, ordered: boolean): 'paused' {
  g.s.pending = {
    id: g.s.seq, player: who, rule, prompt: `${playerName(g, who)}: ${purpose}`,
    kind: 'chooseObjects', purpose, options, min, max, ordered, suggested: options.slice(0, min),
  };
  return 'paused';
}

/**
 * CR 701.23a — "put one onto the battlefield tapped and the other into your hand": once the cards are found
 * (revealed), their finder chooses the one for the battlefield (with a single card, whether it goes there or to
 * the hand), then the library is shuffled.
 */
function splitFound(g: Game, ctx: EffectContext, p: string, picked: ObjectId[], asked: Extract<NonNullable<Game['s']['pending']>, { kind: 'chooseObjects' }> | null): EffectResult {
  const PURPOSE = 'choose the card to put onto the battlefield tapped (the rest go to your hand)';
  if (asked?.purpose !== PURPOSE) {
    if (picked.length) {
      emit(g, { kind: 'search', rules: ['701.23a'], player: p, text: `${playerName(g, p)} reveals ${picked.map((id) => nameOf(g, id)).join(' and ')}` });
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

/**
 * CR 609, 610 — applies one effect of a resolving spell or ability. Effects that need a player's choice
 * pause with a decision; they are called again with the answer.
 */
export function applyEffect(g: Game, ctx: EffectContext, e: Effect, answer?: Answer): EffectResult {
  const src = nameOf(g, ctx.source);
  if (e.kicked !== undefined && e.kicked !== !!ctx.kicked) return 'done'; // 702.33d
  if (e.thenIf && !stateConditionHolds(g, e.thenIf, ctx.controller, ctx.source)) {
    emit(g, { kind: 'conditionFalse', rules: ['608.2c'], text: `${src}: the condition for "${e.do}" doesn't hold, so that part does nothing` });
    return 'done';
  }
  switch (e.do) {
    case 'damage': {
      if (e.divided && ctx.division) {
        // CR 601.2d: each target is dealt its share, as divided when the spell was cast.
        resolveRef(g, ctx, e.to).forEach((t, i) => dealDamage(g, ctx.source, t, ctx.division![i] ?? 0, ['120.3', '601.2d']));
        return 'done';
      }
      const n = amountOf(g, ctx, e.amount);
      for (const t of refPlayers(g, ctx, e.to)) dealDamage(g, ctx.source, { player: t }, n, ['120.3']);
      for (const t of refObjects(g, ctx, e.to)) dealDamage(g, ctx.source, { object: t }, n, ['120.3']);
      return 'done';
    }
    case 'draw':
      for (const p of refPlayers(g, ctx, e.who)) {
        const n = amountOf(g, ctx, e.n);
        drawCards(g, p, n, n > 1 ? ['121.2'] : []); // drawCard cites 121.1 itself; 121.2: one card at a time
      }
      return 'done';
    case 'gainLife': {
      const n = amountOf(g, ctx, e.n);
      for (const p of refPlayers(g, ctx, e.who)) gainLife(g, p, n, ['119.3']);
      return 'done';
    }
    case 'loseLife': {
      const n = amountOf(g, ctx, e.n);
      for (const p of refPlayers(g, ctx, e.who)) {
        const pl = player(g, p);
        pl.life -= n;
        emit(g, { kind: e.do, rules: ['119.3'], player: p, text: `${playerName(g, p)} loses ${n} life (life ${pl.life})` });
      }
      return 'done';
    }
    case 'counter':
      for (const id of refObjects(g, ctx, e.what)) counterObject(g, src, id);
      return 'done';
    case 'destroy':
      for (const id of refObjects(g, ctx, e.what)) {
        const name = nameOf(g, id);
        if (hasKeyword(g, id, 'indestructible')) {
          emit(g, { kind: 'indestructible', rules: ['702.12b'], object: id, text: `${name} is indestructible and isn't destroyed` });
          continue;
        }
        emit(g, { kind: 'destroy', rules: ['701.8a'], object: id, text: `${src} destroys ${name}` });
        moveObject(g, id, 'graveyard');
      }
      return 'done';
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
    case 'addMana': {
      if (e.mana.length !== 1) return actionError('unsupported', '106.1', 'a spell adding a choice of mana is not supported yet');
      const mana = e.timesSourcePower ? manaTimesPower(e.mana, amountOf(g, ctx, 'sourcePower')) : e.mana;
      const units = mana[0].map((type) => ({ type }));
      const p = player(g, ctx.controller);
      p.manaPool = [...p.manaPool, ...units];
      emit(g, { kind: 'mana', rules: ['106.4'], player: ctx.controller, text: `${playerName(g, ctx.controller)} adds ${units.map((u) => `{${u.type}}`).join('')}` });
      return 'done';
    }
    case 'modifyPT': {
      const ids = refObjects(g, ctx, e.what);
      const power = amountOf(g, ctx, e.power);
      const toughness = amountOf(g, ctx, e.toughness);
      const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
      addEffect(g, ctx, ids, { kind: 'pt', power, toughness }, ['611.2a', '613.4c'],
        `${ids.map((id) => nameOf(g, id)).join(', ')} get${ids.length > 1 ? '' : 's'} ${sign(power)}/${sign(toughness)} until end of turn`);
      return 'done';
    }
    case 'grantKeywords': {
      const ids = refObjects(g, ctx, e.what);
      addEffect(g, ctx, ids, { kind: 'addKeywords', keywords: e.keywords }, ['611.2a', '613.1f'],
        `${ids.map((id) => nameOf(g, id)).join(', ')} gain${ids.length > 1 ? '' : 's'} ${e.keywords.join(', ')} until end of turn`);
      return 'done';
    }
    case 'grantKeywordChoice': {
      // 608.2c: the choice is made on resolution, as a number standing for one of the keywords.
      const ids = refObjects(g, ctx, e.what);
      if (!ids.length) return 'done';
      if (!answer) {
        g.s.pending = {
          id: g.s.seq, player: ctx.controller, rule: '608.2c', kind: 'chooseNumber', min: 1, max: e.keywords.length, suggested: 1,
          prompt: `${playerName(g, ctx.controller)} chooses what ${nameOf(g, ids[0])} gains: ${e.keywords.map((k, i) => `${i + 1} ${k}`).join(', ')}`,
        };
        return 'paused';
      }
      if (answer.kind !== 'chooseNumber' || !Number.isInteger(answer.value) || answer.value < 1 || answer.value > e.keywords.length) {
        return actionError('illegal-choice', '608.2c', `choose a number from 1 to ${e.keywords.length}`);
      }
      const keyword = e.keywords[answer.value - 1];
      g.s.pending = null;
      addEffect(g, ctx, ids, { kind: 'addKeywords', keywords: [keyword] }, ['608.2c', '611.2a', '613.1f'],
        `${ids.map((id) => nameOf(g, id)).join(', ')} gain${ids.length > 1 ? '' : 's'} ${keyword} until end of turn (chosen)`);
      return 'done';
    }
    case 'search': {
      const p = ctx.controller;
      if (!answer) {
        const matches = g.s.players[p].library.filter((id) => matchesFilter(characteristics(g, id), g.s.objects[id], e.filter, p));
        // CR 701.23b: a player searching for cards with a stated quality may fail to find them.
        return ask(g, ctx, p, '701.23', `search your library for up to ${e.max} card(s)`, matches, 0, e.max, false);
      }
      const pending = g.s.pending;
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      if (e.to === 'oneBattlefieldTappedRestHand') return splitFound(g, ctx, p, picked, pending?.kind === 'chooseObjects' ? pending : null);
      // The library is shuffled once the found cards have left it; shuffling first is indistinguishable.
      const toHand = e.to === 'hand';
      for (const id of picked) {
        emit(g, { kind: 'search', rules: ['701.23a'], player: p, text: `${playerName(g, p)} puts ${e.reveal || !toHand ? nameOf(g, id) : 'a card'} ${toHand ? 'into their hand' : 'onto the battlefield'}` });
        if (toHand) ctx.chosen.push(moveObject(g, id, 'hand'));
      }
      shuffleLibrary(g, p, ['701.23a']);
      if (!toHand) return enterEach(g, picked, { tapped: e.to === 'battlefieldTapped' }, () => p);
      return 'done';
    }
    case 'discard': {
      const [p] = refPlayers(g, ctx, e.who);
      if (!p) return 'done';
      const hand = g.s.players[p].hand;
      const n = Math.min(amountOf(g, ctx, e.n), hand.length);
      if (n === 0) return 'done';
      if (!answer) return ask(g, ctx, p, '701.9a', `discard ${n} card(s)`, [...hand], n, n, false);
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      for (const id of picked) discardCard(g, id, []); // discardCard cites 701.9a itself
      return 'done';
    }
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
      const p = ctx.controller;
      const top = g.s.players[p].library.slice(0, amountOf(g, ctx, e.n));
      emit(g, { kind: 'mill', rules: ['701.17a'], player: p, text: `${playerName(g, p)} mills ${top.length} card(s): ${top.map((id) => nameOf(g, id)).join(', ') || 'none'}` });
      for (const id of top) ctx.chosen.push(moveObject(g, id, 'graveyard'));
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
      if (e.to === 'battlefield') {
        const under = (id: ObjectId) => (e.under === 'you' ? ctx.controller : g.s.objects[id].owner);
        return enterEach(g, ids, { counters: e.withCounters }, under);
      }
      for (const id of ids) {
        const bottom = e.to === 'libraryBottom';
        emit(g, { kind: 'move', rules: ['400.7', ...(bottom ? ['401.4'] : [])], object: id, text: `${src} puts ${nameOf(g, id)} ${bottom ? "on the bottom of its owner's library" : "into its owner's hand"}` });
        ctx.chosen.push(bottom ? moveObject(g, id, 'library', { position: 'bottom' }) : moveObject(g, id, 'hand'));
      }
      return 'done';
    }
    case 'putCounters': {
      const n = amountOf(g, ctx, e.n);
      for (const id of refObjects(g, ctx, e.what)) {
        const w = obj(g, id);
        w.counters[e.counter] = (w.counters[e.counter] ?? 0) + n;
        emit(g, { kind: 'counters', rules: ['122.1'], object: id, text: `${n} ${e.counter} counter(s) are put on ${nameOf(g, id)}` });
      }
      return 'done';
    }
    case 'delayed':
      createDelayedTrigger(g, ctx, e); // 603.7
      return 'done';
    case 'reflexive':
      createReflexiveTrigger(g, ctx, e); // 603.12
      return 'done';
    case 'becomeCopy': {
      // @simplification An indefinite "becomes a copy" effect is kept as the object's new copiable values (layer 1)
      // rather than as a timestamped effect; a later copy effect replaces it, as it would by timestamp order.
      const [of] = refObjects(g, ctx, e.of);
      if (!of) return 'done';
      const thisAbility = g.s.objects[ctx.object]?.ability?.def;
      const except = e.keepThisAbility && thisAbility ? { abilities: [thisAbility] } : undefined;
      for (const id of refObjects(g, ctx, e.what)) {
        const name = nameOf(g, id);
        obj(g, id).base = copiableSourceOf(g.s.objects[of], except);
        emit(g, { kind: 'copy', rules: ['707.1', '613.2a', ...(except ? ['707.9a'] : [])], object: id, text: `${name} becomes a copy of ${nameOf(g, of)}${except ? ', except it has this ability' : ''}` });
      }
      return 'done';
    }
    case 'noPrevention':
      addEffect(g, ctx, [], { kind: 'noPrevention' }, ['615.12'], "damage can't be prevented this turn");
      return 'done';
    case 'stealTokens':
      addEffect(g, ctx, [], { kind: 'tokenControl', player: ctx.controller }, ['614.1a'],
        `this turn, each token that would be created under an opponent's control is created under ${playerName(g, ctx.controller)}'s control instead`);
      return 'done';
    case 'createToken': {
      const [who] = e.for ? refPlayers(g, ctx, e.for) : [ctx.controller];
      if (!who) return 'done';
      const n = amountOf(g, ctx, e.n);
      emit(g, { kind: 'createToken', rules: ['111.1'], player: who, text: `${playerName(g, who)} creates ${n} ${e.token.name} token${n === 1 ? '' : 's'}` });
      // @simplification Tokens created together enter one after another (each through its replacement effects).
      for (let i = 0; i < n; i++) {
        if (createTokenEntering(g, { owner: who, base: { card: e.token.name, set: 'normal', token: e.token } }, who, { kind: 'effect', next: -1 }, ['111.1'])) return 'entering';
      }
      return 'done';
    }
    case 'createTokenCopy': {
      const [of] = refObjects(g, ctx, e.of);
      if (!of) return 'done';
      emit(g, { kind: 'createToken', rules: ['111.1', '707.2', ...(e.except ? ['707.9b'] : [])], player: ctx.controller, text: `${playerName(g, ctx.controller)} creates a token that's a copy of ${nameOf(g, of)}${e.except ? ' with exceptions' : ''}` });
      const base = copiableSourceOf(g.s.objects[of], e.except);
      return createTokenEntering(g, { owner: ctx.controller, base }, ctx.controller, { kind: 'effect', next: -1 }, ['111.1']) ? 'entering' : 'done';
    }
    case 'choose': {
      const p = ctx.controller;
      const options = g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && matchesFilter(characteristics(g, id), g.s.objects[id], e.filter, p));
      const n = Math.min(e.count, options.length); // 609.3: as many as possible
      let picked: ObjectId[] | ActionError = options;
      if (options.length > n) {
        if (!answer) return ask(g, ctx, p, '609.3', `choose ${n} of your creatures`, options, n, n, false);
        picked = chosenObjects(g, answer);
        if (!Array.isArray(picked)) return picked;
      }
      ctx.chosen.push(...picked);
      emit(g, { kind: 'choose', rules: ['609.3'], player: p, text: `${playerName(g, p)} chooses ${picked.map((id) => nameOf(g, id)).join(' and ') || 'nothing'}` });
      if (picked.length < e.count) {
        if (e.ifYouDo && g.s.ruleset[e.ifYouDo]) {
          emit(g, { kind: 'ifYouDo', rules: ['609.3'], text: `fewer than ${e.count} were chosen: nothing after "if you do" happens (the amended reading)` });
          return 'stop';
        }
        if (e.ifYouDo) emit(g, { kind: 'rulesSilent', rules: ['609.3'], rulesSilent: true, text: `only ${picked.length} could be chosen: the rest happens as far as possible, with X = 0 (engine choice, spec/rulesets.md)` });
      }
      return 'done';
    }
    case 'pump': {
      const ids = refObjects(g, ctx, e.what);
      const n = amountOf(g, ctx, e.amount);
      addEffect(g, ctx, ids, { kind: 'pt', power: n, toughness: n }, ['611.2a', '613.4c'],
        `${ids.map((id) => nameOf(g, id)).join(', ')} get${ids.length > 1 ? '' : 's'} +${n}/+${n} until end of turn`);
      return 'done';
    }
    case 'castCopyFromExile':
    case 'copyCardMayCast': {
      const p = ctx.controller;
      if (!answer) {
        let source: { card: string; base: CopiableSource; fromNoncard: boolean };
        if (e.do === 'castCopyFromExile') source = { card: e.card, base: { card: e.card, set: 'normal' }, fromNoncard: e.fromNoncard };
        else {
          const [of] = refObjects(g, ctx, e.what);
          if (!of || g.s.objects[of].zone !== 'exile') return 'done';
          source = { card: g.s.objects[of].card, base: copiableSourceOf(g.s.objects[of]), fromNoncard: false };
        }
        const copy = createObject(g, {
          card: source.card, owner: p, controller: p, zone: 'exile', kind: 'copy', base: source.base,
          fromNoncard: source.fromNoncard, castPermission: { player: p, until: 'resolution' },
        });
        emit(g, { kind: 'copy', rules: ['707.12', ...(e.do === 'castCopyFromExile' ? ['702.192a'] : [])], player: p, object: copy, text: `${playerName(g, p)} creates a copy of ${nameOf(g, copy)} in exile` });
        return ask(g, ctx, p, '707.12', `cast the copy of ${nameOf(g, copy)} without paying its mana cost? (choose it, or nothing)`, [copy], 0, 1, false);
      }
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      if (!picked.length) return 'done'; // not cast: as a copy of a card in exile it ceases to exist (704.5e)
      g.s.pending = null;
      const r = castDuringResolution(g, p, picked[0]);
      if (r) return r;
      return g.s.pending ? 'casting' : 'done';
    }
    case 'copySpell': {
      const p = ctx.controller;
      if (!answer) {
        const [spellId] = refObjects(g, ctx, e.what);
        if (!spellId) return 'done';
        const sp = g.s.objects[spellId];
        const base = sp.base ? { ...sp.base, except: { ...(sp.base.except ?? {}), ...(e.except ?? {}) } } : { card: sp.card, set: sp.set, except: e.except };
        const copy = createObject(g, {
          card: sp.card, owner: p, controller: p, zone: 'stack', kind: 'spellCopy', set: sp.set, base,
          choices: sp.choices ? { ...sp.choices, targets: sp.choices.targets.map((t) => [...t]) } : undefined,
        });
        ctx.chosen.push(copy);
        emit(g, { kind: 'copySpell', rules: ['707.10'], player: p, object: copy, text: `${playerName(g, p)} puts a copy of ${nameOf(g, spellId)} on the stack (its choices copied)` });
        const specs = resolvingTargets(g, copy);
        const current = g.s.objects[copy].choices?.targets ?? [];
        if (!e.newTargets || !specs.length) return 'done';
        g.s.pending = {
          id: g.s.seq, player: p, rule: '707.10c', prompt: `${playerName(g, p)} may choose new targets for the copy of ${nameOf(g, copy)}`,
          kind: 'newTargets', copy, current, suggested: current,
          requirements: specs.map((spec) => ({ description: describeTarget(spec), min: 1, max: 1, legal: legalTargets(g, spec, p, copy) })),
        };
        return 'paused';
      }
      const d = g.s.pending;
      if (!d || d.kind !== 'newTargets' || answer.kind !== 'targets') return actionError('wrong-decision', '707.10c', 'expected targets for the copy');
      const specs = resolvingTargets(g, d.copy);
      if (answer.targets.length !== specs.length) return actionError('illegal-target', '707.10c', `give ${specs.length} target(s)`);
      for (let i = 0; i < specs.length; i++) {
        const t = answer.targets[i];
        const unchanged = JSON.stringify(t) === JSON.stringify(d.current[i]);
        if (!unchanged && (t.length !== 1 || !isLegalTarget(g, specs[i], t[0], p, d.copy))) {
          return actionError('illegal-target', '707.10c', `a changed target must be legal for "${describeTarget(specs[i])}"`);
        }
      }
      const w = obj(g, d.copy);
      w.choices = { ...w.choices!, targets: answer.targets };
      if (JSON.stringify(answer.targets) !== JSON.stringify(d.current)) {
        emit(g, { kind: 'target', rules: ['707.10c', '115.1'], object: d.copy, text: `the copy of ${nameOf(g, d.copy)} targets ${answer.targets.flat().map((t) => ('player' in t ? playerName(g, t.player) : nameOf(g, t.object))).join(', ')}` });
      }
      g.s.pending = null;
      return 'done';
    }
    case 'becomesCreature': {
      const ids = refObjects(g, ctx, e.what);
      if (!ids.length) return 'done';
      const live = g.s.objects[ctx.source] ? characteristics(g, ctx.source) : null;
      const power = (live ? live.power : g.s.lki[ctx.source]?.power) ?? 0;
      const toughness = (live ? live.toughness : g.s.lki[ctx.source]?.toughness) ?? 0;
      const names = ids.map((id) => nameOf(g, id)).join(', ');
      // One effect, with one timestamp, in each layer it applies in (613.6).
      addEffect(g, ctx, ids, { kind: 'addTypes', types: ['Creature'], subtypes: e.subtypes }, ['611.2a', '613.1d'], `${names} becomes a ${e.subtypes.join(' ')} creature (still a land)`, 'permanent');
      if (e.keywords.length) addEffect(g, ctx, ids, { kind: 'addKeywords', keywords: e.keywords }, ['611.2a', '613.1f'], `${names} has ${e.keywords.join(', ')}`, 'permanent');
      addEffect(g, ctx, ids, { kind: 'setPT', power, toughness }, ['611.2a', '613.4b', '608.2h'], `${names} has base power and toughness ${power}/${toughness}`, 'permanent');
      return 'done';
    }
    case 'gainControl': {
      const ids = refObjects(g, ctx, e.what);
      // CR 302.6: a creature that changes controllers hasn't been controlled continuously since the turn began.
      for (const id of ids) obj(g, id).controlledSince = g.s.turn.number;
      addEffect(g, ctx, ids, { kind: 'control', player: ctx.controller }, ['611.2a', '613.1b'],
        `${playerName(g, ctx.controller)} gains control of ${ids.map((id) => nameOf(g, id)).join(', ')} until end of turn`);
      return 'done';
    }
    case 'phaseOut':
      for (const id of refObjects(g, ctx, e.what)) phaseOut(g, id, []);
      return 'done';
    case 'prepare':
      for (const id of refObjects(g, ctx, e.what)) becomePrepared(g, id, ['722.3a']);
      return 'done';
    case 'unprepare':
      for (const id of refObjects(g, ctx, e.what)) becomeUnprepared(g, id, ['722.3b']);
      return 'done';
    case 'tap':
    case 'untap':
      for (const id of refObjects(g, ctx, e.what)) {
        obj(g, id).tapped = e.do === 'tap';
        emit(g, { kind: e.do, rules: [e.do === 'tap' ? '701.26a' : '701.26b'], object: id, text: `${src} ${e.do}s ${nameOf(g, id)}` });
      }
      return 'done';
    case 'putOneFromAmongOntoBattlefield': {
      const p = ctx.controller;
      const options = ctx.chosen.filter((id) => g.s.objects[id] && matchesFilter(characteristics(g, id), g.s.objects[id], e.filter, p));
      let pick = options;
      if (options.length > 1) {
        if (!answer) return ask(g, ctx, p, '608.2c', 'choose the card to put onto the battlefield', options, 1, 1, false);
        const picked = chosenObjects(g, answer);
        if (!Array.isArray(picked)) return picked;
        pick = picked;
      }
      if (!pick.length) return 'done';
      emit(g, { kind: 'move', rules: ['608.2c', '110.2a'], player: p, text: `${playerName(g, p)} puts ${nameOf(g, pick[0])} onto the battlefield from among them` });
      return enterEach(g, [pick[0]], {}, () => p);
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
    case 'mayTapOrUntap': {
      // CR 701.26: a tapped permanent can only be untapped and an untapped one only tapped, so the choice is
      // between turning it over and leaving it as it is.
      const [id] = refObjects(g, ctx, e.what);
      if (!id) return 'done';
      const w = g.s.objects[id];
      const verb = w.tapped ? 'untap' : 'tap';
      if (!answer) return ask(g, ctx, ctx.controller, '701.26', `${verb} ${nameOf(g, id)}? (choose it, or nothing)`, [id], 0, 1, false);
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      if (!picked.length) {
        emit(g, { kind: 'decline', rules: ['701.26'], player: ctx.controller, text: `${playerName(g, ctx.controller)} leaves ${nameOf(g, id)} as it is` });
        return 'done';
      }
      obj(g, id).tapped = !w.tapped;
      emit(g, { kind: verb, rules: [verb === 'tap' ? '701.26a' : '701.26b'], object: id, text: `${src} ${verb}s ${nameOf(g, id)}` });
      return 'done';
    }
    case 'attach': {
      // CR 701.3b: attaching to what it can't be attached to, or to what it is already attached to, does nothing.
      const [what] = refObjects(g, ctx, e.what);
      const [to] = refObjects(g, ctx, e.to);
      if (!what || !to || g.s.objects[what].zone !== 'battlefield' || g.s.objects[what].attachedTo === to || attachmentProblem(g, what, to)) return 'done';
      const w = obj(g, what);
      w.attachedTo = to;
      w.timestamp = newTimestamp(g); // 701.3c, 613.7e
      emit(g, { kind: 'attach', rules: ['701.3a'], object: what, text: `${nameOf(g, what)} becomes attached to ${nameOf(g, to)}` });
      return 'done';
    }
    case 'counterUnlessPays': {
      const [id] = refObjects(g, ctx, e.what);
      if (!id || g.s.objects[id].zone !== 'stack') return 'done';
      return counterUnlessPays(g, src, id, e.cost, e.life === undefined ? 0 : amountOf(g, ctx, e.life), answer);
    }
  }
}
