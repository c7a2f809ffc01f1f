import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PrintedFace } from '@arbiter/engine';
import { compileCard, compileFace } from '../src/compiler/compile';
import { vendoredPool } from '../src/registry';

const land = (oracleText: string): PrintedFace => ({
  name: 'Test Hall', manaCost: null, colors: [], supertypes: [], types: ['Land'], subtypes: [], oracleText, power: null, toughness: null, loyalty: null, defense: null,
} as PrintedFace);

test('Great Hall of the Biblioplex (205.1b, 613.1d/f, 613.4b, 608.2c): "If this land isn\'t a creature, it becomes a 2/4 Wizard creature with "..."" is one conditional becomesCreature', () => {
  const hall = compileCard(vendoredPool().find((c) => c.name === 'Great Hall of the Biblioplex')!).behaviour!.normal!.abilities[2];
  assert.equal(hall.kind, 'activated');
  const [e] = hall.kind === 'activated' ? hall.effects : [];
  assert.equal(e.do, 'becomesCreature');
  assert.deepEqual(e.thenIf, { kind: 'not', condition: { kind: 'selfIs', filter: { types: ['Creature'] } } });
  if (e.do !== 'becomesCreature') return;
  assert.deepEqual([e.what, e.subtypes, e.basePT], ['self', ['Wizard'], { power: 2, toughness: 4 }]);
  assert.deepEqual(e.abilities?.map((a) => a.kind === 'triggered' && a.trigger), [{ on: 'cast', by: 'you', filter: { types: ['Instant', 'Sorcery'] } }]);
});

test('a land that becomes a creature without "It\'s still a land." is not read (it would lose the land type, 205.1b)', () => {
  const r = compileFace(land('{5}: This land becomes a 2/4 Wizard creature.'));
  assert.deepEqual(r.unread.map((u) => u.sentence), ['{5}: This land becomes a 2/4 Wizard creature.']);
  assert.deepEqual(compileFace(land("{5}: This land becomes a 2/4 Wizard creature. It's still a land.")).unread, []);
});
