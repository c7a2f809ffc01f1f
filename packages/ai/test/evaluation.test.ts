import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { playerView, setupPosition, type GameState } from '@arbiter/engine';
import { evaluate, winProbability } from '../src/index';

// The position evaluation (docs/ai.md "The evaluation"): what the search scores its rollouts' leaves with.

const cards = defaultRegistry();

function lives(p1: number, p2: number, hands: Record<string, string[]> = {}): GameState {
  const objects = Object.entries(hands).flatMap(([owner, names]) => names.map((card) => ({ zone: 'hand' as const, card, owner })));
  const r = setupPosition({ players: [{ id: 'p1', name: 'Alice', life: p1 }, { id: 'p2', name: 'Bob', life: p2 }], objects, turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1 }, cards);
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

test('CR 202.3, 305.1: the search\'s leaf values a spell in hand above a land, and a costlier spell above a cheaper one', () => {
  // The hand-set evaluation counts cards in hand only; the leaf (fitted to game results, `npm run fit:evaluation`)
  // also reads what a hand holds, which every card of a world the search sampled shows.
  const holding = (card: string) => lives(20, 20, { p1: [card] });
  const leaf = (card: string) => winProbability(holding(card), 'p1', cards);
  assert.equal(evaluate(holding('Forest'), 'p1', cards), evaluate(holding('Shivan Dragon'), 'p1', cards));
  assert.ok(leaf('Forest') < leaf('Grizzly Bears'), `a land ${leaf('Forest').toFixed(3)}, a 2-mana creature ${leaf('Grizzly Bears').toFixed(3)}`);
  assert.ok(leaf('Grizzly Bears') < leaf('Shivan Dragon'), `a 2-mana creature ${leaf('Grizzly Bears').toFixed(3)}, a 6-mana one ${leaf('Shivan Dragon').toFixed(3)}`);
});

test('CR 402.3: in a player\'s view the leaf reads only the size of an opponent\'s hidden hand, never its cards', () => {
  const seen = (card: string) => playerView(lives(20, 20, { p2: [card, card] }), 'p1', cards, { display: false }).state;
  assert.equal(winProbability(seen('Forest'), 'p1', cards), winProbability(seen('Shivan Dragon'), 'p1', cards));
  assert.ok(winProbability(seen('Forest'), 'p1', cards) < winProbability(lives(20, 20), 'p1', cards), 'two hidden cards still count against p1');
});
