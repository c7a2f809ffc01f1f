import type { Effect } from '@arbiter/engine';
import { count, describe, objectRef, playerRef, type Ctx } from './nouns';
import type { Template } from './template';
import { tokenSpec } from './tokens';
import type { ReadTrigger } from './triggers';

/**
 * Keyword actions (CR 701) read as effect clauses: each names the action as printed, with its number where it has
 * one. Sentences open upper-case ("Proliferate.") or, after ", then", lower-case, so they are read either way.
 */

/** "Bolster 2", "Adapt X": the action's N (a number word, a digit or X), or null. */
function numbered(t: string, action: string): number | 'X' | null {
  const m = new RegExp(`^${action} (\\d+|X)$`, 'i').exec(t);
  return m ? count(m[1]) : null;
}

export const KEYWORD_ACTIONS: Template<Effect[]>[] = [
  {
    name: 'proliferate',
    reads: ['Proliferate.'],
    read: (t) => (/^proliferate$/i.test(t) ? [{ do: 'proliferate' }] : null), // 701.34a
  },
  {
    name: 'populate',
    reads: ['Populate.'],
    read: (t, ctx) => {
      if (!/^populate$/i.test(t)) return null;
      ctx.it = 'created'; // 701.36a: the token it creates
      return [{ do: 'populate' }];
    },
  },
  {
    name: 'bolster, adapt, monstrosity, blight',
    reads: ['Bolster 2.', 'Adapt 3.', 'Monstrosity 3.', 'Monstrosity X.', 'Blight 1.'],
    read: (t) => {
      for (const action of ['bolster', 'adapt', 'monstrosity', 'blight'] as const) {
        const n = numbered(t, action);
        if (n !== null) return [{ do: action, n }]; // 701.39a, 701.46a, 701.37a, 701.68a
      }
      return null;
    },
  },
  {
    name: 'support',
    reads: ['Support 2.'],
    // CR 701.41a: "Put a +1/+1 counter on each of up to N other target creatures" ("other" only excludes a permanent
    // that supports, so it changes nothing for an instant or sorcery, which is never a creature on the battlefield).
    read: (t, ctx: Ctx) => {
      const n = numbered(t, 'support');
      if (typeof n !== 'number') return null;
      ctx.targets.push({ kind: 'permanent', filter: { types: ['Creature'], other: true }, count: { min: 0, max: n } });
      return [{ do: 'putCounters', what: { target: ctx.targets.length - 1 }, counter: '+1/+1', n: 1 }];
    },
  },
  {
    name: 'explore',
    reads: ['It explores.', 'This creature explores.', 'Target creature you control explores.'],
    // CR 701.44a: one permanent explores ("each creature ... explores", 701.44d, isn't read).
    read: (t, ctx) => {
      const m = /^(.+) explores$/i.exec(t);
      const what = m && objectRef(m[1], ctx);
      return what && !(typeof what === 'object' && 'each' in what) ? [{ do: 'explore', what }] : null;
    },
  },
  {
    name: 'double or triple',
    reads: ["Double target creature's power until end of turn.", 'Double the power and toughness of target creature you control until end of turn.',
      "Triple target creature's power and toughness until end of turn.", 'Double your life total.', "Double target player's life total."],
    // CR 701.10b–d, 701.11b–c (the number of counters: "double the number of ... counters", effects.ts).
    read: (t, ctx) => {
      const m = /^(double|triple) (?:the (power|toughness|power and toughness) of (.+?)|(.+?)'s (power|toughness|power and toughness)) until end of turn$/i.exec(t);
      const times = (w: string) => (w.toLowerCase() === 'double' ? 2 : 3);
      const of = (w: string) => (w === 'power and toughness' ? 'pt' as const : w as 'power' | 'toughness');
      if (m) {
        const what = objectRef(m[3] ?? m[4], ctx);
        return what ? [{ do: 'multiply', times: times(m[1]), what, of: of(m[2] ?? m[5]) }] : null;
      }
      const life = /^double (your|target player's|target opponent's) life total$/i.exec(t);
      const who = life && (life[1] === 'your' ? 'you' as const : playerRef(life[1].replace(/'s$/, ''), ctx));
      return who ? [{ do: 'multiply', times: 2, what: who, of: 'life' }] : null;
    },
  },
  {
    name: 'goad, detain',
    reads: ['Goad target creature.', 'Goad each creature target player controls.', 'Detain target creature an opponent controls.',
      'Detain target nonland permanent an opponent controls.'],
    // CR 701.15a, 701.35a: "<action> <objects>".
    read: (t, ctx) => {
      const m = /^(goad|detain) (.+)$/i.exec(t);
      const what = m && objectRef(m[2], ctx);
      return what ? [{ do: m![1].toLowerCase() as 'goad' | 'detain', what }] : null;
    },
  },
  {
    name: 'amass',
    reads: ['Amass Zombies 2.', 'Amass Orcs X.'],
    // CR 701.47a: the Army token only if you control no Army creature, then the rest (the engine's `amass`).
    read: (t, ctx) => {
      const m = /^[Aa]mass ([A-Z][a-z]+)s (\d+|X)$/.exec(t);
      const n = m && count(m[2]);
      const token = n !== null && n !== undefined && tokenSpec(`0/0 black ${m![1]} Army creature token`, () => null);
      if (!token) return null;
      ctx.it = undefined; // "the Army you amassed" isn't read
      const noArmy = { kind: 'not' as const, condition: { kind: 'youControlAtLeast' as const, n: 1, filter: { types: ['Creature'], subtypes: ['Army'] } } };
      return [{ do: 'createToken', token, n: 1, thenIf: noArmy }, { do: 'amass', subtype: m![1], n: n! }];
    },
  },
  {
    name: 'endure',
    reads: ['This creature endures 2.', 'It endures 1.', 'Target creature you control endures X.'],
    // CR 701.63a.
    read: (t, ctx) => {
      const m = /^(.+) endures (\d+|X)$/i.exec(t);
      const what = m && objectRef(m[1], ctx);
      const n = m && count(m[2]);
      return what && n !== null && !(typeof what === 'object' && 'each' in what) ? [{ do: 'endure', what, n: n! }] : null;
    },
  },
  {
    name: 'connive',
    reads: ['It connives.', 'This creature connives.', 'Target creature you control connives.', 'This creature connives 2.'],
    // CR 701.50a, 701.50e: one permanent connives [N] ("each creature ... connives", 701.50d, isn't read).
    read: (t, ctx) => {
      const m = /^(.+) connives(?: (\d+|X))?$/i.exec(t);
      const what = m && objectRef(m[1], ctx);
      const n = m?.[2] ? count(m[2]) : 1;
      return what && n !== null && !(typeof what === 'object' && 'each' in what) ? [{ do: 'connive', what, n }] : null;
    },
  },
];

/** Trigger conditions about keyword actions. */
export const KEYWORD_ACTION_TRIGGERS: Template<ReadTrigger>[] = [
  {
    name: 'becomes monstrous',
    reads: ['When this creature becomes monstrous'],
    // CR 701.37b: the permanent's own event; "it" is the permanent.
    read: (t) => (t === 'when ~ becomes monstrous' ? { trigger: { on: 'becomesMonstrous', who: 'self' }, subject: true, it: 'self' } : null),
  },
  {
    name: 'explores',
    reads: ['Whenever a creature you control explores', 'Whenever this creature explores'],
    // CR 701.44b: after the exploring is complete; "it" is the permanent that explored.
    read: (t) => {
      if (t === 'whenever ~ explores') return { trigger: { on: 'explores', who: 'self' }, subject: true, it: 'self' };
      const m = /^whenever (?:a|another) (.+) explores$/.exec(t);
      const d = m && describe(t.startsWith('whenever another') ? `another ${m[1]}` : m[1]);
      return d && d.place === 'battlefield' ? { trigger: { on: 'explores', who: d.filter }, subject: true } : null;
    },
  },
];
