import type { ObjectId, PlayerId } from './state/types';

/**
 * Every state change is an event that carries the rule numbers behind it (DESIGN 5), so the log explains
 * itself. `text` is rendered when the event happens, while the names involved still exist.
 */
export interface GameEvent {
  kind: string;
  rules: string[];
  text: string;
  player?: PlayerId;
  object?: ObjectId;
  /** Set when the official rules give no answer and the engine follows a documented fallback. */
  rulesSilent?: boolean;
}

/** Renders one event as a log line: "CR 704.5g: Grizzly Bears is destroyed (lethal damage)". */
export function renderEvent(e: GameEvent): string {
  const rules = e.rules.length ? `CR ${e.rules.join(', ')}` : 'Game';
  return `${rules}: ${e.text}${e.rulesSilent ? ' [rules silent]' : ''}`;
}

export function renderLog(events: readonly GameEvent[]): string {
  return events.map(renderEvent).join('\n');
}
