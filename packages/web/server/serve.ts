/**
 * Serves the built web app (packages/web/dist) on localhost. `npm start` builds, then runs this file, which
 * also serves online tables (@arbiter/server) on the same address; the browser tests call `serveApp` on a free
 * loopback port (and `startServer` with `appRequests` for the online tests).
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@arbiter/server';

export const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
};

/** Answers requests for the files under `root` (`/` is index.html). */
export function appRequests(root = DIST): RequestListener {
  return async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  };
}

/** Starts a static server for `root` on 127.0.0.1; port 0 takes a free one. Resolves with the server and its address. */
export function serveApp(port: number, root = DIST): Promise<{ server: Server; url: string }> {
  const server = createServer(appRequests(root));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://localhost:${actual}/` });
    });
  });
}

/** `port` if nothing listens on it, else 0 (a free one): Colyseus would print a stack trace for a busy port. */
function portOrFree(port: number, host: string): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => {
      console.log(`Port ${port} is in use; taking a free one.`);
      resolve(0);
    });
    probe.listen(port, host, () => probe.close(() => resolve(port)));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // The app and its online tables on one port: Colyseus answers its own paths (/matchmake/…), the app's files the rest.
  // HOST=0.0.0.0 serves other machines (players joining by link from elsewhere).
  const host = process.env.HOST ?? '127.0.0.1';
  portOrFree(Number(process.env.PORT ?? 5180), host)
    .then((port) => startServer({ port, host, requests: appRequests(DIST) }))
    .then(({ port, stop }) => {
      console.log(`Arbiter is at http://localhost:${port}/  (online tables on the same address; Ctrl+C to stop)`);
      const quit = () => void stop().finally(() => process.exit(0));
      process.once('SIGINT', quit);
      process.once('SIGTERM', quit);
    })
    .catch((e: Error) => {
      console.error(`Could not serve the app: ${e.message}`);
      process.exit(1);
    });
}
