import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { createGame, playout, type Input } from '@arbiter/engine';
import { parseReplay, replayGame, serializeReplay, type Replay } from '../src/index';
import { sampleDecks, sampleSetup } from '../../../scripts/playout';

const cards = defaultRegistry();

/** A random game of two sample decks (seed 5, at most 600 decisions), as its events and accepted inputs. */
function recordedGame(): { replay: Replay; events: string } {
  const setup = { ...sampleSetup(sampleDecks(cards), 5), startingPlayer: 0 };
  const start = createGame(setup, cards);
  const inputs: Input[] = [];
  const run = playout(start.state, cards, 99, { maxDecisions: 600, keepEvents: true, onStep: (s) => { inputs.push(s.input); } });
  const replay: Replay = { format: 'arbiter-replay', version: 1, seed: 5, ruleset: 'cr', startingPlayer: 0, players: setup.players, inputs };
  return { replay, events: JSON.stringify([...start.events, ...run.events!]) };
}

test('DESIGN 2: a replay file reproduces its game, event for event, byte for byte', () => {
  const { replay, events } = recordedGame();
  assert.ok(replay.inputs.length > 100, 'a real game');
  const { replay: read, errors } = parseReplay(serializeReplay(replay), 'game.json');
  assert.deepEqual(errors, []);
  const again = replayGame(read!, cards);
  assert.equal(again.refused, undefined);
  assert.equal(JSON.stringify(again.events), events);
  assert.equal(again.states.length, replay.inputs.length + 1);
  assert.equal(again.logLengths.at(-1), again.events.length);
});

test('a replay stops at the first input the engine refuses, with its typed error and rule', () => {
  const { replay } = recordedGame();
  const bad: Replay = { ...replay, inputs: [...replay.inputs.slice(0, 3), { player: 'p2', kind: 'concede' }, { player: 'p9', kind: 'pass' }] };
  const r = replayGame(bad, cards);
  assert.equal(r.refused?.index, 4);
  assert.ok(r.refused?.error.rule);
  assert.equal(r.states.length, 5);
});

test('bad replay files get located errors (line, field) and no replay', () => {
  const text = '{\n  "format": "arbiter-replay",\n  "version": 1,\n  "seed": "five",\n  "ruleset": "cr",\n  "players": [{ "name": "A", "deck": ["Forest", "Lightning Blot"] }, { "name": "B", "deck": [1] }],\n  "inputs": [{ "kind": "pass" },\n    { "player": "p1", "kind": "answer" }]\n}\n';
  const { replay, errors } = parseReplay(text, 'bad.json', { cardNames: cards.names() });
  assert.equal(replay, undefined);
  assert.deepEqual(errors.map((e) => [e.line, e.path]), [[4, 'seed'], [6, 'players[0].deck[1]'], [6, 'players[1].deck'], [7, 'inputs[0]'], [8, 'inputs[1].answer']]);
  assert.match(errors[1].message, /unknown card "Lightning Blot".*Lightning Bolt/);
  const broken = parseReplay('{ "format": ', 'broken.json');
  assert.equal(broken.replay, undefined);
  assert.equal(broken.errors[0].file, 'broken.json');
});
