/** @arbiter/ai/node — Node-only parts of the AI package: the threaded match runner and the Redis job queue for matchups over many machines. */
export { playMatchGame, resultsCsv, runMatch, summarize, type GameResult, type MatchConfig, type MatchDeck } from './match';
export { QUEUE_NAME, QueueConnectionError, redisAddress, runQueuedMatch, startQueueWorker, type QueuedMatchOptions, type QueueWorker, type QueueWorkerOptions } from './queue';
