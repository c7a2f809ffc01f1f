import type { MechanicSentence } from './mechanics';

/**
 * CR 603.7 — "Return that card to the battlefield under its owner's control at the beginning of the next end step."
 * after an exile of a target: a delayed triggered ability, created as the ability resolves, that triggers once at
 * the next end step (603.7b) and returns the exiled card ("that card": the target followed to exile, 603.7c).
 */
export const DELAYED_SENTENCES: MechanicSentence[] = [
  {
    name: 'return that card at the beginning of the next end step',
    reads: [{ text: "Return that card to the battlefield under its owner's control at the beginning of the next end step.", prior: [{ do: 'exile', what: { target: 0 } }] }],
    read: (s, _ctx, prior) => {
      if (s !== "return that card to the battlefield under its owner's control at the beginning of the next end step") return null;
      const last = prior[prior.length - 1];
      if (last?.do !== 'exile' || typeof last.what !== 'object' || !('target' in last.what)) return null;
      return [{
        do: 'delayed', when: { on: 'beginningOf', step: 'end', whose: 'any' },
        text: "Return that card to the battlefield under its owner's control at the beginning of the next end step.",
        effects: [{ do: 'moveCard', what: last.what, to: 'battlefield', under: 'owner' }],
      }];
    },
  },
];
