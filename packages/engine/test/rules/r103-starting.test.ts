import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGame, step, type GameState, type Input } from '@arbiter/engine';
import { cards } from './helpers';

const deck = (n = 40): string[] => Array.from({ length: n }, (_, i) => (i % 2 ? 'Forest' : 'Grizzly Bears'));
const reg = cards();

function start(players: number, seed = 7, startingPlayer: number | 'random' = 0) {
  const names = ['Alice', 'Bob', 'Carol', 'Dave'].slice(0, players);
  return createGame({
    players: names.map((name) => ({ name, deck: deck() })), seed,
    startingPlayer: startingPlayer === 'random' ? undefined : startingPlayer,
  }, reg);
}

function apply(state: GameState, input: Input): GameState {
  const r = step(state, input, reg);
  assert.equal(r.error, undefined, JSON.stringify(r.error));
  return r.state;
}

const keep = (s: GameState) => apply(s, { player: s.pending!.player, kind: 'answer', answer: { kind: 'mulligan', keep: true } });
const mull = (s: GameState) => apply(s, { player: s.pending!.player, kind: 'answer', answer: { kind: 'mulligan', keep: false } });

test('CR 103.3, 103.5: createGame shuffles each library and draws seven-card opening hands', () => {
  const r = start(2);
  const s = r.state;
  for (const p of s.order) {
    assert.equal(s.players[p].hand.length, 7);
    assert.equal(s.players[p].library.length, 33);
    assert.equal(s.players[p].life, 20); // 103.4
  }
  assert.ok(r.events.some((e) => e.kind === 'shuffle' && e.rules.includes('103.3')));
  // The deck alternated Bears/Forest; a shuffled library is (almost surely) not in that order.
  const lib = s.players.p1.library.map((id) => s.objects[id].card);
  assert.notDeepEqual(lib, deck().slice(7));
  // The first decision: the starting player declares keep or mulligan (103.5).
  assert.equal(s.pending?.kind, 'mulligan');
  assert.equal(s.pending?.player, 'p1');
  assert.equal(s.pending?.rule, '103.5');
});

test('CR 103.3: the same seed gives the same shuffles; another seed gives others', () => {
  const a = start(2, 11).state;
  const b = start(2, 11).state;
  const c = start(2, 12).state;
  const cardsOf = (s: GameState) => s.players.p1.library.map((id) => s.objects[id].card).join();
  assert.equal(cardsOf(a), cardsOf(b));
  assert.notEqual(cardsOf(a) + a.players.p2.library.map((id) => a.objects[id].card).join(), cardsOf(c) + c.players.p2.library.map((id) => c.objects[id].card).join());
});

test('CR 103.1: without a given starting player, one is chosen with the game RNG', () => {
  const firsts = new Set<string>();
  for (let seed = 1; seed <= 20; seed++) firsts.add(start(2, seed, 'random').state.pending!.player);
  assert.deepEqual([...firsts].sort(), ['p1', 'p2']);
});

test('CR 103.5: mulligans are declared in turn order from the starting player', () => {
  let s = createGame({ players: [{ name: 'Alice', deck: deck() }, { name: 'Bob', deck: deck() }, { name: 'Carol', deck: deck() }], seed: 3, startingPlayer: 1 }, reg).state;
  assert.equal(s.pending!.player, 'p2');
  s = keep(s);
  assert.equal(s.pending!.player, 'p3');
  s = keep(s);
  assert.equal(s.pending!.player, 'p1');
  s = keep(s);
  assert.equal(s.mulligan, null);
  assert.equal(s.turn.number, 1);
  assert.equal(s.turn.active, 'p2');
});

test('CR 103.5: London mulligan — draw seven again, then put one card on the bottom', () => {
  let s = start(2).state;
  const firstHand = [...s.players.p1.hand];
  s = mull(s); // Alice declares a mulligan
  s = keep(s); // Bob keeps
  // All mulligans are taken at once; Alice then puts one card on the bottom.
  assert.equal(s.pending!.kind, 'bottomCards');
  assert.equal(s.pending!.player, 'p1');
  assert.equal(s.players.p1.hand.length, 7);
  assert.equal(s.players.p1.mulligans, 1);
  const d = s.pending as Extract<GameState['pending'], { kind: 'bottomCards' }>;
  assert.equal(d.count, 1);
  assert.ok(firstHand.every((id) => !s.players.p1.hand.includes(id)), 'the old hand was shuffled away (new objects, 400.7)');

  // Wrong numbers are rejected.
  const two = step(s, { player: 'p1', kind: 'answer', answer: { kind: 'bottomCards', cards: s.players.p1.hand.slice(0, 2) } }, reg);
  assert.equal(two.error?.rule, '103.5');
  const notInHand = step(s, { player: 'p1', kind: 'answer', answer: { kind: 'bottomCards', cards: [s.players.p1.library[0]] } }, reg);
  assert.equal(notInHand.error?.rule, '103.5');

  const bottom = s.players.p1.hand[3];
  const origin = s.objects[bottom].origin;
  s = apply(s, { player: 'p1', kind: 'answer', answer: { kind: 'bottomCards', cards: [bottom] } });
  assert.equal(s.objects[s.players.p1.library.at(-1)!].origin, origin, 'the chosen card is on the bottom');
  assert.equal(s.players.p1.hand.length, 6);
  assert.equal(s.players.p1.library.length, 34);
  // Alice declares again with her six cards; keeping starts the game.
  assert.equal(s.pending!.kind, 'mulligan');
  assert.equal(s.pending!.player, 'p1');
  s = keep(s);
  assert.equal(s.turn.number, 1);
  assert.equal(s.players.p1.hand.length, 6);
});

test('CR 103.5: a second mulligan bottoms two cards; a player who kept may not mulligan again', () => {
  let s = start(2).state;
  s = mull(s);
  s = keep(s); // Bob keeps now and is done
  s = apply(s, { player: 'p1', kind: 'answer', answer: { kind: 'bottomCards', cards: [s.players.p1.hand[0]] } });
  s = mull(s); // Alice again; Bob is not asked
  assert.equal(s.pending!.kind, 'bottomCards');
  assert.equal((s.pending as { count: number }).count, 2);
  s = apply(s, { player: 'p1', kind: 'answer', answer: { kind: 'bottomCards', cards: s.players.p1.hand.slice(0, 2) } });
  assert.equal(s.players.p1.hand.length, 5);
  assert.equal(s.pending!.player, 'p1');
  s = keep(s);
  assert.equal(s.players.p2.hand.length, 7);
  assert.equal(s.players.p2.mulligans, 0);
});

test('CR 103.5c: in a multiplayer game the first mulligan is free', () => {
  let s = start(3).state;
  s = mull(s);
  s = keep(s);
  s = keep(s);
  // No bottom decision for the first mulligan: Alice declares again with seven cards.
  assert.equal(s.pending!.kind, 'mulligan');
  assert.equal(s.pending!.player, 'p1');
  assert.equal(s.players.p1.hand.length, 7);
  s = mull(s);
  assert.equal(s.pending!.kind, 'bottomCards');
  assert.equal((s.pending as { count: number }).count, 1);
});

test('CR 103.8a: in a two-player game the starting player skips the first draw', () => {
  let s = start(2).state;
  s = keep(s);
  s = keep(s);
  assert.equal(s.turn.active, 'p1');
  assert.equal(s.turn.step, 'upkeep');
  s = apply(s, { player: 'p1', kind: 'pass' });
  s = apply(s, { player: 'p2', kind: 'pass' });
  assert.equal(s.turn.step, 'draw');
  assert.equal(s.players.p1.hand.length, 7);
});

test('CR 103.8c: in a multiplayer game the starting player draws on the first turn', () => {
  let s = start(3).state;
  s = keep(s);
  s = keep(s);
  s = keep(s);
  for (const p of ['p1', 'p2', 'p3']) s = apply(s, { player: p, kind: 'pass' });
  assert.equal(s.turn.step, 'draw');
  assert.equal(s.players.p1.hand.length, 8);
});

test('CR 103.5: only the deciding player may answer the mulligan decision', () => {
  const s = start(2).state;
  const r = step(s, { player: 'p2', kind: 'answer', answer: { kind: 'mulligan', keep: true } }, reg);
  assert.equal(r.error?.code, 'not-your-decision');
  assert.equal(r.state, s);
});

test('CR 104.3a, 800.4a: a player conceding during mulligans leaves; the others go on', () => {
  let s = start(3).state;
  s = keep(s); // Alice
  assert.equal(s.pending!.player, 'p2');
  s = apply(s, { player: 'p2', kind: 'concede' });
  assert.equal(s.over, null);
  assert.equal(s.pending!.player, 'p3');
  s = keep(s);
  assert.equal(s.turn.number, 1);
  assert.equal(s.turn.active, 'p1');
});

test('CR 104.3a: the starting player conceding during mulligans gives the first turn to the next player', () => {
  let s = start(3).state;
  s = apply(s, { player: 'p1', kind: 'concede' });
  assert.equal(s.pending!.player, 'p2');
  s = keep(s);
  s = keep(s);
  assert.equal(s.turn.active, 'p2');
  assert.equal(s.turn.number, 1);
});

/** Takes mulligans for the pending player (others keep) until they have taken `n`; bottoms the first cards. */
function mulliganTimes(s: GameState, p: string, n: number): GameState {
  while (s.players[p].mulligans < n || s.pending!.kind === 'bottomCards') {
    const d = s.pending!;
    if (d.kind === 'bottomCards') s = apply(s, { player: d.player, kind: 'answer', answer: { kind: 'bottomCards', cards: s.players[d.player].hand.slice(0, d.count) } });
    else if (d.player === p) s = mull(s);
    else s = keep(s);
  }
  return s;
}

test('CR 103.5: mulligans can go on until the opening hand would be zero cards', () => {
  let s = mulliganTimes(start(2).state, 'p1', 7);
  assert.equal(s.players.p1.hand.length, 0);
  assert.equal(s.pending!.kind, 'mulligan');
  assert.equal(s.pending!.player, 'p1');
  const r = step(s, { player: 'p1', kind: 'answer', answer: { kind: 'mulligan', keep: false } }, reg);
  assert.equal(r.error?.rule, '103.5');
  s = keep(s);
  assert.equal(s.turn.number, 1);
  assert.equal(s.players.p1.hand.length, 0);
});

test('CR 103.5c: in a multiplayer game the free mulligan doesn\'t count toward the mulligans a player may take', () => {
  let s = mulliganTimes(start(3).state, 'p1', 7);
  assert.equal(s.players.p1.hand.length, 1, 'seven mulligans, six of them counted');
  assert.equal(s.pending!.player, 'p1');
  s = mulliganTimes(s, 'p1', 8);
  assert.equal(s.players.p1.hand.length, 0);
  const r = step(s, { player: 'p1', kind: 'answer', answer: { kind: 'mulligan', keep: false } }, reg);
  assert.equal(r.error?.rule, '103.5');
});
