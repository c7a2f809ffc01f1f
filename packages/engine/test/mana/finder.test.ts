import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { emptyPayableCost, toPayableCost } from '../../src/mana/announce';
import { type ManaOption, type PaymentPlan, findPayment, suggestChoices } from '../../src/mana/finder';
import { findPoolPayment, isValidPoolPayment } from '../../src/mana/pool';
import { parseManaCost } from '../../src/mana/symbols';
import { COLORS, type ManaType, type ManaUnit, type PayableCost } from '../../src/mana/types';

const unit = (t: string): ManaUnit => ({ type: t[0] as ManaType, ...(t.endsWith('*') ? { snow: true } : {}) });
/** A mana ability: each alternative is text like "B B B" or "G*". */
const option = (source: string, ...alternatives: string[]): ManaOption => ({
  source,
  ability: 0,
  produces: alternatives.map((a) => a.split(' ').map(unit)),
});
const birds = (source: string): ManaOption => option(source, ...COLORS);
/** The announced cost of printed text with no hybrid or Phyrexian symbols. */
const cost = (text: string, x = 0): PayableCost => toPayableCost(parseManaCost(text) ?? [], {}, x) as PayableCost;

/** Checks that a plan activates offered abilities, each source once, and spends an exact payment. */
function checkPlan(plan: PaymentPlan, c: PayableCost, pool: ManaUnit[], options: ManaOption[]): void {
  const produced = plan.activations.map((a) => {
    const o = options.find((o) => o.source === a.source && o.ability === a.ability);
    assert.ok(o, 'activates an offered ability');
    return o.produces[a.choice];
  });
  assert.equal(new Set(plan.activations.map((a) => a.source)).size, plan.activations.length, 'each source once');
  assert.ok(plan.spend && isValidPoolPayment([...pool, ...produced.flat()], c, plan.spend), 'spends an exact payment');
}

test('CR 601.2h: mana already in the pool is used before activating anything', () => {
  const plan = findPayment(cost('{G}'), [unit('G')], [option('forest', 'G')]);
  assert.deepEqual(plan, { activations: [], spend: [0] });
});

test('CR 601.2g: Birds of Paradise-like sources pick the color that is needed', () => {
  const options = [birds('birds'), option('forest', 'G')];
  const plan = findPayment(cost('{W}{G}'), [], options);
  assert.deepEqual(plan, {
    activations: [
      { source: 'forest', ability: 0, choice: 0 },
      { source: 'birds', ability: 0, choice: 0 },
    ],
    spend: [0, 1],
  });
});

test('CR 601.2g: the fewest activations are used', () => {
  const options = [option('swamp1', 'B'), option('swamp2', 'B'), option('swamp3', 'B'), option('ritual', 'B B B')];
  const plan = findPayment(cost('{B}{B}{B}'), [], options);
  assert.deepEqual(plan?.activations, [{ source: 'ritual', ability: 0, choice: 0 }]);
});

test('CR 106.12: two abilities of one source are exclusive — the source taps once', () => {
  const painland = [option('land', 'C'), { ...option('land', 'W'), ability: 1 }];
  assert.equal(findPayment(cost('{W}{C}'), [], painland), null);
  const plan = findPayment(cost('{W}{C}'), [], [...painland, option('wastes', 'C')]);
  assert.ok(plan);
  assert.deepEqual(plan.activations, [
    { source: 'wastes', ability: 0, choice: 0 },
    { source: 'land', ability: 1, choice: 0 },
  ]);
});

test('CR 601.2g: a flexible source is kept for the color only it can make', () => {
  const options = [{ ...option('dual', 'U'), ability: 1 }, option('dual', 'W'), option('plains', 'W')];
  const plan = findPayment(cost('{W}{U}'), [], options);
  assert.ok(plan);
  checkPlan(plan, cost('{W}{U}'), [], options);
  assert.deepEqual(plan.activations.map((a) => `${a.source}:${a.ability}`).sort(), ['dual:1', 'plains:0']);
});

test('CR 107.4h: {S} is paid by activating a snow source', () => {
  const options = [option('forest', 'G'), option('snow-forest', 'G*')];
  const plan = findPayment(cost('{G}{S}'), [], options);
  assert.ok(plan);
  checkPlan(plan, cost('{G}{S}'), [], options);
  assert.equal(findPayment(cost('{S}{S}'), [], options), null);
});

test('CR 601.2h: impossible costs give null', () => {
  assert.equal(findPayment(cost('{U}'), [unit('G')], [option('forest', 'G')]), null);
  assert.equal(findPayment(cost('{3}'), [], [birds('birds'), option('forest', 'G')]), null);
  assert.equal(findPayment(cost('{C}'), [], [birds('birds')]), null);
});

test('CR 601.2h: a cost of no mana needs no plan steps', () => {
  assert.deepEqual(findPayment(emptyPayableCost(), [], [birds('birds')]), { activations: [], spend: [] });
});

test('CR 601.2g: finds a plan with the fewest activations whenever one exists (property, against brute force)', () => {
  const units = fc.array(fc.constantFrom('W', 'U', 'C', 'W*', 'U*'), { minLength: 1, maxLength: 2 }).map((a) => a.join(' '));
  const options = fc.array(
    fc.record({ source: fc.constantFrom('a', 'b', 'c', 'd', 'e'), ability: fc.nat(1), alts: fc.array(units, { minLength: 1, maxLength: 2 }) }),
    { maxLength: 6 },
  );
  const payable = fc
    .record({ W: fc.nat(2), U: fc.nat(2), C: fc.nat(1), S: fc.nat(1), generic: fc.nat(2) })
    .map(({ W, U, C, S, generic }) => ({ ...emptyPayableCost(), colored: { W, U, B: 0, R: 0, G: 0 }, colorless: C, snow: S, generic }));
  const pool = fc.array(fc.constantFrom('W', 'U', 'C', 'W*'), { maxLength: 2 }).map((a) => a.map(unit));
  fc.assert(
    fc.property(options, payable, pool, (raw, c, p) => {
      const opts = raw
        .filter((o, i) => raw.findIndex((q) => q.source === o.source && q.ability === o.ability) === i)
        .map((o) => ({ ...option(o.source, ...o.alts), ability: o.ability }));
      // Brute force: every set of activations, one ability per source, every choice.
      let best = Infinity;
      const walk = (i: number, sources: Set<string>, mana: ManaUnit[], n: number): void => {
        if (i === opts.length) {
          if (findPoolPayment([...p, ...mana], c)) best = Math.min(best, n);
          return;
        }
        walk(i + 1, sources, mana, n);
        if (sources.has(opts[i].source)) return;
        for (const alt of opts[i].produces) walk(i + 1, new Set([...sources, opts[i].source]), [...mana, ...alt], n + 1);
      };
      walk(0, new Set(), [], 0);
      const plan = findPayment(c, p, opts);
      assert.equal(plan?.activations.length ?? Infinity, best);
      if (plan) checkPlan(plan, c, p, opts);
    }),
    { numRuns: 1000 },
  );
});

test('CR 601.2b: suggests {2/W} as {W} when white is available, else as two generic', () => {
  const c = parseManaCost('{2/W}') ?? [];
  assert.deepEqual(suggestChoices(c, 0, [], [option('plains', 'W'), option('forest', 'G')]), { 0: { half: 1 } });
  assert.deepEqual(suggestChoices(c, 0, [], [option('forest1', 'G'), option('forest2', 'G')]), { 0: { half: 0 } });
});

test('CR 601.2b: suggests {C/W} as {C} only when white is not available', () => {
  const c = parseManaCost('{C/W}') ?? [];
  assert.deepEqual(suggestChoices(c, 0, [], [option('wastes', 'C'), option('plains', 'W')]), { 0: { half: 1 } });
  assert.deepEqual(suggestChoices(c, 0, [unit('C')], []), { 0: { half: 0 } });
});

test('CR 601.2b: suggests mana for Phyrexian symbols when possible, else 2 life', () => {
  const c = parseManaCost('{1}{B/P}{B/P}') ?? [];
  assert.deepEqual(suggestChoices(c, 0, [], [option('swamp', 'B'), option('forest', 'G')]), { 1: { mana: true }, 2: { life: true } });
  assert.deepEqual(suggestChoices(c, 0, [unit('G')], []), { 1: { life: true }, 2: { life: true } });
});

test('CR 601.2b: suggests the producible half of a hybrid Phyrexian symbol', () => {
  assert.deepEqual(suggestChoices(parseManaCost('{W/U/P}') ?? [], 0, [], [option('island', 'U')]), { 0: { half: 1 } });
});

test('CR 601.2b: hybrid halves are split across the colors available', () => {
  const options = [option('forest', 'G'), option('plains', 'W')];
  const choices = suggestChoices(parseManaCost('{G/W}{G/W}') ?? [], 0, [], options);
  assert.ok(choices);
  assert.notDeepEqual(choices[0], choices[1]);
});

test('CR 601.2b: no suggestion when no announcement can be paid', () => {
  assert.equal(suggestChoices(parseManaCost('{X}{W/U}') ?? [], 2, [], [option('forest', 'G'), option('swamp', 'B')]), null);
  assert.equal(suggestChoices(parseManaCost('{X}') ?? [], -1, [], []), null);
});
