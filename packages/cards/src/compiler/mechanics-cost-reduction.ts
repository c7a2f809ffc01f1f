import { parseManaCost, type AbilityDef, type StaticEffect } from '@arbiter/engine';
import { stateCondition } from './conditions';
import { describe } from './nouns';
import type { Template } from './template';

/**
 * CR 601.2f, 118.7 — a spell that reduces its own cost (rules/r601-2f-cost-reductions.ts): "This spell costs {3}
 * less to cast if it targets a tapped creature", "... if <condition>". The reduction is mana, generic or colored.
 */
export const COST_REDUCTION_STATICS: Template<AbilityDef>[] = [
  {
    name: 'this spell costs less if',
    reads: ['This spell costs {3} less to cast if it targets a tapped creature.', 'This spell costs {1}{U} less to cast if it targets an instant or sorcery spell.',
      'This spell costs {1} less to cast if it targets an attacking creature.', 'This spell costs {3} less to cast if creatures you control have total toughness 10 or greater.',
      'This spell costs {1} less to cast for each instant and sorcery card in your graveyard.'],
    read: (t) => {
      // "... for each <objects> [you control | in your graveyard]" (601.2f): the reduction once for each.
      const each = /^(?:This spell|~) costs ((?:\{(?:\d+|[WUBRG])\})+) less to cast for each (.+)\.$/.exec(t);
      if (each) {
        const by = parseManaCost(each[1]);
        const d = describe(each[2].replace(/^(\w+) and (\w+) card/, '$1 or $2 card'));
        if (!by || !d || (d.place !== 'graveyard' && !(d.place === 'battlefield' && d.filter.controller === 'you'))) return null;
        return { kind: 'static', text: '', effect: { kind: 'selfCostReduction', reduction: by, perCount: { filter: d.filter, zone: d.place === 'graveyard' ? 'yourGraveyard' : 'battlefield' } } };
      }
      const m = /^(?:This spell|~) costs ((?:\{(?:\d+|[WUBRG])\})+) less to cast if (.+)\.$/.exec(t);
      const reduction = m && parseManaCost(m[1]);
      if (!reduction) return null;
      const targets = /^it targets (?:a|an) (.+)$/.exec(m![2]);
      let effect: StaticEffect | null = null;
      if (targets) {
        const d = describe(targets[1]);
        if (d && (d.place === 'battlefield' || d.place === 'stack')) effect = { kind: 'selfCostReduction', reduction, ifTargets: d.filter };
      } else {
        const cond = stateCondition(m![2]);
        if (cond) effect = { kind: 'selfCostReduction', reduction, if: cond };
      }
      return effect && { kind: 'static', text: '', effect };
    },
  },
];
