import type { AbilityDef } from '@arbiter/engine';
import type { MechanicSentence } from './mechanics';
import { objectRef, type Ctx } from './nouns';

/**
 * CR 205.1b, 611.2a, 613.1d, 613.1f, 613.4b — "<it> becomes a 2/4 Wizard creature with "<ability>". It's still a
 * land." (Great Hall of the Biblioplex): indefinitely a creature of those subtypes (layer 4), with the quoted ability
 * (layer 6) and that base power and toughness (layer 7b). Without "It's still a land" the land would lose its card
 * type (205.1b), which `becomesCreature` doesn't do: the first sentence leaves the instruction open
 * (`ctx.stillLand`) and only "It's still a land." closes it.
 */
export const BECOMES_CREATURE_SENTENCES: MechanicSentence[] = [
  {
    name: 'becomes a creature with a quoted ability',
    reads: [{ text: 'This land becomes a 2/4 Wizard creature with "Whenever you cast an instant or sorcery spell, this creature gets +1/+0 until end of turn."' }],
    read: (s, ctx) => {
      const m = /^(.+?) becomes an? (\d+)\/(\d+) ((?:[A-Z][a-z]+ )+)creature(?: with "(.+)")?$/.exec(s);
      const what = m && objectRef(m[1], ctx);
      const ability = m?.[5] === undefined ? undefined : quoted(m[5]);
      if (!what || ability === null) return null;
      ctx.stillLand = 'missing';
      return [{
        do: 'becomesCreature', what, subtypes: m![4].trim().split(' '), keywords: [],
        basePT: { power: Number(m![2]), toughness: Number(m![3]) }, ...(ability ? { abilities: [ability] } : {}),
      }];
    },
  },
  {
    name: "it's still a land",
    reads: [{ text: "It's still a land.", prior: [{ do: 'becomesCreature', what: 'self', subtypes: ['Wizard'], keywords: [], basePT: { power: 2, toughness: 4 } }] }],
    read: (s, ctx, prior) => {
      if (s !== "it's still a land" || prior[prior.length - 1]?.do !== 'becomesCreature') return null;
      delete ctx.stillLand;
      return [];
    },
  },
];

/** Whether a "becomes a ... creature" was read without its "It's still a land." */
export function stillLandUnfinished(ctx: Ctx): boolean {
  return ctx.stillLand === 'missing';
}

/** Reads a quoted ability (set by abilities.ts: the paragraph reader). */
let quoted: (text: string) => AbilityDef | null = () => null;
export function setBecomesQuotedReader(r: (text: string) => AbilityDef | null): void {
  quoted = r;
}
