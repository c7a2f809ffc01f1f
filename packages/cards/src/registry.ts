import type { CardEntry, CardRegistry, PrintedCard } from '@arbiter/engine';
import { KEYWORD_TOKENS, PREDEFINED_TOKENS } from '@arbiter/engine';
import { misplacedActivation, unfiredTrigger } from './ability-zones';
import { compileCard } from './compiler/index';
import { addedCards, sosCards, vendoredCards } from './data/vendored';
import type { Definitions } from './definitions/dsl';
import { definitions } from './definitions/index';
import { unsupportedReasons } from './definitions/unsupported';

/**
 * Builds the entry for one printed card: a hand-written definition overrides the compiled one (DESIGN,
 * "Cards from rules text"); a card whose every sentence the compiler read plays from its text; any other
 * card is unsupported, with the first sentence not read (and the known reason, if any).
 */
function entryFor(printed: PrintedCard, defs: Definitions): CardEntry {
  const def = defs[printed.name];
  if (def) return playable({ printed, behaviour: def });
  const compiled = compileCard(printed);
  if (compiled.behaviour) return playable({ printed, behaviour: compiled.behaviour });
  const first = compiled.unread[0];
  const why = compiled.unsupported ?? `the compiler did not read "${first.sentence}"${first.face !== printed.name ? ` (${first.face})` : ''}`;
  return { printed, unsupported: unsupportedReasons[printed.name] ? `${unsupportedReasons[printed.name]}; ${why}` : why };
}

/** A card with behaviour is playable unless an ability of it is one the engine would ignore (a trigger that never fires) or misplace. */
function playable(entry: CardEntry): CardEntry {
  const ignored = unfiredTrigger(entry) ?? misplacedActivation(entry);
  return ignored ? { printed: entry.printed, unsupported: ignored } : entry;
}

/** A registry from printed cards and behaviour definitions. */
export function buildRegistry(printed: PrintedCard[], defs: Definitions = definitions): CardRegistry {
  const byName = new Map<string, CardEntry>();
  for (const p of printed) byName.set(p.name, entryFor(p, defs));
  const names = [...byName.keys()].sort();
  return { get: (name) => byName.get(name), names: () => names };
}

let vendored: CardRegistry | null = null;

/** Every vendored card once: the seed cards, the added cards, then the SOS set's cards not among them. */
export function vendoredPool(): PrintedCard[] {
  const pool = [...vendoredCards(), ...addedCards()];
  const known = new Set(pool.map((c) => c.name));
  return [...pool, ...sosCards().filter((c) => !known.has(c.name))];
}

/** The registry of every vendored card (built once). */
export function defaultRegistry(): CardRegistry {
  vendored ??= buildRegistry(vendoredPool());
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
  for (const t of KEYWORD_TOKENS) out.add(t.name); // afterlife's Spirits, living weapon's Germ (702.135a, 702.92a): any card may have them
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

/**
 * Why a name a scenario may use for a card (its full name, or the name of one of its parts) can't be played,
 * or undefined when it can (DESIGN 7): scenarios refuse to place such a card unless told to (scenario-format.md).
 */
export function unsupportedReasonOf(reg: CardRegistry): (name: string) => string | undefined {
  const reasons = new Map<string, string>();
  for (const name of reg.names()) {
    const e = reg.get(name)!;
    if (!e.unsupported) continue;
    for (const n of [name, e.printed.normal.name, ...e.printed.alts.map((a) => a.face.name)]) if (!reasons.has(n)) reasons.set(n, e.unsupported);
  }
  return (name) => (reg.get(name) ? reg.get(name)!.unsupported : reasons.get(name));
}

/** The cards of a registry that the engine can't play, with the reason (DESIGN 7). */
export function unsupportedCards(reg: CardRegistry): { name: string; reason: string }[] {
  return reg.names().flatMap((name) => {
    const e = reg.get(name)!;
    return e.unsupported ? [{ name, reason: e.unsupported }] : [];
  });
}
