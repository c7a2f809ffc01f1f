import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keywordAbility } from '../src/keywords';
import { defaultRegistry } from '../src/registry';

test('keywords with a parameter are read from Oracle text (CR 702)', () => {
  assert.deepEqual(keywordAbility('Protection from white and from blue'), { kind: 'keyword', keyword: 'protection', from: { colors: ['W', 'U'] }, text: 'Protection from white and from blue' });
  assert.deepEqual(keywordAbility('Ward {2}'), { kind: 'keyword', keyword: 'ward', cost: [{ kind: 'generic', amount: 2 }], text: 'Ward {2}' });
  assert.deepEqual(keywordAbility('Enchant creature'), { kind: 'keyword', keyword: 'enchant', enchant: { types: ['Creature'] }, text: 'Enchant creature' });
  assert.deepEqual(keywordAbility('first strike'), { kind: 'keyword', keyword: 'first strike' });
});

test('keywords the engine does not implement are not read (the card stays unsupported)', () => {
  assert.equal(keywordAbility('Ward—Pay 2 life.'), null);
  assert.equal(keywordAbility('Protection from Dragons'), null);
  assert.equal(keywordAbility('Cycling {Q}'), null);
});

test('keyword-only added cards derive their behaviour; the others have definitions', () => {
  const reg = defaultRegistry();
  for (const name of ['White Knight', 'Black Knight', 'Hundroog', 'Holy Strength', 'Spectral Flight', 'Bonesplitter', 'Burst Lightning', 'Firebolt', 'Think Twice']) {
    assert.equal(reg.get(name)?.unsupported, undefined, name);
  }
});

test('keywords that represent other abilities are read with their cost or number (CR 702.24a, 702.30a, 702.63a, 702.63b)', () => {
  assert.deepEqual(keywordAbility('Cumulative upkeep {1}'), { kind: 'keyword', keyword: 'cumulative upkeep', cost: [{ kind: 'generic', amount: 1 }], text: 'Cumulative upkeep {1}' });
  assert.deepEqual(keywordAbility('Cumulative upkeep—Pay 1 life.'), { kind: 'keyword', keyword: 'cumulative upkeep', lifeCost: 1, text: 'Cumulative upkeep—Pay 1 life' });
  assert.deepEqual(keywordAbility('Echo {2}{R}'), { kind: 'keyword', keyword: 'echo', cost: [{ kind: 'generic', amount: 2 }, { kind: 'color', color: 'R' }], text: 'Echo {2}{R}' });
  assert.deepEqual(keywordAbility('Modular 2'), { kind: 'keyword', keyword: 'modular', n: 2, text: 'Modular 2' });
  assert.deepEqual(keywordAbility('Vanishing'), { kind: 'keyword', keyword: 'vanishing' });
  assert.equal(keywordAbility('Cumulative upkeep—Sacrifice a land.'), null);
  assert.equal(keywordAbility('Modular—Sunburst'), null);
});
