/**
 * Regenerates packages/cards/data/cards.json (and data/CORRECTIONS.md) from the hand-transcribed seed file
 * ../shared/cards/seed-cards.json, and packages/cards/data/sos-cards.json from ../shared/cards/sos-set.json
 * (every card of Secrets of Strixhaven and the extra cards rules questions use; records the seed also has
 * are repeated so the set is complete). Run: node --import tsx scripts/vendor-cards.ts
 * The output is committed; this script exists so it can be regenerated and so the seed is checked on the way:
 * every record must agree with its own mana cost, and must load into the engine's PrintedCard.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AltRole, CardLayout } from '../packages/engine/src/cards/printed';
import { parseManaCost } from '../packages/engine/src/mana/symbols';
import type { Color } from '../packages/engine/src/mana/types';
import { colorsOfCost, manaValue } from '../packages/engine/src/mana/value';
import { loadPrintedCards } from '../packages/cards/src/data/load';
import type { VendoredCard, VendoredFace } from '../packages/cards/src/data/vendored';
import { combineSplit, parseTypeLine } from '../packages/cards/src/import/common';

interface SeedFace {
  name: string;
  role?: 'main' | AltRole;
  mana_cost: string;
  mana_value: number;
  type_line: string;
  oracle_text: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  colors: Color[];
}

interface SeedCard extends SeedFace {
  layout: CardLayout;
  faces: SeedFace[];
  set: string | null;
  source: string;
  notes: string[];
}

interface Correction {
  field: keyof SeedCard;
  from: unknown;
  to: unknown;
  why: string;
}

/**
 * Seed records found wrong, keyed by card name. Each entry states the seed value it replaces, so a correction
 * that no longer matches the seed (fixed upstream, or changed) fails the run instead of silently overwriting.
 */
const CORRECTIONS: Record<string, Correction[]> = {
  'Meddling Mage': [
    { field: 'set', from: 'INV', to: 'PLS', why: 'Meddling Mage was first printed in Planeshift (PLS #116), not in Invasion.' },
  ],
  'True Polymorph': [
    {
      field: 'set',
      from: 'SOK',
      to: 'AFR',
      why: 'True Polymorph is from Adventures in the Forgotten Realms (AFR #80); Saviors of Kamigawa has no such card.',
    },
  ],
};

/** Records of sos-set.json found wrong, keyed by card name (applied the same way). */
const SOS_CORRECTIONS: Record<string, Correction[]> = {
  "Geometer's Arthropod": [
    {
      field: 'oracle_text',
      from: 'Whenever you cast a spell with {X} in its mana cost, look at the top X cards of your library. Put one of them into your hand and the rest of the bottom of your library in a random order.',
      to: 'Whenever you cast a spell with {X} in its mana cost, look at the top X cards of your library. Put one of them into your hand and the rest on the bottom of your library in a random order.',
      why: "The transcription's \"the rest of the bottom\" is a typo for the Oracle wording \"the rest on the bottom\" (the record's own note calls it a probable typo).",
    },
  ],
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const seedPath = resolve(root, '../shared/cards/seed-cards.json');
const sosPath = resolve(root, '../shared/cards/sos-set.json');
const outDir = resolve(root, 'packages/cards/data');
const problems: string[] = [];

const seed = (JSON.parse(readFileSync(seedPath, 'utf8')) as { cards: SeedCard[] }).cards;
correct(seed, CORRECTIONS, 'seed');

/** Applies a table of corrections to the records of one source file, noting each in the record. */
function correct(cards: SeedCard[], table: Record<string, Correction[]>, source: string): void {
  for (const [name, corrections] of Object.entries(table)) {
    const card = cards.find((c) => c.name === name);
    if (!card) problems.push(`correction for "${name}": no such ${source} card`);
    for (const c of corrections) {
      if (!card) continue;
      if (JSON.stringify(card[c.field]) !== JSON.stringify(c.from)) {
        problems.push(`correction ${name}.${c.field}: ${source} has ${JSON.stringify(card[c.field])}, expected ${JSON.stringify(c.from)}`);
        continue;
      }
      Object.assign(card, { [c.field]: c.to });
      card.notes = [...card.notes, `Vendoring correction: ${c.field} ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}. ${c.why}`];
    }
  }
}

const byName = (a: VendoredCard, b: VendoredCard) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const records = seed.map(vendor).sort(byName);
for (const e of loadPrintedCards(records).errors) problems.push(`${e.card}: ${e.field}: ${e.message}`);
const sosSeed = (JSON.parse(readFileSync(sosPath, 'utf8')) as { cards: SeedCard[] }).cards;
correct(sosSeed, SOS_CORRECTIONS, 'sos-set');
const sos = sosSeed.map(vendor).sort(byName);
for (const e of loadPrintedCards(sos).errors) problems.push(`sos-set: ${e.card}: ${e.field}: ${e.message}`);
// A card in both files must have the same characteristics (the set code may be verified only in one).
const seedByName = new Map(records.map((r) => [r.name, r]));
for (const r of sos) {
  const s = seedByName.get(r.name);
  if (s && JSON.stringify([s.layout, s.normal, s.alts]) !== JSON.stringify([r.layout, r.normal, r.alts])) problems.push(`sos-set: ${r.name}: differs from seed-cards.json`);
}
if (problems.length > 0) {
  console.error(`vendor-cards: ${problems.length} problem(s), nothing written:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
writeFileSync(resolve(outDir, 'cards.json'), `${JSON.stringify(records, null, 1)}\n`);
writeFileSync(resolve(outDir, 'CORRECTIONS.md'), correctionsDoc());
writeFileSync(resolve(outDir, 'sos-cards.json'), `${JSON.stringify(sos, null, 1)}\n`);
console.log(`vendor-cards: wrote ${records.length} cards to packages/cards/data/cards.json, ${sos.length} to packages/cards/data/sos-cards.json`);

/** One seed record in our format, after checking it against itself. */
function vendor(card: SeedCard): VendoredCard {
  const parts = card.faces.filter((f) => f.role !== 'main');
  const main = card.faces.find((f) => f.role === 'main');
  for (const f of [card, ...card.faces]) checkCost(card.name, f);
  const alts = parts.map((f, i) => ({ role: f.role as AltRole, face: face(f, `${card.name}: faces[${i}]`) }));
  const normal = card.layout === 'split' ? combineSplit(alts.map((a) => a.face)) : face(main ?? card, card.name);
  // The seed repeats the normal characteristics at the top level (split: combined); they must agree.
  const top = face({ ...card, name: normal.name, mana_cost: card.mana_cost.replaceAll(' // ', '') }, card.name);
  if (JSON.stringify(top) !== JSON.stringify(normal)) problems.push(`${card.name}: top-level fields differ from the normal face`);
  return { name: card.name, layout: card.layout, normal, alts, set: card.set, notes: card.notes };
}

function face(f: SeedFace, where: string): VendoredFace {
  return {
    name: f.name,
    manaCost: f.mana_cost || null,
    colors: f.colors,
    ...parseTypeLine(f.type_line, `${where}: type_line`),
    oracleText: f.oracle_text,
    power: f.power,
    toughness: f.toughness,
    loyalty: f.loyalty,
    defense: null,
  };
}

/**
 * CR 202.3 — mana_value must be the mana cost's; CR 202.2 — colors must be the cost's, except for a face with
 * no mana cost (a color indicator may color it, 204) or with devoid (702.114a).
 */
function checkCost(card: string, f: SeedFace): void {
  const cost = parseManaCost(f.mana_cost.replaceAll(' // ', ''));
  if (manaValue(cost) !== f.mana_value) problems.push(`${card} / ${f.name}: mana_value ${f.mana_value}, cost gives ${manaValue(cost)}`);
  const colors = colorsOfCost(cost);
  if (cost && !/^Devoid\b/m.test(f.oracle_text) && colors.join() !== f.colors.join()) {
    problems.push(`${card} / ${f.name}: colors ${f.colors.join('')}, cost gives ${colors.join('')}`);
  }
}

function correctionsDoc(): string {
  const listed = (table: Record<string, Correction[]>) => Object.entries(table).flatMap(([name, cs]) =>
    cs.map((c) => `- **${name}** — \`${c.field}\`: ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}. ${c.why}`),
  );
  const lines = listed(CORRECTIONS);
  return [
    '# Corrections to the seed card data',
    '',
    'Generated by `scripts/vendor-cards.ts` from its `CORRECTIONS` table: each record of',
    '`../shared/cards/seed-cards.json` that was found wrong and how `cards.json` differs from it.',
    'The affected records also carry the correction in their `notes`.',
    '',
    ...lines,
    '',
    '## Corrections to sos-set.json',
    '',
    'From its `SOS_CORRECTIONS` table, the same way, for `../shared/cards/sos-set.json` and `sos-cards.json`.',
    '',
    ...listed(SOS_CORRECTIONS),
    '',
  ].join('\n');
}
