import type { ScenarioError } from '../errors';
import type { NameOptions } from '../suggest';
import { isRecord, playerZoneEntries } from './data';
import type { Path, Source } from './source';

/**
 * DESIGN 7 (never silently wrong): a pool card the engine can't play would be set up with no abilities at all.
 * Placing one is an error located at its entry, naming the reason (the first sentence the compiler did not
 * read), unless the scenario lists the card under `allowUnsupported` (a deliberate stand-in, e.g. a body with
 * the card's name and types). An inline card of that name is the scenario's own card, not the pool's.
 */
export function checkUnsupportedCards(data: unknown, source: Source, options: NameOptions): ScenarioError[] {
  const { unsupported } = options;
  if (!unsupported || !isRecord(data)) return [];
  const inline = new Set(Array.isArray(data.cards) ? data.cards.flatMap((c) => (isRecord(c) && typeof c.name === 'string' ? [c.name] : [])) : []);
  const allowedList = Array.isArray(data.allowUnsupported) ? data.allowUnsupported : [];
  const allowed = new Set(allowedList.filter((n): n is string => typeof n === 'string'));
  const errors: ScenarioError[] = [];
  const players = Array.isArray(data.players) ? data.players : [];
  for (const { entry, path } of playerZoneEntries(players)) {
    const [name, at]: [unknown, Path] = isRecord(entry) ? [entry.card, [...path, 'card']] : [entry, path];
    if (typeof name !== 'string' || inline.has(name) || allowed.has(name)) continue;
    const reason = unsupported(name);
    if (reason) errors.push(source.error(at, `the engine can't play '${name}' yet (${reason}): it would have no abilities; list it under allowUnsupported to place it anyway`));
  }
  allowedList.forEach((name, i) => {
    if (typeof name === 'string' && !inline.has(name) && !unsupported(name)) {
      errors.push(source.error(['allowUnsupported', i], `'${name}' is playable: remove it from allowUnsupported`));
    }
  });
  return errors;
}
