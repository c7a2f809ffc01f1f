import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchIn } from './helpers';

test('arbiter match --json: seeded games over worker threads, the same results for 1 and 2 threads; per-game CSV', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-match-'));
  const args = ['red-green-beats', 'white-blue-control', '--games', '2', '--players', 'easy,random', '--seed', '7', '--json'];
  const one = await matchIn([...args, '--threads', '1', '--csv', join(dir, 'one.csv')]);
  const two = await matchIn([...args, '--threads', '2', '--csv', join(dir, 'two.csv')]);
  assert.equal(one.code, 0, one.err);
  assert.equal(two.code, 0, two.err);
  const a = JSON.parse(one.out);
  const b = JSON.parse(two.out);
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

test('arbiter match: bad arguments are clear errors', async () => {
  const bad = await matchIn(['red-green-beats', 'nosuchdeck', '--players', 'easy,random']);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /no deck file 'nosuchdeck'/);
  const level = await matchIn(['red-green-beats', 'white-blue-control', '--players', 'easy,expert']);
  assert.equal(level.code, 2);
  assert.match(level.err, /--players expects two of random, easy, normal, hard/);
});
