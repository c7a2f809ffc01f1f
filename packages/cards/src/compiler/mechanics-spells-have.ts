import type { AbilityDef, Keyword } from '@arbiter/engine';
import { keywordTrigger } from '@arbiter/engine';
import { describe } from './nouns';
import type { Template } from './template';

/**
 * "<spells> you cast [from your hand] have <keyword>" for a keyword that is a spell's own cast trigger (storm,
 * 702.40a; cascade, 702.85a): read as the permanent's "Whenever you cast a <spell> [from your hand], <the keyword's effect>" with the
 * keyword's own effects (r603-triggers.ts), about the spell cast.
 * @simplification The ability is the permanent's, not the spell's: its source is the permanent rather than the spell
 * (113.7). Like the granted keyword, it exists only while the permanent is on the battlefield as the spell becomes
 * cast (601.2i), each instance triggers separately (702.40b), and the copies are the same.
 */
export const SPELLS_HAVE_STATICS: Template<AbilityDef>[] = [
  {
    name: 'spells you cast have a cast-trigger keyword',
    reads: ['Instant and sorcery spells you cast have storm.', 'Instant and sorcery spells you cast from your hand have cascade.'],
    read: (t) => {
      const m = /^(.+) spells you cast( from your hand)? have (\w+)\.$/.exec(t);
      const spells = m && describe(`${m[1].replace(/ and /, ' or ')} spell`);
      const own = m && keywordTrigger(m[3] as Keyword);
      if (!spells || spells.place !== 'stack' || !own || own.trigger.on !== 'cast' || !own.trigger.self) return null;
      return {
        kind: 'triggered', text: '', targets: [], effects: own.effects,
        trigger: { on: 'cast', by: 'you', filter: spells.filter, ...(m[2] ? { fromHand: true } : {}) },
      };
    },
  },
  {
    name: 'spells you cast have casualty',
    reads: ['Each instant and sorcery spell you cast has casualty 1.'],
    // 702.153a: the optional additional cost and its copy trigger (engine rules/r702-153-casualty.ts).
    read: (t) => {
      const m = /^Each (.+) spell you cast has casualty (\d+)\.$/.exec(t);
      const spells = m && describe(`${m[1].replace(/ and /, ' or ')} spell`);
      if (!spells || spells.place !== 'stack' || spells.filter.controller) return null;
      return { kind: 'static', text: '', effect: { kind: 'spellsHaveCasualty', spells: spells.filter, n: Number(m![2]) } };
    },
  },
];
