/**
 * Matchups beyond one machine (issue 17 §5): a match's games as jobs on a BullMQ queue in Redis, played by
 * `arbiter worker` processes on any number of machines and gathered by `arbiter match --queue`.
 *
 * - The coordinator stores the match under a fresh run id and adds one job per batch of games (job id
 *   `<run>-<first game>`). A worker plays a job's games in its thread pool (game i exactly as `runMatch` plays
 *   it: `playMatchGame(cfg, i)`) and stores each result in the run's results hash under the game's index with
 *   HSETNX: a game counts once however often its job ran, so the totals equal a local run's for the same seeds.
 * - A worker that dies mid-job holds its job's lock until the lock expires (`stallMs`); another worker's
 *   stalled-job check then puts the job back in the queue (BullMQ), and the retry skips the games already stored.
 * - When the coordinator ends (done, interrupted or failed) it deletes the run's keys: jobs still queued for
 *   it find no config and end without playing. The keys also expire after a week, should it die.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Queue, QueueEvents, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { GamePool } from './game-pool';
import type { GameResult, MatchConfig } from './match';

/** The BullMQ queue every matchup shares; workers take jobs of any run from it. */
export const QUEUE_NAME = 'arbiter-match';
const KEY_TTL_S = 7 * 24 * 3600;
const configKey = (run: string) => `arbiter:match:${run}:config`;
const resultsKey = (run: string) => `arbiter:match:${run}:results`;

/** A job: some games of one run. */
interface GamesJob { run: string; games: number[] }

/** Redis can't be reached or the URL is wrong: the CLI prints the message (one line) and exits 2. */
export class QueueConnectionError extends Error {
  override name = 'QueueConnectionError';
}

/** `host:port` of a Redis URL, without its credentials (for messages). */
export function redisAddress(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}:${u.port || 6379}${u.pathname.length > 1 ? u.pathname : ''}`;
}

/**
 * Checks that Redis answers at `url` (one attempt, 5 s), so a wrong address is one clear error instead of
 * BullMQ's endless reconnection attempts. Later connections do retry: a worker rides out a Redis restart.
 */
async function probe(url: string): Promise<void> {
  let address: string;
  try {
    if (!/^rediss?:$/.test(new URL(url).protocol)) throw new Error();
    address = redisAddress(url);
  } catch {
    throw new QueueConnectionError(`not a Redis URL: '${url}' (expected redis://host:port, e.g. redis://127.0.0.1:6379)`);
  }
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let cause: Error | undefined; // the socket's error (ECONNREFUSED, ENOTFOUND…) says more than connect()'s
  client.on('error', (e: Error) => { cause ??= e; });
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    throw new QueueConnectionError(`cannot reach Redis at ${address}: ${(cause ?? (e as Error)).message}`);
  } finally {
    client.disconnect();
  }
}

const bullConnection = (url: string): ConnectionOptions => ({ url, maxRetriesPerRequest: null });

export interface QueuedMatchOptions {
  /** Games per job (default 1). */
  batch?: number;
  /** Called as results arrive (about four times a second) with the games stored and the workers connected. */
  onProgress?: (done: number, workers: number) => void;
  /** Aborting stops waiting, withdraws the run and rejects. */
  signal?: AbortSignal;
}

/**
 * Runs a match through the queue at `url`: adds its games as jobs, waits for workers to play them all, and
 * returns the results in game order, like `runMatch`. A job that fails for good (its game throws on every
 * attempt, or its workers died too often) rejects with the reason.
 */
export async function runQueuedMatch(cfg: MatchConfig, url: string, opts: QueuedMatchOptions = {}): Promise<GameResult[]> {
  await probe(url);
  const run = randomBytes(6).toString('hex');
  const batch = Math.max(1, opts.batch ?? 1);
  const redis = new Redis(url, { maxRetriesPerRequest: null });
  const queue = new Queue<GamesJob>(QUEUE_NAME, { connection: bullConnection(url) });
  const events = new QueueEvents(QUEUE_NAME, { connection: bullConnection(url) });
  const jobIds: string[] = [];
  let failure: Error | undefined;
  // They reconnect by themselves; a lost Redis shows as no progress.
  redis.on('error', () => {});
  queue.on('error', () => {});
  events.on('error', () => {});
  events.on('failed', ({ jobId, failedReason }) => {
    if (jobId.startsWith(`${run}-`)) failure ??= new Error(`game ${jobId.slice(run.length + 1)}${batch > 1 ? ' and the rest of its batch' : ''} failed on the workers, retries included: ${failedReason}`);
  });
  try {
    await events.waitUntilReady();
    await redis.set(configKey(run), JSON.stringify({ ...cfg, threads: undefined }), 'EX', KEY_TTL_S);
    const jobs = [];
    for (let first = 0; first < cfg.games; first += batch) {
      const games = Array.from({ length: Math.min(batch, cfg.games - first) }, (_, k) => first + k);
      jobIds.push(`${run}-${first}`);
      jobs.push({
        name: 'games', data: { run, games },
        opts: { jobId: jobIds.at(-1), attempts: 3, backoff: { type: 'fixed', delay: 1000 }, removeOnComplete: true, removeOnFail: { age: 24 * 3600 } },
      });
    }
    await queue.addBulk(jobs);
    for (let polls = 0; ; polls++) {
      const done = await redis.hlen(resultsKey(run));
      // Counting workers asks Redis for its client list: once a second is enough.
      if (polls % 4 === 0 || done === cfg.games) opts.onProgress?.(done, await queue.getWorkersCount());
      if (done === cfg.games) break;
      if (failure) throw failure;
      if (opts.signal?.aborted) throw new Error('interrupted');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const stored = await redis.hgetall(resultsKey(run));
    return Array.from({ length: cfg.games }, (_, i) => JSON.parse(stored[String(i)]) as GameResult);
  } finally {
    await redis.del(configKey(run), resultsKey(run));
    // Withdraw the jobs still waiting (a job a worker holds can't be removed; it finds no config and ends).
    await Promise.all(jobIds.map((id) => queue.remove(id).catch(() => 0)));
    await Promise.all([events.close(), queue.close()]);
    redis.disconnect();
  }
}

export interface QueueWorkerOptions {
  /** Games played at once, one per thread (default: all cores). */
  threads?: number;
  /**
   * How long a job's lock lasts without renewal (default 30 s): a worker that dies mid-job has its job retried
   * by another worker within about twice this. The worker renews its locks at half of it while it plays.
   */
  stallMs?: number;
  /** One line per event worth telling the operator (job started, played, failed; Redis trouble). */
  log?: (line: string) => void;
}

export interface QueueWorker {
  /** Games it plays at once. */
  threads: number;
  /** Stops taking jobs, finishes the games being played, and disconnects. */
  close(): Promise<void>;
}

/** Takes jobs from the queue at `url` and plays their games until closed. */
export async function startQueueWorker(url: string, opts: QueueWorkerOptions = {}): Promise<QueueWorker> {
  await probe(url);
  const log = opts.log ?? (() => {});
  const threads = Math.max(1, opts.threads ?? availableParallelism());
  const stallMs = opts.stallMs ?? 30_000;
  const pool = new GamePool(threads);
  const redis = new Redis(url, { maxRetriesPerRequest: null });
  const span = (games: number[]) => (games.length === 1 ? `game ${games[0]}` : `games ${games[0]}–${games[games.length - 1]}`);

  const play = async (job: Job<GamesJob>): Promise<string> => {
    const { run, games } = job.data;
    const stored = await redis.get(configKey(run));
    if (!stored) return 'withdrawn'; // the coordinator ended: nobody waits for these games
    const cfg = JSON.parse(stored) as MatchConfig;
    log(`run ${run}: playing ${span(games)}${job.attemptsStarted > 1 ? ' (again)' : ''}`);
    const t0 = performance.now();
    const outcome = await Promise.all(games.map(async (i) => {
      if (await redis.hexists(resultsKey(run), String(i))) return 'stored';
      const result = await pool.play(cfg, i);
      await redis.multi().hsetnx(resultsKey(run), String(i), JSON.stringify(result)).expire(resultsKey(run), KEY_TTL_S).exec();
      return 'played';
    }));
    const skipped = outcome.filter((o) => o === 'stored').length;
    log(`run ${run}: ${span(games)} done in ${((performance.now() - t0) / 1000).toFixed(1)} s${skipped ? ` (${skipped} already stored)` : ''}`);
    return 'played';
  };

  const worker = new Worker<GamesJob>(QUEUE_NAME, play, {
    connection: bullConnection(url), concurrency: threads,
    lockDuration: stallMs, stalledInterval: stallMs, maxStalledCount: 3,
  });
  let lastError = '';
  const trouble = (e: Error) => { if (e.message !== lastError) log(`Redis: ${(lastError = e.message)}`); };
  worker.on('error', trouble);
  redis.on('error', trouble);
  worker.on('failed', (job, e) => { if (job) log(`run ${job.data.run}: ${span(job.data.games)} failed: ${e.message}`); });
  await worker.waitUntilReady();
  return {
    threads,
    async close() {
      await worker.close();
      await pool.close();
      redis.disconnect();
    },
  };
}
