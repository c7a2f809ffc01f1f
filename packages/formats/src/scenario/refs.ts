import { didYouMean, nearest } from '../suggest';
import type { RefKind } from './schema';
import type { ManaLetter } from './types';

/**
 * An object reference split into its parts: `Grizzly Bears`, an alias `bear1`, `Shock@Bob` (in
 * Bob's zones or controlled by Bob) and `Island#2` (the second match), combinable as `Island@Bob#2`.
 */
export interface ObjectRef {
  /** A card name or an alias. */
  name: string;
  player?: string;
  /** 1-based. */
  index?: number;
}

/**
 * The name by which an object with no name is referred to and listed (CR 201.2: a face-down permanent, a copy of
 * one, a token copy with no characteristics): `(no name)`, `(no name)#2`, `(no name)@Bob`.
 */
export const NAMELESS = '(no name)';

export function parseObjectRef(text: string): ObjectRef | { error: string } {
  const m = /^([^@#]+)(?:@([^@#]*))?(?:#([^@#]*))?$/.exec(text);
  if (!m) return { error: 'expected Name, Name@Player, Name#2 or Name@Player#2' };
  const [, name, player, index] = m;
  if (player === '') return { error: "'@' must be followed by a player name" };
  if (index !== undefined && !/^[1-9][0-9]*$/.test(index)) {
    return { error: "'#' must be followed by a match number (1, 2, ...)" };
  }
  return { name, ...(player ? { player } : {}), ...(index ? { index: Number(index) } : {}) };
}

/** Mana letters from "G", "GG" or "{G}{G}". */
export function manaLetters(text: string): ManaLetter[] {
  return (text.match(/[WUBRGC]/g) ?? []) as ManaLetter[];
}

/**
 * "Birds of Paradise: G" → the source and the mana it should make. The suffix must be mana text,
 * so names with a colon ("Circle of Protection: Red") stay whole.
 */
export function splitManaSource(text: string): { source: string; mana?: ManaLetter[] } {
  const m = /^(.+):\s*((?:\{[WUBRGC]\}|[WUBRGC])+)$/.exec(text);
  return m ? { source: m[1].trim(), mana: manaLetters(m[2]) } : { source: text };
}

/** What a scenario knows names against: its players, its setup, and optionally the card pool. */
export interface Known {
  players: string[];
  aliases: Set<string>;
  /** Card names of the objects the setup places. */
  setupNames: Set<string>;
  cardNames?: Set<string>;
  suggest?: (name: string) => string[];
}

export interface RefProblem {
  message: string;
  expected?: string;
}

/** Keys of `expect.zones` besides player names. */
const SHARED_ZONES = ['stack', 'exile', 'battlefield', 'command'];

function cardSuggestions(name: string, known: Known): string[] {
  return known.suggest ? known.suggest(name) : nearest(name, known.cardNames ?? []);
}

function unknownName(what: string, name: string, suggestions: string[], expected?: string): RefProblem {
  return { message: `unknown ${what} '${name}'${didYouMean(suggestions.slice(0, 3))}`, ...(expected ? { expected } : {}) };
}

/** Object reference checks: syntax, the `@Player`, and the name when the card pool (or, for `setup`, the setup) says what exists. */
function checkObject(text: string, known: Known, kind: 'object' | 'target' | 'setup'): RefProblem | undefined {
  const { players, aliases, setupNames, cardNames } = known;
  if (kind === 'target' && (players.includes(text) || text === 'none')) return undefined;
  const ref = parseObjectRef(text);
  if ('error' in ref) return { message: `bad reference '${text}': ${ref.error}` };
  if (ref.player !== undefined && !players.includes(ref.player)) {
    return { message: `unknown player '${ref.player}' in reference '${text}'${didYouMean(nearest(ref.player, players))}` };
  }
  if (aliases.has(ref.name) || (ref.name === NAMELESS && kind !== 'setup')) return undefined;
  if (kind === 'setup') {
    if (setupNames.has(ref.name)) return undefined;
    return unknownName('alias or setup card', ref.name, nearest(ref.name, [...aliases, ...setupNames]));
  }
  if (!cardNames || cardNames.has(ref.name)) return undefined;
  const others = nearest(ref.name, kind === 'target' ? [...aliases, ...players] : aliases);
  return unknownName(kind === 'target' ? 'card, alias or player' : 'card or alias', ref.name, [
    ...cardSuggestions(ref.name, known),
    ...others,
  ]);
}

/** Checks a string the schema marks with `arbiterRef: kind`; undefined when it is fine. */
export function checkRef(kind: RefKind, text: string, known: Known): RefProblem | undefined {
  const { players } = known;
  if (text === '') return undefined; // minLength reports it
  switch (kind) {
    case 'player':
      return players.includes(text) ? undefined : unknownName('player', text, nearest(text, players));
    case 'passer':
      return text === 'all' || players.includes(text)
        ? undefined
        : unknownName('player', text, nearest(text, [...players, 'all']), 'a player name or all');
    case 'zonesKey':
      return SHARED_ZONES.includes(text) || players.includes(text)
        ? undefined
        : unknownName('player or zone', text, nearest(text, [...players, ...SHARED_ZONES]), 'a player name, stack, exile, battlefield or command');
    case 'card': {
      // A zone listing names an ability on the stack as "ability of <card>".
      const card = text.startsWith('ability of ') ? text.slice('ability of '.length) : text;
      return !known.cardNames || known.cardNames.has(card) || card === NAMELESS
        ? undefined
        : unknownName('card', text, cardSuggestions(text, known));
    }
    case 'manaSource':
      return checkObject(splitManaSource(text).source, known, 'object');
    default:
      return checkObject(text, known, kind);
  }
}
