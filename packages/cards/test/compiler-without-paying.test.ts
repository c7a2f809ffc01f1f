import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCard } from '../src/compiler/compile';
import { WITHOUT_PAYING_STATICS } from '../src/compiler/mechanics-without-paying';
import { vendoredPool } from '../src/registry';

test('Zaffai and the Tempests (118.9, 601.2f): "Once during each of your turns, you may cast ... without paying its mana cost" is a static permission for those spells', () => {
  const zaffai = compileCard(vendoredPool().find((c) => c.name === 'Zaffai and the Tempests')!).behaviour!.normal!.abilities[0];
  assert.deepEqual(zaffai.kind === 'static' && zaffai.effect, { kind: 'castWithoutPayingOnceEachTurn', spells: { types: ['Instant', 'Sorcery'] } });
  // Only from your hand, only "once during each of your turns": other wordings stay unread.
  const [t] = WITHOUT_PAYING_STATICS;
  assert.equal(t.read('Once each turn, you may cast an instant or sorcery spell from your hand without paying its mana cost.', { targets: [] }), null);
  assert.equal(t.read('Once during each of your turns, you may cast an instant or sorcery spell from your graveyard without paying its mana cost.', { targets: [] }), null);
});
