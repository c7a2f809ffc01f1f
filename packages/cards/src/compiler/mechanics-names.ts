import type { MechanicSentence } from './mechanics';
import { describe, playerRef } from './nouns';

/**
 * CR 201.4 — "Choose a creature card name." in a spell (its later instructions use the name), and CR 701.23a–b —
 * "Search target opponent's graveyard, hand, and library for any number of cards with that name and exile them"
 * after it (Infinite Obliteration; "Then that player shuffles." completes it: effects.ts).
 */
export const NAME_SENTENCES: MechanicSentence[] = [
  {
    name: 'choose a card name',
    reads: [{ text: 'Choose a creature card name.' }, { text: 'Choose a card name.' }],
    read: (s) => {
      const m = /^choose an? (?:(.+) )?card name$/.exec(s);
      if (!m) return null;
      if (!m[1]) return [{ do: 'chooseName' }];
      const d = describe(`${m[1]} card from your graveyard`);
      return d && d.place === 'graveyard' ? [{ do: 'chooseName', filter: d.filter }] : null;
    },
  },
  {
    name: 'search graveyard, hand, and library for cards with that name',
    reads: [{ text: "Search target opponent's graveyard, hand, and library for any number of cards with that name and exile them.", prior: [{ do: 'chooseName', filter: { types: ['Creature'] } }] }],
    read: (s, ctx, prior) => {
      const m = /^search (.+?)'s graveyard, hand, and library for any number of cards with that name and exile them$/.exec(s);
      const who = m && prior.some((e) => e.do === 'chooseName') ? playerRef(m[1], ctx) : null;
      return who ? [{ do: 'searchExileNamed', who }] : null;
    },
  },
];
