import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadPrintedCards, type VendoredCard, type VendoredFace } from '../src/data/index';

const face = (over: Partial<VendoredFace> = {}): VendoredFace => ({
  name: 'Grizzly Bears',
  manaCost: '{1}{G}',
  colors: ['G'],
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Bear'],
  oracleText: '',
  power: '2',
  toughness: '2',
  loyalty: null,
  defense: null,
  ...over,
});
const card = (over: Partial<VendoredCard> = {}): VendoredCard => ({
  name: 'Grizzly Bears',
  layout: 'normal',
  normal: face(),
  alts: [],
  set: null,
  notes: [],
  ...over,
});
/** Values as they might arrive from a hand-edited JSON file, whatever the declared type. */
const raw = <T = VendoredCard>(value: unknown): T => value as T;

test('a good record converts to a PrintedCard with a parsed mana cost', () => {
  const { cards, errors } = loadPrintedCards([card()]);
  assert.deepEqual(errors, []);
  assert.deepEqual(cards[0].normal.manaCost, [{ kind: 'generic', amount: 1 }, { kind: 'color', color: 'G' }]);
  assert.equal('set' in cards[0], false);
});

test('malformed records are skipped with located errors; the others still load', () => {
  const { cards, errors } = loadPrintedCards([
    card({ name: 'Bad Cost', normal: face({ name: 'Bad Cost', manaCost: '{1}{G' }) }),
    card(),
    card({ name: 'Bad Color', normal: face({ name: 'Bad Color', colors: raw(['Green']) }) }),
    card({ name: 'Empty Cost', normal: face({ name: 'Empty Cost', manaCost: '' }) }),
    raw({ name: 'Bad Layout', layout: 'flip', normal: face({ name: 'Bad Layout' }), alts: [] }),
    card({ name: 'Missing Alt', layout: 'prepare', normal: face({ name: 'Missing Alt' }) }),
    card({ name: 'Wrong Name', normal: face({ name: 'Bears' }) }),
    raw({ name: 'No Face', layout: 'normal', alts: [] }),
    raw(null),
    card({ name: 'Bad Power', normal: face({ name: 'Bad Power', power: raw(2) }) }),
  ]);
  assert.deepEqual(cards.map((c) => c.name), ['Grizzly Bears']);
  assert.deepEqual(
    errors.map((e) => [e.card, e.field]),
    [
      ['Bad Cost', 'normal.manaCost'],
      ['Bad Color', 'normal.colors'],
      ['Empty Cost', 'normal.manaCost'],
      ['Bad Layout', 'layout'],
      ['Missing Alt', 'alts'],
      ['Wrong Name', 'name'],
      ['No Face', 'normal'],
      ['record 8', ''],
      ['Bad Power', 'normal.power'],
    ],
  );
  assert.match(errors[0].message, /at character 5/);
  assert.match(errors[4].message, /a prepare card has alts \[prepare_spell\]/);
});
