/**
 * An input error pinned to where it is in the file, so a judge can go straight to the line
 * (DESIGN.md "The edges validate"). Scenario files and deck lists both report with this shape.
 */
export interface ScenarioError {
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** Where in the document's data, like `players[0].battlefield[1].counters`; '' for the document itself. */
  path: string;
  message: string;
  /** What would have been accepted, when that is a short list or phrase. */
  expected?: string;
}

/** `file:line:column: path: message`, the form editors and terminals turn into links. */
export function formatScenarioError(e: ScenarioError): string {
  return `${e.file}:${e.line}:${e.column}: ${e.path ? `${e.path}: ` : ''}${e.message}`;
}

/** Document order, then duplicates dropped (two schema branches can report the same problem). */
export function sortErrors(errors: ScenarioError[]): ScenarioError[] {
  const seen = new Set<string>();
  return [...errors]
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .filter((e) => {
      const key = formatScenarioError(e);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
