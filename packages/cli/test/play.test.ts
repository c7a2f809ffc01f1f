import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { play, type PlayIO } from '../src/commands/play';

/** A scripted terminal: answers each prompt with the next scripted line, then with Enter. */
function scripted(lines: string[]): PlayIO & { out: string[]; prompts: number } {
  const io = {
    out: [] as string[], prompts: 0,
    next: async () => { io.prompts++; return lines.length ? lines.shift()! : ''; },
    write: (t: string) => { io.out.push(t); },
  };
  return io;
}

test('arbiter play: a human plays a whole game against the computer from typed answers', async () => {
  // Keep the hand, then take the suggested answer (pass, no attack, no block) at every prompt; a bad line is re-asked.
  const io = scripted(['y', 'nonsense', '']);
  const code = await play(['red-green-beats', 'white-blue-control', '--seed', '11', '--vs', 'easy'], io);
  const out = io.out.join('');
  assert.equal(code, 0);
  assert.match(out, /Keep this hand of 7\? \[Y\/n\]/);
  assert.match(out, /not understood: 'nonsense'/);
  assert.match(out, /You have priority/);
  assert.match(out, /> Computer \(easy\): (play|cast) /, 'the log shows the computer\'s decisions');
  assert.match(out, /Game over after \d+ turns: Computer \(easy\) wins/);
  assert.ok(io.prompts > 20);
});

test('arbiter play --watch --explain: two computers play to the end and each decision shows its reasoning', async () => {
  const io = scripted([]);
  const code = await play(['red-green-beats', 'blue-black-prepare', '--watch', '--explain', '--seed', '5', '--vs', 'easy'], io);
  const out = io.out.join('');
  assert.equal(code, 0);
  assert.equal(io.prompts, 0, 'no human is asked');
  assert.match(out, /why: heuristic: /);
  assert.match(out, /Game over after \d+ turns: .* wins|a draw/);
  // CR 601.2a, 305.1: a land played and a spell cast are named, as the log that follows names them (they were "a
  // hidden card", described from the view before the action).
  assert.match(out, /> [^\n]*: play (Mountain|Forest|Island|Swamp)\n/);
  assert.match(out, /> [^\n]*: cast [A-Z]/);
  assert.doesNotMatch(out, /: (play|cast) a hidden card/);
});

test('arbiter play in a real terminal process: stdin lines answer, a bad level is a clear error', () => {
  const main = fileURLToPath(new URL('../bin/arbiter.js', import.meta.url));
  const bad = spawnSync(process.execPath, [main, 'play', '--vs', 'grandmaster'], { encoding: 'utf8' });
  assert.equal(bad.status, 2);
  assert.match(bad.stdout, /unknown computer level 'grandmaster' \(expected random, easy, normal, hard\)/);
  // Ten answers, then stdin ends: the human concedes and the game ends.
  const r = spawnSync(process.execPath, [main, 'play', '--seed', '2', '--vs', 'easy'], { input: 'y\n' + '\n'.repeat(10), encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /input ended: you concede/);
  assert.match(r.stdout, /Game over after \d+ turns: Computer \(easy\) wins \(conceded\)/);
});
