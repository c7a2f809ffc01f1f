import { parseManaCost, type AbilityDef, type AdditionalCost } from '@arbiter/engine';
import type { MechanicSentence } from './mechanics';
import { count, describe } from './nouns';
import type { Template } from './template';

/**
 * CR 118.8, 601.2b, 601.2f–h — "As an additional cost to cast this spell, <cost>." (rules/r601-2f-additional-costs.ts):
 * "pay X life", "discard a card", "exile two cards from your graveyard [or pay {1}{W}]".
 */
function additionalCost(text: string): AdditionalCost | null {
  if (text === 'pay X life') return { lifeX: true };
  let m = /^discard (a|one|two) cards?$/.exec(text);
  if (m) return { discard: count(m[1]) as number };
  m = /^exile (a|one|two|three) cards? from your graveyard(?: or pay ((?:\{[^}]+\})+))?$/.exec(text);
  if (m) {
    const orMana = m[2] ? parseManaCost(m[2]) : undefined;
    if (orMana === null) return null;
    return { exileFromYourGraveyard: { n: count(m[1]) as number, filter: {} }, ...(orMana ? { orMana } : {}) };
  }
  return null;
}

export const ADDITIONAL_COST_STATICS: Template<AbilityDef>[] = [
  {
    name: 'additional cost to cast',
    reads: ['As an additional cost to cast this spell, pay X life.', 'As an additional cost to cast this spell, discard a card.',
      'As an additional cost to cast this spell, exile two cards from your graveyard or pay {1}{W}.'],
    read: (t) => {
      const m = /^As an additional cost to cast (?:this spell|~), (.+)\.$/.exec(t);
      const cost = m && additionalCost(m[1]);
      return cost ? { kind: 'static', text: '', effect: { kind: 'additionalCost', cost } } : null;
    },
  },
];

export const ADDITIONAL_COST_SENTENCES: MechanicSentence[] = [
  {
    name: 'destroy all with mana value X or less',
    reads: [{ text: 'Destroy all artifacts and creatures with mana value X or less.' }],
    read: (s) => {
      const m = /^destroy all (.+) with mana value X or less$/.exec(s);
      const d = m && describe(m[1].replace(/^(\w+) and (\w+)$/, '$1 or $2'));
      if (!d || d.place !== 'battlefield') return null;
      return [{ do: 'destroy', what: { each: { ...d.filter, maxManaValueX: true } } }];
    },
  },
];
