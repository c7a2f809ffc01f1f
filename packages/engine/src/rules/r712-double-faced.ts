import { emit, nameOf, newTimestamp, obj, type Game } from '../state/draft';
import type { ObjectId } from '../state/types';
import { printedFace } from './r613-characteristics';

/**
 * CR 701.27a, 712.8, 712.9, 712.18 — transforming a nonmodal double-faced permanent: it turns over to its other
 * face (its characteristic set becomes `back`, or `normal` again) and stays the same object, so effects on it
 * continue to apply (712.18); it receives a new timestamp (613.7g). A permanent that isn't a double-faced card
 * (712.9), a face-down one (712.15a) or one whose other face is an instant or sorcery face (712.10) doesn't
 * transform. Anywhere but the battlefield and the stack a double-faced card has its front face only (712.8a):
 * moving to another zone makes a new object with the `normal` set (400.7).
 *
 * @simplification The back face's mana value is that of its own (absent) mana cost, not the front face's (712.8e);
 * "transforms into" triggers, casting a card transformed (712.11a) and double-faced tokens are not implemented.
 */
export function transform(g: Game, id: ObjectId, rules: string[]): boolean {
  const o = g.s.objects[id];
  const entry = o && g.cards.get(o.card);
  if (!o || o.zone !== 'battlefield' || o.faceDown || o.base || !entry || entry.printed.layout !== 'transform') return false;
  const to = o.set === 'back' ? 'normal' : 'back';
  const face = printedFace(entry, to);
  if (face.types.includes('Instant') || face.types.includes('Sorcery')) return false;
  const before = nameOf(g, id);
  const t = obj(g, id);
  t.set = to;
  t.timestamp = newTimestamp(g);
  emit(g, { kind: 'transform', rules: [...rules, '701.27a', '712.18'], object: id, text: `${before} transforms into ${face.name}` });
  return true;
}

/**
 * CR 712.14a — a card an effect puts onto the battlefield "transformed" enters with its back face up; one that isn't
 * a transforming double-faced card (or whose back face is an instant or sorcery face, 712.10) stays in its zone.
 */
export function canEnterTransformed(g: Game, id: ObjectId, by: string): boolean {
  const o = g.s.objects[id];
  const entry = o && g.cards.get(o.card);
  const back = entry?.printed.layout === 'transform' && o.kind === 'card' ? printedFace(entry, 'back') : null;
  if (back && !back.types.includes('Instant') && !back.types.includes('Sorcery')) return true;
  if (o) emit(g, { kind: 'noEffect', rules: ['712.14a'], object: id, text: `${nameOf(g, id)} can't be put onto the battlefield transformed (${by}): it stays in its zone` });
  return false;
}
