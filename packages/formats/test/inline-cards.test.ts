import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { parseScenario, runScenario, type ScenarioError } from '../src/index';
import { where } from './where';

const CARDS = ['Lightning Bolt', 'Grizzly Bears', 'Mountain', 'Plains', 'Island', 'Shock'];
const HEAD = 'name: Inline\nsource: "CR 107.4e"\n';
const PLAYERS = 'players:\n  - name: Alice\n    hand: [Test Knight]\n    battlefield: [Plains, Island]\n  - name: Bob\n';

const card = (fields: string) => `cards:\n  - name: Test Knight\n${fields}`;
const KNIGHT = card('    manaCost: "{1}{W/U}"\n    types: [Creature]\n    subtypes: [Human, Knight]\n    power: 2\n    toughness: 2\n    text: Flying, vigilance\n');

function errorsOf(text: string): ScenarioError[] {
  const { scenario, errors } = parseScenario(text, 'inline.yaml', { cardNames: CARDS });
  assert.equal(scenario, undefined);
  return errors;
}

/** Asserts exactly one error, at `needle` in the text. */
function single(text: string, needle: string, path: string, message: string): void {
  assert.deepEqual(
    errorsOf(text).map((e) => ({ line: e.line, column: e.column, path: e.path, message: e.message })),
    [{ ...where(text, needle), path, message }],
  );
}

test('inline cards parse, with defaults, and their names are known in zones, steps and expectations', () => {
  const text = `${HEAD}${KNIGHT}${PLAYERS}script:\n  - cast: Test Knight\n    announce: [W]\nexpect:\n  objects: [{ ref: Test Knight, name: Test Knight }]\n`;
  const { scenario, errors } = parseScenario(text, 'inline.yaml', { cardNames: CARDS });
  assert.deepEqual(errors, []);
  assert.deepEqual(scenario!.cards, [{
    loc: { file: 'inline.yaml', ...where(text, 'name: Test Knight') },
    name: 'Test Knight', manaCost: '{1}{W/U}', types: ['Creature'], subtypes: ['Human', 'Knight'], supertypes: [],
    power: 2, toughness: 2, text: 'Flying, vigilance',
  }]);
  const land = parseScenario(`${HEAD}cards: [{ name: Test Land, types: [Land] }]\nplayers: [{ name: Alice, battlefield: [Test Land] }, { name: Bob }]\n`, 'x.yaml', { cardNames: CARDS });
  assert.deepEqual(land.errors, []);
  assert.equal(land.scenario!.cards[0].manaCost, null);
  assert.equal(land.scenario!.cards[0].text, '');
  assert.deepEqual(parseScenario(`${HEAD}players: [{ name: Alice }, { name: Bob }]\n`, 'x.yaml').scenario!.cards, []);
});

test('rules text the compiler reads is accepted; a sentence it does not read is refused, located at the text and named', () => {
  const read = `${HEAD}${card('    manaCost: "{R}"\n    types: [Instant]\n    text: Test Knight deals 3 damage to any target.\n')}${PLAYERS}`;
  assert.deepEqual(parseScenario(read, 'inline.yaml', { cardNames: CARDS }).errors, []);
  const text = `${HEAD}${card('    manaCost: "{R}"\n    types: [Instant]\n    text: Test Knight deals 3 damage to any target. Flip a coin.\n')}${PLAYERS}`;
  single(text, 'Test Knight deals', 'cards[0].text', 'the compiler does not read "Flip a coin." (docs/cards.md lists what it reads)');
});

test('keyword lines, reminder text and an empty text are accepted', () => {
  for (const t of ['Flying', '"Flying, first strike\\nHexproof"', '"Flash (You may cast this spell any time you could cast an instant.)"', '""']) {
    const text = `${HEAD}${card(`    manaCost: "{W}"\n    types: [Creature]\n    power: 1\n    toughness: 1\n    text: ${t}\n`)}${PLAYERS}`;
    assert.deepEqual(parseScenario(text, 'inline.yaml', { cardNames: CARDS }).errors, [], t);
  }
});

test('a malformed mana cost is located at the cost and says what was expected', () => {
  const text = `${HEAD}${card('    manaCost: "{W/W}"\n    types: [Creature]\n    power: 1\n    toughness: 1\n')}${PLAYERS}`;
  single(text, '"{W/W}"', 'cards[0].manaCost', 'Malformed mana cost "{W/W}": expected a color other than W at character 3');
  const shape = `${HEAD}${card('    manaCost: 1W\n    types: [Creature]\n    power: 1\n    toughness: 1\n')}${PLAYERS}`;
  single(shape, '1W', 'cards[0].manaCost', `expected a mana cost such as "{1}{G}", or null for no mana cost, got '1W'`);
});

test('a creature needs power and toughness', () => {
  const text = `${HEAD}${card('    manaCost: "{W}"\n    types: [Creature]\n    power: 1\n')}${PLAYERS}`;
  single(text, 'name: Test Knight', 'cards[0]', 'a creature card needs toughness (CR 208.1)');
});

test('card types and supertypes are checked, with suggestions', () => {
  const text = `${HEAD}${card('    types: [Lnd]\n    supertypes: [Snowy]\n')}${PLAYERS}`;
  const errors = errorsOf(text);
  assert.deepEqual(errors.map((e) => [e.path, e.message.replace(/expected one of [^,]+(, [^,]+)*, got/, 'expected …, got')]), [
    ['cards[0].types[0]', "expected …, got 'Lnd' — did you mean 'Land'?"],
    ['cards[0].supertypes[0]', "expected …, got 'Snowy' — did you mean 'Snow'?"],
  ]);
});

test('inline card names are unique and free of reference syntax', () => {
  const dup = `${HEAD}cards:\n  - { name: Test Land, types: [Land] }\n  - { name: Test Land, types: [Land] }\nplayers: [{ name: Alice }, { name: Bob }]\n`;
  assert.deepEqual(errorsOf(dup).map((e) => [e.line, e.path, e.message]), [[5, 'cards[1].name', "duplicate inline card 'Test Land'"]]);
  const at = `${HEAD}cards: [{ name: "Land@Home", types: [Land] }]\nplayers: [{ name: Alice }, { name: Bob }]\n`;
  assert.deepEqual(errorsOf(at).map((e) => e.message), ["expected a card name (any text without @ or #), got 'Land@Home'"]);
});

test('an unknown card name suggests an inline card', () => {
  const text = `${HEAD}${KNIGHT}players:\n  - name: Alice\n    hand: [Test Kniht]\n  - name: Bob\n`;
  single(text, 'Test Kniht', 'players[0].hand[0]', "unknown card 'Test Kniht' — did you mean 'Test Knight'?");
});

test('the runner plays inline cards: keywords from the text, colors from the cost, and they win over pool cards', () => {
  const expect = [
    'expect:',
    '  objects:',
    '    - { ref: Test Knight, zone: battlefield, colors: [W, U], manaValue: 2, abilities: [flying, vigilance] }',
    '    - { ref: Grizzly Bears, power: 5, toughness: 5, manaCost: "{G}", colors: [G] }',
  ].join('\n');
  const text = `${HEAD}${KNIGHT}  - { name: Grizzly Bears, manaCost: "{G}", types: [Creature], power: 5, toughness: 5 }\n${PLAYERS.replace('[Test Knight]', '[Test Knight, Grizzly Bears]')}script:\n  - cast: Test Knight\n    announce: [U]\n  - pass: all\n${expect}\n`;
  const cards = defaultRegistry();
  const { scenario, errors } = parseScenario(text, 'inline.yaml', { cardNames: cards.names() });
  assert.deepEqual(errors, []);
  const r = runScenario(scenario!, cards);
  assert.ok(r.passed, r.failures.map((f) => f.message).join('\n'));
  assert.ok(r.log.includes('CR 601.2b: Alice will pay {W/U} with {U}'), r.log.join('\n'));
  assert.equal(cards.get('Test Knight'), undefined, 'the pool itself is unchanged');
});
