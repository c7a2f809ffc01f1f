import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canActMeaningfully, triggerKey, yieldsToTop } from '@arbiter/engine';
import { cards, Table, type PlayerSpec } from './helpers';

/**
 * CR 117.1 — `canActMeaningfully` decides priority auto-passing for front ends: only an action that could
 * matter stops a player (a land to play, a spell to cast — also a prepare copy, 722.3c — or a non-mana
 * ability to activate); a mana ability alone does not (605.3a).
 */
function at(alice: Omit<PlayerSpec, 'name'>, turn: { active: 'Alice' | 'Bob'; step: 'upkeep' | 'main1' }) {
  const t = new Table([{ name: 'Alice', library: ['Island'], ...alice }, { name: 'Bob', library: ['Island'] }], { number: 3, ...turn, priority: 'Alice' });
  return { t, alice: t.player('Alice') };
}

test('CR 117.1, 605.3a: lands and creature cards in hand, at an opponent\'s upkeep: nothing that could matter', () => {
  const { t, alice } = at({ hand: ['Grizzly Bears', 'Island'], battlefield: ['Forest', 'Forest', 'Llanowar Elves'] }, { active: 'Bob', step: 'upkeep' });
  assert.equal(canActMeaningfully(t.state, alice, cards()), false);
});

test('CR 117.1a: an instant and the mana to cast it, at an opponent\'s upkeep: Alice could act', () => {
  const { t, alice } = at({ hand: ['Lightning Bolt'], battlefield: ['Mountain'] }, { active: 'Bob', step: 'upkeep' });
  assert.equal(canActMeaningfully(t.state, alice, cards()), true);
});

test('CR 601.2g: an instant without the mana to pay for it is no reason to stop', () => {
  const { t, alice } = at({ hand: ['Lightning Bolt'], battlefield: ['Island'] }, { active: 'Bob', step: 'upkeep' });
  assert.equal(canActMeaningfully(t.state, alice, cards()), false);
});

test('CR 305.1: in her own main phase, a land in hand is an action', () => {
  const { t, alice } = at({ hand: ['Island'] }, { active: 'Alice', step: 'main1' });
  assert.equal(canActMeaningfully(t.state, alice, cards()), true);
});

test('CR 602.1, 605.3a: a non-mana activated ability counts when its mana abilities can pay for it and it has a target', () => {
  const withTarget = at({ battlefield: ['Skycoach Waypoint', 'Island', 'Island', 'Island', 'Grizzly Bears'] }, { active: 'Bob', step: 'upkeep' });
  assert.equal(canActMeaningfully(withTarget.t.state, withTarget.alice, cards()), true);
  const noTarget = at({ battlefield: ['Skycoach Waypoint', 'Island', 'Island', 'Island'] }, { active: 'Bob', step: 'upkeep' });
  assert.equal(canActMeaningfully(noTarget.t.state, noTarget.alice, cards()), false, 'only mana abilities and an ability without a target');
});

test('CR 722.3c: a prepared permanent\'s prepare copy in exile is an action for its controller', () => {
  const seeker = (prepared: boolean) => at({ battlefield: [{ card: 'Spellbook Seeker // Careful Study', prepared } as never, 'Island', 'Island'] }, { active: 'Alice', step: 'main1' });
  const prepared = seeker(true);
  assert.equal(canActMeaningfully(prepared.t.state, prepared.alice, cards()), true);
  const unprepared = seeker(false);
  assert.equal(canActMeaningfully(unprepared.t.state, unprepared.alice, cards()), false);
});

test('CR 117.1: also asked for a player who does not hold priority (the options are computed for them)', () => {
  const { t } = at({ hand: ['Lightning Bolt'], battlefield: ['Mountain'] }, { active: 'Bob', step: 'upkeep' });
  const bob = t.player('Bob');
  assert.equal(canActMeaningfully(t.state, bob, cards()), false);
});

test('CR 603.3, 117.3: a triggered ability on the stack has a key (its source card and text) a player can always pass on; a spell has none', () => {
  const t = new Table([{ name: 'Alice', library: ['Plains'], hand: ['Soul Warden'], battlefield: ['Soul Warden', 'Plains'] }, { name: 'Bob', library: ['Island'] }],
    { number: 3, active: 'Alice', step: 'main1', priority: 'Alice' });
  const alice = t.player('Alice');
  t.do({ player: alice, kind: 'cast', object: t.state.players[alice].hand[0], payment: 'auto' });
  const spell = t.state.stack[0];
  assert.equal(triggerKey(t.state, spell), null, 'a creature spell is not a trigger');
  assert.equal(yieldsToTop(t.state, ['Soul Warden: Whenever another creature enters, you gain 1 life.']), false);
  t.passAll();
  // The second Warden entered: the first one's ability triggered (603.2) and is on the stack, Alice to act (117.3b).
  const top = t.state.stack[t.state.stack.length - 1];
  const key = triggerKey(t.state, top);
  assert.equal(key, 'Soul Warden: Whenever another creature enters, you gain 1 life.');
  assert.equal(yieldsToTop(t.state, [key!]), true);
  assert.equal(yieldsToTop(t.state, ['Kitchen Finks: When Kitchen Finks enters, you gain 2 life.']), false, 'another trigger is not yielded to');
  assert.equal(yieldsToTop(t.state, []), false);
});
