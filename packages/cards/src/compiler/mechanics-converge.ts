import type { AbilityDef, Amount, Effect } from '@arbiter/engine';
import { objectRef, targetPhrase } from './nouns';
import type { MechanicSentence } from './mechanics';
import type { Template } from './template';

/**
 * Converge (an ability word, CR 207.2c) and other "colors of mana spent to cast" sentences (601.2h): the engine
 * records the mana paid for a spell on it and on the permanent it becomes (rules/r601-2h-mana-spent.ts).
 */

/** "<effects with X>, where X is the number of colors of mana spent to cast this spell": X is that count. */
const WHERE_X = /^(.+), where x is the number of colors of mana spent to cast (?:this spell|this creature|~|it)$/i;

/** Replaces the amount X in an effect's numbers (not in nested definitions) with `by`. */
function withX(e: Effect, by: Amount): Effect {
  const out: Record<string, unknown> = { ...e };
  for (const k of ['n', 'amount', 'power', 'toughness']) if (out[k] === 'X') out[k] = by;
  return out as Effect;
}

/** "A, B, and C": the clauses of a serial list, each read on its own (Together as One). */
function serialList(text: string): string[] | null {
  const m = /^(.+), and (.+)$/.exec(text);
  return m ? [...m[1].split(', '), m[2]] : null;
}

export const CONVERGE_SENTENCES: MechanicSentence[] = [
  {
    // CR 614.1c: after "Whenever you cast a creature spell", a replacement effect on how that spell's permanent enters;
    // "it" is that spell (read before the "this spell" sentence below, which would take "it" for the source).
    name: 'that creature enters with X additional counters, X the colors spent on it',
    reads: [{ text: 'That creature enters with X additional +1/+1 counters on it, where X is the number of colors of mana spent to cast it.', subject: true }],
    read: (s, ctx) => {
      const m = /^that creature enters with X additional (\+1\/\+1) counters on it, where X is the number of colors of mana spent to cast it$/.exec(s);
      return m && ctx.subject ? [{ do: 'entersWithCounters', what: 'subject', counter: m[1], n: 'colorsSpentOnSubject' }] : null;
    },
  },
  {
    name: 'where X is the number of colors of mana spent',
    reads: [
      { text: 'Converge — Target player discards X cards, where X is the number of colors of mana spent to cast this spell.' },
      { text: 'Target player draws X cards, Together as One deals X damage to any target, and you gain X life, where X is the number of colors of mana spent to cast this spell.', self: 'Together as One' },
      { text: 'You may draw X cards, where X is the number of colors of mana spent to cast this spell.' },
    ],
    read: (s, ctx, prior, sentence) => {
      const m = WHERE_X.exec(s);
      if (!m) return null;
      const inner = m[1];
      const whole = sentence(inner, ctx, prior);
      const parts = whole ? null : serialList(inner);
      const read = whole ?? (parts && parts.reduce<Effect[] | null>((acc, part) => {
        const r = acc && sentence(part, ctx, [...prior, ...acc]);
        return r ? [...acc!, ...r] : null;
      }, []));
      if (!read || !read.length || !JSON.stringify(read).includes('"X"')) return null;
      return read.map((e) => withX(e, 'colorsSpentOnSource'));
    },
  },
  {
    name: 'pump for each color of mana spent on that spell',
    reads: [{ text: 'Creatures you control get +1/+0 until end of turn for each color of mana spent to cast that spell.', subject: true }],
    read: (s, ctx) => {
      const m = /^(.+?) gets? \+1\/\+(0|1) until end of turn for each color of mana spent to cast that spell$/.exec(s);
      if (!m || !ctx.subject) return null;
      const what = objectRef(m[1], ctx);
      if (!what) return null;
      return [{ do: 'modifyPT', what, power: 'colorsSpentOnSubject', toughness: m[2] === '1' ? 'colorsSpentOnSubject' : 0, until: 'endOfTurn' }];
    },
  },
  {
    name: 'exile a target with mana value up to the colors spent',
    reads: [{ text: 'Exile target nonland permanent an opponent controls with mana value less than or equal to the number of colors of mana spent to cast this creature.' }],
    read: (s, ctx) => {
      const m = /^exile (target .+) with mana value less than or equal to the number of colors of mana spent to cast (?:this creature|this spell|~)$/.exec(s);
      const what = m && targetPhrase(m[1], ctx);
      const spec = what && ctx.targets[ctx.targets.length - 1];
      if (!spec || spec.kind !== 'permanent') return null;
      spec.filter = { ...spec.filter, maxManaValueColorsSpent: true };
      return [{ do: 'exile', what: what! }];
    },
  },
];

export const CONVERGE_STATICS: Template<AbilityDef>[] = [
  {
    name: 'enters with a counter for each color of mana spent',
    reads: ['This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.'],
    read: (t) => {
      const m = /^~ enters with an? (\+1\/\+1) counter on it for each color of mana spent to cast it\.$/.exec(t);
      return m ? { kind: 'static', text: '', effect: { kind: 'enters', who: 'self', effect: { kind: 'counters', counters: { [m[1]]: 1 }, perColorSpent: true } } } : null;
    },
  },
];
