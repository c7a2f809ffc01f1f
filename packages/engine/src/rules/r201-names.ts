import type { ObjectFilter } from '../cards/definition';
import type { PrintedFace } from '../cards/printed';
import { emit, type Game } from '../state/draft';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { characteristics, matchesFilter, type Characteristics } from './r613-characteristics';

function faceChars(f: PrintedFace, controller: PlayerId): Characteristics {
  return {
    name: f.name, manaCost: f.manaCost, colors: f.colors, supertypes: f.supertypes, types: f.types, subtypes: f.subtypes,
    power: f.power === null ? null : parseInt(f.power, 10) || 0, toughness: f.toughness === null ? null : parseInt(f.toughness, 10) || 0,
    loyalty: null, abilities: [], text: f.oracleText, controller,
  };
}

/** A card seen in no zone, for filters that look at the object too. */
const NOWHERE = { id: '', zone: 'library' } as GameObject;

/**
 * CR 201.4, 201.4b, 201.4f, 722.5, 720.5 — the card names a player may choose under a constraint. Split cards
 * offer their halves only (201.4b). An alternative name (Adventure, Omen, prepare spell) may be chosen: the
 * constraint is checked on the card's characteristics as modified by the alternative ones for an Adventure
 * (201.4f), on the alternative ones only for a prepare spell (seed 002 ruling) and an Omen (no rule speaks:
 * the engine follows the prepare ruling); with `nameChoiceAltCharsOnly` (seed 003) on the alternative ones only.
 */
export function chooseableNames(g: Game, filter: ObjectFilter | undefined, player: PlayerId): string[] {
  const ok = (c: Characteristics) => !filter || matchesFilter(c, NOWHERE, filter, player);
  const out = new Set<string>();
  for (const name of g.cards.names()) {
    const p = g.cards.get(name)!.printed;
    const normal = faceChars(p.normal, player);
    const halves = p.alts.filter((a) => a.role === 'split_half');
    if (!halves.length && ok(normal)) out.add(p.normal.name);
    for (const a of p.alts) {
      if (a.role === 'back' || a.role === 'prototype') continue;
      const alt = faceChars(a.face, player);
      const merged = a.role === 'adventure' && !g.s.ruleset.nameChoiceAltCharsOnly
        ? { ...normal, ...Object.fromEntries(Object.entries(alt).filter(([, v]) => v !== null)) } as Characteristics
        : alt;
      if (ok(merged)) out.add(a.face.name);
    }
  }
  return [...out].sort();
}

/**
 * CR 101.2 — the permanent, if any, whose chosen name forbids something by that name: casting spells
 * ("Spells with the chosen name can't be cast", Meddling Mage) or activating non-mana abilities of sources
 * ("... can't be activated unless they're mana abilities", Pithing Needle). "Can't" beats "can".
 */
export function forbiddenBy(g: Game, name: string, what: 'cantCastChosen' | 'cantActivateChosen'): ObjectId | null {
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (o.phasedOut || o.chosenName !== name) continue;
    if (characteristics(g, id).abilities.some((a) => a.kind === 'static' && a.effect.kind === what)) return id;
  }
  return null;
}

/**
 * CR 201.4f; seed 003 `nameChoiceAltCharsOnly` — an Omen's alternative name chosen under a constraint ("choose a
 * nonland card name"): 201.4f says how to check an Adventure's, the seed 002 ruling a prepare spell's, and no rule
 * an Omen's. Under `cr` the engine checks the Omen's characteristics only (as for a prepare spell) and says the
 * rules are silent.
 */
export function omenNameChosen(g: Game, name: string, filter: ObjectFilter | undefined, source: ObjectId): void {
  if (!filter || g.s.ruleset.nameChoiceAltCharsOnly) return;
  const omen = g.cards.names().some((n) => g.cards.get(n)!.printed.alts.some((a) => a.role === 'omen' && a.face.name === name));
  if (!omen) return;
  emit(g, {
    kind: 'rulesSilent', rules: ['201.4f', '720.5'], object: source, rulesSilent: true,
    text: `${name} is an Omen's name: no rule says which characteristics the constraint is checked on; the engine uses the Omen's only, as for a prepare spell (seed 002)`,
  });
}
