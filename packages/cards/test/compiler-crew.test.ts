import assert from 'node:assert/strict';
import { test } from 'node:test';
import { activatedDef, type PrintedFace } from '@arbiter/engine';
import { compileFace } from '../src/compiler/compile';

test('"Crew N" (702.122a) is the crew keyword with its N; it stands for the activated ability tapping creatures with total power N', () => {
  const vehicle = { name: 'Test Wagon', manaCost: null, colors: [], supertypes: [], types: ['Artifact'], subtypes: ['Vehicle'], oracleText: 'Trample\nCrew 3', power: '5', toughness: '5', loyalty: null, defense: null } as unknown as PrintedFace;
  const r = compileFace(vehicle);
  assert.deepEqual(r.unread, []);
  const crew = r.behaviour.abilities[1];
  assert.deepEqual(crew, { kind: 'keyword', keyword: 'crew', n: 3, text: 'Crew 3' });
  const ab = activatedDef(crew);
  assert.deepEqual(ab?.cost, { tapTotalPower: 3 });
  assert.deepEqual(ab?.effects, [{ do: 'becomesTypes', what: 'self', types: ['Artifact', 'Creature'], until: 'endOfTurn' }]);
});
