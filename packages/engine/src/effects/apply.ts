import type { Effect, ObjectFilter } from '../cards/definition';
import type { Answer } from '../decisions';
import { actionError, type ActionError } from '../errors';
import { dealDamage, excessThreshold } from '../rules/r120-damage';
import { drawCards } from '../rules/r121-drawing';
import { ceaseToExist, createObject, moveObject } from '../rules/r400-zones';
import { createDelayedTrigger, createReflexiveTrigger } from '../rules/r603-triggers';
import { addEntersWithCounters, createTokensEntering, tokensCreatedUnder } from '../rules/r614-replacement';
import { inApnapOrder, replaced, type ReplaceableEvent, type ReplacementOrder } from '../rules/r614-events';
import { gainLife, loseLife } from '../rules/r119-life';
import { givePoison } from '../rules/r122-1f-poison';
import { PREDEFINED_TOKENS } from '../rules/r111-tokens';
import { fight, fightEvents } from '../rules/r701-14-fight';
import { umbraArmorLast, destroyEvent, destroyPermanent } from '../rules/r701-8-destroy';
import { chooseableNames, omenNameChosen } from '../rules/r201-names';
import { copiableSourceOf } from '../rules/r707-copy';
import { becomePrepared, becomeUnprepared } from '../rules/r722-prepare';
import { phaseOut } from '../rules/r702-26-phasing';
import { removeCounter, untapPermanent } from '../rules/r122-counters';
import { sacrificeUnlessPays } from '../rules/r702-24-cumulative-upkeep';
import { sacrificePermanent } from '../rules/r701-21-sacrifice';
import { manaRepresentedBy } from '../rules/r106-mana';
import { resolveMerge } from '../rules/r730-merging';
import { characteristics, hasKeyword, matchesFilter } from '../rules/r613-characteristics';
import { emit, list, nameOf, newTimestamp, obj, player, playerName, type Game } from '../state/draft';
import type { ManaCost } from '../mana/types';
import { offerPayment } from '../rules/r118-12-unless-pays';
import { manaProduced } from '../rules/r605-mana-abilities';
import { attachmentProblem, offStackZone } from '../rules/r702-keywords';
import { counterUnlessDiscards } from '../rules/r702-21-ward';
import { mayPay } from '../rules/r118-12-may-pay';
import { allowPlay } from '../rules/r701-18-play';
import { transform } from '../rules/r712-double-faced';
import { restrictionText } from '../rules/r106-6-mana-restrictions';
import type { ContinuousEffect, CopiableSource, ObjectId, PlayerId, Target } from '../state/types';
import { amountFor, amountOf, controlledMatching, manaSpentOn, refObjects, refPlayers, resolveRef, type EffectContext } from './context';
import { stateConditionHolds } from './conditions';
import { ask, chosenObjects, replacementOrder, takeReplacementChoice, type EffectResult } from './shared';
import { continuousEffect } from './continuous';
import { cardEffect } from './cards';
import { lookAtTop } from '../rules/r701-20-look';
import { revealUntil } from '../rules/r701-20-reveal-until';
import { flipCoins } from '../rules/r705-coins';
import { skipTurns } from '../rules/r500-11-skipping';
import { cascade, cascadeBottom } from '../rules/r702-85-cascade';
import { castingEffect } from './casting';
import { applyCounters, counterAction, putCounters } from './counters';
import { proliferate } from '../rules/r701-34-proliferate';
import { populateChoice } from '../rules/r701-36-populate';
import { explore } from '../rules/r701-44-explore';
import { connive } from '../rules/r701-50-connive';
import { amass } from '../rules/r701-47-amass';
import { multiply } from '../rules/r701-10-double';
import { detain } from '../rules/r701-35-detain';
import { goad } from '../rules/r701-15-goad';
import { endureChoice, spiritToken } from '../rules/r701-63-endure';
import { becomeSaddled } from '../rules/r702-171-saddle';

export type { EffectResult } from './shared';

/**
 * CR 701.6a — counters a spell or ability: a countered spell goes to its owner's graveyard (exile with
 * flashback, 702.34a; a copy then ceases to exist, 704.5e); an ability ceases to exist (701.6b).
 */
function counterObject(g: Game, src: string, id: ObjectId, order?: ReplacementOrder): void {
  const o = g.s.objects[id];
  emit(g, { kind: 'counter', rules: ['701.6a'], object: id, text: `${src} counters ${nameOf(g, id)}` });
  if (o.kind === 'ability') ceaseToExist(g, id, ['701.6b'], 'countered');
  else moveObject(g, id, offStackZone(o), order ? { replacementOrder: order } : {});
}

/**
 * CR 614.1a, 616.1 — "If that spell is countered this way, put it on top of its owner's library instead of into that
 * player's graveyard": a replacement effect that exists only while this counter happens (its affected player orders it
 * with others that apply, 616.1; its key stays the same if the resolution pauses for that choice).
 */
function toLibraryTopInstead(g: Game, ctx: EffectContext, ids: ObjectId[]): ContinuousEffect[] {
  const added = ids.map((id): ContinuousEffect => ({
    id: `${ctx.object}:libraryTop:${id}`, timestamp: newTimestamp(g), source: ctx.source, controller: ctx.controller, affected: [id], duration: 'endOfTurn',
    mod: { kind: 'replacement', match: { event: 'toGraveyard', owner: 'any' }, instead: { kind: 'libraryTop' }, text: "put it on top of its owner's library instead of into that player's graveyard" },
  }));
  list<ContinuousEffect>(g, { shared: 'effects' }).push(...added);
  return added;
}

/**
 * CR 118.12, 702.21a — "counter it unless that player pays [cost]" (mana and/or life, 119.4): the controller of the spell or ability
 * decides whether to pay; if they don't, it is countered.
 */
function counterUnlessPays(g: Game, src: string, id: ObjectId, cost: ManaCost, life: number, answer: Answer | undefined): EffectResult {
  const payer = g.s.objects[id].controller;
  const r = offerPayment(g, { payer, cost, life, what: id, rule: '118.12', outcome: `${nameOf(g, id)} is countered (${src})`, paidText: `${nameOf(g, id)} is not countered` }, answer);
  if (r === 'declined') counterObject(g, src, id);
  return r === 'paid' || r === 'declined' ? 'done' : r;
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

/**
 * CR 201.4 — an effect has its controller choose a card name under a constraint (a decision); the source
 * remembers it (`chosenName`) for its abilities that refer to "the chosen name", if it is still on the battlefield; a
 * resolving spell or ability remembers it for its later instructions ("cards with that name").
 */
function chooseCardName(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'chooseName' }>, answer: Answer | undefined): EffectResult {
  const options = chooseableNames(g, e.filter, ctx.controller);
  const p = ctx.controller;
  if (!answer) {
    g.s.pending = { id: g.s.seq, player: p, rule: '201.4', prompt: `${playerName(g, p)} chooses a card name`, kind: 'chooseName', options, suggested: options[0] ?? '' };
    return 'paused';
  }
  if (answer.kind !== 'chooseName' || !options.includes(answer.name)) return actionError('illegal-choice', '201.4', `choose one of the ${options.length} card names that fit`);
  g.s.pending = null;
  if (g.s.objects[ctx.source]?.zone === 'battlefield') obj(g, ctx.source).chosenName = answer.name;
  else if (g.s.objects[ctx.object]) obj(g, ctx.object).chosenName = answer.name;
  emit(g, { kind: 'chooseName', rules: ['201.4'], player: p, object: ctx.source, text: `${playerName(g, p)} chooses the name ${answer.name} (${nameOf(g, ctx.source)})` });
  omenNameChosen(g, answer.name, e.filter, ctx.source);
  return 'done';
}

/** CR 701.26a — the untapped permanents matching `filter` the controller could tap. */
function untappedOptions(g: Game, ctx: EffectContext, filter: ObjectFilter): ObjectId[] {
  return controlledMatching(g, filter, ctx.controller, ctx.source).filter((id) => !g.s.objects[id].tapped);
}

/**
 * CR 608.2c — whether the controller can do an optional instruction that an "If you do" or "If you don't" depends on:
 * discard with enough cards in hand, sacrifice with a permanent that fits, put counters on this permanent while it is
 * on the battlefield. Other instructions can always be begun.
 */
function canBeDone(g: Game, ctx: EffectContext, e: Effect): boolean {
  const p = ctx.controller;
  if (e.do === 'discard') return !!e.count || g.s.players[p].hand.length >= amountOf(g, ctx, e.n);
  if (e.do === 'tapUntapped') return untappedOptions(g, ctx, e.filter).length >= e.n;
  if (e.do === 'blight') return controlledMatching(g, { types: ['Creature'] }, p).length > 0; // 701.68b
  if (e.do === 'sacrifice' && 'filter' in e) {
    return controlledMatching(g, e.filter, p, ctx.source).length > 0;
  }
  if (e.do === 'putCounters' && e.what === 'self') return g.s.objects[ctx.source]?.zone === 'battlefield'; // fabricate, 702.123a
  return true;
}

/** The noncombat damage event a damage effect would cause (module-level: a named closure costs tsx's keepNames a defineProperty per call). */
function damageEvent(source: ObjectId, to: Target, amount: number): ReplaceableEvent {
  return { kind: 'damage', source, to, amount, combat: false };
}

/**
 * CR 609, 610 — applies one effect of a resolving spell or ability. Effects that need a player's choice
 * pause with a decision; they are called again with the answer.
 */
export function applyEffect(g: Game, ctx: EffectContext, e: Effect, answer?: Answer): EffectResult {
  const src = nameOf(g, ctx.source);
  if (e.kicked !== undefined && e.kicked !== !!ctx.kicked) return 'done'; // 702.33d
  const spentFails = e.ifSpent && (manaSpentOn(g, ctx.subject) >= e.ifSpent.atLeast) !== e.ifSpent.holds;
  const notThisWay = (e.ifThisWay === 'drew' && !ctx.thisWay?.drew) || (e.ifDeclined && !ctx.thisWay?.declined); // 608.2c: "If you draw one or more cards this way", "If you don't"
  if (spentFails || notThisWay || (e.thenIf && !stateConditionHolds(g, e.thenIf, ctx.controller, ctx.source))) {
    emit(g, { kind: 'conditionFalse', rules: ['608.2c'], text: `${src}: the condition for "${e.do}" doesn't hold, so that part does nothing` });
    return 'done';
  }
  if (e.may) {
    const [p] = e.mayBy ? refPlayers(g, ctx, e.mayBy) : [ctx.controller];
    if (!p) return 'done';
    if (!answer && e.restIfDone && !canBeDone(g, ctx, e)) {
      emit(g, { kind: 'ifYouDo', rules: ['608.2c'], text: `${playerName(g, p)} can't ${e.may}, so nothing after "if you do" happens` });
      return 'stop';
    }
    if (!answer && e.do === 'putCounters' && !canBeDone(g, ctx, e)) {
      emit(g, { kind: 'cantDo', rules: ['608.2c'], player: p, text: `${playerName(g, p)} can't ${e.may}` });
      ctx.thisWay = { ...ctx.thisWay, declined: true };
      return 'done';
    }
    if (!answer) {
      g.s.pending = { id: g.s.seq, player: p, rule: '608.2d', prompt: `${playerName(g, p)}: ${src} — you may ${e.may}`, kind: 'chooseOption', options: [e.may, 'decline'], suggested: 0 };
      return 'paused';
    }
    const d = g.s.pending;
    if (d?.kind === 'chooseOption' && d.rule === '608.2d' && answer.kind === 'chooseOption') {
      // 608.2d: the "may" choice; the effect itself then runs as if it had none (and may ask its own choices).
      g.s.pending = null;
      if (answer.choice !== 0) {
        emit(g, { kind: 'decline', rules: ['608.2d'], player: p, text: `${playerName(g, p)} chooses not to ${e.may}${e.restIfDone ? ', so nothing after "if you do" happens (608.2c)' : ''}` });
        ctx.thisWay = { ...ctx.thisWay, declined: true };
        return e.restIfDone ? 'stop' : 'done';
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
    case 'switchPT':
    case 'modifyPT':
    case 'grantKeywords':
    case 'grantKeywordChoice':
    case 'regenerate':
    case 'replaceFor':
    case 'prevent':
    case 'gainAbility':
    case 'gainFlashback':
    case 'becomeCopy':
    case 'noPrevention':
    case 'stealTokens':
    case 'pump':
    case 'setBasePT':
    case 'cantBlock':
    case 'cantBeBlocked':
    case 'becomes':
    case 'becomesCreature':
    case 'becomesTypes':
    case 'gainControl':
    case 'exchangeText':
    case 'changeWord':
      return continuousEffect(g, ctx, e, answer);
    case 'manifest':
    case 'exile':
    case 'bounce':
    case 'search':
    case 'searchExileNamed':
    case 'discard':
    case 'sacrifice':
    case 'exileChosen':
    case 'putBackFromHand':
    case 'mill':
    case 'scry':
    case 'surveil':
    case 'moveCard':
    case 'exileFromTopUntil':
    case 'exileTop':
    case 'exileGraveyards':
    case 'putOneFromAmongOntoBattlefield':
    case 'putFromHand':
    case 'mayExileFromYourGraveyard':
      return cardEffect(g, ctx, e, answer);
    case 'lookAtTop':
      return lookAtTop(g, ctx, e, answer);
    case 'revealUntil':
      return revealUntil(g, ctx, e);
    case 'flipCoins':
      return flipCoins(g, ctx, e.n);
    case 'skipTurns':
      for (const p of refPlayers(g, ctx, e.who)) skipTurns(g, p, amountFor(g, ctx, e.n, p), ['500.11', '614.10a']);
      return 'done';
    case 'noMaximumHandSize':
      for (const p of refPlayers(g, ctx, e.who)) {
        player(g, p).noMaximumHandSize = true;
        emit(g, { kind: 'handSize', rules: ['402.2'], player: p, text: `${playerName(g, p)} has no maximum hand size for the rest of the game` });
      }
      return 'done';
    case 'cascade':
      return cascade(g, ctx, answer);
    case 'cascadeBottom':
      return cascadeBottom(g, ctx);
    case 'castCopyFromExile':
    case 'copyCardMayCast':
    case 'allowCast':
    case 'castAnyFromChosen':
    case 'castWithoutPaying':
    case 'castForMiracle':
    case 'castForMadness':
    case 'copySpell':
      return castingEffect(g, ctx, e, answer);
    case 'damage': {
      if (e.divided && ctx.division) {
        // CR 601.2d: each target is dealt its share, as divided when the spell was cast.
        resolveRef(g, ctx, e.to).forEach((t, i) => dealDamage(g, ctx.source, t, ctx.division![i] ?? 0, ['120.3', '601.2d']));
        return 'done';
      }
      const n = amountOf(g, ctx, e.amount);
      // "that creature deals damage": the trigger's subject is the source (120.3), as it last existed if gone (608.2h);
      // "it deals damage" after a target: that object, if it is still there (608.2b).
      const from = e.from === 'subject' ? ctx.subject : e.from ? refObjects(g, ctx, e.from)[0] : ctx.source;
      if (!from) return 'done';
      const to = inApnapOrder(g, [...refPlayers(g, ctx, e.to).map((player): Target => ({ player })), ...refObjects(g, ctx, e.to).map((object): Target => ({ object }))], (t) => damageEvent(from, t, n));
      const order = replacementOrder(g, ctx, to.map((t) => damageEvent(from, t, n)));
      if (order === 'paused') return order;
      // 120.4a, 120.10: what is beyond lethal damage, for "the excess damage dealt ... this way" (608.2c).
      const thresholds = new Map(to.flatMap((t) => ('object' in t ? [[t.object, excessThreshold(g, from, t.object)] as const] : [])));
      let excess = 0;
      for (const t of to) {
        const dealt = dealDamage(g, from, t, n, ['120.3'], order);
        const limit = dealt && 'object' in dealt.to ? thresholds.get(dealt.to.object) : null;
        if (dealt && limit !== null && limit !== undefined) excess += Math.max(0, dealt.amount - limit);
      }
      if (thresholds.size) ctx.thisWay = { ...ctx.thisWay, excessDamage: excess };
      return 'done';
    }
    case 'fight': {
      const [a] = refObjects(g, ctx, e.what);
      const [b] = refObjects(g, ctx, e.other);
      const order = replacementOrder(g, ctx, fightEvents(g, a, b));
      if (order === 'paused') return order;
      fight(g, a, b, order);
      return 'done';
    }
    case 'merge':
      return resolveMerge(g, ctx, answer);
    case 'draw': {
      const n = amountOf(g, ctx, e.n);
      const players = refPlayers(g, ctx, e.who);
      const order = replacementOrder(g, ctx, players.flatMap((p) => Array.from({ length: n }, (): ReplaceableEvent => ({ kind: 'draw', player: p, n: 1 }))));
      if (order === 'paused') return order;
      const before = g.events.length;
      for (const p of players) drawCards(g, p, n, n > 1 ? ['121.2'] : [], order); // drawCard cites 121.1 itself; 121.2: one card at a time
      const drew = g.events.slice(before).filter((ev) => ev.kind === 'draw').length;
      ctx.thisWay = { ...ctx.thisWay, drew: (ctx.thisWay?.drew ?? 0) + drew };
      return 'done';
    }
    case 'loseLife':
    case 'gainLife': {
      const players = refPlayers(g, ctx, e.who);
      const n = players.map((p) => amountFor(g, ctx, e.n, p)); // "half their life": each player's own (107.1a)
      const order = replacementOrder(g, ctx, players.map((p, i) => ({ kind: e.do, player: p, amount: n[i] })));
      if (order === 'paused') return order;
      const before = players.map((p) => g.s.players[p].life);
      players.forEach((p, i) => (e.do === 'gainLife' ? gainLife : loseLife)(g, p, n[i], [], order));
      if (e.do === 'loseLife') {
        const lost = players.reduce((sum, p, i) => sum + Math.max(0, before[i] - g.s.players[p].life), 0);
        ctx.thisWay = { ...ctx.thisWay, lifeLost: (ctx.thisWay?.lifeLost ?? 0) + lost };
      }
      return 'done';
    }
    case 'poison': {
      const n = amountOf(g, ctx, e.n);
      for (const p of refPlayers(g, ctx, e.who)) givePoison(g, p, n, [], ` (${nameOf(g, ctx.source)})`);
      return 'done';
    }
    case 'counter': {
      const ids = refObjects(g, ctx, e.what);
      const toGraveyard = ids.filter((id) => g.s.objects[id].kind !== 'ability' && offStackZone(g.s.objects[id]) === 'graveyard');
      const added = e.toLibraryTop ? toLibraryTopInstead(g, ctx, toGraveyard) : [];
      const order = replacementOrder(g, ctx, toGraveyard.map((object) => ({ kind: 'toGraveyard', object, to: 'graveyard' })));
      if (order !== 'paused') for (const id of ids) counterObject(g, src, id, order);
      const effects = list<ContinuousEffect>(g, { shared: 'effects' });
      for (const a of added) effects.splice(effects.indexOf(a), 1);
      return order === 'paused' ? order : 'done';
    }
    case 'destroy': {
      const ids = umbraArmorLast(g, refObjects(g, ctx, e.what));
      const destroyed = ids.filter((id) => !hasKeyword(g, id, 'indestructible'));
      const order = replacementOrder(g, ctx, destroyed.map((id) => destroyEvent(id, e.noRegeneration)));
      if (order === 'paused') return order;
      for (const id of ids) {
        const name = nameOf(g, id);
        if (!destroyed.includes(id)) {
          emit(g, { kind: 'indestructible', rules: ['702.12b'], object: id, text: `${name} is indestructible and isn't destroyed` });
          continue;
        }
        if (g.s.objects[id]?.zone !== 'battlefield') continue; // an Aura that umbra armor already destroyed (702.89a)
        destroyPermanent(g, id, e.noRegeneration ? ['701.19c'] : [], `${src} destroys ${name}${e.noRegeneration ? " (it can't be regenerated)" : ''}`, e.noRegeneration, order);
      }
      return 'done';
    }
    case 'addMana': {
      const mana = manaProduced(g, ctx.source, e, ctx.eventAmount);
      let pick = 0;
      if (mana.length > 1) {
        // CR 106.1, 608.2c: a spell or non-mana ability that adds one of several kinds of mana: chosen as it resolves.
        const options = mana.map((alt) => alt.map((t) => `{${t}}`).join(''));
        if (!answer) {
          g.s.pending = { id: g.s.seq, player: ctx.controller, rule: '106.1', prompt: `${playerName(g, ctx.controller)}: ${src} — choose the mana to add`, kind: 'chooseOption', options, suggested: 0 };
          return 'paused';
        }
        if (answer.kind !== 'chooseOption' || !Number.isInteger(answer.choice) || answer.choice < 0 || answer.choice >= options.length) {
          return actionError('illegal-choice', '106.1', `choose one of the ${options.length} kinds of mana`);
        }
        g.s.pending = null;
        pick = answer.choice;
      }
      const units = mana[pick].map((type) => ({ type, ...(e.spendOnly ? { spendOnly: e.spendOnly } : {}), ...(e.untilEndOfCombat ? { untilEndOfCombat: true as const } : {}) })); // 106.6, 702.189a
      const p = player(g, ctx.controller);
      p.manaPool = [...p.manaPool, ...units];
      const only = e.spendOnly ? ` (${restrictionText(e.spendOnly)})` : '';
      emit(g, { kind: 'mana', rules: e.spendOnly ? ['106.4', '106.6'] : ['106.4'], player: ctx.controller, text: `${playerName(g, ctx.controller)} adds ${units.map((u) => `{${u.type}}`).join('')}${only}` });
      return 'done';
    }
    case 'addManaOfCost':
      return addManaOfCost(g, ctx, e, answer);
    case 'putCounters':
    case 'doubleCounters':
    case 'putCountersOfSource':
    case 'moveCounters': {
      const ids = refObjects(g, ctx, e.do === 'moveCounters' ? e.to : e.what);
      const events = ids.flatMap((id) => counterEvents(g, ctx, e, id));
      const rules = e.do === 'doubleCounters' ? ['701.10e'] : e.do === 'putCountersOfSource' ? ['122.8'] : e.do === 'moveCounters' ? ['122.5'] : [];
      if (e.do !== 'moveCounters') return putCounters(g, ctx, events, rules, e.do === 'doubleCounters' ? ' (doubling them)' : '');
      // CR 122.5: the counters leave `from` once the replacement effects on putting them are settled.
      const order = replacementOrder(g, ctx, events);
      if (order === 'paused') return order;
      for (const would of events) removeMovedCounters(g, refObjects(g, ctx, e.from)[0], would);
      applyCounters(g, ctx, events, order, rules);
      return 'done';
    }
    case 'entersWithCounters': {
      const n = amountOf(g, ctx, e.n);
      for (const id of refObjects(g, ctx, e.what)) if (g.s.objects[id].zone === 'stack' && n > 0) addEntersWithCounters(g, id, ctx.source, e.counter, n);
      return 'done';
    }
    case 'delayed':
      createDelayedTrigger(g, ctx, e); // 603.7
      return 'done';
    case 'reflexive':
      createReflexiveTrigger(g, ctx, e); // 603.12
      return 'done';
    case 'createToken': {
      const [who] = e.for ? refPlayers(g, ctx, e.for) : [ctx.controller];
      if (!who) return 'done';
      return createTokens(g, ctx, who, amountOf(g, ctx, e.n), { card: e.token.name, set: 'normal', token: e.token }, ['111.1'],
        (n) => `${n} ${e.token.name} token${n === 1 ? '' : 's'}`);
    }
    case 'investigate': {
      const [who] = e.for ? refPlayers(g, ctx, e.for) : [ctx.controller];
      if (!who) return 'done';
      return createTokens(g, ctx, who, amountOf(g, ctx, e.n), { card: 'Clue', set: 'normal', token: PREDEFINED_TOKENS.Clue }, ['701.16a', '111.1'],
        (n) => `${n} Clue token${n === 1 ? '' : 's'} (investigate)`);
    }
    case 'populate': {
      const token = populateChoice(g, ctx, answer);
      if (token === null) return 'done';
      if (typeof token !== 'string' || token === 'paused') return token;
      const name = nameOf(g, token);
      return createTokens(g, ctx, ctx.controller, 1, copiableSourceOf(g, g.s.objects[token]), ['701.36a', '111.1', '707.2'], () => `a token that's a copy of ${name} (populate)`);
    }
    case 'proliferate':
      return proliferate(g, ctx, answer);
    case 'explore':
      return explore(g, ctx, e.what, answer);
    case 'connive':
      return connive(g, ctx, e.what, e.n, answer);
    case 'amass':
      return amass(g, ctx, e.subtype, e.n, answer);
    case 'multiply':
      return multiply(g, ctx, e);
    case 'detain':
      detain(g, ctx, refObjects(g, ctx, e.what));
      return 'done';
    case 'goad':
      goad(g, ctx, refObjects(g, ctx, e.what));
      return 'done';
    case 'endure': {
      const n = amountOf(g, ctx, e.n);
      const id = e.what === 'self' ? ctx.source : refObjects(g, ctx, e.what)[0]; // 'self' may have left: the token, then
      const choice = endureChoice(g, ctx, id, n, answer);
      if (choice === null) return 'done';
      if (choice === 'paused' || 'code' in choice) return choice;
      if (choice.counters) return putCounters(g, ctx, [{ kind: 'counters', object: id!, counter: '+1/+1', n }], ['701.63a'], ' (endure)');
      return createTokens(g, ctx, choice.player, 1, { card: 'Spirit Token', set: 'normal', token: spiritToken(n) }, ['701.63a', '111.1'], () => `a ${n}/${n} white Spirit creature token (endure)`);
    }
    case 'bolster':
    case 'adapt':
    case 'monstrosity':
    case 'blight':
      return counterAction(g, ctx, e, answer);
    case 'createTokenCopy': {
      const [of] = refObjects(g, ctx, e.of);
      const [who] = e.for ? refPlayers(g, ctx, e.for) : [ctx.controller];
      // "a copy of this card" after the card was exiled to pay the cost (embalm, 702.128a): as it last existed (608.2h).
      const copied = of ? g.s.objects[of] : e.of === 'self' ? g.s.lki[ctx.source]?.object : undefined;
      if (!copied || !who) return 'done';
      const base = { ...copiableSourceOf(g, copied, e.except), ...(e.except?.abilities ? { tokenExceptions: true } : {}) };
      const name = of ? nameOf(g, of) : g.s.lki[ctx.source].name;
      return createTokens(g, ctx, who, e.n === undefined ? 1 : amountOf(g, ctx, e.n), base, ['111.1', '707.2', ...(e.except ? ['707.9b'] : [])],
        (n) => `${n === 1 ? "a token that's a copy" : `${n} tokens that are copies`} of ${name}${e.except ? ' with exceptions' : ''}`);
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
    case 'phaseOut':
      for (const id of refObjects(g, ctx, e.what)) phaseOut(g, id, []);
      return 'done';
    case 'prepare':
      for (const id of refObjects(g, ctx, e.what)) becomePrepared(g, id, ['722.3a']);
      return 'done';
    case 'unprepare':
      for (const id of refObjects(g, ctx, e.what)) becomeUnprepared(g, id, ['722.3b']);
      return 'done';
    case 'chooseName':
      return chooseCardName(g, ctx, e, answer);
    case 'tap':
    case 'untap':
      for (const id of refObjects(g, ctx, e.what)) {
        const text = `${src} ${e.do}s ${nameOf(g, id)}`;
        if (e.do === 'untap' && g.s.objects[id].tapped) untapPermanent(g, id, ['701.26b'], text); // 122.1d
        else {
          obj(g, id).tapped = e.do === 'tap';
          emit(g, { kind: e.do, rules: [e.do === 'tap' ? '701.26a' : '701.26b'], object: id, text });
        }
      }
      return 'done';
    case 'tapUntapped': {
      const options = untappedOptions(g, ctx, e.filter);
      if (options.length < e.n) return 'done';
      let picked: ObjectId[] | ActionError = options;
      if (options.length > e.n) {
        if (!answer) return ask(g, ctx, ctx.controller, '701.26a', `tap ${e.n} untapped permanents you control`, options, e.n, e.n, false);
        picked = chosenObjects(g, answer);
        if (!Array.isArray(picked)) return picked;
      }
      for (const id of picked) {
        obj(g, id).tapped = true;
        emit(g, { kind: 'tap', rules: ['701.26a'], object: id, text: `${playerName(g, ctx.controller)} taps ${nameOf(g, id)} (${src})` });
      }
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
      const text = `${src} ${verb}s ${nameOf(g, id)}`;
      if (verb === 'untap') untapPermanent(g, id, ['701.26b'], text); // 122.1d
      else {
        obj(g, id).tapped = true;
        emit(g, { kind: verb, rules: ['701.26a'], object: id, text });
      }
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
    case 'unattach':
      for (const id of refObjects(g, ctx, e.what)) {
        if (g.s.objects[id].zone !== 'battlefield' || !g.s.objects[id].attachedTo) continue;
        obj(g, id).attachedTo = null;
        emit(g, { kind: 'attach', rules: ['701.3d'], object: id, text: `${nameOf(g, id)} becomes unattached` });
      }
      return 'done';
    case 'mayPay':
      return mayPay(g, ctx, e, answer);
    case 'counterUnlessPays': {
      const [id] = refObjects(g, ctx, e.what);
      if (!id || g.s.objects[id].zone !== 'stack') return 'done';
      return counterUnlessPays(g, src, id, e.cost, e.life === undefined ? 0 : amountOf(g, ctx, e.life), answer);
    }
    case 'transform':
      for (const id of refObjects(g, ctx, e.what)) transform(g, id, []);
      return 'done';
    case 'allowPlay':
      allowPlay(g, ctx, refObjects(g, ctx, e.what), e.until, e.byOwner);
      return 'done';
    case 'sacrificeUnlessPays':
      return sacrificeUnlessPays(g, ctx, e, answer);
    case 'removeCounter':
      for (const id of refObjects(g, ctx, e.what)) {
        // CR 702.32a — "remove a fade counter from it. If you can't, sacrifice it."
        if (g.s.objects[id].zone !== 'battlefield') continue;
        if (!removeCounter(g, id, e.counter, ['122.1'], src) && e.orSacrifice) sacrificePermanent(g, ctx.controller, id, ['702.32a'], `it has no ${e.counter} counter to remove`);
      }
      return 'done';
    case 'becomeSaddled':
      for (const id of refObjects(g, ctx, e.what)) becomeSaddled(g, id);
      return 'done';
    case 'becomeRenowned':
      for (const id of refObjects(g, ctx, e.what)) {
        if (g.s.objects[id].zone !== 'battlefield' || g.s.objects[id].renowned) continue;
        obj(g, id).renowned = true;
        emit(g, { kind: 'renowned', rules: ['702.112a'], object: id, text: `${nameOf(g, id)} becomes renowned` });
      }
      return 'done';
    case 'counterUnlessDiscards': {
      const [id] = refObjects(g, ctx, e.what);
      if (!id || g.s.objects[id].zone !== 'stack') return 'done';
      return counterUnlessDiscards(g, ctx, src, id, e.n, answer, () => counterObject(g, src, id));
    }
  }
}

/**
 * The counters an effect would put on `id` (each kind one event, 614.16): `n` of its kind; for a doubling, as many as
 * it has (701.10e); for "put <this creature's> counters on ...", each kind the source had as it last existed (122.8).
 */
function counterEvents(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'putCounters' | 'doubleCounters' | 'putCountersOfSource' | 'moveCounters' }>, id: ObjectId): Extract<ReplaceableEvent, { kind: 'counters' }>[] {
  if (e.do === 'putCounters') return [{ kind: 'counters', object: id, counter: e.counter, n: amountOf(g, ctx, e.n) }];
  if (e.do === 'moveCounters') {
    const [from] = refObjects(g, ctx, e.from);
    const movable = from && from !== id && g.s.objects[from].zone === 'battlefield' && g.s.objects[id].zone === 'battlefield' ? g.s.objects[from].counters[e.counter] ?? 0 : 0; // 122.5
    const n = Math.min(movable, amountOf(g, ctx, e.n));
    return n > 0 ? [{ kind: 'counters', object: id, counter: e.counter, n }] : [];
  }
  if (e.do === 'doubleCounters') return [{ kind: 'counters', object: id, counter: e.counter, n: g.s.objects[id].counters[e.counter] ?? 0 }];
  const had = (g.s.objects[ctx.source] ?? g.s.lki[ctx.source]?.object)?.counters ?? {};
  return Object.entries(had).filter(([, n]) => n > 0).map(([counter, n]) => ({ kind: 'counters', object: id, counter, n }));
}

/** CR 122.5 — the counters a move takes off the object they move from (before they are put on the other). */
function removeMovedCounters(g: Game, from: ObjectId, would: Extract<ReplaceableEvent, { kind: 'counters' }>): void {
  const w = obj(g, from);
  w.counters[would.counter] -= would.n;
  if (!w.counters[would.counter]) delete w.counters[would.counter];
  emit(g, { kind: 'counters', rules: ['122.5'], object: from, text: `${would.n} ${would.counter} counter(s) are moved from ${nameOf(g, from)} onto ${nameOf(g, would.object)}` });
}

/**
 * CR 111.1, 614.1a, 616.1 — one path for every token an effect creates, token copies (707.2) included: the
 * event "create n tokens" passes through the replacement effects (Doubling Season doubles copies too), then the
 * tokens are created at once, each entering through its own "as enters" replacement effects (614.12).
 * A negative number creates none (107.1b).
 */
function createTokens(g: Game, ctx: EffectContext, who: PlayerId, count: number, base: CopiableSource, rules: string[], describe: (n: number) => string): EffectResult {
  const tokens: ReplaceableEvent = { kind: 'createTokens', player: tokensCreatedUnder(g, who), n: Math.max(0, count) }; // 616.1b
  const order = replacementOrder(g, ctx, [tokens]);
  if (order === 'paused') return order;
  const ev = replaced(g, tokens, order); // 614.16
  const n = ev.kind === 'createTokens' ? ev.n : 0;
  if (n < 1) return 'done';
  emit(g, { kind: 'createToken', rules, player: who, text: `${playerName(g, who)} creates ${describe(n)}` });
  ctx.createdFrom = g.s.nextId; // the tokens get the next ids (111.1): what "it" refers to afterwards
  return createTokensEntering(g, { owner: who, base }, n, who, { kind: 'effect', next: -1 }, rules) ? 'entering' : 'done';
}
