import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCard } from '../src/compiler/compile';
import { keywordAbility } from '../src/keywords';
import { vendoredPool } from '../src/registry';

test('miracle (702.94a): "Miracle {R}" is the keyword with its cost; Lorehold grants miracle {2} to instant and sorcery cards in hand', () => {
  assert.deepEqual(keywordAbility('Miracle {R}'), { kind: 'keyword', keyword: 'miracle', cost: [{ kind: 'color', color: 'R' }], text: 'Miracle {R}' });
  const lorehold = compileCard(vendoredPool().find((c) => c.name === 'Lorehold, the Historian')!).behaviour!.normal!.abilities;
  const grant = lorehold.find((a) => a.kind === 'static');
  assert.deepEqual(grant?.kind === 'static' && grant.effect, { kind: 'cardsInHandHaveMiracle', cards: { types: ['Instant', 'Sorcery'] }, cost: [{ kind: 'generic', amount: 2 }] });
  // "At the beginning of each opponent's upkeep, you may discard a card. If you do, draw a card."
  const upkeep = lorehold.find((a) => a.kind === 'triggered');
  assert.deepEqual(upkeep?.kind === 'triggered' && [upkeep.trigger, upkeep.effects.map((e) => [e.do, !!e.restIfDone])],
    [{ on: 'beginningOf', step: 'upkeep', whose: 'opponent' }, [['discard', true], ['draw', false]]]);
});
