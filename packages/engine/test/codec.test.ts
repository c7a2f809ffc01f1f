// DESIGN 2 — the serialized snapshot (state/codec.ts): packed objects, plain JSON still read, bad text rejected.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { createGame, decodeState, encodeState, playout } from '../src/index';
import { sampleDecks, sampleSetup } from '../../../scripts/playout';

const cards = defaultRegistry();
const mid = playout(createGame(sampleSetup(sampleDecks(cards), 3, 2), cards).state, cards, 11, { maxDecisions: 300 }).state;

test('DESIGN 2: encodeState packs objects (no default values, names listed once) and decodeState restores them', () => {
  const text = encodeState(mid);
  const plain = JSON.stringify(mid);
  assert.ok(text.length * 3 < plain.length, `packed ${text.length} bytes vs plain JSON ${plain.length}`);
  const packed = JSON.parse(text).objects;
  assert.ok(Array.isArray(packed[0]) && packed[0].every((n: unknown) => typeof n === 'string'), 'first the card names');
  assert.deepStrictEqual(decodeState(text).state, JSON.parse(plain));
});

test('DESIGN 2: decodeState still reads a plain JSON game state (objects as a record)', () => {
  assert.deepStrictEqual(decodeState(JSON.stringify(mid)).state, JSON.parse(JSON.stringify(mid)));
});

test('DESIGN 8: decodeState rejects a packed object of the wrong shape with a clear error', () => {
  const value = JSON.parse(encodeState(mid));
  value.objects[1] = ['1', 'Forest'];
  assert.match(decodeState(JSON.stringify(value)).error ?? '', /an object is not \[id, card, owner, zone, timestamp, flags, fields\?\]/);
  value.objects = [{}];
  assert.match(decodeState(JSON.stringify(value)).error ?? '', /objects do not start with the list of card names/);
});
