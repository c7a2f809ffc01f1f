import type { Game } from '../state/draft';
import type { CharacteristicOverrides, CopiableSource, GameObject } from '../state/types';
import { componentSource, copyEffectSource, faceDownSpec } from './r613-characteristics';

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
