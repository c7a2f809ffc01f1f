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
