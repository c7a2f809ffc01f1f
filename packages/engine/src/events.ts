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

export interface RenderOptions {
  /** Consecutive plain priority passes (117.3d) as one line: "CR 117.3d: Alice, Bob pass". */
  foldPasses?: boolean;
}

/** The log as lines, one per event, or with consecutive passes folded into one line. */
export function renderLines(events: readonly GameEvent[], options: RenderOptions = {}): string[] {
  if (!options.foldPasses) return events.map(renderEvent);
  const out: string[] = [];
  let passers: string[] = [];
  const flush = () => {
    if (passers.length) out.push(`CR 117.3d: ${passers.join(', ')} ${passers.length === 1 ? 'passes' : 'pass'}`);
    passers = [];
  };
  for (const e of events) {
    const plain = e.kind === 'pass' && /^(.*) passes$/.exec(e.text);
    if (plain) { passers.push(plain[1]!); continue; }
    flush();
    out.push(renderEvent(e));
  }
  flush();
  return out;
}

export function renderLog(events: readonly GameEvent[], options: RenderOptions = {}): string {
  return renderLines(events, options).join('\n');
}
