import type { Answer } from '../decisions';
import { actionError, type ActionError } from '../errors';
import { isCostError, toPayableCost } from '../mana/announce';
import { findPayment, suggestChoices } from '../mana/finder';
import { formatManaCost } from '../mana/symbols';
import type { ManaCost } from '../mana/types';
import { emit, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { usablePool } from './r106-6-mana-restrictions';
import { pay } from './r601-casting';
import { manaOptions } from './r605-mana-abilities';

/** An offer to pay a cost to avoid an outcome: `what` is the object at stake; `rule` the rule that makes the offer. */
export interface UnlessPays {
  payer: PlayerId;
  cost: ManaCost;
  life: number;
  what: ObjectId;
  rule: string;
  /** What happens if the cost isn't paid ("Shock is countered (ward)"), and what paying keeps ("Shock is not countered"). */
  outcome: string;
  paidText: string;
}

/**
 * CR 118.12 — "<outcome> unless <player> pays <cost>" (mana and/or life, 119.4): the player decides whether to pay (a
 * decision, when they can pay at all: 119.4, 106.6 restricted mana can't pay it). 'paid' when they paid, 'declined' when
 * they didn't or couldn't: the caller then makes the outcome happen.
 */
export function offerPayment(g: Game, o: UnlessPays, answer: Answer | undefined): 'paid' | 'declined' | 'paused' | ActionError {
  const costText = [o.cost.length ? formatManaCost(o.cost) : '', o.life ? `${o.life} life` : ''].filter(Boolean).join(' and ') || '{0}';
  const pending = g.s.pending;
  if (!answer) {
    const pool = usablePool(g.s.players[o.payer].manaPool, null);
    const sources = manaOptions(g, o.payer);
    // @simplification A hybrid symbol's half is the one the payment finder suggests (no 601.2b-style announcement).
    const mana = toPayableCost(o.cost, suggestChoices(o.cost, 0, pool, sources) ?? {}, 0);
    const total = isCostError(mana) ? null : { ...mana, life: mana.life + o.life };
    const suggested = total && g.s.players[o.payer].life >= total.life ? findPayment(total, pool, sources) : null;
    if (total && suggested) {
      g.s.pending = {
        id: g.s.seq, player: o.payer, rule: o.rule, prompt: `${playerName(g, o.payer)} may pay ${costText}, or ${o.outcome}`,
        kind: 'unlessPays', cost: total, what: o.what, pool, sources, suggested,
      };
      return 'paused';
    }
    emit(g, { kind: 'cantPay', rules: [o.rule], player: o.payer, text: `${playerName(g, o.payer)} can't pay ${costText}` });
    return 'declined';
  }
  if (answer.kind !== 'unlessPays' || pending?.kind !== 'unlessPays') return actionError('wrong-decision', o.rule, 'expected an unlessPays answer: pay or not');
  if (answer.pay) {
    const err = pay(g, o.payer, pending.cost, answer.plan ?? pending.suggested);
    if (err) return err;
    emit(g, { kind: 'paid', rules: [o.rule], player: o.payer, text: `${playerName(g, o.payer)} pays ${costText}: ${o.paidText}` });
    return 'paid';
  }
  emit(g, { kind: 'decline', rules: [o.rule], player: o.payer, text: `${playerName(g, o.payer)} doesn't pay ${costText}` });
  return 'declined';
}
