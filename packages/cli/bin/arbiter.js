#!/usr/bin/env node
// The `arbiter` executable. Installed from a package, it runs the built JavaScript (dist/). In this repository,
// where nothing needs building, it runs the TypeScript sources through tsx, resolving the workspace packages
// to their sources with the "source" export condition (docs/engine.md, "Using the packages").
import { existsSync } from 'node:fs';
import { register } from 'node:module';

// A pipe closed early (`arbiter run | head`) ends the output quietly instead of raising EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

const source = new URL('../src/main.ts', import.meta.url);
let main;
if (existsSync(source)) {
  (await import('tsx/esm/api')).register();
  register('./source-condition.js', import.meta.url);
  ({ main } = await import(source.href));
} else {
  ({ main } = await import(new URL('../dist/src/main.js', import.meta.url).href));
}
process.exitCode = await main(process.argv.slice(2));
