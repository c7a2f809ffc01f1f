import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseManaCost, ruleset } from '@arbiter/engine';
import { manaRepresentedBy } from '../../src/rules/r106-mana';

const of = (cost: string, base: 'cr' | 'amended') => manaRepresentedBy(parseManaCost(cost)!, ruleset(base));

test('CR 106.8–106.11: colored, colorless, Phyrexian, generic and snow symbols add fixed mana; {X} adds none', () => {
  assert.deepEqual(of('{X}{2}{W}{C}{B/P}{S}', 'cr'), { fixed: ['C', 'C', 'W', 'C', 'B', 'C'], hybrids: [] });
});

test('CR 106.8: a hybrid symbol offers its halves: a color, or a generic number as that much colorless mana', () => {
  const { hybrids } = of('{W/U}{2/G}', 'cr');
  assert.deepEqual(hybrids.map((h) => h.options.map((o) => o.mana)), [[['W'], ['U']], [['C', 'C'], ['G']]]);
  assert.ok(hybrids.every((h) => !h.silent));
});

test('hybridColorlessProduction: {C/W} offers only {W} under cr (rules silent) and {C} or {W} under amended', () => {
  const [cr] = of('{C/W}', 'cr').hybrids;
  assert.deepEqual(cr.options.map((o) => o.label), ['{W}']);
  assert.equal(cr.silent, true);
  const [amended] = of('{C/W}', 'amended').hybrids;
  assert.deepEqual(amended.options.map((o) => o.label), ['{C}', '{W}']);
  assert.equal(amended.silent, false);
});
