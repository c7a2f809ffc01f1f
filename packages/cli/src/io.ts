/**
 * Where the CLI writes: the process's stdout and stderr, or (in tests) a capture. Commands print through
 * `print`/`printError`, never `console`, so a test can run them in-process without touching the real streams.
 */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** Whether stdout / stderr is a terminal (colors, the progress line). */
  outIsTTY: boolean;
  errIsTTY: boolean;
  columns?: number;
}

const processOutput: Output = {
  out: (text) => { process.stdout.write(text); },
  err: (text) => { process.stderr.write(text); },
  get outIsTTY() { return !!process.stdout.isTTY; },
  get errIsTTY() { return !!process.stderr.isTTY; },
  get columns() { return process.stderr.columns; },
};

let current: Output = processOutput;

export const output = (): Output => current;
export const print = (line = ''): void => current.out(`${line}\n`);
export const printError = (line = ''): void => current.err(`${line}\n`);

/** Runs `fn` with the CLI's output going to `o` (tests). */
export async function withOutput<T>(o: Output, fn: () => Promise<T>): Promise<T> {
  const saved = current;
  current = o;
  try {
    return await fn();
  } finally {
    current = saved;
  }
}
