import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AbilityDef } from '@arbiter/engine';
import { compileCard } from '../src/compiler/compile';
import { paragraphs } from '../src/compiler/text';
import { vendoredPool } from '../src/registry';

// The templates the last Secrets of Strixhaven cards needed, checked on the cards and on hypothetical texts (inline cards).
const pool = vendoredPool();
const card = (name: string) => pool.find((c) => c.name === name)!;
const abilities = (name: string): AbilityDef[] => compileCard(card(name)).behaviour!.normal!.abilities;
/** Compiles `oracleText` as the rules text of a copy of `like` named "Test Card"; the unread sentences, or its abilities. */
function withText(like: string, oracleText: string) {
  const printed = card(like);
  return compileCard({ ...printed, name: 'Test Card', normal: { ...printed.normal, name: 'Test Card', oracleText } });
}

test('"up to X target ..." (601.2b–c): the most is the X announced; "Exile <this>." in a spell exiles the resolving spell (608.2n)', () => {
  const [spell] = abilities('Divergent Equation');
  assert.deepEqual(spell.kind === 'spell' && spell.targets, [{ kind: 'graveyardCard', filter: { types: ['Instant', 'Sorcery'] }, owner: 'you', count: { min: 0, max: 0, upToX: true } }]);
  assert.deepEqual(spell.kind === 'spell' && spell.effects, [{ do: 'moveCard', what: { target: 0 }, to: 'hand' }, { do: 'exile', what: 'self' }]);
  // A permanent's "Exile this creature." isn't read as the spell's self-exile.
  assert.notDeepEqual(withText('Grizzly Bears', '{T}: Exile this creature.').unread, []);
});

test('"Return all instant and sorcery cards from your graveyard to your hand" and "You have no maximum hand size for the rest of the game" (402.2)', () => {
  const [spell] = abilities('Wisdom of Ages');
  assert.deepEqual(spell.kind === 'spell' && spell.effects, [
    { do: 'moveCard', what: { eachInYourGraveyard: { types: ['Instant', 'Sorcery'] } }, to: 'hand' },
    { do: 'noMaximumHandSize', who: 'you' },
    { do: 'exile', what: 'self' },
  ]);
});

test('"Choose up to four. You may choose the same mode more than once." is a modal intro (700.2d)', () => {
  assert.deepEqual(paragraphs('Choose up to four. You may choose the same mode more than once.\n• Draw a card.\n• Gain 2 life.').map((p) => p.modes), [['Draw a card.', 'Gain 2 life.']]);
  const [spell] = abilities('Moment of Reckoning');
  assert.deepEqual(spell.kind === 'spell' && spell.chooseModes, { min: 0, max: 4, sameModeAgain: true });
  const two = withText('Moment of Reckoning', 'Choose up to two —\n• Draw a card.\n• You gain 2 life.').behaviour!.normal!.abilities[0];
  assert.deepEqual(two.kind === 'spell' && two.chooseModes, { min: 0, max: 2 });
});

test('"... the excess damage dealt to that creature this way" (120.4a, 120.10) follows a damage instruction to a target creature', () => {
  const [spell] = abilities("Archaic's Agony");
  assert.deepEqual(spell.kind === 'spell' && spell.effects, [
    { do: 'damage', amount: 'colorsSpentOnSource', to: { target: 0 } },
    { do: 'exileTop', n: 'excessDamage' },
    { do: 'allowPlay', what: 'chosen', until: 'endOfYourNextTurn' },
  ]);
  assert.deepEqual(withText("Archaic's Agony", 'Draw a card. Exile cards from the top of your library equal to the excess damage dealt to that creature this way.').unread.map((u) => u.sentence),
    ['Exile cards from the top of your library equal to the excess damage dealt to that creature this way.']);
});

test('"Any number of target players each discard a card" (601.2c); "Flip five coins. Target opponent skips their next X turns, where X is ..." (705.2, 500.11)', () => {
  const [, minus1, , minus7] = abilities('Ral Zarek, Guest Lecturer');
  assert.deepEqual(minus1.kind === 'activated' && [minus1.targets, minus1.effects], [[{ kind: 'player', count: { min: 0, max: 99 } }], [{ do: 'discard', who: { target: 0 }, n: 1 }]]);
  assert.deepEqual(minus7.kind === 'activated' && [minus7.targets, minus7.effects], [[{ kind: 'player', who: 'opponent' }], [{ do: 'flipCoins', n: 5 }, { do: 'skipTurns', who: { target: 0 }, n: 'headsThisWay' }]]);
  // A flip whose heads nothing uses stays unread (its result must matter to some later sentence).
  assert.deepEqual(withText('Lightning Bolt', 'Flip a coin.').unread.map((u) => u.sentence), ['Flip a coin.']);
  const skip = withText('Lightning Bolt', 'Target player skips their next turn.').behaviour!.normal!.abilities[0];
  assert.deepEqual(skip.kind === 'spell' && skip.effects, [{ do: 'skipTurns', who: { target: 0 }, n: 1 }]);
});

test('Grandeur: "Discard another card named <this>" is a discard cost of that name (207.2c); "Reveal cards ... until ..." needs the sentence saying where they go (701.20a)', () => {
  const [, grandeur] = abilities('Page, Loose Leaf');
  assert.deepEqual(grandeur.kind === 'activated' && [grandeur.cost, grandeur.effects],
    [{ discard: 1, discardFilter: { name: 'Page, Loose Leaf', other: true } }, [{ do: 'revealUntil', filter: { types: ['Instant', 'Sorcery'] } }]]);
  assert.deepEqual(withText('Lightning Bolt', 'Reveal cards from the top of your library until you reveal a creature card.').unread.map((u) => u.sentence),
    ['Reveal cards from the top of your library until you reveal a creature card.']);
  const full = withText('Lightning Bolt', 'Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the rest on the bottom of your library in a random order.');
  const spell = full.behaviour!.normal!.abilities[0];
  assert.deepEqual(spell.kind === 'spell' && spell.effects, [{ do: 'revealUntil', filter: { types: ['Creature'] } }]);
});
