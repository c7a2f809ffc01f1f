import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { defaultRegistry } from '@arbiter/cards';
import { createGame, playerView, playout, seedRng, type GameState, type PlayerId } from '@arbiter/engine';
import { createAgent, deckKnowledge, determinize, type Agent } from '../src/index';
import { sampleDecks, sampleSetup } from '../../../scripts/playout';

const cards = defaultRegistry();
const decks = sampleDecks(cards);

/** A state of a seeded game (2–3 players, the sample decks rotating) after `decisions` random inputs. */
function gameAt(seed: number, players: number, decisions: number) {
  const setup = sampleSetup(decks, seed, players, true);
  const state = playout(createGame(setup, cards).state, cards, seed * 17 + 3, { maxDecisions: decisions }).state;
  return { setup, state };
}

/**
 * Objects whose card `me` may not know: other players' hands, every library but one it is searching (CR 701.23a:
 * its decision offers that library's cards), face-down objects others control.
 */
function unseen(state: GameState, me: PlayerId) {
  const d = state.pending;
  const options: unknown[] = d && d.player === me && 'options' in d && Array.isArray(d.options) ? d.options : [];
  const searching = new Set(options.flatMap((id) => (typeof id === 'string' && state.objects[id]?.zone === 'library' ? [state.objects[id].owner] : [])));
  return Object.values(state.objects).filter((o) => (o.zone === 'library' && !searching.has(o.owner)) || (o.zone === 'hand' && o.owner !== me) || (o.faceDown && o.controller !== me));
}

/** The same game with the unseen cards' names permuted (Fisher–Yates driven by fast-check's indices) and other RNG words. */
function permuted(state: GameState, me: PlayerId, swaps: number[], rng: [number, number, number, number]): GameState {
  const hidden = unseen(state, me);
  const names = hidden.map((o) => o.card);
  for (let i = names.length - 1; i > 0; i--) {
    const j = swaps[i % swaps.length] % (i + 1);
    [names[i], names[j]] = [names[j], names[i]];
  }
  const objects = { ...state.objects };
  hidden.forEach((o, i) => { objects[o.id] = { ...o, card: names[i] }; });
  return { ...state, objects, rng };
}

function decide(agent: Agent, state: GameState, setup: ReturnType<typeof gameAt>['setup']) {
  const me = state.pending!.player;
  const view = playerView(state, me, cards, { display: false });
  return agent.decide(view, view.state.pending!, { cards, decks: deckKnowledge(setup, me, false) }).input;
}

const arbitraries = {
  seed: fc.integer({ min: 1, max: 10_000 }),
  players: fc.integer({ min: 2, max: 3 }),
  decisions: fc.integer({ min: 0, max: 300 }),
  swaps: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
  rng: fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()),
  agentSeed: fc.nat(),
};

for (const [label, make, runs] of [
  ['the heuristic player', (seed: number) => createAgent('easy', seed), 15],
  ['the search player (6 iterations)', (seed: number) => createAgent('normal', seed, { iterations: 6, rolloutDepth: 4 }), 6],
] as const) {
  test(`issue 12, no peeking: ${label} decides the same for every arrangement of the cards it can't see and every RNG state`, () => {
    fc.assert(fc.property(arbitraries.seed, arbitraries.players, arbitraries.decisions, arbitraries.swaps, arbitraries.rng, arbitraries.agentSeed,
      (seed, players, decisions, swaps, rng, agentSeed) => {
        const { setup, state } = gameAt(seed, players, decisions);
        fc.pre(!!state.pending && !state.over);
        const me = state.pending!.player;
        const other = permuted(state, me, swaps, rng as [number, number, number, number]);
        assert.notDeepEqual(other.rng, state.rng);
        assert.deepEqual(decide(make(agentSeed), other, setup), decide(make(agentSeed), state, setup));
      }), { numRuns: runs, seed: 12 });
  });
}

test('a determinization keeps what the player sees and deals its own deck exactly: the list minus the cards it sees', () => {
  const { setup, state } = gameAt(7, 2, 150);
  const me = state.pending!.player;
  const view = playerView(state, me, cards, { display: false }).state;
  const world = determinize(view, me, deckKnowledge(setup, me, false), seedRng(3));
  for (const [id, o] of Object.entries(view.objects)) {
    if (!o.hidden) assert.equal(world.objects[id], o, `${id} is visible and unchanged`);
    else assert.ok(world.objects[id].card !== '' && !world.objects[id].hidden, `${id} gets a card`);
  }
  const mine = Object.values(world.objects).filter((o) => o.owner === me && o.kind === 'card').map((o) => o.card).sort();
  const deck = setup.players[Number(me.slice(1)) - 1].deck;
  assert.deepEqual(mine, [...deck].sort());
  const theirs = Object.values(world.objects).filter((o) => o.owner !== me && o.hidden === undefined && view.objects[o.id]?.hidden);
  const pool = new Set(setup.players.flatMap((p, i) => (`p${i + 1}` === me ? [] : p.deck)));
  for (const o of theirs) assert.ok(pool.has(o.card), `${o.card} is a card of the opponent's list`);
  assert.notDeepEqual(world.rng, view.rng);
});
