import type { MechanicSentence } from './mechanics';
import { objectRef } from './nouns';

/**
 * CR 614.1a — "If that creature would die this turn, exile it instead." after damage to a target: a replacement
 * effect the resolving spell creates for that object only (the `replaceFor` effect, r614), until end of turn.
 */
export const REPLACE_SENTENCES: MechanicSentence[] = [
  {
    name: 'if that creature would die this turn, exile it instead',
    reads: [{ text: 'If that creature would die this turn, exile it instead.', prior: [{ do: 'damage', amount: 5, to: { target: 0 } }] }],
    read: (s, ctx, prior) => {
      const m = /^if (that creature|it) would die this turn, exile it instead$/.exec(s);
      const last = prior[prior.length - 1];
      const what = m && (objectRef(m[1], ctx) ?? (last?.do === 'damage' && typeof last.to === 'object' && 'target' in last.to ? last.to : null));
      if (!what || what === 'self') return null;
      return [{ do: 'replaceFor', what, match: { event: 'toGraveyard', owner: 'any', dies: true }, instead: { kind: 'exile' }, until: 'endOfTurn', text: 'If that creature would die this turn, exile it instead.' }];
    },
  },
];
