import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCard } from '../src/compiler/compile';
import { effectSentence, lowerFirst } from '../src/compiler/effects';
import { KEYWORD_LINE } from '../src/compiler/abilities';
import { MECHANIC_KEYWORD_READS, MECHANIC_SENTENCES, MECHANIC_STATICS } from '../src/compiler/mechanics';
import type { Ctx } from '../src/compiler/nouns';
import { normalizeSelf } from '../src/compiler/text';
import { vendoredPool } from '../src/registry';

const pool = vendoredPool();
const card = (name: string) => pool.find((c) => c.name === name)!;

// Each mechanic reader reads the sentences it names, as effectSentence hands them over.
for (const r of MECHANIC_SENTENCES) {
  test(`compiler mechanic sentence '${r.name}' reads its sentences`, () => {
    for (const ex of r.reads) {
      const ctx: Ctx = { targets: [], ...(ex.subject ? { subject: true } : {}) };
      const s = lowerFirst(normalizeSelf(ex.text.replace(/^[A-Z][a-z]+ — /, ''), ex.self ? [ex.self] : []).replace(/\.$/, ''));
      assert.notEqual(r.read(s, ctx, structuredClone(ex.prior ?? []), effectSentence), null, ex.text);
    }
  });
}
for (const t of MECHANIC_STATICS) {
  test(`compiler mechanic static '${t.name}' reads its sentences`, () => {
    for (const ex of t.reads) assert.notEqual(t.read(normalizeSelf(ex, []).replace(/^This creature/, '~'), { targets: [] }), null, ex);
  });
}

test('converge (207.2c, 601.2h): X becomes the number of colors of mana spent, on the spell or on the permanent it became', () => {
  const omens = compileCard(card('Arcane Omens')).behaviour!.normal!.abilities[0];
  assert.deepEqual(omens.kind === 'spell' && omens.effects, [{ do: 'discard', who: { target: 0 }, n: 'colorsSpentOnSource' }]);
  const archaic = compileCard(card('Rancorous Archaic')).behaviour!.normal!.abilities[2];
  assert.deepEqual(archaic.kind === 'static' && archaic.effect, { kind: 'enters', who: 'self', effect: { kind: 'counters', counters: { '+1/+1': 1 }, perColorSpent: true } });
  const sundering = compileCard(card('Sundering Archaic')).behaviour!.normal!.abilities[0];
  assert.deepEqual(sundering.kind === 'triggered' && sundering.targets[0], { kind: 'permanent', filter: { controller: 'opponent', notTypes: ['Land'], maxManaValueColorsSpent: true } });
  // "that spell" needs a trigger with a subject: a spell's own text can't say it.
  assert.equal(effectSentence('creatures you control get +1/+0 until end of turn for each color of mana spent to cast that spell', { targets: [] }, []), null);
});

test('ward with a non-mana cost (702.21a): "Ward—Discard a card" is a ward keyword whose cost is a discard', () => {
  for (const ex of MECHANIC_KEYWORD_READS) assert.notEqual(KEYWORD_LINE.read(ex, { targets: [] }), null, ex);
  const necro = compileCard(card('Forum Necroscribe')).behaviour!.normal!.abilities[0];
  assert.deepEqual(necro, { kind: 'keyword', keyword: 'ward', discard: 1, text: 'Ward—Discard a card' });
});

test('look at the top N cards (701.20e): read only once later sentences say which cards go where', () => {
  const printed = card('Flow State');
  const withText = (oracleText: string) => compileCard({ ...printed, name: 'Test Look', normal: { ...printed.normal, name: 'Test Look', oracleText } });
  assert.deepEqual(withText('Look at the top three cards of your library.').unread.map((u) => u.sentence), ['Look at the top three cards of your library.']);
  assert.deepEqual(withText('Look at the top two cards of your library. You may reveal a creature card from among them and put it into your hand.').unread.map((u) => u.sentence),
    ['Look at the top two cards of your library.']);
  const full = withText('Look at the top two cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest into your graveyard.');
  const spell = full.behaviour!.normal!.abilities[0];
  assert.deepEqual(spell.kind === 'spell' && spell.effects, [{ do: 'lookAtTop', n: 2, pick: { min: 0, max: 1, filter: { types: ['Creature'] } }, rest: 'graveyard', reveal: true }]);
  const surveyor = compileCard(card('Paradox Surveyor')).behaviour!.normal!.abilities[1];
  assert.deepEqual(surveyor.kind === 'triggered' && surveyor.effects[0].do === 'lookAtTop' && surveyor.effects[0].pick.filter, { anyOf: [{ types: ['Land'] }, { xInManaCost: true }] });
});
