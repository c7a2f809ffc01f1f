import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRegistry, definitions, vendoredCards } from '@arbiter/cards';
import { parseManaCost, type AbilityDef, type CardRegistry, type PrintedCard, type TargetSpec } from '@arbiter/engine';
import { Table } from './helpers';

/**
 * CR 603.2c — "whenever one or more cards leave your graveyard" (Kirol, History Buff) triggers once for the
 * events of one instruction, and again for those of a later instruction of the same resolution. Hand-built
 * sorceries:
 * - Test Regather: "Return up to two target creature cards from your graveyard to your hand." (one instruction)
 * - Test Double Regather: "Return target creature card from your graveyard to your hand. Return another target
 *   creature card from your graveyard to your hand." (two instructions)
 */
function sorcery(name: string, text: string): PrintedCard {
  return {
    name, layout: 'normal', alts: [],
    normal: { name, manaCost: parseManaCost('{B}'), colors: ['B'], supertypes: [], types: ['Sorcery'], subtypes: [], oracleText: text, power: null, toughness: null, loyalty: null, defense: null },
  };
}

const creatureCard: TargetSpec = { kind: 'graveyardCard', filter: { types: ['Creature'] }, owner: 'you' };
const regather = {
  kind: 'spell', text: 'Return up to two target creature cards from your graveyard to your hand.',
  targets: [{ ...creatureCard, count: { min: 0, max: 2 } }], effects: [{ do: 'moveCard', what: { target: 0 }, to: 'hand' }],
} satisfies AbilityDef;
const doubleRegather = {
  kind: 'spell', text: 'Return target creature card from your graveyard to your hand. Return another target creature card from your graveyard to your hand.',
  targets: [creatureCard, creatureCard],
  effects: [{ do: 'moveCard', what: { target: 0 }, to: 'hand' }, { do: 'moveCard', what: { target: 1 }, to: 'hand' }],
} satisfies AbilityDef;

let reg: CardRegistry | null = null;
function cards(): CardRegistry {
  reg ??= buildRegistry([...vendoredCards(), sorcery('Test Regather', regather.text), sorcery('Test Double Regather', doubleRegather.text)], {
    ...definitions,
    'Test Regather': { normal: { abilities: [regather] } },
    'Test Double Regather': { normal: { abilities: [doubleRegather] } },
  });
  return reg;
}

function table(spell: string): Table {
  return new Table([
    { name: 'Alice', hand: [spell], graveyard: ['Grizzly Bears', 'Llanowar Elves'], battlefield: ['Kirol, History Buff // Pack a Punch', 'Swamp'] },
    { name: 'Bob' },
  ], { number: 3, active: 'Alice', step: 'main1' }, 1, cards());
}

function kirolTriggers(t: Table): number {
  return t.events.filter((e) => e.kind === 'trigger' && e.text.startsWith("Kirol, History Buff's ability triggers")).length;
}

test('CR 603.2c: two cards leaving the graveyard by one instruction trigger Kirol once', () => {
  const t = table('Test Regather');
  const targets = [[{ object: t.id('Grizzly Bears') }, { object: t.id('Llanowar Elves') }]];
  t.do({ player: 'p1', kind: 'cast', object: t.id('Test Regather'), targets, payment: 'auto' });
  t.passAll();
  assert.deepEqual(t.names('Alice', 'hand').sort(), ['Grizzly Bears', 'Llanowar Elves']);
  assert.equal(kirolTriggers(t), 1);
  assert.equal(t.state.stack.length, 1); // Kirol's one ability, put on the stack (603.3)
});

test('CR 603.2c: two cards leaving the graveyard by two instructions of one resolution trigger Kirol twice', () => {
  const t = table('Test Double Regather');
  const targets = [[{ object: t.id('Grizzly Bears') }], [{ object: t.id('Llanowar Elves') }]];
  t.do({ player: 'p1', kind: 'cast', object: t.id('Test Double Regather'), targets, payment: 'auto' });
  t.passAll();
  assert.deepEqual(t.names('Alice', 'hand').sort(), ['Grizzly Bears', 'Llanowar Elves']);
  assert.equal(kirolTriggers(t), 2);
  assert.equal(t.pending?.kind, 'orderTriggers'); // 603.3b: Alice orders her two waiting triggers
});
