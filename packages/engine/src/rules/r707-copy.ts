import { emit, nameOf, type Game } from '../state/draft';
import type { CharacteristicOverrides, CopiableSource, GameObject, ObjectId, PlayerId } from '../state/types';
import { characteristics, componentSource, copyEffectSource, faceDownSpec } from './r613-characteristics';

/** CR 707.2 — the values an "as ... enters" ability gave the original are copied with it (Primal Plasma). */
function withEnteredAs(src: CopiableSource, o: GameObject): CopiableSource {
  return o.enteredAs ? { ...src, enteredAs: o.enteredAs } : src;
}

/**
 * CR 707.2, 707.9 — the copiable values of an object as the source of a new copy: the values a copy effect on
 * it (613.2a), its own copy effect or token definition gave it (with that effect's exceptions, 707.9b), or its printed card in the
 * characteristic set it uses (a prototyped permanent is copied prototyped, 718.3c); then the new copy
 * effect's exceptions on top. A face-down object's copiable values are its face-down values (707.2, 708.2:
 * the copy is a face-up nameless 2/2), a merged permanent's are its merged values (730.2a).
 */
export function copiableSourceOf(g: Game, o: GameObject, except?: CharacteristicOverrides): CopiableSource {
  // The copied exceptions are now this copy's values, whatever made them (tokenExceptions is the caller's to set).
  const copied = copyEffectSource(g, o);
  const { tokenExceptions: _, ...own }: CopiableSource = copied ?? o.base ?? { card: o.card, set: o.set === 'prototype' ? 'prototype' : 'normal' };
  const inner: CopiableSource = o.faceDown
    ? { card: '', set: 'normal', token: faceDownSpec(o.faceDownBy) }
    : o.merged
      ? { card: o.merged[0].card, set: 'normal', components: o.merged.map(componentSource) }
      : copied ? own : withEnteredAs(own, o);
  if (!except) return inner;
  return { ...inner, except: { ...(inner.except ?? {}), ...except } };
}

/**
 * CR 707.10, 707.12, 722.3c, 400.7 — a copy's provenance follows it from zone to zone: that it is a copy, what
 * it is a copy of (`copyOf`), and whether it was made from a noncard object (`fromNoncard`: a token, a spell
 * that was itself a copy; seed 003). Every rule that reads them (704.5e, 800.4a, 108.3/112.2) then reads the
 * same facts wherever the copy is.
 */
export function copyProvenance(old: GameObject): Pick<GameObject, 'copyOf' | 'fromNoncard'> {
  return { ...(old.copyOf ? { copyOf: old.copyOf } : {}), ...(old.fromNoncard ? { fromNoncard: true } : {}) };
}

/**
 * CR 704.5e; seed 003 `copyOfAnyObject` — under `cr` a copy made from a noncard object is neither a copy of a
 * card nor of a spell, so 704.5e never removes it: arriving anywhere but the stack it stays, inert, and the
 * event says the rules are silent. (Under the amendment it ceases to exist like a copy of a card.)
 */
export function copyOfNoncardArrives(g: Game, moved: GameObject): void {
  if (!moved.fromNoncard || moved.kind !== 'copy' || moved.zone === 'stack' || g.s.ruleset.copyOfAnyObject) return;
  emit(g, {
    kind: 'rulesSilent', rules: ['704.5e'], object: moved.id, rulesSilent: true,
    text: `${nameOf(g, moved.id) || 'the copy'} stays in ${moved.zone === 'exile' ? 'exile' : moved.zone === 'battlefield' ? 'play' : `its owner's ${moved.zone}`}, inert: it was made from a noncard object, so it is no copy of a card or of a spell and 704.5e doesn't remove it`,
  });
}

/** "This spell can't be copied." (707.10): a rule or effect that would copy the spell does nothing. */
export function cantBeCopied(g: Game, spell: ObjectId): boolean {
  return characteristics(g, spell).abilities.some((a) => a.kind === 'static' && a.effect.kind === 'cantBeCopied');
}

/**
 * CR 614.1a, 614.5, 707.10 — the additional copies player `p` makes when they would copy a spell one or more times:
 * one for each "instead copy it that many times plus an additional time" effect they control (Twinning Staff), each
 * applying once to the event.
 */
export function extraSpellCopies(g: Game, p: PlayerId): ObjectId[] {
  return g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && characteristics(g, id).controller === p
    && characteristics(g, id).abilities.some((a) => a.kind === 'static' && a.effect.kind === 'extraSpellCopy'));
}
