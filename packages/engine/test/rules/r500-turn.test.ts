import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STEP_ORDER, step } from '@arbiter/engine';
import { Table } from './helpers';

const twoPlayers = (aliceBf: string[] = [], bobBf: string[] = []) => [
  { name: 'Alice', battlefield: aliceBf, library: ['Forest', 'Forest', 'Forest'] },
  { name: 'Bob', battlefield: bobBf, library: ['Island', 'Island', 'Island'] },
];

test('CR 500.1: every step of a turn begins in order (with a first striker attacking, all thirteen)', () => {
  const t = new Table(twoPlayers(['Test First Striker']), { number: 2, active: 'Bob', step: 'end' });
  t.advance('declareAttackers', 3);
  t.attack([['Test First Striker', 'Bob']]);
  t.advance('end', 3);
  t.passAll(); // cleanup (no priority), then turn 4
  assert.equal(t.state.turn.number, 4);
  const begun = t.events.filter((e) => e.kind === 'step').map((e) => e.text);
  const turn3 = begun.slice(begun.indexOf('untap step begins'), begun.lastIndexOf('untap step begins'));
  const labels = ['untap step', 'upkeep step', 'draw step', 'precombat main phase', 'beginning of combat step', 'declare attackers step',
    'declare blockers step', 'first-strike combat damage step', 'combat damage step', 'end of combat step', 'postcombat main phase',
    'end step', 'cleanup step'];
  assert.equal(labels.length, STEP_ORDER.length);
  assert.deepEqual(turn3, labels.map((l) => `${l} begins`));
});

test('CR 502.4, 117.3a: no player receives priority in the untap step; the active player gets it in upkeep', () => {
  const t = new Table(twoPlayers(), { number: 2, active: 'Bob', step: 'end' });
  t.advance('upkeep', 3);
  assert.equal(t.pending!.kind, 'priority');
  assert.equal(t.pendingPlayerName(), 'Alice');
  const untap = t.events.findIndex((e) => e.text === 'untap step begins');
  const upkeep = t.events.findIndex((e) => e.text === 'upkeep step begins');
  assert.ok(!t.events.slice(untap, upkeep).some((e) => e.kind === 'pass'));
});

test('CR 502.3: untapping affects only the active player\'s permanents', () => {
  const t = new Table([
    { name: 'Alice', battlefield: [{ card: 'Forest', tapped: true }, { card: 'Grizzly Bears', tapped: true }] },
    { name: 'Bob', battlefield: [{ card: 'Island', tapped: true }] },
  ], { number: 2, active: 'Bob', step: 'end' });
  t.advance('upkeep', 3);
  assert.equal(t.state.objects[t.id('Forest')].tapped, false);
  assert.equal(t.state.objects[t.id('Grizzly Bears')].tapped, false);
  assert.equal(t.state.objects[t.id('Island')].tapped, true);
});

test('CR 504.1: the draw step draws the top card of the active player\'s library', () => {
  const t = new Table(twoPlayers(), { number: 3, active: 'Alice', step: 'upkeep' });
  const top = t.state.players.p1.library[0];
  t.passAll();
  assert.equal(t.state.turn.step, 'draw');
  assert.equal(t.state.players.p1.hand.length, 1);
  assert.equal(t.state.objects[t.state.players.p1.hand[0]].origin, t.state.objects[top]?.origin ?? top);
  assert.equal(t.state.players.p2.hand.length, 0);
});

test('CR 500.5: unspent mana empties as each step ends', () => {
  const t = new Table([{ name: 'Alice', manaPool: [{ type: 'R' }, { type: 'G' }], library: ['Forest'] }, { name: 'Bob' }], { number: 3, active: 'Alice', step: 'upkeep' });
  assert.equal(t.state.players.p1.manaPool.length, 2);
  t.pass();
  assert.equal(t.state.players.p1.manaPool.length, 2, 'passing priority alone doesn\'t empty the pool');
  t.pass();
  assert.equal(t.state.turn.step, 'draw');
  assert.equal(t.state.players.p1.manaPool.length, 0);
});

test('CR 117.3d, 500.2: priority goes around in turn order; the step ends when all pass in succession', () => {
  const t = new Table([{ name: 'Alice' }, { name: 'Bob' }, { name: 'Carol' }], { number: 3, active: 'Bob', step: 'main1' });
  assert.equal(t.pendingPlayerName(), 'Bob');
  t.pass();
  assert.equal(t.pendingPlayerName(), 'Carol');
  t.pass();
  assert.equal(t.pendingPlayerName(), 'Alice');
  assert.equal(t.state.turn.step, 'main1');
  t.pass();
  assert.equal(t.state.turn.step, 'beginningOfCombat');
  assert.equal(t.pendingPlayerName(), 'Bob');
});

test('CR 117.1: only the player with priority may pass', () => {
  const t = new Table(twoPlayers(), { number: 3, active: 'Alice', step: 'main1' });
  const r = step(t.state, { player: 'p2', kind: 'pass' }, t.reg);
  assert.equal(r.error?.code, 'not-your-decision');
  assert.equal(r.state, t.state);
});

test('CR 117.3c, 117.4, 117.3b: casting keeps priority; an action restarts the passes; after resolving the active player gets priority', () => {
  const t = new Table([
    { name: 'Alice' },
    { name: 'Bob', hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
    { name: 'Carol' },
  ], { number: 3, active: 'Alice', step: 'main1' });
  t.pass(); // Alice
  t.do({ player: 'p2', kind: 'cast', object: t.id('Lightning Bolt'), targets: [[{ player: 'p3' }]], payment: 'auto' });
  assert.equal(t.pendingPlayerName(), 'Bob', '117.3c');
  t.pass(); // Bob
  t.pass(); // Carol
  assert.equal(t.state.stack.length, 1, 'Alice passed before the spell was cast: her pass no longer counts');
  assert.equal(t.pendingPlayerName(), 'Alice');
  t.pass();
  assert.equal(t.state.stack.length, 0);
  assert.equal(t.life('Carol'), 17);
  assert.equal(t.pendingPlayerName(), 'Alice', '117.3b');
  assert.equal(t.state.turn.step, 'main1', '500.2: the step continues');
});

test('CR 514.1: the cleanup discard is a decision of the active player for exactly the excess', () => {
  const hand = ['Forest', 'Island', 'Swamp', 'Mountain', 'Plains', 'Grizzly Bears', 'Hill Giant', 'Shock'];
  const t = new Table([{ name: 'Alice', hand }, { name: 'Bob', hand: [...hand, 'Wastes'], library: ['Island'] }], { number: 3, active: 'Alice', step: 'end' });
  t.passAll();
  const d = t.pending!;
  assert.equal(d.kind, 'chooseObjects');
  assert.ok(d.kind === 'chooseObjects');
  assert.equal(d.player, 'p1');
  assert.equal(d.rule, '514.1');
  assert.equal(d.min, 1);
  assert.equal(d.max, 1);
  assert.equal(t.tryInput({ player: 'p1', kind: 'answer', answer: { kind: 'chooseObjects', objects: [] } })?.rule, '514.1');
  assert.equal(t.tryInput({ player: 'p1', kind: 'answer', answer: { kind: 'chooseObjects', objects: [t.state.players.p2.hand[0]] } })?.rule, '514.1');
  t.do({ player: 'p1', kind: 'answer', answer: { kind: 'chooseObjects', objects: [t.id('Shock', 'Alice')] } });
  assert.deepEqual(t.names('Alice', 'graveyard'), ['Shock']);
  assert.equal(t.state.players.p1.hand.length, 7);
  assert.equal(t.state.players.p2.hand.length, 9, 'only the active player discards');
  assert.equal(t.state.turn.active, 'p2');
});

test('CR 514.2: damage is removed and "until end of turn" effects end in cleanup', () => {
  const t = new Table([
    { name: 'Alice', hand: ['Giant Growth'], battlefield: ['Forest', { card: 'Grizzly Bears', damage: 1 }] },
    { name: 'Bob', library: ['Island'] },
  ], { number: 3, active: 'Alice', step: 'main1' });
  const bears = t.id('Grizzly Bears');
  t.do({ player: 'p1', kind: 'cast', object: t.id('Giant Growth'), targets: [[{ object: bears }]], payment: 'auto' });
  t.passAll();
  assert.equal(t.chars(bears).power, 5);
  assert.equal(t.state.effects.length, 1);
  t.advance('end');
  assert.equal(t.chars(bears).power, 5, 'still in effect in the end step');
  t.advance('upkeep', 4);
  assert.equal(t.chars(bears).power, 2);
  assert.equal(t.state.objects[bears].damage, 0);
  assert.equal(t.state.effects.length, 0);
});

test('CR 514.3a: after a state-based action in cleanup, players get priority, then another cleanup step begins', () => {
  const t = new Table([{ name: 'Alice' }, { name: 'Bob', library: ['Island'] }, { name: 'Carol', life: 0 }], { number: 3, active: 'Alice', step: 'cleanup' });
  assert.equal(t.state.turn.step, 'cleanup');
  assert.equal(t.pendingPlayerName(), 'Alice');
  assert.ok(t.state.players.p3.left);
  t.passAll();
  assert.equal(t.events.filter((e) => e.text === 'cleanup step begins').length, 2);
  assert.equal(t.state.turn.active, 'p2');
});

test('CR 305.2: one land per turn; the count resets next turn', () => {
  const t = new Table([{ name: 'Alice', hand: ['Forest', 'Island', 'Swamp'], library: ['Plains', 'Plains'] }, { name: 'Bob', library: ['Island'] }], { number: 3, active: 'Alice', step: 'main1' });
  const opts = () => (t.pending!.kind === 'priority' ? t.pending!.options.filter((o) => o.kind === 'playLand').length : -1);
  assert.equal(opts(), 3);
  t.do({ player: 'p1', kind: 'playLand', object: t.id('Forest') });
  assert.equal(opts(), 0, 'no more land plays offered');
  assert.equal(t.tryInput({ player: 'p1', kind: 'playLand', object: t.id('Island') })?.rule, '305.2');
  t.advance('main1', 5);
  t.do({ player: 'p1', kind: 'playLand', object: t.id('Island') });
  assert.deepEqual(t.names('Alice', 'battlefield').sort(), ['Forest', 'Island']);
});

test('CR 305.1: lands can\'t be played from another zone or when they are not lands', () => {
  const t = new Table([{ name: 'Alice', hand: ['Grizzly Bears'], graveyard: ['Forest'] }, { name: 'Bob' }], { number: 3, active: 'Alice', step: 'main1' });
  assert.equal(t.tryInput({ player: 'p1', kind: 'playLand', object: t.id('Forest') })?.rule, '305.1');
  assert.equal(t.tryInput({ player: 'p1', kind: 'playLand', object: t.id('Grizzly Bears') })?.rule, '305.1');
});

test('DESIGN 2: the same inputs give the same events and states', () => {
  const run = () => {
    const t = new Table(twoPlayers(['Grizzly Bears'], ['Hill Giant']), { number: 2, active: 'Bob', step: 'end' });
    t.advance('declareAttackers', 3);
    t.attack([['Grizzly Bears', 'Bob']]);
    t.block('Bob', [['Hill Giant', 'Grizzly Bears']]);
    t.advance('upkeep', 4);
    return { log: t.log(), state: JSON.stringify(t.state) };
  };
  assert.deepEqual(run(), run());
});
