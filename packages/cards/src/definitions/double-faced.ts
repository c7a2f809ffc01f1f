import { face, kw, type Definitions } from './dsl';

/**
 * Transforming double-faced cards (CR 712; engine rules/r712-double-faced.ts): each face's behaviour, the back
 * face as the characteristic set `back` (712.8e).
 */
export const doubleFacedCards: Definitions = {
  // "Look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this
  // way, transform Delver of Secrets": the reveal is offered only when the top card is one (608.2c, 608.2d).
  // @simplification Being asked shows the other players that the top card is an instant or sorcery even if its
  // controller declines to reveal it.
  'Delver of Secrets // Insectile Aberration': {
    normal: face({
      kind: 'triggered',
      text: 'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.',
      trigger: { on: 'beginningOf', step: 'upkeep', whose: 'you' }, targets: [],
      effects: [{ do: 'transform', what: 'self', may: 'reveal the top card of your library (an instant or sorcery card): transform Delver of Secrets', thenIf: { kind: 'topOfYourLibraryIs', filter: { types: ['Instant', 'Sorcery'] } } }],
    }),
    back: face(kw('flying')),
  },
};
