import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PrintedFace } from '@arbiter/engine';
import { compileFace } from '../src/compiler/compile';

const creature = (oracleText: string) =>
  ({ name: 'Test Wanderer', manaCost: null, colors: [], supertypes: [], types: ['Creature'], subtypes: [], oracleText, power: '1', toughness: '1', loyalty: null, defense: null }) as unknown as PrintedFace;

test('CR 701.18: "you may play it this turn" with no instruction before it to say which card is an unread sentence, not a compiler error', () => {
  // The permission template reads the instruction before it (mill, exile from the top, a look); with none, it read
  // `last.do` of nothing and the whole face failed to compile.
  const r = compileFace(creature('When this creature enters, you may play it this turn.'));
  assert.ok(r.unread.length > 0, JSON.stringify(r.unread));
  assert.ok(r.unread.every((u) => !/compiler error/.test(u.sentence)), JSON.stringify(r.unread));
});
