import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseManaCost } from '../../src/mana/symbols';
import { colorsOfCost, manaValue } from '../../src/mana/value';

const mv = (text: string, x?: number): number => manaValue(parseManaCost(text), x);
const colors = (text: string): string => colorsOfCost(parseManaCost(text)).join('');

test('CR 202.3a: no mana cost has mana value 0', () => {
  assert.equal(mv(''), 0);
  assert.equal(mv('{0}'), 0);
});

test('CR 202.3: generic, colored, colorless and snow symbols add up', () => {
  assert.equal(mv('{3}{W}{W}{C}{S}'), 7);
});

test('CR 202.3e: every {X} counts X — 0 off the stack, the chosen value on it', () => {
  assert.equal(mv('{X}{X}{R}'), 1);
  assert.equal(mv('{X}{X}{R}', 3), 7);
});

test('CR 202.3f: hybrid symbols count their largest half', () => {
  assert.equal(mv('{2/W}{2/W}'), 4);
  assert.equal(mv('{C/W}'), 1);
  assert.equal(mv('{1}{W/U}{W/U}'), 3);
  assert.equal(mv('{2/B}{2/B}{2/B}'), 6);
});

test('CR 202.3g: Phyrexian and hybrid Phyrexian symbols count 1', () => {
  assert.equal(mv('{1}{W/P}{W/P}'), 3);
  assert.equal(mv('{W/U/P}'), 1);
});

test('CR 202.2b: no colored symbol means colorless', () => {
  assert.deepEqual(colorsOfCost(null), []);
  assert.equal(colors('{X}{3}{C}{S}'), '');
});

test('CR 202.2c: colors come in WUBRG order without duplicates', () => {
  assert.equal(colors('{G}{W}{G}{U}'), 'WUG');
});

test('CR 107.4e, 202.2d: a hybrid symbol is all its colors; {2/W} and {C/W} are white', () => {
  assert.equal(colors('{R/W}'), 'WR');
  assert.equal(colors('{2/W}'), 'W');
  assert.equal(colors('{C/W}'), 'W');
});

test('CR 107.4f, 202.2d: Phyrexian symbols are colored; hybrid Phyrexian is both colors', () => {
  assert.equal(colors('{B/P}'), 'B');
  assert.equal(colors('{G/U/P}'), 'UG');
});
