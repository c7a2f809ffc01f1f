import type { AbilityDef, EntersEffect } from '../cards/definition';
import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { characteristics, type Characteristics } from './r613-characteristics';
import { fireTrigger, type TriggerEvent } from './r603-triggers';

/**
 * CR 714 — Saga cards: lore counters as a Saga enters (714.3a–b, intrinsic abilities since the Secrets of
 * Strixhaven update) and as its controller's precombat main phase begins (714.3c), chapter abilities (714.2),
 * read ahead (702.155) and the 714.4 state-based action. Two ruleset switches meet here (spec/rulesets.md):
 * `sagaSingleIntrinsic` (which intrinsic abilities a Saga has) and, through 305.7 in layer 4,
 * `bloodMoonRemovesAll` (whether a land set to a basic land type keeps them).
 */

const LORE = 'lore';

function intrinsic(text: string, effect: EntersEffect): AbilityDef {
  return { kind: 'static', text, effect: { kind: 'enters', who: 'self', effect } };
}

/** CR 714.3a — "Each Saga without read ahead has the intrinsic ability ...". */
const ONE_LORE_COUNTER = intrinsic('This Saga enters with a lore counter on it.', { kind: 'counters', counters: { [LORE]: 1 } });
/** CR 714.3b, 702.155b — "Each Saga with read ahead has the intrinsic abilities ..." (two replacement effects). */
const READ_AHEAD_CHOICE = intrinsic("As this Saga enters, choose a number between one and this Saga's final chapter number.", { kind: 'chooseChapter', lore: false });
const READ_AHEAD_LORE = intrinsic('This Saga enters with the chosen number of lore counters on it.', { kind: 'chosenLore' });
/** Seed 003's 714.3a — one intrinsic ability, only for a Saga with one or more chapter abilities. */
const SINGLE_TEXT = "As this Saga enters, if it has read ahead, choose a number between one and this Saga's final chapter number. This Saga enters with the chosen number of lore counters on it. If it doesn't have read ahead, it enters with a lore counter on it.";
const SINGLE_READ_AHEAD = intrinsic(SINGLE_TEXT, { kind: 'chooseChapter', lore: true });
const SINGLE_ONE_COUNTER = intrinsic(SINGLE_TEXT, { kind: 'counters', counters: { [LORE]: 1 } });
const INTRINSIC: readonly AbilityDef[] = [ONE_LORE_COUNTER, READ_AHEAD_CHOICE, READ_AHEAD_LORE, SINGLE_READ_AHEAD, SINGLE_ONE_COUNTER];

/** CR 714.2 — the chapter numbers of the chapter abilities an object has. */
function chapterNumbers(c: Characteristics): number[] {
  return c.abilities.flatMap((a) => (a.kind === 'triggered' && a.trigger.on === 'chapter' ? [a.trigger.n] : []));
}

/** CR 714.2d — the greatest chapter number among its chapter abilities; 0 with none. */
function finalChapterNumber(c: Characteristics): number {
  return Math.max(0, ...chapterNumbers(c));
}

const isSaga = (c: Characteristics) => c.types.includes('Enchantment') && c.subtypes.includes('Saga');
const hasReadAhead = (c: Characteristics) => c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'read ahead');

const NONE: readonly AbilityDef[] = [];

/** CR 714.3a–b (`cr`) or seed 003's 714.3a (`sagaSingleIntrinsic`) — the intrinsic abilities a Saga has now. */
function sagaIntrinsics(g: Game, c: Characteristics): readonly AbilityDef[] {
  if (!isSaga(c)) return NONE; // asked of every permanent whenever the battlefield is computed
  if (g.s.ruleset.sagaSingleIntrinsic) {
    if (!chapterNumbers(c).length) return NONE;
    return [hasReadAhead(c) ? SINGLE_READ_AHEAD : SINGLE_ONE_COUNTER];
  }
  return hasReadAhead(c) ? [READ_AHEAD_CHOICE, READ_AHEAD_LORE] : [ONE_LORE_COUNTER];
}

/**
 * CR 714.3a–b — gives a Saga its intrinsic abilities from its characteristics before type-changing effects
 * apply (so 305.7 can see them); returns those added.
 */
export function addSagaIntrinsics(g: Game, c: Characteristics): readonly AbilityDef[] {
  const add = sagaIntrinsics(g, c);
  if (add.length) {
    c.abilities = [...c.abilities, ...add];
    c.notRulesText = [...(c.notRulesText ?? []), ...add];
  }
  return add;
}

/**
 * CR 714.3a–b — after ability-changing effects (layer 6): a Saga that gained read ahead (Barbara Wright) or
 * lost its chapter abilities now has the intrinsic abilities that fit; one it already had when 305.7 applied
 * stays removed if 305.7 removed it (`bloodMoonRemovesAll`).
 * @simplification The rules don't say when in the layer system an intrinsic ability comes and goes; the
 * engine decides it before layer 4 and after layer 6, as above.
 */
export function settleSagaIntrinsics(g: Game, c: Characteristics, hadBefore305: readonly AbilityDef[] = NONE): void {
  const fit = sagaIntrinsics(g, c);
  if (!fit.length && !hasIntrinsic(c.abilities)) return; // no Saga and no Saga's ability: nothing to settle (most permanents)
  const kept = c.abilities.filter((a) => !INTRINSIC.includes(a) || fit.includes(a));
  const arising = fit.filter((a) => !hadBefore305.includes(a) && !kept.includes(a));
  if (kept.length !== c.abilities.length || arising.length) c.abilities = [...kept, ...arising];
}

/** Whether one of `abilities` is a Saga's intrinsic ability (714.3a–b). */
function hasIntrinsic(abilities: readonly AbilityDef[]): boolean {
  for (const a of abilities) if (INTRINSIC.includes(a)) return true;
  return false;
}

/**
 * CR 702.155b, 714.3b — the numbers a player may choose for "a number between one and this Saga's final
 * chapter number". A Saga without chapter abilities (final chapter number 0, 714.2d) asks for a number between
 * one and 0: the rules are silent; the engine offers 0 or 1 (seed 003).
 */
export function chapterChoiceRange(c: Characteristics): { min: number; max: number; silent: boolean } {
  const final = finalChapterNumber(c);
  return final >= 1 ? { min: 1, max: final, silent: false } : { min: 0, max: 1, silent: true };
}

/**
 * CR 714.2b, 702.155a — does chapter ability N of `source` trigger for lore counters put on it? Only if the
 * count was below N and became at least N; with read ahead, in the turn it entered, only if it is exactly N.
 * @simplification "The turn it entered" is read as the turn it came under its controller's control: a Saga
 * whose control changed this turn counts as having entered this turn.
 */
export function chapterTriggers(g: Game, n: number, source: ObjectId, c: Characteristics, ev: TriggerEvent): boolean {
  if (ev.type !== 'loreCounters' || ev.object !== source || !(ev.before < n && ev.after >= n)) return false;
  const o = g.s.objects[source];
  const enteredThisTurn = o?.zone === 'battlefield' && o.controlledSince === g.s.turn.number;
  return !(enteredThisTurn && hasReadAhead(c) && ev.after !== n);
}

/** CR 122.1, 714.2b — lore counters were put on a Saga (`before` → its count now): chapter abilities may trigger. */
export function loreCountersPut(g: Game, id: ObjectId, before: number): void {
  const after = g.s.objects[id].counters[LORE] ?? 0;
  if (after > before) fireTrigger(g, { type: 'loreCounters', object: id, before, after });
}

/**
 * CR 714.3c — as a player's precombat main phase begins, they put a lore counter on each Saga they control with
 * one or more chapter abilities (a turn-based action, no stack).
 */
export function precombatMainLore(g: Game, p: PlayerId): void {
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (o.phasedOut) continue;
    const c = characteristics(g, id);
    if (c.controller !== p || !isSaga(c) || !chapterNumbers(c).length) continue;
    const before = o.counters[LORE] ?? 0;
    obj(g, id).counters[LORE] = before + 1;
    emit(g, { kind: 'counters', rules: ['714.3c', '122.1'], object: id, text: `${playerName(g, p)} puts a lore counter on ${nameOf(g, id)} (${before + 1})` });
    loreCountersPut(g, id, before);
  }
}

/** Whether `id` is the source of a chapter ability that has triggered but not yet left the stack (714.4). */
function chapterPending(g: Game, id: ObjectId): boolean {
  const isChapter = (def: AbilityDef | undefined) => def?.kind === 'triggered' && def.trigger.on === 'chapter';
  return g.s.triggers.some((t) => t.source === id && isChapter(t.def))
    || g.s.stack.some((s) => g.s.objects[s].ability?.source === id && isChapter(g.s.objects[s].ability?.def));
}

/**
 * CR 714.4, 704.5s — the Sagas to sacrifice: a Saga permanent with one or more chapter abilities whose lore
 * counters reach its final chapter number, unless one of its chapter abilities has triggered and not yet left
 * the stack. A Saga that lost its chapter abilities (Urza's Saga under Blood Moon) is never sacrificed.
 */
export function sagasToSacrifice(g: Game): ObjectId[] {
  return g.s.battlefield.filter((id) => {
    const o = g.s.objects[id];
    if (o.phasedOut || !(o.counters[LORE] > 0)) return false;
    const c = characteristics(g, id);
    const final = finalChapterNumber(c);
    return isSaga(c) && final > 0 && o.counters[LORE] >= final && !chapterPending(g, id);
  });
}
