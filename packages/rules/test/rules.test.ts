import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareRuleNumbers, normalizeRuleNumber, rule, ruleExists, ruleText } from '../src/index';

test('rule 722 is Preparation Cards (seed 000); the January 2026 file\'s 722–732 are 723–733', () => {
  assert.equal(rule('722')!.text, 'Preparation Cards');
  assert.match(rule('722.3c')!.text, /creates a copy of that object in exile/);
  assert.equal(rule('723')!.text, 'Controlling Another Player');
  assert.equal(rule('730')!.text, 'Merging with Permanents');
  assert.equal(rule('733')!.text, 'Handling Illegal Actions');
  assert.match(rule('733.1')!.text, /the entire action is reversed/);
  assert.equal(ruleExists('734'), false);
});

test('cross-references inside renumbered rules follow the renumbering (702.140 mutate → 730 merging)', () => {
  assert.match(rule('702.140c')!.text + rule('702.140e')!.text, /rule 730\b|730\.\d/);
  assert.doesNotMatch(rule('730.2')!.text, /\b729\.\d/);
});

test('subrules are listed in document order and printed under their rule', () => {
  assert.deepEqual(rule('722.3')!.subrules, ['722.3a', '722.3b', '722.3c', '722.3d']);
  assert.deepEqual(rule('722')!.subrules, ['722.1', '722.2', '722.3', '722.4', '722.5']);
  const text = ruleText('722.2')!;
  assert.ok(text.startsWith('722.2. The text that appears'));
  assert.ok(text.indexOf('722.2a') < text.indexOf('722.2c'));
  assert.ok(compareRuleNumbers('100.2', '100.10') < 0 && compareRuleNumbers('100.1a', '100.2') < 0);
});

test('under amended: the clean texts of seed 003, a removed rule, and unchanged rules as in cr', () => {
  const amended = rule('722.3c', { ruleset: 'amended' })!;
  assert.equal(amended.source, 'amended');
  assert.match(amended.text, /creates an object with the characteristics of the prepare spell in exile/);
  assert.equal(ruleExists('722.3d', { ruleset: 'amended' }), false);
  assert.equal(ruleExists('722.3d'), true);
  assert.equal(rule('722.2e', { ruleset: 'amended' })!.source, 'amended');
  assert.equal(ruleExists('722.2e'), false);
  assert.equal(rule('601.2i', { ruleset: 'amended' })!.source, 'cr');
  assert.equal(rule('704.5e', { ruleset: 'amended' })!.source !== 'cr', true);
});

test('numbers are read the way people write them', () => {
  assert.equal(normalizeRuleNumber('CR 722.3c.'), '722.3c');
  assert.equal(normalizeRuleNumber('rule 104'), '104');
  assert.equal(normalizeRuleNumber('hello'), null);
});
