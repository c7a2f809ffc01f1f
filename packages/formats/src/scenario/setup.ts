import type { ScenarioError } from '../errors';
import { nearest, type NameOptions } from '../suggest';
import { isRecord, playerZoneEntries } from './data';
import type { Known } from './refs';
import type { Path, Source } from './source';
import type { Loc } from './types';

/** Words with a meaning of their own where player names are written (`pass: all`, `expect.zones.stack`). */
const RESERVED = ['all', 'stack', 'exile', 'battlefield', 'command'];

/**
 * Reads the names the rest of the file refers to: players, aliases (`id`) and the cards the setup
 * places. Works on data that may still fail the schema, so every other error is reported in the
 * same run. Player names and aliases must be unique and must not be mistaken for each other.
 */
export function collectSetup(data: unknown, source: Source, options: NameOptions): { known: Known; errors: ScenarioError[] } {
  const errors: ScenarioError[] = [];
  // Inline cards (`cards:`) are known names like the pool's.
  const inline = isRecord(data) && Array.isArray(data.cards)
    ? data.cards.flatMap((c) => (isRecord(c) && typeof c.name === 'string' ? [c.name] : []))
    : [];
  const { suggest } = options;
  const known: Known = {
    players: [],
    aliases: new Set(),
    setupNames: new Set(),
    ...(options.cardNames ? { cardNames: new Set([...options.cardNames, ...inline]) } : {}),
    ...(suggest ? { suggest: (name: string) => [...nearest(name, inline), ...suggest(name)] } : {}),
  };
  const players = isRecord(data) && Array.isArray(data.players) ? data.players : [];

  players.forEach((player, p) => {
    if (!isRecord(player) || typeof player.name !== 'string') return;
    const namePath = ['players', p, 'name'];
    if (known.players.includes(player.name)) {
      errors.push(source.error(namePath, `duplicate player name '${player.name}'`));
    } else if (RESERVED.includes(player.name)) {
      errors.push(source.error(namePath, `'${player.name}' cannot be a player name: it has a meaning of its own in scenarios`));
    } else if (/[@#]/.test(player.name)) {
      errors.push(source.error(namePath, `a player name cannot contain @ or # (they are reference syntax)`));
    }
    known.players.push(player.name);
  });

  const aliases: { id: string; path: Path }[] = [];
  for (const { entry, path } of playerZoneEntries(players)) {
    if (typeof entry === 'string') known.setupNames.add(entry);
    if (!isRecord(entry)) continue;
    if (typeof entry.card === 'string') known.setupNames.add(entry.card);
    if (typeof entry.id === 'string') aliases.push({ id: entry.id, path: [...path, 'id'] });
    if (typeof entry.preparedCopy === 'string') aliases.push({ id: entry.preparedCopy, path: [...path, 'preparedCopy'] });
  }

  // Objects set up on the stack (top-level `stack:`) may have aliases and are named like other setup objects.
  const stack = isRecord(data) && Array.isArray(data.stack) ? data.stack : [];
  stack.forEach((entry, i) => {
    if (!isRecord(entry)) return;
    if (typeof entry.card === 'string') known.setupNames.add(entry.card);
    if (typeof entry.id === 'string') aliases.push({ id: entry.id, path: ['stack', i, 'id'] });
  });

  // In document order, so the second definition is the one reported.
  const firstAt = new Map<string, Loc>();
  const located = aliases.map((a) => ({ ...a, loc: source.loc(a.path) }));
  located.sort((a, b) => a.loc.line - b.loc.line || a.loc.column - b.loc.column);
  for (const { id, path, loc } of located) {
    const first = firstAt.get(id);
    if (first) {
      errors.push(source.error(path, `duplicate alias '${id}' (first defined at ${first.line}:${first.column})`));
    } else if (known.players.includes(id)) {
      errors.push(source.error(path, `alias '${id}' is also a player name`));
    } else {
      firstAt.set(id, loc);
    }
    known.aliases.add(id);
  }
  return { known, errors };
}
