/** Test helper: the 1-based line and column where `needle` occurs (its `nth` occurrence) in `text`. */
export function where(text: string, needle: string, nth = 1): { line: number; column: number } {
  let offset = -1;
  for (let i = 0; i < nth; i++) {
    offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`'${needle}' occurs fewer than ${nth} times`);
  }
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
