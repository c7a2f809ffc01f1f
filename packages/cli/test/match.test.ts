import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../bin/arbiter.js', import.meta.url));
const arbiter = (...args: string[]) => spawnSync(process.execPath, [main, ...args], { encoding: 'utf8' });

test('arbiter match --json: seeded games over worker threads, the same results for 1 and 2 threads; per-game CSV', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-match-'));
  const args = ['match', 'red-green-beats', 'white-blue-control', '--games', '2', '--players', 'easy,random', '--seed', '7', '--json'];
  const one = arbiter(...args, '--threads', '1', '--csv', join(dir, 'one.csv'));
  const two = arbiter(...args, '--threads', '2', '--csv', join(dir, 'two.csv'));
  assert.equal(one.status, 0, one.stderr);
  assert.equal(two.status, 0, two.stderr);
  const a = JSON.parse(one.stdout);
  const b = JSON.parse(two.stdout);
  assert.equal(a.games, 2);
  assert.equal(a.wins.length, 2);
  assert.equal(a.wins[0] + a.wins[1] + a.draws, 2);
  assert.deepEqual([a.wins, a.draws, a.turns, a.decisionsPerGame, a.eventsPerGame], [b.wins, b.draws, b.turns, b.decisionsPerGame, b.eventsPerGame]);
  assert.ok(a.ci95[0][0] <= a.winRate[0] && a.winRate[0] <= a.ci95[0][1]);
  const strip = (csv: string) => csv.trim().split('\n').map((row) => row.replace(/,[\d.]+$/, '')); // the last column is time
  const rows = strip(readFileSync(join(dir, 'one.csv'), 'utf8'));
  assert.deepEqual(rows, strip(readFileSync(join(dir, 'two.csv'), 'utf8')));
  assert.equal(rows.length, 3);
  assert.match(rows[1], /^0,7,A,/);
  assert.match(rows[2], /^1,8,B,/, 'seats alternate');
});

test('arbiter match: bad arguments are clear errors', () => {
  const bad = arbiter('match', 'red-green-beats', 'nosuchdeck', '--players', 'easy,random');
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /no deck file 'nosuchdeck'/);
  const level = arbiter('match', 'red-green-beats', 'white-blue-control', '--players', 'easy,expert');
  assert.equal(level.status, 2);
  assert.match(level.stderr, /--players expects two of random, easy, normal, hard/);
});
