import type { AbilityDef, Effect, StateCondition } from '@arbiter/engine';
import { ADDITIONAL_COST_SENTENCES, ADDITIONAL_COST_STATICS } from './mechanics-additional-costs';
import { CONVERGE_SENTENCES, CONVERGE_STATICS } from './mechanics-converge';
import { COST_REDUCTION_STATICS } from './mechanics-cost-reduction';
import { MANA_RESTRICTION_SENTENCES } from './mechanics-mana-restrictions';
import { PLAY_SENTENCES } from './mechanics-play';
import { DELAYED_SENTENCES } from './mechanics-delayed';
import { LOOK_SENTENCES, lookUnfinished } from './mechanics-look';
import { HAND_SENTENCES, handsUnfinished } from './mechanics-hands';
import { REPLACE_SENTENCES } from './mechanics-replace';
import { UNLESS_SENTENCES } from './mechanics-unless';
import { handSizeCondition, LANDS_HAVE_SENTENCES, LANDS_HAVE_STATICS, setLandsHaveQuotedReader } from './mechanics-lands-have';
import type { Ctx } from './nouns';
import type { Template } from './template';
import { WARD_READS, wardWithDiscard } from './mechanics-ward';
import { AFFINITY_READS, AFFINITY_STATICS, affinityKeyword } from './mechanics-affinity';
import { FLASHBACK_READS, flashbackTapKeyword } from './mechanics-flashback';
import { ESCAPE_READS, escapeKeyword } from './mechanics-escape';
import { LIFE_GAINED_SENTENCES } from './mechanics-life-gained';
import { SPELLS_HAVE_STATICS } from './mechanics-spells-have';
import { CANT_BE_COPIED_STATICS } from './mechanics-cant-be-copied';
import { EXCESS_DAMAGE_SENTENCES } from './mechanics-excess-damage';
import { COIN_SENTENCES, flipUnused } from './mechanics-coins';
import { REVEAL_UNTIL_SENTENCES, revealUnfinished } from './mechanics-reveal-until';
import { MAY_PAY_SENTENCES } from './mechanics-may-pay';
import { WITHOUT_PAYING_STATICS } from './mechanics-without-paying';
import { MIRACLE_STATICS } from './mechanics-miracle';
import { COPY_GAINS_SENTENCES, setCopyGainsQuotedReader } from './mechanics-copy-gains';
import { NAME_SENTENCES } from './mechanics-names';
import { BECOMES_CREATURE_SENTENCES, setBecomesQuotedReader, stillLandUnfinished } from './mechanics-becomes-creature';
import { ENTER_AS_COPY_STATICS } from './mechanics-enter-as-copy';
import { BECOME_COPY_SENTENCES, TOKEN_COPY_SENTENCES, TOKEN_COPY_STATICS } from './mechanics-copies';

/**
 * Sentences of engine mechanics beyond the core templates (converge, additional costs, ward with a non-mana
 * cost, mana spending restrictions, play permissions, ...): each mechanic's readers live in its own
 * `mechanics-<name>.ts`; effects.ts, abilities.ts and compile.ts consult them through the hooks below.
 */

/** Reads one sentence (no final period, opening lower-cased) of an ability, as effects.ts does. */
export type SentenceReader = (s: string, ctx: Ctx, prior: Effect[]) => Effect[] | null;

/**
 * A reader for a whole effect sentence that may read its parts with the compiler's own sentence reader
 * (`sentence`). `reads` are its examples as printed; `subject`: the example is in a triggered ability whose
 * event has an object ("that spell"); `self`: the card name the example uses for itself; `prior`: the effects of the
 * sentences before it (a sentence that completes the instruction before it).
 */
export interface MechanicSentence {
  name: string;
  reads: { text: string; subject?: boolean; self?: string; prior?: Effect[] }[];
  read(s: string, ctx: Ctx, prior: Effect[], sentence: SentenceReader): Effect[] | null;
}

export const MECHANIC_SENTENCES: MechanicSentence[] = [...CONVERGE_SENTENCES, ...ADDITIONAL_COST_SENTENCES, ...MANA_RESTRICTION_SENTENCES, ...PLAY_SENTENCES, ...DELAYED_SENTENCES, ...UNLESS_SENTENCES, ...LANDS_HAVE_SENTENCES, ...LOOK_SENTENCES, ...REPLACE_SENTENCES, ...LIFE_GAINED_SENTENCES, ...HAND_SENTENCES, ...EXCESS_DAMAGE_SENTENCES, ...COIN_SENTENCES, ...REVEAL_UNTIL_SENTENCES, ...MAY_PAY_SENTENCES, ...BECOMES_CREATURE_SENTENCES, ...COPY_GAINS_SENTENCES, ...TOKEN_COPY_SENTENCES, ...BECOME_COPY_SENTENCES, ...NAME_SENTENCES];

/** Static abilities of the mechanics, on permanents and spells alike (abilities.ts tries them before a spell's text). */
export const MECHANIC_STATICS: Template<AbilityDef>[] = [...CONVERGE_STATICS, ...ADDITIONAL_COST_STATICS, ...LANDS_HAVE_STATICS, ...COST_REDUCTION_STATICS, ...AFFINITY_STATICS, ...SPELLS_HAVE_STATICS, ...CANT_BE_COPIED_STATICS, ...WITHOUT_PAYING_STATICS, ...MIRACLE_STATICS, ...TOKEN_COPY_STATICS, ...ENTER_AS_COPY_STATICS];

/** The first mechanic static ability that reads a paragraph (self-references as "~", standing for `selfName`), or null. */
export function mechanicStatic(text: string, selfName?: string): AbilityDef | null {
  for (const t of MECHANIC_STATICS) {
    const ab = t.read(text, { targets: [], ...(selfName ? { selfName } : {}) });
    if (ab) return ab;
  }
  return null;
}

/** The first mechanic reader that reads the sentence, or null. */
export function mechanicSentence(s: string, ctx: Ctx, prior: Effect[], sentence: SentenceReader): Effect[] | null {
  for (const r of MECHANIC_SENTENCES) {
    const snapshot = { n: ctx.targets.length, it: ctx.it };
    const out = r.read(s, ctx, prior, sentence);
    if (out) return out;
    ctx.targets.length = snapshot.n;
    ctx.it = snapshot.it;
  }
  return null;
}

/**
 * The mechanic sentences that open with "If" but aren't a "Then if <condition>" (608.2c), read before it: the
 * parts of "look at the top N cards" ("If ..., instead put two of them ..."), "If that creature would die this
 * turn, exile it instead" (614.1a) and "If you draw one or more cards this way, ..." (mechanics-hands.ts).
 */
export function earlySentence(s: string, ctx: Ctx, prior: Effect[], sentence: SentenceReader): Effect[] | null {
  for (const r of [...LOOK_SENTENCES, ...REPLACE_SENTENCES, ...HAND_SENTENCES.filter((h) => h.name.startsWith('if '))]) {
    const out = r.read(s, ctx, prior, r.name.startsWith('if ') ? sentence : () => null);
    if (out) return out;
  }
  return null;
}

/** The opening sentence of an instruction whose later sentences were not all read (they must be, or it is unread), or null. */
export function unfinishedInstruction(ctx: Ctx): RegExp | null {
  if (stillLandUnfinished(ctx)) return / becomes an? \d+\/\d+ /i;
  return lookUnfinished(ctx) ? /look at the top/i : revealUnfinished(ctx) ?? flipUnused(ctx) ?? handsUnfinished(ctx);
}

/** Keyword lines of the mechanics (a keyword with a non-mana cost), tried by abilities.ts's keyword reader. */
export function mechanicKeyword(word: string): AbilityDef[] | null {
  return wardWithDiscard(word) ?? affinityKeyword(word) ?? flashbackTapKeyword(word) ?? escapeKeyword(word);
}

/** Examples of the keyword lines `mechanicKeyword` reads. */
export const MECHANIC_KEYWORD_READS: string[] = [...WARD_READS, ...AFFINITY_READS, ...FLASHBACK_READS, ...ESCAPE_READS];

/** Conditions of the mechanics ("Activate only if you have seven or more cards in your hand"), after conditions.ts's. */
export function mechanicCondition(text: string): StateCondition | null {
  return handSizeCondition(text);
}

/** The reader of a quoted ability, for mechanics that grant one (set once by abilities.ts). */
export function setMechanicQuotedReader(r: (text: string) => AbilityDef | null): void {
  setLandsHaveQuotedReader(r);
  setBecomesQuotedReader(r);
  setCopyGainsQuotedReader(r);
}
