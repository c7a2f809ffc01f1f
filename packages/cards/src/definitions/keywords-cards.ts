import { attachedStatic, face, keyword, kw, spell, T0, target, type Definitions } from './dsl';

/**
 * Cards for the keyword abilities of CR 702 that take a parameter (enchant, equip, flashback, kicker, multikicker); Oracle
 * text in the added card data. Keyword-only cards (White Knight, Black Knight, Hundroog) need no definition:
 * their behaviour is derived from their keywords.
 */
export const keywordCards: Definitions = {
  'Holy Strength': {
    normal: face(keyword('Enchant creature'), attachedStatic('Enchanted creature gets +1/+2.', 1, 2)),
  },
  'Mind Control': {
    normal: face(keyword('Enchant creature'), { kind: 'static', text: 'You control enchanted creature.', effect: { kind: 'attached', power: 0, toughness: 0, control: true } }),
  },
  'Spectral Flight': {
    normal: face(keyword('Enchant creature'), attachedStatic('Enchanted creature gets +2/+2 and has flying.', 2, 2, ['flying'])),
  },
  Bonesplitter: {
    normal: face(attachedStatic('Equipped creature gets +2/+0.', 2, 0), keyword('Equip {1}')),
  },
  'Burst Lightning': {
    normal: face(keyword('Kicker {4}'), spell('Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.', [target.any],
      { do: 'damage', amount: 2, to: T0, kicked: false }, { do: 'damage', amount: 4, to: T0, kicked: true })),
  },
  // CR 111.1: the five tokens of a kicked Rite are created at once, each through its own replacement effects.
  'Rite of Replication': {
    normal: face(keyword('Kicker {5}'), spell("Create a token that's a copy of target creature. If this spell was kicked, create five of those tokens instead.", [target.creature()],
      { do: 'createTokenCopy', of: T0, kicked: false }, { do: 'createTokenCopy', of: T0, n: 5, kicked: true })),
  },
  // CR 702.33c-e: the counters are put on it as it enters, once for each time the spell was kicked (607).
  'Everflowing Chalice': {
    normal: face(keyword('Multikicker {2}'), {
      kind: 'static', text: 'Everflowing Chalice enters with a charge counter on it for each time it was kicked.',
      effect: { kind: 'enters', who: 'self', effect: { kind: 'counters', counters: { charge: 1 }, perKick: true } },
    }, {
      kind: 'activated', text: '{T}: Add {C} for each charge counter on Everflowing Chalice.', cost: { tap: true }, targets: [],
      effects: [{ do: 'addMana', mana: [['C']], times: { countersOnSource: 'charge' } }], manaAbility: true,
    }),
  },
  'Apex Hawks': {
    normal: face(keyword('Multikicker {1}{W}'), kw('flying'), {
      kind: 'static', text: 'Apex Hawks enters with a +1/+1 counter on it for each time it was kicked.',
      effect: { kind: 'enters', who: 'self', effect: { kind: 'counters', counters: { '+1/+1': 1 }, perKick: true } },
    }),
  },
  // CR 702.33e: the permanent remembers how many times the spell it was was kicked.
  'Bloodhusk Ritualist': {
    normal: face(keyword('Multikicker {B}'), {
      kind: 'triggered', text: 'When Bloodhusk Ritualist enters, target opponent discards a card for each time it was kicked.',
      trigger: { on: 'enters', who: 'self' }, targets: [target.opponent], effects: [{ do: 'discard', who: T0, n: 'timesKicked' }],
    }),
  },
  Firebolt: {
    normal: face(spell('Firebolt deals 2 damage to any target.', [target.any], { do: 'damage', amount: 2, to: T0 }), keyword('Flashback {4}{R}')),
  },
  'Think Twice': {
    normal: face(spell('Draw a card.', [], { do: 'draw', who: 'you', n: 1 }), keyword('Flashback {2}{U}')),
  },
};
