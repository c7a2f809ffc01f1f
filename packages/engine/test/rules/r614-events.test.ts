import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultRegistry } from '@arbiter/cards';
import { decodeState, encodeState, setupPosition, step, type GameState } from '@arbiter/engine';

const cards = defaultRegistry();

function position(alice: { hand: string[]; battlefield: string[] }, bob: string[] = []): GameState {
  return setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
    objects: [
      ...alice.hand.map((card) => ({ zone: 'hand' as const, card, owner: 'p1' })),
      ...alice.battlefield.map((card) => ({ zone: 'battlefield' as const, card, owner: 'p1' })),
      ...bob.map((card) => ({ zone: 'battlefield' as const, card, owner: 'p2' })),
    ],
    turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1,
  }, cards).state;
}

/** Casts a card from Alice's hand (targets: player ids or object ids) and lets it resolve. */
function castAndResolve(s: GameState, card: string, targets: string[], modes?: number[]): GameState {
  const id = s.players.p1.hand.find((h) => s.objects[h].card === card)!;
  const targetList = targets.map((t) => (t === 'p1' || t === 'p2' ? [{ player: t }] : [{ object: t }]));
  let r = step(s, { player: 'p1', kind: 'cast', object: id, payment: 'auto', targets: targetList, ...(modes ? { modes } : {}) }, cards);
  assert.equal(r.error, undefined, r.error?.message);
  for (const p of ['p1', 'p2']) {
    r = step(r.state, { player: p, kind: 'pass' }, cards);
    assert.equal(r.error, undefined, r.error?.message);
  }
  return r.state;
}

test('CR 615.7: a prevention shield used up to 0 is gone; the state before the step still has it (DESIGN 2)', () => {
  let s = position({ hand: ['Healing Salve', 'Lightning Bolt'], battlefield: ['Plains', 'Mountain'] });
  s = castAndResolve(s, 'Healing Salve', ['p2'], [1]);
  const shielded = s;
  assert.deepEqual(shielded.effects.map((e) => e.mod), [{ kind: 'prevention', to: [{ player: 'p2' }], remaining: 3 }]);
  s = castAndResolve(s, 'Lightning Bolt', ['p2']);
  assert.equal(s.players.p2.life, 20, 'all 3 damage is prevented');
  assert.deepEqual(s.effects, [], 'the shield is used up');
  assert.equal(shielded.effects.length, 1, 'the earlier state is untouched');
});

test('CR 616.1: an answer naming no offered replacement effect is a typed error and changes nothing', () => {
  let s = position({ hand: ['Lightning Bolt'], battlefield: ['Furnace of Rath', 'Torbran, Thane of Red Fell', 'Mountain'] });
  const bolt = s.players.p1.hand[0];
  s = step(s, { player: 'p1', kind: 'cast', object: bolt, payment: 'auto', targets: [[{ player: 'p2' }]] }, cards).state;
  for (const p of ['p1', 'p2']) s = step(s, { player: p, kind: 'pass' }, cards).state;
  assert.equal(s.pending?.kind, 'orderReplacements');
  assert.equal(s.pending?.player, 'p2', 'the affected player chooses');
  const r = step(s, { player: 'p2', kind: 'answer', answer: { kind: 'chooseNumber', value: 2 } }, cards);
  assert.equal(r.error?.rule, '616.1');
  assert.equal(r.state, s);
  const ok = step(s, { player: 'p2', kind: 'answer', answer: { kind: 'chooseNumber', value: 0 } }, cards);
  assert.equal(ok.error, undefined);
  assert.equal(ok.state.players.p2.life, 12, 'Furnace of Rath first: 3 × 2 + 2');
});

test('CR 616.1, DESIGN 2: a state saved while a resolving spell waits for the order plays on like the original', () => {
  let s = position({ hand: ['Lightning Bolt'], battlefield: ['Furnace of Rath', 'Torbran, Thane of Red Fell', 'Mountain'] });
  s = step(s, { player: 'p1', kind: 'cast', object: s.players.p1.hand[0], payment: 'auto', targets: [[{ player: 'p2' }]] }, cards).state;
  for (const p of ['p1', 'p2']) s = step(s, { player: p, kind: 'pass' }, cards).state;
  const decoded = decodeState(encodeState(s));
  if (!decoded.state) throw new Error(decoded.error);
  const answer = { player: 'p2', kind: 'answer', answer: { kind: 'chooseNumber', value: 1 } } as const;
  const a = step(s, answer, cards);
  const b = step(decoded.state, answer, cards);
  assert.equal(a.state.players.p2.life, 10, 'Torbran first: (3 + 2) × 2');
  assert.deepEqual(b.events, a.events);
  assert.equal(encodeState(b.state), encodeState(a.state));
});

test('CR 616.1, 704.3, DESIGN 2: a state-based action check waiting for the order changes nothing until answered; a saved state plays on alike', () => {
  // Bob's Darksteel Colossus with ten -1/-1 counters; Alice's Disfigure makes its toughness -1 (704.5f).
  let s = setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
    objects: [
      { zone: 'hand', card: 'Disfigure', owner: 'p1' },
      { zone: 'battlefield', card: 'Rest in Peace', owner: 'p1' },
      { zone: 'battlefield', card: 'Swamp', owner: 'p1' },
      { zone: 'battlefield', card: 'Darksteel Colossus', owner: 'p2', counters: { '-1/-1': 10 } },
      { zone: 'library', card: 'Island', owner: 'p2' },
    ],
    turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1,
  }, cards).state;
  const colossus = s.battlefield.find((id) => s.objects[id].card === 'Darksteel Colossus')!;
  s = castAndResolve(s, 'Disfigure', [colossus]);
  assert.equal(s.pending?.kind, 'orderReplacements');
  assert.equal(s.pending?.player, 'p2', "the affected object's controller chooses");
  assert.ok(s.battlefield.includes(colossus), 'nothing of the check has happened yet');
  const wrong = step(s, { player: 'p2', kind: 'answer', answer: { kind: 'chooseNumber', value: 5 } }, cards);
  assert.equal(wrong.error?.rule, '616.1');
  assert.equal(wrong.state, s);
  const decoded = decodeState(encodeState(s));
  if (!decoded.state) throw new Error(decoded.error);
  const own = s.pending!.kind === 'orderReplacements' ? s.pending!.options.findIndex((o) => o.startsWith('Darksteel Colossus:')) : -1;
  assert.ok(own >= 0, 'the Colossus\'s own effect is offered');
  const answer = { player: 'p2', kind: 'answer', answer: { kind: 'chooseNumber', value: own } } as const;
  const a = step(s, answer, cards);
  const b = step(decoded.state, answer, cards);
  assert.equal(a.error, undefined, a.error?.message);
  assert.equal(a.state.pending?.kind, 'priority', 'the check is performed and Alice gets priority again');
  assert.equal(a.state.pausedForOrder, undefined);
  assert.deepEqual(a.state.exile.map((id) => a.state.objects[id].card), ['Disfigure'], 'only Disfigure is exiled');
  assert.deepEqual(a.state.players.p2.library.map((id) => a.state.objects[id].card).sort(), ['Darksteel Colossus', 'Island'], 'the Colossus is shuffled in');
  assert.deepEqual(b.events, a.events);
  assert.equal(encodeState(b.state), encodeState(a.state));
});
