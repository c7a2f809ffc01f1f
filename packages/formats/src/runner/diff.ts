import { SWITCH_NAMES, inspect, type CardRegistry, type GameState, type RulesetSwitches, type SwitchName } from '@arbiter/engine';
import type { Scenario } from '../scenario/types';
import { runScenario, type ScenarioResult } from './run';

/** One aligned row of two logs: the same line on both sides, or a line only one side has. */
export interface DiffRow {
  a: string | null;
  b: string | null;
}

export interface RulesetDiff {
  /** Switches whose values differ between the two rulesets. */
  switches: SwitchName[];
  /** Of those, the ones that change the outcome on their own: A with only that switch set as in B. */
  responsible: SwitchName[];
  /** The two logs aligned (longest common subsequence); only rows that differ are marked by a null side. */
  log: DiffRow[];
  /** Final-state lines that differ: [a, b]. */
  state: [string | null, string | null][];
  /** Rule numbers cited by the events only one side has. */
  rules: string[];
  a: ScenarioResult;
  b: ScenarioResult;
}

/** A summary of the final state, one fact per line, for comparison. */
export function stateSummary(state: GameState, cards: CardRegistry): string[] {
  const ins = inspect(state, cards);
  const name = (id: string) => (state.objects[id].kind === 'ability' ? `ability of ${state.objects[id].ability?.sourceCard}` : ins.characteristics(id).name);
  const out: string[] = [];
  for (const p of state.order) {
    const pl = state.players[p];
    out.push(`${pl.name}: life ${pl.life}, poison ${pl.poison}${pl.left ? ', has left the game' : ''}`);
    for (const zone of ['hand', 'library', 'graveyard'] as const) out.push(`${pl.name} ${zone}: ${pl[zone].map(name).join(', ') || '(empty)'}`);
  }
  for (const id of state.battlefield) {
    const o = state.objects[id];
    const c = ins.characteristics(id);
    const status = [o.tapped && 'tapped', o.prepared && 'prepared', o.kind === 'token' && 'token',
      ...Object.entries(o.counters).filter(([, n]) => n).map(([k, n]) => `${n} ${k}`)].filter(Boolean).join(', ');
    out.push(`battlefield: ${c.name} (${state.players[c.controller].name}${c.power !== null ? `, ${c.power}/${c.toughness}` : ''}${status ? `, ${status}` : ''})`);
  }
  out.push(`exile: ${state.exile.map((id) => `${name(id)}${state.objects[id].kind === 'copy' ? ' (copy, owner ' + state.players[state.objects[id].owner]?.name + ')' : ''}`).join(', ') || '(empty)'}`);
  out.push(`stack: ${[...state.stack].reverse().map(name).join(', ') || '(empty)'}`);
  out.push(state.over ? `game over: ${state.over.winners.map((w) => state.players[w].name).join(', ') || 'draw'} (${state.over.reason})` : 'game goes on');
  return out;
}

/** Aligns two sequences of lines by their longest common subsequence. */
export function alignLines(a: string[], b: string[]): DiffRow[] {
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const rows: DiffRow[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) { rows.push({ a: a[i++], b: b[j++] }); continue; }
    if (j < m && (i >= n || lcs[i][j + 1] >= lcs[i + 1][j])) rows.push({ a: null, b: b[j++] });
    else rows.push({ a: a[i++], b: null });
  }
  return rows;
}

/**
 * Runs a scenario under two rulesets and reports where they part (issue 6): the switches that differ and which
 * of them change the outcome by themselves, the events only one side has, the rules those events cite, and the
 * differing final-state facts.
 */
export function diffScenario(sc: Scenario, cards: CardRegistry, a: RulesetSwitches, b: RulesetSwitches): RulesetDiff {
  const ra = runScenario(sc, cards, a);
  const rb = runScenario(sc, cards, b);
  const log = alignLines(ra.log, rb.log);
  const rules = new Set<string>();
  for (const row of log) {
    const line = row.a === null ? row.b : row.b === null ? row.a : null;
    const m = line && /^CR ([^:]+):/.exec(line);
    if (m) for (const r of m[1].split(', ')) rules.add(r);
  }
  // Each run's own pool: the scenario's inline cards laid over `cards`.
  const state = alignLines(stateSummary(ra.state, ra.cards), stateSummary(rb.state, rb.cards))
    .filter((r) => r.a === null || r.b === null)
    .map((r) => [r.a, r.b] as [string | null, string | null]);
  const switches = SWITCH_NAMES.filter((s) => a[s] !== b[s]);
  const outcome = (r: ScenarioResult) => [...r.log, ...stateSummary(r.state, r.cards)].join('\n');
  const base = outcome(ra);
  const responsible = switches.filter((s) => outcome(runScenario(sc, cards, { ...a, [s]: b[s] })) !== base);
  return { switches, responsible, log, state, rules: [...rules].sort(), a: ra, b: rb };
}
