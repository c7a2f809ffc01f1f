/**
 * A pool of worker threads that play match games (Node only). Each thread stays up and plays the games it is
 * sent, one at a time; `play` hands a game to the next idle thread. The calling thread stays free while games
 * run: the queue worker needs that to keep its job locks alive (queue.ts).
 */
import { Worker } from 'node:worker_threads';
import type { GameResult, MatchConfig } from './match';

/** What a pool thread answers for one game (match-worker.ts). */
export type GameReply = { result: GameResult } | { error: string };

interface Pending { cfg: MatchConfig; game: number; resolve: (r: GameResult) => void; reject: (e: Error) => void }

export class GamePool {
  private readonly threads: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly waiting: Pending[] = [];
  private failure: Error | undefined;

  constructor(threads: number) {
    const worker = new URL('./match-worker.ts', import.meta.url).href;
    // Each thread needs tsx's loader registered in its own thread before it loads the TypeScript worker module.
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(worker)}); })`;
    for (let t = 0; t < Math.max(1, threads); t++) {
      const w = new Worker(boot, { eval: true });
      w.on('message', (reply: GameReply) => {
        const job = this.busy.get(w);
        this.busy.delete(w);
        this.idle.push(w);
        if (!job) return; // the pool failed or closed meanwhile
        if ('result' in reply) job.resolve(reply.result);
        else job.reject(new Error(`game ${job.game} (seed ${job.cfg.seed + job.game}): ${reply.error}`));
        this.dispatch();
      });
      // A thread that dies (out of memory, a crash in the loader) fails its game and every game after it.
      w.on('error', (e) => this.fail(e));
      w.on('exit', (code) => { if (code !== 0) this.fail(new Error(`a match thread exited with code ${code}`)); });
      this.threads.push(w);
      this.idle.push(w);
    }
  }

  /** Plays game `game` of the match on the next idle thread. */
  play(cfg: MatchConfig, game: number): Promise<GameResult> {
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.waiting.push({ cfg, game, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread (games still running are abandoned). */
  async close(): Promise<void> {
    this.fail(new Error('the game pool is closed'));
    await Promise.all(this.threads.map((w) => { w.removeAllListeners('exit'); return w.terminate(); }));
  }

  private dispatch(): void {
    while (this.idle.length && this.waiting.length) {
      const w = this.idle.pop()!;
      const job = this.waiting.shift()!;
      this.busy.set(w, job);
      w.postMessage({ cfg: job.cfg, game: job.game });
    }
  }

  private fail(e: Error): void {
    if (this.failure) return;
    this.failure = e;
    for (const p of [...this.waiting, ...this.busy.values()]) p.reject(e);
    this.waiting.length = 0;
    this.busy.clear();
  }
}
