/**
 * Why some cards have no behaviour yet, for `arbiter cards --unsupported` (DESIGN 7: never silently wrong).
 * A card listed here has no definition; the reason names what the engine's vocabulary lacks.
 */
export const unsupportedReasons: Record<string, string> = {
  'Brutal Cathar // Moonrage Brute': 'daybound and nightbound (702.145) with day and night (731), a "transforms into" trigger (712), and exiling a creature "until this creature leaves the battlefield" (610.3) are not implemented',
  'Codie, Vociferous Codex': '"you can\'t cast permanent spells", a delayed "when you cast your next spell" trigger that exiles until a lesser mana value, and a multi-mana ability are not implemented',
  'Dominating Licid': 'a creature becoming an Aura and attaching itself, with a special action to end the effect (Licid), is not implemented',
  'Esper Origins // Summon: Esper Maduin': 'putting a card onto the battlefield transformed (712.14a) is implemented, but the finality counter\'s replacement (122.1h), the condition "if this spell was cast from a graveyard" and its back face\'s chapter I ("Reveal the top card of your library. If it\'s a permanent card, put it into your hand.") are not',
  'Gonti, Lord of Luxury': 'spending mana as though it were mana of any type (609.4b), and exiling face down a card its controller may look at, are not implemented',
  Guile: 'a replacement of countering a spell, "can\'t be blocked except by three or more creatures" and a trigger from any zone to a graveyard are not implemented',
  'Magar of the Magic Strings': 'noting a card\'s name, face-down permanents with their own abilities (Unfinity) and copying a noted card are not implemented',
  'Spellweaver Volute': 'an Aura enchanting a card in a graveyard (303.4, 702.5) is not implemented',
  'The Book of Vile Darkness': 'a token created with the triggered abilities of exiled cards (not a copy) and exiling several named permanents as a cost are not implemented',
  'Ulalek, Fused Atrocity': 'copying every spell and every activated and triggered ability its controller controls is not implemented (its colorless hybrid mana cost is: seed 003 Elemental Resonance scenarios use it)',
};
