/**
 * Why some cards have no behaviour yet, for `arbiter cards --unsupported` (DESIGN 7: never silently wrong).
 * A card listed here has no definition; the reason names what the engine's vocabulary lacks.
 */
export const unsupportedReasons: Record<string, string> = {};
