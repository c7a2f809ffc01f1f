/**
 * The browser-test harness: builds the app once per process, serves the build on a free loopback port and
 * drives Debian's chromium through playwright-core (nothing downloads a browser).
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp } from '../server/build';
import { serveApp } from '../server/serve';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface App {
  url: string;
  browser: Browser;
  page(): Promise<Page>;
  close(): Promise<void>;
}

/** Builds, serves and opens a browser; `close` stops both. */
export async function openApp(): Promise<App> {
  if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`);
  // ARBITER_WEB_PREBUILT=1 reuses packages/web/dist (iterating on tests without rebuilding).
  if (!process.env.ARBITER_WEB_PREBUILT) await buildApp();
  const { server, url }: { server: Server; url: string } = await serveApp(0);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  return {
    url, browser,
    async page() {
      const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
      page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
      await page.goto(url);
      return page;
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
