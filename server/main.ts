import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import type { DbHandle } from './db/database';
import { prepareDatabase } from './setup';

// One logger writes every line of the server, as JSON: the database's preparation, the
// requests, the shutdown, and why the server could not start.
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  pino().fatal({ err }, 'the configuration is not valid');
  process.exit(1);
}
const log = pino({ level: config.logLevel });

let handle: DbHandle | undefined;
let app: FastifyInstance | undefined;

// SIGTERM or SIGINT: /readyz answers 503 (after SIGTERM, requests are still served for
// SHUTDOWN_DRAIN_MS), then no new connection is taken, requests under way finish, the timers stop
// and the database closes; past SHUTDOWN_TIMEOUT_MS, or on a second signal, the process exits at
// once.
closeWithGrace(
  {
    delay: config.shutdownTimeoutMs,
    logger: log,
    onTimeout: (timeoutMs) => log.error({ timeoutMs }, 'the shutdown ran out of time: exiting'),
    onSecondSignal: (signal) => log.warn({ signal }, 'a second signal: exiting at once'),
  },
  async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error nothing caught');
    else log.info({ signal }, 'shutting down');
    // A load balancer learns from /readyz to send no more before the instance stops listening.
    if (signal === 'SIGTERM' && config.shutdownDrainMs > 0 && app) {
      app.startDraining();
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    await app?.close();
    await handle?.close();
    log.info('stopped');
  },
);

try {
  handle = await prepareDatabase(config, log);
  app = await buildApp({
    config,
    db: handle.db,
    loggerInstance: log,
    probe: handle.probe,
    poolStats: handle.poolStats,
  });
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  log.fatal({ err }, 'the server could not start');
  await app?.close();
  await handle?.close();
  process.exit(1);
}
