import type { AbilityDef, Effect } from '@arbiter/engine';
import type { MechanicSentence } from './mechanics';
import { readQuotedAbility } from './effects';
import { atNextEndStep } from './mechanics-delayed';
import { objectRef } from './nouns';
import type { Template } from './template';

/**
 * Kiki-Jiki, Mirror Breaker and Splinter Twin: after "Create a token that's a copy of ..." (111.1, 707.2),
 * "Sacrifice it / Exile that token at the beginning of the next end step" is a delayed triggered ability created as
 * the ability resolves (603.7); it refers to the token created, locked in then (603.7c: a token that left the
 * battlefield is gone, 111.7), and only its controller can sacrifice it (701.21a).
 */
export const TOKEN_COPY_SENTENCES: MechanicSentence[] = [
  {
    name: 'sacrifice or exile the token copy at the beginning of the next end step',
    reads: [
      { text: 'Sacrifice it at the beginning of the next end step.', prior: [{ do: 'createTokenCopy', of: { target: 0 }, except: { keywords: ['haste'] } }] },
      { text: 'Exile that token at the beginning of the next end step.', prior: [{ do: 'createTokenCopy', of: 'self', except: { keywords: ['haste'] } }] },
    ],
    read: (s, _ctx, prior) => {
      const m = /^(sacrifice it|exile that token) at the beginning of the next end step$/.exec(s);
      if (!m || prior[prior.length - 1]?.do !== 'createTokenCopy') return null;
      const effect: Effect = m[1] === 'sacrifice it' ? { do: 'sacrifice', what: { target: 0 } } : { do: 'exile', what: { target: 0 } };
      return [{ ...atNextEndStep(m[1], [effect]), about: 'created' }];
    },
  },
];

/**
 * CR 707.1, 613.2a, 611.2a — "<permanents> become(s) a copy of <permanent> [until end of turn][, except it isn't
 * legendary]" (Mirrorweave): the copied values are those of the copied permanent as the spell resolves (707.2); the
 * copied permanent itself doesn't become a copy of itself.
 */
export const BECOME_COPY_SENTENCES: MechanicSentence[] = [
  {
    name: 'becomes a copy',
    reads: [{ text: 'Each other creature becomes a copy of target nonlegendary creature until end of turn.' }],
    read: (s, ctx) => {
      const m = /^(.+?) becomes? a copy of (.+?)( until end of turn)?(, except it isn't legendary)?$/.exec(s);
      const what = m && objectRef(m[1], ctx);
      const of = what && objectRef(m![2], ctx);
      if (!of || typeof of === 'object' && 'each' in of) return null;
      return [{ do: 'becomeCopy', what: what!, of, keepThisAbility: false, ...(m![3] ? { until: 'endOfTurn' as const } : {}), ...(m![4] ? { notLegendary: true } : {}) }];
    },
  },
];

/**
 * CR 303.4, 613.1f — "Enchanted creature has "<ability>"": the enchanted creature has that ability (layer 6). CR 614.1a —
 * Twinning Staff's replacement of copying a spell (engine r707-copy.ts `extraSpellCopies`).
 */
export const TOKEN_COPY_STATICS: Template<AbilityDef>[] = [
  {
    name: 'copy a spell an additional time',
    reads: ['If you would copy a spell one or more times, instead copy it that many times plus an additional time. You may choose new targets for the additional copy.'],
    read: (t) => (t === 'If you would copy a spell one or more times, instead copy it that many times plus an additional time. You may choose new targets for the additional copy.'
      ? { kind: 'static', text: '', effect: { kind: 'extraSpellCopy' } } : null),
  },
  {
    name: 'enchanted creature has a quoted ability',
    reads: ['Enchanted creature has "{T}: Create a token that\'s a copy of this creature, except it has haste. Exile that token at the beginning of the next end step."'],
    read: (t) => {
      const m = /^Enchanted creature has "(.+)"$/.exec(t);
      const ability = m && readQuotedAbility(m[1]);
      return ability ? { kind: 'static', text: '', effect: { kind: 'attached', power: 0, toughness: 0, mods: [{ kind: 'addAbility', ability }] } } : null;
    },
  },
];
