import type { MechanicSentence } from './mechanics';

/**
 * CR 701.18b, 601.3 — "You may play that card this turn" after an instruction that moved cards (mill, exile from
 * the top of the library): those cards ("that card", "them") may be played this turn from where they are
 * (rules/r701-18-play.ts); "... until the end of your next turn" (611.2a) lasts longer. "Until the end of your next
 * turn, you may cast that card" and "You may cast it this turn, and mana of any type can be spent to cast that
 * spell" after exiling a target card from a graveyard: that card, where the exile put it.
 */
export const PLAY_SENTENCES: MechanicSentence[] = [
  {
    name: 'you may play that card this turn',
    reads: [{ text: 'You may play that card this turn.', prior: [{ do: 'mill', n: 1 }] },
      { text: 'You may play that card until the end of your next turn.', prior: [{ do: 'exileTop', n: 1 }] },
      { text: 'You may play the exiled card this turn.', prior: [{ do: 'lookAtTop', n: 3, pick: { min: 1, max: 1 }, rest: 'bottom', exileOne: true }] }],
    read: (s, _ctx, prior) => {
      const last = prior[prior.length - 1];
      const m = /^you may play (that card|those cards|them|it|the exiled card) (this turn|until the end of your next turn)$/.exec(s);
      // "the exiled card": the one a look exiled (Expressive Iteration).
      if (!m || (m[1] === 'the exiled card') !== (last?.do === 'lookAtTop' && !!last.exileOne)) return null;
      if (last?.do !== 'mill' && last?.do !== 'exileTop' && last?.do !== 'lookAtTop') return null;
      // The permission is part of the instruction before it: it happens only as that one does (608.2c, Opus).
      const gate = last.ifSpent ? { ifSpent: last.ifSpent } : {};
      return [{ do: 'allowPlay', what: 'chosen', ...(m[2] === 'this turn' ? {} : { until: 'endOfYourNextTurn' as const }), ...gate }];
    },
  },
  {
    name: 'for each of those cards, its owner may play it',
    reads: [{ text: 'For each of those cards, its owner may play it until the end of their next turn.', prior: [{ do: 'exile', what: { target: 0 } }, { do: 'exileTop', n: 1 }] }],
    read: (s, _ctx, prior) => {
      // The cards the exiles before it moved (a token exiled isn't a card, 111.8): each owner's own permission.
      if (!/^for each of those cards, its owner may play it until the end of their next turn$/i.test(s)) return null;
      if (!prior.length || !prior.every((e) => e.do === 'exile' || e.do === 'exileTop')) return null;
      return [{ do: 'allowPlay', what: 'chosen', until: 'endOfYourNextTurn', byOwner: true }];
    },
  },
  {
    // After exiling a target card: that card, where the exile put it ("that card", "it"); "and mana of any type can be
    // spent to cast that spell" (118.14) with the permission.
    name: 'until the end of your next turn, you may cast that card',
    reads: [{ text: 'Until the end of your next turn, you may cast that card.', prior: [{ do: 'exile', what: { target: 0 } }] },
      { text: 'You may cast it this turn, and mana of any type can be spent to cast that spell.', prior: [{ do: 'exile', what: { target: 0 } }] }],
    read: (s, _ctx, prior) => {
      const last = prior[prior.length - 1];
      const next = s === 'until the end of your next turn, you may cast that card';
      if ((!next && s !== 'you may cast it this turn, and mana of any type can be spent to cast that spell') || last?.do !== 'exile') return null;
      const what = last.what;
      if (typeof what !== 'object' || !('target' in what)) return null;
      return [{ do: 'allowCast', what: { followedTarget: what.target }, ...(next ? { until: 'endOfYourNextTurn' as const } : { anyMana: true as const }) }];
    },
  },
];
