import { KEYWORDS, ManaSyntaxError, parseManaCost, type AbilityDef, type Color, type Keyword, type KeywordAbility, type ManaCost, type ObjectFilter, type ProtectionQuality } from '@arbiter/engine';

/** A keyword's cost, or null if it is not CR 107.4 mana symbols. */
function manaCost(text: string): ManaCost | null {
  try {
    return parseManaCost(text);
  } catch (e) {
    if (e instanceof ManaSyntaxError) return null;
    throw e;
  }
}

const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const ENCHANTABLE: Record<string, ObjectFilter> = {
  creature: { types: ['Creature'] }, artifact: { types: ['Artifact'] }, enchantment: { types: ['Enchantment'] },
  land: { types: ['Land'] }, planeswalker: { types: ['Planeswalker'] }, permanent: {},
};

/** The gift each word names (702.174d–i), as the engine spells it: token types capitalised, "card" not (checked by the type). */
const GIFTS: Record<string, NonNullable<KeywordAbility['gift']>> = { food: 'Food', card: 'card', treasure: 'Treasure', octopus: 'Octopus' };

const TYPE_WORDS: Record<string, string> = {
  artifacts: 'Artifact', creatures: 'Creature', enchantments: 'Enchantment', instants: 'Instant',
  sorceries: 'Sorcery', lands: 'Land', planeswalkers: 'Planeswalker',
};

/**
 * CR 702.16a — the quality of "protection from <words> [and from <words>]": colors ("all colors" is each color,
 * 702.16h), card types, multicolored, monocolored or everything (702.16j). Null for a quality the engine
 * doesn't model (a player, a name, a mix of kinds).
 */
function protectionQuality(parts: string[]): ProtectionQuality | null {
  if (parts.length === 1) {
    if (parts[0] === 'everything') return { everything: true };
    if (parts[0] === 'multicolored') return { multicolored: true };
    if (parts[0] === 'monocolored') return { monocolored: true };
    if (parts[0] === 'all colors') return { colors: Object.values(COLOR_WORDS) };
  }
  const colors = parts.map((w) => COLOR_WORDS[w]);
  if (colors.every(Boolean)) return { colors };
  const types = parts.map((w) => TYPE_WORDS[w]);
  return types.every(Boolean) ? { types } : null;
}

/**
 * One keyword as Oracle text writes it ("Flying", "Protection from black and from red", "Ward {2}",
 * "Enchant creature"), as the engine's keyword ability (CR 702), or null if the engine doesn't implement it.
 */
export function keywordAbility(word: string): AbilityDef | null {
  const lower = word.toLowerCase();
  if ((KEYWORDS as string[]).includes(lower)) return { kind: 'keyword', keyword: lower as Keyword };
  const costed = /^(equip|fortify|level up|reconfigure|ward|flashback|kicker|multikicker|cycling|morph|megamorph|disguise|mutate|miracle|madness|unearth|mayhem|bestow|outlast|scavenge|embalm|eternalize|buyback|entwine|escalate|replicate|squad|offspring|transmute|transfigure|evoke|dash|surge|spectacle|blitz|warp|prowl|freerunning|echo|cumulative upkeep) ((?:\{[0-9WUBRGCX/]+\})+)$/i.exec(word);
  if (costed) {
    const cost = manaCost(costed[2].toUpperCase());
    return cost ? { kind: 'keyword', keyword: costed[1].toLowerCase() as Keyword, cost, text: word } : null;
  }
  const pro = /^protection from ([\w ]+?(?: and from [\w ]+?)*)$/.exec(lower);
  if (pro) {
    const from = protectionQuality(pro[1].split(' and from '));
    return from ? { kind: 'keyword', keyword: 'protection', from, text: word } : null;
  }
  // CR 702.176a — "Impending N—{cost}".
  const impending = /^impending (\d+)—((?:\{[0-9WUBRGCX/]+\})+)$/i.exec(word);
  if (impending) {
    const cost = manaCost(impending[2].toUpperCase());
    return cost ? { kind: 'keyword', keyword: 'impending', n: Number(impending[1]), cost, text: word } : null;
  }
  // CR 702.24a — "Cumulative upkeep—Pay N life": N life for each age counter.
  const upkeepLife = /^cumulative upkeep—pay (\d+) life\.?$/.exec(lower);
  if (upkeepLife) return { kind: 'keyword', keyword: 'cumulative upkeep', lifeCost: Number(upkeepLife[1]), text: word.replace(/\.$/, '') };
  const numbered = /^(toxic|poisonous|bushido|afflict|crew|casualty|rampage|fading|vanishing|modular|soulshift|absorb|annihilator|afterlife|bloodthirst|graft|frenzy|renown|fabricate|amplify|saddle|firebending) (\d+)$/.exec(lower);
  if (numbered) return { kind: 'keyword', keyword: numbered[1] as Keyword, n: Number(numbered[2]), text: word };
  // CR 702.174d–i — "Gift a Food", "Gift a card", "Gift a Treasure", "Gift an Octopus" (not a tapped Fish or an extra turn).
  const gift = /^gift an? (food|card|treasure|octopus)$/.exec(lower);
  if (gift) return { kind: 'keyword', keyword: 'gift', gift: GIFTS[gift[1]], text: word };
  // CR 702.77a — "Reinforce N—{cost}".
  const reinforce = /^reinforce (\d+)—((?:\{[0-9WUBRGC/]+\})+)$/i.exec(word);
  const reinforceCost = reinforce && manaCost(reinforce[2].toUpperCase());
  if (reinforceCost) return { kind: 'keyword', keyword: 'reinforce', n: Number(reinforce![1]), cost: reinforceCost, text: word };
  const walk = /^(nonbasic land|plains|island|swamp|mountain|forest|desert)walk$/.exec(lower);
  if (walk) {
    // CR 702.14a — "<type>walk" names a land type; "nonbasic landwalk" lands without the basic supertype (702.14b).
    const landwalk: ObjectFilter = walk[1] === 'nonbasic land' ? { notSupertypes: ['Basic'] } : { subtypes: [walk[1][0].toUpperCase() + walk[1].slice(1)] };
    return { kind: 'keyword', keyword: 'landwalk', landwalk, text: word };
  }
  const enchant = /^enchant (\w+)$/.exec(lower);
  if (enchant && ENCHANTABLE[enchant[1]]) return { kind: 'keyword', keyword: 'enchant', enchant: ENCHANTABLE[enchant[1]], text: word };
  return null;
}
