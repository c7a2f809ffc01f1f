import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { Table } from './helpers';

const reg = defaultRegistry();
/** The pending decision's kind (a function, so each check reads the state anew). */
const kind = (t: Table): string | undefined => t.pending?.kind;

/**
 * CR 605.3a, 601.2h, 603.12, 605.5a — a mana ability whose cost is paid with a chosen card (Rubble Rouser: "{T}, Exile a
 * card from your graveyard: Add {R}. When you do, this creature deals 1 damage to each opponent."): activated by hand,
 * at priority or while a payment is asked, it asks the card first; the payment finder doesn't use it.
 */
function table(): Table {
  return new Table([
    { name: 'Alice', hand: ['Shock'], graveyard: ['Grizzly Bears', 'Hill Giant'], battlefield: ['Rubble Rouser'] },
    { name: 'Bob' },
  ], { number: 3, active: 'Alice', step: 'main1' }, 1, reg);
}

test('CR 605.3a, 601.2h: activated at priority, it asks which card to exile, then adds {R} and triggers its reflexive ability (603.12, 605.5a)', () => {
  const t = table();
  const alice = t.player('Alice');
  t.do({ player: alice, kind: 'activate', object: t.id('Rubble Rouser'), ability: 1 });
  const d = t.pending;
  assert.ok(d?.kind === 'chooseObjects' && d.rule === '601.2h');
  assert.deepEqual([...d.options].sort(), [t.id('Grizzly Bears'), t.id('Hill Giant')].sort());
  assert.equal(t.state.players[alice].manaPool.length, 0, 'nothing is paid before the card is chosen');
  t.do({ player: alice, kind: 'answer', answer: { kind: 'chooseObjects', objects: [t.id('Hill Giant')] } });
  assert.deepEqual(t.state.players[alice].manaPool.map((u) => u.type), ['R']);
  assert.equal(t.zone(t.id('Hill Giant')), 'exile');
  assert.equal(t.state.objects[t.id('Rubble Rouser')].tapped, true);
  // 603.3: the reflexive ability (not a mana ability) is on the stack when Alice next receives priority.
  assert.equal(t.state.stack.length, 1);
  assert.equal(kind(t), 'priority');
  t.passAll();
  assert.equal(t.life('Bob'), 19);
  assert.equal(t.life('Alice'), 20);
});

test('CR 605.3a: the payment finder does not use it (its cost needs a choice); the cost of Shock can\'t be paid automatically', () => {
  const t = table();
  const err = t.tryInput({ player: t.player('Alice'), kind: 'cast', object: t.id('Shock'), targets: [[{ player: t.player('Bob') }]], payment: 'auto' });
  assert.equal(err?.code, 'cannot-pay');
});

test('CR 605.3a, 601.2g: activated while Shock\'s payment is asked, the card is chosen, then the payment is asked again; the trigger goes on the stack above Shock (603.3)', () => {
  const t = new Table([
    { name: 'Alice', hand: ['Shock'], graveyard: ['Grizzly Bears', 'Hill Giant'], battlefield: ['Rubble Rouser', 'Mountain'] },
    { name: 'Bob' },
  ], { number: 3, active: 'Alice', step: 'main1' }, 1, reg);
  const alice = t.player('Alice');
  t.do({ player: alice, kind: 'cast', object: t.id('Shock'), targets: [[{ player: t.player('Bob') }]] });
  assert.equal(kind(t), 'payment');
  t.do({ player: alice, kind: 'activate', object: t.id('Rubble Rouser'), ability: 1 });
  assert.equal(kind(t), 'chooseObjects');
  // Abandoning the cost choice returns to the payment (733.1 does not end the cast being paid).
  t.do({ player: alice, kind: 'answer', answer: { kind: 'cancel' } });
  assert.equal(kind(t), 'payment');
  t.do({ player: alice, kind: 'activate', object: t.id('Rubble Rouser'), ability: 1 });
  t.do({ player: alice, kind: 'answer', answer: { kind: 'chooseObjects', objects: [t.id('Grizzly Bears')] } });
  const d = t.pending;
  assert.ok(d?.kind === 'payment' && d.suggested, 'the payment is asked again, now payable with the {R} in the pool');
  t.do({ player: alice, kind: 'answer', answer: { kind: 'payment', plan: d.suggested } });
  assert.equal(t.state.stack.length, 2);
  assert.equal(t.state.objects[t.state.stack[1]].kind, 'ability', 'the reflexive ability is above Shock');
  t.passAll();
  assert.equal(t.life('Bob'), 19);
  t.passAll();
  assert.equal(t.life('Bob'), 17);
  assert.equal(t.zone(t.id('Grizzly Bears')), 'exile');
  assert.equal(t.state.objects[t.id('Mountain')].tapped, false, 'Shock was paid with the {R} of Rubble Rouser');
});

test('CR 601.2h: a mana ability whose cost needs a card can\'t be activated with an empty graveyard', () => {
  const t = new Table([{ name: 'Alice', battlefield: ['Rubble Rouser'] }, { name: 'Bob' }], { number: 3, active: 'Alice', step: 'main1' }, 1, reg);
  const err = t.tryInput({ player: t.player('Alice'), kind: 'activate', object: t.id('Rubble Rouser'), ability: 1 });
  assert.equal(err?.rule, '601.2h');
});
