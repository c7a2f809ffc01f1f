import type { ObjectFilter } from '../cards/definition';
import { nameOf, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { characteristics, hasKeywordAbility, matchesFilter } from './r613-characteristics';
import { keywordInstances, protectedFrom } from './r702-keywords';

/**
 * CR 509.1a–b, 702 — evasion abilities: whether `blocker`, controlled by defending player `p`, may block
 * `attacker`. Returns the rule that forbids the block and why, or null when it may. Protection 702.16f,
 * flying 702.9b, reach 702.17b, intimidate 702.13b, landwalk 702.14c, shadow 702.28b, horsemanship 702.31b,
 * fear 702.36b, skulk 702.118b, and the 509.1b restrictions "can block only creatures with flying" and "<it> can't be
 * blocked this turn".
 */
export function blockProblem(g: Game, p: PlayerId, blocker: ObjectId, attacker: ObjectId): { rule: string; why: string } | null {
  const a = characteristics(g, attacker);
  const b = characteristics(g, blocker);
  const an = nameOf(g, attacker);
  const bn = nameOf(g, blocker);
  if (g.s.effects.some((e) => e.mod.kind === 'cantBeBlocked' && e.affected.includes(attacker))) return { rule: '509.1b', why: `${an} can't be blocked this turn` };
  if (protectedFrom(g, attacker, blocker)) return { rule: '702.16f', why: `${an} has protection from a quality of ${bn} and can't be blocked by it` };
  if (hasKeywordAbility(a.abilities, 'flying') && !hasKeywordAbility(b.abilities, 'flying') && !hasKeywordAbility(b.abilities, 'reach')) return { rule: '702.9b', why: `${an} has flying and can be blocked only by creatures with flying or reach` };
  if (b.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'blockOnlyFlyers') && !hasKeywordAbility(a.abilities, 'flying')) return { rule: '509.1b', why: `${bn} can block only creatures with flying` };
  const artifact = b.types.includes('Artifact');
  if (hasKeywordAbility(a.abilities, 'intimidate') && !artifact && !a.colors.some((c) => b.colors.includes(c))) {
    return { rule: '702.13b', why: `${an} has intimidate and can be blocked only by artifact creatures and creatures that share a color with it` };
  }
  if (hasKeywordAbility(a.abilities, 'fear') && !artifact && !b.colors.includes('B')) return { rule: '702.36b', why: `${an} has fear and can be blocked only by artifact creatures and black creatures` };
  if (hasKeywordAbility(a.abilities, 'shadow') && !hasKeywordAbility(b.abilities, 'shadow')) return { rule: '702.28b', why: `${an} has shadow and can be blocked only by creatures with shadow` };
  if (!hasKeywordAbility(a.abilities, 'shadow') && hasKeywordAbility(b.abilities, 'shadow')) return { rule: '702.28b', why: `${bn} has shadow and can block only creatures with shadow` };
  if (hasKeywordAbility(a.abilities, 'horsemanship') && !hasKeywordAbility(b.abilities, 'horsemanship')) return { rule: '702.31b', why: `${an} has horsemanship and can be blocked only by creatures with horsemanship` };
  if (hasKeywordAbility(a.abilities, 'skulk') && (b.power ?? 0) > (a.power ?? 0)) return { rule: '702.118b', why: `${an} has skulk and can't be blocked by creatures with greater power` };
  const walk = keywordInstances(a, 'landwalk').find((k) => k.landwalk && defenderControls(g, p, k.landwalk));
  if (walk) return { rule: '702.14c', why: `${an} has ${walk.text ?? 'landwalk'} and ${playerName(g, p)} controls such a land` };
  return null;
}

/** CR 702.14c — whether the defending player controls a land of the kind a landwalk ability names. */
function defenderControls(g: Game, p: PlayerId, filter: ObjectFilter): boolean {
  return g.s.battlefield.some((id) => {
    const o = g.s.objects[id];
    if (o.phasedOut) return false;
    const c = characteristics(g, id);
    return c.controller === p && c.types.includes('Land') && matchesFilter(c, o, filter, p, id);
  });
}
