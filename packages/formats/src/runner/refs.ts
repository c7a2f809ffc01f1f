import { inspect, type CardRegistry, type GameState, type ObjectId, type Target, type ZoneName } from '@arbiter/engine';
import { NAMELESS, parseObjectRef } from '../scenario/refs';

/** What the runner knows while resolving references: the state, card data, aliases and player names. */
export interface RefScope {
  state: GameState;
  cards: CardRegistry;
  /** alias → origin id of the object placed in setup (stable across zone changes). */
  aliases: Map<string, ObjectId>;
  /** player name → player id */
  players: Map<string, string>;
}

/**
 * Zone search order when a reference matches objects in several zones, and the order `Name#2` counts matches in
 * (docs/scenario-format.md, References): the battlefield in the order permanents arrived (the setup's in file
 * order), the stack from the top, hands and graveyards and libraries player by player in turn order (a graveyard
 * from its bottom, the oldest card, up; a library from the top), exile and the command zone in arrival order.
 */
export const ZONE_ORDER: ZoneName[] = ['battlefield', 'stack', 'hand', 'graveyard', 'exile', 'library', 'command'];

function zoneLists(s: GameState): [ZoneName, ObjectId[]][] {
  const perPlayer = (z: 'library' | 'hand' | 'graveyard') => s.order.flatMap((p) => s.players[p][z]);
  return [
    ['battlefield', s.battlefield], ['stack', [...s.stack].reverse()], ['hand', perPlayer('hand')],
    ['graveyard', perPlayer('graveyard')], ['exile', s.exile], ['library', perPlayer('library')], ['command', s.command],
  ];
}

/**
 * Names an object answers to: its current name (`(no name)` when it has none, CR 201.2), its card's full name and
 * front face name; an ability, "ability of <source>". A face-down or nameless copy still answers to its card's name
 * (the runner is omniscient).
 */
export function namesOf(scope: RefScope, id: ObjectId): string[] {
  const o = scope.state.objects[id];
  if (o.kind === 'ability') return [`ability of ${o.ability?.sourceCard ?? o.card}`];
  return [o.card, o.card.split(' // ')[0], inspect(scope.state, scope.cards).characteristics(id).name || NAMELESS];
}

/**
 * Every object a plain name reference matches in the given zones, in zone order; for an alias or an
 * indexed reference, just the one it means.
 */
export function resolveAll(scope: RefScope, text: string, zones: ZoneName[]): ObjectId[] | { error: string } {
  const ref = parseObjectRef(text);
  if ('error' in ref) return { error: `bad reference '${text}': ${ref.error}` };
  if (scope.aliases.has(ref.name) || ref.index !== undefined) {
    const one = resolveObject(scope, text, zones);
    return typeof one === 'string' ? [one] : one;
  }
  const found = matchesOf(scope, ref, zones);
  return 'error' in found ? found : found.map((m) => m.id);
}

/** Objects matching a name (and player) in the given zones. */
function matchesOf(scope: RefScope, ref: { name: string; player?: string }, zones?: ZoneName[]): { id: ObjectId; zone: ZoneName }[] | { error: string } {
  const s = scope.state;
  const playerId = ref.player !== undefined ? scope.players.get(ref.player) : undefined;
  if (ref.player !== undefined && !playerId) return { error: `unknown player '${ref.player}'` };
  const matches: { id: ObjectId; zone: ZoneName }[] = [];
  for (const [zone, ids] of zoneLists(s)) {
    if (zones && !zones.includes(zone)) continue;
    for (const id of ids) {
      const o = s.objects[id];
      if (playerId) {
        const who = zone === 'battlefield' || zone === 'stack' ? inspect(s, scope.cards).characteristics(id).controller : o.owner;
        if (who !== playerId) continue;
      }
      if (namesOf(scope, id).includes(ref.name)) matches.push({ id, zone });
    }
  }
  return matches;
}

/**
 * Resolves an object reference (`Name`, alias, `Name@Player`, `Name#2`) to the object it means now.
 * `zones` narrows the search (e.g. a cast looks in the caster's hand first).
 */
export function resolveObject(scope: RefScope, text: string, zones?: ZoneName[]): ObjectId | { error: string } {
  const ref = parseObjectRef(text);
  if ('error' in ref) return { error: `bad reference '${text}': ${ref.error}` };
  const s = scope.state;
  const alias = scope.aliases.get(ref.name);
  if (alias !== undefined) {
    const live = Object.values(s.objects).find((o) => o.origin === alias);
    return live ? live.id : { error: `'${ref.name}' no longer exists in the game` };
  }
  const found = matchesOf(scope, ref, zones);
  if ('error' in found) return { error: `${found.error} in '${text}'` };
  const matches = found;
  if (ref.index !== undefined) return matches[ref.index - 1]?.id ?? { error: `there is no match #${ref.index} for '${ref.name}' (${matches.length} found)` };
  if (matches.length === 1) return matches[0].id;
  if (matches.length === 0) return { error: `no object '${text}'${zones ? ` in ${zones.join('/')}` : ''}` };
  for (const zone of ZONE_ORDER) {
    const inZone = matches.filter((m) => m.zone === zone);
    if (inZone.length === 1) return inZone[0].id;
    if (inZone.length > 1) break;
  }
  return { error: `'${text}' is ambiguous: ${matches.length} objects match (${[...new Set(matches.map((m) => m.zone))].join(', ')}); use Name@Player, Name#2 or an id alias` };
}

/** A target: a player name, or an object reference. */
export function resolveTarget(scope: RefScope, text: string): Target | { error: string } {
  const p = scope.players.get(text);
  if (p) return { player: p };
  const id = resolveObject(scope, text);
  return typeof id === 'string' ? { object: id } : id;
}

export function playerId(scope: RefScope, name: string | undefined): string | undefined {
  return name === undefined ? undefined : scope.players.get(name);
}
