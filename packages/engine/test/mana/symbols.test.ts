import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ManaSyntaxError, formatManaCost, formatSymbol, parseManaCost } from '../../src/mana/symbols';

const roundTrip = (text: string): void => assert.equal(formatManaCost(parseManaCost(text)), text);

test('CR 202.1b: empty text is no mana cost', () => {
  assert.equal(parseManaCost(''), null);
  assert.equal(formatManaCost(null), '');
});

test('CR 107.4d: {0} is a cost of zero generic mana', () => {
  assert.deepEqual(parseManaCost('{0}'), [{ kind: 'generic', amount: 0 }]);
  roundTrip('{0}');
});

test('CR 107.4b: numerical and variable symbols', () => {
  assert.deepEqual(parseManaCost('{20}{X}{Y}{Z}'), [
    { kind: 'generic', amount: 20 },
    { kind: 'variable', name: 'X' },
    { kind: 'variable', name: 'Y' },
    { kind: 'variable', name: 'Z' },
  ]);
  roundTrip('{1}{15}{X}{X}{Y}{Z}');
});

test('CR 107.4a, 107.4c, 107.4h: colored, colorless and snow symbols', () => {
  assert.deepEqual(parseManaCost('{W}{U}{B}{R}{G}{C}{S}'), [
    ...(['W', 'U', 'B', 'R', 'G'] as const).map((color) => ({ kind: 'color', color })),
    { kind: 'colorless' },
    { kind: 'snow' },
  ]);
  roundTrip('{2}{W}{U}{B}{R}{G}{C}{S}');
});

test('CR 107.4e: two-color hybrid in either printed order', () => {
  assert.deepEqual(parseManaCost('{W/U}{U/W}'), [
    { kind: 'hybrid', halves: [{ color: 'W' }, { color: 'U' }], phyrexian: false },
    { kind: 'hybrid', halves: [{ color: 'U' }, { color: 'W' }], phyrexian: false },
  ]);
  roundTrip('{W/U}{U/B}{B/R}{R/G}{G/W}{W/B}{U/R}{B/G}{R/W}{G/U}');
});

test('CR 107.4e: monocolored hybrid {2/W} and colorless hybrid {C/W}', () => {
  assert.deepEqual(parseManaCost('{2/W}{C/G}'), [
    { kind: 'hybrid', halves: [{ generic: 2 }, { color: 'W' }], phyrexian: false },
    { kind: 'hybrid', halves: [{ colorless: true }, { color: 'G' }], phyrexian: false },
  ]);
  roundTrip('{2/W}{2/U}{2/B}{2/R}{2/G}{C/W}{C/U}{C/B}{C/R}{C/G}');
});

test('CR 107.4f: Phyrexian and hybrid Phyrexian symbols', () => {
  assert.deepEqual(parseManaCost('{B/P}{G/U/P}'), [
    { kind: 'phyrexian', color: 'B' },
    { kind: 'hybrid', halves: [{ color: 'G' }, { color: 'U' }], phyrexian: true },
  ]);
  roundTrip('{W/P}{U/P}{B/P}{R/P}{G/P}{W/U/P}{R/W/P}');
});

test('CR 107.4: formatSymbol gives the canonical brace text', () => {
  assert.equal(formatSymbol({ kind: 'hybrid', halves: [{ colorless: true }, { color: 'R' }], phyrexian: false }), '{C/R}');
  assert.equal(formatSymbol({ kind: 'variable', name: 'X' }), '{X}');
});

test('CR 107.4: malformed text throws ManaSyntaxError at the offending character', () => {
  const cases: [string, number, RegExp][] = [
    ['W', 0, /expected '\{' at character 0/],
    ['{W}U', 3, /'\{'/],
    ['{W', 2, /'\/' or '\}'/],
    ['{}', 1, /a number or a mana letter/],
    ['{w}', 1, /a number or a mana letter/],
    ['{Q}', 1, /W U B R G C S X Y Z/],
    ['{P}', 1, /W U B R G C S X Y Z/],
    ['{01}', 1, /leading zeros/],
    ['{W/W}', 3, /a color other than W/],
    ['{W/2}', 3, /second half/],
    ['{X/W}', 1, /first half/],
    ['{0/W}', 1, /first half/],
    ['{2/W/P}', 4, /only two-color/],
    ['{C/P}', 1, /a color before '\/P'/],
    ['{W/P/U}', 4, /'\}' after '\/P'/],
    ['{W/U/G}', 5, /'P'/],
    ['{W/U/P/B}', 6, /at most three parts/],
    ['{2} {W}', 3, /'\{'/],
  ];
  for (const [text, index, message] of cases) {
    assert.throws(
      () => parseManaCost(text),
      (e: unknown) => e instanceof ManaSyntaxError && e.text === text && e.index === index && message.test(e.message),
      text,
    );
  }
});
