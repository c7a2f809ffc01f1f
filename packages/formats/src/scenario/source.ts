import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { ScenarioError } from '../errors';
import type { Loc } from './types';

/** A place in the document's data: map keys and list indexes from the root. */
export type Path = readonly (string | number)[];

/** The parsed YAML text, able to say where any part of its data was written. */
export interface Source {
  file: string;
  /** Where the value at `path` starts (its key, with `onKey`); the nearest existing ancestor if it is missing. */
  loc(path: Path, onKey?: boolean): Loc;
  error(path: Path, message: string, extra?: { expected?: string; onKey?: boolean }): ScenarioError;
}

/** `players[0].battlefield[1].counters`; keys that are not identifiers are quoted: `counters["+1/+1"]`. */
export function formatPath(path: Path): string {
  return path
    .map((seg, i) => {
      if (typeof seg === 'number') return `[${seg}]`;
      if (/^[A-Za-z_$][\w$]*$/.test(seg)) return i === 0 ? seg : `.${seg}`;
      return `[${JSON.stringify(seg)}]`;
    })
    .join('');
}

/** The node written at `path`: the deepest one that exists. */
function nodeAt(doc: Document, path: Path, onKey: boolean): Node | undefined {
  let node: unknown = doc.contents;
  let found = node as Node | undefined;
  for (const [i, seg] of path.entries()) {
    if (isAlias(node)) node = node.resolve(doc);
    if (isMap(node)) {
      const pair = node.items.find((p) => String(isScalar(p.key) ? p.key.value : p.key) === String(seg));
      if (!pair) break;
      const value = pair.value as Node | null;
      const empty = !value || (isScalar(value) && value.range?.[0] === value.range?.[1]);
      // An empty value (`life:`) has no text of its own: point at its key.
      node = (onKey && i === path.length - 1) || empty ? pair.key : value;
    } else if (isSeq(node) && typeof seg === 'number' && node.items[seg]) {
      node = node.items[seg];
    } else break;
    found = node as Node;
  }
  return found;
}

/** Parses YAML keeping positions; syntax errors (and warnings, such as unknown tags) come back located. */
export function readYaml(text: string, file: string): { data: unknown; source: Source; errors: ScenarioError[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, logLevel: 'error' });
  const at = (offset: number): Loc => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  const source: Source = {
    file,
    loc: (path, onKey = false) => at(nodeAt(doc, path, onKey)?.range?.[0] ?? 0),
    error: (path, message, extra = {}) => {
      const { line, column } = source.loc(path, extra.onKey);
      return { file, line, column, path: formatPath(path), message, ...(extra.expected ? { expected: extra.expected } : {}) };
    },
  };
  const errors = [...doc.errors, ...doc.warnings].map((e): ScenarioError => {
    const { line, column } = at(e.pos[0]);
    return { file, line, column, path: '', message: `YAML: ${e.message}` };
  });
  if (errors.length) return { data: undefined, source, errors };
  try {
    return { data: doc.toJS({ maxAliasCount: 1000 }), source, errors };
  } catch (e) {
    // toJS refuses alias expansion bombs ("excessive alias count").
    return { data: undefined, source, errors: [source.error([], `YAML: ${(e as Error).message}`)] };
  }
}
