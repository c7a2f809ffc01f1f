/**
 * The built-in scenarios (the repository's `scenarios/` folder), bundled as raw text into the lab's chunk.
 * `path` is the file's path from the repository root, as `arbiter run` names it.
 */
const files = import.meta.glob<string>('../../../../scenarios/**/*.{yaml,yml}', { query: '?raw', import: 'default', eager: true });

export interface BuiltInScenario {
  path: string;
  /** The folder under scenarios/ (the mechanic or rules area). */
  group: string;
  /** The scenario's `name:` line, for the list and its search. */
  name: string;
  text: string;
}

export const BUILT_IN: BuiltInScenario[] = Object.entries(files)
  .map(([key, text]) => {
    const path = key.replace(/^(\.\.\/)+/, '');
    const name = /^name:\s*["']?(.*?)["']?\s*$/m.exec(text)?.[1] ?? path;
    return { path, group: path.split('/').slice(1, -1).join('/'), name, text };
  })
  .sort((a, b) => a.path.localeCompare(b.path));
