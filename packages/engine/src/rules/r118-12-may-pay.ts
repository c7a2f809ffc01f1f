import type { Effect } from '../cards/definition';
import type { Answer } from '../decisions';
import { actionError } from '../errors';
import type { EffectContext } from '../effects/context';
import type { EffectResult } from '../effects/shared';
import { isCostError, legalChoicesFor, toPayableCost } from '../mana/announce';
import { findPayment } from '../mana/finder';
import { formatManaCost, formatSymbol } from '../mana/symbols';
import type { ManaSymbol, PayableCost, SymbolChoice } from '../mana/types';
import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import { usablePool } from './r106-6-mana-restrictions';
import { halfMana } from './r106-mana';
import { pay } from './r601-casting';
import { manaOptions } from './r605-mana-abilities';

type MayPay = Extract<Effect, { do: 'mayPay' }>;

/** How one announced way of paying a hybrid or Phyrexian symbol reads ("{W}", "2 life"). */
function choiceLabel(s: ManaSymbol, c: SymbolChoice): string {
  if ('life' in c) return '2 life';
  if ('mana' in c || s.kind !== 'hybrid') return formatSymbol(s).replace('/P', '');
  return halfMana(s.halves[c.half]).label;
}

/** The most mana `p` could have to pay with: the usable pool and each mana ability once (107.3f: an upper bound on X). */
function manaAvailable(g: Game, p: string): number {
  return usablePool(g.s.players[p].manaPool, null).length + manaOptions(g, p).reduce((n, o) => n + Math.max(0, ...o.produces.map((alt) => alt.length)), 0);
}

/**
 * CR 118.12, 118.2, 608.2c — "you may pay <cost>. If you do, ..." / "When you do, ..." as an ability resolves: its
 * controller first chooses X if the cost has one (107.3f; the ability's X from then on, for the reflexive ability too),
 * then how each hybrid symbol is paid (107.4e), then whether to pay, activating mana abilities (118.2). The rest of
 * the resolution happens only if they paid ('stop' otherwise).
 */
export function mayPay(g: Game, ctx: EffectContext, e: MayPay, answer: Answer | undefined): EffectResult {
  const p = ctx.controller;
  const src = nameOf(g, ctx.source);
  const pending = g.s.pending;
  const hasX = e.cost.some((s) => s.kind === 'variable');
  const hybrids = e.cost.flatMap((s, i) => (legalChoicesFor(s).length ? [i] : []));
  const halves = (choices: number[]) => Object.fromEntries(hybrids.map((i, n) => [i, legalChoicesFor(e.cost[i])[choices[n]]]));
  const pool = usablePool(g.s.players[p].manaPool, null); // 106.6: restricted mana can't pay this
  const sources = manaOptions(g, p);
  const cantPay = (costText: string): EffectResult => {
    emit(g, { kind: 'cantPay', rules: ['118.3', '608.2c'], player: p, text: `${playerName(g, p)} can't pay ${costText}, so nothing after "if you do" happens (${src})` });
    return 'stop';
  };
  /** A payment of the cost as announced, or null when it can't be paid (118.3). */
  const payment = (total: PayableCost) => (g.s.players[p].life >= total.life ? findPayment(total, pool, sources) : null);
  const offer = (announced: Record<number, SymbolChoice>, x: number): EffectResult => {
    const total = toPayableCost(e.cost, announced, x);
    if (isCostError(total)) return actionError('illegal-choice', total.rule, total.error);
    const suggested = payment(total);
    if (!suggested) return cantPay(payableText(total));
    g.s.pending = { id: g.s.seq, player: p, rule: '118.12', prompt: `${playerName(g, p)} may pay ${payableText(total)} (${src})`, kind: 'unlessPays', cost: total, what: ctx.source, pool, sources, suggested };
    return 'paused';
  };
  const askHalves = (x: number): EffectResult => {
    if (!hybrids.length) return offer({}, x);
    // No way of paying the hybrid symbols can be paid: nothing to choose (118.3).
    const ways = hybrids.reduce<number[][]>((acc, i) => acc.flatMap((w) => legalChoicesFor(e.cost[i]).map((_, c) => [...w, c])), [[]]);
    if (!ways.some((w) => { const total = toPayableCost(e.cost, halves(w), x); return !isCostError(total) && payment(total); })) return cantPay(formatManaCost(e.cost));
    g.s.pending = {
      id: g.s.seq, player: p, rule: '107.4e', prompt: `${playerName(g, p)} chooses how to pay ${hybrids.map((i) => formatSymbol(e.cost[i])).join('')} (${src})`,
      kind: 'chooseHalves', symbols: hybrids.map((i) => formatSymbol(e.cost[i])), options: hybrids.map((i) => legalChoicesFor(e.cost[i]).map((c) => choiceLabel(e.cost[i], c))), suggested: hybrids.map(() => 0),
    };
    return 'paused';
  };
  if (!answer) {
    if (!hasX) return askHalves(0);
    const max = manaAvailable(g, p);
    g.s.pending = { id: g.s.seq, player: p, rule: '107.3f', prompt: `${playerName(g, p)} chooses X for ${formatManaCost(e.cost)} (${src})`, kind: 'chooseNumber', min: 0, max, suggested: max };
    return 'paused';
  }
  if (pending?.kind === 'chooseNumber' && pending.rule === '107.3f') {
    if (answer.kind !== 'chooseNumber' || !Number.isInteger(answer.value) || answer.value < pending.min || answer.value > pending.max) {
      return actionError('illegal-choice', '107.3f', `choose X from ${pending.min} to ${pending.max}`);
    }
    g.s.pending = null;
    const ability = g.s.objects[ctx.object].ability;
    if (ability) obj(g, ctx.object).ability = { ...ability, trigger: { ...(ability.trigger ?? { event: 'resolution' }), x: answer.value } };
    ctx.x = answer.value;
    emit(g, { kind: 'chooseX', rules: ['107.3f'], player: p, text: `${playerName(g, p)} chooses X = ${answer.value} (${src})` });
    return askHalves(answer.value);
  }
  if (pending?.kind === 'chooseHalves') {
    if (answer.kind !== 'chooseHalves' || answer.halves.length !== hybrids.length || answer.halves.some((c, n) => !Number.isInteger(c) || c < 0 || c >= pending.options[n].length)) {
      return actionError('illegal-choice', '107.4e', 'choose one way (by index) to pay each hybrid symbol');
    }
    g.s.pending = null;
    return offer(halves(answer.halves), ctx.x);
  }
  if (answer.kind !== 'unlessPays' || pending?.kind !== 'unlessPays') return actionError('wrong-decision', '118.12', 'expected an unlessPays answer: pay or not');
  const costText = payableText(pending.cost);
  if (!answer.pay) {
    g.s.pending = null;
    emit(g, { kind: 'decline', rules: ['118.12', '608.2c'], player: p, text: `${playerName(g, p)} doesn't pay ${costText}, so nothing after "if you do" happens (${src})` });
    return 'stop';
  }
  const err = pay(g, p, pending.cost, answer.plan ?? pending.suggested);
  if (err) return err;
  g.s.pending = null;
  emit(g, { kind: 'paid', rules: ['118.12'], player: p, text: `${playerName(g, p)} pays ${costText} (${src})` });
  return 'done';
}

/** A cost to pay as a player reads it: "{1}{W}", "{0}", "2 life". */
function payableText(c: PayableCost): string {
  const colored = Object.entries(c.colored).flatMap(([k, n]) => Array.from({ length: n }, () => `{${k}}`)).join('');
  const mana = `${c.generic ? `{${c.generic}}` : ''}${colored}${'{C}'.repeat(c.colorless)}${'{S}'.repeat(c.snow)}`;
  return [mana || (c.life ? '' : '{0}'), c.life ? `${c.life} life` : ''].filter(Boolean).join(' and ');
}
