import type { AltRole, CardLayout, PrintedCard } from '../../../engine/src/cards/printed';
import type { Color } from '../../../engine/src/mana/types';
import data from '../../data/cards.json' with { type: 'json' };
import { loadPrintedCards } from './load';

/**
 * One set of characteristics as stored in data/cards.json: a PrintedFace with the mana cost kept as
 * brace text ("{2}{U/B}", null for no mana cost) so the file stays readable and diffable.
 */
export interface VendoredFace {
  name: string;
  manaCost: string | null;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  oracleText: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
}

export interface VendoredAlt {
  role: AltRole;
  face: VendoredFace;
}

/** A card record in our data format (the vendored file and the importers' output), see PrintedCard. */
export interface VendoredCard {
  name: string;
  layout: CardLayout;
  normal: VendoredFace;
  alts: VendoredAlt[];
  /** Code of a set the card was printed in, when verified. */
  set: string | null;
  /** Provenance: every modernization, correction or unverified field. */
  notes: string[];
}

let cache: PrintedCard[] | undefined;

/**
 * The printed characteristics of every vendored card, loaded once and shared: treat them as read-only.
 * The file is committed and a test checks that it loads cleanly, so an error here is a broken build,
 * not bad user input: it throws.
 */
export function vendoredCards(): PrintedCard[] {
  if (!cache) {
    // The JSON's inferred type has plain strings for the unions; loadPrintedCards validates every field.
    const { cards, errors } = loadPrintedCards(data as unknown as VendoredCard[]);
    if (errors.length > 0) {
      throw new Error(`data/cards.json: ${errors.map((e) => `${e.card}: ${e.field}: ${e.message}`).join('; ')}`);
    }
    cache = cards;
  }
  return cache;
}
