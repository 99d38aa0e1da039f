import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { Db, DbProbe } from './db/database';
import { knownMigrations } from './db/migrate';
import { REQUEST_ID_LOG_LABEL } from './lib/request-id';

/** The readiness check answers within this, whatever the database does. */
const READY_TIMEOUT_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on `/readyz` answers 503 (shutting down), while requests are still served. */
    startDraining(): void;
  }
}

type NotReadyReason = 'shutting down' | 'database unreachable' | 'migrations pending';

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A database that answers but has never been migrated has no bookkeeping table. */
function isMissingTable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '42P01' || (typeof message === 'string' && message.includes('no such table'));
}

/** The id of the app build this instance serves (`dist/build.json`), null without a build. */
export function servedBuildId(distDir: string): string | null {
  try {
    const record = JSON.parse(fs.readFileSync(path.join(distDir, 'build.json'), 'utf8')) as {
      id?: unknown;
    };
    return typeof record.id === 'string' ? record.id : null;
  } catch {
    return null;
  }
}

/**
 * `/healthz`: the process is alive (no database call), and the build it serves, so that an
 * operator can see that every instance behind the balancer serves the same one. `/readyz`: this instance can serve, with
 * one small query bounded by READY_TIMEOUT_MS: the database answers and has every migration this
 * build knows (newer ones, from a newer build rolling out, are fine); 503 with the reason
 * otherwise, and from the moment the server starts shutting down. Both are for the load
 * balancer, which calls them every second or so: never cached, logged only when the answer
 * changes.
 */
export function healthRoutes(
  app: FastifyInstance,
  db: Db,
  probe: DbProbe,
  buildId: string | null,
): void {
  const appliedQuery = sql<{ applied: number }>`select count(*) as applied
    from ${sql.table(DEFAULT_MIGRATION_TABLE)}
    where name in (${sql.join(knownMigrations)})`.compile(db);
  let shuttingDown = false;
  let lastAnswer: NotReadyReason | 'ready' | undefined;
  app.decorate('startDraining', () => {
    shuttingDown = true;
  });
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

  async function notReadyReason(): Promise<{ reason: NotReadyReason; err?: unknown } | null> {
    if (shuttingDown) return { reason: 'shutting down' };
    try {
      const rows = await within(probe(appliedQuery, READY_TIMEOUT_MS), READY_TIMEOUT_MS);
      const applied = Number((rows[0] as { applied?: unknown } | undefined)?.applied);
      return applied === knownMigrations.length ? null : { reason: 'migrations pending' };
    } catch (err) {
      return { reason: isMissingTable(err) ? 'migrations pending' : 'database unreachable', err };
    }
  }

  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', quiet, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'alive', build: buildId }),
  );
  app.get('/readyz', quiet, async (request, reply) => {
    const notReady = await notReadyReason();
    const answer = notReady?.reason ?? 'ready';
    if (answer !== lastAnswer) {
      // The app's logger, since the route's own is quiet below warnings; the request still named.
      const named = { [REQUEST_ID_LOG_LABEL]: request.id };
      if (notReady)
        app.log.warn({ ...named, reason: notReady.reason, err: notReady.err }, 'not ready');
      else app.log.info(named, 'ready');
      lastAnswer = answer;
    }
    reply.header('Cache-Control', 'no-store');
    if (!notReady) return reply.send({ status: 'ready' });
    return reply.code(503).send({ status: 'not ready', reason: notReady.reason });
  });
}
