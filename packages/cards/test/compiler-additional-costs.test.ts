import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseManaCost, type AbilityDef, type PrintedFace } from '@arbiter/engine';
import { compileFace } from '../src/compiler/compile';
import { paragraphs } from '../src/compiler/text';
import { keywordAbility } from '../src/keywords';

const face = (name: string, oracleText: string): PrintedFace => ({
  name, manaCost: parseManaCost('{R}'), colors: ['R'], supertypes: [], types: ['Instant'], subtypes: [], oracleText, power: null, toughness: null, loyalty: null, defense: null,
});

/** The keywords, mode counts and mode costs of a compiled spell, or its unread sentences. */
function read(name: string, text: string): { abilities: AbilityDef[] } | { unread: string[] } {
  const r = compileFace(face(name, text));
  return r.unread.length ? { unread: r.unread.map((u) => u.sentence) } : { abilities: r.behaviour.abilities };
}

test('spree (702.172a–b): the keyword line introduces "+ {cost} —" modes, one or more chosen, each with its cost', () => {
  const text = 'Spree (Choose one or more additional costs.)\n+ {1} — Test Spree deals 2 damage to any target.\n+ {2}{R} — You gain 3 life.';
  assert.deepEqual(paragraphs(text), [{ text: 'Spree\n+ {1} — Test Spree deals 2 damage to any target.\n+ {2}{R} — You gain 3 life.', modes: ['+ {1} — Test Spree deals 2 damage to any target.', '+ {2}{R} — You gain 3 life.'] }]);
  const r = read('Test Spree', text);
  assert.ok('abilities' in r, JSON.stringify(r));
  const [kw, spell] = r.abilities;
  assert.deepEqual(kw, { kind: 'keyword', keyword: 'spree', text: 'Spree' });
  assert.ok(spell.kind === 'spell');
  assert.deepEqual(spell.chooseModes, { min: 1, max: 2 });
  assert.deepEqual(spell.modes?.map((m) => m.cost), [[{ kind: 'generic', amount: 1 }], [{ kind: 'generic', amount: 2 }, { kind: 'color', color: 'R' }]]);
  assert.deepEqual(spell.modes?.[1].effects, [{ do: 'gainLife', who: 'you', n: 3 }]);
});

test('"Choose one or more —" (700.2): one mode at least, every mode at most, as spree (702.172a)', () => {
  const r = read('Test Modes', 'Choose one or more —\n• Draw a card.\n• You gain 3 life.\n• Scry 1.');
  assert.ok('abilities' in r, JSON.stringify(r));
  assert.deepEqual(r.abilities[0].kind === 'spell' && r.abilities[0].chooseModes, { min: 1, max: 3 });
});

test('tiered (702.183a): one "+ {cost} —" mode chosen; a "+" mode outside spree or tiered is not read', () => {
  const r = read('Test Tiers', 'Tiered (Choose one additional cost.)\n+ {0} — Draw a card.\n+ {3} — Draw two cards.');
  assert.ok('abilities' in r, JSON.stringify(r));
  assert.equal(r.abilities[0].kind === 'keyword' && r.abilities[0].keyword, 'tiered');
  assert.deepEqual(r.abilities[1].kind === 'spell' && r.abilities[1].chooseModes, { min: 1, max: 1 });
  assert.deepEqual(read('Test Plus', 'Choose one —\n• Draw a card.\n+ {1} — Draw two cards.'), { unread: ['+ {1} — Draw two cards.'] });
});

test('escalate (702.120a): "Escalate {cost}" is the keyword with its cost', () => {
  assert.deepEqual(keywordAbility('Escalate {1}{R}'), { kind: 'keyword', keyword: 'escalate', cost: [{ kind: 'generic', amount: 1 }, { kind: 'color', color: 'R' }], text: 'Escalate {1}{R}' });
});

test('squad (702.157a) and offspring (702.175a): "Squad {cost}", "Offspring {cost}" are the keywords with their costs', () => {
  assert.deepEqual(keywordAbility('Squad {2}'), { kind: 'keyword', keyword: 'squad', cost: [{ kind: 'generic', amount: 2 }], text: 'Squad {2}' });
  assert.deepEqual(keywordAbility('Offspring {1}{G}'), { kind: 'keyword', keyword: 'offspring', cost: [{ kind: 'generic', amount: 1 }, { kind: 'color', color: 'G' }], text: 'Offspring {1}{G}' });
});

test('bargain (702.166a–d): the keyword, "if this spell was bargained"; a bargained part with its own target is not read (702.166d)', () => {
  const r = read('Test Bargain', 'Bargain\nYou gain 2 life. If this spell was bargained, draw a card.');
  assert.ok('abilities' in r, JSON.stringify(r));
  const [spell, kw] = r.abilities;
  assert.deepEqual(kw, { kind: 'keyword', keyword: 'bargain' });
  assert.ok(spell.kind === 'spell');
  assert.deepEqual(spell.effects.map((e) => e.thenIf), [undefined, { kind: 'optionalCostPaid', cost: 'bargain' }]);
  assert.deepEqual(read('Test Bargain', 'Bargain\nYou gain 2 life. If this spell was bargained, Test Bargain deals 2 damage to any target.'),
    { unread: ['If this spell was bargained, Test Bargain deals 2 damage to any target.'] });
});

test('gift (702.174a, 702.174d–i, 702.174k): "Gift a <something>" and "if the gift was promised"; a tapped Fish is not read', () => {
  assert.deepEqual(keywordAbility('Gift a Food'), { kind: 'keyword', keyword: 'gift', gift: 'Food', text: 'Gift a Food' });
  assert.deepEqual(keywordAbility('Gift an Octopus'), { kind: 'keyword', keyword: 'gift', gift: 'Octopus', text: 'Gift an Octopus' });
  assert.equal(keywordAbility('Gift a tapped Fish'), null);
  const r = read('Test Offering', 'Gift a card\nYou gain 2 life. If the gift wasn\'t promised, draw a card.');
  assert.ok('abilities' in r, JSON.stringify(r));
  const spell = r.abilities[0];
  assert.ok(spell.kind === 'spell');
  assert.deepEqual(spell.effects[1].thenIf, { kind: 'not', condition: { kind: 'optionalCostPaid', cost: 'gift' } });
});

test('reinforce (702.77a) and undaunted (702.125a): "Reinforce N—{cost}" with its N and cost; "Undaunted"', () => {
  assert.deepEqual(keywordAbility('Reinforce 2—{1}{W}'), { kind: 'keyword', keyword: 'reinforce', n: 2, cost: [{ kind: 'generic', amount: 1 }, { kind: 'color', color: 'W' }], text: 'Reinforce 2—{1}{W}' });
  assert.deepEqual(keywordAbility('Undaunted'), { kind: 'keyword', keyword: 'undaunted' });
});

test('transmute (702.53a) and transfigure (702.71a): the keywords with their costs', () => {
  assert.deepEqual(keywordAbility('Transmute {1}{B}{B}'), { kind: 'keyword', keyword: 'transmute', cost: [{ kind: 'generic', amount: 1 }, { kind: 'color', color: 'B' }, { kind: 'color', color: 'B' }], text: 'Transmute {1}{B}{B}' });
  assert.deepEqual(keywordAbility('Transfigure {1}{B}{B}'), { kind: 'keyword', keyword: 'transfigure', cost: [{ kind: 'generic', amount: 1 }, { kind: 'color', color: 'B' }, { kind: 'color', color: 'B' }], text: 'Transfigure {1}{B}{B}' });
});
