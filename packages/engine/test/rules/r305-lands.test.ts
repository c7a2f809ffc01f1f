import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultRegistry } from '@arbiter/cards';
import { inspect, ruleset, setupPosition, type AbilityDef, type RulesetName } from '@arbiter/engine';

const reg = defaultRegistry();
const forestAbility: AbilityDef = { kind: 'activated', text: '{T}: Add {G}.', cost: { tap: true }, targets: [], effects: [{ do: 'addMana', mana: [['G']] }], manaAbility: true };

/**
 * Blood Moon and a token that is a copy of Thespian's Stage with an added ability (707.9a): made so by the effect
 * that created it (`tokenExceptions`), or by a copy effect affecting it.
 */
function abilitiesOfTokenCopy(base: RulesetName, tokenExceptions = true): string[] {
  const { state, ids } = setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
    objects: [
      { zone: 'battlefield', card: 'Blood Moon', owner: 'p1' },
      { zone: 'battlefield', card: "Thespian's Stage", owner: 'p1', token: true },
    ],
    turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1, switches: ruleset(base),
  }, reg);
  const token = ids[1];
  const copied = { ...state, objects: { ...state.objects, [token]: { ...state.objects[token], base: { card: "Thespian's Stage", set: 'normal' as const, except: { abilities: [forestAbility] }, tokenExceptions } } } };
  return inspect(copied, reg).characteristics(token).abilities.map((a) => (a.kind === 'keyword' ? a.keyword : a.text));
}

test("CR 305.7 (cr): a land set to a basic land type keeps an ability a token-creating copy effect's exception gave it; amended: it loses it", () => {
  const cr = abilitiesOfTokenCopy('cr');
  assert.ok(cr.includes('{T}: Add {G}.'), 'the exception ability is not rules text nor from a copy effect affecting the land (seed 003)');
  assert.ok(cr.includes('({T}: Add {R}.)'), 'it gains the Mountain mana ability (305.6)');
  assert.ok(!cr.some((t) => t.includes('becomes a copy')), "Thespian's Stage's own (copied) abilities are lost");
  const amended = abilitiesOfTokenCopy('amended');
  assert.deepEqual(amended, ['({T}: Add {R}.)']);
});

test('CR 305.7 (cr): an ability added by a copy effect affecting the land is lost', () => {
  assert.ok(!abilitiesOfTokenCopy('cr', false).includes('{T}: Add {G}.'));
});
