import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findCardName, suggestNames, vendoredCards } from '../src/data/index';

const names = vendoredCards().map((c) => c.name);

test('suggestNames: a misspelling finds the card', () => {
  assert.equal(suggestNames('Lightening Bolt', names)[0], 'Lightning Bolt');
  assert.equal(suggestNames('lightnig blot', names)[0], 'Lightning Bolt');
  assert.equal(suggestNames('Serra Angle', names)[0], 'Serra Angel');
});

test('suggestNames: prefixes and substrings, also of face names, come first', () => {
  assert.deepEqual(suggestNames('Emeritus of', names, 2), ['Emeritus of Abundance // Regrowth', 'Emeritus of Conflict // Lightning Bolt']);
  assert.equal(suggestNames('Aviator', names)[0], 'Encouraging Aviator // Jump');
  assert.equal(suggestNames('Stomp', names)[0], 'Bonecrusher Giant // Stomp');
});

test('suggestNames: nothing close gives nothing; max is respected', () => {
  assert.deepEqual(suggestNames('Xyzzy Quux', names), []);
  assert.deepEqual(suggestNames('', names), []);
  assert.equal(suggestNames('Emeritus', names, 5).length, 5);
});

test('findCardName: exact names, case-insensitively', () => {
  assert.equal(findCardName('lightning bolt', names), 'Lightning Bolt');
  assert.equal(findCardName('  FIRE // ICE ', names), 'Fire // Ice');
  assert.equal(findCardName('Volrath’s Shapeshifter', names), "Volrath's Shapeshifter");
});

test('findCardName: a front face names its multi-part card; other parts only their own card', () => {
  assert.equal(findCardName('Encouraging Aviator', names), 'Encouraging Aviator // Jump');
  assert.equal(findCardName('Jump', names), 'Jump');
  assert.equal(findCardName('Heroic Stanza', names), null);
  assert.equal(findCardName('Lightning Blot', names), null);
});
