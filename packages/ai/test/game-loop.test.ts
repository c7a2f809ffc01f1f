import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { createGame, playerView, step, type GameState } from '@arbiter/engine';
import { createAgent, deckKnowledge, playGame, wilson, type Level } from '../src/index';
import { sampleDecks, sampleSetup } from '../../../scripts/playout';

const cards = defaultRegistry();
const decks = sampleDecks(cards);

test('the browser table loop: createAgent answers every decision of a full game through view → decide → step', () => {
  const setup = sampleSetup(decks, 21, 2);
  const agents = [createAgent('easy', 1), createAgent('easy', 2)];
  let state: GameState = createGame(setup, cards).state;
  let decisions = 0;
  const kinds = new Set<string>();
  while (state.pending && !state.over && decisions < 3000) {
    const me = state.pending.player;
    const seat = Number(me.slice(1)) - 1;
    // What the web worker does: the agent gets the player's view and its pending decision, nothing else.
    const view = playerView(state, me, cards, { display: false });
    const { input } = agents[seat].decide(view, view.state.pending!, { cards, decks: deckKnowledge(setup, me, false) });
    const r = step(state, input, cards);
    assert.equal(r.error, undefined, `decision ${decisions} (${state.pending.kind}) was answered legally: ${r.error?.message}`);
    kinds.add(state.pending.kind);
    state = r.state;
    decisions++;
  }
  assert.ok(state.over, `the game ended (after ${decisions} decisions)`);
  assert.equal(state.over.winners.length, 1);
  for (const k of ['mulligan', 'priority', 'declareAttackers', 'targets']) assert.ok(kinds.has(k), `answered a ${k} decision`);
});

test('a search player (fixed iterations) plays a full heads-up game against the heuristic, and a 3-player game of heuristic players ends', () => {
  const setup = sampleSetup(decks, 4, 2);
  const r = playGame(setup, [createAgent('normal', 3, { iterations: 3, rolloutDepth: 4 }), createAgent('easy', 4)], cards, { maxDecisions: 4000 });
  assert.ok(r.state.over, r.reason);
  assert.ok(r.decisionMs[0].length > 10);
  const three = playGame(sampleSetup(decks, 9, 3), (['easy', 'easy', 'random'] as Level[]).map((l, i) => createAgent(l, i)), cards, { maxDecisions: 6000 });
  assert.ok(three.state.over, three.reason);
  assert.equal(three.state.order.length, 3);
});

test('the same seeds give the same game (agents are deterministic for a seed and a fixed search budget)', () => {
  const run = () => playGame(sampleSetup(decks, 30, 2), [createAgent('easy', 5), createAgent('random', 6)], cards, { maxDecisions: 3000 });
  const a = run();
  const b = run();
  assert.deepEqual([a.winners, a.turns, a.decisions, a.events], [b.winners, b.turns, b.decisions, b.events]);
});

test('Wilson interval: 95% for 45 of 50 is about 0.79–0.96 (Wilson 1927)', () => {
  const w = wilson(45, 50);
  assert.equal(w.p, 0.9);
  assert.ok(Math.abs(w.low - 0.786) < 0.002 && Math.abs(w.high - 0.957) < 0.002, JSON.stringify(w));
  assert.deepEqual(wilson(0, 0), { p: 0, low: 0, high: 1 });
});
