import type { AbilityDef, CardEntry, CardRegistry, FaceBehaviour, PrintedCard, PrintedFace } from '@arbiter/engine';
import { PREDEFINED_TOKENS } from '@arbiter/engine';
import { addedCards, vendoredCards } from './data/vendored';
import type { Definitions } from './definitions/dsl';
import { definitions } from './definitions/index';
import { unsupportedReasons } from './definitions/unsupported';
import { keywordAbility } from './keywords';

/** Oracle text with reminder text (in parentheses) removed, split into paragraphs. */
function paragraphs(text: string): string[] {
  return text.split('\n').map((l) => l.replace(/\([^)]*\)/g, '').trim()).filter(Boolean);
}

/**
 * A face whose rules text is only keyword lines ("Flying, vigilance") or nothing (vanilla) needs no
 * hand-written behaviour: keywords are implemented once, in the rules (DESIGN 7).
 */
function derivedBehaviour(f: PrintedFace): FaceBehaviour | null {
  const abilities: AbilityDef[] = [];
  for (const para of paragraphs(f.oracleText)) {
    for (const word of para.split(',').map((w) => w.trim())) {
      const ab = keywordAbility(word);
      if (!ab) return null;
      abilities.push(ab);
    }
  }
  return { abilities };
}

/** Builds the entry for one printed card: hand-written behaviour, derived keywords, or unsupported. */
function entryFor(printed: PrintedCard, defs: Definitions): CardEntry {
  const def = defs[printed.name];
  if (def) return { printed, behaviour: def };
  if (printed.alts.length === 0) {
    const derived = derivedBehaviour(printed.normal);
    if (derived) return { printed, behaviour: { normal: derived } };
  }
  return { printed, unsupported: unsupportedReasons[printed.name] ?? 'no behaviour is defined for this card yet' };
}

/** A registry from printed cards and behaviour definitions. */
export function buildRegistry(printed: PrintedCard[], defs: Definitions = definitions): CardRegistry {
  const byName = new Map<string, CardEntry>();
  for (const p of printed) byName.set(p.name, entryFor(p, defs));
  const names = [...byName.keys()].sort();
  return { get: (name) => byName.get(name), names: () => names };
}

let vendored: CardRegistry | null = null;

/** The registry of every vendored card and every added card (built once). */
export function defaultRegistry(): CardRegistry {
  vendored ??= buildRegistry([...vendoredCards(), ...addedCards()]);
  return vendored;
}

/**
 * Every name a scenario may use for a card or an object: full card names, and the names of each part of a
 * multi-part card (the front face, a prepare spell's name for its exiled copy, Adventure and split halves).
 */
export function referenceNames(reg: CardRegistry): string[] {
  const out = new Set<string>();
  for (const name of reg.names()) {
    const e = reg.get(name)!;
    out.add(name);
    out.add(e.printed.normal.name);
    for (const a of e.printed.alts) out.add(a.face.name);
    for (const t of tokenNames(e.behaviour)) out.add(t);
  }
  for (const t of Object.keys(PREDEFINED_TOKENS)) out.add(t);
  return [...out].sort();
}

/** The names of the tokens a card's behaviour creates (CR 111.4), so scenarios may refer to them. */
function tokenNames(behaviour: unknown): string[] {
  if (!behaviour || typeof behaviour !== 'object') return [];
  if (Array.isArray(behaviour)) return behaviour.flatMap(tokenNames);
  const o = behaviour as Record<string, unknown>;
  const own = o.do === 'createToken' ? [(o.token as { name: string }).name] : [];
  return [...own, ...Object.values(o).flatMap(tokenNames)];
}

/** The cards of a registry that the engine can't play, with the reason (DESIGN 7). */
export function unsupportedCards(reg: CardRegistry): { name: string; reason: string }[] {
  return reg.names().flatMap((name) => {
    const e = reg.get(name)!;
    return e.unsupported ? [{ name, reason: e.unsupported }] : [];
  });
}
