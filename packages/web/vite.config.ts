import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The web app's build. No React plugin is needed for production builds: esbuild compiles the TSX (automatic
 * JSX runtime, from tsconfig). The engine packages are TypeScript sources in the workspace, bundled as they are:
 * the "source" export condition picks them over the packages' build (docs/engine.md, "Using the packages").
 */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  esbuild: { jsx: 'automatic' },
  resolve: { conditions: ['source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
});
