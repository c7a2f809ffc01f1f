import type { CardEntry, PrintedCard } from '@arbiter/engine';
import type { Definitions } from '../definitions/dsl';
import { compileCard } from './compile';

/**
 * The compiler checked against the hand definitions (issue 13, "Checked against the hand definitions"): for
 * every hand-defined card whose text the compiler reads, the compiled behaviour is compared with the hand one
 * as data, normalized: display text is ignored (`text` fields: hand definitions sometimes shorten it), and so
 * is `under: 'owner'` on a return to the battlefield (the default, CR 110.2).
 */
export interface Comparison {
  name: string;
  /** 'equivalent', 'different' (with the first differing path) or 'unread' (the compiler doesn't read it). */
  result: 'equivalent' | 'different' | 'unread';
  detail?: string;
}

/** Behaviour as comparable data. */
export function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (k === 'text' || v === undefined) continue;
      if (k === 'under' && v === 'owner') continue;
      out[k] = normalized(v);
    }
    return out;
  }
  return value;
}

/** The first path where two normalized values differ, or null. */
function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
  }
  return `${path || '.'}: hand ${JSON.stringify(a)?.slice(0, 160)} ≠ compiled ${JSON.stringify(b)?.slice(0, 160)}`;
}

/** Compares every hand definition whose printed card is in `pool` with the compiler's reading of its text. */
export function compareWithHand(pool: PrintedCard[], defs: Definitions): Comparison[] {
  const byName = new Map(pool.map((c) => [c.name, c]));
  return Object.keys(defs).sort().flatMap((name): Comparison[] => {
    const printed = byName.get(name);
    if (!printed) return [];
    const compiled = compileCard(printed);
    if (!compiled.behaviour) return [{ name, result: 'unread', detail: compiled.unread[0]?.sentence ?? compiled.unsupported }];
    const d = firstDifference(normalized(defs[name]), normalized(compiled.behaviour as CardEntry['behaviour']));
    return [d ? { name, result: 'different', detail: d } : { name, result: 'equivalent' }];
  });
}
