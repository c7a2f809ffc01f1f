/** @arbiter/ai/node — Node-only parts of the AI package: the threaded match runner. */
export { playMatchGame, resultsCsv, runMatch, summarize, type GameResult, type MatchConfig, type MatchDeck } from './match';
