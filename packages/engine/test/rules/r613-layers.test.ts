import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildRegistry, definitions, vendoredCards } from '@arbiter/cards';
import { inspect, parseManaCost, setupPosition, type CardRegistry, type PrintedCard } from '@arbiter/engine';

/** A hypothetical "Enchanted Evening"-style enchantment: "All permanents are enchantments in addition to their other types." */
const evening: PrintedCard = {
  name: 'Test Evening', layout: 'normal', alts: [],
  normal: { name: 'Test Evening', manaCost: parseManaCost('{3}{W}{U}'), colors: ['W', 'U'], supertypes: [], types: ['Enchantment'], subtypes: [], oracleText: '', power: null, toughness: null, loyalty: null, defense: null },
};
const reg: CardRegistry = buildRegistry([...vendoredCards(), evening], {
  ...definitions,
  'Test Evening': { normal: { abilities: [{ kind: 'static', text: 'All permanents are enchantments in addition to their other types.', effect: { kind: 'continuous', affects: {}, mods: [{ kind: 'addTypes', types: ['Enchantment'], subtypes: [] }] } }] } },
});

function board(battlefield: string[]) {
  const { state, ids } = setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
    objects: battlefield.map((card) => ({ zone: 'battlefield' as const, card, owner: 'p1' })),
    turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1,
  }, reg);
  return { ins: inspect(state, reg), id: (card: string) => ids[battlefield.indexOf(card)] };
}

test('CR 613.8a: Opalescence depends on a type-changing effect that makes more objects enchantments, whatever the timestamps', () => {
  const { ins, id } = board(['Opalescence', 'Test Evening', 'Hill Giant']);
  const giant = ins.characteristics(id('Hill Giant'));
  assert.deepEqual([...giant.types].sort(), ['Creature', 'Enchantment']);
  assert.equal(giant.power, 4, 'animated by Opalescence: base P/T = mana value 4');
  const steps = ins.explain(id('Hill Giant')).steps;
  const opal = steps.find((s) => s.layer === '4' && s.effect.startsWith('Opalescence'));
  assert.ok(opal && opal.dependsOn.length === 1, 'the explanation says Opalescence waited for the other effect (613.8)');
});

test('CR 613.7: without a dependency, effects in a layer apply in timestamp order, and explain lists them', () => {
  const { ins, id } = board(['Humility', 'Opalescence']);
  const ex = ins.explain(id('Humility'));
  assert.equal(ex.base.types.includes('Creature'), false, 'layer 1: Humility is printed as an enchantment');
  assert.deepEqual(ex.steps.map((s) => s.layer), ['4', '6', '7b', '7b']);
  assert.equal(ex.result.power, 4);
});

test('CR 613.6: an effect that began to apply keeps applying after its source loses the ability', () => {
  const { ins, id } = board(['Opalescence', 'Humility', 'Grizzly Bears']);
  // Humility loses its own ability in layer 6 but its 7b effect still applies (to itself too).
  assert.equal(ins.characteristics(id('Humility')).power, 1);
  assert.equal(ins.characteristics(id('Grizzly Bears')).power, 1);
});
