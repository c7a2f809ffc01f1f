import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import type { CopiableSource, GameObject, ObjectId, PlayerId, TokenSpec } from '../state/types';
import { ceaseToExist, createObject } from './r400-zones';
import { copyOfNoncardArrives } from './r707-copy';
import { characteristics, controllerOf, copiableValues } from './r613-characteristics';

/** The card whose printed characteristics an object uses (a token or copy uses its copiable source, 707.2). */
function sourceCard(o: GameObject): string {
  return o.base?.card ?? o.card;
}

/**
 * CR 722.2a — whether an object has a prepare spell: its copiable values include one (722.2b), or a full-text
 * effect gave it one (612.6, seed 003: Volrath's Shapeshifter showing Emeritus of Woe). Face down it has none.
 */
export function hasPrepareSpell(g: Game, id: ObjectId): boolean {
  return !!g.s.objects[id] && !!characteristics(g, id).prepareSpell;
}

/** CR 722.3c — an object with no characteristics: what copying a prepare spell the copiable values lack yields. */
const NO_CHARACTERISTICS: TokenSpec = { name: '', colors: [], supertypes: [], types: [], subtypes: [], power: null, toughness: null, text: '', abilities: [] };

/**
 * CR 722.3c; seed 003 `prepareAlternativeValues` — what the exiled object is built from. `cr`: a copy of the
 * permanent's copiable values (layer 1) with only the prepare spell's characteristics, so a prepare spell
 * gained by a full-text effect (layer 3) gives an object with no characteristics, and text changes never reach
 * it. Amended (722.2c–d): the permanent's actual alternative characteristics, as full-text effects and
 * color-word or subtype replacements left them.
 */
function prepareCopySource(g: Game, id: ObjectId): CopiableSource {
  const o = g.s.objects[id];
  if (g.s.ruleset.prepareAlternativeValues) return characteristics(g, id).prepareSpell!;
  return copiableValues(g, o).prepareSpell ?? { card: sourceCard(o), set: 'prepare_spell', token: NO_CHARACTERISTICS };
}

/**
 * CR 722.3a, 722.3c — a permanent becomes prepared: only if it has a prepare spell and isn't prepared
 * already. As it does, its controller creates in exile a copy of it with only the prepare spell's
 * characteristics, ignoring the exceptions of copy effects applied to the permanent (the Croaking
 * Counterpart example), which that player... or whoever controls the permanent later... may cast.
 */
export function becomePrepared(g: Game, id: ObjectId, rules: string[]): void {
  const o = g.s.objects[id];
  if (!o || o.zone !== 'battlefield') return;
  const name = nameOf(g, id);
  if (!hasPrepareSpell(g, id)) {
    emit(g, { kind: 'notPrepared', rules: [...new Set([...rules, '722.3a'])], object: id, text: `${name} has no prepare spell and can't become prepared` });
    return;
  }
  if (o.prepared) {
    emit(g, { kind: 'notPrepared', rules: [...new Set([...rules, '722.3a'])], object: id, text: `${name} is already prepared and can't become prepared again` });
    return;
  }
  obj(g, id).prepared = true;
  createPrepareCopy(g, id, [...new Set([...rules, '722.3a', '722.3c'])], 'becomes prepared');
}

/**
 * CR 722.3c — as a permanent becomes prepared or phases in prepared, its controller creates the copy of its
 * prepare spell in exile (ignoring copy exceptions; what it is built from: `prepareCopySource`).
 */
export function createPrepareCopy(g: Game, id: ObjectId, rules: string[], how: string): void {
  const o = g.s.objects[id];
  const name = nameOf(g, id);
  const controller = controllerOf(g, id);
  const fromNoncard = o.kind !== 'card' && o.kind !== 'copy';
  const base = prepareCopySource(g, id);
  const copy = createObject(g, {
    card: base.card, owner: controller, controller, zone: 'exile', kind: 'copy', set: 'prepare_spell',
    base, copyOf: id, castPermission: { player: controller, until: 'prepared' }, fromNoncard,
  });
  obj(g, id).preparedCopy = copy;
  const amended = g.s.ruleset.prepareAlternativeValues;
  emit(g, {
    kind: 'prepared', rules, object: id, player: controller,
    text: `${name} ${how}; ${playerName(g, controller)} creates a copy of its prepare spell ${nameOf(g, copy) || '(with no characteristics: its copiable values have no prepare spell)'} in exile${amended ? ' (an object with its actual alternative characteristics, 722.2c–d as amended)' : ''}`,
  });
  if (!g.s.ruleset.copyOwnerIsCreator) {
    // 112.2a gives an owner only to a copy an *effect* tells a player to create; 722.3c is a rule (seed 003).
    emit(g, {
      kind: 'rulesSilent', rules: ['722.3c', '112.2a'], object: copy, rulesSilent: true,
      text: `a rule (722.3c), not an effect, created the copy of ${nameOf(g, copy) || 'its prepare spell'}: the rules name no owner for it in exile, and its creator, ${playerName(g, controller)}, is used`,
    });
  }
  copyOfNoncardArrives(g, g.s.objects[copy]); // made from a token: 704.5e never removes it under cr
}

/**
 * CR 722.3b — a permanent becomes unprepared: it loses the designation and the exiled copy of its prepare
 * spell ceases to exist (seed 002 ruling). Nothing happens if it wasn't prepared.
 */
export function becomeUnprepared(g: Game, id: ObjectId, rules: string[]): void {
  const o = g.s.objects[id];
  if (!o?.prepared) return;
  const copy = o.preparedCopy;
  const w = obj(g, id);
  w.prepared = false;
  delete w.preparedCopy;
  emit(g, { kind: 'unprepared', rules: [...new Set([...rules, '722.3b'])], object: id, text: `${nameOf(g, id)} becomes unprepared` });
  if (copy && g.s.objects[copy]?.zone === 'exile') ceaseToExist(g, copy, ['722.3c'], 'its permanent is no longer prepared');
}

/** The prepared permanent an exiled prepare copy belongs to, while the link holds (722.3c). */
export function preparedPermanentOf(g: Game, copy: GameObject): ObjectId | null {
  if (copy.kind !== 'copy' || copy.castPermission?.until !== 'prepared' || !copy.copyOf) return null;
  const p = g.s.objects[copy.copyOf];
  return p && p.zone === 'battlefield' && p.prepared && p.preparedCopy === copy.id ? p.id : null;
}

/** CR 722.3c — only the prepared permanent's current controller may cast the exiled copy (seed 002 ruling). */
export function mayCastPrepareCopy(g: Game, copy: GameObject, p: PlayerId): boolean {
  const perm = preparedPermanentOf(g, copy);
  return !!perm && copy.zone === 'exile' && controllerOf(g, perm) === p;
}

/**
 * CR 722.3c, 601.2a — the exiled copy is put on the stack to be cast. Under `prepareUnprepareOnLeave` (seed 003)
 * its permanent becomes unprepared now, as the copy leaves exile. Under `cr` it stays prepared until the spell
 * becomes cast (601.2i, after the costs are paid: `unprepareAsCast`); the link to the copy is dropped now, since
 * this is the copy being cast, not one leaving exile some other way. Returns the permanent still to unprepare.
 */
export function prepareCopyCast(g: Game, copy: GameObject): ObjectId | null {
  const perm = preparedPermanentOf(g, copy);
  if (!perm) return null;
  const w = obj(g, perm);
  delete w.preparedCopy;
  if (!g.s.ruleset.prepareUnprepareOnLeave) return perm;
  w.prepared = false;
  emit(g, { kind: 'unprepared', rules: ['722.3c', '601.2a'], object: perm, text: `${nameOf(g, perm)} becomes unprepared as its prepare spell leaves exile to be cast` });
  return null;
}

/** CR 722.3c, 601.2i — "That permanent loses the prepared designation at the time the spell becomes cast." */
export function unprepareAsCast(g: Game, perm: ObjectId): void {
  if (!g.s.objects[perm]?.prepared) return;
  obj(g, perm).prepared = false;
  emit(g, { kind: 'unprepared', rules: ['722.3c', '601.2i'], object: perm, text: `${nameOf(g, perm)} becomes unprepared as its prepare spell is cast` });
}

/**
 * Seed 003 `prepareUnprepareOnLeave`: the permanent becomes unprepared as its exiled object leaves exile for
 * any reason. Under `cr` only casting it does (601.2i): otherwise the permanent stays prepared without a copy.
 */
export function prepareCopyLeavesExile(g: Game, copy: GameObject): void {
  const perm = preparedPermanentOf(g, copy);
  if (!perm) return;
  if (!g.s.ruleset.prepareUnprepareOnLeave) {
    emit(g, { kind: 'stillPrepared', rules: ['722.3c', '722.3a'], object: perm, text: `${nameOf(g, perm)} stays prepared though its copy left exile` });
    return;
  }
  const w = obj(g, perm);
  w.prepared = false;
  delete w.preparedCopy;
  emit(g, { kind: 'unprepared', rules: ['722.3c'], object: perm, text: `${nameOf(g, perm)} becomes unprepared as its copy leaves exile` });
}

/**
 * CR 722.3c — once the prepared permanent leaves the battlefield the copy no longer "remains in exile" by
 * 722.3c's exception, so 704.5e removes it at the next check. Under `cr` 704.5e covers only copies of cards
 * and spells: a copy made from a token stays in exile, inert (seed 003, `copyOfAnyObject`).
 */
export function preparedPermanentLeaves(g: Game, o: GameObject): void {
  const copy = o.prepared && o.preparedCopy ? g.s.objects[o.preparedCopy] : undefined;
  if (!copy || copy.zone !== 'exile' || !copy.fromNoncard || g.s.ruleset.copyOfAnyObject) return;
  emit(g, {
    kind: 'rulesSilent', rules: ['722.3c', '704.5e'], object: copy.id, rulesSilent: true,
    text: `the copy of ${nameOf(g, copy.id)} stays in exile, inert: 704.5e removes only copies of cards and spells, and it was made from a token`,
  });
}
