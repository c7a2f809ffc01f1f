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

test('"you may pay <cost>" (118.12) must be followed by "If you do" or "When you do" (603.12), whose reflexive ability has its own targets', () => {
  const tester = compileCard(card('Tester of the Tangential')).behaviour!.normal!.abilities[1];
  assert.deepEqual(tester.kind === 'triggered' && tester.effects, [
    { do: 'mayPay', cost: [{ kind: 'variable', name: 'X' }] },
    {
      do: 'reflexive', text: 'When you do, move X +1/+1 counters from this creature onto another target creature.',
      targets: [{ kind: 'permanent', filter: { other: true, types: ['Creature'] } }],
      effects: [{ do: 'moveCounters', from: 'self', to: { target: 0 }, counter: '+1/+1', n: 'X' }],
    },
  ]);
  const killian = compileCard(card("Killian's Confidence")).behaviour!.normal!.abilities[1];
  assert.deepEqual(killian.kind === 'triggered' && [killian.trigger, killian.effects, killian.zone], [
    { on: 'dealsCombatDamageToPlayer', who: { controller: 'you', types: ['Creature'] }, batched: true },
    [{ do: 'mayPay', cost: [{ kind: 'hybrid', halves: [{ color: 'W' }, { color: 'B' }], phyrexian: false }] }, { do: 'moveCard', what: 'self', to: 'hand' }],
    'graveyard',
  ]);
  const printed = card('Tester of the Tangential');
  const withText = (oracleText: string) => compileCard({ ...printed, name: 'Test Pay', normal: { ...printed.normal, name: 'Test Pay', oracleText } });
  // A payment nothing depends on, or a "When you do" after an instruction that always happens, isn't read.
  assert.deepEqual(withText('At the beginning of your upkeep, you may pay {1}.').unread.map((u) => u.sentence), ['At the beginning of your upkeep, you may pay {1}.']);
  assert.deepEqual(withText('At the beginning of your upkeep, draw a card. When you do, this creature deals 1 damage to each opponent.').unread.map((u) => u.sentence),
    ['When you do, this creature deals 1 damage to each opponent.']);
});

test('"that creature enters with X additional +1/+1 counters on it" (614.1c) after a cast trigger; "add {C} ... at the beginning of your next main phase" after a counter (603.7)', () => {
  const wildgrowth = compileCard(card('Wildgrowth Archaic')).behaviour!.normal!.abilities[3];
  assert.deepEqual(wildgrowth.kind === 'triggered' && wildgrowth.effects, [{ do: 'entersWithCounters', what: 'subject', counter: '+1/+1', n: 'colorsSpentOnSubject' }]);
  const sculpt = compileCard(card('Mana Sculpt')).behaviour!.normal!.abilities[0];
  assert.deepEqual(sculpt.kind === 'spell' && sculpt.effects[1], {
    do: 'delayed', when: { on: 'beginningOf', step: 'main', whose: 'you' }, amount: { manaSpentOnTarget: 0 },
    text: 'Add an amount of {C} equal to the amount of mana spent to cast that spell at the beginning of your next main phase.',
    effects: [{ do: 'addMana', mana: [['C']], times: 'eventAmount' }],
    thenIf: { kind: 'youControlAtLeast', n: 1, filter: { subtypes: ['Wizard'] } },
  });
});

test("Nita: \"a spell you don't own\" (108.3), a target card \"from an opponent's graveyard\", \"mana of any type can be spent\" (118.14) and \"exile it instead\" (614.1a)", () => {
  const [trigger, activated] = compileCard(card('Nita, Forum Conciliator')).behaviour!.normal!.abilities;
  assert.deepEqual(trigger.kind === 'triggered' && trigger.trigger, { on: 'cast', by: 'you', filter: { owner: 'notYou' } });
  assert.deepEqual(activated.kind === 'activated' && [activated.targets, activated.effects, activated.sorcerySpeed], [
    [{ kind: 'graveyardCard', filter: { types: ['Instant', 'Sorcery'] }, owner: 'opponent' }],
    [{ do: 'exile', what: { target: 0 } }, { do: 'allowCast', what: { followedTarget: 0 }, anyMana: true, exileInstead: true }],
    true,
  ]);
});

test('a mana ability\'s "When you do, ..." (603.12, 605.5a): triggered as its cost is paid; only after the mana of an activated ability', () => {
  const rouser = compileCard(card('Rubble Rouser')).behaviour!.normal!.abilities[1];
  assert.deepEqual(rouser, {
    kind: 'activated', text: '{T}, Exile a card from your graveyard: Add {R}. When you do, this creature deals 1 damage to each opponent.',
    cost: { tap: true, exileFromYourGraveyard: { n: 1, filter: {} } }, targets: [], manaAbility: true,
    effects: [
      { do: 'addMana', mana: [['R']] },
      { do: 'reflexive', text: 'When you do, this creature deals 1 damage to each opponent.', targets: [], effects: [{ do: 'damage', amount: 1, to: 'each-opponent' }] },
    ],
  });
  const printed = card('Rubble Rouser');
  const withText = (oracleText: string, types = printed.normal.types) => compileCard({ ...printed, name: 'Test Rouser', normal: { ...printed.normal, name: 'Test Rouser', types, oracleText } });
  // A non-mana ability resolves later than its cost is paid; a spell has no cost to "do".
  assert.deepEqual(withText('{T}, Exile a card from your graveyard: Draw a card. When you do, this creature deals 1 damage to each opponent.').unread.map((u) => u.sentence),
    ['When you do, this creature deals 1 damage to each opponent.']);
  assert.deepEqual(withText('Add {R}. When you do, Test Rouser deals 1 damage to each opponent.', ['Instant']).unread.map((u) => u.sentence),
    ['When you do, Test Rouser deals 1 damage to each opponent.']);
});

test('"If that spell is countered this way, put it on top of its owner\'s library instead ..." completes the counter (614.1a); "put it on the bottom" after a dies trigger moves the card it put there (603.10a)', () => {
  const lapse = compileCard(card('Memory Lapse')).behaviour!.normal!.abilities[0];
  assert.deepEqual(lapse.kind === 'spell' && lapse.effects, [{ do: 'counter', what: { target: 0 }, toLibraryTop: true }]);
  const rider = compileCard(card('Murderous Rider // Swift End')).behaviour!.normal!.abilities[1];
  assert.deepEqual(rider.kind === 'triggered' && [rider.trigger, rider.effects], [{ on: 'dies', who: 'self' }, [{ do: 'moveCard', what: 'subject', to: 'libraryBottom' }]]);
  // Without the counter before it, the sentence has nothing to complete.
  const printed = card('Memory Lapse');
  const lone = compileCard({ ...printed, name: 'Test Lapse', normal: { ...printed.normal, name: 'Test Lapse', oracleText: "Draw a card. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard." } });
  assert.equal(lone.unread.length, 1);
});

test('"~ can\'t attack unless <condition>" (508.1c) is a restriction while the condition doesn\'t hold; "a 1/1 creature" is that power and toughness (208.1)', () => {
  const beast = compileCard(card("Lovestruck Beast // Heart's Desire")).behaviour!.normal!.abilities[0];
  assert.deepEqual(beast.kind === 'static' && beast.effect, {
    kind: 'cantAttack',
    while: { kind: 'not', condition: { kind: 'youControlAtLeast', n: 1, filter: { minPower: 1, maxPower: 1, minToughness: 1, maxToughness: 1, types: ['Creature'] } } },
  });
});

test('"All <objects> are <card types> in addition to their other types" is a layer 4 effect adding those types (205.1a, 613.1d)', () => {
  const evening = compileCard(card('Enchanted Evening')).behaviour!.normal!.abilities[0];
  assert.deepEqual(evening.kind === 'static' && evening.effect, { kind: 'continuous', affects: {}, mods: [{ kind: 'addTypes', types: ['Enchantment'], subtypes: [] }] });
  const printed = card('Enchanted Evening');
  const withText = (oracleText: string) => compileCard({ ...printed, name: 'Test Evening', normal: { ...printed.normal, name: 'Test Evening', oracleText } });
  assert.deepEqual(withText('All creatures are artifacts in addition to their other types.').behaviour!.normal!.abilities[0], {
    kind: 'static', text: 'All creatures are artifacts in addition to their other types.', effect: { kind: 'continuous', affects: { types: ['Creature'] }, mods: [{ kind: 'addTypes', types: ['Artifact'], subtypes: [] }] },
  });
  // Only card types are added this way (a color would be a layer 5 effect, 613.1e): not read.
  assert.equal(withText('All permanents are blue enchantments in addition to their other types.').unread.length, 1);
});

test('"You may cast spells from your hand without paying their mana costs" is a permission never used up (118.9)', () => {
  const omniscience = compileCard(card('Omniscience')).behaviour!.normal!.abilities[0];
  assert.deepEqual(omniscience.kind === 'static' && omniscience.effect, { kind: 'castWithoutPaying', spells: {} });
});

test('"Attacking creatures you control get +1/+0" is an anthem whose filter reads combat status (506.4)', () => {
  const horn = compileCard(card('War Horn')).behaviour!.normal!.abilities[0];
  assert.deepEqual(horn.kind === 'static' && horn.effect, { kind: 'anthem', filter: { controller: 'you', attacking: true, types: ['Creature'] }, power: 1, toughness: 0 });
});

test('magecraft\'s "Whenever you cast or copy an instant or sorcery spell" (207.2c, 707.10) and "~ gets +1/+0 for each artifact you control" (613.4c)', () => {
  const [pump, magecraft] = compileCard(card('Storm-Kiln Artist')).behaviour!.normal!.abilities;
  assert.deepEqual(pump.kind === 'static' && pump.effect, { kind: 'pumpPerCount', filter: { types: ['Artifact'] }, power: 1, toughness: 0 });
  assert.deepEqual(magecraft.kind === 'triggered' && magecraft.trigger, { on: 'cast', by: 'you', filter: { types: ['Instant', 'Sorcery'] }, orCopy: true });
});

test('Expressive Iteration: one of the looked-at cards to the hand, one to the bottom, one exiled (exileOne), and "the exiled card" may be played this turn', () => {
  const spell = compileCard(card('Expressive Iteration')).behaviour!.normal!.abilities[0];
  assert.deepEqual(spell.kind === 'spell' && spell.effects, [
    { do: 'lookAtTop', n: 3, pick: { min: 1, max: 1 }, rest: 'bottom', exileOne: true },
    { do: 'allowPlay', what: 'chosen' },
  ]);
  // "the exiled card" needs a look that exiled one.
  assert.equal(effectSentence('you may play the exiled card this turn', { targets: [] }, [{ do: 'mill', n: 1 }]), null);
});

test('Infinite Obliteration: "Choose a creature card name" (201.4), then a search of three zones for cards with that name (701.23a), completed by "Then that player shuffles"', () => {
  const spell = compileCard(card('Infinite Obliteration')).behaviour!.normal!.abilities[0];
  assert.deepEqual(spell.kind === 'spell' && [spell.targets, spell.effects], [
    [{ kind: 'player', who: 'opponent' }],
    [{ do: 'chooseName', filter: { types: ['Creature'] } }, { do: 'searchExileNamed', who: { target: 0 }, shuffle: true }],
  ]);
  // "that name" needs a name chosen before it.
  const printed = card('Infinite Obliteration');
  const alone = compileCard({ ...printed, name: 'Test Search', normal: { ...printed.normal, name: 'Test Search', oracleText: "Search target opponent's graveyard, hand, and library for any number of cards with that name and exile them." } });
  assert.equal(alone.unread.length, 1);
});
