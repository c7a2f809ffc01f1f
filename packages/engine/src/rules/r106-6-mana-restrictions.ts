import type { ObjectFilter } from '../cards/definition';
import type { ManaUnit } from '../mana/types';
import type { Game } from '../state/draft';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { characteristics, matchesFilter, type Characteristics } from './r613-characteristics';

/** The spell a payment is for: its characteristics as cast, the object, its caster. */
export interface SpellPaidFor { c: Characteristics; o: GameObject; p: PlayerId }

/**
 * CR 106.6 — mana whose spending is restricted ("Spend this mana only to cast instant and sorcery spells"): the
 * unit remembers the spells it may pay for (`spendOnly`); it is still mana of its type (106.6). A payment sees
 * only the units it may spend: for casting a spell, the unrestricted ones and those whose restriction the spell
 * matches (judged on the spell as it is cast); for anything else (an activation, a "pays" cost), the unrestricted
 * ones. The units it may not spend stay in the pool.
 *
 * @simplification A mana ability whose mana is restricted is not among the sources the payment finder activates
 * on its own (r605 `manaOptions`): its controller activates it before paying, and the mana waits in the pool.
 */
export function usablePool(pool: ManaUnit[], spell: SpellPaidFor | null): ManaUnit[] {
  if (!pool.some((u) => u.spendOnly)) return pool;
  return pool.filter((u) => !u.spendOnly || (!!spell && matchesFilter(spell.c, spell.o, u.spendOnly, spell.p)));
}

/** The spell being paid for, as `usablePool` judges it (an object on the stack or being cast). */
export function spellBeingPaid(g: Game, p: PlayerId, id: ObjectId, c: Characteristics = characteristics(g, id)): SpellPaidFor {
  return { c, o: g.s.objects[id], p };
}

/** The pool after paying: the units this payment could not spend, then what it left of the others (106.4). */
export function poolAfter(pool: ManaUnit[], usable: ManaUnit[], left: ManaUnit[]): ManaUnit[] {
  return usable === pool ? left : [...pool.filter((u) => !usable.includes(u)), ...left];
}

/** How a restriction reads in the log ("spend only on instant or sorcery spells"). */
export function restrictionText(f: ObjectFilter): string {
  return `spend only to cast ${(f.types ?? []).map((t) => t.toLowerCase()).join(' or ')} spells`;
}
