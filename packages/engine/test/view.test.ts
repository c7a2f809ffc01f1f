import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { createGame, playerView, playout, setupPosition, step, type GameState } from '../src/index';
import { sampleDecks, sampleSetup } from '../../../scripts/playout';

const cards = defaultRegistry();
const decks = sampleDecks(cards);

/** A mid-game state of a seeded heads-up game of the sample decks. */
function midGame(seed: number, decisions = 120): GameState {
  const start = createGame(sampleSetup(decks, seed, 2), cards);
  return playout(start.state, cards, seed * 31, { maxDecisions: decisions }).state;
}

/** The same game with the cards the viewer can't see (the other hands, every library) dealt differently. */
function rearrangeHidden(state: GameState, viewer: string, seed: number): GameState {
  const hidden = Object.values(state.objects).filter((o) => o.zone === 'library' || (o.zone === 'hand' && o.owner !== viewer));
  const names = hidden.map((o) => o.card);
  let x = seed;
  for (let i = names.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const j = x % (i + 1);
    [names[i], names[j]] = [names[j], names[i]];
  }
  const objects = { ...state.objects };
  hidden.forEach((o, i) => { objects[o.id] = { ...o, card: names[i] }; });
  return { ...state, objects, rng: [seed, seed + 1, seed + 2, seed + 3] };
}

test('DESIGN "One view function", CR 402.3: a player sees their own hand but not the other hand or any library', () => {
  const state = midGame(1);
  const view = playerView(state, 'p1', cards);
  for (const id of state.players.p1.hand) {
    assert.equal(view.state.objects[id].card, state.objects[id].card);
    assert.equal(view.objects[id].name, state.objects[id].card);
  }
  assert.ok(state.players.p2.hand.length > 0);
  for (const id of state.players.p2.hand) {
    assert.equal(view.state.objects[id].hidden, true);
    assert.equal(view.state.objects[id].card, '');
    assert.equal(view.objects[id], undefined);
  }
  for (const p of ['p1', 'p2']) {
    assert.equal(view.state.players[p].library.length, state.players[p].library.length);
    for (const id of view.state.players[p].library) assert.equal(view.state.objects[id].card, '');
    for (const id of state.players[p].library) assert.equal(view.state.objects[id], undefined, 'real library ids are not shown');
  }
});

test('CR 401.2, 402.3: a view is the same for every arrangement of the cards its viewer cannot see, and for every RNG state', () => {
  for (const seed of [2, 3, 4]) {
    const state = midGame(seed, 80 + seed * 20);
    for (const viewer of ['p1', 'p2', 'spectator']) {
      const a = JSON.stringify(playerView(state, viewer, cards));
      const b = JSON.stringify(playerView(rearrangeHidden(state, viewer, seed * 7), viewer, cards));
      assert.equal(a, b, `seed ${seed}, viewer ${viewer}`);
    }
  }
});

test('a player view names no card that is only in a hidden zone; the judge view shows every object', () => {
  const state = midGame(5);
  const view = playerView(state, 'p1', cards);
  const seen = new Set(Object.values(view.state.objects).map((o) => o.card));
  const visibleNames = new Set(Object.values(state.objects).filter((o) => o.zone !== 'library' && !(o.zone === 'hand' && o.owner === 'p2')).map((o) => o.card));
  for (const name of seen) assert.ok(name === '' || visibleNames.has(name), `${name} comes from a visible object`);
  assert.deepEqual(view.state.rng, [0, 0, 0, 0]);
  const judge = playerView(state, 'judge', cards);
  assert.equal(judge.state, state);
  assert.equal(Object.keys(judge.objects).length, Object.keys(state.objects).length);
});

test("another player's pending decision shows who decides and what kind, not its options", () => {
  const state = midGame(6, 40);
  const decider = state.pending!.player;
  const other = decider === 'p1' ? 'p2' : 'p1';
  const mine = playerView(state, decider, cards, { display: false });
  assert.equal(mine.state.pending, state.pending);
  assert.deepEqual(mine.objects, {});
  const theirs = playerView(state, other, cards).state.pending!;
  assert.deepEqual(Object.keys(theirs).sort(), ['id', 'kind', 'player', 'prompt', 'rule']);
});

test('display facts: battlefield objects carry current characteristics and status (CR 613, 110.5, 302.6)', () => {
  const state = midGame(7, 300);
  const view = playerView(state, 'p1', cards);
  assert.ok(state.battlefield.length > 0);
  for (const id of state.battlefield) {
    const o = view.objects[id];
    assert.ok(o, `${id} is visible`);
    assert.equal(o.zone, 'battlefield');
    assert.equal(o.tapped, state.objects[id].tapped);
    assert.ok(o.typeLine.length > 0);
  }
});

test('CR 701.23a: a player searching their library sees its cards; the other player still sees none of them', () => {
  const library = ['Forest', 'Mountain', 'Forest'].map((card) => ({ zone: 'library' as const, card, owner: 'p1' }));
  let state = setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
    objects: [{ zone: 'battlefield', card: 'Forest', owner: 'p1' }, { zone: 'battlefield', card: 'Forest', owner: 'p1' }, { zone: 'hand', card: 'Rampant Growth', owner: 'p1' }, ...library],
    turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1,
  }, cards).state;
  state = step(state, { player: 'p1', kind: 'cast', object: state.players.p1.hand[0], payment: 'auto' }, cards).state;
  while (state.pending?.kind === 'priority') state = step(state, { player: state.pending.player, kind: 'pass' }, cards).state;
  assert.equal(state.pending?.kind, 'chooseObjects');
  const searcher = playerView(state, 'p1', cards, { display: false }).state;
  assert.deepEqual(searcher.players.p1.library.map((id) => searcher.objects[id].card), ['Forest', 'Mountain', 'Forest']);
  const other = playerView(state, 'p2', cards, { display: false }).state;
  assert.deepEqual(other.players.p1.library.map((id) => other.objects[id].card), ['', '', '']);
});
