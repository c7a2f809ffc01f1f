import type { AbilityDef } from '@arbiter/engine';
import { keywordList } from './effects';
import type { MechanicSentence } from './mechanics';

/**
 * Choreographed Sparks: "Copy target creature spell you control. The copy gains haste and "At the beginning of the
 * end step, sacrifice this token."" — the second sentence completes the copy: an effect giving the spell copy those
 * abilities (613.1f), which keeps applying to the token it becomes (400.7a, 608.3f, 707.10f); not a copy exception
 * (707.9), so a copy of that token doesn't have them. "Sacrifice this token" is that ability's effect (701.21a).
 */
export const COPY_GAINS_SENTENCES: MechanicSentence[] = [
  {
    name: 'the copy gains',
    reads: [{
      text: 'The copy gains haste and "At the beginning of the end step, sacrifice this token."',
      prior: [{ do: 'copySpell', what: { target: 0 }, newTargets: false }],
    }],
    read: (s, _ctx, prior) => {
      const m = /^the copy gains ([a-z ,]+?)(?: and "(.+)")?$/.exec(s);
      const last = prior[prior.length - 1];
      if (!m || last?.do !== 'copySpell' || last.gains) return null;
      const keywords = keywordList(m[1]);
      const ability = m[2] === undefined ? undefined : quoted(m[2]);
      if (!keywords || ability === null) return null;
      last.gains = { keywords, abilities: ability ? [ability] : [] };
      return [];
    },
  },
  {
    name: 'sacrifice this',
    reads: [{ text: 'Sacrifice this token.', self: 'this token' }],
    // "sacrifice it" where "it" is this object (Phantasmal Image's "When this creature becomes the target ...").
    read: (s, ctx) => (s === 'sacrifice ~' || (s === 'sacrifice it' && ctx.it === 'self') ? [{ do: 'sacrifice', what: 'self' }] : null),
  },
];

/** Reads a quoted ability (set by abilities.ts: the paragraph reader). */
let quoted: (text: string) => AbilityDef | null = () => null;
export function setCopyGainsQuotedReader(r: (text: string) => AbilityDef | null): void {
  quoted = r;
}
