import { defaultRegistry } from '@arbiter/cards';
import { createGame, playout } from '@arbiter/engine';
import { fuzzGameParams } from '../packages/engine/src/agents/invariants';
import { sampleDecks, sampleSetup } from './playout';
const cards = defaultRegistry(); const decks = sampleDecks(cards);
const from = Number(process.argv[2] ?? 1), to = Number(process.argv[3] ?? 100);
for (let seed = from; seed <= to; seed++) {
  const { players, agentSeed } = fuzzGameParams(seed);
  const t0 = performance.now();
  let last = 0;
  const r = playout(createGame(sampleSetup(decks, seed, players), cards).state, cards, agentSeed, { maxDecisions: 5000, onStep: (st) => { last = st.decision; if (st.decision % 1000 === 0) process.stdout.write(`  seed ${seed} at ${st.decision} turn ${st.result.state.turn.number}\n`); } });
  console.log(`seed ${seed} ${players}p: ${r.decisions} decisions, over=${!!r.state.over}, ${(performance.now() - t0).toFixed(0)} ms`);
}
