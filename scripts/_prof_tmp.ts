import { defaultRegistry } from '@arbiter/cards';
import { createGame, playout } from '../packages/engine/src/index';
import { runCheckedGame, fuzzGameParams } from '../packages/engine/src/agents/invariants';
import { sampleDecks, sampleSetup } from './playout';
const cards = defaultRegistry(); const decks = sampleDecks(cards);
let t0 = performance.now(); let steps = 0;
for (let s = 300; s < 310; s++) { const { players, agentSeed } = fuzzGameParams(s); const r = playout(createGame(sampleSetup(decks, s, players, true), cards).state, cards, agentSeed, { maxDecisions: 5000 }); steps += r.decisions; }
console.log('plain', steps, ((performance.now() - t0) / 1000).toFixed(1));
t0 = performance.now(); steps = 0;
for (let s = 300; s < 310; s++) { const { players, agentSeed } = fuzzGameParams(s); const r = runCheckedGame(sampleSetup(decks, s, players, true), cards, agentSeed, { maxDecisions: 5000, replay: false, roundTripEvery: 0 }); steps += r.decisions; }
console.log('checked', steps, ((performance.now() - t0) / 1000).toFixed(1));
t0 = performance.now(); steps = 0;
for (let s = 300; s < 310; s++) { const { players, agentSeed } = fuzzGameParams(s); const r = runCheckedGame(sampleSetup(decks, s, players, true), cards, agentSeed, { maxDecisions: 5000, replay: false, roundTripEvery: 0, freeze: false }); steps += r.decisions; }
console.log('checked nofreeze', steps, ((performance.now() - t0) / 1000).toFixed(1));
