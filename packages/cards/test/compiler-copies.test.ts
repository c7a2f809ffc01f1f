import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCard, compileFace } from '../src/compiler/compile';
import { definitions } from '../src/definitions/index';
import { vendoredPool } from '../src/registry';

const pool = vendoredPool();
const card = (name: string) => pool.find((c) => c.name === name)!;
const withText = (name: string, oracleText: string) => {
  const printed = card(name);
  return compileCard({ ...printed, normal: { ...printed.normal!, oracleText } });
};

test('token copy "except it has haste" (707.9a) and its delayed sacrifice of the created token (603.7c): Kiki-Jiki', () => {
  const kiki = compileCard(card('Kiki-Jiki, Mirror Breaker'));
  assert.deepEqual(kiki.unread, []);
  const ab = kiki.behaviour!.normal!.abilities[1];
  assert.equal(ab.kind, 'activated');
  if (ab.kind !== 'activated') return;
  assert.deepEqual(ab.targets, [{ kind: 'permanent', filter: { controller: 'you', notSupertypes: ['Legendary'], types: ['Creature'] } }]);
  assert.deepEqual(ab.effects, [
    { do: 'createTokenCopy', of: { target: 0 }, except: { keywords: ['haste'] } },
    { do: 'delayed', when: { on: 'beginningOf', step: 'end', whose: 'any' }, text: 'Sacrifice it at the beginning of the next end step.', effects: [{ do: 'sacrifice', what: { target: 0 } }], about: 'created' },
  ]);
  // Without a token created just before, "Sacrifice it at the beginning of the next end step" isn't read.
  assert.equal(withText('Kiki-Jiki, Mirror Breaker', '{T}: Tap target creature. Sacrifice it at the beginning of the next end step.').unread.length, 1);
});

// The registry takes a card's behaviour whole, from the hand or from the compiler (registry.ts entryFor): Fable's
// chapters aren't read, so its back face is written by hand too, and must stay what the compiler reads.
test('Reflection of Kiki-Jiki: the hand-written back face of Fable of the Mirror-Breaker is the compiler\'s reading of its text', () => {
  const fable = card('Fable of the Mirror-Breaker // Reflection of Kiki-Jiki');
  const back = compileFace(fable.alts.find((a) => a.role === 'back')!.face);
  assert.deepEqual(back.unread, []);
  assert.deepEqual(definitions[fable.name].back, back.behaviour);
});

test('"Enchanted creature has "<ability>"" (613.1f): Splinter Twin grants the token-copy ability of "this creature"', () => {
  const twin = compileCard(card('Splinter Twin'));
  assert.deepEqual(twin.unread, []);
  const st = twin.behaviour!.normal!.abilities[1];
  assert.ok(st.kind === 'static' && st.effect.kind === 'attached');
  const granted = st.kind === 'static' && st.effect.kind === 'attached' ? st.effect.mods![0] : null;
  assert.ok(granted?.kind === 'addAbility' && granted.ability.kind === 'activated');
  if (granted?.kind !== 'addAbility' || granted.ability.kind !== 'activated') return;
  assert.deepEqual(granted.ability.effects[0], { do: 'createTokenCopy', of: 'self', except: { keywords: ['haste'] } });
  assert.deepEqual(granted.ability.effects[1].do === 'delayed' && granted.ability.effects[1].effects, [{ do: 'exile', what: { target: 0 } }]);
});

test('enter as a copy (707.5, 707.9b): the exceptions of Phantasmal Image, Sakashima the Impostor and Spark Double', () => {
  const copyOf = (name: string) => {
    const c = compileCard(card(name));
    assert.deepEqual(c.unread, [], name);
    const ab = c.behaviour!.normal!.abilities[0];
    return ab.kind === 'static' && ab.effect.kind === 'enters' && ab.effect.effect.kind === 'copyOf' ? ab.effect.effect : null;
  };
  const image = copyOf('Phantasmal Image');
  assert.deepEqual(image?.filter, { types: ['Creature'] });
  assert.deepEqual(image?.except?.addSubtypes, ['Illusion']);
  assert.deepEqual(image?.except?.abilities?.map((a) => a.kind === 'triggered' && [a.trigger, a.effects]), [[{ on: 'becomesTarget', who: 'self', by: 'any' }, [{ do: 'sacrifice', what: 'self' }]]]);
  const saka = copyOf('Sakashima the Impostor');
  assert.equal(saka?.except?.name, 'Sakashima the Impostor');
  assert.deepEqual(saka?.except?.addSupertypes, ['Legendary']);
  const ret = saka?.except?.abilities?.[0];
  assert.deepEqual(ret?.kind === 'activated' && ret.effects, [{
    do: 'delayed', when: { on: 'beginningOf', step: 'end', whose: 'any' }, text: "Return it to its owner's hand at the beginning of the next end step.", effects: [{ do: 'bounce', what: 'self' }],
  }]);
  assert.deepEqual(copyOf('Spark Double'), { kind: 'copyOf', filter: { controller: 'you', types: ['Creature', 'Planeswalker'] }, except: { extraCounter: true, removeSupertypes: ['Legendary'] } });
  // Clone's text compiles to what its hand definition says.
  assert.deepEqual(withText('Phantasmal Image', 'You may have Phantasmal Image enter as a copy of any creature on the battlefield.').behaviour!.normal!.abilities[0],
    { kind: 'static', text: 'You may have Phantasmal Image enter as a copy of any creature on the battlefield.', effect: { kind: 'enters', who: 'self', effect: { kind: 'copyOf', filter: { types: ['Creature'] } } } });
  // An exception the engine doesn't know leaves the sentence unread.
  assert.equal(withText('Phantasmal Image', "You may have Phantasmal Image enter as a copy of any creature on the battlefield, except it's 1/1.").unread.length, 1);
});

test('Twinning Staff: the replacement of copying a spell (614.1a) and its copy ability with new targets (707.10c)', () => {
  const staff = compileCard(card('Twinning Staff'));
  assert.deepEqual(staff.unread, []);
  const [replacement, copy] = staff.behaviour!.normal!.abilities;
  assert.deepEqual(replacement.kind === 'static' && replacement.effect, { kind: 'extraSpellCopy' });
  assert.deepEqual(copy.kind === 'activated' && copy.effects, [{ do: 'copySpell', what: { target: 0 }, newTargets: true }]);
});

test('"becomes a copy of ... until end of turn" (613.2a, 611.2a): Mirrorweave', () => {
  const weave = compileCard(card('Mirrorweave'));
  assert.deepEqual(weave.unread, []);
  const ab = weave.behaviour!.normal!.abilities[0];
  assert.deepEqual(ab.kind === 'spell' && ab.effects, [{ do: 'becomeCopy', what: { each: { other: true, types: ['Creature'] } }, of: { target: 0 }, keepThisAbility: false, until: 'endOfTurn' }]);
});

test('Mythos of Illuna: "If {R}{G} was spent to cast this spell, instead ..." (601.2h, 608.2c) and a token copy "except the token has "<ability>"" (707.9a)', () => {
  const mythos = compileCard(card('Mythos of Illuna'));
  assert.deepEqual(mythos.unread, []);
  const ab = mythos.behaviour!.normal!.abilities[0];
  if (ab.kind !== 'spell') return assert.fail('a spell ability');
  const spent = { kind: 'manaWasSpent', mana: ['R', 'G'] };
  assert.deepEqual(ab.effects[0], { do: 'createTokenCopy', of: { target: 0 }, thenIf: { kind: 'not', condition: spent } });
  const [plain, instead] = ab.effects;
  assert.equal(plain.do, 'createTokenCopy');
  assert.ok(instead.do === 'createTokenCopy' && instead.thenIf && JSON.stringify(instead.thenIf) === JSON.stringify(spent));
  const fight = instead.do === 'createTokenCopy' ? instead.except?.abilities?.[0] : undefined;
  assert.ok(fight?.kind === 'triggered');
  if (fight?.kind !== 'triggered') return;
  // "if it's a creature": "it" is the permanent of its own enters event (603.4).
  assert.deepEqual(fight.condition, { kind: 'selfIs', filter: { types: ['Creature'] } });
  assert.deepEqual(fight.effects, [{ do: 'fight', what: 'self', other: { target: 0 } }]);
});
