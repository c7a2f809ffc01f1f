/**
 * Issue 17 §5 — matchups beyond one machine: `arbiter match --queue` with several `arbiter worker` processes
 * against a Redis started by the test (Debian's redis-server) gives the same games as a local `arbiter match`
 * with the same seeds, even when a worker is killed in the middle of a job (its job is retried by another
 * worker once its lock expires; no game counts twice).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, Processes, REDIS_SERVER, type Started } from '../../../scripts/test-processes';
import { arbiterIn, matchIn, root } from './helpers';

const processes = new Processes();
after(() => processes.stopAll());

let redis = '';
const workers: Started[] = [];
before(async () => {
  if (!REDIS_SERVER) return;
  redis = await processes.redis();
  // A short lock (1.5 s) so that the killed worker's job is retried within seconds, not the default minute.
  workers.push(...await Promise.all([0, 1, 2].map(() => processes.start(process.execPath,
    [join(root, 'packages/cli/bin/arbiter.js'), 'worker', redis, '--threads', '1', '--stall-ms', '1500'], {}, /taking games from/, 60_000))));
});

const skip = !REDIS_SERVER && 'redis-server is not installed (.ci/run installs it)';

test('arbiter match --queue: three worker processes, one killed mid-job, give the same games and totals as a local run', { skip, timeout: 240_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-queue-'));
  const args = ['red-green-beats', 'white-blue-control', '--games', '6', '--players', 'easy,random', '--seed', '11', '--json'];
  // The first worker dies (SIGKILL: no goodbye, its job stays locked) as soon as it starts a job.
  const [victim, ...others] = workers;
  let games: string | undefined;
  const watch = () => {
    games = /run \w+: playing (games? [\d–]+)/.exec(victim.output())?.[1];
    if (!games) return;
    victim.child.stdout!.off('data', watch);
    victim.child.kill('SIGKILL');
  };
  victim.child.stdout!.on('data', watch);
  const queued = await matchIn([...args, '--queue', redis, '--batch', '2', '--csv', join(dir, 'queued.csv')]);
  assert.equal(queued.code, 0, queued.err);
  assert.ok(games, `the first worker took no job:\n${victim.output()}`);
  const retried = others.filter((w) => w.output().includes(`playing ${games} (again)`));
  assert.equal(retried.length, 1, `the killed worker's ${games} were played again by one other worker:\n${others.map((w) => w.output()).join('\n')}`);

  const local = await matchIn([...args, '--threads', '1', '--csv', join(dir, 'local.csv')]);
  assert.equal(local.code, 0, local.err);
  const [q, l] = [JSON.parse(queued.out), JSON.parse(local.out)];
  const totals = (s: any) => [s.games, s.wins, s.draws, s.ci95, s.turns, s.decisionsPerGame, s.eventsPerGame, s.fallbacks];
  assert.deepEqual(totals(q), totals(l));
  assert.equal(q.wins[0] + q.wins[1] + q.draws, 6, 'every game counted once');
  const rows = (file: string) => readFileSync(join(dir, file), 'utf8').trim().split('\n').map((row) => row.replace(/,[\d.]+$/, '')); // the last column is time
  assert.deepEqual(rows('queued.csv'), rows('local.csv'));
  assert.equal(rows('queued.csv').length, 7);
});

test('arbiter match --queue and arbiter worker: an unreachable Redis or a bad URL is one line and exit 2', { timeout: 60_000 }, async () => {
  const closed = `redis://127.0.0.1:${await freePort()}`; // nothing listens there
  const worker = await arbiterIn(['worker', closed]);
  assert.equal(worker.code, 2);
  assert.equal(worker.stderr, `arbiter: cannot reach Redis at ${closed}: connect ECONNREFUSED ${closed.slice(8)}\n`);
  const coordinator = await matchIn(['red-green-beats', 'white-blue-control', '--games', '2', '--queue', closed]);
  assert.equal(coordinator.code, 2);
  assert.equal(coordinator.err, `arbiter: cannot reach Redis at ${closed}: connect ECONNREFUSED ${closed.slice(8)}`);
  const url = await arbiterIn(['worker', 'localhost:6379']);
  assert.equal(url.code, 2);
  assert.match(url.stderr, /^arbiter: not a Redis URL: 'localhost:6379' \(expected redis:\/\/host:port/);
  const batch = await matchIn(['red-green-beats', 'white-blue-control', '--batch', '2']);
  assert.equal(batch.code, 2);
  assert.match(batch.err, /^--batch goes with --queue/);
});
