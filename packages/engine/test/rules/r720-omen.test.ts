import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildRegistry, definitions, vendoredCards } from '@arbiter/cards';
import { parseManaCost, setupPosition, step, type PrintedCard } from '@arbiter/engine';

/** A hypothetical omen card whose Omen half is "Draw a card." (the engine's Omen rule, not a real card's text). */
const omen: PrintedCard = {
  name: 'Test Wyrm // Test Portent', layout: 'omen',
  normal: { name: 'Test Wyrm', manaCost: parseManaCost('{3}{U}'), colors: ['U'], supertypes: [], types: ['Creature'], subtypes: ['Dragon'], oracleText: '', power: '3', toughness: '3', loyalty: null, defense: null },
  alts: [{ role: 'omen', face: { name: 'Test Portent', manaCost: parseManaCost('{U}'), colors: ['U'], supertypes: [], types: ['Sorcery'], subtypes: ['Omen'], oracleText: 'Draw a card.', power: null, toughness: null, loyalty: null, defense: null } }],
};
const reg = buildRegistry([...vendoredCards(), omen], {
  ...definitions,
  'Test Wyrm // Test Portent': { normal: { abilities: [] }, omen: { abilities: [{ kind: 'spell', text: 'Draw a card.', targets: [], effects: [{ do: 'draw', who: 'you', n: 1 }] }] } },
});

test('CR 720.3d, 720.4: an Omen spell is shuffled into its owner\'s library as it resolves, with its normal characteristics', () => {
  let s = setupPosition({
    players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }],
    objects: [
      { zone: 'hand', card: 'Test Wyrm // Test Portent', owner: 'p1' }, { zone: 'battlefield', card: 'Island', owner: 'p1' },
      { zone: 'library', card: 'Forest', owner: 'p1' }, { zone: 'library', card: 'Forest', owner: 'p1' },
    ],
    turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1,
  }, reg).state;
  const card = s.players.p1.hand[0];
  const r = step(s, { player: 'p1', kind: 'cast', object: card, set: 'omen', payment: 'auto' }, reg);
  assert.equal(r.error, undefined);
  s = r.state;
  for (const p of ['p1', 'p2']) s = step(s, { player: p, kind: 'pass' }, reg).state;
  const lib = s.players.p1.library.map((id) => s.objects[id]);
  assert.equal(lib.length, 2, 'drew one of two Forests, then the omen card was shuffled in');
  const back = lib.find((o) => o.card === 'Test Wyrm // Test Portent');
  assert.ok(back, 'the card is in its owner\'s library');
  assert.equal(back.set, 'normal', '720.4: normal characteristics off the stack');
  assert.equal(s.players.p1.graveyard.length, 0);
});
