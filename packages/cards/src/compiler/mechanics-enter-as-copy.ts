import type { AbilityDef, EntersEffect } from '@arbiter/engine';
import { readQuotedAbility } from './effects';
import { describe, type Ctx } from './nouns';
import type { Template } from './template';

type CopyExcept = NonNullable<Extract<EntersEffect, { kind: 'copyOf' }>['except']>;

/**
 * One exception of an "enter as a copy" effect (707.9): what it sets is part of the copiable values (707.9b), except
 * the counters it enters with (614.1c). `ctx.selfName` is the name "~" stands for ("its name is ~", 201.5).
 */
function exception(part: string, ctx: Ctx, out: CopyExcept): boolean {
  let m = /^it's (?:an? )?([A-Za-z]+) in addition to its other types$/.exec(part);
  if (m) {
    const word = m[1];
    if (word === 'legendary') out.addSupertypes = [...(out.addSupertypes ?? []), 'Legendary'];
    else if (/^[A-Z][a-z]+$/.test(word)) out.addSubtypes = [...(out.addSubtypes ?? []), word];
    else return false;
    return true;
  }
  if (part === 'its name is ~' && ctx.selfName) return !!(out.name = ctx.selfName);
  m = /^it has "(.+)"$/.exec(part);
  if (m) {
    const ability = readQuotedAbility(m[1]);
    if (ability) out.abilities = [...(out.abilities ?? []), ability];
    return !!ability;
  }
  if (part === "it isn't legendary if that permanent is legendary" || part === "it isn't legendary") {
    out.removeSupertypes = ['Legendary'];
    return true;
  }
  if (part === "it enters with an additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a planeswalker") {
    out.extraCounter = true;
    return true;
  }
  return false;
}

/** Splits "A, B, and C" / "A and B" at the separators outside quotes; Spark Double's two counter clauses stay one part. */
function exceptionParts(text: string): string[] {
  const unquoted = text.replace(/"[^"]*"/g, (q) => q.replace(/,/g, '\u0000').replace(/ and /g, '\u0001'));
  const joined = unquoted.replace(/if it's a creature, it enters/, "if it's a creature\u0000 it enters");
  return joined.split(/, and |, | and (?=it|its)/).map((p) => p.replace(/\u0000/g, ',').replace(/\u0001/g, ' and '));
}

/**
 * CR 707.5, 614.1c, 707.9 — "You may have ~ enter as a copy of <permanents> [on the battlefield][, except <exceptions>]"
 * (Clone, Phantasmal Image, Sakashima the Impostor, Spark Double): as it enters, its controller may choose a
 * permanent; it enters with that permanent's copiable values (707.2) changed by the exceptions (707.9b).
 */
export const ENTER_AS_COPY_STATICS: Template<AbilityDef>[] = [
  {
    name: 'enter as a copy',
    // Sakashima the Impostor's "its name is Sakashima the Impostor" needs the card's name: compiler-copies.test.ts.
    reads: [
      'You may have this creature enter as a copy of any creature on the battlefield.',
      'You may have this creature enter as a copy of any creature on the battlefield, except it\'s an Illusion in addition to its other types and it has "When this creature becomes the target of a spell or ability, sacrifice it."',
      "You may have this creature enter as a copy of a creature or planeswalker you control, except it enters with an additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a planeswalker, and it isn't legendary if that permanent is legendary.",
    ],
    read: (t, ctx) => {
      // The sentence ends with its period, or with a quoted ability's closing quote.
      const m = /^You may have ~ enter as a copy of (?:any |an? )(.+?)(?: on the battlefield)?(?:, except (.+"|.+?))?\.?$/.exec(t);
      const d = m && describe(m[1]);
      if (!d || d.place !== 'battlefield') return null;
      const except: CopyExcept = {};
      if (m![2] !== undefined && !exceptionParts(m![2]).every((p) => exception(p, ctx, except))) return null;
      const effect: EntersEffect = { kind: 'copyOf', filter: d.filter, ...(m![2] !== undefined ? { except } : {}) };
      return { kind: 'static', text: '', effect: { kind: 'enters', who: 'self', effect } };
    },
  },
];
