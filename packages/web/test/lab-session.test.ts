/** The lab's worker side without a browser: check, run with frames, frame views, the inspector, setup edits, diff. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { parseScenario } from '@arbiter/formats';
import { labReply } from '../src/worker/lab-session';
import { editSetup } from '../src/worker/setup-edit';

const cards = defaultRegistry();
const scenario = (path: string) => ({ text: readFileSync(join(import.meta.dirname, '../../..', path), 'utf8'), file: path });
const AVIATOR = scenario('scenarios/prepare/aviator-attacks-prepared-cast-jump.yaml');

test('lab.check locates a misspelled card (file:line:column) and gives no board', () => {
  const r = labReply({ type: 'lab.check', id: 1, source: { text: 'name: x\nsource: y\nplayers:\n  - name: Alice\n    battlefield: [Grizly Bears]\n  - name: Bob\n', file: 'pasted.yaml' } }, cards, null);
  assert.equal(r.type, 'lab.checked');
  if (r.type !== 'lab.checked') return;
  assert.equal(r.board, null);
  const e = r.errors.find((x) => /Grizly Bears/.test(x.message))!;
  assert.deepEqual([e.file, e.line], ['pasted.yaml', 5]);
});

test('lab.run passes the Aviator scenario (722.3a, 722.3c); its frames step from the setup to the end; the inspector explains the exiled copy of Jump (722.2)', () => {
  const r = labReply({ type: 'lab.run', id: 2, source: AVIATOR, ruleset: null }, cards, null);
  assert.ok(r.type === 'lab.ran' && r.run);
  if (r.type !== 'lab.ran' || !r.run) return;
  assert.equal(r.run.passed, true);
  assert.equal(r.run.frames[0].label, 'setup');
  const cast = r.run.frames.findIndex((f) => f.label === 'Alice casts Jump');
  assert.ok(cast > 0, r.run.frames.map((f) => f.label).join(' | '));

  const before = labReply({ type: 'lab.frame', id: 3, index: cast - 1 }, cards, null);
  assert.ok(before.type === 'lab.frame' && before.view);
  if (before.type !== 'lab.frame' || !before.view) return;
  const view = before.view;
  const aviator = Object.values(view.objects).find((o) => o.name === 'Encouraging Aviator')!;
  assert.equal(aviator.prepared, true);
  const jump = view.objects[aviator.preparedCopy!];
  assert.equal(jump.name, 'Jump');

  const ins = labReply({ type: 'inspect', id: 4, object: jump.id }, cards, null);
  assert.ok(ins.type === 'inspected' && ins.inspection, JSON.stringify(ins));
  if (ins.type !== 'inspected' || !ins.inspection) return;
  assert.equal(ins.inspection.faces.find((f) => f.inUse)?.role, 'prepare spell (722.2)');
  assert.match(ins.inspection.result, /^Jump: Instant, U, controller Alice/);
  const av = labReply({ type: 'inspect', id: 5, object: aviator.id }, cards, null);
  if (av.type !== 'inspected' || !av.inspection) return assert.fail('the Aviator is inspected');
  assert.deepEqual(av.inspection.faces.map((f) => [f.name, f.inUse]), [['Encouraging Aviator', true], ['Jump', false]]);
});

test('inspect on the play table refuses an object the viewer may not see', () => {
  labReply({ type: 'lab.run', id: 6, source: AVIATOR, ruleset: null }, cards, null);
  const frame = labReply({ type: 'lab.frame', id: 7, index: 0 }, cards, null);
  if (frame.type !== 'lab.frame' || !frame.view) return assert.fail('a frame');
  const r = labReply({ type: 'inspect', id: 8, object: frame.view.state.battlefield[0] }, cards, { state: frame.view.state, visible: () => false });
  assert.ok(r.type === 'inspected' && r.inspection === null && /hidden/.test(r.problem!));
});

test('lab.diff: cr against amended names prepareUnprepareOnLeave as responsible (722.3c, seed 003)', () => {
  const r = labReply({ type: 'lab.diff', id: 9, source: scenario('scenarios/rulesets/prepared-copy-leaves-with-its-owner-cr.yaml'), a: { base: 'cr', switches: {} }, b: { base: 'amended', switches: {} } }, cards, null);
  if (r.type !== 'lab.diffed' || !r.diff) return assert.fail('a diff');
  assert.ok(r.diff.responsible.includes('prepareUnprepareOnLeave'));
  assert.equal(r.diff.a, 'cr');
  assert.ok(r.diff.rules.includes('722.3c'));
  const single = labReply({ type: 'lab.diff', id: 10, source: scenario('scenarios/rulesets/prepared-copy-leaves-with-its-owner-cr.yaml'), a: { base: 'cr', switches: {} }, b: { base: 'cr', switches: { prepareUnprepareOnLeave: true } } }, cards, null);
  if (single.type !== 'lab.diffed' || !single.diff) return assert.fail('a diff');
  assert.equal(single.diff.b, 'cr + prepareUnprepareOnLeave=true');
  assert.deepEqual(single.diff.switches, ['prepareUnprepareOnLeave']);
});

test('setup edits keep the rest of the file and give a scenario the parser accepts: add, tap, counters, owner, remove', () => {
  const src = scenario('scenarios/foundation/bolt-kills-bears.yaml');
  let text = src.text;
  const apply = (e: Parameters<typeof editSetup>[1]) => {
    const r = editSetup(text, e);
    assert.ok('text' in r, JSON.stringify(r));
    text = (r as { text: string }).text;
  };
  apply({ kind: 'add', player: 1, zone: 'hand', card: 'Shock' });
  apply({ kind: 'set', player: 0, zone: 'battlefield', index: 0, field: 'tapped', value: true });
  apply({ kind: 'set', player: 1, zone: 'battlefield', index: 0, field: 'counters', value: { '+1/+1': 2 } });
  apply({ kind: 'set', player: 1, zone: 'battlefield', index: 0, field: 'owner', value: 'Alice' });
  const sc = parseScenario(text, src.file).scenario!;
  assert.ok(sc, text);
  assert.deepEqual(sc.players[1].hand.map((o) => o.card), ['Shock']);
  assert.equal(sc.players[0].battlefield[0].tapped, true);
  assert.deepEqual(sc.players[1].battlefield[0].counters, { '+1/+1': 2 });
  assert.equal(sc.players[1].battlefield[0].owner, 'Alice');
  assert.equal(sc.script.length, parseScenario(src.text, src.file).scenario!.script.length, 'the script is untouched');
  apply({ kind: 'remove', player: 1, zone: 'hand', index: 0 });
  assert.deepEqual(parseScenario(text, src.file).scenario!.players[1].hand, []);
  assert.deepEqual(editSetup('players: [', { kind: 'add', player: 0, zone: 'hand', card: 'Shock' }), { problem: 'the YAML has syntax errors: fix them in the editor first' });
});
