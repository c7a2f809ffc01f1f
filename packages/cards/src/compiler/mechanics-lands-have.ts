import type { AbilityDef, ManaType, StateCondition } from '@arbiter/engine';
import { count } from './nouns';
import type { MechanicSentence } from './mechanics';
import type { Template } from './template';

/**
 * Resonating Lute's sentences: "Add two mana of any one color" (106.1: one color chosen, both mana of it), lands
 * granted a quoted ability (613.1f, layer 6) and "Activate only if you have seven or more cards in your hand" (602.5b).
 */
export const LANDS_HAVE_SENTENCES: MechanicSentence[] = [
  {
    name: 'add two mana of any one color',
    reads: [{ text: 'Add two mana of any one color.' }],
    read: (s) => {
      const m = /^add (two|three) mana of any one color$/.exec(s);
      const n = m && count(m[1]);
      if (typeof n !== 'number') return null;
      return [{ do: 'addMana', mana: (['W', 'U', 'B', 'R', 'G'] as ManaType[]).map((c) => Array<ManaType>(n).fill(c)) }];
    },
  },
];

/** "you have seven or more cards in your hand". */
export function handSizeCondition(text: string): StateCondition | null {
  const m = /^you have (\w+) or more cards in your hand$/.exec(text);
  const n = m && count(m[1]);
  return typeof n === 'number' ? { kind: 'cardsInYourHand', n } : null;
}

/** Reads a quoted ability (set by abilities.ts: the paragraph reader). */
let quoted: (text: string) => AbilityDef | null = () => null;
export function setLandsHaveQuotedReader(r: (text: string) => AbilityDef | null): void {
  quoted = r;
}

export const LANDS_HAVE_STATICS: Template<AbilityDef>[] = [
  {
    name: 'lands you control have a quoted ability',
    reads: ['Lands you control have "{T}: Add two mana of any one color. Spend this mana only to cast instant and sorcery spells."'],
    read: (t) => {
      const m = /^Lands you control have "(.+)"$/.exec(t);
      const ability = m && quoted(m[1]);
      if (!ability) return null;
      return { kind: 'static', text: '', effect: { kind: 'continuous', affects: { types: ['Land'], controller: 'you' }, mods: [{ kind: 'addAbility', ability }] } };
    },
  },
];
