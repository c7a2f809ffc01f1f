import assert from 'node:assert/strict';
import { test } from 'node:test';
import { step } from '@arbiter/engine';
import { Table } from './helpers';

const three = (bob: object = {}, carol: object = {}) => [
  { name: 'Alice', battlefield: ['Hill Giant', 'Grizzly Bears'], library: ['Forest', 'Forest'] },
  { name: 'Bob', library: ['Island', 'Island'], ...bob },
  { name: 'Carol', library: ['Plains', 'Plains'], ...carol },
];

test('CR 104.3a: a player may concede without holding priority; in two-player games the opponent wins', () => {
  const t = new Table([{ name: 'Alice' }, { name: 'Bob' }], { number: 3, active: 'Alice', step: 'main1' });
  assert.equal(t.pendingPlayerName(), 'Alice');
  t.do({ player: 'p2', kind: 'concede' });
  assert.deepEqual(t.winners(), ['p1']);
  assert.ok(t.logged('CR 104.3a: Bob loses the game (conceded)'));
  assert.ok(t.logged('CR 104.2a: Alice wins the game'));
});

test('CR 800.4a: a player who left can do nothing more', () => {
  const t = new Table(three(), { number: 3, active: 'Alice', step: 'main1' });
  t.do({ player: 'p3', kind: 'concede' });
  const r = step(t.state, { player: 'p3', kind: 'concede' }, t.reg);
  assert.equal(r.error?.rule, '800.4a');
});

test('CR 800.4a: a leaving player\'s objects leave the game, including their spells on the stack', () => {
  const t = new Table(three({ hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Savannah Lions'] }), { number: 3, active: 'Alice', step: 'main1' });
  t.pass();
  t.do({ player: 'p2', kind: 'cast', object: t.id('Lightning Bolt'), targets: [[{ player: 'p1' }]], payment: 'auto' });
  assert.equal(t.state.stack.length, 1);
  t.do({ player: 'p2', kind: 'concede' });
  assert.equal(t.state.stack.length, 0);
  assert.deepEqual(t.names('Alice', 'battlefield').sort(), ['Grizzly Bears', 'Hill Giant']);
  assert.ok(!Object.values(t.state.objects).some((o) => o.owner === 'p2'));
  // Bob held priority: it passes to the next player still in the game (Carol).
  assert.equal(t.pendingPlayerName(), 'Carol');
  assert.equal(t.state.turn.step, 'main1');
  assert.equal(t.life('Alice'), 20);
});

test('CR 800.4a, 800.4k: turn order skips players who left', () => {
  const t = new Table(three(), { number: 3, active: 'Alice', step: 'end' });
  t.do({ player: 'p2', kind: 'concede' });
  t.advance('upkeep', 4);
  assert.equal(t.state.turn.active, 'p3');
  t.advance('upkeep', 5);
  assert.equal(t.state.turn.active, 'p1');
});

test('CR 800.4j: the active player leaving ends nothing: the turn goes on without them, then the next player\'s turn', () => {
  const t = new Table(three(), { number: 3, active: 'Alice', step: 'main1' });
  t.do({ player: 'p1', kind: 'concede' });
  assert.equal(t.state.over, null);
  assert.equal(t.pendingPlayerName(), 'Bob');
  assert.equal(t.state.turn.step, 'main1');
  t.advance('upkeep', 4);
  assert.equal(t.state.turn.active, 'p2', 'Bob is next after Alice');
});

test('CR 800.4j: the active player leaving while declaring attackers: combat goes on with no attackers', () => {
  const t = new Table(three(), { number: 3, active: 'Alice', step: 'declareAttackers' });
  assert.equal(t.pending!.kind, 'declareAttackers');
  t.do({ player: 'p1', kind: 'concede' });
  assert.equal(t.pending!.kind, 'priority');
  assert.equal(t.pendingPlayerName(), 'Bob');
  t.passAll();
  assert.equal(t.state.turn.step, 'endOfCombat'); // 508.8
});

test('CR 800.4a, 800.4e: a defending player leaving while declaring blockers: no damage is assigned to them', () => {
  const t = new Table(three({ battlefield: ['Savannah Lions'] }, { battlefield: ['Ornithopter'] }), { number: 3, active: 'Alice', step: 'declareAttackers' });
  t.do({ player: 'p1', kind: 'answer', answer: { kind: 'declareAttackers', attacks: [
    { attacker: t.id('Hill Giant'), defender: { player: 'p2' } },
    { attacker: t.id('Grizzly Bears'), defender: { player: 'p3' } },
  ] } });
  t.until('declareBlockers');
  assert.equal(t.pendingPlayerName(), 'Bob');
  t.do({ player: 'p2', kind: 'concede' });
  assert.equal(t.pending!.kind, 'declareBlockers');
  assert.equal(t.pendingPlayerName(), 'Carol');
  t.do({ player: 'p3', kind: 'answer', answer: { kind: 'declareBlockers', blocks: [] } });
  t.advance('endOfCombat');
  assert.equal(t.life('Carol'), 18);
  assert.ok(!t.logged('Hill Giant deals'));
});

test('CR 800.4a: the active player leaving during the cleanup discard: the turn passes to the next player', () => {
  const hand = ['Forest', 'Island', 'Swamp', 'Mountain', 'Plains', 'Grizzly Bears', 'Hill Giant', 'Shock'];
  const t = new Table([{ name: 'Alice', hand }, { name: 'Bob', library: ['Island'] }, { name: 'Carol' }], { number: 3, active: 'Alice', step: 'cleanup' });
  assert.equal(t.pending!.kind, 'chooseObjects');
  t.do({ player: 'p1', kind: 'concede' });
  assert.equal(t.state.turn.active, 'p2');
  assert.equal(t.state.turn.number, 4);
  assert.equal(t.pendingPlayerName(), 'Bob');
});

test('CR 104.2a: when the last opponent leaves, the remaining player wins', () => {
  const t = new Table(three(), { number: 3, active: 'Alice', step: 'main1' });
  t.do({ player: 'p2', kind: 'concede' });
  assert.equal(t.state.over, null);
  t.do({ player: 'p1', kind: 'concede' });
  assert.deepEqual(t.winners(), ['p3']);
});
