import { PREDEFINED_TOKENS, type AbilityDef, type Color, type TokenSpec } from '@arbiter/engine';
import { keywordAbility } from '../keywords';
import { COLOR_WORDS } from './nouns';
import { upperFirst } from './text';

/** Compiles a quoted ability a token or effect grants ("Whenever this token attacks, you gain 1 life."). */
export type AbilityReader = (text: string) => AbilityDef | null;

const CARD_TYPE_WORDS: Record<string, string> = { artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land' };

/**
 * CR 111.4 — the token a "create" instruction describes: "a Treasure token" (111.10), "two 1/1 white and black
 * Inkling creature tokens with flying", "a 1/1 black and green Pest creature token with "<ability>"". The
 * token's name is its subtypes followed by "Token" (111.4).
 */
export function tokenSpec(phrase: string, quoted: AbilityReader): TokenSpec | null {
  const named = /^(Treasure|Food|Clue) tokens?$/.exec(phrase);
  if (named) return PREDEFINED_TOKENS[named[1] as keyof typeof PREDEFINED_TOKENS];
  const m = /^(\d+)\/(\d+) ((?:(?:white|blue|black|red|green)(?:,? and |, )?)+|colorless) ((?:[A-Z][\w-]* )+)((?:artifact |enchantment )?creature) tokens?(?: with (.+))?$/.exec(phrase);
  if (!m) return null;
  const colors: Color[] = m[3] === 'colorless' ? [] : m[3].split(/,? and |, /).map((w) => COLOR_WORDS[w]);
  if (colors.some((c) => !c)) return null;
  const subtypes = m[4].trim().split(' ');
  const types = m[5].split(' ').map((w) => CARD_TYPE_WORDS[w]);
  let abilities: AbilityDef[] = [];
  let text = '';
  if (m[6]) {
    const q = /^"(.+)"$/.exec(m[6]);
    if (q) {
      const ab = quoted(q[1]);
      if (!ab) return null;
      abilities = [ab];
      text = q[1];
    } else {
      const words = m[6].split(/, and |, | and /);
      for (const w of words) {
        const ab = keywordAbility(w);
        if (!ab || ab.kind !== 'keyword' || ab.text) return null;
        abilities.push(ab);
      }
      text = upperFirst(words.join(', '));
    }
  }
  return {
    name: `${subtypes.join(' ')} Token`, colors, supertypes: [], types, subtypes,
    power: Number(m[1]), toughness: Number(m[2]), text, abilities,
  };
}
