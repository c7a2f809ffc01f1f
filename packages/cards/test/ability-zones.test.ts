import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRegistry, defaultRegistry, vendoredPool } from '../src/registry';
import { unfiredTrigger } from '../src/ability-zones';
import { definitions } from '../src/definitions/index';

// CR 113.6b, 113.6k: a trigger that functions outside the battlefield never fires in the engine, so a card with one
// is not listed as playable (issue 14 item 10: "a card listed as playable never has an ability the engine ignores").

const bears = vendoredPool().find((c) => c.name === 'Grizzly Bears')!;
const withTrigger = (text: string) => ({
  'Grizzly Bears': {
    normal: { abilities: [{ kind: 'triggered' as const, text, trigger: { on: 'enters' as const, who: 'self' as const }, targets: [], effects: [{ do: 'draw' as const, who: 'you' as const, n: 1 }] }] },
  },
});

test('CR 113.6b: a "when you cast this spell" ability defined as the spell\'s own cast trigger (self) fires on the stack, so the card is playable', () => {
  const text = 'When you cast this spell, draw a card.';
  const def = { normal: { abilities: [{ kind: 'triggered' as const, text, trigger: { on: 'cast' as const, by: 'you' as const, self: true as const }, targets: [], effects: [{ do: 'draw' as const, who: 'you' as const, n: 1 }] }] } };
  const entry = buildRegistry([bears], { 'Grizzly Bears': def }).get('Grizzly Bears')!;
  assert.equal(entry.unsupported, undefined);
  assert.ok(entry.behaviour);
});

test('CR 113.6k: a card whose triggered ability works only outside the battlefield is unsupported, with that ability named', () => {
  for (const text of [
    'When you cast this spell, draw a card.',
    'When this card is put into a graveyard from anywhere, draw a card.',
    'At the beginning of your upkeep, if this card is in your graveyard, draw a card.',
    'When you cycle this card, draw a card.',
  ]) {
    const entry = buildRegistry([bears], withTrigger(text)).get('Grizzly Bears')!;
    assert.equal(entry.behaviour, undefined, text);
    assert.match(entry.unsupported!, /113\.6k/, text);
    assert.ok(entry.unsupported!.includes(text), text);
  }
});

test('CR 113.6: a triggered ability of a permanent stays playable (the check reads the trigger, not the card)', () => {
  const entry = buildRegistry([bears], withTrigger('When this creature enters, draw a card.')).get('Grizzly Bears')!;
  assert.equal(entry.unsupported, undefined);
  assert.ok(entry.behaviour);
  // A cast trigger of a permanent ("whenever you cast ... from your hand") is a battlefield trigger.
  assert.equal(unfiredTrigger({ printed: bears as never, behaviour: definitions['Dirgur Focusmage // Braingeyser'] }), null);
});

test('CR 113.6j, 113.6m: an activated ability that moves the card out of its graveyard is activated from there, and only when marked so', () => {
  const student = defaultRegistry().get('Eternal Student')!;
  assert.equal(student.unsupported, undefined);
  const ab = student.behaviour!.normal!.abilities[0];
  assert.equal(ab.kind === 'activated' && ab.zone, 'graveyard');
  const unmarked = {
    'Grizzly Bears': { normal: { abilities: [{ kind: 'activated' as const, text: '{1}: Return this card from your graveyard to your hand.', cost: {}, targets: [], effects: [{ do: 'moveCard' as const, what: 'self' as const, to: 'hand' as const }] }] } },
  };
  const entry = buildRegistry([bears], unmarked).get('Grizzly Bears')!;
  assert.equal(entry.behaviour, undefined);
  assert.match(entry.unsupported!, /113\.6m/);
});

test('CR 113.6k: a triggered ability that returns "this card from your graveyard" works there when marked `zone: graveyard`, and only then', () => {
  const text = 'Whenever one or more creatures you control deal combat damage to a player, you may pay {W/B}. If you do, return this card from your graveyard to your hand.';
  const ability = { kind: 'triggered' as const, text, trigger: { on: 'dealsCombatDamageToPlayer' as const, who: { types: ['Creature'] as string[], controller: 'you' as const }, batched: true }, targets: [], effects: [{ do: 'moveCard' as const, what: 'self' as const, to: 'hand' as const }] };
  const unmarked = buildRegistry([bears], { 'Grizzly Bears': { normal: { abilities: [ability] } } }).get('Grizzly Bears')!;
  assert.match(unmarked.unsupported!, /113\.6k/);
  const marked = buildRegistry([bears], { 'Grizzly Bears': { normal: { abilities: [{ ...ability, zone: 'graveyard' as const }] } } }).get('Grizzly Bears')!;
  assert.equal(marked.unsupported, undefined);
  // The compiler marks it so from the text (Killian's Confidence).
  const killian = defaultRegistry().get("Killian's Confidence")!;
  assert.equal(killian.unsupported, undefined);
  assert.equal(killian.behaviour!.normal!.abilities.find((a) => a.kind === 'triggered')?.kind === 'triggered' && killian.behaviour!.normal!.abilities.find((a) => a.kind === 'triggered')!.zone, 'graveyard');
});

test('CR 113.6k, 603.10a: "When this creature dies, return this card from your graveyard" is not a graveyard ability (it looks back): still unsupported', () => {
  const printed = vendoredPool().find((c) => c.name === 'Grizzly Bears')!;
  const reg = buildRegistry([{ ...printed, name: 'Test Returner', normal: { ...printed.normal, name: 'Test Returner', oracleText: 'When this creature dies, return this card from your graveyard to your hand.' } }], {});
  assert.match(reg.get('Test Returner')!.unsupported ?? '', /113\.6k/);
});
