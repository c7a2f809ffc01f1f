import { face, kw, spell, type Definitions } from './dsl';

/**
 * Omen cards (CR 720): the creature and its Omen spell (the `omen` characteristic set, cast from the hand,
 * 720.3); an Omen spell is shuffled into its owner's library as it resolves (720.3d). Oracle text in the
 * vendored data (layout `omen`).
 */
export const omenCards: Definitions = {
  'Bloomvine Regent // Claim Territory': {
    normal: face(kw('flying'), {
      kind: 'triggered', text: 'Whenever this creature or another Dragon you control enters, you gain 3 life.',
      trigger: { on: 'enters', who: { subtypes: ['Dragon'], controller: 'you', other: true }, orSelf: true }, targets: [],
      effects: [{ do: 'gainLife', who: 'you', n: 3 }],
    }),
    omen: face(spell('Search your library for up to two basic Forest cards, reveal them, put one onto the battlefield tapped and the other into your hand, then shuffle.', [],
      { do: 'search', filter: { types: ['Land'], supertypes: ['Basic'], subtypes: ['Forest'] }, max: 2, to: 'oneBattlefieldTappedRestHand', reveal: true })),
  },
};
