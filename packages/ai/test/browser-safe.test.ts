import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src/', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => { const p = join(dir, f); return statSync(p).isDirectory() ? files(p) : [p]; });
}

test('@arbiter/ai is browser-safe outside src/node: no Node modules, nor packages that use them (the web worker imports it)', () => {
  const browser = files(src).filter((f) => !f.includes('/node/'));
  assert.ok(browser.length >= 8);
  for (const f of browser) {
    const imports = [...readFileSync(f, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const m of imports) assert.ok(m.startsWith('.') || m === '@arbiter/engine', `${f} imports ${m}`);
  }
});
