import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadPrintedCards, vendoredCards, type VendoredCard } from '../src/data/index';

const text = readFileSync(new URL('../data/cards.json', import.meta.url), 'utf8');
const records = JSON.parse(text) as VendoredCard[];
const byName = (name: string) => {
  const card = vendoredCards().find((c) => c.name === name);
  assert.ok(card, name);
  return card;
};

test('every vendored card loads without errors', () => {
  const { cards, errors } = loadPrintedCards(records);
  assert.deepEqual(errors, []);
  assert.equal(cards.length, 172);
  assert.equal(vendoredCards().length, 172);
});

test('the vendored file is sorted by name, unique, and in the generator’s format', () => {
  const names = records.map((r) => r.name);
  assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  assert.equal(new Set(names).size, names.length);
  assert.equal(text, `${JSON.stringify(records, null, 1)}\n`);
});

test('cards per layout match the seed', () => {
  const counts: Record<string, number> = {};
  for (const c of vendoredCards()) counts[c.layout] = (counts[c.layout] ?? 0) + 1;
  assert.deepEqual(counts, { prepare: 46, normal: 101, prototype: 17, omen: 1, adventure: 2, split: 1, saga: 3, transform: 1 });
});

test("Encouraging Aviator's prepare spell is Jump, a blue instant costing {U}", () => {
  const card = byName('Encouraging Aviator // Jump');
  assert.equal(card.normal.name, 'Encouraging Aviator');
  assert.deepEqual(card.normal.subtypes, ['Bird', 'Wizard']);
  assert.equal(card.alts.length, 1);
  const [{ role, face }] = card.alts;
  assert.equal(role, 'prepare_spell');
  assert.equal(face.name, 'Jump');
  assert.deepEqual(face.types, ['Instant']);
  assert.deepEqual(face.colors, ['U']);
  assert.deepEqual(face.manaCost, [{ kind: 'color', color: 'U' }]);
});

test("Blitz Automaton's prototype is {2}{R} 3/2 red; its normal characteristics {7} 6/4 colorless", () => {
  const card = byName('Blitz Automaton');
  assert.deepEqual(card.normal.manaCost, [{ kind: 'generic', amount: 7 }]);
  assert.deepEqual([card.normal.power, card.normal.toughness, card.normal.colors], ['6', '4', []]);
  const [{ role, face }] = card.alts;
  assert.equal(role, 'prototype');
  assert.deepEqual(face.manaCost, [{ kind: 'generic', amount: 2 }, { kind: 'color', color: 'R' }]);
  assert.deepEqual([face.power, face.toughness, face.colors], ['3', '2', ['R']]);
  assert.deepEqual([face.name, face.types, face.oracleText], [card.normal.name, card.normal.types, card.normal.oracleText]);
});

test('a split card’s normal characteristics combine its halves (CR 709.4)', () => {
  const card = byName('Fire // Ice');
  assert.equal(card.normal.name, 'Fire // Ice');
  assert.equal(card.normal.manaCost?.length, 4);
  assert.deepEqual(card.normal.colors, ['U', 'R']);
  assert.deepEqual(card.alts.map((a) => [a.role, a.face.name]), [['split_half', 'Fire'], ['split_half', 'Ice']]);
});

test('type lines are split into supertypes, types and subtypes', () => {
  assert.deepEqual(
    [byName('Urza\'s Saga').normal, byName('Forest').normal].map((f) => [f.supertypes, f.types, f.subtypes]),
    [
      [[], ['Enchantment', 'Land'], ["Urza's", 'Saga']],
      [['Basic'], ['Land'], ['Forest']],
    ],
  );
  const back = byName('Esper Origins // Summon: Esper Maduin').alts[0];
  assert.deepEqual([back.role, back.face.manaCost, back.face.colors], ['back', null, ['G']]);
});

test('vendoring corrections are applied and noted', () => {
  const mage = records.find((r) => r.name === 'Meddling Mage');
  assert.equal(mage?.set, 'PLS');
  assert.match(mage?.notes.join(' ') ?? '', /Vendoring correction: set "INV" → "PLS"/);
  assert.equal(records.find((r) => r.name === 'True Polymorph')?.set, 'AFR');
});
