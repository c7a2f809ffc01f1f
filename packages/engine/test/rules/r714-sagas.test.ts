import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultRegistry } from '@arbiter/cards';
import { inspect, ruleset, setupPosition, type RulesetSwitches } from '@arbiter/engine';

const reg = defaultRegistry();

/** The abilities of the Saga (the last card listed) on a battlefield with the others, as texts. */
function sagaAbilities(cards: string[], switches: RulesetSwitches): string[] {
  const { state, ids } = setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
    objects: cards.map((card) => ({ zone: 'battlefield' as const, card, owner: 'p1' })),
    turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1, switches,
  }, reg);
  return inspect(state, reg).characteristics(ids[cards.length - 1]).abilities.map((a) => (a.kind === 'keyword' ? a.keyword : a.text));
}

const ONE = 'This Saga enters with a lore counter on it.';
const CHOOSE = "As this Saga enters, choose a number between one and this Saga's final chapter number.";
const CHOSEN = 'This Saga enters with the chosen number of lore counters on it.';
const SINGLE = /^As this Saga enters, if it has read ahead/;

test('CR 714.3a–b (cr): a Saga without read ahead has the lore-counter ability; one with read ahead the two read-ahead abilities', () => {
  assert.ok(sagaAbilities(["Urza's Saga"], ruleset('cr')).includes(ONE));
  const ra = sagaAbilities(['The Weatherseed Treaty'], ruleset('cr'));
  assert.ok(ra.includes(CHOOSE) && ra.includes(CHOSEN) && !ra.includes(ONE));
});

test('CR 714.3b (cr): read ahead granted in layer 6 (Barbara Wright) replaces the lore-counter ability with the two read-ahead ones', () => {
  const a = sagaAbilities(['Barbara Wright', "Urza's Saga"], ruleset('cr'));
  assert.ok(a.includes('read ahead') && a.includes(CHOOSE) && a.includes(CHOSEN) && !a.includes(ONE));
});

test('seed 003 714.3a (sagaSingleIntrinsic): one intrinsic ability, and none for a Saga without chapter abilities', () => {
  const amended = ruleset('amended');
  assert.equal(sagaAbilities(["Urza's Saga"], amended).filter((t) => SINGLE.test(t)).length, 1);
  assert.equal(sagaAbilities(['Barbara Wright', "Urza's Saga"], amended).filter((t) => SINGLE.test(t)).length, 1);
  const moon = sagaAbilities(['Blood Moon', 'Barbara Wright', "Urza's Saga"], amended);
  assert.ok(moon.includes('read ahead') && !moon.some((t) => SINGLE.test(t) || t === CHOOSE));
});

test('CR 305.7 and the Saga abilities: cr keeps the intrinsic ability under Blood Moon; bloodMoonRemovesAll alone removes it', () => {
  assert.ok(sagaAbilities(['Blood Moon', "Urza's Saga"], ruleset('cr')).includes(ONE));
  assert.ok(!sagaAbilities(['Blood Moon', "Urza's Saga"], ruleset('cr', { bloodMoonRemovesAll: true })).includes(ONE));
  // Cr with Barbara Wright: read ahead arrives after 305.7, so its two abilities are there (seed 003's "between one and 0" case).
  const both = sagaAbilities(['Blood Moon', 'Barbara Wright', "Urza's Saga"], ruleset('cr'));
  assert.ok(both.includes(CHOOSE) && both.includes(CHOSEN) && !both.includes(ONE));
});
