import type { AbilityDef } from '@arbiter/engine';
import { describe } from './nouns';
import type { Template } from './template';

/**
 * CR 118.9, 601.2f — "Once during each of your turns, you may cast <a spell> from your hand without paying its mana
 * cost." (Zaffai and the Tempests): a static ability giving its controller that permission, once during each of their
 * turns (engine rules/r118-9-without-paying.ts); "You may cast spells from your hand without paying their mana costs"
 * (Omniscience): any number of times, on any turn.
 */
export const WITHOUT_PAYING_STATICS: Template<AbilityDef>[] = [
  {
    name: 'once each turn, cast a spell from your hand without paying its mana cost',
    reads: ['Once during each of your turns, you may cast an instant or sorcery spell from your hand without paying its mana cost.'],
    read: (t) => {
      const m = /^Once during each of your turns, you may cast an? (.+ spell) from your hand without paying its mana cost\.$/.exec(t);
      const spells = m && describe(m[1]);
      if (!spells || spells.place !== 'stack' || spells.filter.controller) return null;
      return { kind: 'static', text: '', effect: { kind: 'castWithoutPayingOnceEachTurn', spells: spells.filter } };
    },
  },
  {
    name: 'cast spells from your hand without paying their mana costs',
    reads: ['You may cast spells from your hand without paying their mana costs.'],
    read: (t) => {
      const m = /^You may cast (.*spells) from your hand without paying their mana costs\.$/.exec(t);
      const spells = m && describe(m[1]);
      if (!spells || spells.place !== 'stack' || spells.filter.controller) return null;
      return { kind: 'static', text: '', effect: { kind: 'castWithoutPaying', spells: spells.filter } };
    },
  },
];
