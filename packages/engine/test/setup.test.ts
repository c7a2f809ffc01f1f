import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { createGame, renderEvent, step, suggestedInput, validateSetup } from '@arbiter/engine';

const cards = defaultRegistry();
const deck = (n = 40) => [...Array.from({ length: n / 2 }, () => 'Mountain'), ...Array.from({ length: n / 2 }, () => 'Lightning Bolt')];

test('CR 103.1: createGame validates its setup: unknown card names with suggestions, 2–6 players, distinct names, located', () => {
  const r = createGame({ players: [{ name: 'Alice', deck: [...deck(), 'Lightening Bolt'] }, { name: 'Alice', deck: deck() }], seed: 1 }, cards);
  assert.deepEqual(r.setupErrors, [
    { path: 'players[0].deck[40]', message: "unknown card \"Lightening Bolt\" — did you mean 'Lightning Bolt', 'Emeritus of Conflict // Lightning Bolt'?" },
    { path: 'players[1].name', message: "two players are named 'Alice' (players[0] too): names must be distinct" },
  ]);
  assert.equal(r.error?.code, 'invalid-setup');
  assert.match(r.error!.message, /^the game can't start: players\[0\]\.deck\[40\]: unknown card/);
  // The game was not started: no decision, and it is over, so a step on it is refused.
  assert.equal(r.state.pending, null);
  assert.equal(step(r.state, { player: 'p1', kind: 'pass' }, cards).error?.code, 'game-over');
  assert.deepEqual(validateSetup({ players: [{ name: 'Alice', deck: deck() }], seed: 1 }, cards), [{ path: 'players', message: 'a game has 2 to 6 players, got 1' }]);
  const seven = Array.from({ length: 7 }, (_, i) => ({ name: `P${i}`, deck: deck() }));
  assert.equal(validateSetup({ players: seven, seed: 1 }, cards)[0]?.message, 'a game has 2 to 6 players, got 7');
  assert.deepEqual(validateSetup({ players: seven.slice(0, 6), seed: 1.5, startingPlayer: 6 }, cards).map((e) => e.path), ['seed', 'startingPlayer']);
  assert.equal(createGame({ players: seven.slice(0, 2), seed: 1 }, cards).setupErrors, undefined);
});

test('suggestedInput answers every decision of a whole game with its suggestion; the log ends with the game\'s end (CR 104.1, 104.2a)', () => {
  let { state, events } = createGame({ players: [{ name: 'Alice', deck: deck() }, { name: 'Bob', deck: deck() }], seed: 3, startingPlayer: 0 }, cards);
  const log = [...events];
  for (let i = 0; i < 20000 && !state.over; i++) {
    const r = step(state, suggestedInput(state.pending!), cards);
    assert.equal(r.error, undefined, `decision ${i}: ${state.pending!.kind}`);
    state = r.state;
    log.push(...r.events);
  }
  assert.ok(state.over, 'the game ended (decking, 704.5b, at the latest)');
  // The loser's cards don't leave the game first (800.4a is for games that go on): the last events are the loss and the end.
  assert.deepEqual(log.slice(-2).map((e) => e.kind), ['lose', 'gameOver']);
});

test('CR 104.1, 104.3a: a two-player game ended by a concession ends with the game\'s end, the loser\'s permanents still there', () => {
  const { state } = createGame({ players: [{ name: 'Alice', deck: deck() }, { name: 'Bob', deck: deck() }], seed: 3, startingPlayer: 0 }, cards);
  const r = step(state, { player: 'p2', kind: 'concede' }, cards);
  assert.deepEqual(r.events.map((e) => renderEvent(e)), ['CR 104.3a: Bob loses the game (conceded)', 'CR 104.2a: Alice wins the game']);
  assert.equal(r.state.players.p2!.library.length + r.state.players.p2!.hand.length, 40, "Bob's cards did not leave the game");
});
