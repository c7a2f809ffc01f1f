import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseManaCost, type AbilityDef, type PrintedFace } from '@arbiter/engine';
import { compileFace } from '../src/compiler/compile';

const creature = (oracleText: string) =>
  ({ name: 'Test Creature', manaCost: null, colors: [], supertypes: [], types: ['Creature'], subtypes: [], oracleText, power: '2', toughness: '2', loyalty: null, defense: null }) as unknown as PrintedFace;

/** The one ability a creature with this text compiles to, which must be an activated ability. */
function activatedOf(oracleText: string): Extract<AbilityDef, { kind: 'activated' }> {
  const r = compileFace(creature(oracleText));
  assert.deepEqual(r.unread, []);
  const [ab] = r.behaviour.abilities;
  assert.equal(ab.kind, 'activated');
  return ab as Extract<AbilityDef, { kind: 'activated' }>;
}

test('"Exhaust — <cost>: <effect>" (702.177a) is the activated ability restricted to once for its object', () => {
  const ab = activatedOf('Exhaust — {2}{G}: Put two +1/+1 counters on this creature.');
  assert.deepEqual(ab.cost, { mana: parseManaCost('{2}{G}'), onceOnly: true });
  assert.deepEqual(ab.effects, [{ do: 'putCounters', what: 'self', counter: '+1/+1', n: 2 }]);
});

test('"Boast — <cost>: <effect>" (702.142a) may be activated only if the creature attacked this turn, once each turn', () => {
  const ab = activatedOf('Boast — {1}: Target player loses 1 life. (Activate only if this creature attacked this turn and only once each turn.)');
  assert.equal(ab.cost.onceEachTurn, true);
  assert.deepEqual(ab.cost.onlyIf, { kind: 'selfAttackedThisTurn' });
  assert.equal(ab.cost.onceOnly, undefined);
});
