import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KEYWORD_LINE, STATICS } from '../src/compiler/abilities';
import { compareWithHand } from '../src/compiler/compare';
import { compileCard } from '../src/compiler/compile';
import { CONDITIONS } from '../src/compiler/conditions';
import { EFFECTS, lowerFirst } from '../src/compiler/effects';
import { normalizeSelf, paragraphs, selfNames, sentences } from '../src/compiler/text';
import type { Template } from '../src/compiler/template';
import type { Ctx } from '../src/compiler/nouns';
import { TRIGGERS } from '../src/compiler/triggers';
import { definitions } from '../src/definitions/index';
import { buildRegistry, vendoredPool } from '../src/registry';

const pool = vendoredPool();
const names = pool.flatMap((c) => [c.normal, ...c.alts.map((a) => a.face)].flatMap((f) => selfNames(f.name)));

/** An example sentence as the template sees it: self-references as "~" (201.4b), opening word lower-cased. */
function asRead(example: string, lower: boolean): string {
  const own = lower ? names.filter((n) => example.includes(n)) : [];
  const t = normalizeSelf(example, own);
  return lower ? lowerFirst(t.replace(/\.$/, '')) : t;
}

function checkReads<T>(kind: string, templates: Template<T>[], lower: boolean): void {
  for (const t of templates) {
    test(`compiler ${kind} template '${t.name}' reads its sentences`, () => {
      assert.ok(t.reads.length > 0, 'a template names the sentences it reads');
      // "it" in an example refers to an earlier target, as in the sentence's ability; "~" may be the resolving spell.
      for (const example of t.reads) assert.notEqual(t.read(asRead(example, lower), { targets: [{ kind: 'permanent', filter: {} }], it: { target: 0 }, spell: true }), null, example);
    });
  }
}
checkReads('effect', EFFECTS, true);
checkReads('trigger', TRIGGERS, true);
checkReads('condition', CONDITIONS, true);
checkReads('static', STATICS.map((t) => ({ ...t, read: (x: string, c: Ctx) => t.read(normalizeSelf(x, names.filter((n) => x.includes(n))), c) })), false);
checkReads('keyword', [KEYWORD_LINE], false);

test('the splitter: paragraphs without reminder text, modal bullets kept with their paragraph, sentences outside quotes', () => {
  assert.deepEqual(paragraphs('Flying\nWard {2} (Whenever this creature becomes the target ...)\nChoose one —\n• Draw a card.\n• Create a Treasure token.'), [
    { text: 'Flying' }, { text: 'Ward {2}' },
    { text: 'Choose one —\n• Draw a card.\n• Create a Treasure token.', modes: ['Draw a card.', 'Create a Treasure token.'] },
  ]);
  assert.deepEqual(sentences('Create a 1/1 Pest creature token with "Whenever this token attacks, you gain 1 life." Draw a card.'),
    ['Create a 1/1 Pest creature token with "Whenever this token attacks, you gain 1 life."', 'Draw a card.']);
  assert.equal(normalizeSelf('When Ennis enters, put a +1/+1 counter on Ennis.', selfNames('Ennis, Debate Moderator')), 'When ~ enters, put a +1/+1 counter on ~.');
});

test('compiled definitions equal the hand definitions wherever the compiler reads the text (as data, normalized)', () => {
  const results = compareWithHand(pool, definitions);
  const different = results.filter((r) => r.result === 'different');
  assert.deepEqual(different.map((d) => `${d.name}: ${d.detail}`), [], 'every compiled card the hand also defines is the same data');
  // A regression (a card the compiler read equivalently no longer read) lowers this count: raise it as templates grow.
  const equivalent = results.filter((r) => r.result === 'equivalent').length;
  assert.ok(equivalent >= 120, `equivalent: ${equivalent} of ${results.length}`);
});

test('an unread sentence is data: every pool card compiles without a compiler error, reporting what it did not read', () => {
  for (const card of pool) {
    const r = compileCard(card);
    for (const u of r.unread) assert.doesNotMatch(u.sentence, /\[compiler error/, card.name);
    assert.ok(r.behaviour || r.unread.length || r.unsupported, card.name);
  }
});

test('a card with one sentence the compiler does not read is unsupported, naming that sentence', () => {
  // A hypothetical card (Mathemagics reads "2^X"; nothing reads "3^X").
  const mathemagics = pool.find((c) => c.name === 'Mathemagics')!;
  const card = { ...mathemagics, name: 'Test Cubics', normal: { ...mathemagics.normal, name: 'Test Cubics', oracleText: 'Target player draws 3^X cards.' } };
  const entry = buildRegistry([card], {}).get('Test Cubics')!;
  assert.equal(entry.behaviour, undefined);
  assert.match(entry.unsupported!, /did not read "Target player draws 3\^X cards\."/);
});

test("a hypothetical card from rules text: 'Whenever another creature enters, you gain 1 life.' compiles to Soul Warden's definition", () => {
  const soulWarden = pool.find((c) => c.name === 'Soul Warden')!;
  const hypothetical = { ...soulWarden, name: 'Test Warden', normal: { ...soulWarden.normal, name: 'Test Warden' } };
  assert.deepEqual(compileCard(hypothetical).behaviour, definitions['Soul Warden']);
});

test('Opus: "If five or more mana was spent to cast that spell, ... instead" makes the first part conditional on the opposite (608.2c)', () => {
  const card = pool.find((c) => c.name === 'Thunderdrum Soloist')!;
  const ability = compileCard(card).behaviour!.normal!.abilities[1];
  assert.equal(ability.kind, 'triggered');
  assert.deepEqual((ability as { effects: unknown[] }).effects, [
    { do: 'damage', amount: 1, to: 'each-opponent', ifSpent: { atLeast: 5, holds: false } },
    { do: 'damage', amount: 3, to: 'each-opponent', ifSpent: { atLeast: 5, holds: true } },
  ]);
});

test('sentence forms around an instruction: ", where X is ...", a trailing "if <condition>" (608.2c), "If you do" (608.2c), "enters or attacks"', () => {
  const abilities = (name: string) => compileCard(pool.find((c) => c.name === name)!).behaviour!.normal!.abilities as { effects?: unknown[]; trigger?: unknown }[];
  assert.deepEqual(abilities('Aberrant Manawurm')[1].effects, [{ do: 'modifyPT', what: 'self', power: 'manaSpentOnSubject', toughness: 0, until: 'endOfTurn' }]);
  assert.deepEqual(abilities('Old-Growth Educator')[2].effects, [{ do: 'putCounters', what: 'self', counter: '+1/+1', n: 2, thenIf: { kind: 'youGainedLifeThisTurn', n: 1 } }]);
  assert.deepEqual(abilities('Pursue the Past')[0].effects, [
    { do: 'gainLife', who: 'you', n: 2 },
    { do: 'discard', who: 'you', n: 1, may: 'discard a card', restIfDone: true },
    { do: 'draw', who: 'you', n: 2 },
  ]);
  assert.deepEqual(abilities('Stadium Tidalmage').map((a) => a.trigger), [{ on: 'enters', who: 'self' }, { on: 'attacks', who: 'self' }]);
  // Nothing may follow an "If you do" sentence: the engine ends the resolution where it fails.
  const printed = pool.find((c) => c.name === 'Pursue the Past')!;
  const extended = { ...printed, name: 'Test Pursuit', normal: { ...printed.normal, name: 'Test Pursuit', oracleText: 'You may discard a card. If you do, draw two cards. You gain 2 life.' } };
  assert.deepEqual(compileCard(extended).unread.map((u) => u.sentence), ['You gain 2 life.']);
});
