import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  addGeneric,
  addPayable,
  emptyPayableCost,
  legalChoicesFor,
  symbolChoicesNeeded,
  toPayableCost,
  totalManaOf,
} from '../../src/mana/announce';
import { parseManaCost } from '../../src/mana/symbols';
import type { ManaCost, PayableCost } from '../../src/mana/types';

const cost = (text: string): ManaCost => parseManaCost(text) ?? [];
const payable = (p: Partial<Omit<PayableCost, 'colored'>> & { colored?: Partial<PayableCost['colored']> }): PayableCost => {
  const empty = emptyPayableCost();
  return { ...empty, ...p, colored: { ...empty.colored, ...p.colored } };
};

test('CR 601.2b: hybrid and Phyrexian symbols need an announcement', () => {
  assert.deepEqual(symbolChoicesNeeded(cost('{1}{W/U}{G}{B/P}{2/R}{C/W}{W/U/P}{X}{S}')), [1, 3, 4, 5, 6]);
});

test('CR 107.4e, 107.4f: the legal announcements of each symbol', () => {
  const [hybrid, phyrexian, hybridPhyrexian, plain] = cost('{W/U}{W/P}{W/U/P}{W}');
  assert.deepEqual(legalChoicesFor(hybrid), [{ half: 0 }, { half: 1 }]);
  assert.deepEqual(legalChoicesFor(phyrexian), [{ mana: true }, { life: true }]);
  assert.deepEqual(legalChoicesFor(hybridPhyrexian), [{ half: 0 }, { half: 1 }, { life: true }]);
  assert.deepEqual(legalChoicesFor(plain), []);
});

test('CR 107.4e: {C/W} announced as {C} or as {W}', () => {
  assert.deepEqual(toPayableCost(cost('{C/W}'), { 0: { half: 0 } }, 0), payable({ colorless: 1 }));
  assert.deepEqual(toPayableCost(cost('{C/W}'), { 0: { half: 1 } }, 0), payable({ colored: { W: 1 } }));
});

test('CR 107.4e: {2/W} announced as two generic or as {W}', () => {
  assert.deepEqual(toPayableCost(cost('{1}{2/W}'), { 1: { half: 0 } }, 0), payable({ generic: 3 }));
  assert.deepEqual(toPayableCost(cost('{1}{2/W}'), { 1: { half: 1 } }, 0), payable({ generic: 1, colored: { W: 1 } }));
});

test('CR 107.4f: Phyrexian symbols paid with 2 life or with mana', () => {
  const c = cost('{1}{B/P}{B/P}');
  assert.deepEqual(toPayableCost(c, { 1: { life: true }, 2: { mana: true } }, 0), payable({ generic: 1, colored: { B: 1 }, life: 2 }));
  assert.deepEqual(toPayableCost(c, { 1: { life: true }, 2: { life: true } }, 0), payable({ generic: 1, life: 4 }));
});

test('CR 107.4f: hybrid Phyrexian announced as either half or 2 life', () => {
  const c = cost('{G/U/P}');
  assert.deepEqual(toPayableCost(c, { 0: { half: 1 } }, 0), payable({ colored: { U: 1 } }));
  assert.deepEqual(toPayableCost(c, { 0: { life: true } }, 0), payable({ life: 2 }));
});

test('CR 107.3a: each {X} adds the announced X; colored, {C} and {S} are kept', () => {
  assert.deepEqual(toPayableCost(cost('{X}{X}{R}{C}{S}'), {}, 3), payable({ generic: 6, colored: { R: 1 }, colorless: 1, snow: 1 }));
});

test('CR 601.2b: a missing announcement is a typed error with the symbol index', () => {
  assert.deepEqual(toPayableCost(cost('{1}{W/U}'), {}, 0), { error: 'announce how {W/U} will be paid', rule: '601.2b', index: 1 });
});

test('CR 107.4f: an illegal announcement is a typed error naming the rule', () => {
  assert.deepEqual(toPayableCost(cost('{W/P}'), { 0: { half: 1 } }, 0), {
    error: '{"half":1} is not a way to pay {W/P}',
    rule: '107.4f',
    index: 0,
  });
  assert.equal((toPayableCost(cost('{W/U/P}'), { 0: { mana: true } }, 0) as { rule: string }).rule, '107.4f');
  assert.equal((toPayableCost(cost('{W/U}'), { 0: { life: true } }, 0) as { rule: string }).rule, '107.4e');
});

test('CR 601.2b: an announcement for a symbol that needs none is an error', () => {
  assert.deepEqual(toPayableCost(cost('{W}'), { 0: { mana: true } }, 0), { error: 'symbol 0 needs no announcement', rule: '601.2b', index: 0 });
  assert.equal((toPayableCost(cost('{W/U}'), { 0: { half: 0 }, 5: { half: 0 } }, 0) as { index: number }).index, 5);
});

test('CR 107.3a: X must be a whole number of at least 0', () => {
  assert.equal((toPayableCost(cost('{X}'), {}, -1) as { rule: string }).rule, '107.3a');
  assert.equal((toPayableCost(cost('{X}'), {}, 1.5) as { rule: string }).rule, '107.3a');
});

test('CR 601.2f, 118.7a, 107.4h: generic reductions never go below 0 nor touch {S}', () => {
  const c = payable({ generic: 2, colored: { G: 1 }, snow: 1 });
  assert.deepEqual(addGeneric(c, -3), payable({ generic: 0, colored: { G: 1 }, snow: 1 }));
  assert.deepEqual(addGeneric(c, 2), payable({ generic: 4, colored: { G: 1 }, snow: 1 }));
  assert.equal(c.generic, 2);
});

test('CR 601.2f: adding costs and counting their mana', () => {
  const sum = addPayable(payable({ generic: 1, colored: { U: 1 }, life: 2 }), payable({ colored: { U: 1, R: 1 }, colorless: 1, snow: 1 }));
  assert.deepEqual(sum, payable({ generic: 1, colored: { U: 2, R: 1 }, colorless: 1, snow: 1, life: 2 }));
  assert.equal(totalManaOf(sum), 6);
});
