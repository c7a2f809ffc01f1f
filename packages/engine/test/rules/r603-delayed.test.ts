import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRegistry, definitions, vendoredCards } from '@arbiter/cards';
import {
  parseManaCost, renderEvent, setupPosition, step, type AbilityDef, type CardRegistry, type Effect, type GameEvent, type GameState,
  type Input, type PositionObject, type PrintedCard, type StepName,
} from '@arbiter/engine';

/**
 * Delayed (603.7) and reflexive (603.12) triggered abilities, with hand-built cards:
 * - Test Journey (Otherworldly Journey's text): "Exile target creature. At the beginning of the next end step,
 *   return that card to the battlefield under its owner's control with a +1/+1 counter on it."
 * - Test Flickerer (Flickerwisp's text): "Flying. When this creature enters, exile another target permanent.
 *   Return that card to the battlefield under its owner's control at the beginning of the next end step."
 * - Test Upkeep Bolt: "At the beginning of your next upkeep, this deals 2 damage to target's controller" style
 *   is approximated by "At the beginning of your next upkeep, you draw a card."
 * - Test Seeker: "Search your library for a creature card, put it into your hand, then shuffle. When you do,
 *   you gain 3 life." (a reflexive trigger that depends on the search finding something)
 */
function printed(name: string, cost: string, types: string[], text: string, pt?: [number, number]): PrintedCard {
  return {
    name, layout: 'normal', alts: [],
    normal: {
      name, manaCost: parseManaCost(cost), colors: ['W'], supertypes: [], types, subtypes: [], oracleText: text,
      power: pt ? String(pt[0]) : null, toughness: pt ? String(pt[1]) : null, loyalty: null, defense: null,
    },
  };
}

const NEXT_END = { on: 'beginningOf', step: 'end', whose: 'any' } as const;
const returnIt = (counters?: Record<string, number>): Effect => ({ do: 'moveCard', what: { target: 0 }, to: 'battlefield', under: 'owner', withCounters: counters });

const journey: AbilityDef = {
  kind: 'spell', text: 'Exile target creature. At the beginning of the next end step, return that card ...',
  targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
  effects: [
    { do: 'exile', what: { target: 0 } },
    { do: 'delayed', when: NEXT_END, text: "At the beginning of the next end step, return that card to the battlefield under its owner's control with a +1/+1 counter on it.", effects: [returnIt({ '+1/+1': 1 })] },
  ],
};
const flickerer: AbilityDef = {
  kind: 'triggered', text: 'When this creature enters, exile another target permanent. Return that card ... at the beginning of the next end step.',
  trigger: { on: 'enters', who: 'self' }, targets: [{ kind: 'permanent', filter: { other: true } }],
  effects: [
    { do: 'exile', what: { target: 0 } },
    { do: 'delayed', when: NEXT_END, text: "Return that card to the battlefield under its owner's control at the beginning of the next end step.", effects: [returnIt()] },
  ],
};
const upkeepDraw: AbilityDef = {
  kind: 'spell', text: 'At the beginning of your next upkeep, draw a card.', targets: [],
  effects: [{ do: 'delayed', when: { on: 'beginningOf', step: 'upkeep', whose: 'you' }, text: 'At the beginning of your next upkeep, draw a card.', effects: [{ do: 'draw', who: 'you', n: 1 }] }],
};
const seeker: AbilityDef = {
  kind: 'spell', text: 'Search your library for a creature card, put it into your hand, then shuffle. When you do, target player gains 3 life.', targets: [],
  effects: [
    { do: 'search', filter: { types: ['Creature'] }, max: 1, to: 'hand', reveal: true },
    { do: 'reflexive', if: 'chose', text: 'When you do, target player gains 3 life.', targets: [{ kind: 'player' }], effects: [{ do: 'gainLife', who: { target: 0 }, n: 3 }] },
  ],
};

let reg: CardRegistry | null = null;
function cards(): CardRegistry {
  reg ??= buildRegistry([
    ...vendoredCards(),
    printed('Test Journey', '{1}{W}', ['Instant'], journey.kind === 'spell' ? journey.text : ''),
    printed('Test Flickerer', '{1}{W}{W}', ['Creature'], 'Flying\nWhen this creature enters, exile another target permanent. Return that card to the battlefield under its owner\'s control at the beginning of the next end step.', [3, 1]),
    printed('Test Upkeep Draw', '{U}', ['Sorcery'], 'At the beginning of your next upkeep, draw a card.'),
    printed('Test Seeker', '{G}', ['Sorcery'], 'Search your library for a creature card, reveal it, put it into your hand, then shuffle. When you do, target player gains 3 life.'),
  ], {
    ...definitions,
    'Test Journey': { normal: { abilities: [journey] } },
    'Test Flickerer': { normal: { abilities: [{ kind: 'keyword', keyword: 'flying' }, flickerer] } },
    'Test Upkeep Draw': { normal: { abilities: [upkeepDraw] } },
    'Test Seeker': { normal: { abilities: [seeker] } },
  });
  return reg;
}

/** A small driver: a position, then inputs; every input must be accepted. */
class Game {
  state: GameState;
  events: GameEvent[] = [];
  constructor(objects: (PositionObject & { zone: 'library' | 'hand' | 'graveyard' | 'exile' | 'battlefield' })[], turn: { number: number; active: string; step: StepName }, players = 2) {
    const names = ['Alice', 'Bob', 'Carol', 'Dave'];
    const r = setupPosition({ players: names.slice(0, players).map((name, i) => ({ id: `p${i + 1}`, name })), objects, turn, seed: 1 }, cards());
    this.state = r.state;
    this.events.push(...r.events);
  }
  do(input: Input): void {
    const r = step(this.state, input, cards());
    assert.equal(r.error, undefined, `rejected: ${JSON.stringify(r.error)}\n${this.log()}`);
    this.state = r.state;
    this.events.push(...r.events);
  }
  id(card: string, n = 0): string {
    const ids = Object.values(this.state.objects).filter((o) => o.card === card && o.kind !== 'ability').map((o) => o.id);
    assert.ok(ids[n], `no ${card}`);
    return ids[n];
  }
  /** Answers decisions the simple way until `step` of `turn` begins (priority passes, no attacks, suggested answers). */
  advance(to: StepName, turn: number): void {
    for (let i = 0; i < 300; i++) {
      const d = this.state.pending!;
      assert.ok(d, 'game over');
      if (this.state.turn.step === to && this.state.turn.number === turn && d.kind === 'priority') return;
      if (d.kind === 'priority') this.do({ player: d.player, kind: 'pass' });
      else if (d.kind === 'declareAttackers') this.do({ player: d.player, kind: 'answer', answer: { kind: 'declareAttackers', attacks: [] } });
      else if (d.kind === 'triggerTargets') this.do({ player: d.player, kind: 'answer', answer: { kind: 'targets', targets: d.suggested } });
      else assert.fail(`unexpected ${d.kind}`);
    }
    assert.fail(`never reached ${to}`);
  }
  log(): string {
    return this.events.map(renderEvent).join('\n');
  }
  logged(s: string): boolean {
    return this.events.some((e) => renderEvent(e).includes(s));
  }
}

test('CR 603.7, 603.7a–b: a spell creates a delayed trigger; it triggers once, at the beginning of the next end step', () => {
  const g = new Game([
    { zone: 'hand', card: 'Test Journey', owner: 'p1' },
    { zone: 'battlefield', card: 'Plains', owner: 'p1' }, { zone: 'battlefield', card: 'Plains', owner: 'p1' },
    { zone: 'battlefield', card: 'Grizzly Bears', owner: 'p2' },
    { zone: 'library', card: 'Plains', owner: 'p2' }, { zone: 'library', card: 'Plains', owner: 'p1' },
  ], { number: 3, active: 'p1', step: 'main1' });
  g.do({ player: 'p1', kind: 'cast', object: g.id('Test Journey'), targets: [[{ object: g.id('Grizzly Bears') }]], payment: 'auto' });
  g.do({ player: 'p1', kind: 'pass' });
  g.do({ player: 'p2', kind: 'pass' });
  assert.equal(g.state.objects[g.id('Grizzly Bears')].zone, 'exile');
  assert.equal(g.state.delayed.length, 1);
  const d = g.state.delayed[0];
  assert.equal(d.controller, 'p1', '603.7d: the controller of the spell');
  assert.deepEqual(d.targets, [[{ object: g.id('Grizzly Bears') }]], '603.7c: it refers to the exiled card');
  assert.ok(g.logged('CR 603.7a: Test Journey creates a delayed triggered ability'));
  g.advance('end', 3);
  // At the beginning of the end step it triggered and is now on the stack; the lookup list is empty (603.7b).
  assert.equal(g.state.delayed.length, 0);
  assert.equal(g.state.stack.length, 1);
  assert.ok(g.logged('CR 603.7b: the delayed triggered ability of Test Journey triggers'));
  g.do({ player: 'p1', kind: 'pass' });
  g.do({ player: 'p2', kind: 'pass' });
  const bears = g.id('Grizzly Bears');
  assert.equal(g.state.objects[bears].zone, 'battlefield');
  assert.equal(g.state.objects[bears].controller, 'p2', "under its owner's control");
  assert.equal(g.state.objects[bears].counters['+1/+1'], 1);
  // Only once: nothing happens at the next end step.
  g.advance('end', 4);
  assert.equal(g.state.stack.length, 0);
});

test('CR 603.7c: if the card left the zone it was expected in, the delayed trigger does nothing to the new object', () => {
  const g = new Game([
    { zone: 'hand', card: 'Test Journey', owner: 'p1' },
    { zone: 'battlefield', card: 'Plains', owner: 'p1' }, { zone: 'battlefield', card: 'Plains', owner: 'p1' },
    { zone: 'battlefield', card: 'Kitchen Finks', owner: 'p2' },
  ], { number: 3, active: 'p1', step: 'main1' });
  g.do({ player: 'p1', kind: 'cast', object: g.id('Test Journey'), targets: [[{ object: g.id('Kitchen Finks') }]], payment: 'auto' });
  g.do({ player: 'p1', kind: 'pass' });
  g.do({ player: 'p2', kind: 'pass' });
  const exiled = g.id('Kitchen Finks');
  // The exiled card changes zones again (as if another effect returned it to its owner's hand): a new object.
  const s = g.state;
  const moved = { ...s.objects[exiled], id: 'o900', zone: 'hand' as const };
  const objects: GameState['objects'] = { ...s.objects, o900: moved };
  delete objects[exiled];
  g.state = { ...s, objects, exile: s.exile.filter((x) => x !== exiled), players: { ...s.players, p2: { ...s.players.p2, hand: ['o900'] } } };
  g.advance('end', 3);
  g.do({ player: 'p1', kind: 'pass' });
  g.do({ player: 'p2', kind: 'pass' });
  assert.equal(g.state.objects.o900.zone, 'hand', 'the card in hand is a new object: not returned');
  assert.equal(g.state.battlefield.filter((id) => g.state.objects[id].card === 'Kitchen Finks').length, 0);
});

test('CR 603.7e: a triggered ability creates a delayed trigger (Flickerwisp): another permanent returns at the next end step', () => {
  const g = new Game([
    { zone: 'hand', card: 'Test Flickerer', owner: 'p1' },
    { zone: 'battlefield', card: 'Plains', owner: 'p1' }, { zone: 'battlefield', card: 'Plains', owner: 'p1' }, { zone: 'battlefield', card: 'Plains', owner: 'p1' },
    { zone: 'battlefield', card: 'Grizzly Bears', owner: 'p2', tapped: true, damage: 1 },
  ], { number: 3, active: 'p1', step: 'main1' });
  g.do({ player: 'p1', kind: 'cast', object: g.id('Test Flickerer'), payment: 'auto' });
  g.do({ player: 'p1', kind: 'pass' });
  g.do({ player: 'p2', kind: 'pass' });
  const d = g.state.pending!;
  assert.equal(d.kind, 'triggerTargets');
  if (d.kind !== 'triggerTargets') return;
  // "another target permanent": the Flickerer itself is not a legal target (its lands and the Lions are).
  const legal = d.requirements[0].legal.map((t) => ('object' in t ? g.state.objects[t.object].card : t.player));
  assert.ok(!legal.includes('Test Flickerer'), legal.join(', '));
  assert.ok(legal.includes('Grizzly Bears'), legal.join(', '));
  g.do({ player: 'p1', kind: 'answer', answer: { kind: 'targets', targets: [[{ object: g.id('Grizzly Bears') }]] } });
  g.do({ player: 'p1', kind: 'pass' });
  g.do({ player: 'p2', kind: 'pass' });
  assert.equal(g.state.objects[g.id('Grizzly Bears')].zone, 'exile');
  assert.equal(g.state.delayed[0].sourceName, 'Test Flickerer');
  g.advance('end', 3);
  g.do({ player: 'p1', kind: 'pass' });
  g.do({ player: 'p2', kind: 'pass' });
  const bears = g.state.objects[g.id('Grizzly Bears')];
  assert.equal(bears.zone, 'battlefield');
  assert.equal(bears.tapped, false, 'a new object: untapped, no damage (400.7)');
  assert.equal(bears.damage, 0);
});

test('CR 603.7b: "your next upkeep" waits for the controller\'s upkeep, skipping the opponent\'s turn', () => {
  const g = new Game([
    { zone: 'hand', card: 'Test Upkeep Draw', owner: 'p1' }, { zone: 'battlefield', card: 'Island', owner: 'p1' },
    { zone: 'library', card: 'Island', owner: 'p1' }, { zone: 'library', card: 'Island', owner: 'p1' }, { zone: 'library', card: 'Island', owner: 'p1' },
    { zone: 'library', card: 'Plains', owner: 'p2' }, { zone: 'library', card: 'Plains', owner: 'p2' },
  ], { number: 3, active: 'p1', step: 'main1' });
  g.do({ player: 'p1', kind: 'cast', object: g.id('Test Upkeep Draw'), payment: 'auto' });
  g.do({ player: 'p1', kind: 'pass' });
  g.do({ player: 'p2', kind: 'pass' });
  assert.equal(g.state.delayed.length, 1);
  g.advance('draw', 4); // Bob's upkeep passed: nothing
  assert.equal(g.state.delayed.length, 1);
  assert.equal(g.state.players.p1.hand.length, 0);
  g.advance('upkeep', 5);
  assert.equal(g.state.stack.length, 1);
  g.do({ player: 'p1', kind: 'pass' });
  g.do({ player: 'p2', kind: 'pass' });
  assert.equal(g.state.players.p1.hand.length, 1);
  assert.equal(g.state.delayed.length, 0);
});

test('CR 800.4a, 800.4d: a delayed trigger controlled by a player who left the game never triggers', () => {
  const g = new Game([
    { zone: 'hand', card: 'Test Journey', owner: 'p1' },
    { zone: 'battlefield', card: 'Plains', owner: 'p1' }, { zone: 'battlefield', card: 'Plains', owner: 'p1' },
    { zone: 'battlefield', card: 'Grizzly Bears', owner: 'p3' },
  ], { number: 3, active: 'p1', step: 'main1' }, 3);
  g.do({ player: 'p1', kind: 'cast', object: g.id('Test Journey'), targets: [[{ object: g.id('Grizzly Bears') }]], payment: 'auto' });
  g.do({ player: 'p1', kind: 'pass' });
  g.do({ player: 'p2', kind: 'pass' });
  g.do({ player: 'p3', kind: 'pass' });
  assert.equal(g.state.delayed.length, 1);
  g.do({ player: 'p1', kind: 'concede' });
  assert.equal(g.state.delayed.length, 0);
  g.advance('end', 3);
  assert.equal(g.state.stack.length, 0);
  assert.equal(g.state.objects[g.id('Grizzly Bears')].zone, 'exile');
});

test('CR 603.12: a reflexive trigger ("When you do") triggers only if the action happened, then targets as it goes on the stack', () => {
  const found = new Game([
    { zone: 'hand', card: 'Test Seeker', owner: 'p1' }, { zone: 'battlefield', card: 'Forest', owner: 'p1' },
    { zone: 'library', card: 'Grizzly Bears', owner: 'p1' },
  ], { number: 3, active: 'p1', step: 'main1' });
  found.do({ player: 'p1', kind: 'cast', object: found.id('Test Seeker'), payment: 'auto' });
  found.do({ player: 'p1', kind: 'pass' });
  found.do({ player: 'p2', kind: 'pass' });
  found.do({ player: 'p1', kind: 'answer', answer: { kind: 'chooseObjects', objects: [found.id('Grizzly Bears')] } });
  const d = found.state.pending!;
  assert.equal(d.kind, 'triggerTargets', found.log());
  assert.equal(d.rule, '603.3d');
  found.do({ player: 'p1', kind: 'answer', answer: { kind: 'targets', targets: [[{ player: 'p1' }]] } });
  found.do({ player: 'p1', kind: 'pass' });
  found.do({ player: 'p2', kind: 'pass' });
  assert.equal(found.state.players.p1.life, 23);
  assert.ok(found.logged('CR 603.12: Test Seeker\'s reflexive triggered ability triggers'));

  const none = new Game([
    { zone: 'hand', card: 'Test Seeker', owner: 'p1' }, { zone: 'battlefield', card: 'Forest', owner: 'p1' },
    { zone: 'library', card: 'Grizzly Bears', owner: 'p1' },
  ], { number: 3, active: 'p1', step: 'main1' });
  none.do({ player: 'p1', kind: 'cast', object: none.id('Test Seeker'), payment: 'auto' });
  none.do({ player: 'p1', kind: 'pass' });
  none.do({ player: 'p2', kind: 'pass' });
  none.do({ player: 'p1', kind: 'answer', answer: { kind: 'chooseObjects', objects: [] } }); // finds nothing (701.23b)
  assert.equal(none.state.pending!.kind, 'priority');
  assert.equal(none.state.stack.length, 0);
  assert.ok(!none.logged('reflexive'));
});
