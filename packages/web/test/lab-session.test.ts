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

test('lab.play: answering the decision at an earlier point plays on from there (a new branch); a refused input changes nothing', () => {
  const ran = labReply({ type: 'lab.run', id: 20, source: AVIATOR, ruleset: null }, cards, null);
  if (ran.type !== 'lab.ran' || !ran.run) return assert.fail('the Aviator scenario runs');
  const cast = ran.run.frames.findIndex((f) => f.label === 'Alice casts Jump');
  const at = labReply({ type: 'lab.frame', id: 21, index: cast - 1 }, cards, null);
  if (at.type !== 'lab.frame' || !at.view) return assert.fail('the frame before the cast');
  const pending = at.view.pending!;
  assert.equal(pending.kind, 'priority');
  // Illegal: the other player passes (117.3): the engine's typed error, the run as it was.
  const other = at.view.state.order.find((p) => p !== pending.player)!;
  const refused = labReply({ type: 'lab.play', id: 22, index: cast - 1, input: { player: other, kind: 'pass' } }, cards, null);
  assert.ok(refused.type === 'lab.played' && refused.error?.rule && refused.run === null, JSON.stringify(refused));
  // Alice passes instead of casting Jump: the run is cut after that point and continues with her pass.
  const played = labReply({ type: 'lab.play', id: 23, index: cast - 1, input: { player: pending.player, kind: 'pass' } }, cards, null);
  if (played.type !== 'lab.played' || !played.run || !played.view) return assert.fail(JSON.stringify(played));
  const run = played.run;
  assert.equal(run.frames.length, cast + 1);
  assert.equal(run.frames[cast].label, 'Alice passes priority');
  assert.equal(run.branchedAt, cast - 1);
  assert.deepEqual(run.events.slice(0, ran.run.frames[cast - 1].events), ran.run.events.slice(0, ran.run.frames[cast - 1].events), 'the log up to the branch is kept');
  assert.equal(run.events.length, run.frames[cast].events);
  assert.ok(!Object.values(played.view.objects).some((o) => o.zone === 'stack' && o.name === 'Jump'), 'Jump was not cast in this branch');
  // The new point is a frame like the others, and play goes on from it.
  const again = labReply({ type: 'lab.frame', id: 24, index: cast }, cards, null);
  assert.ok(again.type === 'lab.frame' && again.view?.pending);
  const next = again.type === 'lab.frame' && again.view!.pending!;
  if (!next || next.kind !== 'priority') return assert.fail('priority after the pass');
  const on = labReply({ type: 'lab.play', id: 25, index: cast, input: { player: next.player, kind: 'pass' } }, cards, null);
  assert.ok(on.type === 'lab.played' && on.run?.frames.length === cast + 2 && on.run.branchedAt === cast - 1);
});

test('CR 613.1f: the view gives each permanent its current abilities — under Humility and Opalescence, Serra Angel and Humility have none, Opalescence keeps its own', () => {
  const ran = labReply({ type: 'lab.run', id: 30, source: scenario('scenarios/core/layers/humility-then-opalescence.yaml'), ruleset: null }, cards, null);
  if (ran.type !== 'lab.ran' || !ran.run) return assert.fail('the scenario runs');
  const end = labReply({ type: 'lab.frame', id: 31, index: ran.run.frames.length - 1 }, cards, null);
  if (end.type !== 'lab.frame' || !end.view) return assert.fail('the last frame');
  const byName = (name: string) => Object.values(end.view!.objects).find((o) => o.name === name && o.zone === 'battlefield')!;
  const angel = byName('Serra Angel');
  assert.match(angel.text, /Flying/, 'the rules text is still printed on it');
  assert.deepEqual(angel.abilities, [], 'but it has no abilities now (Humility, layer 6)');
  assert.deepEqual([angel.power, angel.toughness], [1, 1]);
  assert.deepEqual(byName('Humility').abilities, []);
  assert.match(byName('Humility').typeLine, /Enchantment Creature/);
  assert.deepEqual(byName('Opalescence').abilities.length, 1);
  assert.match(byName('Opalescence').abilities[0], /Each other non-Aura enchantment/);
});

test('board edits splice the user\'s text: padding, folded lines, comments and quoting elsewhere stay byte for byte', () => {
  const text = [
    'name: x',
    'description: >',
    '  A long folded line that the yaml library would',
    '  join when it writes the document again.',
    'turn: { number: 3, active: Alice, step: main1 }   # padded flow map',
    'players:',
    '  - name: Alice',
    '    battlefield:',
    '      - "Grizzly Bears"   # quoted',
    '      - card: Forest',
    '        tapped: true',
    '    hand: [Shock, Lightning Bolt]',
    '  - { name: Bob }',
    '',
  ].join('\n');
  const edit = (t: string, e: Parameters<typeof editSetup>[1]) => (editSetup(t, e) as { text: string }).text;
  const lines = text.split('\n');
  const tapped = edit(text, { kind: 'set', player: 0, zone: 'battlefield', index: 0, field: 'tapped', value: true });
  assert.equal(tapped, text.replace('      - "Grizzly Bears"', '      - { card: Grizzly Bears, tapped: true }'));
  const counters = edit(text, { kind: 'set', player: 0, zone: 'battlefield', index: 1, field: 'counters', value: { '+1/+1': 2 } });
  assert.equal(counters, text.replace('        tapped: true\n', "        tapped: true\n        counters:\n          +1/+1: 2\n"));
  assert.equal(edit(text, { kind: 'add', player: 0, zone: 'battlefield', card: 'Mountain' }), text.replace('        tapped: true\n', '        tapped: true\n      - Mountain\n'));
  assert.equal(edit(text, { kind: 'add', player: 0, zone: 'hand', card: 'Jace, the Mind Sculptor' }), text.replace('[Shock, Lightning Bolt]', '[Shock, Lightning Bolt, "Jace, the Mind Sculptor"]'));
  assert.equal(edit(text, { kind: 'add', player: 1, zone: 'exile', card: 'Island' }), text.replace('{ name: Bob }', '{ name: Bob, exile: [Island] }'));
  assert.equal(edit(text, { kind: 'add', player: 0, zone: 'graveyard', card: 'Island' }), text.replace('    hand: [Shock, Lightning Bolt]\n', '    hand: [Shock, Lightning Bolt]\n    graveyard: [Island]\n'));
  assert.equal(edit(text, { kind: 'remove', player: 0, zone: 'hand', index: 0 }), text.replace('[Shock, Lightning Bolt]', '[Lightning Bolt]'));
  assert.equal(edit(text, { kind: 'remove', player: 0, zone: 'battlefield', index: 1 }), [...lines.slice(0, 9), ...lines.slice(11)].join('\n'));
});
