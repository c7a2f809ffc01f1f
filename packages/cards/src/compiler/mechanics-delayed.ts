import type { Effect } from '@arbiter/engine';
import type { MechanicSentence } from './mechanics';
import { upperFirst } from './text';

/**
 * CR 603.7, 603.7b — "<action> at the beginning of the next end step": a delayed triggered ability created as the
 * ability resolves, which triggers once at the next end step, whoever's turn it is.
 */
export function atNextEndStep(action: string, effects: Effect[]): Extract<Effect, { do: 'delayed' }> {
  return { do: 'delayed', when: { on: 'beginningOf', step: 'end', whose: 'any' }, text: `${upperFirst(action)} at the beginning of the next end step.`, effects };
}

/**
 * CR 603.7 — "Return that card to the battlefield under its owner's control at the beginning of the next end step."
 * after an exile of a target: a delayed triggered ability, created as the ability resolves, that triggers once at
 * the next end step (603.7b) and returns the exiled card ("that card": the target followed to exile, 603.7c).
 */
export const DELAYED_SENTENCES: MechanicSentence[] = [
  {
    // CR 603.7, 603.7c — "<do something to ~> at the beginning of the next end step" (Sakashima the Impostor's granted
    // "{2}{U}{U}: Return this creature to its owner's hand at the beginning of the next end step."): "~" is the object
    // it is now; if that leaves the battlefield first, the delayed ability finds nothing (400.7).
    name: 'do something to this at the beginning of the next end step',
    reads: [{ text: "Return this creature to its owner's hand at the beginning of the next end step.", self: 'this creature' }],
    read: (s, _ctx, _prior, sentence) => {
      const m = /^(.+ ~ .+) at the beginning of the next end step$/.exec(s);
      const inner = m && sentence(m[1], { targets: [] }, []);
      if (!inner || inner.length !== 1 || !('what' in inner[0]) || inner[0].what !== 'self') return null;
      return [atNextEndStep(m![1].replace('~', 'it'), inner)];
    },
  },
  {
    name: 'return that card at the beginning of the next end step',
    reads: [{ text: "Return that card to the battlefield under its owner's control at the beginning of the next end step.", prior: [{ do: 'exile', what: { target: 0 } }] }],
    read: (s, _ctx, prior) => {
      if (s !== "return that card to the battlefield under its owner's control at the beginning of the next end step") return null;
      const last = prior[prior.length - 1];
      if (last?.do !== 'exile' || typeof last.what !== 'object' || !('target' in last.what)) return null;
      return [atNextEndStep("return that card to the battlefield under its owner's control", [{ do: 'moveCard', what: last.what, to: 'battlefield', under: 'owner' }])];
    },
  },
  {
    // CR 603.7, 106.4, 601.2h — after "Counter target spell": a delayed ability that adds the mana at the beginning of
    // the next main phase of yours (either one, 505.1); the amount is that of the countered spell, locked in now (603.7c).
    name: 'add {C} equal to the mana spent on that spell at the beginning of your next main phase',
    reads: [{ text: 'Add an amount of {C} equal to the amount of mana spent to cast that spell at the beginning of your next main phase.', prior: [{ do: 'counter', what: { target: 0 } }] }],
    read: (s, _ctx, prior) => {
      if (s !== 'add an amount of {C} equal to the amount of mana spent to cast that spell at the beginning of your next main phase') return null;
      const last = prior[prior.length - 1];
      if (last?.do !== 'counter' || typeof last.what !== 'object' || !('target' in last.what)) return null;
      return [{
        do: 'delayed', when: { on: 'beginningOf', step: 'main', whose: 'you' }, amount: { manaSpentOnTarget: last.what.target },
        text: 'Add an amount of {C} equal to the amount of mana spent to cast that spell at the beginning of your next main phase.',
        effects: [{ do: 'addMana', mana: [['C']], times: 'eventAmount' }],
      }];
    },
  },
];
