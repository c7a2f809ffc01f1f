import { face, kw, target, T0, type Definitions } from './dsl';

/**
 * Cards with triggered abilities (CR 603), for the triggers scenarios and the third sample deck
 * (decks/white-blue-auras.txt); Oracle text in the added card data (data/added-cards.json).
 */
export const triggerCards: Definitions = {
  'Stingcaster Mage': {
    normal: face(kw('haste'), {
      kind: 'triggered', text: 'When this creature enters, target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.',
      trigger: { on: 'enters', who: 'self' }, targets: [target.graveyardCard({ types: ['Instant', 'Sorcery'] })], effects: [{ do: 'gainFlashback', what: T0 }],
    }),
  },
  'Soul Warden': {
    normal: face({
      kind: 'triggered', text: 'Whenever another creature enters, you gain 1 life.',
      trigger: { on: 'enters', who: { types: ['Creature'], other: true } }, targets: [], effects: [{ do: 'gainLife', who: 'you', n: 1 }],
    }),
  },
  'Wall of Omens': {
    normal: face(kw('defender'), {
      kind: 'triggered', text: 'When Wall of Omens enters, draw a card.',
      trigger: { on: 'enters', who: 'self' }, targets: [], effects: [{ do: 'draw', who: 'you', n: 1 }],
    }),
  },
  "Man-o'-War": {
    normal: face({
      kind: 'triggered', text: "When Man-o'-War enters, return target creature to its owner's hand.",
      trigger: { on: 'enters', who: 'self' }, targets: [target.creature()], effects: [{ do: 'bounce', what: T0 }],
    }),
  },
  // CR 603.7: the exiled card comes back through a delayed triggered ability created as the ability resolves.
  Flickerwisp: {
    normal: face(kw('flying'), {
      kind: 'triggered', text: "When Flickerwisp enters, exile another target permanent. Return that card to the battlefield under its owner's control at the beginning of the next end step.",
      trigger: { on: 'enters', who: 'self' }, targets: [target.permanent({ other: true })],
      effects: [
        { do: 'exile', what: T0 },
        {
          do: 'delayed', when: { on: 'beginningOf', step: 'end', whose: 'any' },
          text: "Return that card to the battlefield under its owner's control at the beginning of the next end step.",
          effects: [{ do: 'moveCard', what: T0, to: 'battlefield', under: 'owner' }],
        },
      ],
    }),
  },
  'Reaper King': {
    normal: face(
      { kind: 'static', text: 'Other Scarecrow creatures you control get +1/+1.', effect: { kind: 'anthem', filter: { types: ['Creature'], subtypes: ['Scarecrow'], controller: 'you', other: true }, power: 1, toughness: 1 } },
      {
        kind: 'triggered', text: 'Whenever another Scarecrow you control enters, destroy target permanent.',
        trigger: { on: 'enters', who: { subtypes: ['Scarecrow'], controller: 'you', other: true } }, targets: [target.permanent({})], effects: [{ do: 'destroy', what: T0 }],
      },
    ),
  },
};
