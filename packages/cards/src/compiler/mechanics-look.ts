import type { Effect, LookAtTop, LookPick, ObjectFilter } from '@arbiter/engine';
import { stateCondition } from './conditions';
import { count, describe, NUMBER, type Ctx } from './nouns';
import type { MechanicSentence } from './mechanics';

/**
 * CR 701.20e, 401.4 — "Look at the top N cards of your library." and the sentences that complete it: which of
 * them go into your hand ("Put one of them into your hand", "You may reveal a creature or land card from among
 * them and put it into your hand"), an "instead" for a condition, and where the rest go ("the rest on the bottom
 * of your library in any order / in a random order", "into your graveyard"). The first sentence makes one
 * `lookAtTop` effect; each later one fills in a part of it, and the ability is read only once every part was
 * given (`lookUnfinished`).
 */

const REST = '(on the bottom of your library(?: in (?:any|a random) order)?|into your graveyard)';

function restOf(words: string): LookAtTop['rest'] {
  return words === 'into your graveyard' ? 'graveyard' : /random/.test(words) ? 'bottomRandom' : 'bottom';
}

/** "creature or land", "creature and/or land", "land card or a card with {X} in its mana cost" → a card filter. */
function cardFilter(phrase: string): ObjectFilter | null {
  const p = phrase.replace(/ cards?$/, '');
  const x = /^(.+?)(?: card)? or a card with \{X\} in its mana cost$/.exec(p);
  if (x) {
    const first = cardFilter(x[1]);
    return first && { anyOf: [first, { xInManaCost: true }] };
  }
  const d = describe(`${p.replace(' and/or ', ' or ')} card from your graveyard`);
  return d && d.place === 'graveyard' && Object.keys(d.filter).every((k) => k === 'types' || k === 'subtypes' || k === 'supertypes' || k === 'notTypes') ? d.filter : null;
}

type Part = 'pick' | 'rest' | 'destination';

/** Whether the look instruction still misses `part` (a reader handed the sentence alone, as its test does, assumes so). */
function needs(ctx: Ctx, part: Part): boolean {
  return !ctx.look || ctx.look.missing.includes(part);
}

/** The look effect the sentence completes: the last effect, if it is one and still misses `part`. */
function unfinished(ctx: Ctx, prior: Effect[], part: Part): LookAtTop | null {
  const last = prior[prior.length - 1];
  return last?.do === 'lookAtTop' && needs(ctx, part) ? last : null;
}

function given(ctx: Ctx, ...parts: Part[]): Effect[] {
  if (ctx.look) ctx.look.missing = ctx.look.missing.filter((m) => !parts.includes(m));
  return [];
}

/** "you may reveal a creature or land card from among them and put it into your hand" → what may be chosen. */
function revealPick(words: string, what: string): LookPick | null {
  const filter = cardFilter(what);
  const n = words.startsWith('up to ') ? count(words.slice(6)) : count(words);
  return filter && typeof n === 'number' ? { min: 0, max: n, filter } : null;
}

export const LOOK_SENTENCES: MechanicSentence[] = [
  {
    name: 'look at the top N cards of your library',
    reads: [{ text: 'Look at the top three cards of your library.' }, { text: 'Look at the top X cards of your library.' }],
    read: (s, ctx) => {
      const m = new RegExp(`^look at the top (${NUMBER}) cards of your library$`).exec(s);
      const n = m && count(m[1]);
      if (n === null || !m || ctx.look) return null;
      ctx.look = { missing: ['pick', 'rest'] };
      return [{ do: 'lookAtTop', n, pick: { min: 0, max: 0 }, rest: 'bottom' }];
    },
  },
  {
    name: 'put N of them into your hand and the rest ...',
    reads: [
      { text: 'Put one of them into your hand and the rest on the bottom of your library in any order.', prior: [{ do: 'lookAtTop', n: 3, pick: { min: 0, max: 0 }, rest: 'bottom' }] },
      { text: 'Put one of those cards into your hand and the other on the bottom of your library.', prior: [{ do: 'lookAtTop', n: 2, pick: { min: 0, max: 0 }, rest: 'bottom' }] },
      { text: 'Put one of them into your hand and the other into your graveyard.', prior: [{ do: 'lookAtTop', n: 2, pick: { min: 0, max: 0 }, rest: 'bottom' }] },
    ],
    read: (s, ctx, prior) => {
      const m = new RegExp(`^put (${NUMBER}) of (?:them|those cards) into your hand and the (?:rest|other) ${REST}$`).exec(s);
      const look = m && unfinished(ctx, prior, 'pick');
      const n = m && count(m[1]);
      if (!look || typeof n !== 'number' || !needs(ctx, 'rest')) return null;
      look.pick = { min: n, max: n };
      look.rest = restOf(m![2]);
      return given(ctx, 'pick', 'rest');
    },
  },
  {
    // 701.20e, Expressive Iteration: one card to each place; of the rest, the player chooses the one for the bottom (r701-20-look.ts).
    name: 'one into your hand, one on the bottom, and exile one',
    reads: [{ text: 'Put one of them into your hand, put one of them on the bottom of your library, and exile one of them.', prior: [{ do: 'lookAtTop', n: 3, pick: { min: 0, max: 0 }, rest: 'bottom' }] }],
    read: (s, ctx, prior) => {
      if (s !== 'put one of them into your hand, put one of them on the bottom of your library, and exile one of them') return null;
      const look = unfinished(ctx, prior, 'pick');
      if (!look || look.n !== 3 || !needs(ctx, 'rest')) return null;
      Object.assign(look, { pick: { min: 1, max: 1 }, rest: 'bottom', exileOne: true });
      return given(ctx, 'pick', 'rest');
    },
  },
  {
    name: 'instead put N of them into your hand',
    reads: [{
      text: 'If there is an instant card and a sorcery card in your graveyard, instead put two of them into your hand and the rest on the bottom of your library in any order.',
      prior: [{ do: 'lookAtTop', n: 3, pick: { min: 1, max: 1 }, rest: 'bottom' }],
    }],
    read: (s, _ctx, prior) => {
      const m = new RegExp(`^if (.+?), instead put (${NUMBER}) of (?:them|those cards) into your hand and the rest ${REST}$`).exec(s);
      const last = prior[prior.length - 1];
      const cond = m && stateCondition(m[1]);
      const n = m && count(m[2]);
      if (!cond || typeof n !== 'number' || last?.do !== 'lookAtTop' || last.instead || last.pick.max === 0 || restOf(m![3]) !== last.rest) return null;
      last.instead = { if: cond, pick: { min: n, max: n, ...(last.pick.filter ? { filter: last.pick.filter } : {}) } };
      return [];
    },
  },
  {
    name: 'you may reveal ... from among them and put it into your hand',
    reads: [
      { text: 'You may reveal a creature or land card from among them and put it into your hand.', prior: [{ do: 'lookAtTop', n: 4, pick: { min: 0, max: 0 }, rest: 'bottom' }] },
      { text: 'You may reveal a land card or a card with {X} in its mana cost from among them and put it into your hand.', prior: [{ do: 'lookAtTop', n: 5, pick: { min: 0, max: 0 }, rest: 'bottom' }] },
    ],
    read: (s, ctx, prior) => {
      const m = /^you may reveal (a|an|up to \w+|\w+) (.+?) from among them and put (?:it|them) into your hand$/.exec(s);
      const look = m && unfinished(ctx, prior, 'pick');
      const pick = look && revealPick(m![1], m![2]);
      if (!pick) return null;
      look!.pick = pick;
      look!.reveal = true;
      return given(ctx, 'pick');
    },
  },
  {
    name: 'you may instead reveal',
    reads: [{
      text: 'If you gained life this turn, you may instead reveal two creature and/or land cards from among them and put them into your hand.',
      prior: [{ do: 'lookAtTop', n: 4, pick: { min: 0, max: 1, filter: { types: ['Creature', 'Land'] } }, rest: 'bottom', reveal: true }],
    }],
    read: (s, _ctx, prior) => {
      const m = /^if (.+?), you may instead reveal (\w+) (.+?) from among them and put them into your hand$/.exec(s);
      const last = prior[prior.length - 1];
      const cond = m && stateCondition(m[1]);
      const pick = cond && revealPick(m![2], m![3]);
      if (!pick || last?.do !== 'lookAtTop' || !last.reveal || last.instead) return null;
      last.instead = { if: cond!, pick };
      return [];
    },
  },
  {
    name: 'you may reveal up to N ..., then put the rest on the bottom',
    reads: [{
      text: 'You may reveal up to two creature and/or land cards from among them, then put the rest on the bottom of your library in a random order.',
      prior: [{ do: 'lookAtTop', n: 5, pick: { min: 0, max: 0 }, rest: 'bottom' }],
    }],
    read: (s, ctx, prior) => {
      const m = new RegExp(`^you may reveal (up to \\w+|a|an) (.+?) from among them, then put the rest ${REST}$`).exec(s);
      const look = m && unfinished(ctx, prior, 'pick');
      const pick = look && revealPick(m![1], m![2]);
      if (!pick) return null;
      look!.pick = pick;
      look!.reveal = true;
      look!.rest = restOf(m![3]);
      ctx.look?.missing.push('destination');
      return given(ctx, 'pick', 'rest');
    },
  },
  {
    name: 'put all land cards revealed this way onto the battlefield tapped',
    reads: [{
      text: 'Put all land cards revealed this way onto the battlefield tapped and put all creature cards revealed this way into your hand.',
      prior: [{ do: 'lookAtTop', n: 5, pick: { min: 0, max: 2, filter: { types: ['Creature', 'Land'] } }, rest: 'bottomRandom', reveal: true }],
    }],
    read: (s, ctx, prior) => {
      if (s !== 'put all land cards revealed this way onto the battlefield tapped and put all creature cards revealed this way into your hand') return null;
      const look = unfinished(ctx, prior, 'destination');
      const types = look?.pick.filter?.types;
      if (!look || types?.length !== 2 || !types.includes('Land') || !types.includes('Creature')) return null;
      look.landsTo = 'battlefieldTapped';
      return given(ctx, 'destination');
    },
  },
  {
    name: 'put the rest on the bottom',
    reads: [{ text: 'Put the rest on the bottom of your library in a random order.', prior: [{ do: 'lookAtTop', n: 4, pick: { min: 0, max: 1 }, rest: 'bottom' }] }],
    read: (s, ctx, prior) => {
      const m = new RegExp(`^put the rest ${REST}$`).exec(s);
      const last = prior[prior.length - 1];
      if (!m || last?.do !== 'lookAtTop' || !needs(ctx, 'rest') || ctx.look?.missing.includes('pick')) return null;
      last.rest = restOf(m[1]);
      return given(ctx, 'rest');
    },
  },
];

/** Whether a look instruction was left incomplete (the ability is then not read). */
export function lookUnfinished(ctx: Ctx): boolean {
  return !!ctx.look?.missing.length;
}
