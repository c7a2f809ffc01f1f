import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCard } from '../src/compiler/compile';
import { keywordAbility } from '../src/keywords';
import { vendoredPool } from '../src/registry';

test('casualty (702.153a): "Casualty N" is the keyword with its N; "Each instant and sorcery spell you cast has casualty 1" grants it', () => {
  assert.deepEqual(keywordAbility('Casualty 2'), { kind: 'keyword', keyword: 'casualty', n: 2, text: 'Casualty 2' });
  const silverquill = compileCard(vendoredPool().find((c) => c.name === 'Silverquill, the Disputant')!).behaviour!.normal!.abilities;
  assert.deepEqual(silverquill.map((a) => (a.kind === 'static' ? a.effect : a.kind === 'keyword' ? a.keyword : a.kind)),
    ['flying', 'vigilance', { kind: 'spellsHaveCasualty', spells: { types: ['Instant', 'Sorcery'] }, n: 1 }]);
});
