import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRegistry, definitions, vendoredCards } from '@arbiter/cards';
import {
  parseManaCost, renderEvent, ruleset, setupPosition, step, type AbilityDef, type CardRegistry, type GameEvent, type GameState,
  type Input, type PositionObject, type PrintedCard, type PrintedFace, type StepName,
} from '@arbiter/engine';

/**
 * CR 722 preparation rules that no vendored card can show, with hand-built cards:
 * - Test Eager Bear: a creature WITHOUT a prepare spell, "Whenever this creature attacks, it becomes prepared."
 * - Test Forgetful Scholar // Test Lesson: "This creature enters prepared. {1}: This creature becomes unprepared."
 *   Its prepare spell, Test Lesson, is a {U} instant: "Draw a card."
 */
function printedFace(name: string, cost: string, types: string[], text: string, pt?: [number, number]): PrintedFace {
  return {
    name, manaCost: parseManaCost(cost), colors: ['U'], supertypes: [], types, subtypes: [], oracleText: text,
    power: pt ? String(pt[0]) : null, toughness: pt ? String(pt[1]) : null, loyalty: null, defense: null,
  };
}

const attacksPrepared: AbilityDef = {
  kind: 'triggered', text: 'Whenever this creature attacks, it becomes prepared.',
  trigger: { on: 'attacks', who: 'self' }, targets: [], effects: [{ do: 'prepare', what: 'self' }],
};
const entersPrepared: AbilityDef = {
  kind: 'static', text: 'This creature enters prepared.', effect: { kind: 'enters', who: 'self', effect: { kind: 'prepared' } },
};
const unprepareSelf: AbilityDef = {
  kind: 'activated', text: '{1}: This creature becomes unprepared.', cost: { mana: parseManaCost('{1}') ?? [] }, targets: [],
  effects: [{ do: 'unprepare', what: 'self' }],
};
const lesson: AbilityDef = { kind: 'spell', text: 'Draw a card.', targets: [], effects: [{ do: 'draw', who: 'you', n: 1 }] };

const BEAR: PrintedCard = {
  name: 'Test Eager Bear', layout: 'normal', alts: [],
  normal: printedFace('Test Eager Bear', '{1}{G}', ['Creature'], attacksPrepared.kind === 'triggered' ? attacksPrepared.text : '', [2, 2]),
};
const SCHOLAR: PrintedCard = {
  name: 'Test Forgetful Scholar // Test Lesson', layout: 'prepare',
  normal: printedFace('Test Forgetful Scholar', '{1}{U}', ['Creature'], 'This creature enters prepared.\n{1}: This creature becomes unprepared.', [1, 3]),
  alts: [{ role: 'prepare_spell', face: printedFace('Test Lesson', '{U}', ['Instant'], 'Draw a card.') }],
};

let reg: CardRegistry | null = null;
function cards(): CardRegistry {
  reg ??= buildRegistry([...vendoredCards(), BEAR, SCHOLAR], {
    ...definitions,
    'Test Eager Bear': { normal: { abilities: [attacksPrepared] } },
    'Test Forgetful Scholar // Test Lesson': { normal: { abilities: [entersPrepared, unprepareSelf] }, prepare_spell: { abilities: [lesson] } },
  });
  return reg;
}

/** A small driver: a position, then inputs. */
class Game {
  state: GameState;
  events: GameEvent[] = [];
  constructor(objects: (PositionObject & { zone: 'library' | 'hand' | 'graveyard' | 'exile' | 'battlefield' })[], turn: { number: number; active: string; step: StepName }) {
    const r = setupPosition({ players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }], objects, turn, seed: 1 }, cards());
    this.state = r.state;
    this.events.push(...r.events);
  }
  try(input: Input) {
    const r = step(this.state, input, cards());
    if (!r.error) {
      this.state = r.state;
      this.events.push(...r.events);
    }
    return r.error;
  }
  do(input: Input): void {
    const err = this.try(input);
    assert.equal(err, undefined, `rejected: ${JSON.stringify(err)}\n${this.log()}`);
  }
  passAll(): void {
    for (let i = 0; i < 2 && this.state.pending?.kind === 'priority'; i++) this.do({ player: this.state.pending.player, kind: 'pass' });
  }
  id(card: string): string {
    const o = Object.values(this.state.objects).find((x) => x.card === card && x.kind !== 'ability');
    assert.ok(o, `no ${card}`);
    return o.id;
  }
  exiled(): string[] {
    return Object.values(this.state.objects).filter((o) => o.zone === 'exile').map((o) => o.id);
  }
  log(): string {
    return this.events.map(renderEvent).join('\n');
  }
  logged(s: string): boolean {
    return this.events.some((e) => renderEvent(e).includes(s));
  }
}

test('CR 722.3a, seed 002 ruling: a creature without a prepare spell can\'t become prepared', () => {
  const g = new Game([
    { zone: 'battlefield', card: 'Test Eager Bear', owner: 'p1' },
    { zone: 'library', card: 'Island', owner: 'p1' }, { zone: 'library', card: 'Island', owner: 'p2' },
  ], { number: 3, active: 'p1', step: 'main1' });
  const bear = g.id('Test Eager Bear');
  while (g.state.pending?.kind === 'priority') g.do({ player: g.state.pending.player, kind: 'pass' });
  assert.equal(g.state.pending?.kind, 'declareAttackers');
  g.do({ player: 'p1', kind: 'answer', answer: { kind: 'declareAttackers', attacks: [{ attacker: bear, defender: { player: 'p2' } }] } });
  assert.ok(g.logged('CR 603.2: Test Eager Bear\'s ability triggers'), g.log());
  g.passAll();
  assert.equal(g.state.stack.length, 0, 'the ability resolved');
  assert.equal(g.state.objects[bear].prepared, false);
  assert.deepEqual(g.exiled(), [], 'no copy is created in exile');
  assert.ok(g.logged("CR 722.3a: Test Eager Bear has no prepare spell and can't become prepared"), g.log());
});

test('CR 722.3b, seed 002 ruling: becoming unprepared removes the designation and the exiled copy ceases to exist; if not prepared, nothing happens', () => {
  const g = new Game([
    { zone: 'hand', card: 'Test Forgetful Scholar // Test Lesson', owner: 'p1' },
    ...Array.from({ length: 4 }, () => ({ zone: 'battlefield' as const, card: 'Island', owner: 'p1' })),
    { zone: 'library', card: 'Island', owner: 'p1' },
  ], { number: 3, active: 'p1', step: 'main1' });
  g.do({ player: 'p1', kind: 'cast', object: g.id('Test Forgetful Scholar // Test Lesson'), payment: 'auto' });
  g.passAll();
  const scholar = g.state.battlefield.find((id) => g.state.objects[id].card === 'Test Forgetful Scholar // Test Lesson')!;
  assert.ok(scholar, g.log());
  assert.equal(g.state.objects[scholar].prepared, true, '722.3a: it enters prepared');
  const copy = g.state.objects[scholar].preparedCopy!;
  assert.equal(g.state.objects[copy]?.zone, 'exile', '722.3c: the copy is in exile');
  assert.equal(g.state.objects[copy].kind, 'copy');

  g.do({ player: 'p1', kind: 'activate', object: scholar, ability: 1, payment: 'auto' });
  g.passAll();
  assert.equal(g.state.objects[scholar].prepared, false);
  assert.equal(g.state.objects[copy], undefined, 'the copy ceased to exist');
  assert.deepEqual(g.exiled(), []);
  assert.ok(g.logged('CR 722.3b: Test Forgetful Scholar becomes unprepared'), g.log());

  const unpreparedEvents = () => g.events.filter((e) => renderEvent(e).includes('becomes unprepared')).length;
  const before = unpreparedEvents();
  g.do({ player: 'p1', kind: 'activate', object: scholar, ability: 1, payment: 'auto' });
  g.passAll();
  assert.equal(g.state.objects[scholar].prepared, false);
  assert.equal(unpreparedEvents(), before, 'not prepared: nothing happens');
});

test('CR 722.3, seed 002 ruling: a preparation card can\'t be cast with its prepare spell\'s characteristics', () => {
  const g = new Game([
    { zone: 'hand', card: 'Test Forgetful Scholar // Test Lesson', owner: 'p1' },
    { zone: 'battlefield', card: 'Island', owner: 'p1' }, { zone: 'battlefield', card: 'Island', owner: 'p1' },
  ], { number: 3, active: 'p1', step: 'main1' });
  const card = g.id('Test Forgetful Scholar // Test Lesson');
  const err = g.try({ player: 'p1', kind: 'cast', object: card, set: 'prepare_spell', payment: 'auto' });
  assert.ok(err, 'the cast as Test Lesson is rejected');
  assert.equal(g.state.objects[card].zone, 'hand');
  const options = g.state.pending?.kind === 'priority' ? g.state.pending.options : [];
  assert.ok(!options.some((o) => o.kind === 'cast' && o.set === 'prepare_spell'), 'no priority option casts the prepare spell from hand');
});

test('CR 722.3c, 601.2i: under cr the permanent becomes unprepared as the spell becomes cast, after the costs are paid; under prepareUnprepareOnLeave (amended) as the copy leaves exile (601.2a)', () => {
  for (const amended of [false, true]) {
    const r = setupPosition({
      players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
      objects: [
        { zone: 'battlefield', card: 'Test Forgetful Scholar // Test Lesson', owner: 'p1', prepared: true },
        { zone: 'battlefield', card: 'Island', owner: 'p1' }, { zone: 'library', card: 'Island', owner: 'p1' },
      ],
      turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1,
      ...(amended ? { switches: { ...ruleset('cr'), prepareUnprepareOnLeave: true } } : {}),
    }, cards());
    let s = r.state;
    const scholar = s.battlefield.find((id) => s.objects[id].card.startsWith('Test Forgetful Scholar'))!;
    const copy = s.objects[scholar].preparedCopy!;
    // Begun without a payment: the payment decision pends, nothing has moved and the permanent is still prepared.
    const begun = step(s, { player: 'p1', kind: 'cast', object: copy }, cards());
    assert.equal(begun.error, undefined, begun.error?.message);
    assert.equal(begun.state.pending?.kind, 'payment');
    assert.equal(begun.state.objects[scholar].prepared, true);
    const paid = step(begun.state, { player: 'p1', kind: 'answer', answer: { kind: 'payment', plan: (begun.state.pending as Extract<GameState['pending'], { kind: 'payment' }>).suggested! } }, cards());
    assert.equal(paid.error, undefined, paid.error?.message);
    s = paid.state;
    assert.equal(s.objects[scholar].prepared, false);
    const log = paid.events.map(renderEvent);
    const at = (text: string) => log.findIndex((l) => l.includes(text));
    const unprepared = at('becomes unprepared');
    assert.ok(unprepared >= 0, log.join('\n'));
    if (amended) {
      assert.match(log[unprepared], /^CR 722\.3c, 601\.2a: /);
      assert.ok(unprepared < at('Alice pays'), log.join('\n'));
    } else {
      assert.equal(log[unprepared], 'CR 722.3c, 601.2i: Test Forgetful Scholar becomes unprepared as its prepare spell is cast');
      assert.ok(at('Alice pays') < unprepared && unprepared < at('CR 601.2i: Alice casts Test Lesson'), log.join('\n'));
    }
    assert.ok(!log.some((l) => l.includes('stays prepared')), 'the copy being cast is not a copy leaving exile some other way');
  }
});

test('CR 704.5e, 707.12, 400.7; seed 003 copyOfAnyObject: a prepare copy made from a token stays a copy made from a token on the stack and in the graveyard; under cr 704.5e never removes it (rules silent, every time), under amended it ceases to exist', () => {
  for (const amended of [false, true]) {
    const switches = amended ? { ...ruleset('cr'), copyOfAnyObject: true } : ruleset('cr');
    const r = setupPosition({
      players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
      objects: [
        { zone: 'battlefield', card: 'Test Forgetful Scholar // Test Lesson', owner: 'p1', token: true, prepared: true },
        { zone: 'battlefield', card: 'Island', owner: 'p1' }, { zone: 'library', card: 'Island', owner: 'p1' },
      ],
      turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1, switches,
    }, cards());
    let s = r.state;
    const token = s.battlefield.find((id) => s.objects[id].kind === 'token')!;
    const copy = s.objects[token].preparedCopy!;
    const created = r.events.map(renderEvent);
    assert.equal(created.some((l) => l.includes('704.5e doesn\'t remove it') && l.endsWith('[rules silent]')), !amended, created.join('\n'));
    let log: string[] = [];
    for (const input of [{ player: 'p1', kind: 'cast', object: copy, payment: 'auto' }, { player: 'p1', kind: 'pass' }, { player: 'p2', kind: 'pass' }] as Input[]) {
      const next = step(s, input, cards());
      assert.equal(next.error, undefined, next.error?.message);
      s = next.state;
      log = [...log, ...next.events.map(renderEvent)];
    }
    const inGraveyard = s.players.p1.graveyard.map((id) => s.objects[id]).filter((o) => o.kind === 'copy');
    if (amended) {
      assert.deepEqual(inGraveyard, [], log.join('\n'));
      assert.ok(log.some((l) => /^CR 704\.5e: Test Lesson ceases to exist/.test(l)), log.join('\n'));
    } else {
      assert.equal(inGraveyard.length, 1, `the copy stays in the graveyard under cr\n${log.join('\n')}`);
      assert.equal(inGraveyard[0].fromNoncard, true, 'it is still a copy made from a token');
      assert.equal(inGraveyard[0].copyOf, token, 'and still a copy of that token');
      assert.ok(log.some((l) => l.startsWith('CR 704.5e: Test Lesson stays in its owner\'s graveyard, inert') && l.endsWith('[rules silent]')), log.join('\n'));
      assert.ok(!log.some((l) => l.includes('ceases to exist')), log.join('\n'));
    }
  }
});

test('CR 722.3c, 112.2a; seed 003 copyOwnerIsCreator: under cr the owner of every rule-made prepare copy in exile is its creator, flagged rules silent; under amended (112.2b) no flag', () => {
  for (const amended of [false, true]) {
    const r = setupPosition({
      players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
      objects: [{ zone: 'battlefield', card: 'Test Forgetful Scholar // Test Lesson', owner: 'p1', prepared: true }],
      turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1, switches: amended ? { ...ruleset('cr'), copyOwnerIsCreator: true } : ruleset('cr'),
    }, cards());
    const flagged = r.events.filter((e) => e.rulesSilent && e.rules.includes('112.2a'));
    assert.equal(flagged.length, amended ? 0 : 1, r.events.map(renderEvent).join('\n'));
    const copy = Object.values(r.state.objects).find((o) => o.kind === 'copy')!;
    assert.equal(copy.owner, 'p1');
  }
});
