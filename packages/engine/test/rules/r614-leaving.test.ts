import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultRegistry } from '@arbiter/cards';
import { setupPosition, step } from '@arbiter/engine';

const cards = defaultRegistry();

test('CR 800.4a: a player conceding while their Clone waits to choose what to copy — the Clone leaves, the game goes on', () => {
  let s = setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }, { id: 'p3', name: 'Cara' }],
    objects: [
      { zone: 'hand', card: 'Clone', owner: 'p1' },
      ...['Island', 'Island', 'Island', 'Island'].map((card) => ({ zone: 'battlefield' as const, card, owner: 'p1' })),
      { zone: 'battlefield', card: 'Grizzly Bears', owner: 'p2' },
    ],
    turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1,
  }, cards).state;
  s = step(s, { player: 'p1', kind: 'cast', object: s.players.p1.hand[0], payment: 'auto' }, cards).state;
  for (const p of ['p1', 'p2', 'p3']) s = step(s, { player: p, kind: 'pass' }, cards).state;
  assert.equal(s.pending?.kind, 'chooseObjects', 'Clone asks what to copy (707.5)');
  assert.ok(s.entering);
  const r = step(s, { player: 'p1', kind: 'concede' }, cards);
  assert.equal(r.error, undefined);
  assert.equal(r.state.entering, null);
  assert.equal(r.state.over, null, 'two players remain');
  assert.equal(r.state.pending?.kind, 'priority');
  assert.equal(Object.values(r.state.objects).some((o) => o.card === 'Clone'), false);
});
