import type { ObjectFilter } from '../cards/definition';
/** CR 105.1 — the five colors, by their WUBRG letter. */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/** CR 106.1b — the six types of mana: the five colors and colorless ('C'). */
export type ManaType = Color | 'C';

/** One half of a hybrid symbol (CR 107.4e): a color, colorless ({C/W}) or a generic number ({2/W}). */
export type HybridHalf = { color: Color } | { colorless: true } | { generic: number };

/**
 * CR 107.4 — one mana symbol of a cost.
 * - generic: {0}, {1}, {2}, ... (107.4b; {0} is 107.4d)
 * - variable: {X}, {Y}, {Z} (107.3, 107.4b)
 * - color: {W} {U} {B} {R} {G} (107.4a)
 * - colorless: {C} (107.4c)
 * - hybrid: {W/U}, {2/W}, {C/W} (107.4e); `phyrexian` marks {W/U/P} (107.4f)
 * - phyrexian: {W/P} (107.4f)
 * - snow: {S} (107.4h)
 */
export type ManaSymbol =
  | { kind: 'generic'; amount: number }
  | { kind: 'variable'; name: 'X' | 'Y' | 'Z' }
  | { kind: 'color'; color: Color }
  | { kind: 'colorless' }
  | { kind: 'hybrid'; halves: [HybridHalf, HybridHalf]; phyrexian: boolean }
  | { kind: 'phyrexian'; color: Color }
  | { kind: 'snow' };

/** A mana cost: its symbols in printed order. An object with no mana cost has `null` instead (CR 202.1b). */
export type ManaCost = ManaSymbol[];

/** One mana in a pool (CR 106.4), remembering what made it where rules care (snow, 106.3 / 107.4h). */
export interface ManaUnit {
  type: ManaType;
  /** Produced by a snow source (CR 106.3). */
  snow?: boolean;
  /** The object whose ability produced it, when known. */
  source?: string;
  /** CR 106.6 — "Spend this mana only to cast <spells>": the spells it may pay for (rules/r106-6-mana-restrictions.ts). */
  spendOnly?: ObjectFilter;
  /** CR 702.189a — kept in the pool as steps end, until the end of combat (firebending). */
  untilEndOfCombat?: true;
}

/**
 * A cost with every choice of CR 601.2b made: hybrid halves and Phyrexian life announced, X fixed.
 * This is what is actually paid with mana (601.2h).
 */
export interface PayableCost {
  /** Mana of one specific color each. */
  colored: Record<Color, number>;
  /** {C}: must be paid with colorless mana. */
  colorless: number;
  /** Generic mana: any type. */
  generic: number;
  /** {S}: one mana from a snow source each. */
  snow: number;
  /** Life to pay instead of Phyrexian symbols (2 each, CR 107.4f). */
  life: number;
}

/**
 * A choice announced for one hybrid or Phyrexian symbol (CR 601.2b): which half of a hybrid,
 * or whether a Phyrexian symbol is paid with 2 life.
 */
export type SymbolChoice = { half: 0 | 1 } | { life: true } | { mana: true };
