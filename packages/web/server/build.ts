/**
 * Builds the web app with the package's Vite config: into packages/web/dist for `npm start`, or into `outDir`
 * (the browser tests build into a directory of their own, so test files running at once never share one).
 */
import { build } from 'vite';
import { fileURLToPath } from 'node:url';

export async function buildApp(outDir?: string): Promise<void> {
  await build({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn',
    ...(outDir ? { build: { outDir } } : {}),
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildApp().catch((e: Error) => {
    console.error(`The web build failed: ${e.message}`);
    process.exit(1);
  });
}
