import type { AbilityDef, CostCount } from '@arbiter/engine';
import { describe } from './nouns';
import type { Template } from './template';

/**
 * CR 702.41a — affinity: "Affinity for <text>" means "This spell costs {1} less to cast for each <text> you
 * control" (a reduction of its own cost, rules/r601-2f-cost-reductions.ts); "<spells> you cast have affinity for
 * <text>" gives it to those spells, read as the same reduction of theirs by the permanent's static ability.
 * @simplification Two instances of affinity on one spell each apply (702.41b); a granted one is counted per
 * granting permanent, which is the same number of instances.
 */
function countedYouControl(plural: string): CostCount | null {
  const d = describe(`${plural} you control`);
  return d && d.place === 'battlefield' ? { filter: d.filter, zone: 'battlefield' } : null;
}

/** The keyword line "Affinity for artifacts", or null. */
export function affinityKeyword(word: string): AbilityDef[] | null {
  const m = /^Affinity for (\w+)$/.exec(word);
  const perCount = m && countedYouControl(m[1]);
  return perCount ? [{ kind: 'static', text: word, effect: { kind: 'selfCostReduction', reduction: [{ kind: 'generic', amount: 1 }], perCount } }] : null;
}

export const AFFINITY_READS = ['Affinity for creatures'];

export const AFFINITY_STATICS: Template<AbilityDef>[] = [
  {
    name: 'spells you cast have affinity',
    reads: ['Instant and sorcery spells you cast have affinity for creatures.'],
    read: (t) => {
      const m = /^(.+) spells you cast have affinity for (\w+)\.$/.exec(t);
      const spells = m && describe(`${m[1].replace(/ and /, ' or ')} spell`);
      const perCount = m && countedYouControl(m[2]);
      if (!spells || spells.place !== 'stack' || !perCount) return null;
      return { kind: 'static', text: '', effect: { kind: 'costChange', spells: { ...spells.filter, controller: 'you' }, generic: -1, perCount } };
    },
  },
];
