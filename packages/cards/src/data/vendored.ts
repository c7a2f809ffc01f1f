import type { AltRole, CardLayout, PrintedCard } from '../../../engine/src/cards/printed';
import type { Color } from '../../../engine/src/mana/types';
import data from '../../data/cards.json' with { type: 'json' };
import added from '../../data/added-cards.json' with { type: 'json' };
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
let addedCache: PrintedCard[] | undefined;

/**
 * The files are committed and a test checks that they load cleanly, so an error here is a broken build,
 * not bad user input: it throws.
 */
function loadFile(records: unknown, file: string): PrintedCard[] {
  // The JSON's inferred type has plain strings for the unions; loadPrintedCards validates every field.
  const { cards, errors } = loadPrintedCards(records as VendoredCard[]);
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((e) => `${e.card}: ${e.field}: ${e.message}`).join('; ')}`);
  return cards;
}

/** The printed characteristics of every vendored card (generated from the seed), loaded once and shared: treat them as read-only. */
export function vendoredCards(): PrintedCard[] {
  cache ??= loadFile(data, 'data/cards.json');
  return cache;
}

/**
 * Cards added beyond the seed to exercise rules it has no card for (data/added-cards.json, same format,
 * edited by hand: scripts/vendor-cards.ts does not regenerate it). Read-only, like `vendoredCards`.
 */
export function addedCards(): PrintedCard[] {
  addedCache ??= loadFile(added, 'data/added-cards.json');
  return addedCache;
}
