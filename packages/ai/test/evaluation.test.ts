import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { setupPosition, type GameState } from '@arbiter/engine';
import { evaluate } from '../src/index';

// The position evaluation (docs/ai.md "The evaluation"): what the search scores its rollouts' leaves with.

const cards = defaultRegistry();

function lives(p1: number, p2: number): GameState {
  const r = setupPosition({ players: [{ id: 'p1', name: 'Alice', life: p1 }, { id: 'p2', name: 'Bob', life: p2 }], objects: [], turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1 }, cards);
  assert.equal(r.error, undefined);
  return r.state;
}

test('CR 119.3: a point of life is worth more the less a player has (3 damage at 20 life is worth about a card, not two)', () => {
  // Linear life made Lightning Bolt at a player at 20 (+3) worth twice the card it costs (1.5): the search had no
  // reason to keep a Bolt for a creature. On the curve, the same 3 points matter most near 0.
  const at = (life: number) => evaluate(lives(20, life), 'p1', cards);
  const early = at(17) - at(20);
  const late = at(2) - at(5);
  assert.ok(early > 0 && early < 1.8, `3 damage at 20 life is worth ${early.toFixed(2)}`);
  assert.ok(late > 2 * early, `3 damage at 5 life is worth ${late.toFixed(2)}, at 20 ${early.toFixed(2)}`);
});
