import type { Ctx } from './nouns';

/**
 * A template: one small entry that reads one kind of Oracle sentence (DESIGN, style anchors → Compiler).
 * `reads` are Oracle sentences it reads, as printed: they are its unit tests (compiler.test.ts reads each
 * with this very template). `read` returns null for anything it can't read exactly.
 */
export interface Template<T> {
  name: string;
  reads: string[];
  read(text: string, ctx: Ctx): T | null;
}

/** Tries templates in order; the first that reads the text wins. */
export function readWith<T>(templates: readonly Template<T>[], text: string, ctx: Ctx): T | null {
  for (const t of templates) {
    const snapshot = { targets: [...ctx.targets], it: ctx.it };
    const r = t.read(text, ctx);
    if (r !== null) return r;
    // A template that gave up may have pushed targets: undo them.
    ctx.targets.length = 0;
    ctx.targets.push(...snapshot.targets);
    ctx.it = snapshot.it;
  }
  return null;
}
