import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatScenarioError, parseScenario, type ScenarioError } from '../src/index';
import { where } from './where';

const CARDS = ['Lightning Bolt', 'Grizzly Bears', 'Mountain', 'Shock', 'Hill Giant'];
const HEAD = 'name: Bolt\nsource: "CR 704.5g"\n';

function errorsOf(text: string, cardNames: string[] | undefined = CARDS): ScenarioError[] {
  const { scenario, errors } = parseScenario(text, 'bolt.yaml', { cardNames });
  assert.equal(scenario, undefined, 'no scenario comes back when there are errors');
  return errors;
}

/** Asserts exactly one error, at `needle` (its nth occurrence) in the text. */
function single(text: string, needle: string, path: string, message: string, nth = 1, cardNames?: string[]): ScenarioError {
  const errors = errorsOf(text, cardNames);
  assert.deepEqual(
    errors.map((e) => ({ line: e.line, column: e.column, path: e.path, message: e.message })),
    [{ ...where(text, needle, nth), path, message }],
  );
  return errors[0];
}

test('YAML syntax errors are located', () => {
  const text = `${HEAD}players:\n  - name: Alice\n    hand: [Shock\n  - name: Bob\n`;
  const [e] = errorsOf(text);
  assert.equal(e.line, 6);
  assert.match(e.message, /^YAML: /);
  assert.equal(e.path, '');
});

test('a value of the wrong type names the path, what was expected and what was found', () => {
  const text = `${HEAD}players:\n  - name: Alice\n  - name: Bob\n    life: twenty\n`;
  single(text, 'twenty', 'players[1].life', "expected an integer, got 'twenty'");
});

test('an unknown key suggests the near miss and lists what is allowed', () => {
  const text = `${HEAD}players:\n  - name: Alice\n    battlefield:\n      - card: Grizzly Bears\n        tapeed: true\n  - name: Bob\n`;
  const e = single(text, 'tapeed', 'players[0].battlefield[0].tapeed', "unknown key 'tapeed' — did you mean 'tapped'?");
  assert.match(e.expected!, /^one of card, id, owner, .*tapped/);
});

test('permanent status outside the battlefield is refused as such', () => {
  const text = `${HEAD}players:\n  - name: Alice\n    hand: [{ card: Shock, tapped: true }]\n  - name: Bob\n`;
  single(text, 'tapped', 'players[0].hand[0].tapped', "'tapped' is only allowed on battlefield entries");
});

test('an unknown card suggests the closest known names', () => {
  const text = `${HEAD}players:\n  - name: Alice\n    hand: [Lightening Bolt]\n  - name: Bob\n`;
  single(text, 'Lightening Bolt', 'players[0].hand[0]', "unknown card 'Lightening Bolt' — did you mean 'Lightning Bolt'?");
});

test('a custom suggest function replaces the built-in search', () => {
  const text = `${HEAD}players:\n  - name: Alice\n    hand: [Bolt]\n  - name: Bob\n`;
  const { errors } = parseScenario(text, 'bolt.yaml', { cardNames: CARDS, suggest: () => ['Lightning Bolt'] });
  assert.equal(errors[0].message, "unknown card 'Bolt' — did you mean 'Lightning Bolt'?");
});

test('unknown players are errors wherever a player is named', () => {
  const text = `${HEAD}turn: { active: Alicia }\nplayers:\n  - name: Alice\n  - name: Bob\nscript:\n  - cast: Shock\n    targets: [Bobb]\n  - concede: Carol\nexpect:\n  life: { Bo: 3 }\n`;
  const errors = errorsOf(text);
  const at = (e: ScenarioError) => `${e.line}:${e.column} ${e.path}: ${e.message}`;
  const pos = (needle: string) => `${where(text, needle).line}:${where(text, needle).column}`;
  assert.deepEqual(errors.map(at), [
    `${pos('Alicia')} turn.active: unknown player 'Alicia' — did you mean 'Alice'?`,
    `${pos('Bobb')} script[0].targets[0]: unknown card, alias or player 'Bobb' — did you mean 'Bob'?`,
    `${pos('Carol')} script[1].concede: unknown player 'Carol'`,
    `${pos('Bo:')} expect.life.Bo: unknown player 'Bo' — did you mean 'Bob'?`,
  ]);
});

test('a player in a reference must exist', () => {
  const text = `${HEAD}players:\n  - name: Alice\n  - name: Bob\nscript:\n  - cast: Shock@Bobb\n`;
  single(text, 'Shock@Bobb', 'script[0].cast', "unknown player 'Bobb' in reference 'Shock@Bobb' — did you mean 'Bob'?");
});

test('a malformed reference is an error', () => {
  const text = `${HEAD}players:\n  - name: Alice\n  - name: Bob\nscript:\n  - cast: Shock#first\n`;
  single(text, 'Shock#first', 'script[0].cast', "bad reference 'Shock#first': '#' must be followed by a match number (1, 2, ...)");
});

test('a duplicate alias is reported at its second definition', () => {
  const text = `${HEAD}players:\n  - name: Alice\n    battlefield: [{ card: Mountain, id: m }]\n  - name: Bob\n    graveyard: [{ card: Shock, id: m }]\n`;
  const first = where(text, 'm }');
  single(text, 'm }', 'players[1].graveyard[0].id', `duplicate alias 'm' (first defined at ${first.line}:${first.column})`, 2);
});

test('attachedTo must name an alias or card of the setup', () => {
  const text = `${HEAD}players:\n  - name: Alice\n    battlefield:\n      - { card: Grizzly Bears, id: bear1 }\n      - { card: Shock, attachedTo: bear2 }\n  - name: Bob\n`;
  single(text, 'bear2', 'players[0].battlefield[1].attachedTo', "unknown alias or setup card 'bear2' — did you mean 'bear1'?");
});

test('a missing required field is reported at the mapping that lacks it', () => {
  const text = `name: Bolt\nplayers:\n  - name: Alice\n  - life: 3\n`;
  const errors = errorsOf(text);
  assert.deepEqual(
    errors.map((e) => [e.line, e.column, e.path, e.message]),
    [
      [1, 1, '', "missing required field 'source'"],
      [4, 5, 'players[1]', "missing required field 'name'"],
    ],
  );
});

test('an unknown step suggests the step meant', () => {
  const text = `${HEAD}players: [{ name: Alice }, { name: Bob }]\nscript:\n  - cats: Shock\n`;
  single(text, 'cats', 'script[0].cats', "unknown key 'cats' — did you mean 'cast'?");
});

test('a step with two actions is refused', () => {
  const text = `${HEAD}players: [{ name: Alice }, { name: Bob }]\nscript:\n  - { cast: Shock, pass: all }\n`;
  const e = single(text, '{ cast', 'script[0]', `expected ${'a step: pass, or a mapping with one of the keys cast, activate, play, turnFaceUp, pass, advance, attack, block, answer, concede, expect'}, got a mapping with keys cast, pass`);
  assert.match(e.expected!, /^a step/);
});

test('an option of a step is checked within that step', () => {
  const text = `${HEAD}players: [{ name: Alice }, { name: Bob }]\nscript:\n  - cast: Shock\n    x: lots\n  - advance: main\n`;
  const errors = errorsOf(text);
  assert.deepEqual(
    errors.map((e) => [e.line, e.column, e.path, e.message]),
    [
      [6, 8, 'script[0].x', "expected an integer, got 'lots'"],
      [7, 14, 'script[1].advance', `expected one of untap, upkeep, draw, main1, beginningOfCombat, declareAttackers, declareBlockers, firstStrikeDamage, combatDamage, endOfCombat, main2, end, cleanup, got 'main' — did you mean 'main1' or 'main2'?`],
    ],
  );
});

test('pattern-checked text says what it should look like', () => {
  const text = `${HEAD}players:\n  - { name: Alice, manaPool: RR }\n  - name: Bob\nexpect:\n  error: { rule: 601.2 }\n`;
  const errors = errorsOf(text);
  assert.deepEqual(
    errors.map((e) => [e.path, e.message]),
    [
      ['players[0].manaPool', `expected mana symbols such as "{R}{R}" (each one of {W} {U} {B} {R} {G} {C}), got 'RR'`],
      ['expect.error', 'error can only be expected in a checkpoint right after a step'],
      ['expect.error.rule', 'expected a rule number such as "601.2c" (quote it when it looks like a number), got 601.2'],
    ],
  );
});

test('an error checkpoint must follow a step', () => {
  const text = `${HEAD}players: [{ name: Alice }, { name: Bob }]\nscript:\n  - expect: { error: {} }\n  - pass\n  - expect: { life: { Bob: 20 } }\n  - expect: { error: { rule: "601.2c" } }\n`;
  const errors = errorsOf(text);
  assert.deepEqual(
    errors.map((e) => [e.line, e.path]),
    [
      [5, 'script[0].expect.error'],
      [8, 'script[3].expect.error'],
    ],
  );
});

test('player names must be unique and not reserved words', () => {
  const text = `${HEAD}players: [{ name: Alice }, { name: Alice }, { name: all }]\n`;
  assert.deepEqual(
    errorsOf(text).map((e) => e.message),
    ["duplicate player name 'Alice'", "'all' cannot be a player name: it has a meaning of its own in scenarios"],
  );
});

test('a scenario needs two players', () => {
  single(`${HEAD}players: [{ name: Alice }]\n`, '[{', 'players', 'expected at least 2 entries, got 1');
});

test('all errors are collected, in document order', () => {
  const text = `${HEAD}seed: one\nplayers:\n  - name: Alice\n    hand: [Shok]\n  - name: Bob\n    poison: -1\nscript:\n  - pass: Bobb\n`;
  assert.deepEqual(
    errorsOf(text).map((e) => e.line),
    [3, 6, 8, 10],
  );
});

test('without cardNames, card names are not checked', () => {
  const text = `${HEAD}players: [{ name: Alice, hand: [Anything] }, { name: Bob }]\nscript: [{ cast: Whatever }]\n`;
  assert.deepEqual(parseScenario(text, 'bolt.yaml').errors, []);
});

test('errors format as file:line:column: path: message', () => {
  const e: ScenarioError = { file: 'scenarios/bolt.yaml', line: 14, column: 5, path: 'expect.life.Bob', message: 'expected 17' };
  assert.equal(formatScenarioError(e), 'scenarios/bolt.yaml:14:5: expect.life.Bob: expected 17');
  assert.equal(formatScenarioError({ ...e, path: '' }), 'scenarios/bolt.yaml:14:5: expected 17');
});

test('bad input never throws', () => {
  const base = `${HEAD}players:\n  - name: Alice\n    battlefield: [{ card: Mountain, id: m, counters: { a: 1 } }]\n  - name: Bob\nscript:\n  - cast: Shock\n    pay: [m]\n  - attack: { m: Bob }\n  - block: { m: [m] }\nexpect: { zones: { Bob: { hand: [] } }, gameOver: { winners: [Bob] } }\n`;
  const noise = ['', ':', '-', '[', '{', '}', ']', '"', ' ', '\n', 'null', '3', '&a', '*a', '!!map', '\t', '#', '@', '~'];
  let seed = 1;
  const rand = (n: number) => ((seed = (seed * 16807) % 2147483647), seed % n);
  for (let i = 0; i < 2000; i++) {
    const at = rand(base.length);
    const cut = rand(4);
    const text = base.slice(0, at) + noise[rand(noise.length)] + base.slice(at + cut);
    const { errors } = parseScenario(text, 'fuzz.yaml', { cardNames: CARDS });
    for (const e of errors) assert.ok(e.line >= 1 && e.column >= 1 && e.message, formatScenarioError(e));
  }
  for (const text of ['', '---', '[]', 'a', '42', 'name: [', '&a [*a, *a]', 'players: 3']) {
    assert.ok(parseScenario(text, 'x.yaml').errors.length > 0, text);
  }
});

test('DESIGN 7: placing a pool card the engine cannot play is an error naming the card and its first unread sentence, unless allowUnsupported lists it', () => {
  const reason = 'the compiler did not read "Cascade"';
  const unsupported = (name: string) => (name === 'Hill Giant' ? reason : undefined);
  const setup = 'players:\n  - name: Alice\n    hand: [Shock]\n    battlefield:\n      - card: Hill Giant\n        tapped: true\n  - name: Bob\n    library: [Hill Giant]\n';
  const parsed = parseScenario(`${HEAD}${setup}`, 'bolt.yaml', { cardNames: CARDS, unsupported });
  assert.deepEqual(parsed.errors.map((e) => [e.line, e.path, e.message]), [
    [7, 'players[0].battlefield[0].card', `the engine can't play 'Hill Giant' yet (${reason}): it would have no abilities; list it under allowUnsupported to place it anyway`],
    [10, 'players[1].library[0]', `the engine can't play 'Hill Giant' yet (${reason}): it would have no abilities; list it under allowUnsupported to place it anyway`],
  ]);
  const allowed = parseScenario(`${HEAD}allowUnsupported: [Hill Giant]\n${setup}`, 'bolt.yaml', { cardNames: CARDS, unsupported });
  assert.deepEqual(allowed.errors, []);
  assert.ok(allowed.scenario);
  // An opt-in for a card that plays is stale: it is reported too.
  const stale = parseScenario(`${HEAD}allowUnsupported: [Shock]\nplayers:\n  - name: Alice\n  - name: Bob\n`, 'bolt.yaml', { cardNames: CARDS, unsupported });
  assert.deepEqual(stale.errors.map((e) => [e.path, e.message]), [['allowUnsupported[0]', "'Shock' is playable: remove it from allowUnsupported"]]);
  // An inline card of the same name is the scenario's own card, compiled from its text.
  const inline = parseScenario(`${HEAD}cards:\n  - { name: Hill Giant, manaCost: "{3}{R}", types: [Creature], power: 3, toughness: 3 }\n${setup}`, 'bolt.yaml', { cardNames: CARDS, unsupported });
  assert.deepEqual(inline.errors, []);
});
