// `npm run build`: builds each library package to ESM JavaScript with type declarations in packages/<name>/dist
// (what its package.json `exports` point to outside the workspace), in dependency order so each package compiles
// against the declarations of those it imports. The workspace itself runs from the TypeScript sources ("source"
// export condition, docs/engine.md "Using the packages"); nothing here is needed to develop or test.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Libraries in dependency order (a package is built after those it imports). */
export const LIBRARIES = ['rules', 'engine', 'cards', 'formats', 'ai', 'cli'].filter((p) => existsSync(join(root, 'packages', p, 'tsconfig.build.json')));

function files(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else out.push(p);
  }
  return out;
}

/**
 * Node's ESM loader (and TypeScript under `module: NodeNext`) needs full relative specifiers: the sources write
 * `./errors` (bundler style), the build says `./errors.js` or `./rules/index.js`, whichever file exists.
 */
function fullSpecifiers(dist) {
  for (const file of files(dist).filter((f) => f.endsWith('.js') || f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g, (whole, lead, q, spec) => {
      if (/\.(js|json|mjs|cjs)$/.test(spec)) return whole;
      const base = resolve(dirname(file), spec);
      const target = existsSync(`${base}.js`) || existsSync(`${base}.d.ts`) ? `${spec}.js` : existsSync(join(base, 'index.js')) || existsSync(join(base, 'index.d.ts')) ? `${spec}/index.js` : null;
      if (!target) throw new Error(`${file}: cannot resolve ${spec}`);
      return `${lead}${q}${target}${q}`;
    });
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

export function build(pkg) {
  const dir = join(root, 'packages', pkg);
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (tsc.status !== 0) throw new Error(`@arbiter/${pkg}: tsc failed`);
  fullSpecifiers(join(dir, 'dist'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv.slice(2);
  for (const pkg of LIBRARIES.filter((p) => !only.length || only.includes(p))) {
    build(pkg);
    console.log(`built @arbiter/${pkg} → packages/${pkg}/dist`);
  }
}
