import { stateCondition } from './conditions';
import type { MechanicSentence } from './mechanics';
import { count } from './nouns';

/**
 * CR 608.2c — "<effect> unless <condition>": the effect happens only if the condition doesn't hold as that part of
 * the resolution is reached ("sacrifice a permanent unless you gained life this turn").
 */
export const UNLESS_SENTENCES: MechanicSentence[] = [
  {
    name: 'effect unless condition',
    reads: [{ text: 'Sacrifice a permanent unless you gained life this turn.' }],
    read: (s, ctx, prior, sentence) => {
      const m = /^(.+) unless (.+)$/.exec(s);
      const cond = m && stateCondition(m[2]);
      if (!cond || /pays?\b/.test(m![1])) return null;
      const inner = sentence(m![1], ctx, prior);
      if (!inner || inner.length !== 1 || inner[0].thenIf) return null;
      return [{ ...inner[0], thenIf: { kind: 'not', condition: cond } }];
    },
  },
  {
    name: 'effect unless mana spent',
    reads: [{ text: 'Then discard a card unless five or more mana was spent to cast that spell.', subject: true }],
    // Opus (207.2c): the effect happens only if less than N mana was spent on the trigger's subject spell (601.2h).
    read: (s, ctx, prior, sentence) => {
      const m = /^(.+) unless (\w+) or more mana was spent to cast that spell$/.exec(s);
      const n = m && count(m[2]);
      if (typeof n !== 'number' || !ctx.subject) return null;
      const inner = sentence(m![1], ctx, prior);
      if (!inner || inner.length !== 1 || inner[0].thenIf || inner[0].ifSpent) return null;
      return [{ ...inner[0], ifSpent: { atLeast: n, holds: false } }];
    },
  },
];
