import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultRegistry } from '@arbiter/cards';
import { fuzzGameParams, runCheckedGame } from '../../src/agents/invariants';

/**
 * Seeded random games with a deck full of replacement and prevention effects and state triggers (issue 3 item
 * 2): every invariant holds after every step (docs/fuzzing.md), including the encode/decode round trip while a
 * 616.1 decision waits, and replaying the inputs gives the same log.
 */
const cards = defaultRegistry();
const COUNTS: Record<string, number> = {
  Mountain: 8, Forest: 6, Plains: 6, Swamp: 2, Island: 2, 'Furnace of Rath': 2, 'Torbran, Thane of Red Fell': 2, 'Rest in Peace': 2,
  'Hardened Scales': 2, 'Doubling Season': 2, 'Healing Salve': 3, Fog: 2, 'Daunting Defender': 2, 'Emperor Crocodile': 2, 'Lava Coil': 2,
  'Drudge Skeletons': 2, 'Maze of Ith': 1, 'Circle of Protection: Red': 2, 'Lightning Bolt': 4, 'Grizzly Bears': 4, 'Spectral Procession': 2,
  'Slip Out the Back': 2, 'Tainted Remedy': 2, 'Boon Reflection': 1, 'Kitchen Finks': 2, 'Wrath of God': 1, Pariah: 1, 'Beast Within': 2,
  'Thought Reflection': 1, 'Mental Note': 2, 'Darksteel Colossus': 1,
};
const deck = Object.entries(COUNTS).flatMap(([name, n]) => Array.from({ length: n }, () => name));

for (const seed of [1, 2, 3]) {
  test(`CR 614, 615, 616, 603.8: a random ${fuzzGameParams(seed, [2, 3]).players}-player game of replacement-effect decks (seed ${seed}) keeps every invariant`, () => {
    const { players, agentSeed } = fuzzGameParams(seed, [2, 3]);
    const setup = { seed, players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, deck })) };
    const r = runCheckedGame(setup, cards, agentSeed, { maxDecisions: 2500, roundTripEvery: 25, replay: true });
    assert.deepEqual(r.violations, []);
  });
}
