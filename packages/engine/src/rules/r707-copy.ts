import type { CharacteristicOverrides, CopiableSource, GameObject } from '../state/types';

/**
 * CR 707.2, 707.9 — the copiable values of an object as the source of a new copy: the values its own copy
 * effect or token definition gave it (with that effect's exceptions, 707.9b), or its printed card in the
 * characteristic set it uses (a prototyped permanent is copied prototyped, 718.3c); then the new copy
 * effect's exceptions on top.
 * @simplification Copy effects from continuous effects (Clone, "becomes a copy") and face-down copiable
 * values (707.2, 708) are not modelled yet (issue 4).
 */
export function copiableSourceOf(o: GameObject, except?: CharacteristicOverrides): CopiableSource {
  // The copied exceptions are now this copy's values, whatever made them (tokenExceptions is the caller's to set).
  const { tokenExceptions: _, ...inner }: CopiableSource = o.base ?? { card: o.card, set: o.set === 'prototype' ? 'prototype' : 'normal' };
  if (!except) return inner;
  return { ...inner, except: { ...(inner.except ?? {}), ...except } };
}
