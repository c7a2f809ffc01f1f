import type { MechanicSentence } from './mechanics';
import { count, playerRef, type Ctx } from './nouns';

/**
 * CR 705.2 — "Flip five coins." (only heads or tails matters) and CR 500.11, 614.10a — "Target opponent skips their
 * next X turns" (with "where X is the number of coins that came up heads", read by nouns.ts as the flip's heads). A
 * flip whose heads no later sentence uses ("Flip a coin. If you win the flip, ...") leaves the ability unread.
 */
export const COIN_SENTENCES: MechanicSentence[] = [
  {
    name: 'flip coins',
    reads: [{ text: 'Flip five coins.' }, { text: 'Flip a coin.' }],
    read: (s, ctx) => {
      const m = /^flip (a|two|three|four|five|six|seven) coins?$/.exec(s);
      const n = m && count(m[1]);
      if (typeof n !== 'number') return null;
      ctx.flipped = true;
      return [{ do: 'flipCoins', n }];
    },
  },
  {
    name: 'skips their next turns',
    reads: [{ text: 'Target opponent skips their next X turns.' }, { text: 'Target player skips their next turn.' }],
    read: (s, ctx) => {
      const m = /^(target opponent|target player|each opponent) skips their next (?:turn|(\w+) turns)$/.exec(s);
      const n = m && (m[2] ? count(m[2]) : 1);
      const who = n !== null && playerRef(m![1], ctx);
      return who ? [{ do: 'skipTurns', who, n: n! }] : null;
    },
  },
];

/** The "Flip N coins" sentence whose heads no later sentence used, or null. */
export function flipUnused(ctx: Ctx): RegExp | null {
  return ctx.flipped ? /flip \w+ coins?/i : null;
}
