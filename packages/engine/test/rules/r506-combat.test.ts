import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Table, type PlayerSpec } from './helpers';

/** Alice (active) attacks Bob in turn 3; both start with the given battlefields. */
function combat(alice: PlayerSpec['battlefield'], bob: PlayerSpec['battlefield'], extra: { aliceLife?: number; bobLife?: number } = {}): Table {
  return new Table(
    [{ name: 'Alice', battlefield: alice, life: extra.aliceLife }, { name: 'Bob', battlefield: bob, life: extra.bobLife, library: ['Island'] }],
    { number: 3, active: 'Alice', step: 'declareAttackers' },
  );
}

function assignDamage(t: Table, amounts: number[]) {
  const d = t.pending!;
  assert.equal(d.kind, 'assignDamage');
  return t.tryInput({ player: d.player, kind: 'answer', answer: { kind: 'assignDamage', amounts } });
}

test('CR 302.6, 702.10: a creature with haste can attack the turn it came under its controller\'s control', () => {
  const t = combat([{ card: 'Test Hasty', sick: true }, { card: 'Grizzly Bears', sick: true }], []);
  assert.equal(t.attack([['Grizzly Bears', 'Bob']])?.rule, '302.6');
  assert.equal(t.attack([['Test Hasty', 'Bob']]), undefined);
  t.advance('endOfCombat');
  assert.equal(t.life('Bob'), 18);
});

test('CR 702.3b: a creature with defender can\'t attack, but can block', () => {
  const t = combat(['Test Wall', 'Grizzly Bears'], ['Test Wall']);
  assert.equal(t.attack([['Test Wall', 'Bob']], 'Alice')?.rule, '702.3b');
  const d = t.pending!;
  assert.equal(d.kind, 'declareAttackers');
  assert.ok(d.kind === 'declareAttackers' && !d.candidates.some((c) => c.attacker === t.id('Test Wall', 'Alice')), 'not offered as an attacker');
  assert.equal(t.attack([['Grizzly Bears', 'Bob']]), undefined);
  assert.equal(t.block('Bob', [['Test Wall', 'Grizzly Bears']]), undefined);
  t.advance('endOfCombat');
  assert.equal(t.life('Bob'), 20);
  assert.equal(t.state.objects[t.id('Test Wall', 'Bob')].damage, 2);
});

test('CR 702.17b: a creature with reach can block a creature with flying', () => {
  const t = combat(['Serra Angel'], ['Test Reacher', 'Grizzly Bears']);
  t.attack([['Serra Angel', 'Bob']]);
  t.until('declareBlockers');
  const d = t.pending!;
  assert.ok(d.kind === 'declareBlockers');
  assert.deepEqual(d.candidates.map((c) => t.state.objects[c.blocker].card), ['Test Reacher'], 'only the reach creature may block the flyer');
  assert.equal(t.block('Bob', [['Grizzly Bears', 'Serra Angel']])?.rule, '702.9b');
  assert.equal(t.block('Bob', [['Test Reacher', 'Serra Angel']]), undefined);
  t.advance('endOfCombat');
  assert.equal(t.life('Bob'), 20);
  assert.deepEqual(t.names('Bob', 'graveyard'), ['Test Reacher']); // 4 damage on a 1/4
  assert.equal(t.state.objects[t.id('Serra Angel')].damage, 1);
});

test('CR 702.111b: a creature with menace can\'t be blocked by just one creature', () => {
  const t = combat(['Test Menace'], ['Grizzly Bears', 'Savannah Lions']);
  t.attack([['Test Menace', 'Bob']]);
  const err = t.block('Bob', [['Grizzly Bears', 'Test Menace']]);
  assert.equal(err?.rule, '702.111b');
  assert.equal(t.pending!.kind, 'declareBlockers');
  assert.equal(t.block('Bob', [['Grizzly Bears', 'Test Menace'], ['Savannah Lions', 'Test Menace']]), undefined);
  t.until('assignDamage');
  assert.equal(assignDamage(t, [2, 1]), undefined);
  assert.deepEqual(t.names('Bob', 'graveyard').sort(), ['Grizzly Bears', 'Savannah Lions']);
  assert.deepEqual(t.names('Alice', 'graveyard'), ['Test Menace']); // 4 damage on a 3/3
});

test('CR 702.111b: a creature with menace may go unblocked', () => {
  const t = combat(['Test Menace'], ['Grizzly Bears']);
  t.attack([['Test Menace', 'Bob']]);
  assert.equal(t.block('Bob', []), undefined);
  t.advance('endOfCombat');
  assert.equal(t.life('Bob'), 17);
});

test('CR 702.19b: trample — lethal damage to the blocker first, the rest may go to the player', () => {
  const t = combat(['Test Trampler'], ['Grizzly Bears']);
  t.attack([['Test Trampler', 'Bob']]);
  t.block('Bob', [['Grizzly Bears', 'Test Trampler']]);
  t.until('assignDamage');
  const d = t.pending!;
  assert.ok(d.kind === 'assignDamage');
  assert.equal(d.rule, '510.1c');
  assert.deepEqual(d.recipients, [{ object: t.id('Grizzly Bears') }, { player: t.player('Bob') }]);
  assert.deepEqual(d.suggested, [2, 2]);
  // Assigning to the player before the blocker has lethal damage is illegal.
  assert.equal(assignDamage(t, [1, 3])?.rule, '702.19b');
  assert.equal(assignDamage(t, [0, 4])?.rule, '702.19b');
  assert.equal(assignDamage(t, [2, 2]), undefined);
  assert.equal(t.life('Bob'), 18);
  assert.deepEqual(t.names('Bob', 'graveyard'), ['Grizzly Bears']);
});

test('CR 702.19b: a trampler may assign more than lethal damage to the blocker', () => {
  const t = combat(['Test Trampler'], ['Grizzly Bears']);
  t.attack([['Test Trampler', 'Bob']]);
  t.block('Bob', [['Grizzly Bears', 'Test Trampler']]);
  t.until('assignDamage');
  assert.equal(assignDamage(t, [4, 0]), undefined);
  assert.equal(t.life('Bob'), 20);
});

test('CR 702.19b: lethal damage accounts for damage already marked on the blocker', () => {
  const t = combat(['Test Trampler'], [{ card: 'Hill Giant', damage: 2 }]);
  t.attack([['Test Trampler', 'Bob']]);
  t.block('Bob', [['Hill Giant', 'Test Trampler']]);
  t.until('assignDamage');
  assert.equal(assignDamage(t, [1, 3]), undefined);
  assert.equal(t.life('Bob'), 17);
  assert.deepEqual(t.names('Bob', 'graveyard'), ['Hill Giant']);
});

test('CR 702.2c, 702.19b: with deathtouch and trample, 1 damage is lethal to each blocker', () => {
  const t = combat(['Test Deathtouch Trampler'], ['Hill Giant']);
  t.attack([['Test Deathtouch Trampler', 'Bob']]);
  t.block('Bob', [['Hill Giant', 'Test Deathtouch Trampler']]);
  t.until('assignDamage');
  const d = t.pending!;
  assert.ok(d.kind === 'assignDamage');
  assert.deepEqual(d.suggested, [1, 2]);
  assert.equal(assignDamage(t, [1, 2]), undefined);
  assert.equal(t.life('Bob'), 18);
  assert.deepEqual(t.names('Bob', 'graveyard'), ['Hill Giant']);
  assert.ok(t.logged('704.5h'), t.log());
});

test('CR 702.2b, 704.5h: any damage from a deathtouch source destroys a creature', () => {
  const t = combat(['Test Deathtoucher'], ['Shivan Dragon']);
  t.attack([['Test Deathtoucher', 'Bob']]);
  t.block('Bob', [['Shivan Dragon', 'Test Deathtoucher']]);
  t.advance('endOfCombat');
  assert.deepEqual(t.names('Bob', 'graveyard'), ['Shivan Dragon']);
  assert.deepEqual(t.names('Alice', 'graveyard'), ['Test Deathtoucher']);
  assert.ok(t.logged('CR 704.5h, 701.8a: Shivan Dragon is destroyed'), t.log());
});

test('CR 702.15b: combat damage from a lifelink creature gains its controller that much life', () => {
  const t = combat(['Test Lifelinker'], ['Hill Giant'], { aliceLife: 10 });
  t.attack([['Test Lifelinker', 'Bob']]);
  t.block('Bob', []);
  t.advance('endOfCombat');
  assert.equal(t.life('Bob'), 18);
  assert.equal(t.life('Alice'), 12);
  assert.ok(t.logged('CR 702.15b: Alice gains 2 life (lifelink)'));
});

test('CR 702.15b: lifelink works on a blocking creature too, even if it dies', () => {
  const t = combat(['Hill Giant'], ['Test Lifelinker'], { bobLife: 5 });
  t.attack([['Hill Giant', 'Bob']]);
  t.block('Bob', [['Test Lifelinker', 'Hill Giant']]);
  t.advance('endOfCombat');
  assert.equal(t.life('Bob'), 7);
  assert.deepEqual(t.names('Bob', 'graveyard'), ['Test Lifelinker']);
});

test('CR 702.12b: an indestructible creature survives lethal damage (it stays marked until cleanup)', () => {
  const t = combat(['Test Indestructible'], ['Hill Giant']);
  t.attack([['Test Indestructible', 'Bob']]);
  t.block('Bob', [['Hill Giant', 'Test Indestructible']]);
  t.advance('endOfCombat');
  const id = t.id('Test Indestructible');
  assert.equal(t.zone(id), 'battlefield');
  assert.equal(t.state.objects[id].damage, 3);
  assert.equal(t.zone(t.id('Hill Giant')), 'battlefield');
  t.advance('upkeep', 4);
  assert.equal(t.state.objects[id].damage, 0); // 514.2
});

test('CR 702.12b, 704.5h: indestructible also ignores deathtouch damage', () => {
  const t = combat(['Test Deathtoucher'], ['Test Indestructible']);
  t.attack([['Test Deathtoucher', 'Bob']]);
  t.block('Bob', [['Test Indestructible', 'Test Deathtoucher']]);
  t.advance('endOfCombat');
  assert.equal(t.zone(t.id('Test Indestructible')), 'battlefield');
  assert.deepEqual(t.names('Alice', 'graveyard'), ['Test Deathtoucher']);
});

test('CR 702.4b, 510.4: double strike deals damage in both combat damage steps', () => {
  const t = combat(['Test Double Striker'], []);
  t.attack([['Test Double Striker', 'Bob']]);
  t.until('priority');
  t.advance('firstStrikeDamage');
  assert.equal(t.life('Bob'), 18);
  t.advance('combatDamage');
  assert.equal(t.life('Bob'), 16);
  t.advance('endOfCombat');
  assert.equal(t.life('Bob'), 16);
  assert.ok(t.logged('CR 510.4: first-strike combat damage step begins'));
});

test('CR 702.4b: a double striker kills its blocker first, then deals no damage to the player without trample', () => {
  const t = combat(['Test Double Striker'], ['Savannah Lions']);
  t.attack([['Test Double Striker', 'Bob']]);
  t.block('Bob', [['Savannah Lions', 'Test Double Striker']]);
  t.advance('endOfCombat');
  assert.equal(t.life('Bob'), 20);
  assert.deepEqual(t.names('Bob', 'graveyard'), ['Savannah Lions']);
  assert.equal(t.state.objects[t.id('Test Double Striker')].damage, 0);
});

test('CR 702.4b, 702.15b: double strike with lifelink gains life in both steps', () => {
  const t = combat(['Test Lifelink Double Striker'], [], { aliceLife: 10 });
  t.attack([['Test Lifelink Double Striker', 'Bob']]);
  t.advance('endOfCombat');
  assert.equal(t.life('Bob'), 14);
  assert.equal(t.life('Alice'), 16);
});

test('CR 702.7b: a first-strike blocker kills the attacker before it deals damage', () => {
  const t = combat(['Grizzly Bears'], ['Test First Striker']);
  t.attack([['Grizzly Bears', 'Bob']]);
  t.block('Bob', [['Test First Striker', 'Grizzly Bears']]);
  t.advance('endOfCombat');
  assert.deepEqual(t.names('Alice', 'graveyard'), ['Grizzly Bears']);
  assert.equal(t.state.objects[t.id('Test First Striker')].damage, 0);
});

test('CR 702.7b: first strike against first strike deals damage simultaneously', () => {
  const t = combat(['Test First Striker'], ['Test First Striker']);
  t.attack([['Test First Striker', 'Bob']], 'Alice');
  t.block('Bob', [['Test First Striker', 'Test First Striker']]);
  t.advance('combatDamage');
  assert.equal(t.names('Alice', 'graveyard').length, 1);
  assert.equal(t.names('Bob', 'graveyard').length, 1);
  assert.equal(t.state.turn.number, 3, 'the second combat damage step still happens (510.4)');
});

test('CR 510.4: with no first or double strike in combat there is no first-strike damage step', () => {
  const t = combat(['Grizzly Bears'], []);
  t.attack([['Grizzly Bears', 'Bob']]);
  t.advance('endOfCombat');
  assert.ok(!t.logged('first-strike combat damage step'));
});

test('CR 510.1c: a double-blocked trampler must assign lethal to every blocker before the player', () => {
  const t = combat(['Test Trampler'], ['Savannah Lions', 'Grizzly Bears']);
  t.attack([['Test Trampler', 'Bob']]);
  t.block('Bob', [['Savannah Lions', 'Test Trampler'], ['Grizzly Bears', 'Test Trampler']]);
  t.until('assignDamage');
  assert.equal(assignDamage(t, [1, 1, 2])?.rule, '702.19b');
  assert.equal(assignDamage(t, [1, 2, 1]), undefined);
  assert.equal(t.life('Bob'), 19);
  assert.equal(t.names('Bob', 'graveyard').length, 2);
  assert.deepEqual(t.names('Alice', 'graveyard'), ['Test Trampler']);
});

test('CR 509.1a: a tapped creature can\'t block', () => {
  const t = combat(['Grizzly Bears'], [{ card: 'Hill Giant', tapped: true }, 'Savannah Lions']);
  t.attack([['Grizzly Bears', 'Bob']]);
  assert.equal(t.block('Bob', [['Hill Giant', 'Grizzly Bears']])?.rule, '509.1a');
});

test('CR 508.1a: an opponent\'s creature can\'t be declared as an attacker', () => {
  const t = combat(['Grizzly Bears'], ['Hill Giant']);
  assert.equal(t.attack([['Hill Giant', 'Bob']])?.rule, '508.1a');
});

test('CR 508.1a: the same creature can\'t be declared twice', () => {
  const t = combat(['Grizzly Bears'], []);
  assert.equal(t.attack([['Grizzly Bears', 'Bob'], ['Grizzly Bears', 'Bob']])?.rule, '508.1a');
});

test('CR 508.1b: a player can\'t attack themselves', () => {
  const t = combat(['Grizzly Bears'], []);
  assert.equal(t.attack([['Grizzly Bears', 'Alice']])?.rule, '508.1b');
});

test('CR 506.4, 511.3: at end of combat the creatures are no longer attacking or blocking', () => {
  const t = combat(['Grizzly Bears'], ['Hill Giant']);
  t.attack([['Grizzly Bears', 'Bob']]);
  t.block('Bob', [['Hill Giant', 'Grizzly Bears']]);
  t.advance('endOfCombat');
  assert.ok(t.state.turn.combat);
  t.advance('main2');
  assert.equal(t.state.turn.combat, null);
});
