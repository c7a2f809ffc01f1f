/**
 * `npm run server` — serves online tables. Environment: PORT (default 2567), HOST (default 127.0.0.1),
 * REDIS_URL (share rooms with other server processes through Redis; in-process otherwise), PUBLIC_ADDRESS
 * (host:port other processes' clients use to reach this one; default HOST:PORT).
 */
import { startServer } from './server';

const port = Number(process.env.PORT ?? 2567);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(2);
}

try {
  const server = await startServer({
    port,
    host: process.env.HOST,
    redisUrl: process.env.REDIS_URL || undefined,
    publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  });
  console.log(`arbiter server: ${server.url} (process ${server.processId}${process.env.REDIS_URL ? `, rooms shared through ${process.env.REDIS_URL}` : ', in-process'})`);
  // Rooms are closed cleanly when possible, but a stop never waits more than 5 s.
  const stop = async () => {
    setTimeout(() => process.exit(0), 5000).unref();
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (e) {
  console.error(`arbiter server: could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
