import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDeckList } from '../src/index';

const CARDS = ['Lightning Bolt', 'Shock', 'Mountain', 'Fire // Ice', 'Circle of Protection: Red'];

test('counts, x-counts, comments, headers and SB: lines', () => {
  const text = [
    '// Burn',
    '# by a judge',
    'Deck',
    '4 Lightning Bolt',
    '  20x Mountain',
    '',
    '2 Fire // Ice',
    'SB: 2 Shock',
    '1 Circle of Protection: Red (ICE) 12',
    'Sideboard:',
    '1 Shock',
    '3 Circle of Protection: Red',
  ].join('\r\n');
  const { deck, errors } = parseDeckList(text, 'burn.txt', { cardNames: CARDS });
  assert.deepEqual(errors, []);
  assert.deepEqual(deck, {
    main: [
      { count: 4, name: 'Lightning Bolt' },
      { count: 20, name: 'Mountain' },
      { count: 2, name: 'Fire // Ice' },
      { count: 1, name: 'Circle of Protection: Red' },
    ],
    sideboard: [
      { count: 3, name: 'Shock' },
      { count: 3, name: 'Circle of Protection: Red' },
    ],
  });
});

test('names are matched ignoring case and written as the card pool spells them', () => {
  assert.deepEqual(parseDeckList('4 lightning bolt', 'd.txt', { cardNames: CARDS }).deck?.main, [
    { count: 4, name: 'Lightning Bolt' },
  ]);
});

test('without cardNames any name is accepted', () => {
  assert.deepEqual(parseDeckList('1 Anything At All', 'd.txt').deck?.main, [{ count: 1, name: 'Anything At All' }]);
});

test('bad counts, unknown cards and stray lines are located errors', () => {
  const text = ['4 Lightning Bolt', 'four Shock', '0 Shock', '2.5 Mountain', '  3 Lightening Bolt', 'Mountain', 'Sidebaord', 'SB: x2 Shock'].join('\n');
  const { deck, errors } = parseDeckList(text, 'd.txt', { cardNames: CARDS });
  assert.equal(deck, undefined);
  assert.deepEqual(
    errors.map((e) => [e.line, e.column, e.message]),
    [
      [2, 1, "expected a count and a card name, such as '4 Lightning Bolt', or a section header"],
      [3, 1, "bad count '0': expected a whole number from 1, such as 4 or 4x"],
      [4, 1, "bad count '2.5': expected a whole number from 1, such as 4 or 4x"],
      [5, 5, "unknown card 'Lightening Bolt' — did you mean 'Lightning Bolt'?"],
      [6, 1, "expected a count and a card name, such as '4 Lightning Bolt', or a section header"],
      [7, 1, "expected a count and a card name, such as '4 Lightning Bolt', or a section header — did you mean 'Sideboard'?"],
      [8, 5, "bad count 'x2': expected a whole number from 1, such as 4 or 4x"],
    ],
  );
  assert.ok(errors.every((e) => e.file === 'd.txt' && e.path === ''));
});
