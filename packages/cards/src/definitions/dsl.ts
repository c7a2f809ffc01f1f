import { parseManaCost } from '@arbiter/engine';
import type {
  AbilityDef, ActivationCost, Effect, FaceBehaviour, Keyword, ManaProduction, ObjectFilter, TargetSpec,
} from '@arbiter/engine';
import type { ManaType } from '@arbiter/engine';
import { keywordAbility } from '../keywords';

/**
 * A small vocabulary for writing card behaviour as data: one ability per Oracle paragraph (DESIGN 7).
 * Definitions are keyed by card name and characteristic set.
 */
export type Definitions = Record<string, { normal?: FaceBehaviour; prototype?: FaceBehaviour; adventure?: FaceBehaviour; omen?: FaceBehaviour; prepare_spell?: FaceBehaviour; left?: FaceBehaviour; right?: FaceBehaviour; back?: FaceBehaviour }>;

/** Mana cost text ("{1}{G}") parsed once when definitions load. */
export function cost(text: string) {
  return parseManaCost(text) ?? [];
}

export const kw = (keyword: Keyword): AbilityDef => ({ kind: 'keyword', keyword });

/** CR 702 — a keyword as Oracle text writes it, with its parameter: "Flashback {4}{R}", "Enchant creature", "Protection from red". */
export function keyword(text: string): AbilityDef {
  const ab = keywordAbility(text);
  if (!ab) throw new Error(`not a keyword the engine implements: ${text}`);
  return ab;
}

/** CR 303.4, 301.5 — "Enchanted/Equipped creature gets +p/+t [and has <keywords>]" (layers 7c and 6). */
export function attachedStatic(text: string, power: number, toughness: number, keywords?: Keyword[]): AbilityDef {
  return { kind: 'static', text, effect: { kind: 'attached', power, toughness, ...(keywords ? { keywords } : {}) } };
}

export const face = (...abilities: AbilityDef[]): FaceBehaviour => ({ abilities });

/** CR 112.3a — an instant or sorcery's spell ability. */
export function spell(text: string, targets: TargetSpec[], ...effects: Effect[]): AbilityDef {
  return { kind: 'spell', text, targets, effects };
}

/** CR 602 — an activated ability. */
/** CR 714.2b — a chapter ability "{rN} — [effect]" (714.2c: "I, II —" is written as two of these). */
export function chapter(n: number, text: string, effects: Effect[], targets: TargetSpec[] = []): AbilityDef {
  return { kind: 'triggered', text, trigger: { on: 'chapter', n }, targets, effects };
}

export function activated(text: string, c: ActivationCost, targets: TargetSpec[], effects: Effect[], opts: { sorcerySpeed?: boolean } = {}): AbilityDef {
  return { kind: 'activated', text, cost: c, targets, effects, ...opts };
}

/** CR 605.1a — "{T}: Add ..." mana abilities; each alternative is a list of mana types. */
export function tapForMana(text: string, mana: ManaProduction): AbilityDef {
  return { kind: 'activated', text, cost: { tap: true }, targets: [], effects: [{ do: 'addMana', mana }], manaAbility: true };
}

export const ANY_COLOR: ManaProduction = (['W', 'U', 'B', 'R', 'G'] as ManaType[]).map((c) => [c]);

export const target = {
  any: { kind: 'any' } as TargetSpec,
  player: { kind: 'player' } as TargetSpec,
  opponent: { kind: 'player', who: 'opponent' } as TargetSpec,
  creature: (filter: ObjectFilter = {}): TargetSpec => ({ kind: 'permanent', filter: { types: ['Creature'], ...filter } }),
  permanent: (filter: ObjectFilter): TargetSpec => ({ kind: 'permanent', filter }),
  /** "another target ..." (or the second of "two target ..."): not the object chosen for requirement `of` (CR 115.3). */
  anotherPermanent: (filter: ObjectFilter, of = 0): TargetSpec => ({ kind: 'permanent', filter, differentFrom: of }),
  spell: (filter?: ObjectFilter): TargetSpec => ({ kind: 'spell', filter }),
  graveyardCard: (filter?: ObjectFilter, owner: 'you' | 'any' = 'you'): TargetSpec => ({ kind: 'graveyardCard', filter, owner }),
};

export const T0 = { target: 0 } as const;
