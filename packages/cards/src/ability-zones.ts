import type { CardEntry } from '@arbiter/engine';

/**
 * CR 113.6b, 113.6k, 113.6m — trigger conditions that function outside the battlefield: "when you cycle / discard
 * this card" (in a hand), "if this card is in your graveyard", "put into a graveyard from anywhere", "return this
 * card from your graveyard". The engine fires triggered abilities of permanents, emblems (113.6p), of a spell's own
 * "when you cast this spell" (113.6b; trigger `self`), of cards in a graveyard whose ability is marked
 * `zone: 'graveyard'` (113.6k: "return this card from your graveyard") and, looking back, of permanents that left
 * (603.10a) only: a card with another such ability would play with that ability silently ignored, so it is
 * unsupported until it fires.
 */
const OUTSIDE_THE_BATTLEFIELD: [RegExp, string][] = [
  [/\byou cast this spell\b/i, 'on the stack (a "when you cast this spell" trigger)'],
  [/\byou (cycle|discard) (this card|~)\b/i, 'in a hand (a cycling or discard trigger of the card itself)'],
  [/\b(this card|~) is in (your|a) (graveyard|hand|library)\b/i, 'in a graveyard, hand or library'],
  [/\bfrom anywhere\b/i, 'from any zone ("from anywhere")'],
  [/\b(this card|~) from (your|a) graveyard\b/i, 'in a graveyard (it moves the card from there)'],
  [/\b(this card|~) is exiled\b/i, 'in exile'],
];

/** The entry of an ability that moves its card out of a graveyard, which works when the ability is marked `zone: 'graveyard'`. */
const FROM_GRAVEYARD = 4;

/**
 * The reason `entry` can't be listed as playable because one of its triggered abilities works only outside
 * the battlefield, where the engine never fires it; null if none does.
 */
export function unfiredTrigger(entry: CardEntry): string | null {
  for (const face of Object.values(entry.behaviour ?? {})) {
    for (const ab of face?.abilities ?? []) {
      if (ab.kind !== 'triggered') continue;
      const onStack = ab.trigger.on === 'cast' && ab.trigger.self; // 113.6b: fired by the engine (r603-triggers.ts)
      const inGraveyard = ab.zone === 'graveyard'; // 113.6k: fired there by the engine (r603-triggers.ts)
      const hit = OUTSIDE_THE_BATTLEFIELD.find(([re], i) => re.test(ab.text) && !(i === 0 && onStack) && !(i === FROM_GRAVEYARD && inGraveyard));
      if (hit) return `its triggered ability "${ab.text}" functions ${hit[1]} (113.6b, 113.6k), where the engine never fires triggers`;
    }
  }
  return null;
}

/**
 * CR 113.6j, 113.6m, 602.1 — an activated ability whose cost or effect moves the card out of its owner's graveyard
 * ("Exile this card from your graveyard: ...", "Return this card from your graveyard to your hand") functions only
 * there. The engine activates abilities from the battlefield, from a hand ("Discard this card") and from a graveyard
 * when the ability says so (`zone: 'graveyard'`): one whose text works from a graveyard but isn't marked so would be
 * offered in the wrong zone, so the card is unsupported. Null if none is.
 */
export function misplacedActivation(entry: CardEntry): string | null {
  for (const face of Object.values(entry.behaviour ?? {})) {
    for (const ab of face?.abilities ?? []) {
      if (ab.kind !== 'activated') continue;
      const fromGraveyard = /\b(this card|~) from (your|a) graveyard\b/i.test(ab.text);
      if (fromGraveyard !== (ab.zone === 'graveyard')) {
        return `its activated ability "${ab.text}" functions ${fromGraveyard ? 'in a graveyard' : 'on the battlefield'} (113.6m), but it is defined for ${ab.zone ?? 'the battlefield'}`;
      }
    }
  }
  return null;
}
