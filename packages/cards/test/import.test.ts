import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadPrintedCards, vendoredCards } from '../src/data/index';
import { importCardFile, importMtgjson, importScryfall, type ImportResult } from '../src/import/index';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const scryfall = importScryfall(fixture('scryfall-oracle-cards.json'));
const mtgjson = importMtgjson(fixture('mtgjson-atomic-cards.json'));
const summary = (r: ImportResult) => r.cards.map((c) => [c.name, c.layout, c.alts.map((a) => `${a.role}:${a.face.name}`)]);
const problems = (r: ImportResult) => r.errors.map((e) => [e.severity, e.index, e.card, e.field]);
const find = (r: ImportResult, name: string) => {
  const card = r.cards.find((c) => c.name === name);
  assert.ok(card, name);
  return card;
};

test('Scryfall: each layout maps to our record', () => {
  assert.deepEqual(summary(scryfall), [
    ['Lightning Bolt', 'normal', []],
    ['Fire // Ice', 'split', ['split_half:Fire', 'split_half:Ice']],
    ['Bonecrusher Giant // Stomp', 'adventure', ['adventure:Stomp']],
    ['Encouraging Aviator // Jump', 'prepare', ['prepare_spell:Jump']],
    ['Blitz Automaton', 'prototype', ['prototype:Blitz Automaton']],
    ['Delver of Secrets // Insectile Aberration', 'transform', ['back:Insectile Aberration']],
    ['Kitsune Mystic', 'normal', []],
  ]);
  assert.equal(find(scryfall, 'Lightning Bolt').set, 'LEA');
  const back = find(scryfall, 'Delver of Secrets // Insectile Aberration').alts[0].face;
  assert.deepEqual([back.manaCost, back.colors, back.power], [null, ['U'], '3']);
});

test('Scryfall: faces without colors take them from their mana cost', () => {
  const fire = find(scryfall, 'Fire // Ice');
  assert.deepEqual(fire.alts.map((a) => a.face.colors), [['R'], ['U']]);
  assert.deepEqual([fire.normal.name, fire.normal.manaCost, fire.normal.colors], ['Fire // Ice', '{1}{R}{1}{U}', ['U', 'R']]);
});

test('Scryfall: the prototype line gives the prototype cost, colors and P/T', () => {
  const { face } = find(scryfall, 'Blitz Automaton').alts[0];
  assert.deepEqual([face.manaCost, face.colors, face.power, face.toughness], ['{2}{R}', ['R'], '3', '2']);
});

test('Scryfall: bad records are reported with index, name and field; tokens and unknown layouts warn', () => {
  assert.deepEqual(problems(scryfall), [
    ['warning', 6, 'Kitsune Mystic // Autumn-Tail, Kitsune Sage', 'layout'],
    ['warning', 7, 'Goblin', 'layout'],
    ['error', 8, 'Broken Cost', 'mana_cost'],
    ['error', 9, 'Broken Power', 'power'],
    ['error', 10, 'Broken Type Line', 'type_line'],
    ['error', 11, 'Broken Split', 'card_faces'],
    ['error', 12, null, '(record)'],
    ['error', 13, null, 'name'],
  ]);
  assert.match(scryfall.errors[2].message, /\{2\}\{Q\}.*character 4/);
  assert.match(scryfall.errors[4].message, /"Artifcat"/);
});

test('MTGJSON: faces are ordered by side and mapped like Scryfall', () => {
  assert.deepEqual(summary(mtgjson), [
    ['Lightning Bolt', 'normal', []],
    ['Fire // Ice', 'split', ['split_half:Fire', 'split_half:Ice']],
    ['Bonecrusher Giant // Stomp', 'adventure', ['adventure:Stomp']],
    ['Blitz Automaton', 'prototype', ['prototype:Blitz Automaton']],
    ['Delver of Secrets // Insectile Aberration', 'transform', ['back:Insectile Aberration']],
  ]);
  assert.deepEqual(problems(mtgjson), [
    ['error', 5, 'Broken Cost', '[0].manaCost'],
    ['error', 6, 'Broken Types', '[0].types'],
    ['error', 7, 'Broken Colors', '[0].colors'],
    ['error', 8, 'Empty Entry', '(entry)'],
  ]);
});

test('imported cards load, and match the vendored printed characteristics', () => {
  for (const result of [scryfall, mtgjson]) {
    const { cards, errors } = loadPrintedCards(result.cards);
    assert.deepEqual(errors, []);
    for (const name of ['Fire // Ice', 'Bonecrusher Giant // Stomp', 'Blitz Automaton', 'Lightning Bolt']) {
      assert.deepEqual(
        cards.find((c) => c.name === name),
        vendoredCards().find((c) => c.name === name),
        name,
      );
    }
  }
});

test('importCardFile tells the formats apart', () => {
  const s = importCardFile(fixture('scryfall-oracle-cards.json'));
  const m = importCardFile(fixture('mtgjson-atomic-cards.json'));
  assert.deepEqual([s.format, s.cards.length, m.format, m.cards.length], ['scryfall', 7, 'mtgjson', 5]);
  const neither = importCardFile('{"cards": []}');
  assert.equal(neither.format, null);
  assert.match(neither.errors[0].message, /expected a Scryfall bulk data array or an MTGJSON AtomicCards object/);
  assert.match(importScryfall('{"data": {}}').errors[0].message, /expected a Scryfall bulk data array/);
  assert.match(importMtgjson('[]').errors[0].message, /expected an MTGJSON AtomicCards object/);
});

test('JSON syntax errors are reported with line and column, never thrown', () => {
  const at = (text: string) => importCardFile(text).errors.map((e) => e.message);
  assert.deepEqual(at('[\n {"name": "Shock",}\n]'), ['invalid JSON at line 2, column 19: unexpected "}"']);
  assert.deepEqual(at('{\n "data": [1,\n 2,, 3]}'), ['invalid JSON at line 3, column 4: unexpected ","']);
  assert.deepEqual(at('[{"name": "Sho'), ['invalid JSON at line 1, column 15: unexpected end of file']);
  assert.deepEqual(at('[] x'), ['invalid JSON at line 1, column 4: unexpected "x"']);
  assert.deepEqual(at('["\\q"]'), ['invalid JSON at line 1, column 3: unexpected "\\\\"']);
  assert.deepEqual(importCardFile('\uFEFF[]'), { format: 'scryfall', cards: [], errors: [] });
});
