import type { Effect, ObjectFilter, Ref } from '../cards/definition';
import type { Answer } from '../decisions';
import { actionError, type ActionError } from '../errors';
import { dealDamage } from '../rules/r120-damage';
import { discardCard, drawCards, shuffleLibrary } from '../rules/r121-drawing';
import { ceaseToExist, createObject, moveObject, type MoveOptions } from '../rules/r400-zones';
import { createDelayedTrigger, createReflexiveTrigger, fireTrigger } from '../rules/r603-triggers';
import { createTokensEntering, enterBattlefield, tokensCreatedUnder } from '../rules/r614-replacement';
import { chosenReplacement, inApnapOrder, replaced, replacementDecision, type ReplaceableEvent, type ReplacementOrder } from '../rules/r614-events';
import { gainLife, loseLife } from '../rules/r119-life';
import { destroyPermanent } from '../rules/r701-8-destroy';
import { copiableSourceOf } from '../rules/r707-copy';
import { becomePrepared, becomeUnprepared } from '../rules/r722-prepare';
import { phaseOut } from '../rules/r702-26-phasing';
import { COLOR_WORDS, wordChangeOptions } from '../rules/r612-text';
import { loreCountersPut } from '../rules/r714-sagas';
import { manaRepresentedBy } from '../rules/r106-mana';
import { resolveMerge } from '../rules/r729-merging';
import { characteristics, hasKeyword, matchesFilter } from '../rules/r613-characteristics';
import { emit, list, nameOf, newTimestamp, obj, player, playerName, type Game } from '../state/draft';
import { isCostError, toPayableCost } from '../mana/announce';
import { findPayment } from '../mana/finder';
import { formatManaCost } from '../mana/symbols';
import type { ManaCost } from '../mana/types';
import { manaValue } from '../mana/value';
import { castableSets, castDuringResolution, pay } from '../rules/r601-casting';
import { resolvingTargets } from '../rules/r608-resolving';
import { countProblem, describeTarget, isLegalTarget, legalTargets, repeatedTarget, targetCount } from '../rules/r115-targets';
import { manaOptions, manaProduced } from '../rules/r605-mana-abilities';
import { attachmentProblem, offStackZone } from '../rules/r702-keywords';
import type { ContinuousEffect, CopiableSource, ObjectId, Target } from '../state/types';
import { amountOf, refObjects, refPlayers, resolveRef, type EffectContext } from './context';
import { stateConditionHolds } from './conditions';

/** The result of applying one effect: done, or paused on a decision (answered later with `answer`). */
/** `castingAgain`: like `casting`, but the resolution goes on with the same effect (it offers another cast). */
export type EffectResult = 'done' | 'paused' | 'entering' | 'casting' | 'castingAgain' | 'stop' | ActionError;

function addEffect(g: Game, ctx: EffectContext, affected: ObjectId[], mod: ContinuousEffect['mod'], rules: string[], text: string, duration: ContinuousEffect['duration'] = 'endOfTurn'): void {
  if (!affected.length && mod.kind !== 'tokenControl' && mod.kind !== 'noPrevention' && mod.kind !== 'prevention') return;
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
function enterEach(g: Game, ids: ObjectId[], opts: Pick<MoveOptions, 'tapped' | 'counters' | 'countersIf'>, under?: (id: ObjectId) => string): EffectResult {
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

/**
 * CR 106.8–106.11 — "add mana equal to <ref>'s mana cost": the mana its symbols represent; for hybrid
 * symbols with two halves to choose from, the controller chooses (a decision), then the mana is added.
 */
function addManaOfCost(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'addManaOfCost' }>, answer: Answer | undefined): EffectResult {
  const [of] = refObjects(g, ctx, e.of);
  const cost = of ? characteristics(g, of).manaCost : null;
  if (!cost) return 'done';
  const { fixed, hybrids } = manaRepresentedBy(cost, g.s.ruleset);
  const choosing = hybrids.filter((h) => h.options.length > 1);
  let picks: number[] = [];
  if (choosing.length) {
    if (!answer) {
      g.s.pending = {
        id: g.s.seq, player: ctx.controller, rule: '106.8', prompt: `${playerName(g, ctx.controller)} chooses one half of each hybrid symbol of ${nameOf(g, of)}'s mana cost`,
        kind: 'chooseHalves', symbols: choosing.map((h) => h.symbol), options: choosing.map((h) => h.options.map((o) => o.label)), suggested: choosing.map(() => 0),
      };
      return 'paused';
    }
    if (answer.kind !== 'chooseHalves' || answer.halves.length !== choosing.length || answer.halves.some((i, n) => !Number.isInteger(i) || i < 0 || i >= choosing[n].options.length)) {
      return actionError('illegal-choice', '106.8', `choose one half (by index) for each of ${choosing.map((h) => h.symbol).join('')}`);
    }
    picks = answer.halves;
  }
  let n = 0;
  const mana = [...fixed, ...hybrids.flatMap((h) => h.options[h.options.length > 1 ? picks[n++] : 0].mana)];
  for (const h of hybrids) {
    if (h.silent) emit(g, { kind: 'rulesSilent', rules: ['106.8'], player: ctx.controller, rulesSilent: true, text: `106.8 covers only colored and generic halves: ${h.symbol} adds ${h.options[0].label}` });
  }
  const p = player(g, ctx.controller);
  p.manaPool = [...p.manaPool, ...mana.map((type) => ({ type }))];
  emit(g, { kind: 'mana', rules: ['106.4', ...(hybrids.length ? ['106.8'] : [])], player: ctx.controller, text: `${playerName(g, ctx.controller)} adds ${mana.map((t) => `{${t}}`).join('') || 'no mana'}` });
  return 'done';
}

/** CR 701.21a — "sacrifice <it>": only a permanent its controller controls can be sacrificed. */
function sacrificeOwn(g: Game, ctx: EffectContext, what: Ref): EffectResult {
  for (const id of refObjects(g, ctx, what)) {
    if (g.s.objects[id].zone !== 'battlefield' || characteristics(g, id).controller !== ctx.controller) continue;
    emit(g, { kind: 'sacrifice', rules: ['701.21a'], player: ctx.controller, object: id, text: `${playerName(g, ctx.controller)} sacrifices ${nameOf(g, id)}` });
    moveObject(g, id, 'graveyard');
  }
  return 'done';
}

/**
 * CR 701.21a, 101.4 — "each opponent sacrifices a creature or planeswalker": in APNAP order each player
 * chooses one of their permanents that matches (no decision when only one does) and sacrifices it.
 * @simplification Each sacrifices as they choose, not all at once after every choice.
 */
function sacrificeEach(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'sacrifice'; who: Ref }>, answer: Answer | undefined): EffectResult {
  const players = refPlayers(g, ctx, e.who);
  const candidates = (p: string) => g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && matchesFilter(characteristics(g, id), g.s.objects[id], { ...e.filter, controller: 'you' }, p));
  const sacrifice = (p: string, id: ObjectId) => {
    emit(g, { kind: 'sacrifice', rules: ['701.21a'], player: p, object: id, text: `${playerName(g, p)} sacrifices ${nameOf(g, id)}` });
    moveObject(g, id, 'graveyard');
  };
  let from = 0;
  if (answer) {
    const p = g.s.pending!.player;
    const picked = chosenObjects(g, answer);
    if (!Array.isArray(picked)) return picked;
    sacrifice(p, picked[0]);
    from = players.indexOf(p) + 1;
  }
  for (const p of players.slice(from)) {
    const options = candidates(p);
    if (options.length > 1) return ask(g, ctx, p, '701.21a', 'sacrifice one of these', options, 1, 1, false);
    if (options.length === 1) sacrifice(p, options[0]);
  }
  return 'done';
}

/**
 * CR 616.1 — before an effect's events happen, asks the affected player which replacement or prevention
 * effect applies first wherever the order changes the outcome (one decision at a time; the effect runs again
 * with the choices so far, and nothing has happened until all are made). Returns the choices to apply them with.
 */
function replacementOrder(g: Game, ctx: EffectContext, events: ReplaceableEvent[]): ReplacementOrder | 'paused' {
  const given = ctx.replacementOrder ?? [];
  const decision = replacementDecision(g, events, given);
  if (!decision) return { given, used: 0 };
  g.s.pending = decision;
  return 'paused';
}

/** Takes an answer to a 616.1 decision into the effect's choices. */
function takeReplacementChoice(g: Game, ctx: EffectContext, answer: Answer): ActionError | null {
  const d = g.s.pending;
  if (d?.kind !== 'orderReplacements') return null;
  const key = chosenReplacement(d, answer);
  if (typeof key !== 'string') return key;
  ctx.replacementOrder = [...(ctx.replacementOrder ?? []), key];
  g.s.pending = null;
  return null;
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
  if (e.may) {
    const p = ctx.controller;
    if (!answer) {
      g.s.pending = { id: g.s.seq, player: p, rule: '608.2d', prompt: `${playerName(g, p)}: ${src} — you may ${e.may}`, kind: 'chooseOption', options: [e.may, 'decline'], suggested: 0 };
      return 'paused';
    }
    const d = g.s.pending;
    if (d?.kind === 'chooseOption' && d.rule === '608.2d' && answer.kind === 'chooseOption') {
      // 608.2d: the "may" choice; the effect itself then runs as if it had none (and may ask its own choices).
      g.s.pending = null;
      if (answer.choice !== 0) {
        emit(g, { kind: 'decline', rules: ['608.2d'], player: p, text: `${playerName(g, p)} chooses not to ${e.may}` });
        return 'done';
      }
      return applyEffect(g, ctx, { ...e, may: undefined });
    }
  }
  if (answer && g.s.pending?.kind === 'orderReplacements') {
    const err = takeReplacementChoice(g, ctx, answer);
    if (err) return err;
    answer = undefined;
  }
  switch (e.do) {
    case 'damage': {
      if (e.divided && ctx.division) {
        // CR 601.2d: each target is dealt its share, as divided when the spell was cast.
        resolveRef(g, ctx, e.to).forEach((t, i) => dealDamage(g, ctx.source, t, ctx.division![i] ?? 0, ['120.3', '601.2d']));
        return 'done';
      }
      const n = amountOf(g, ctx, e.amount);
      // "that creature deals damage": the trigger's subject is the source (120.3), as it last existed if gone (608.2h).
      const from = e.from === 'subject' ? ctx.subject : ctx.source;
      if (!from) return 'done';
      const event = (t: Target): ReplaceableEvent => ({ kind: 'damage', source: from, to: t, amount: n, combat: false });
      const to = inApnapOrder(g, [...refPlayers(g, ctx, e.to).map((player): Target => ({ player })), ...refObjects(g, ctx, e.to).map((object): Target => ({ object }))], event);
      const order = replacementOrder(g, ctx, to.map(event));
      if (order === 'paused') return order;
      for (const t of to) dealDamage(g, from, t, n, ['120.3'], order);
      return 'done';
    }
    case 'switchPT': {
      const ids = refObjects(g, ctx, e.what);
      addEffect(g, ctx, ids, { kind: 'switchPT' }, ['611.2a', '613.4d'],
        `${ids.map((id) => nameOf(g, id)).join(', ')} ${ids.length > 1 ? 'have their' : 'has its'} power and toughness switched until end of turn`);
      return 'done';
    }
    case 'manifest': {
      // CR 701.40a: the top card of your library, turned face down, onto the battlefield (708.3).
      const top = g.s.players[ctx.controller].library[0];
      if (!top) return 'done';
      emit(g, { kind: 'manifest', rules: ['701.40a'], player: ctx.controller, text: `${playerName(g, ctx.controller)} manifests the top card of their library` });
      const entering = enterBattlefield(g, top, { controller: ctx.controller, faceDown: 'manifest' }, { kind: 'effect', next: -1 }, ['701.40a', '708.3']);
      return entering ? 'entering' : 'done';
    }
    case 'merge':
      return resolveMerge(g, ctx, answer);
    case 'draw': {
      const n = amountOf(g, ctx, e.n);
      const players = refPlayers(g, ctx, e.who);
      const order = replacementOrder(g, ctx, players.flatMap((p) => Array.from({ length: n }, (): ReplaceableEvent => ({ kind: 'draw', player: p, n: 1 }))));
      if (order === 'paused') return order;
      for (const p of players) drawCards(g, p, n, n > 1 ? ['121.2'] : [], order); // drawCard cites 121.1 itself; 121.2: one card at a time
      return 'done';
    }
    case 'loseLife':
    case 'gainLife': {
      const n = amountOf(g, ctx, e.n);
      const players = refPlayers(g, ctx, e.who);
      const order = replacementOrder(g, ctx, players.map((p) => ({ kind: e.do, player: p, amount: n })));
      if (order === 'paused') return order;
      for (const p of players) (e.do === 'gainLife' ? gainLife : loseLife)(g, p, n, [], order);
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
        destroyPermanent(g, id, e.noRegeneration ? ['701.19c'] : [], `${src} destroys ${name}${e.noRegeneration ? " (it can't be regenerated)" : ''}`, e.noRegeneration);
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
      const mana = manaProduced(g, ctx.source, e);
      const units = mana[0].map((type) => ({ type }));
      const p = player(g, ctx.controller);
      p.manaPool = [...p.manaPool, ...units];
      emit(g, { kind: 'mana', rules: ['106.4'], player: ctx.controller, text: `${playerName(g, ctx.controller)} adds ${units.map((u) => `{${u.type}}`).join('')}` });
      return 'done';
    }
    case 'addManaOfCost':
      return addManaOfCost(g, ctx, e, answer);
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
      // CR 701.9a, 101.4: each player referred to discards in APNAP order; the answer is the pending player's.
      const players = refPlayers(g, ctx, e.who);
      let from = 0;
      if (answer) {
        const picked = chosenObjects(g, answer);
        if (!Array.isArray(picked)) return picked;
        for (const id of picked) discardCard(g, id, []); // discardCard cites 701.9a itself
        from = players.indexOf(g.s.pending!.player) + 1;
      }
      for (const p of players.slice(from)) {
        const hand = g.s.players[p].hand;
        const n = Math.min(amountOf(g, ctx, e.n), hand.length);
        if (n > 0) return ask(g, ctx, p, '701.9a', `discard ${n} card(s)`, [...hand], n, n, false);
      }
      return 'done';
    }
    case 'sacrifice':
      return 'what' in e ? sacrificeOwn(g, ctx, e.what) : sacrificeEach(g, ctx, e, answer);
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
      const order = replacementOrder(g, ctx, top.map((object) => ({ kind: 'toGraveyard', object, to: 'graveyard' })));
      if (order === 'paused') return order;
      emit(g, { kind: 'mill', rules: ['701.17a'], player: p, text: `${playerName(g, p)} mills ${top.length} card(s): ${top.map((id) => nameOf(g, id)).join(', ') || 'none'}` });
      for (const id of top) ctx.chosen.push(moveObject(g, id, 'graveyard', { replacementOrder: order }));
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
        return enterEach(g, ids, { counters: e.withCounters, countersIf: e.withCountersIf }, under);
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
      const ids = refObjects(g, ctx, e.what);
      const order = replacementOrder(g, ctx, ids.map((id) => ({ kind: 'counters', object: id, counter: e.counter, n })));
      if (order === 'paused') return order;
      for (const id of ids) {
        const ev = replaced(g, { kind: 'counters', object: id, counter: e.counter, n }, order); // 614.16
        if (ev.kind !== 'counters' || ev.n <= 0) continue;
        const w = obj(g, id);
        const before = w.counters[ev.counter] ?? 0;
        w.counters[ev.counter] = before + ev.n;
        emit(g, { kind: 'counters', rules: ['122.1'], object: id, text: `${ev.n} ${ev.counter} counter(s) are put on ${nameOf(g, id)}` });
        if (ev.counter === 'lore' && w.zone === 'battlefield') loreCountersPut(g, id, before); // 714.2b
      }
      return 'done';
    }
    case 'regenerate': {
      const ids = refObjects(g, ctx, e.what);
      addEffect(g, ctx, ids, { kind: 'replacement', match: { event: 'destroy' }, instead: { kind: 'regenerate' }, text: 'regeneration shield', once: true }, ['701.19a'],
        `the next time ${ids.map((id) => nameOf(g, id)).join(', ')} would be destroyed this turn, it regenerates instead`);
      return 'done';
    }
    case 'replaceFor': {
      const ids = refObjects(g, ctx, e.what);
      addEffect(g, ctx, ids, { kind: 'replacement', match: e.match, instead: e.instead, text: e.text }, ['614.1a'], `${e.text} (${ids.map((id) => nameOf(g, id)).join(', ')})`);
      return 'done';
    }
    case 'prevent': {
      // CR 615.11: the players and objects it protects are locked in as it resolves.
      const to = e.to ? resolveRef(g, ctx, e.to) : undefined;
      const affected = e.toOrBy ? refObjects(g, ctx, e.toOrBy) : [];
      if ((to && !to.length) || (e.toOrBy && !affected.length)) return 'done';
      let from: { source: ObjectId; filter: ObjectFilter } | undefined;
      if (e.fromChosen) {
        // CR 609.7a: the source is chosen as the effect is created: a permanent or a spell on the stack.
        // @simplification Objects only referred to by objects on the stack or by waiting effects aren't offered.
        const options = [...g.s.battlefield, ...g.s.stack].filter((id) => !g.s.objects[id].phasedOut && g.s.objects[id].kind !== 'ability'
          && matchesFilter(characteristics(g, id), g.s.objects[id], e.fromChosen!, ctx.controller));
        if (!answer) return options.length ? ask(g, ctx, ctx.controller, '609.7a', 'choose the source whose damage will be prevented', options, 1, 1, false) : 'done';
        const picked = chosenObjects(g, answer);
        if (!Array.isArray(picked)) return picked;
        from = { source: picked[0], filter: e.fromChosen };
      }
      const mod: ContinuousEffect['mod'] = {
        kind: 'prevention', ...(e.combat ? { combat: true } : {}), ...(to ? { to } : {}), ...(e.toOrBy ? { toOrBy: true } : {}),
        ...(e.amount !== undefined ? { remaining: e.amount } : {}), ...(from ? { from } : {}),
      };
      const whom = to ? to.map((t) => ('player' in t ? playerName(g, t.player) : nameOf(g, t.object))).join(', ') : affected.map((id) => nameOf(g, id)).join(', ');
      const text = from ? `the next time ${nameOf(g, from.source)} would deal damage to ${whom} this turn, that damage will be prevented`
        : e.amount !== undefined ? `the next ${e.amount} damage that would be dealt to ${whom} this turn will be prevented`
        : `all ${e.combat ? 'combat ' : ''}damage that would be dealt${e.toOrBy ? ` to and dealt by ${whom}` : to ? ` to ${whom}` : ''} this turn will be prevented`;
      addEffect(g, ctx, affected, mod, from ? ['615.8', '609.7'] : ['615.1', ...(e.amount !== undefined ? ['615.7'] : [])], text);
      return 'done';
    }
    case 'gainAbility': {
      // CR 611.2b, 613.1f: an ability-adding effect from a resolved ability; it lasts while the object stays (400.7).
      const ids = refObjects(g, ctx, e.what);
      if (!ids.length) return 'done';
      const effects = list<ContinuousEffect>(g, { shared: 'effects' });
      const timestamp = newTimestamp(g);
      for (const id of ids) {
        effects.push({ id: `e${g.s.nextId++}`, timestamp, source: ctx.source, controller: ctx.controller, affected: [id], duration: { whileOnBattlefield: id }, mod: { kind: 'addAbility', ability: e.ability } });
      }
      emit(g, { kind: 'effect', rules: ['611.2b', '613.1f'], text: `${ids.map((id) => nameOf(g, id)).join(', ')} gain${ids.length > 1 ? '' : 's'} "${e.ability.kind === 'keyword' ? e.ability.text ?? e.ability.keyword : e.ability.text}"` });
      return 'done';
    }
    case 'gainFlashback':
      for (const id of refObjects(g, ctx, e.what)) {
        const cost = characteristics(g, id).manaCost ?? [];
        const text = `Flashback ${formatManaCost(cost)}`;
        addEffect(g, ctx, [id], { kind: 'addAbility', ability: { kind: 'keyword', keyword: 'flashback', cost, text } }, ['611.2a', '702.34a'],
          `${nameOf(g, id)} gains flashback until end of turn (its flashback cost is its mana cost, ${formatManaCost(cost)})`);
      }
      return 'done';
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
      const tokens: ReplaceableEvent = { kind: 'createTokens', player: tokensCreatedUnder(g, who), n: amountOf(g, ctx, e.n) }; // 616.1b
      const order = replacementOrder(g, ctx, [tokens]);
      if (order === 'paused') return order;
      const ev = replaced(g, tokens, order); // 614.16
      const n = ev.kind === 'createTokens' ? ev.n : 0;
      if (!n) return 'done';
      emit(g, { kind: 'createToken', rules: ['111.1'], player: who, text: `${playerName(g, who)} creates ${n} ${e.token.name} token${n === 1 ? '' : 's'}` });
      return createTokensEntering(g, { owner: who, base: { card: e.token.name, set: 'normal', token: e.token } }, n, who, { kind: 'effect', next: -1 }, ['111.1']) ? 'entering' : 'done';
    }
    case 'createTokenCopy': {
      const [of] = refObjects(g, ctx, e.of);
      const [who] = e.for ? refPlayers(g, ctx, e.for) : [ctx.controller];
      if (!of || !who) return 'done';
      const n = e.n === undefined ? 1 : amountOf(g, ctx, e.n);
      if (n < 1) return 'done';
      const tokens = n === 1 ? "a token that's a copy" : `${n} tokens that are copies`;
      emit(g, { kind: 'createToken', rules: ['111.1', '707.2', ...(e.except ? ['707.9b'] : [])], player: who, text: `${playerName(g, who)} creates ${tokens} of ${nameOf(g, of)}${e.except ? ' with exceptions' : ''}` });
      const base = { ...copiableSourceOf(g.s.objects[of], e.except), ...(e.except?.abilities ? { tokenExceptions: true } : {}) };
      return createTokensEntering(g, { owner: who, base }, n, who, { kind: 'effect', next: -1 }, ['111.1', '111.2']) ? 'entering' : 'done';
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
      const p = ctx.controller;
      const top = g.s.players[p].library.slice(0, amountOf(g, ctx, e.n));
      emit(g, { kind: 'exile', rules: ['406.3'], player: p, text: `${playerName(g, p)} exiles ${top.map((id) => nameOf(g, id)).join(', ') || 'nothing'} from the top of their library` });
      for (const id of top) ctx.chosen.push(moveObject(g, id, 'exile'));
      return 'done';
    }
    case 'allowCast': {
      const p = ctx.controller;
      const allowed: ObjectId[] = [];
      for (const id of refObjects(g, ctx, e.what)) {
        const o = g.s.objects[id];
        if (o.zone !== 'exile') continue;
        if (e.ifItIs && !matchesFilter(characteristics(g, id), o, e.ifItIs, p)) {
          emit(g, { kind: 'noEffect', rules: ['608.2c'], object: id, text: `${nameOf(g, id)} isn't ${(e.ifItIs.colors ?? []).map((c) => COLOR_WORDS[c]).join(' or ')}: it can't be cast this way` });
          continue;
        }
        obj(g, id).castPermission = { player: p, until: 'turn', turn: g.s.turn.number, ...(e.spells ? { spells: e.spells } : {}) };
        allowed.push(id);
      }
      // 601.3e: a permission for some spells only is judged on each spell as it would be cast.
      const which = e.spells ? `${(e.spells.colors ?? []).map((c) => COLOR_WORDS[c]).join(' or ')} spells from among ` : '';
      if (allowed.length) emit(g, { kind: 'permission', rules: ['601.3'], player: p, text: `${playerName(g, p)} may cast ${which}${allowed.map((id) => nameOf(g, id)).join(', ')} this turn` });
      return 'done';
    }
    case 'createEmblem': {
      const p = ctx.controller;
      // `card` remembers what made it, for the log (nameOf); the emblem itself has no name (114.3).
      const id = createObject(g, {
        card: src, owner: p, controller: p, zone: 'command', kind: 'emblem',
        base: { card: src, set: 'normal', token: { name: '', colors: [], supertypes: [], types: [], subtypes: [], power: null, toughness: null, text: e.abilities.map((a) => ('text' in a ? a.text : '')).join('\n'), abilities: e.abilities } },
      });
      emit(g, { kind: 'emblem', rules: ['114.1', '114.2'], player: p, object: id, text: `${playerName(g, p)} gets ${nameOf(g, id)}` });
      return 'done';
    }
    case 'castAnyFromChosen': {
      // 608.2g: one spell at a time; after each cast the same effect offers the rest again ('castingAgain').
      // Each castable card with each characteristic set it may be cast with (prototyped or not, 718.3; a split half).
      const p = ctx.controller;
      const choices = ctx.chosen
        .filter((id) => g.s.objects[id]?.zone === 'exile' && !characteristics(g, id).types.includes('Land'))
        .flatMap((id) => castableSets(g, g.s.objects[id]).map((set) => ({ id, set })));
      if (!choices.length) return 'done';
      const label = (c: { id: ObjectId; set: string }) => `${nameOf(g, c.id)}${c.set === 'normal' ? '' : ` (${c.set})`}`;
      if (!answer) {
        g.s.pending = {
          id: g.s.seq, player: p, rule: '608.2g', prompt: `${playerName(g, p)}: cast a spell from among them without paying its mana cost, or stop`,
          kind: 'chooseOption', options: [...choices.map(label), 'stop'], suggested: choices.length,
        };
        return 'paused';
      }
      if (answer.kind !== 'chooseOption' || !(answer.choice >= 0 && answer.choice <= choices.length)) return actionError('illegal-choice', '608.2g', `choose one of ${choices.length + 1} options`);
      g.s.pending = null;
      if (answer.choice === choices.length) return 'done';
      const pick = choices[answer.choice];
      const r = castDuringResolution(g, p, pick.id, pick.set);
      if (r) return r;
      return g.s.pending ? 'castingAgain' : applyEffect(g, ctx, e); // cast at once: offer the rest
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
          requirements: specs.map((spec) => ({ description: describeTarget(spec), ...targetCount(spec), legal: legalTargets(g, spec, p, copy) })),
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
        if (!unchanged && (countProblem(specs[i], t) || t.some((one) => !isLegalTarget(g, specs[i], one, p, d.copy)))) {
          return actionError('illegal-target', '707.10c', `a changed target must be legal for "${describeTarget(specs[i])}"`);
        }
      }
      const repeated = repeatedTarget(specs, answer.targets);
      if (repeated >= 0) return actionError('illegal-target', '115.3', `"${describeTarget(specs[repeated])}" must be a different object from the earlier target`);
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
      addEffect(g, ctx, ids, { kind: 'control', player: ctx.controller }, ['611.2a', '613.1b'],
        `${playerName(g, ctx.controller)} gains control of ${ids.map((id) => nameOf(g, id)).join(', ')} until end of turn`);
      return 'done';
    }
    case 'exchangeText': {
      // CR 612.5, 611.2c: the two creatures are locked in; the exchange lasts while its source remains on the battlefield.
      const [a, b] = e.what.map((r) => refObjects(g, ctx, r)[0]);
      if (!a || !b || !g.s.objects[ctx.source] || g.s.objects[ctx.source].zone !== 'battlefield') return 'done';
      const effects = list<ContinuousEffect>(g, { shared: 'effects' });
      effects.push({
        id: `e${g.s.nextId++}`, timestamp: newTimestamp(g), source: ctx.source, controller: ctx.controller, affected: [a, b],
        duration: { whileOnBattlefield: ctx.source }, mod: { kind: 'exchangeText', objects: [a, b] },
      });
      emit(g, { kind: 'effect', rules: ['612.5', '613.1c'], text: `the text boxes of ${nameOf(g, a)} and ${nameOf(g, b)} are exchanged for as long as ${src} remains on the battlefield` });
      return 'done';
    }
    case 'changeWord': {
      const [id] = refObjects(g, ctx, e.what);
      if (!id) return 'done';
      const options = wordChangeOptions(e.words);
      if (!answer) {
        g.s.pending = {
          id: g.s.seq, player: ctx.controller, rule: '612.2', prompt: `${playerName(g, ctx.controller)}: choose the word to replace in the text of ${nameOf(g, id)}, and its replacement`,
          kind: 'chooseOption', options: options.map((o) => o.label), suggested: 0,
        };
        return 'paused';
      }
      const picked = answer.kind === 'chooseOption' ? options[answer.choice] : undefined;
      if (!picked) return actionError('illegal-choice', '612.2', `choose one of: ${options.map((o) => o.label).join(', ')}`);
      // CR 611.2a, 612.2: an indefinite text change of the object (a new object after a zone change, 400.7).
      const effects = list<ContinuousEffect>(g, { shared: 'effects' });
      effects.push({ id: `e${g.s.nextId++}`, timestamp: newTimestamp(g), source: ctx.source, controller: ctx.controller, affected: [id], duration: 'permanent', mod: { kind: 'replaceWord', change: picked.change } });
      emit(g, { kind: 'effect', rules: ['612.2', '613.1c'], object: id, text: `${src} changes the text of ${nameOf(g, id)}: ${picked.label}` });
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
