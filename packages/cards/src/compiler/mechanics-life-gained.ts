import type { MechanicSentence } from './mechanics';

/**
 * CR 119.3 — Infusion's "return up to one target creature card with mana value X or less from your graveyard to the
 * battlefield, where X is the amount of life you gained this turn": the target's mana value is limited by the life
 * its controller gained this turn (the turn's history), as the target is chosen and as it resolves (608.2b).
 */
export const LIFE_GAINED_SENTENCES: MechanicSentence[] = [
  {
    name: 'a target with mana value up to the life gained this turn',
    reads: [{ text: 'Return up to one target creature card with mana value X or less from your graveyard to the battlefield, where X is the amount of life you gained this turn.' }],
    read: (s, ctx, prior, sentence) => {
      const m = /^(.*target .+?) with mana value X or less( from your graveyard .+), where X is the amount of life you gained this turn$/.exec(s);
      if (!m) return null;
      const inner = sentence(`${m[1]}${m[2]}`, ctx, prior);
      const spec = ctx.targets[ctx.targets.length - 1];
      if (!inner || !spec || spec.kind !== 'graveyardCard') return null;
      spec.filter = { ...spec.filter, maxManaValueLifeGained: true };
      return inner;
    },
  },
];
