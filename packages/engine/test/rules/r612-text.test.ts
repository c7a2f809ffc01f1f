import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect, type AbilityDef } from '@arbiter/engine';
import { rewriteAbilities, wordChangeOptions } from '../../src/rules/r612-text';
import { parseManaCost } from '../../src/mana/symbols';
import { Table } from './helpers';

const main = { number: 3, active: 'Alice', step: 'main1' as const };

test('CR 612.2, 612.2a: a color word is replaced where it is used as a color word (filters, protection, token colors); mana symbols stay', () => {
  const abilities: AbilityDef[] = [
    { kind: 'keyword', keyword: 'protection', from: { colors: ['B'] }, text: 'Protection from black' },
    { kind: 'activated', text: '{B}, {T}: Destroy target nonblack creature.', cost: { mana: parseManaCost('{B}') ?? [], tap: true }, targets: [{ kind: 'permanent', filter: { types: ['Creature'], notColors: ['B'] } }], effects: [{ do: 'destroy', what: { target: 0 } }] },
    { kind: 'spell', text: 'Create a 2/2 black Zombie creature token.', targets: [], effects: [{ do: 'createToken', n: 1, token: { name: 'Zombie Token', colors: ['B'], supertypes: [], types: ['Creature'], subtypes: ['Zombie'], power: 2, toughness: 2, text: '', abilities: [] } }] },
  ];
  const out = rewriteAbilities(abilities, { kind: 'color', from: 'B', to: 'W' });
  assert.deepEqual(out[0], { kind: 'keyword', keyword: 'protection', from: { colors: ['W'] }, text: 'Protection from white' });
  const destroy = out[1] as Extract<AbilityDef, { kind: 'activated' }>;
  assert.equal(destroy.text, '{B}, {T}: Destroy target nonwhite creature.', 'the word inside "nonblack" changes; the {B} symbol does not');
  assert.deepEqual(destroy.cost, abilities[1].kind === 'activated' ? abilities[1].cost : null);
  assert.deepEqual(destroy.targets, [{ kind: 'permanent', filter: { types: ['Creature'], notColors: ['W'] } }]);
  const token = (out[2] as Extract<AbilityDef, { kind: 'spell' }>).effects[0];
  assert.ok(token.do === 'createToken' && token.token.colors[0] === 'W');
  const zombies = rewriteAbilities(abilities, { kind: 'subtype', from: 'Zombie', to: 'Elf' })[2] as Extract<AbilityDef, { kind: 'spell' }>;
  const elf = zombies.effects[0];
  assert.ok(elf.do === 'createToken' && elf.token.subtypes[0] === 'Elf' && elf.token.name === 'Elf Token', '612.2a: the token\'s type and type-derived name');
  assert.equal(rewriteAbilities(abilities, { kind: 'color', from: 'G', to: 'U' }), abilities, 'nothing to replace: the same abilities');
});

test('CR 612.2: the choices offered are every ordered pair of different color words, and of basic land types for Mind Bend', () => {
  assert.equal(wordChangeOptions(['color']).length, 20);
  const both = wordChangeOptions(['color', 'basicLandType']).map((o) => o.label);
  assert.equal(both.length, 40);
  assert.ok(both.includes('black → white') && both.includes('Swamp → Island') && !both.includes('black → black'));
});

test('CR 612.5: Exchange of Words exchanges the rules text of two creatures; the exchange ends when the enchantment leaves', () => {
  const t = new Table([{ name: 'Alice', hand: ['Exchange of Words', 'Disenchant'], battlefield: ['Serra Angel', 'Grizzly Bears', 'Island', 'Island', 'Island', 'Plains', 'Plains'] }, { name: 'Bob' }], main);
  t.do({ player: 'p1', kind: 'cast', object: t.id('Exchange of Words'), payment: 'auto' });
  t.passAll();
  t.do({ player: 'p1', kind: 'answer', answer: { kind: 'targets', targets: [[{ object: t.id('Serra Angel') }], [{ object: t.id('Grizzly Bears') }]] } });
  t.passAll();
  assert.deepEqual(t.chars(t.id('Grizzly Bears')).abilities.map((a) => a.kind === 'keyword' && a.keyword), ['flying', 'vigilance']);
  assert.equal(t.chars(t.id('Grizzly Bears')).power, 2, 'power and toughness are not rules text');
  assert.deepEqual(t.chars(t.id('Serra Angel')).abilities, []);
  const explained = inspect(t.state, t.reg).explain(t.id('Serra Angel')).steps;
  assert.ok(explained.some((s) => s.layer === '3' && s.effect.startsWith('Exchange of Words')), 'explain shows the layer-3 step');
  t.do({ player: 'p1', kind: 'cast', object: t.id('Disenchant'), targets: [[{ object: t.id('Exchange of Words') }]], payment: 'auto' });
  t.passAll();
  assert.deepEqual(t.chars(t.id('Grizzly Bears')).abilities, []);
  assert.equal(t.chars(t.id('Serra Angel')).abilities.length, 2);
});

test('CR 115.3: Exchange of Words\' "two target creatures" can\'t choose the same creature twice; with one creature the trigger is removed (603.3d)', () => {
  const t = new Table([{ name: 'Alice', hand: ['Exchange of Words'], battlefield: ['Serra Angel', 'Grizzly Bears', 'Island', 'Island', 'Island'] }, { name: 'Bob' }], main);
  t.do({ player: 'p1', kind: 'cast', object: t.id('Exchange of Words'), payment: 'auto' });
  t.passAll();
  const angel = [{ object: t.id('Serra Angel') }];
  assert.equal(t.tryInput({ player: 'p1', kind: 'answer', answer: { kind: 'targets', targets: [angel, angel] } })?.rule, '115.3');
  const alone = new Table([{ name: 'Alice', hand: ['Exchange of Words'], battlefield: ['Serra Angel', 'Island', 'Island', 'Island'] }, { name: 'Bob' }], main);
  alone.do({ player: 'p1', kind: 'cast', object: alone.id('Exchange of Words'), payment: 'auto' });
  alone.passAll();
  assert.ok(alone.logged('no legal targets for its triggered ability'));
});
