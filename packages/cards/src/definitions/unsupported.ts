/**
 * Why some cards have no behaviour yet, for `arbiter cards --unsupported` (DESIGN 7: never silently wrong).
 * A card listed here has no definition; the reason names what the engine's vocabulary lacks.
 */
export const unsupportedReasons: Record<string, string> = {
  'Kirol, History Buff // Pack a Punch':
    'the batched trigger "whenever one or more cards leave your graveyard" (cards leaving together trigger it once)',
  'Spiritcall Enthusiast // Scrollboost':
    'the batched trigger "whenever one or more tokens you control enter"',
  Recommission: '"If a creature enters this way, it enters with an additional +1/+1 counter" (counters on entering that depend on the card type)',
};
