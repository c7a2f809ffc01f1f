/**
 * Terminal styling. Colors only on a terminal and never with NO_COLOR set (https://no-color.org);
 * FORCE_COLOR=1 turns them on anyway (CI logs that render ANSI).
 */
import { output } from './io';

export interface Paint {
  pass(text: string): string;
  fail(text: string): string;
  warn(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
}

export function colorEnabled(isTTY: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return isTTY;
}

const sgr = (open: number, close: number) => (on: boolean) => (text: string) => (on ? `\x1b[${open}m${text}\x1b[${close}m` : text);
const green = sgr(32, 39), red = sgr(31, 39), yellow = sgr(33, 39), dim = sgr(2, 22), bold = sgr(1, 22);

/** Styles for standard output. */
export function paint(): Paint {
  const on = colorEnabled(output().outIsTTY);
  return { pass: green(on), fail: red(on), warn: yellow(on), dim: dim(on), bold: bold(on) };
}

/**
 * A one-line "[12/240] file" progress indicator on stderr, shown only when stderr is a terminal; `clear`
 * removes it before a result line is printed, so piped output never contains it.
 */
export class Progress {
  private shown = false;
  private readonly on: boolean;
  constructor(private readonly total: number) {
    this.on = output().errIsTTY && total > 1;
  }
  update(done: number, label: string): void {
    if (!this.on) return;
    const width = (output().columns ?? 80) - 1;
    const line = `[${done}/${this.total}] ${label}`;
    output().err(`\r\x1b[2K${line.length > width ? line.slice(0, width) : line}`);
    this.shown = true;
  }
  clear(): void {
    if (!this.shown) return;
    output().err('\r\x1b[2K');
    this.shown = false;
  }
}
