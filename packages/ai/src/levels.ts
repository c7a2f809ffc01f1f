import type { Agent } from './agent';
import { heuristicAgent } from './agents/easy';
import { randomAgent } from './agents/random';
import { searchAgent, type SearchOptions } from './agents/search';

/** The computer players by name: `random`, `easy` (heuristic), `normal` (search, 0.25 s), `hard` (search, 2 s). */
export const LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

/** Time budget per decision of the search levels (issue 12); the search's own default is 1 s. */
export const BUDGET_MS: Record<'normal' | 'hard', number> = { normal: 250, hard: 2000 };

export function isLevel(name: string): name is Level {
  return (LEVELS as readonly string[]).includes(name);
}

/**
 * A computer player of the given level, seeded (browser-safe: the web table's worker calls this). `search`
 * overrides the search levels' options, e.g. `{ iterations: 200 }` for a deterministic search.
 */
export function createAgent(level: Level, seed: number, search: SearchOptions = {}): Agent {
  switch (level) {
    case 'random': return randomAgent(seed);
    case 'easy': return heuristicAgent(seed);
    case 'normal':
    case 'hard': return searchAgent(level, seed, { budgetMs: BUDGET_MS[level], ...search });
  }
}
