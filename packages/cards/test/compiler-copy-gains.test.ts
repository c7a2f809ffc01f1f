import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCard } from '../src/compiler/compile';
import { vendoredPool } from '../src/registry';

test('Choreographed Sparks (400.7a, 613.1f, 707.10f): "The copy gains haste and "<ability>"" completes the copy of the creature spell', () => {
  const sparks = compileCard(vendoredPool().find((c) => c.name === 'Choreographed Sparks')!).behaviour!.normal!.abilities;
  assert.deepEqual(sparks.map((a) => a.kind), ['spell', 'static']);
  const spell = sparks[0];
  if (spell.kind !== 'spell') return;
  assert.deepEqual(spell.chooseModes, { min: 1, max: 2 });
  const [first, second] = spell.modes!.map((m) => m.effects);
  assert.deepEqual(first, [{ do: 'copySpell', what: { target: 0 }, newTargets: true }]);
  assert.equal(second.length, 1);
  const copy = second[0];
  assert.ok(copy.do === 'copySpell' && !copy.newTargets);
  if (copy.do !== 'copySpell') return;
  assert.deepEqual(copy.gains?.keywords, ['haste']);
  assert.deepEqual(copy.gains?.abilities.map((a) => a.kind === 'triggered' && [a.trigger, a.effects]),
    [[{ on: 'beginningOf', step: 'end', whose: 'any' }, [{ do: 'sacrifice', what: 'self' }]]]);
});
