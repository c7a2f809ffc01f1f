import { PREDEFINED_TOKENS, type TokenSpec } from '@arbiter/engine';
import { activated, chapter, cost, face, kw, target, T0, type Definitions } from './dsl';

const GOBLIN_SHAMAN: TokenSpec = {
  name: 'Goblin Shaman Token', colors: ['R'], supertypes: [], types: ['Creature'], subtypes: ['Goblin', 'Shaman'], power: 2, toughness: 2,
  text: 'Whenever this creature attacks, create a Treasure token.',
  abilities: [{
    kind: 'triggered', text: 'Whenever this creature attacks, create a Treasure token.', trigger: { on: 'attacks', who: 'self' }, targets: [],
    effects: [{ do: 'createToken', token: PREDEFINED_TOKENS.Treasure, n: 1 }],
  }],
};

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
  // A Saga (714) is a hand definition: the compiler doesn't read chapter abilities. A definition replaces the whole
  // card (registry.ts), so the back face is written here too: it is what the compiler reads from the same text
  // (Kiki-Jiki's: compiler mechanics-copies.ts), which compiler-copies.test.ts checks.
  'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki': {
    normal: face(
      chapter(1, 'I — Create a 2/2 red Goblin Shaman creature token with "Whenever this creature attacks, create a Treasure token."', [{ do: 'createToken', token: GOBLIN_SHAMAN, n: 1 }]),
      // "If you do, draw that many cards": discarding none draws none (the count of cards discarded this way).
      chapter(2, 'II — You may discard up to two cards. If you do, draw that many cards.', [
        { do: 'discard', who: 'you', n: 2, count: 'upTo' }, { do: 'draw', who: 'you', n: 'discardedCount' },
      ]),
      // CR 712.14a: it returns with its back face up, a new object (400.7).
      chapter(3, 'III — Exile this Saga, then return it to the battlefield transformed under your control.', [
        { do: 'exile', what: 'self' }, { do: 'moveCard', what: 'chosen', to: 'battlefield', under: 'you', transformed: true },
      ]),
    ),
    back: face(activated("{1}, {T}: Create a token that's a copy of another target nonlegendary creature you control, except it has haste. Sacrifice it at the beginning of the next end step.",
      { mana: cost('{1}'), tap: true }, [target.permanent({ other: true, controller: 'you', notSupertypes: ['Legendary'], types: ['Creature'] })], [
        { do: 'createTokenCopy', of: T0, except: { keywords: ['haste'] } },
        { do: 'delayed', when: { on: 'beginningOf', step: 'end', whose: 'any' }, text: 'Sacrifice it at the beginning of the next end step.', effects: [{ do: 'sacrifice', what: T0 }], about: 'created' },
      ])),
  },
};
