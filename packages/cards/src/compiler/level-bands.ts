import type { AbilityDef, Condition, StateCondition } from '@arbiter/engine';
import type { Read } from './abilities';
import type { Paragraph } from './text';

/** A level symbol and the paragraphs in its striation (711.2): its P/T box and its abilities. */
interface Band {
  symbol: string;
  from: number;
  to: number | null;
  pt: { power: number; toughness: number } | null;
  abilities: Paragraph[];
}

/** CR 711.2 — "LEVEL N1-N2" or "LEVEL N3+". */
const LEVEL = /^LEVEL (\d+)(?:-(\d+)|\+)$/;

/**
 * CR 711.2a–b — "As long as this creature has at least N1 level counters on it, but no more than N2 ...": the band's
 * condition (N2 absent for "N3+").
 */
function bandCondition(b: Band): StateCondition {
  const atLeast: Condition = { kind: 'countersOnSelf', counter: 'level', n: b.from };
  if (b.to === null) return atLeast;
  return { kind: 'all', conditions: [atLeast, { kind: 'not', condition: { kind: 'countersOnSelf', counter: 'level', n: b.to + 1 } }] };
}

/**
 * CR 711.2 — splits a leveler's paragraphs (702.87b) into those before the first level symbol, read as usual (711.4),
 * and its level symbols, each a static ability: "it has base power and toughness [P/T] and has [abilities]" while its
 * level counters are in the band. `read` reads one ability paragraph. Text without level symbols is returned as is.
 */
export function levelBands(ps: Paragraph[], read: (p: Paragraph) => Read): { rest: Paragraph[]; abilities: AbilityDef[]; unread: string[] } {
  const first = ps.findIndex((p) => LEVEL.test(p.text));
  if (first < 0) return { rest: ps, abilities: [], unread: [] };
  const bands: Band[] = [];
  for (const p of ps.slice(first)) {
    const level = LEVEL.exec(p.text);
    const pt = /^(\d+)\/(\d+)$/.exec(p.text);
    const band = bands[bands.length - 1];
    if (level) bands.push({ symbol: p.text, from: Number(level[1]), to: level[2] === undefined ? null : Number(level[2]), pt: null, abilities: [] });
    else if (pt && !band.pt && !band.abilities.length) band.pt = { power: Number(pt[1]), toughness: Number(pt[2]) };
    else band.abilities.push(p);
  }
  const abilities: AbilityDef[] = [];
  const unread: string[] = [];
  for (const b of bands) {
    if (!b.pt) {
      unread.push(`${b.symbol} (no power/toughness box)`);
      continue;
    }
    const granted: AbilityDef[] = [];
    for (const p of b.abilities) {
      const r = read(p);
      if ('unread' in r) unread.push(r.unread);
      else granted.push(...r.abilities);
    }
    const text = [b.symbol, `${b.pt.power}/${b.pt.toughness}`, ...b.abilities.map((p) => p.text)].join('\n');
    abilities.push({
      kind: 'static', text,
      effect: {
        kind: 'continuous', affects: { self: true }, condition: bandCondition(b),
        mods: [{ kind: 'setPT', ...b.pt }, ...granted.map((ability) => ({ kind: 'addAbility' as const, ability }))],
      },
    });
  }
  return { rest: ps.slice(0, first), abilities, unread };
}
