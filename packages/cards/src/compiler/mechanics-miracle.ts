import { parseManaCost, type AbilityDef } from '@arbiter/engine';
import { describe } from './nouns';
import type { Template } from './template';

/**
 * CR 702.94a — "Each instant and sorcery card in your hand has miracle {2}." (Lorehold, the Historian): cards matching
 * in its controller's hand have miracle with that cost (engine rules/r702-94-miracle.ts).
 */
export const MIRACLE_STATICS: Template<AbilityDef>[] = [
  {
    name: 'cards in your hand have miracle',
    reads: ['Each instant and sorcery card in your hand has miracle {2}.'],
    read: (t) => {
      const m = /^Each (.+) card in your hand has miracle ((?:\{[0-9WUBRGC]\})+)\.$/.exec(t);
      // The card kinds read as for a graveyard (describe has no hand place); only the filter is used.
      const cards = m && describe(`${m[1].replace(/ and /, ' or ')} card from your graveyard`);
      const cost = m && parseManaCost(m[2]);
      if (!cards || cards.filter.controller || !cost) return null;
      return { kind: 'static', text: '', effect: { kind: 'cardsInHandHaveMiracle', cards: cards.filter, cost } };
    },
  },
];
