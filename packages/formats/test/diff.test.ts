import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRegistry, referenceNames } from '@arbiter/cards';
import { ruleset } from '@arbiter/engine';
import { alignLines, diffScenario, parseScenario } from '../src/index';

const cards = defaultRegistry();
const file = join(import.meta.dirname, '../../../scenarios/rulesets/prepared-token-leaves-cr.yaml');

test('alignLines keeps common lines and marks lines only one side has', () => {
  assert.deepEqual(alignLines(['a', 'b', 'c'], ['a', 'x', 'c']), [
    { a: 'a', b: 'a' }, { a: null, b: 'x' }, { a: 'b', b: null }, { a: 'c', b: 'c' },
  ]);
});

test('seed 003 copyOfAnyObject: diffing cr with cr + the switch shows the exiled copy ceasing only when flipped', () => {
  const sc = parseScenario(readFileSync(file, 'utf8'), file, { cardNames: referenceNames(cards) }).scenario!;
  const d = diffScenario(sc, cards, ruleset('cr'), ruleset('cr', { copyOfAnyObject: true }));
  assert.deepEqual(d.switches, ['copyOfAnyObject']);
  assert.ok(d.state.some(([a]) => a?.startsWith('exile: Jump')), 'cr keeps the copy in exile');
  assert.ok(d.state.some(([, b]) => b === 'exile: (empty)'), 'the switch removes it');
  assert.ok(d.rules.includes('704.5e'));
  assert.ok(d.log.some((r) => r.a === null && r.b?.includes('Jump ceases to exist')));
});

test('a scenario run under the same ruleset twice has no differences', () => {
  const sc = parseScenario(readFileSync(file, 'utf8'), file, { cardNames: referenceNames(cards) }).scenario!;
  const d = diffScenario(sc, cards, ruleset('cr'), ruleset('cr'));
  assert.deepEqual(d.switches, []);
  assert.deepEqual(d.state, []);
  assert.ok(d.log.every((r) => r.a === r.b));
});

test('cr against amended: of the twelve differing switches, only the ones that change this scenario alone are responsible', () => {
  const spry = join(import.meta.dirname, '../../../scenarios/rulesets/spry-and-mighty-one-creature-cr.yaml');
  const sc = parseScenario(readFileSync(spry, 'utf8'), spry, { cardNames: referenceNames(cards) }).scenario!;
  const d = diffScenario(sc, cards, ruleset('cr'), ruleset('amended'));
  assert.equal(d.switches.length, 12);
  assert.deepEqual(d.responsible, ['spryAndMightyIfYouDo']);
});

test("issue 6: a scenario's inline cards are known to the diff's state summary (Test Taunt ends in a graveyard)", () => {
  const goad = join(import.meta.dirname, '../../../scenarios/core/keywords/goad.yaml');
  const sc = parseScenario(readFileSync(goad, 'utf8'), goad, { cardNames: referenceNames(cards) }).scenario!;
  const d = diffScenario(sc, cards, ruleset('cr'), ruleset('amended'));
  assert.ok(d.a.passed && d.b.passed);
  assert.deepEqual(d.state, [], 'the same final state under both rulesets');
});
