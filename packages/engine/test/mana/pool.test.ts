import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { emptyPayableCost } from '../../src/mana/announce';
import { findPoolPayment, isValidPoolPayment, removeFromPool } from '../../src/mana/pool';
import { COLORS, type ManaType, type ManaUnit, type PayableCost } from '../../src/mana/types';

/** Units from text like "W G* C" (* = from a snow source). */
const units = (text: string): ManaUnit[] =>
  text.split(' ').filter(Boolean).map((t) => ({ type: t[0] as ManaType, ...(t.endsWith('*') ? { snow: true } : {}) }));
/** A payable cost from text like "W W C S 2". */
const cost = (text: string): PayableCost => {
  const c = emptyPayableCost();
  for (const t of text.split(' ').filter(Boolean)) {
    if (/\d/.test(t)) c.generic += Number(t);
    else if (t === 'C') c.colorless++;
    else if (t === 'S') c.snow++;
    else c.colored[t as 'W']++;
  }
  return c;
};

/** An independent brute force: can these units pay the cost exactly, symbol by symbol? */
function bruteForce(pool: ManaUnit[], c: PayableCost): boolean {
  const slots: ((u: ManaUnit) => boolean)[] = [
    ...COLORS.flatMap((color) => Array<(u: ManaUnit) => boolean>(c.colored[color]).fill((u) => u.type === color)),
    ...Array<(u: ManaUnit) => boolean>(c.colorless).fill((u) => u.type === 'C'),
    ...Array<(u: ManaUnit) => boolean>(c.snow).fill((u) => u.snow === true),
    ...Array<(u: ManaUnit) => boolean>(c.generic).fill(() => true),
  ];
  const used = new Set<number>();
  const fill = (s: number): boolean =>
    s === slots.length ||
    pool.some((u, i) => {
      if (used.has(i) || !slots[s](u)) return false;
      used.add(i);
      const ok = fill(s + 1);
      used.delete(i);
      return ok;
    });
  return fill(0);
}

test('CR 601.2h: colored, {C} and generic requirements paid exactly', () => {
  assert.deepEqual(findPoolPayment(units('G W C R'), cost('W C 1')), [0, 1, 2]);
  assert.equal(findPoolPayment(units('G W'), cost('W C')), null);
  assert.equal(findPoolPayment(units('W'), cost('W 1')), null);
  assert.deepEqual(findPoolPayment(units('W'), emptyPayableCost()), []);
});

test('CR 106.4: generic is paid with colorless before colored, non-snow before snow', () => {
  assert.deepEqual(findPoolPayment(units('R* R C* C'), cost('1')), [3]);
  assert.deepEqual(findPoolPayment(units('R* R C*'), cost('2')), [1, 2]);
  assert.deepEqual(findPoolPayment(units('R* R'), cost('1')), [1]);
});

test('CR 107.4h: {S} is paid with mana from a snow source, colorless first', () => {
  assert.deepEqual(findPoolPayment(units('G C* G*'), cost('S')), [1]);
  assert.equal(findPoolPayment(units('G C'), cost('S')), null);
});

test('CR 107.4h: a colored requirement keeps snow mana for {S} where greedy spends it wrongly', () => {
  // Paying {S} first with the snow W would leave {W} unpayable; paying {W} with the snow W first works.
  assert.deepEqual(findPoolPayment(units('W* G*'), cost('W S')), [0, 1]);
  // Paying {W} with the first W found (snow) would leave {S} unpayable.
  assert.deepEqual(findPoolPayment(units('W* W'), cost('W S')), [0, 1]);
  assert.equal(findPoolPayment(units('W* G'), cost('W S')), null);
});

test('CR 601.2h: finds a payment exactly when one exists (property, against brute force)', () => {
  const unit = fc.record({ type: fc.constantFrom<ManaType>('W', 'U', 'C'), snow: fc.boolean() });
  const payableCost = fc
    .record({ W: fc.nat(2), U: fc.nat(2), C: fc.nat(2), S: fc.nat(2), generic: fc.nat(2) })
    .map(({ W, U, C, S, generic }) => ({ ...emptyPayableCost(), colored: { W, U, B: 0, R: 0, G: 0 }, colorless: C, snow: S, generic }));
  fc.assert(
    fc.property(fc.array(unit, { maxLength: 7 }), payableCost, (pool, c) => {
      const found = findPoolPayment(pool, c);
      assert.equal(found !== null, bruteForce(pool, c));
      if (found) assert.ok(isValidPoolPayment(pool, c, found));
    }),
    { numRuns: 2000 },
  );
});

test('CR 601.2h: a chosen payment is checked for an exact, valid assignment', () => {
  const pool = units('W* G C');
  assert.ok(isValidPoolPayment(pool, cost('S G'), [0, 1]));
  assert.ok(isValidPoolPayment(pool, cost('1 G'), [1, 2]));
  assert.equal(isValidPoolPayment(pool, cost('S G'), [1, 2]), false, '{S} needs snow mana');
  assert.equal(isValidPoolPayment(pool, cost('1'), [1, 2]), false, 'overpaying');
  assert.equal(isValidPoolPayment(pool, cost('2'), [1, 1]), false, 'same unit twice');
  assert.equal(isValidPoolPayment(pool, cost('1'), [3]), false, 'not in the pool');
});

test('CR 106.4: spent mana leaves the pool; the old pool is unchanged', () => {
  const pool = units('W G C');
  assert.deepEqual(removeFromPool(pool, [0, 2]), units('G'));
  assert.equal(pool.length, 3);
});
