import assert from 'node:assert/strict';
import { test } from 'node:test';
import { activatedDef, type PrintedFace } from '@arbiter/engine';
import { compileFace } from '../src/compiler/compile';

const leveler = (oracleText: string) =>
  ({ name: 'Test Leveler', manaCost: null, colors: [], supertypes: [], types: ['Creature'], subtypes: [], oracleText, power: '1', toughness: '1', loyalty: null, defense: null }) as unknown as PrintedFace;

test('Level up (702.87a) is a sorcery-speed level counter; each level symbol (711.2a–b) a static ability on its band of level counters', () => {
  const r = compileFace(leveler('Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike'));
  assert.deepEqual(r.unread, []);
  const [up, low, high] = r.behaviour.abilities;
  const ab = activatedDef(up);
  assert.equal(ab?.sorcerySpeed, true);
  assert.deepEqual(ab?.effects, [{ do: 'putCounters', what: 'self', counter: 'level', n: 1 }]);
  assert.ok(low.kind === 'static' && low.effect.kind === 'continuous', JSON.stringify(low));
  assert.ok(high.kind === 'static' && high.effect.kind === 'continuous', JSON.stringify(high));
  assert.deepEqual(low.effect.condition, {
    kind: 'all', conditions: [{ kind: 'countersOnSelf', counter: 'level', n: 2 }, { kind: 'not', condition: { kind: 'countersOnSelf', counter: 'level', n: 7 } }],
  });
  assert.deepEqual(low.effect.mods, [{ kind: 'setPT', power: 3, toughness: 3 }, { kind: 'addAbility', ability: { kind: 'keyword', keyword: 'first strike' } }]);
  assert.deepEqual(high.effect.condition, { kind: 'countersOnSelf', counter: 'level', n: 7 });
});

test('a level symbol without its power/toughness box is reported unread, not guessed', () => {
  const r = compileFace(leveler('Level up {1}\nLEVEL 1-3\nFlying'));
  assert.deepEqual(r.unread.map((u) => u.sentence), ['LEVEL 1-3 (no power/toughness box)']);
});
