import { parseManaCost, type Effect } from '@arbiter/engine';
import type { MechanicSentence } from './mechanics';
import type { Ctx } from './nouns';
import { upperFirst } from './text';

/** The effects after which a "When you do, ..." is read: an optional payment that ends the resolution when declined. */
export function endsUnlessDone(e: Effect | undefined): boolean {
  return e?.do === 'mayPay' || e?.do === 'mayExileFromYourGraveyard';
}

/**
 * CR 605.3b, 603.12 — a mana ability's "Add {R}. When you do, ...": the ability resolves as it is activated, so its
 * reflexive ability triggers as the cost is paid (605.5a: it is not a mana ability, and uses the stack).
 */
function afterManaAbility(ctx: Ctx, prior: Effect[]): boolean {
  return !!ctx.activated && prior.length > 0 && prior.every((e) => e.do === 'addMana');
}

/**
 * CR 118.12 — "You may pay {W/B}." / "You may pay {X}." (a cost paid as the ability resolves, X chosen then: 107.3f),
 * which an "If you do, ..." or a "When you do, ..." must follow; and CR 603.12 — "When you do, <effects>": a reflexive
 * triggered ability with its own targets (603.3d), created only if the payment was made.
 */
export const MAY_PAY_SENTENCES: MechanicSentence[] = [
  {
    name: 'you may pay a mana cost',
    reads: [{ text: 'You may pay {W/B}.' }, { text: 'You may pay {X}.' }],
    read: (s) => {
      const m = /^you may pay ((?:\{[^}]+\})+)$/.exec(s);
      const cost = m && parseManaCost(m[1]);
      return cost && cost.length ? [{ do: 'mayPay', cost }] : null;
    },
  },
  {
    name: 'when you do, a reflexive triggered ability',
    reads: [{ text: 'When you do, move X +1/+1 counters from this creature onto another target creature.', self: 'Tester of the Tangential', prior: [{ do: 'mayPay', cost: [{ kind: 'variable', name: 'X' }] }] }],
    read: (s, ctx, prior, sentence) => {
      const m = /^when you do, (.+)$/.exec(s);
      if (!m || !(endsUnlessDone(prior[prior.length - 1]) || afterManaAbility(ctx, prior))) return null;
      const own: Ctx = { targets: [], ...(ctx.subject ? { subject: true } : {}) };
      const effects = sentence(m[1], own, []);
      if (!effects) return null;
      return [{ do: 'reflexive', text: `${upperFirst(s)}.`, targets: own.targets, effects }];
    },
  },
];
