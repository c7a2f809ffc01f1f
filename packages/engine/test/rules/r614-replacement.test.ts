import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildRegistry, definitions, vendoredCards } from '@arbiter/cards';
import { parseManaCost, setupPosition, step, type CardRegistry, type GameState, type PrintedCard, type FaceBehaviour } from '@arbiter/engine';

/** Hypothetical cards exercising the rules of "enters" replacement effects (CR 614.1c, 614.12, 616.1). */
function card(name: string, cost: string, types: string[], pt: [number, number] | null): PrintedCard {
  return {
    name, layout: 'normal', alts: [],
    normal: { name, manaCost: parseManaCost(cost), colors: ['G'], supertypes: [], types, subtypes: [], oracleText: '', power: pt ? String(pt[0]) : null, toughness: pt ? String(pt[1]) : null, loyalty: null, defense: null },
  };
}
const behaviour: Record<string, { normal: FaceBehaviour }> = {
  'Sleepy Bear': { normal: { abilities: [{ kind: 'static', text: 'This creature enters tapped.', effect: { kind: 'enters', who: 'self', effect: { kind: 'tapped' } } }] } },
  'Counting Bear': {
    normal: { abilities: [{ kind: 'static', text: 'As this creature enters, choose a number from 1 to 3. It enters with that many +1/+1 counters on it.', effect: { kind: 'enters', who: 'self', effect: { kind: 'chooseNumber', min: 1, max: 3, counter: '+1/+1' } } }] },
  },
  'Drowsy Aura': {
    normal: { abilities: [{ kind: 'static', text: 'Creatures your opponents control enter tapped.', effect: { kind: 'enters', who: { types: ['Creature'], controller: 'opponent' }, effect: { kind: 'tapped' } } }] },
  },
};
const reg: CardRegistry = buildRegistry(
  [...vendoredCards(), card('Sleepy Bear', '{G}', ['Creature'], [2, 2]), card('Counting Bear', '{G}', ['Creature'], [1, 1]), card('Drowsy Aura', '{G}', ['Enchantment'], null)],
  { ...definitions, ...behaviour },
);

function castAndResolve(hand: string, theirs: string[] = []): GameState {
  let s = setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
    objects: [{ zone: 'hand', card: hand, owner: 'p1' }, { zone: 'battlefield', card: 'Forest', owner: 'p1' }, ...theirs.map((c) => ({ zone: 'battlefield' as const, card: c, owner: 'p2' }))],
    turn: { number: 2, active: 'p1', step: 'main1' }, seed: 1,
  }, reg).state;
  const id = s.players.p1.hand[0];
  const r = step(s, { player: 'p1', kind: 'cast', object: id, payment: 'auto' }, reg);
  assert.equal(r.error, undefined);
  s = r.state;
  for (const p of ['p1', 'p2']) s = step(s, { player: p, kind: 'pass' }, reg).state;
  return s;
}

const entered = (s: GameState, name: string) => Object.values(s.objects).find((o) => o.zone === 'battlefield' && o.card === name)!;

test('CR 614.1c: a permanent with "enters tapped" enters the battlefield tapped', () => {
  assert.equal(entered(castAndResolve('Sleepy Bear'), 'Sleepy Bear').tapped, true);
});

test('CR 614.12: another permanent\'s replacement applies to matching entering objects only', () => {
  assert.equal(entered(castAndResolve('Sleepy Bear', ['Drowsy Aura']), 'Sleepy Bear').tapped, true);
  assert.equal(entered(castAndResolve('Llanowar Elves', ['Drowsy Aura']), 'Llanowar Elves').tapped, true, "an opponent's creature enters tapped");
  assert.equal(entered(castAndResolve('Llanowar Elves'), 'Llanowar Elves').tapped, false);
});

test('CR 614.12: "as this enters, choose a number" is a decision; it enters with that many counters', () => {
  let s = castAndResolve('Counting Bear');
  assert.equal(s.pending?.kind, 'chooseNumber');
  assert.equal(s.pending?.rule, '614.12');
  assert.equal(s.stack.length, 1, 'the spell is still resolving');
  const bad = step(s, { player: 'p1', kind: 'answer', answer: { kind: 'chooseNumber', value: 4 } }, reg);
  assert.equal(bad.error?.rule, '614.12');
  s = step(s, { player: 'p1', kind: 'answer', answer: { kind: 'chooseNumber', value: 3 } }, reg).state;
  const bear = entered(s, 'Counting Bear');
  assert.equal(bear.counters['+1/+1'], 3);
  assert.equal(s.pending?.kind, 'priority');
  assert.equal(s.pending?.player, 'p1', 'CR 117.3b: the active player gets priority after resolution');
});

test('CR 616.1, 616.1e: with several replacement effects to apply, the controller chooses the first, then the rest apply', () => {
  let s = castAndResolve('Counting Bear', ['Drowsy Aura']);
  assert.equal(s.pending?.kind, 'orderReplacements');
  assert.equal(s.pending?.rule, '616.1');
  assert.equal(s.pending?.player, 'p1', "the entering object's controller chooses");
  const keys = s.pending?.kind === 'orderReplacements' ? s.pending.options : [];
  const choose = keys.findIndex((k) => k.includes('choose a number'));
  s = step(s, { player: 'p1', kind: 'answer', answer: { kind: 'chooseNumber', value: choose } }, reg).state;
  assert.equal(s.pending?.kind, 'chooseNumber');
  s = step(s, { player: 'p1', kind: 'answer', answer: { kind: 'chooseNumber', value: 2 } }, reg).state;
  const bear = entered(s, 'Counting Bear');
  assert.equal(bear.counters['+1/+1'], 2);
  assert.equal(bear.tapped, true, 'the other effect still applies (616.1e)');
});
