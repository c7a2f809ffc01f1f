import type { Color, ManaCost } from '../mana/types';

/**
 * CR 205 — card types, supertypes and subtypes as printed on a type line.
 * Kept as plain strings ("Creature", "Legendary", "Goblin") as the rules spell them.
 */
export interface TypeLine {
  supertypes: string[];
  types: string[];
  subtypes: string[];
}

/**
 * One set of printed characteristics (CR 109.3): a card's normal characteristics, or one of its
 * alternative sets (prepare spell 722.2, prototype 718.2, Adventure 715.2, Omen 720.2, split half 709.2).
 */
export interface PrintedFace extends TypeLine {
  name: string;
  /** null: the object has no mana cost (CR 202.1b); [] never occurs for printed cards except {0}. */
  manaCost: ManaCost | null;
  /** CR 202.2 / 204 — colors as printed (from the cost, or a color indicator). */
  colors: Color[];
  oracleText: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
}

/** How a card's printed parts relate (CR 709 split, 715 Adventure, 718 prototype, 720 Omen, 722 prepare). */
export type CardLayout =
  | 'normal'
  | 'prepare'
  | 'prototype'
  | 'adventure'
  | 'omen'
  | 'split'
  | 'saga'
  | 'transform';

/** The role of an alternative characteristic set on its card. */
export type AltRole = 'prepare_spell' | 'prototype' | 'adventure' | 'omen' | 'split_half' | 'back';

export interface PrintedAlt {
  role: AltRole;
  face: PrintedFace;
}

/**
 * A printed card: its normal characteristics (what it is in every zone unless a rule says otherwise,
 * CR 715.4, 718.4, 720.4, 722.4) and its alternative characteristic sets.
 * For a split card `normal` holds the combined characteristics (709.4) and `alts` the two halves.
 * For a prototype card the prototype alt carries only mana cost, colors, power and toughness that differ (718.3);
 * its other fields repeat the normal ones.
 */
export interface PrintedCard {
  name: string;
  layout: CardLayout;
  normal: PrintedFace;
  alts: PrintedAlt[];
}
