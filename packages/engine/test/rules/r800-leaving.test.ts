import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRegistry, definitions, vendoredCards } from '@arbiter/cards';
import { parseManaCost, setupPosition, step, type ContinuousEffect, type GameState, type Input, type ObjectId, type PlayerId, type PrintedCard } from '@arbiter/engine';
import { Table } from './helpers';

const main = { number: 3, active: 'Alice', step: 'main1' as const };

/** Adds a control-changing effect (layer 2) to the table's state, as a resolved spell would have. */
function giveControl(t: Table, object: ObjectId, to: PlayerId, duration: ContinuousEffect['duration'] = 'endOfTurn'): void {
  const s: GameState = t.state;
  const e: ContinuousEffect = { id: `e${s.nextId}`, timestamp: s.nextTimestamp, source: object, controller: to, affected: [object], duration, mod: { kind: 'control', player: to } };
  t.state = { ...s, nextId: s.nextId + 1, nextTimestamp: s.nextTimestamp + 1, effects: [...s.effects, e] };
}

const four = () => [
  { name: 'Alice', battlefield: ['Hill Giant'] },
  { name: 'Bob', battlefield: ['Savannah Lions'] },
  { name: 'Carol', battlefield: ['Grizzly Bears'] },
  { name: 'Dave', battlefield: ['Ornithopter'] },
];

test('CR 800.4a: effects giving the leaving player control of objects end: the objects go back to their owners\' control', () => {
  const t = new Table(four(), main);
  const bears = t.id('Grizzly Bears');
  giveControl(t, bears, 'p2');
  assert.equal(t.chars(bears).controller, 'p2');
  t.do({ player: 'p2', kind: 'concede' });
  assert.equal(t.zone(bears), 'battlefield');
  assert.equal(t.chars(bears).controller, 'p3', 'Carol controls her Bears again');
  assert.ok(!t.state.effects.some((e) => e.mod.kind === 'control'));
  assert.ok(t.logged('CR 800.4a: effects giving Bob control of objects end'));
});

test('CR 800.4a: a control effect the leaving player created for someone else does not end', () => {
  const t = new Table(four(), main);
  const bears = t.id('Grizzly Bears');
  giveControl(t, bears, 'p4'); // an effect of Bob's spell giving Dave the Bears
  t.state = { ...t.state, effects: t.state.effects.map((e) => ({ ...e, controller: 'p2' })) };
  t.do({ player: 'p2', kind: 'concede' });
  assert.equal(t.chars(bears).controller, 'p4');
});

test('CR 800.4a: objects the leaving player still controls but doesn\'t own are exiled', () => {
  const t = new Table(four(), main);
  // Bob put Alice's Hill Giant onto the battlefield under his control (as Reanimate does).
  const giant = t.id('Hill Giant');
  t.state = { ...t.state, objects: { ...t.state.objects, [giant]: { ...t.state.objects[giant], controller: 'p2' } } };
  assert.equal(t.chars(giant).controller, 'p2');
  t.do({ player: 'p2', kind: 'concede' });
  assert.equal(t.zone(giant), undefined);
  assert.deepEqual(t.state.exile.map((id) => t.state.objects[id].card), ['Hill Giant']);
  assert.equal(t.state.objects[t.state.exile[0]].owner, 'p1');
  assert.ok(t.logged('CR 800.4a: Hill Giant is exiled (Bob left the game while controlling it)'));
});

test('CR 800.4a: the leaving player\'s abilities on the stack cease to exist; another player\'s card they control is exiled', () => {
  const t = new Table([
    { name: 'Alice', graveyard: ['Kitchen Finks'] },
    { name: 'Bob', hand: ['Reanimate'], battlefield: ['Swamp'] },
    { name: 'Carol' },
  ], { number: 3, active: 'Bob', step: 'main1' });
  const finks = t.id('Kitchen Finks');
  t.do({ player: 'p2', kind: 'cast', object: t.id('Reanimate'), targets: [[{ object: finks }]], payment: 'auto' });
  t.passAll();
  // Kitchen Finks entered under Bob's control; its enters trigger (Bob's) is on the stack.
  assert.equal(t.state.stack.length, 1);
  assert.equal(t.state.objects[t.state.stack[0]].kind, 'ability');
  t.do({ player: t.pending!.player, kind: 'concede' });
  assert.equal(t.state.stack.length, 0);
  assert.equal(t.state.battlefield.length, 0);
  assert.deepEqual(t.state.exile.map((id) => t.state.objects[id].card), ['Kitchen Finks']);
  assert.equal(t.life('Alice'), 20);
  assert.equal(t.pending!.kind, 'priority');
  assert.equal(t.pendingPlayerName(), 'Carol', 'Bob was active: his turn goes on without him (800.4j)');
});

test('CR 800.4c: a control effect ends and the player who would control the permanent by default has left: it is exiled', () => {
  const t = new Table(four(), { number: 3, active: 'Alice', step: 'end' });
  // Carol's Bears, put onto the battlefield under Bob's control, then given to Alice until end of turn.
  const bears = t.id('Grizzly Bears');
  t.state = { ...t.state, objects: { ...t.state.objects, [bears]: { ...t.state.objects[bears], controller: 'p2' } } };
  giveControl(t, bears, 'p1');
  t.do({ player: 'p2', kind: 'concede' });
  assert.equal(t.zone(bears), 'battlefield', 'Alice controls it: not exiled when Bob leaves');
  t.passAll(); // the end step ends; cleanup: the effect ends (514.2)
  assert.ok(t.logged('CR 800.4c: Grizzly Bears is exiled'), t.log());
  assert.deepEqual(t.state.players.p3.graveyard, []);
  assert.deepEqual(t.state.exile.map((id) => t.state.objects[id].card), ['Grizzly Bears']);
});

test('CR 800.4e, 506.2: in a four-player game creatures attack different players; a defender who left takes no damage', () => {
  const t = new Table([
    { name: 'Alice', battlefield: ['Hill Giant', 'Grizzly Bears', 'Savannah Lions'] },
    { name: 'Bob' }, { name: 'Carol' }, { name: 'Dave' },
  ], { number: 3, active: 'Alice', step: 'main1' });
  const err = t.attack([['Hill Giant', 'Bob'], ['Grizzly Bears', 'Carol'], ['Savannah Lions', 'Dave']]);
  assert.equal(err, undefined);
  t.do({ player: 'p3', kind: 'concede' });
  t.advance('endOfCombat');
  assert.equal(t.life('Bob'), 17);
  assert.equal(t.life('Dave'), 18);
  assert.ok(!t.logged('Grizzly Bears deals'));
});

test('CR 800.4k, 101.4: in a six-player game turns skip every player who left', () => {
  const six = ['Alice', 'Bob', 'Carol', 'Dave', 'Eve', 'Frank'].map((name) => ({ name, library: ['Plains', 'Plains', 'Plains'] }));
  const t = new Table(six, { number: 3, active: 'Alice', step: 'end' });
  t.do({ player: 'p2', kind: 'concede' });
  t.do({ player: 'p4', kind: 'concede' });
  t.do({ player: 'p5', kind: 'concede' });
  const seen: string[] = [];
  for (let turn = 4; turn <= 7; turn++) {
    t.advance('upkeep', turn);
    seen.push(t.state.players[t.state.turn.active].name);
  }
  assert.deepEqual(seen, ['Carol', 'Frank', 'Alice', 'Carol']);
  assert.equal(t.state.over, null);
});

test('CR 800.4a: a player who leaves while choosing cards to discard for another player\'s spell: the spell goes on resolving', () => {
  const mindRot: PrintedCard = {
    name: 'Test Mind Rot', layout: 'normal', alts: [],
    normal: { name: 'Test Mind Rot', manaCost: parseManaCost('{B}'), colors: ['B'], supertypes: [], types: ['Sorcery'], subtypes: [], oracleText: 'Target player discards two cards. You gain 2 life.', power: null, toughness: null, loyalty: null, defense: null },
  };
  const reg = buildRegistry([...vendoredCards(), mindRot], {
    ...definitions,
    'Test Mind Rot': { normal: { abilities: [{ kind: 'spell', text: 'Target player discards two cards. You gain 2 life.', targets: [{ kind: 'player' }], effects: [{ do: 'discard', who: { target: 0 }, n: 2 }, { do: 'gainLife', who: 'you', n: 2 }] }] } },
  });
  let s = setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }, { id: 'p3', name: 'Carol' }],
    objects: [
      { zone: 'hand', card: 'Test Mind Rot', owner: 'p1' }, { zone: 'battlefield', card: 'Swamp', owner: 'p1' },
      { zone: 'hand', card: 'Island', owner: 'p2' }, { zone: 'hand', card: 'Island', owner: 'p2' }, { zone: 'hand', card: 'Island', owner: 'p2' },
    ],
    turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1,
  }, reg).state;
  const go = (input: Input) => { const r = step(s, input, reg); assert.equal(r.error, undefined, JSON.stringify(r.error)); s = r.state; };
  const rot = Object.values(s.objects).find((o) => o.card === 'Test Mind Rot')!.id;
  go({ player: 'p1', kind: 'cast', object: rot, targets: [[{ player: 'p2' }]], payment: 'auto' });
  go({ player: 'p1', kind: 'pass' });
  go({ player: 'p2', kind: 'pass' });
  go({ player: 'p3', kind: 'pass' });
  assert.equal(String(s.pending?.kind), 'chooseObjects');
  assert.equal(String(s.pending?.player), 'p2');
  go({ player: 'p2', kind: 'concede' });
  assert.equal(s.resolving, null);
  assert.equal(s.players.p1.life, 22, 'the rest of the spell happened');
  assert.equal(String(s.pending?.kind), 'priority');
  assert.equal(String(s.pending?.player), 'p1');
  assert.equal(s.stack.length, 0);
});

test('CR 104.4a, 704.3: all remaining players losing at the same state-based action check draw the game', () => {
  const t = new Table([
    { name: 'Alice' },
    { name: 'Bob' },
    { name: 'Carol' },
  ], main);
  t.do({ player: 'p3', kind: 'concede' });
  // Both remaining players reach 0 life at once (as simultaneous damage would do); the next check sees them together.
  t.state = { ...t.state, players: { ...t.state.players, p1: { ...t.state.players.p1, life: 0 }, p2: { ...t.state.players.p2, life: 0 } } };
  t.pass();
  assert.deepEqual(t.winners(), []);
  assert.ok(t.logged('CR 104.4a: the game is a draw'), t.log());
  assert.ok(!t.logged('wins the game'));
});

/** Alice's Disfigure makes the toughness of Bob's Darksteel Colossus -1 with Alice's Rest in Peace out: Bob is asked the 616.1 order. */
function colossusAsked(): Table {
  const t = new Table([
    { name: 'Alice', hand: ['Disfigure'], battlefield: ['Rest in Peace', 'Swamp'] },
    { name: 'Bob', library: ['Island'], battlefield: [{ card: 'Darksteel Colossus', counters: { '-1/-1': 10 } }] },
    { name: 'Carol', battlefield: ['Grizzly Bears'] },
  ], main);
  t.do({ player: 'p1', kind: 'cast', object: t.id('Disfigure'), targets: [[{ object: t.id('Darksteel Colossus') }]], payment: 'auto' });
  t.passAll();
  assert.equal(t.pending?.kind, 'orderReplacements');
  assert.equal(t.pendingPlayerName(), 'Bob');
  return t;
}

test('CR 800.4a, 616.1: the player asked the order for a state-based action check leaves: their Colossus left the game, the check starts again without it', () => {
  const t = colossusAsked();
  t.do({ player: 'p2', kind: 'concede' });
  assert.equal(t.pending?.kind, 'priority');
  assert.equal(t.state.pausedForOrder, undefined);
  assert.equal(t.state.players.p2.left, true);
  assert.ok(!Object.values(t.state.objects).some((o) => o.card === 'Darksteel Colossus'), 'the Colossus left the game with its owner');
});

test('CR 800.4a, 616.1: another player leaves while the order is asked: the check is asked again from the start', () => {
  const t = colossusAsked();
  t.do({ player: 'p3', kind: 'concede' });
  assert.equal(t.pending?.kind, 'orderReplacements');
  assert.equal(t.pendingPlayerName(), 'Bob');
  const own = t.pending!.kind === 'orderReplacements' ? t.pending!.options.findIndex((o) => o.startsWith('Darksteel Colossus:')) : -1;
  t.do({ player: 'p2', kind: 'answer', answer: { kind: 'chooseNumber', value: own } });
  assert.equal(t.zone(t.id('Darksteel Colossus')), 'library');
});

test('CR 101.4, 800.4a: a player who chose what to sacrifice leaves before the others have chosen: the rest is sacrificed, nothing of theirs', () => {
  const t = new Table([
    { name: 'Alice', hand: ['The Eldest Reborn'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
    { name: 'Bob', battlefield: ['Serra Angel', 'Grizzly Bears'] },
    { name: 'Carol', battlefield: ['Hill Giant', 'Savannah Lions'] },
  ], main);
  t.do({ player: 'p1', kind: 'cast', object: t.id('The Eldest Reborn'), payment: 'auto' });
  t.passAll();
  t.passAll();
  assert.equal(t.pendingPlayerName(), 'Bob');
  t.do({ player: 'p2', kind: 'answer', answer: { kind: 'chooseObjects', objects: [t.id('Serra Angel')] } });
  assert.equal(t.pendingPlayerName(), 'Carol');
  t.do({ player: 'p2', kind: 'concede' });
  assert.equal(t.pendingPlayerName(), 'Carol', 'Carol still chooses');
  t.do({ player: 'p3', kind: 'answer', answer: { kind: 'chooseObjects', objects: [t.id('Hill Giant')] } });
  assert.equal(t.zone(t.id('Hill Giant')), 'graveyard');
  assert.ok(!Object.values(t.state.objects).some((o) => o.owner === 'p2'), "Bob's objects left the game with him");
});
