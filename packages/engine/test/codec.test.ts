// DESIGN 2 — the serialized snapshot (state/codec.ts): packed objects, plain JSON still read, bad text rejected.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { createGame, decodeState, decodeStateBinary, encodeState, encodeStateBinary, playout, type GameState } from '../src/index';
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

test('DESIGN 2: encodeStateBinary is smaller than the packed JSON, and decodeStateBinary gives the state as JSON reads it back', () => {
  const bytes = encodeStateBinary(mid);
  assert.ok(bytes.length < encodeState(mid).length * 0.7, `binary ${bytes.length} bytes vs packed JSON ${encodeState(mid).length}`);
  const decoded = decodeStateBinary(bytes);
  assert.deepStrictEqual(decoded.state, JSON.parse(JSON.stringify(mid)));
  assert.equal(encodeState(decoded.state!), encodeState(mid));
});

test('DESIGN 2: the binary encoding keeps what JSON keeps: text beyond ASCII, fractions, negative and large numbers; undefined in a list reads as null', () => {
  const odd = {
    ...mid,
    players: { ...mid.players, p1: { ...mid.players.p1, name: 'Zoë 🐉 Ærø' } },
    extra: { half: 0.5, negative: -17, large: 2 ** 40, huge: 1e300, notFinite: [NaN, Infinity], gap: [1, undefined, 'x'], zeros: '007', empty: '', skipped: undefined },
  } as unknown as GameState;
  assert.deepStrictEqual(decodeStateBinary(encodeStateBinary(odd)).state, JSON.parse(JSON.stringify(odd)));
});

test('DESIGN 8: decodeStateBinary rejects other bytes with a clear error and never throws', () => {
  const bytes = encodeStateBinary(mid);
  assert.match(decodeStateBinary(new TextEncoder().encode('{"schema":1}')).error ?? '', /not a binary game state: it does not start with "ARB"/);
  assert.match(decodeStateBinary(bytes.subarray(0, bytes.length - 3)).error ?? '', /not a binary game state: unexpected end at byte \d+/);
  const other = bytes.slice();
  other[3] = 99;
  assert.match(decodeStateBinary(other).error ?? '', /game state schema 99 is not supported/);
  const longer = new Uint8Array(bytes.length + 1);
  longer.set(bytes);
  assert.match(decodeStateBinary(longer).error ?? '', /bytes left over/);
  // Any damage to the bytes gives a state or an error, never an exception.
  for (let i = 4; i < bytes.length; i += 37) {
    const damaged = bytes.slice();
    damaged[i] ^= 0xa5;
    const r = decodeStateBinary(damaged);
    assert.ok(r.state || r.error);
  }
});
