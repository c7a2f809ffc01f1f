import assert from 'node:assert/strict';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { arbiterIn, root, scenarioFolder } from './helpers';

const SCRYFALL = join(root, 'packages/cli/test/fixtures/oracle-cards.json');
const MTGJSON = join(root, 'packages/cli/test/fixtures/atomic-cards.json');
/** A data folder of the test's own, so a user's saved cards neither leak in nor get overwritten. */
const env = () => ({ ARBITER_DATA_DIR: mkdtempSync(join(tmpdir(), 'arbiter-data-')) });

const GOBLIN = `name: Raging Goblin attacks at once
source: "CR 702.10a"
turn: { number: 3, active: Alice, step: main1 }
players:
  - name: Alice
    hand: [Volcanic Hammer]
    battlefield: [{ card: Raging Goblin, sick: true }, Mountain, Mountain]
  - name: Bob
script:
  - cast: Volcanic Hammer
    targets: [Bob]
  - pass: all
  - advance: declareAttackers
  - attack: [Raging Goblin]
  - advance: endOfCombat
expect:
  life: { Bob: 16 }
`;

test('arbiter import (Scryfall oracle cards): coverage per set and in total, and the most common unread sentences', async () => {
  const r = await arbiterIn(['import', SCRYFALL], env());
  assert.equal(r.code, 0, r.out);
  assert.match(r.stdout, /\(scryfall\): 5 cards read/);
  assert.match(r.stdout, /^all: 4\/5 playable \(80\.0%\); 4 from their rules text alone/m);
  assert.match(r.stdout, /^ {2}LEA: 1\/2 playable/m);
  assert.match(r.stdout, /^ {2}POR: 2\/2 playable/m);
  assert.match(r.stdout, /^ {2}1 {2}\{1\}, \{T\}: If Chaos Orb is on the battlefield, flip Chaos Orb/m);
});

test('arbiter import (MTGJSON AtomicCards) --json: the same report as data', async () => {
  const r = await arbiterIn(['import', MTGJSON, '--json'], env());
  assert.equal(r.code, 0, r.out);
  const report = JSON.parse(r.stdout);
  assert.equal(report.format, 'mtgjson');
  assert.deepEqual(report.total, { set: 'all', total: 3, compiled: 2, playable: 2 });
  assert.deepEqual(report.sets.map((s: { set: string; playable: number; total: number }) => [s.set, s.playable, s.total]), [['ELD', 1, 1], ['LEA', 1, 2]]);
  assert.equal(report.unread.length, 1);
});

test('imported cards play in scenarios with --cards, and from the data folder after import --save; without them they are unknown', async () => {
  const { path } = scenarioFolder({ 'goblin.yaml': GOBLIN });
  const data = env();
  const without = await arbiterIn(['run', path('goblin.yaml')], data);
  assert.equal(without.code, 1, without.out);
  assert.match(without.out, /unknown card 'Raging Goblin'/);

  const withFile = await arbiterIn(['--cards', SCRYFALL, 'run', path('goblin.yaml')], data);
  assert.equal(withFile.code, 0, withFile.out);
  assert.match(withFile.out, /^PASS /m);

  const saved = await arbiterIn(['import', SCRYFALL, '--save'], data);
  assert.equal(saved.code, 0, saved.out);
  assert.ok(existsSync(join(data.ARBITER_DATA_DIR, 'imported-cards.json')));
  const fromCache = await arbiterIn(['run', path('goblin.yaml')], data);
  assert.equal(fromCache.code, 0, fromCache.out);
  // A card the compiler can't read is listed as unsupported, with its first unread sentence.
  const unsupported = await arbiterIn(['cards', '--unsupported'], data);
  assert.match(unsupported.stdout, /^Chaos Orb: the compiler did not read "\{1\}, \{T\}: If Chaos Orb/m);
  const { resetCardPool } = await import('../src/scenarios');
  resetCardPool(); // later tests in this process use the vendored pool only
});

test('a file of no card format given to --cards is a usage error, not a crash', async () => {
  const { path } = scenarioFolder({ 'cards.json': '{"hello": 1}', 'goblin.yaml': GOBLIN });
  const r = await arbiterIn(['--cards', path('cards.json'), 'run', path('goblin.yaml')], env());
  assert.equal(r.code, 2, r.out);
  assert.match(r.stderr, /cards\.json: expected a Scryfall bulk data array or an MTGJSON AtomicCards object/);
});

test('imported cards play in arbiter match: every worker thread compiles the same imported records (issue 13 item 6)', async () => {
  const { path } = scenarioFolder({ 'goblins.txt': '20 Raging Goblin\n20 Mountain\n' });
  const args = ['match', path('goblins.txt'), 'red-green-beats', '--games', '2', '--players', 'random,random', '--threads', '1', '--json'];
  const without = await arbiterIn(args, env());
  assert.equal(without.code, 2, without.out);
  assert.match(without.out, /goblins\.txt.*Raging Goblin/);
  const withFile = await arbiterIn(['--cards', SCRYFALL, ...args], env());
  assert.equal(withFile.code, 0, withFile.out);
  const s = JSON.parse(withFile.stdout);
  assert.equal(s.wins[0] + s.wins[1] + s.draws, 2);
  assert.ok(s.eventsPerGame > 0);
  const { resetCardPool } = await import('../src/scenarios');
  resetCardPool();
});
