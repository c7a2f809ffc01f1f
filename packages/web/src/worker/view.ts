/**
 * The viewer's view of a game, in the shape of the engine's one view function (`playerView`, VIEW.md).
 * Interim: this worker-side implementation follows that interface until `playerView` is on main; the page
 * only ever sees its output.
 */
import { formatManaCost, inspect, type CardRegistry, type CharacteristicSet, type Color, type GameState, type ObjectId, type ObjectKind, type PlayerId, type Target, type ZoneName } from '@arbiter/engine';

export type Viewer = PlayerId | 'judge' | 'spectator';

export interface ObjectView {
  id: ObjectId; name: string; zone: ZoneName; owner: PlayerId; controller: PlayerId;
  kind: ObjectKind; set: CharacteristicSet;
  manaCost: string | null;
  typeLine: string; text: string;
  colors: Color[]; power: number | null; toughness: number | null; loyalty: number | null;
  tapped: boolean; damage: number; counters: Record<string, number>; attachedTo: ObjectId | null;
  faceDown: boolean; phasedOut: boolean; token: boolean; copy: boolean; summoningSick: boolean;
  prepared: boolean; preparedCopy?: ObjectId;
  targets?: Target[][];
}

export interface GameView {
  viewer: Viewer;
  state: GameState;
  objects: Record<ObjectId, ObjectView>;
}

function visibleTo(state: GameState, id: ObjectId, viewer: Viewer): boolean {
  if (viewer === 'judge') return true;
  const o = state.objects[id];
  if (o.zone === 'library') return false;
  if (o.zone === 'hand') return o.owner === viewer;
  if (o.faceDown) return o.controller === viewer;
  return true;
}

/** The game as `viewer` may know it: hidden objects keep id, zone, owner and controller only. */
export function playerView(state: GameState, viewer: Viewer, cards: CardRegistry): GameView {
  const ins = inspect(state, cards);
  const objects: Record<ObjectId, ObjectView> = {};
  const hiddenObjects: GameState['objects'] = {};
  const zoned = [
    ...state.battlefield, ...state.stack, ...state.exile, ...state.command,
    ...state.order.flatMap((p) => [...state.players[p].hand, ...state.players[p].graveyard, ...state.players[p].library]),
  ];
  for (const id of zoned) {
    const o = state.objects[id];
    if (!visibleTo(state, id, viewer)) {
      hiddenObjects[id] = { ...o, card: '', base: undefined, choices: undefined, merged: undefined, enteredAs: undefined, chosenName: undefined };
      continue;
    }
    const c = ins.characteristics(id);
    const haste = c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'haste');
    objects[id] = {
      id, name: c.name, zone: o.zone, owner: o.owner, controller: c.controller, kind: o.kind, set: o.set,
      manaCost: c.manaCost ? formatManaCost(c.manaCost) : null,
      typeLine: [...c.supertypes, ...c.types].join(' ') + (c.subtypes.length ? ` — ${c.subtypes.join(' ')}` : ''),
      text: c.text, colors: c.colors, power: c.power, toughness: c.toughness, loyalty: c.loyalty,
      tapped: o.tapped, damage: o.damage, counters: o.counters, attachedTo: o.attachedTo,
      faceDown: o.faceDown, phasedOut: o.phasedOut, token: o.kind === 'token', copy: o.kind === 'copy' || !!o.copyOf,
      summoningSick: o.zone === 'battlefield' && c.types.includes('Creature') && o.controlledSince >= state.turn.number && !haste,
      prepared: o.prepared, ...(o.preparedCopy ? { preparedCopy: o.preparedCopy } : {}),
      ...(o.zone === 'stack' && o.choices ? { targets: o.choices.targets } : {}),
    };
  }
  const pending = state.pending && viewer !== 'judge' && state.pending.player !== viewer
    ? { id: state.pending.id, player: state.pending.player, rule: state.pending.rule, prompt: state.pending.prompt, kind: state.pending.kind } as GameState['pending']
    : state.pending;
  return { viewer, state: { ...state, objects: { ...state.objects, ...hiddenObjects }, pending }, objects };
}
