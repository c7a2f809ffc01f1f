import type { AbilityDef, CardRegistry } from './cards/definition';
import type { Color } from './mana/types';
import { formatManaCost } from './mana/symbols';
import { characteristics, type Characteristics } from './rules/r613-characteristics';
import { isSummoningSick } from './rules/r506-combat';
import { beginStep, type Game } from './state/draft';
import type { CharacteristicSet, GameObject, GameState, ObjectId, ObjectKind, PlayerId, Target, ZoneName } from './state/types';

/** Who looks: a player (what that player may see), 'judge' (everything) or 'spectator' (public information only). */
export type Viewer = PlayerId | 'judge' | 'spectator';

/**
 * DESIGN "One view function" — the game as one viewer may know it. The browser table, the computer opponent and
 * a server all read this, so nothing outside the engine decides what is hidden.
 */
export interface GameView {
  viewer: Viewer;
  /**
   * The state as the viewer may know it, in the shape of a GameState:
   * - an object the viewer may not see keeps its zone, owner and controller but has `hidden: true`, `card: ''`
   *   and nothing else that depends on which card it is (no base, choices, chosen name, merged components);
   * - library cards get stand-in ids (`owner:library:n`, n counted from the top) — the real ids were given in
   *   deck-list order, so they would tell which cards remain — except while the viewer is searching that library;
   * - the RNG words are fixed and meaningless, so no shuffle or coin flip can be foreseen;
   * - last-known information about objects in hidden zones is dropped (it would name them);
   * - another player's pending decision keeps only who decides, what kind, the rule and the prompt.
   */
  state: GameState;
  /** Display facts for every object the viewer may see, computed here so that a front end recomputes nothing. */
  objects: Record<ObjectId, ObjectView>;
}

/** What a front end shows of one visible object: its current characteristics (CR 613) and status (110.5). */
export interface ObjectView {
  id: ObjectId;
  name: string;
  zone: ZoneName;
  owner: PlayerId;
  controller: PlayerId;
  kind: ObjectKind;
  set: CharacteristicSet;
  /** The mana cost as symbols ("{2}{U}{U}"), null if it has none (202.1). */
  manaCost: string | null;
  typeLine: string;
  /** Its rules text (207.1, with text changes, 612). */
  text: string;
  /** CR 613.1f — the abilities it has now, after every layer (lost ones gone, gained ones added), as text. */
  abilities: string[];
  colors: Color[];
  power: number | null;
  toughness: number | null;
  /** CR 306.5b — loyalty counters on a planeswalker on the battlefield, else its printed loyalty. */
  loyalty: number | null;
  tapped: boolean;
  damage: number;
  counters: Record<string, number>;
  attachedTo: ObjectId | null;
  faceDown: boolean;
  phasedOut: boolean;
  token: boolean;
  /** A copy of a card or object outside the stack (707.12, 722.3c) or a copy of a spell (707.10). */
  copy: boolean;
  /** CR 302.6 — a creature that can't attack or use {T} abilities yet. */
  summoningSick: boolean;
  prepared: boolean;
  /** CR 722.3c — the exiled prepare-spell copy of this prepared permanent. */
  preparedCopy?: ObjectId;
  /** For a spell or ability on the stack: its targets, per target group (601.2c). */
  targets?: Target[][];
}

/** The RNG words every view carries: fixed, so a view says nothing about future random results. */
const OPAQUE_RNG: GameState['rng'] = [0, 0, 0, 0];

/**
 * CR 400.2, 401.2, 402.3, 406.3, 708.5 — the game as `viewer` may know it. Libraries are hidden from everyone
 * (the searcher sees one while searching it, 701.23a); a hand is seen by its owner; a face-down permanent or
 * spell by its controller; the battlefield, stack, graveyards, face-up exile and the command zone by all.
 * `display: false` skips the display facts (for agents, which only read `state`).
 * @simplification Cards revealed earlier and cards a player looked at (the top of a library after a scry) are
 * not remembered as known: the engine keeps no record of who has seen what.
 */
export function playerView(state: GameState, viewer: Viewer, cards: CardRegistry, options: { display?: boolean } = {}): GameView {
  const display = options.display ?? true;
  if (viewer === 'judge') {
    return { viewer, state, objects: display ? describeObjects(state, cards, Object.keys(state.objects)) : {} };
  }
  const searching = searchedLibraries(state, viewer);
  const objects: Record<ObjectId, GameObject> = {};
  const players: GameState['players'] = {};
  const visible: ObjectId[] = [];
  for (const [id, o] of Object.entries(state.objects)) {
    if (o.zone === 'library' && !searching.has(o.owner)) continue; // replaced by stand-ins below
    // CR 701.23a — a player searching a library looks at all of its cards.
    if (maySee(o, viewer) || (o.zone === 'library' && searching.has(o.owner))) {
      objects[id] = o;
      visible.push(id);
    } else {
      objects[id] = hiddenObject(o, id);
    }
  }
  for (const [pid, p] of Object.entries(state.players)) {
    if (searching.has(pid)) { players[pid] = p; continue; }
    const library = p.library.map((_, n) => `${pid}:library:${n}`);
    for (const id of library) objects[id] = libraryStandIn(pid, id);
    players[pid] = { ...p, library };
  }
  const lki: GameState['lki'] = {};
  for (const [id, last] of Object.entries(state.lki)) if (maySee(last.object, viewer)) lki[id] = last;
  const pending = state.pending && state.pending.player !== viewer
    ? ({ id: state.pending.id, player: state.pending.player, rule: state.pending.rule, prompt: state.pending.prompt, kind: state.pending.kind } as GameState['pending'])
    : state.pending;
  const view: GameState = { ...state, rng: OPAQUE_RNG, objects, players, lki, pending };
  return { viewer, state: view, objects: display ? describeObjects(state, cards, visible) : {} };
}

/** Whether `viewer` may see which card `o` is, where it is now (library cards are handled by the caller). */
function maySee(o: GameObject, viewer: Viewer): boolean {
  if (viewer === 'judge') return true;
  if (o.zone === 'library') return false;
  if (o.zone === 'hand') return o.owner === viewer;
  if (o.faceDown) return o.zone === 'battlefield' || o.zone === 'stack' ? o.controller === viewer : o.owner === viewer;
  return true;
}

/** An object whose identity the viewer doesn't know: where it is and whose, nothing that depends on the card. */
function hiddenObject(o: GameObject, id: ObjectId): GameObject {
  return {
    id, origin: id, kind: o.kind === 'token' ? 'token' : 'card', owner: o.owner, controller: o.controller, zone: o.zone, card: '', set: 'normal',
    timestamp: o.timestamp,
    tapped: o.tapped, faceDown: o.faceDown, faceDownBy: o.faceDownBy, phasedOut: o.phasedOut, controlledSince: o.controlledSince,
    damage: o.damage, deathtouchDamage: o.deathtouchDamage, counters: o.counters, attachedTo: o.attachedTo, prepared: false,
    hidden: true,
  };
}

/** A card in a library no one may look at: only its owner and place are known (401.2). */
function libraryStandIn(owner: PlayerId, id: ObjectId): GameObject {
  return {
    id, origin: id, kind: 'card', owner, controller: owner, zone: 'library', card: '', set: 'normal', timestamp: 0,
    tapped: false, faceDown: false, phasedOut: false, controlledSince: 0, damage: 0, deathtouchDamage: false, counters: {},
    attachedTo: null, prepared: false, hidden: true,
  };
}

/** CR 701.23a — the libraries the viewer is searching now: its pending decision offers their cards. */
function searchedLibraries(state: GameState, viewer: Viewer): Set<PlayerId> {
  const out = new Set<PlayerId>();
  const d = state.pending;
  if (!d || d.player !== viewer || !('options' in d) || !Array.isArray(d.options)) return out;
  for (const opt of d.options as unknown[]) {
    const o = typeof opt === 'string' ? state.objects[opt] : undefined;
    if (o?.zone === 'library') out.add(o.owner);
  }
  return out;
}

function describeObjects(state: GameState, cards: CardRegistry, ids: ObjectId[]): Record<ObjectId, ObjectView> {
  const g = beginStep(state, cards);
  const out: Record<ObjectId, ObjectView> = {};
  for (const id of ids) out[id] = describeObject(g, state.objects[id]);
  return out;
}

/** CR 205 — the type line as printed: supertypes, types, a dash, subtypes. */
function typeLine(c: Characteristics): string {
  const left = [...c.supertypes, ...c.types].join(' ');
  return c.subtypes.length ? `${left} — ${c.subtypes.join(' ')}` : left;
}

/** An ability as text: a keyword as printed ("Ward {2}") or by its name ("Flying"). */
function abilityText(a: AbilityDef): string {
  return a.kind === 'keyword' ? a.text ?? a.keyword.charAt(0).toUpperCase() + a.keyword.slice(1) : a.text;
}

function describeObject(g: Game, o: GameObject): ObjectView {
  const c = characteristics(g, o.id);
  const onBattlefield = o.zone === 'battlefield';
  const creature = c.types.includes('Creature');
  return {
    id: o.id, name: c.name, zone: o.zone, owner: o.owner, controller: c.controller, kind: o.kind, set: o.set,
    manaCost: c.manaCost ? formatManaCost(c.manaCost) : null,
    typeLine: typeLine(c), text: c.text, abilities: c.abilities.map(abilityText), colors: c.colors,
    power: c.power, toughness: c.toughness,
    loyalty: onBattlefield && c.types.includes('Planeswalker') ? o.counters.loyalty ?? 0 : c.loyalty,
    tapped: o.tapped, damage: o.damage, counters: o.counters, attachedTo: o.attachedTo,
    faceDown: o.faceDown, phasedOut: o.phasedOut, token: o.kind === 'token',
    copy: o.kind === 'copy' || o.kind === 'spellCopy' || o.copyOf !== undefined,
    summoningSick: onBattlefield && creature && isSummoningSick(g, o.id),
    prepared: o.prepared, preparedCopy: o.preparedCopy,
    targets: o.zone === 'stack' ? o.choices?.targets : undefined,
  };
}
