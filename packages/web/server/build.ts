/** Builds the web app into packages/web/dist with the package's Vite config (used by `npm start` and the browser tests). */
import { build } from 'vite';
import { fileURLToPath } from 'node:url';

export async function buildApp(): Promise<void> {
  await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildApp().catch((e: Error) => {
    console.error(`The web build failed: ${e.message}`);
    process.exit(1);
  });
}
