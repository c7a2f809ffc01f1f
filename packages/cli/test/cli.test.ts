import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { arbiter, arbiterIn, root, scenarioFolder } from './helpers';

const COMMANDS = ['run', 'check', 'new', 'diff', 'explain', 'replay', 'rule', 'cards', 'import', 'play', 'match', 'worker'];
const BOLT = (expectBears: string, mana = '[Mountain]') => `name: Bolt the bears
source: "CR 704.5g"
players:
  - name: Alice
    hand: [Lightning Bolt]
    battlefield: ${mana}
  - name: Bob
    battlefield: [Grizzly Bears]
script:
  - cast: Lightning Bolt
    targets: [Grizzly Bears]
  - pass: all
expect:
  zones:
    Bob: { ${expectBears}: [Grizzly Bears] }
`;
const fx = scenarioFolder({
  'pass.yaml': BOLT('graveyard'),
  'fail.yaml': BOLT('battlefield'),
  'rejected.yaml': BOLT('graveyard', '[]'),
  'broken.yaml': 'name: broken\nsource: s\nplayers:\n  - name: Alice\n    life: twenty\n  - name: Bob\n',
  'amended.yaml': `ruleset: amended\n${BOLT('graveyard')}`,
});

test('--version prints the package version; --help works on every subcommand (exit 0)', async () => {
  const v = arbiter(['--version']);
  assert.equal(v.code, 0);
  assert.equal(v.stdout.trim(), JSON.parse(readFileSync(join(root, 'packages/cli/package.json'), 'utf8')).version);
  for (const c of COMMANDS) {
    const h = await arbiterIn([c, '--help']);
    assert.equal(h.code, 0, `${c} --help: ${h.out}`);
    assert.match(h.stdout, new RegExp(`^Usage: arbiter ${c} `), c);
  }
});

test('an unknown subcommand or option: one line saying so, the usage, exit 2, no stack trace', async () => {
  const cmd = await arbiterIn(['rnu']);
  assert.equal(cmd.code, 2);
  assert.match(cmd.stderr, /^arbiter: unknown command 'rnu'/);
  assert.match(cmd.stderr, /\(Did you mean run\?\)/);
  const opt = await arbiterIn(['run', '--jsno']);
  assert.equal(opt.code, 2);
  assert.match(opt.stderr, /^arbiter: unknown option '--jsno'/);
  assert.match(opt.stderr, /Usage: arbiter run \[options\] \[paths\.\.\.\]/);
  const bad = await arbiterIn(['run', '--ruleset', 'modern', fx.path('pass.yaml')]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /Allowed choices are cr, amended/);
  for (const r of [cmd, opt, bad]) assert.doesNotMatch(r.out, /\n\s+at /);
});

test('a missing file is a usage error on one line (exit 2), for every command that reads one', async () => {
  for (const args of [['run', 'nope.yaml'], ['check', 'nope.yaml'], ['diff', 'nope.yaml'], ['explain', 'nope.yaml', 'X'], ['import', 'nope.json']]) {
    const r = await arbiterIn(args);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr, /^arbiter: no such file( or folder)?: nope\.(yaml|json)\n$/, args.join(' '));
  }
});

test('a pipe closed early (arbiter run | head -1) ends quietly', () => {
  const r = spawnSync('sh', ['-c', `node packages/cli/bin/arbiter.js run ${fx.path('pass.yaml')} ${fx.path('pass.yaml')} | head -1`], { cwd: root, encoding: 'utf8' });
  assert.equal(r.status, 0);
  assert.match(r.stdout, /^PASS /);
  assert.equal(r.stderr, '');
});

test('exit codes: 0 when all pass, 1 when a scenario fails', async () => {
  assert.equal((await arbiterIn(['run', fx.path('pass.yaml')])).code, 0);
  const r = await arbiterIn(['run', fx.path('pass.yaml'), fx.path('fail.yaml')]);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /PASS .*pass\.yaml/);
  assert.match(r.stdout, /FAIL .*fail\.yaml: Bolt the bears/);
  assert.match(r.stdout, /fail\.yaml:15:12: expected Bob's battlefield \["Grizzly Bears"\], got \[\]/);
  assert.match(r.stdout, /1 passed, 1 failed\n$/);
});

test('a file that does not parse gets a FAIL line with its errors before the summary, and counts as not run', async () => {
  const r = await arbiterIn(['run', fx.path('broken.yaml'), fx.path('pass.yaml')]);
  assert.equal(r.code, 1);
  const lines = r.stdout.trim().split('\n');
  assert.match(lines[0], /^FAIL .*broken\.yaml: did not run \(1 error in the file\)$/);
  assert.match(lines[1], /broken\.yaml:5:11: players\[0\]\.life: expected an integer/);
  assert.equal(lines[lines.length - 1], '1 passed, 0 failed, 1 did not run');
});

test('a rejected step shows its rule and reason; checks failing after it are marked as knock-on', async () => {
  const r = await arbiterIn(['run', fx.path('rejected.yaml')]);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /rejected\.yaml:10:5: step rejected: CR 601\.2h: Alice can't pay the cost of Lightning Bolt/);
  assert.match(r.stdout, /1 later check failed after the script stopped at line 10 \(knock-on failures\)/);
  assert.match(r.stdout, /rejected\.yaml:15:12: \(after the script stopped\) expected Bob's graveyard/);
});

test('--json: every check with its result, the failures, the log and the final state', async () => {
  const r = await arbiterIn(['run', '--json', fx.path('pass.yaml'), fx.path('broken.yaml')]);
  assert.equal(r.code, 1);
  const [ok, broken] = JSON.parse(r.stdout);
  assert.equal(ok.passed, true);
  assert.deepEqual(ok.checks.map((c: { check: string; passed: boolean }) => [c.check, c.passed]), [['zone Bob graveyard', true]]);
  assert.ok(ok.log.some((l: string) => l.includes('704.5g')));
  assert.deepEqual(ok.finalState.players.map((p: { name: string; graveyard: string[] }) => [p.name, p.graveyard]), [['Alice', ['Lightning Bolt']], ['Bob', ['Grizzly Bears']]]);
  assert.deepEqual(ok.finalState.battlefield.map((b: { name: string; tapped: boolean }) => [b.name, b.tapped]), [['Mountain', true]]);
  assert.equal(broken.ran, false);
  assert.match(broken.errors[0], /players\[0\]\.life/);
});

test('colors: none when piped or with NO_COLOR; FORCE_COLOR turns them on', async () => {
  const esc = /\x1b\[/;
  assert.doesNotMatch((await arbiterIn(['run', fx.path('pass.yaml')])).out, esc);
  assert.match((await arbiterIn(['run', fx.path('pass.yaml')], { FORCE_COLOR: '1' })).stdout, /\x1b\[32mPASS\x1b\[39m/);
  assert.doesNotMatch((await arbiterIn(['run', fx.path('pass.yaml')], { FORCE_COLOR: '1', NO_COLOR: '1' })).out, esc);
  // The progress line is for terminals only: nothing on a piped stderr.
  assert.equal((await arbiterIn(['run', fx.path('pass.yaml'), fx.path('pass.yaml')])).stderr, '');
});

test("--ruleset applies to files that don't name one; a file's own ruleset is kept and the output says so", async () => {
  const r = await arbiterIn(['run', '--ruleset', 'amended', fx.path('amended.yaml'), fx.path('pass.yaml')]);
  assert.equal(r.code, 0, r.out);
  assert.match(r.stdout, /amended\.yaml: .*\(own ruleset amended; --ruleset amended not applied\)/);
  const cr = await arbiterIn(['run', '--ruleset', 'cr', fx.path('amended.yaml')]);
  assert.match(cr.stdout, /\(own ruleset amended; --ruleset cr not applied\)/);
  assert.match(cr.stdout, /1 file kept their own ruleset; --override-ruleset applies --ruleset cr to them too/);
  const forced = await arbiterIn(['run', '--ruleset', 'cr', '--override-ruleset', fx.path('amended.yaml')]);
  assert.match(forced.stdout, /\(--ruleset cr overrides the file's ruleset amended\)/);
});

test('arbiter new writes a skeleton with the schema line that checks and runs; it never overwrites without --force', async () => {
  const dir = scenarioFolder({});
  const file = join(dir.dir, 'my-ruling.yaml');
  const r = await arbiterIn(['new', file]);
  assert.equal(r.code, 0, r.out);
  const text = readFileSync(file, 'utf8');
  assert.match(text, /^# yaml-language-server: \$schema=.*docs\/scenario\.schema\.json\n/);
  const schema = /\$schema=(.*)\n/.exec(text)![1];
  assert.ok(existsSync(join(dir.dir, schema)), schema);
  assert.match(text, /^name: my ruling$/m);
  assert.equal((await arbiterIn(['check', file])).code, 0);
  assert.equal((await arbiterIn(['run', file])).code, 0);
  const again = await arbiterIn(['new', file]);
  assert.equal(again.code, 2);
  assert.match(again.stderr, /already exists \(use --force/);
  assert.equal((await arbiterIn(['new', '--force', file])).code, 0);
});

test('arbiter check validates without running: OK per valid file, located errors per broken one, exit 1', async () => {
  const r = await arbiterIn(['check', fx.path('pass.yaml'), fx.path('fail.yaml'), fx.path('broken.yaml')]);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /OK +.*pass\.yaml/);
  assert.match(r.stdout, /OK +.*fail\.yaml/); // it would fail when run, but it is a valid file
  assert.match(r.stdout, /FAIL .*broken\.yaml: 1 error\n.*broken\.yaml:5:11: players\[0\]\.life/);
  assert.match(r.stdout, /2 valid, 1 with errors/);
});

test('arbiter rule prints a rule and its subrules in today\'s numbering; --ruleset amended the amended text', async () => {
  const r = await arbiterIn(['rule', '722.3']);
  assert.equal(r.code, 0, r.out);
  assert.match(r.stdout, /^722\.3\. Preparation cards/);
  assert.match(r.stdout, /\n722\.3c As a permanent with a prepare spell gains the prepared designation/);
  assert.match((await arbiterIn(['rule', 'CR 733.1'])).stdout, /^733\.1\. /); // Handling Illegal Actions (January file's 732)
  const only = await arbiterIn(['rule', '722.3', '--no-subrules']);
  assert.doesNotMatch(only.stdout, /722\.3a/);
  const amended = await arbiterIn(['rule', '722.3', '--ruleset', 'amended']);
  assert.equal(amended.code, 0);
  assert.match(amended.stdout, /^\(rule 722\.3 as "Potential Rules Amendments" proposes it\)/);
  assert.doesNotMatch(amended.stdout, /722\.3d /); // removed by the amendments
  const removed = await arbiterIn(['rule', '722.3d', '--ruleset', 'amended']);
  assert.equal(removed.code, 2);
  assert.match(removed.stderr, /^arbiter: rule 722\.3d is removed under the amended ruleset/);
  const none = await arbiterIn(['rule', '999.9']);
  assert.equal(none.code, 2);
  assert.equal(none.stderr, 'arbiter: there is no rule 999.9 in the Comprehensive Rules\n');
});

test('arbiter replay plays a replay file: the log with passes folded, the outcome; a refused input stops it (exit 1)', async () => {
  const { defaultRegistry } = await import('@arbiter/cards');
  const { createGame, playout } = await import('@arbiter/engine');
  const { serializeReplay } = await import('@arbiter/formats');
  const { sampleDecks, sampleSetup } = await import('../../../scripts/playout');
  const cards = defaultRegistry();
  const setup = { ...sampleSetup(sampleDecks(cards), 5), startingPlayer: 0 };
  const inputs: import('@arbiter/engine').Input[] = [];
  playout(createGame(setup, cards).state, cards, 99, { maxDecisions: 300, onStep: (s) => { inputs.push(s.input); } });
  const replay = { format: 'arbiter-replay' as const, version: 1 as const, seed: 5, ruleset: 'cr' as const, startingPlayer: 0, players: setup.players, inputs };
  const dir = scenarioFolder({
    'game.json': serializeReplay(replay),
    'refused.json': serializeReplay({ ...replay, inputs: [...inputs.slice(0, 3), { player: 'p9', kind: 'pass' }] }),
    'broken.json': '{ "format": "arbiter-replay" }',
  });
  const r = await arbiterIn(['replay', dir.path('game.json')]);
  assert.equal(r.code, 0, r.out);
  assert.match(r.stdout, /^CR 117\.3d: \w+, \w+ pass$/m, 'consecutive passes folded');
  assert.match(r.stdout, new RegExp(`: ${inputs.length} of ${inputs.length} inputs played; `));
  const all = await arbiterIn(['replay', '--all-passes', dir.path('game.json')]);
  assert.doesNotMatch(all.stdout, /^CR 117\.3d: \w+, \w+ pass$/m);
  assert.ok(all.stdout.split('\n').length > r.stdout.split('\n').length);
  const refused = await arbiterIn(['replay', '-q', dir.path('refused.json')]);
  assert.equal(refused.code, 1);
  assert.match(refused.stdout, /3 of 4 inputs played; .*\ninput 4 was refused: CR [\d.a-z]+: .*; the replay stops there\n$/);
  const broken = await arbiterIn(['replay', dir.path('broken.json')]);
  assert.equal(broken.code, 2);
  assert.match(broken.stderr, /broken\.json:1:1: .*\narbiter: .*broken\.json is not a valid replay file/);
  const json = JSON.parse((await arbiterIn(['replay', '--json', dir.path('game.json')])).stdout);
  assert.equal(json.refused, null);
  assert.equal(json.finalState.players.length, 2);
});
