import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseObjectRef, parseScenario, splitManaSource, type Loc, type ScenarioObject } from '../src/index';
import { where } from './where';

const file = 'fixtures/full.yaml';
const text = readFileSync(new URL('./fixtures/full.yaml', import.meta.url), 'utf8');
const L = (needle: string, nth = 1): Loc => ({ file, ...where(text, needle, nth) });
const CARDS = ['Lightning Bolt', 'Grizzly Bears', 'Mountain', 'Island', 'Forest', 'Shock', 'Rancor', 'Llanowar Elves', 'Birds of Paradise'];

const { scenario, errors } = parseScenario(text, file, { cardNames: CARDS });

/** A setup object with every default, as the parser fills them in. */
const obj = (loc: Loc, card: string, owner: string, extra: Partial<ScenarioObject> = {}): ScenarioObject => ({
  loc,
  card,
  owner,
  counters: {},
  faceDown: false,
  tapped: false,
  sick: false,
  damage: 0,
  token: false,
  phasedOut: false,
  prepared: false,
  ...extra,
});

test('a complete scenario parses without errors', () => {
  assert.deepEqual(errors, []);
  assert.ok(scenario);
});

test('top-level fields are typed and defaults filled in', () => {
  const s = scenario!;
  assert.equal(s.name, 'Lightning Bolt kills Grizzly Bears');
  assert.equal(s.source, 'CR 704.5g');
  assert.equal(s.description, 'Damage equal to toughness is lethal.');
  assert.deepEqual(s.ruleset, { base: 'amended', switches: { preparedCopy: true }, given: true });
  assert.equal(s.seed, 7);
  assert.equal(s.strict, false);
  assert.deepEqual(s.turn, { loc: L('turn:'), number: 3, active: 'Alice', step: 'main1', priority: 'Alice' });
  assert.deepEqual(s.loc, { file, line: 1, column: 1 });
});

test('players: plain names become objects, owners default to the listing player', () => {
  const [alice, bob] = scenario!.players;
  assert.deepEqual(
    { ...alice, library: undefined, hand: undefined, battlefield: undefined },
    { loc: L('name: Alice'), name: 'Alice', life: 20, poison: 0, manaPool: '{R}', graveyard: [], exile: [], library: undefined, hand: undefined, battlefield: undefined },
  );
  assert.deepEqual(alice.library, [obj(L('Island'), 'Island', 'Alice'), obj(L('Island', 2), 'Island', 'Alice')]);
  assert.deepEqual(alice.battlefield, [
    obj(L('Mountain'), 'Mountain', 'Alice'),
    obj(L('card: Llanowar Elves'), 'Llanowar Elves', 'Alice', { sick: true }),
  ]);
  assert.equal(bob.life, 17);
  assert.equal(bob.poison, 2);
  assert.deepEqual(bob.exile, [obj(L('{ card: Shock'), 'Shock', 'Bob', { id: 'exiled', faceDown: true, counters: { time: 3 } })]);
  assert.deepEqual(bob.battlefield, [
    obj(L('card: Grizzly Bears'), 'Grizzly Bears', 'Alice', { id: 'bear1', tapped: true, damage: 1, counters: { '+1/+1': 2 } }),
    obj(L('card: Rancor'), 'Rancor', 'Bob', { attachedTo: 'bear1' }),
  ]);
});

test('script steps are a discriminated union, each located', () => {
  assert.deepEqual(scenario!.script, [
    {
      kind: 'cast',
      loc: L('cast: Lightning Bolt'),
      card: 'Lightning Bolt',
      targets: ['bear1'],
      x: 0,
      modes: [1],
      announce: [{ half: 'W' }, { generic: 2 }, { life: true }],
      pay: [
        { loc: L('Mountain, "Birds'), source: 'Mountain' },
        { loc: L('"Birds of Paradise: G"'), source: 'Birds of Paradise', mana: ['G'] },
        { loc: L('{ Birds of Paradise'), source: 'Birds of Paradise', mana: ['G'] },
      ],
    },
    {
      kind: 'expect',
      loc: L('expect: { pending'),
      expect: {
        loc: L('{ pending'),
        pending: { loc: L('pending'), kind: 'priority', player: 'Bob', rule: '117.3b' },
      },
    },
    { kind: 'pass', loc: L('pass\n'), all: false },
    { kind: 'pass', loc: L('pass: Bob'), all: false, by: 'Bob' },
    { kind: 'pass', loc: L('pass: all'), all: true },
    { kind: 'pass', loc: L('pass:\n'), all: false },
    { kind: 'activate', loc: L('activate:'), source: 'Llanowar Elves', ability: 1, pay: 'auto' },
    { kind: 'play', loc: L('play:'), card: 'Forest', by: 'Alice' },
    { kind: 'advance', loc: L('advance:'), step: 'declareAttackers', turn: 3 },
    {
      kind: 'attack',
      loc: L('attack: {'),
      attackers: [{ loc: L('Grizzly Bears: Bob'), attacker: 'Grizzly Bears', defender: 'Bob' }],
    },
    { kind: 'attack', loc: L('attack: ['), attackers: [{ loc: L('Grizzly Bears@Bob#1'), attacker: 'Grizzly Bears@Bob#1' }] },
    {
      kind: 'block',
      loc: L('block: {'),
      by: 'Bob',
      blocks: [{ loc: L('bear1: ['), blocker: 'bear1', attackers: ['Grizzly Bears', 'Llanowar Elves'] }],
    },
    { kind: 'block', loc: L('block: none'), blocks: [] },
    { kind: 'answer', loc: L('answer:'), by: 'Bob', value: { choose: [1, 2] } },
    {
      kind: 'expect',
      loc: L('expect: { error'),
      expect: { loc: L('{ error'), error: { loc: L('error:'), rule: '601.2c' } },
    },
    { kind: 'concede', loc: L('concede:'), player: 'Bob' },
  ]);
});

test('the final expectation is normalised to located checks', () => {
  assert.deepEqual(scenario!.expect, {
    loc: L('life: { Alice'),
    life: [
      { loc: L('Alice: 20'), player: 'Alice', value: 20 },
      { loc: L('Bob: 17'), player: 'Bob', value: 17 },
    ],
    poison: [{ loc: L('Bob: 0'), player: 'Bob', value: 0 }],
    zones: [
      { loc: L('graveyard: [Grizzly'), player: 'Bob', zone: 'graveyard', cards: ['Grizzly Bears', 'Shock'], ordered: true },
      { loc: L('battlefield: []'), player: 'Bob', zone: 'battlefield', cards: [], ordered: false },
      { loc: L('stack:'), zone: 'stack', cards: [], ordered: true },
      { loc: L('exile: [Shock]'), zone: 'exile', cards: ['Shock'], ordered: false },
    ],
    objects: [
      {
        loc: L('ref: Grizzly Bears'),
        ref: 'Grizzly Bears',
        zone: 'graveyard',
        colors: ['G'],
        manaCost: '{1}{G}',
        power: 2,
        attachedTo: null,
      },
    ],
    log: { loc: L('log:'), contains: ['704.5g'], lacks: [] },
    gameOver: { loc: L('gameOver:'), over: true, winners: ['Alice'] },
    turn: { loc: L('turn: { number: 3, step'), number: 3, step: 'main1', active: 'Alice' },
  });
});

test('a minimal scenario gets every default', () => {
  const { scenario: s, errors: e } = parseScenario('name: n\nsource: s\nplayers: [{ name: A }, { name: B }]\n', 'min.yaml');
  assert.deepEqual(e, []);
  assert.deepEqual(s!.ruleset, { base: 'cr', switches: {}, given: false });
  assert.equal(s!.seed, 1);
  assert.equal(s!.strict, true);
  assert.deepEqual(s!.turn, { loc: { file: 'min.yaml', line: 1, column: 1 }, number: 1, active: 'A', step: 'main1', priority: 'A' });
  assert.deepEqual(s!.script, []);
  assert.equal(s!.expect, undefined);
  assert.equal(s!.players[1].life, 20);
});

test('gameOver: false and a plain ruleset name', () => {
  const { scenario: s } = parseScenario(
    'name: n\nsource: s\nruleset: amended\nplayers: [{ name: A }, { name: B }]\nexpect: { gameOver: false }\n',
    'f.yaml',
  );
  assert.deepEqual(s!.ruleset, { base: 'amended', switches: {}, given: true });
  assert.deepEqual(s!.expect!.gameOver, { loc: { file: 'f.yaml', line: 5, column: 11 }, over: false });
});

test('object references and mana sources split into their parts', () => {
  assert.deepEqual(parseObjectRef('Grizzly Bears'), { name: 'Grizzly Bears' });
  assert.deepEqual(parseObjectRef('Island@Bob#2'), { name: 'Island', player: 'Bob', index: 2 });
  assert.deepEqual(parseObjectRef('Shock#2'), { name: 'Shock', index: 2 });
  assert.ok('error' in parseObjectRef('Shock#0'));
  assert.ok('error' in parseObjectRef('Shock@'));
  assert.deepEqual(splitManaSource('Birds of Paradise: {G}'), { source: 'Birds of Paradise', mana: ['G'] });
  assert.deepEqual(splitManaSource('Circle of Protection: Red'), { source: 'Circle of Protection: Red' });
});
