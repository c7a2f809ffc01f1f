import type { AbilityDef } from '../cards/definition';
import type { TokenSpec } from '../state/types';

const ANY_COLOR = (['W', 'U', 'B', 'R', 'G'] as const).map((c) => [c]);

function artifact(name: string, text: string, ability: AbilityDef): TokenSpec {
  return { name, colors: [], supertypes: [], types: ['Artifact'], subtypes: [name], power: null, toughness: null, text, abilities: [ability] };
}

/** CR 111.10 — predefined tokens, by name. */
export const PREDEFINED_TOKENS: Record<'Treasure' | 'Food' | 'Clue', TokenSpec> = {
  // 111.10a
  Treasure: artifact('Treasure', '{T}, Sacrifice this token: Add one mana of any color.', {
    kind: 'activated', text: '{T}, Sacrifice this token: Add one mana of any color.', cost: { tap: true, sacrificeSelf: true },
    targets: [], effects: [{ do: 'addMana', mana: ANY_COLOR }], manaAbility: true,
  }),
  // 111.10b
  Food: artifact('Food', '{2}, {T}, Sacrifice this token: You gain 3 life.', {
    kind: 'activated', text: '{2}, {T}, Sacrifice this token: You gain 3 life.',
    cost: { mana: [{ kind: 'generic', amount: 2 }], tap: true, sacrificeSelf: true }, targets: [], effects: [{ do: 'gainLife', who: 'you', n: 3 }],
  }),
  // 111.10f
  Clue: artifact('Clue', '{2}, Sacrifice this token: Draw a card.', {
    kind: 'activated', text: '{2}, Sacrifice this token: Draw a card.',
    cost: { mana: [{ kind: 'generic', amount: 2 }], sacrificeSelf: true }, targets: [], effects: [{ do: 'draw', who: 'you', n: 1 }],
  }),
};
