/** A thread of the game pool (game-pool.ts): plays each game it is sent and answers with its result or error. */
import { parentPort } from 'node:worker_threads';
import { playMatchGame, type MatchConfig } from './match';
import type { GameReply } from './game-pool';

parentPort!.on('message', ({ cfg, game }: { cfg: MatchConfig; game: number }) => {
  let reply: GameReply;
  try {
    reply = { result: playMatchGame(cfg, game) };
  } catch (e) {
    reply = { error: (e as Error).message ?? String(e) };
  }
  parentPort!.postMessage(reply);
});
