import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRegistry, vendoredCards } from '@arbiter/cards';
import { parseManaCost, renderEvent, setupPosition, step, type PrintedCard } from '@arbiter/engine';
import { Table } from './helpers';

const main = { number: 3, active: 'Alice', step: 'main1' as const };

test('CR 704.5j: two legendary permanents with the same name: their controller chooses one to keep (the newest is suggested)', () => {
  const t = new Table([
    { name: 'Alice', battlefield: ['Isamaru, Hound of Konda', 'Plains'], hand: ['Isamaru, Hound of Konda'] },
    { name: 'Bob' },
  ], main);
  const first = t.state.battlefield.find((id) => t.state.objects[id].card === 'Isamaru, Hound of Konda')!;
  t.do({ player: 'p1', kind: 'cast', object: t.state.players.p1.hand[0], payment: 'auto' });
  t.passAll();
  const d = t.pending!;
  assert.equal(d.kind, 'legendRule');
  assert.equal(d.rule, '704.5j');
  assert.equal(t.pendingPlayerName(), 'Alice');
  if (d.kind !== 'legendRule') return;
  assert.equal(d.options.length, 2);
  const newest = d.options.find((id) => id !== first)!;
  assert.deepEqual(d.suggested, [newest]);
  // Keeping both, or something else, is rejected with the rule.
  const bad = step(t.state, { player: 'p1', kind: 'answer', answer: { kind: 'chooseObjects', objects: d.options } }, t.reg);
  assert.equal(bad.error?.rule, '704.5j');
  t.do({ player: 'p1', kind: 'answer', answer: { kind: 'chooseObjects', objects: [first] } });
  assert.deepEqual(t.names('Alice', 'battlefield').sort(), ['Isamaru, Hound of Konda', 'Plains']);
  assert.equal(t.zone(first), 'battlefield', 'the chosen one stays');
  assert.deepEqual(t.names('Alice', 'graveyard'), ['Isamaru, Hound of Konda']);
  assert.ok(t.logged('CR 704.5j: Isamaru, Hound of Konda is put into its owner\'s graveyard (legend rule)'));
  assert.equal(t.pending!.kind, 'priority');
});

test('CR 704.5j: the legend rule looks at each controller separately: the same legend under two players stays', () => {
  const t = new Table([
    { name: 'Alice', battlefield: ['Thalia, Guardian of Thraben'] },
    { name: 'Bob', battlefield: ['Thalia, Guardian of Thraben'] },
  ], main);
  assert.equal(t.pending!.kind, 'priority');
  assert.equal(t.state.battlefield.length, 2);
});

test('CR 704.5j, 704.3: groups of two players are asked in APNAP order, then all go to the graveyard at once', () => {
  const t = new Table([
    { name: 'Alice', battlefield: ['Thalia, Guardian of Thraben', 'Thalia, Guardian of Thraben'] },
    { name: 'Bob', battlefield: ['Isamaru, Hound of Konda', 'Isamaru, Hound of Konda', 'Isamaru, Hound of Konda'] },
  ], main);
  let d = t.pending!;
  assert.equal(d.kind, 'legendRule');
  assert.equal(t.pendingPlayerName(), 'Alice');
  t.do({ player: 'p1', kind: 'answer', answer: { kind: 'chooseObjects', objects: [t.id('Thalia, Guardian of Thraben', 'Alice', 1)] } });
  d = t.pending!;
  assert.equal(d.kind, 'legendRule');
  assert.equal(t.pendingPlayerName(), 'Bob');
  assert.equal(t.names('Alice', 'battlefield').length, 2, 'nothing is performed before every choice is made');
  if (d.kind !== 'legendRule') return;
  assert.equal(d.options.length, 3);
  t.do({ player: 'p2', kind: 'answer', answer: { kind: 'chooseObjects', objects: [d.options[0]] } });
  assert.equal(t.names('Alice', 'battlefield').length, 1);
  assert.equal(t.names('Bob', 'battlefield').length, 1);
  assert.equal(t.names('Bob', 'graveyard').length, 2);
  assert.equal(t.pending!.kind, 'priority');
});

test('CR 704.5j, 800.4a: a player who concedes while choosing: the check starts over without them', () => {
  const t = new Table([
    { name: 'Alice', battlefield: ['Isamaru, Hound of Konda', 'Isamaru, Hound of Konda'] },
    { name: 'Bob' },
    { name: 'Carol' },
  ], main);
  assert.equal(t.pending!.kind, 'legendRule');
  t.do({ player: 'p1', kind: 'concede' });
  assert.equal(t.pending!.kind, 'priority');
  assert.equal(t.pendingPlayerName(), 'Bob');
  assert.equal(t.state.battlefield.length, 0);
});

// World rule (704.5k) with hypothetical world enchantments.
function world(name: string): PrintedCard {
  return {
    name, layout: 'normal', alts: [],
    normal: { name, manaCost: parseManaCost('{2}'), colors: [], supertypes: ['World'], types: ['Enchantment'], subtypes: [], oracleText: '', power: null, toughness: null, loyalty: null, defense: null },
  };
}

test('CR 704.5k: of two world permanents, only the newest stays', () => {
  const reg = buildRegistry([...vendoredCards(), world('Test World A'), world('Test World B')]);
  const r = setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
    objects: [
      { zone: 'battlefield', card: 'Test World A', owner: 'p2' },
      { zone: 'battlefield', card: 'Test World B', owner: 'p1' },
    ],
    turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1,
  }, reg);
  const names = r.state.battlefield.map((id) => r.state.objects[id].card);
  assert.deepEqual(names, ['Test World B']);
  assert.ok(r.events.map(renderEvent).some((l) => l.includes('CR 704.5k: Test World A is put into its owner\'s graveyard (world rule)')));
  assert.equal(r.state.pending?.kind, 'priority');
});

test('CR 704.5j, 514.3a: a control effect ends in the cleanup step and the legend rule applies: the choice, then priority', () => {
  const t = new Table([
    { name: 'Alice' },
    { name: 'Bob', battlefield: ['Isamaru, Hound of Konda'], hand: ['Isamaru, Hound of Konda'], library: ['Plains'] },
  ], { number: 3, active: 'Alice', step: 'end' });
  // Alice controls Bob's other Isamaru until end of turn (as Act of Treason would do): put it onto the
  // battlefield together with that control effect.
  const s = t.state;
  const lent = s.players.p2.hand[0];
  t.state = {
    ...s,
    nextTimestamp: s.nextTimestamp + 1,
    objects: { ...s.objects, [lent]: { ...s.objects[lent], zone: 'battlefield' } },
    players: { ...s.players, p2: { ...s.players.p2, hand: [] } },
    battlefield: [...s.battlefield, lent],
    effects: [...s.effects, { id: 'e99', timestamp: s.nextTimestamp, source: lent, controller: 'p1', affected: [lent], duration: 'endOfTurn', mod: { kind: 'control', player: 'p1' } }],
  };
  assert.equal(t.pending!.kind, 'priority');
  t.passAll(); // end step ends; cleanup: the effect ends (514.2), Bob controls both again
  assert.equal(t.state.turn.step, 'cleanup');
  const d = t.pending!;
  assert.equal(d.kind, 'legendRule');
  assert.equal(t.pendingPlayerName(), 'Bob');
  t.do({ player: 'p2', kind: 'answer', answer: { kind: 'chooseObjects', objects: [lent] } });
  assert.equal(t.names('Bob', 'graveyard').length, 1);
  // 514.3a: state-based actions were performed in the cleanup step, so the active player receives priority.
  assert.equal(t.pending!.kind, 'priority');
  assert.equal(t.state.turn.step, 'cleanup');
  assert.equal(t.pendingPlayerName(), 'Alice');
  t.passAll();
  assert.equal(t.state.turn.number, 4);
});
