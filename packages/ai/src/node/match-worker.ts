/** Worker thread of `runMatch`: plays its share of the games and posts each result. */
import { parentPort, workerData } from 'node:worker_threads';
import { playMatchGame, type MatchConfig } from './match';

const { cfg, games } = workerData as { cfg: MatchConfig; games: number[] };
for (const i of games) parentPort!.postMessage(playMatchGame(cfg, i));
