import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultRegistry } from '@arbiter/cards';
import { setupPosition, step, type GameState, type Input } from '@arbiter/engine';
import { suggestedInput } from '../../src/agents/playout';

/**
 * CR 601.2, 602.2, 733.1 — beginning a cast or activation that can't be completed is refused at once, the state
 * unchanged, and every decision a cast in progress asks has a legal answer: its suggested one.
 */
const cards = defaultRegistry();

function position(alice: { hand?: string[]; battlefield?: string[] }, bob: string[] = [], step: 'main1' | 'declareAttackers' = 'main1'): GameState {
  return setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
    objects: [
      ...(alice.hand ?? []).map((card) => ({ zone: 'hand' as const, card, owner: 'p1' })),
      ...(alice.battlefield ?? []).map((card) => ({ zone: 'battlefield' as const, card, owner: 'p1' })),
      ...bob.map((card) => ({ zone: 'battlefield' as const, card, owner: 'p2' })),
    ],
    turn: { number: 3, active: 'p1', step }, seed: 1,
  }, cards).state;
}

const idOf = (s: GameState, card: string) => Object.values(s.objects).find((o) => o.card === card)!.id;

/** The suggested answer to the pending decision is accepted (and returns the next state). */
function acceptSuggested(s: GameState): GameState {
  const r = step(s, suggestedInput(s.pending!), cards);
  assert.equal(r.error, undefined, `suggested answer to ${s.pending!.kind} refused: ${r.error?.rule} ${r.error?.message}`);
  return r.state;
}

test('CR 601.2c, 733.1: a spell whose required target has no legal choice is refused as it is begun, state unchanged', () => {
  const s = position({ hand: ['Swords to Plowshares'], battlefield: ['Plains'] });
  const cast: Input = { player: 'p1', kind: 'cast', object: idOf(s, 'Swords to Plowshares') };
  assert.ok(!s.pending!.kind || s.pending!.kind !== 'priority' || !(s.pending as { options: { kind: string }[] }).options.some((o) => o.kind === 'cast'), 'not offered');
  const r = step(s, cast, cards);
  assert.equal(r.error?.code, 'illegal-target');
  assert.equal(r.error?.rule, '601.2c');
  assert.match(r.error!.message, /no legal choice for "target creature"/);
  assert.equal(r.state, s);
  // With a creature to exile the same cast begins and asks for its target.
  const t = position({ hand: ['Swords to Plowshares'], battlefield: ['Plains'] }, ['Grizzly Bears']);
  const begun = step(t, { player: 'p1', kind: 'cast', object: idOf(t, 'Swords to Plowshares') }, cards);
  assert.equal(begun.state.pending?.kind, 'targets');
  acceptSuggested(acceptSuggested(begun.state));
});

test('CR 602.2, 733.1: an ability whose target has no legal choice (Maze of Ith outside combat) is refused as it is begun', () => {
  const s = position({ battlefield: ['Maze of Ith', 'Grizzly Bears'] });
  const r = step(s, { player: 'p1', kind: 'activate', object: idOf(s, 'Maze of Ith'), ability: 0 }, cards);
  assert.equal(r.error?.code, 'illegal-target');
  assert.equal(r.state, s);
});

test('CR 702.33c, 601.2h, 733.1: a multikicker spell its caster can\'t pay for is refused at once; kicks beyond the mana are refused, the suggestion (no kicks) is accepted', () => {
  const poor = position({ hand: ['Apex Hawks'], battlefield: ['Plains', 'Plains'] });
  const r = step(poor, { player: 'p1', kind: 'cast', object: idOf(poor, 'Apex Hawks') }, cards);
  assert.equal(r.error?.code, 'cannot-pay');
  assert.equal(r.state, poor);

  const s = position({ hand: ['Apex Hawks'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'] });
  const begun = step(s, { player: 'p1', kind: 'cast', object: idOf(s, 'Apex Hawks') }, cards).state;
  assert.equal(begun.pending?.kind, 'optionalCosts');
  const twice = step(begun, { player: 'p1', kind: 'answer', answer: { kind: 'optionalCosts', pay: ['kicker', 'kicker'] } }, cards);
  assert.equal(twice.error?.code, 'cannot-pay', 'two kicks cost {4}{W}{W}{W}: five Plains can\'t pay');
  assert.equal(twice.state, begun);
  const once = step(begun, { player: 'p1', kind: 'answer', answer: { kind: 'optionalCosts', pay: ['kicker'] } }, cards);
  assert.equal(once.error, undefined);
  const paid = acceptSuggested(once.state);
  assert.equal(paid.pending?.kind, 'priority');
  assert.equal(paid.objects[paid.stack[0]].choices?.costMode.filter((m) => m === 'kicker').length, 1);
});

test('CR 700.2, 601.2c: a modal spell suggests the first mode whose targets can be chosen (Izzet Charm with no spell to counter)', () => {
  const s = position({ hand: ['Izzet Charm'], battlefield: ['Island', 'Mountain'] }, ['Grizzly Bears']);
  const begun = step(s, { player: 'p1', kind: 'cast', object: idOf(s, 'Izzet Charm') }, cards).state;
  assert.equal(begun.pending?.kind, 'announce');
  assert.deepEqual((begun.pending as { suggested: { modes: number[] } }).suggested.modes, [1], 'the damage mode: nothing on the stack to counter');
  const lone = position({ hand: ['Izzet Charm'], battlefield: ['Island', 'Mountain'] });
  const d = step(lone, { player: 'p1', kind: 'cast', object: idOf(lone, 'Izzet Charm') }, cards).state;
  assert.deepEqual((d.pending as { suggested: { modes: number[] } }).suggested.modes, [2], 'no creature either: draw two, then discard two');
  let t = acceptSuggested(d);
  while (t.pending?.kind !== 'priority') t = acceptSuggested(t);
  assert.equal(t.objects[t.stack[0]].card, 'Izzet Charm');
});

test('CR 601.2a, 601.3: an unsupported card gives the same reason wherever its cast is tried (hand or graveyard), not "no permission"', () => {
  const s = setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
    objects: [{ zone: 'hand', card: "Mizzix's Mastery", owner: 'p1' }, { zone: 'graveyard', card: "Mizzix's Mastery", owner: 'p1' }, { zone: 'battlefield', card: 'Island', owner: 'p1' }],
    turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1,
  }, cards).state;
  const [inHand, inGraveyard] = [s.players.p1.hand[0], s.players.p1.graveyard[0]];
  const a = step(s, { player: 'p1', kind: 'cast', object: inHand }, cards).error;
  const b = step(s, { player: 'p1', kind: 'cast', object: inGraveyard }, cards).error;
  assert.equal(a?.code, 'unsupported');
  assert.deepEqual(b, a);
  // A supported card in the graveyard without a permission is refused for that reason (601.3).
  const t = setupPosition({ players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }], objects: [{ zone: 'graveyard', card: 'Lightning Bolt', owner: 'p1' }], turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1 }, cards).state;
  assert.equal(step(t, { player: 'p1', kind: 'cast', object: t.players.p1.graveyard[0] }, cards).error?.rule, '601.3');
});
