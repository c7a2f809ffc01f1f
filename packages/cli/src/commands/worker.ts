import { QueueConnectionError, redisAddress, startQueueWorker } from '@arbiter/ai/node';
import { UsageError } from '../errors';
import { print, printError } from '../io';

export interface WorkerOptions { threads?: string; stallMs?: string }

const whole = (name: string, v: string | undefined): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} expects a whole number above 0, got '${v}'`);
  return n;
};

/**
 * `arbiter worker <redis-url>`: plays the games of `arbiter match --queue` runs (docs/ai.md, "Distributed
 * matchups") until Ctrl-C or SIGTERM, which let the games being played finish; a second one exits at once
 * (those games' jobs are retried by other workers). Resolves to the exit code.
 */
export async function worker(url: string, o: WorkerOptions): Promise<number> {
  const options = { threads: whole('threads', o.threads), stallMs: whole('stall-ms', o.stallMs), log: (line: string) => print(line) };
  const w = await startQueueWorker(url, options).catch((e) => {
    throw e instanceof QueueConnectionError ? new UsageError(e.message) : e;
  });
  print(`arbiter worker: taking games from ${redisAddress(url)} (${w.threads} thread${w.threads === 1 ? '' : 's'}); Ctrl-C to stop`);
  let stop = () => {};
  await new Promise<void>((resolve) => {
    let stopping = false;
    stop = () => {
      if (stopping) {
        // As if the worker died: the locks of its jobs expire and other workers retry them.
        printError('arbiter worker: stopped; the games being played will be retried by other workers');
        process.exit(130);
      }
      stopping = true;
      printError('arbiter worker: finishing the games being played (Ctrl-C again to stop now)');
      void w.close().then(resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  return 0;
}
