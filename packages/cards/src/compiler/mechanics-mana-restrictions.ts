import type { ObjectFilter } from '@arbiter/engine';
import type { MechanicSentence } from './mechanics';

/**
 * CR 106.6 — "Spend this mana only to cast instant and sorcery spells." completes the "add" instruction before
 * it: the mana it adds may pay only for those spells (rules/r106-6-mana-restrictions.ts).
 */
const RESTRICTIONS: Record<string, ObjectFilter> = {
  'instant and sorcery spells': { types: ['Instant', 'Sorcery'] },
  'an instant or sorcery spell': { types: ['Instant', 'Sorcery'] },
};

export const MANA_RESTRICTION_SENTENCES: MechanicSentence[] = [
  {
    name: 'spend this mana only',
    reads: [{ text: 'Spend this mana only to cast instant and sorcery spells.', prior: [{ do: 'addMana', mana: [['U'], ['R']] }] },
      { text: 'Spend this mana only to cast an instant or sorcery spell.', prior: [{ do: 'addMana', mana: [['U']] }] }],
    read: (s, _ctx, prior) => {
      const m = /^[Ss]pend this mana only to cast (.+)$/.exec(s); // "Spend" is not among the words effects.ts lower-cases
      const last = prior[prior.length - 1];
      const only = m && RESTRICTIONS[m[1]];
      if (!only || last?.do !== 'addMana' || last.spendOnly) return null;
      last.spendOnly = only;
      return [];
    },
  },
];
