import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function arbiter(...args: string[]): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, ['packages/cli/bin/arbiter.js', ...args], { cwd: root, encoding: 'utf8' });
  return { code: r.status, out: r.stdout + r.stderr };
}

test('CR 613.2a, 613.7: `arbiter explain` names the copy effect that gives an object its copiable values (layer 1a)', () => {
  const r = arbiter('explain', 'scenarios/core/copies/nanogene-conversion-until-end-of-turn.yaml', 'Serra Angel');
  assert.equal(r.code, 0, r.out);
  // The scenario ends on Bob's turn: the copy effect has ended and Serra Angel is itself again.
  assert.doesNotMatch(r.out, /layer 1a/);
  const copied = arbiter('explain', 'scenarios/core/copies/mirrorform.yaml', 'Serra Angel@Alice#1');
  assert.equal(copied.code, 0, copied.out);
  assert.match(copied.out, /characteristic set: Grizzly Bears \(normal\)/);
  assert.match(copied.out, /layer 1a: Mirrorform: becomes a copy of Serra Angel {2}\[timestamp \d+ \(613\.7\)\]/);
  assert.match(copied.out, /layer 1 \(copiable values, 613\.2\): Serra Angel: Creature — Angel, W 4\/4/);
});
