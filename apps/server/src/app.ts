import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createServices } from './composition.ts';
import type { AppConfig } from './config.ts';
import { createContext } from './core/create-context.ts';
import { type Database, openDatabase } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import { createLocalHub, createPostgresHub } from './modules/realtime/hub.ts';
import { type DeadClaims, LIVE_OWNER_SUFFIX, postgresLiveness, soleInstance } from './jobs/liveness.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerJsonCompression } from './plugins/compress-json.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerFloodLimit } from './plugins/flood-limit.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerApiNoStore, registerFormsOnlyWhereDeclared, registerRouteAccessCheck } from './plugins/route-access.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticApps } from './plugins/static-apps.ts';
import { registerRoutes } from './routes.ts';
import { createStorage } from './storage/index.ts';
import { OpenStreams } from './modules/realtime/sse.ts';

export interface AppDeps {
  /** An open database (tests pass one made from a migrated template); otherwise opened from config. */
  database?: Database;
  mailer?: Mailer;
  now?: () => Date;
  /**
   * The caller holds the DATA_DIR lock of the embedded database (main.ts, db/lock.ts): no other process
   * uses it, so every job claim found at start is a dead process's and is taken back at once.
   */
  soleInstance?: boolean;
}

// The built CMS and player, beside this app: src/ when run from source, dist/ when bundled (one level
// below apps/server either way).
const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, '../../web/dist');
const defaultPlayerDist = path.resolve(here, '../../player/dist');

/** external plugins -> app plugins -> modules (design brief section 3). Used by main.ts and by tests. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Readable logs at a terminal (the sign-up code is printed there when no SMTP is set).
            ...(config.prettyLogs
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' } } }
              : {}),
          },
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // Shutting down (SIGTERM, a rolling update; docs/deploy.md): a request that still arrives on an
    // open keep-alive connection (a reverse proxy's pool) is served, with `Connection: close`, instead
    // of answered 503 — a proxy does not send a POST again, so the 503 would reach the user.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: true }),
    // Router errors (a too-long path parameter, a bad URL encoding) answer our envelope too.
    frameworkErrors,
  });
  registerRequestLog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    }));
  const ctx = createContext(config, database, app.log, deps);
  app.decorate('ctx', ctx);
  // Screens' event hub: LISTEN/NOTIFY across instances on PostgreSQL, in-process otherwise.
  const hub =
    database.kind === 'postgres' && config.databaseUrl
      ? await createPostgresHub(config.databaseUrl, app.log, { reconnectMs: config.hubReconnectMs })
      : createLocalHub();
  // Claims of an instance that is gone are taken back before their leases run out (docs/jobs.md).
  let deadClaims: DeadClaims | null = null;
  if (database.kind === 'postgres' && config.databaseUrl) {
    ctx.jobs.markLive(LIVE_OWNER_SUFFIX);
    deadClaims = await postgresLiveness(config.databaseUrl, ctx.jobs.owner, app.log, { reconnectMs: config.hubReconnectMs });
  } else if (database.kind === 'pglite' && deps.soleInstance) deadClaims = soleInstance();
  ctx.jobs.deadClaims = deadClaims;
  const services = createServices(ctx, hub, await createStorage(config));
  app.decorate('services', services);
  // Open event streams would hold the server open: end them first, and refuse new ones from then on.
  app.decorate('eventStreams', new OpenStreams());
  app.addHook('preClose', async () => app.eventStreams.closeAll());
  // Background jobs (docs/jobs.md): a job queued on any instance wakes every instance's runner.
  ctx.jobs.onEnqueued = (kind) => hub.publish({ type: 'jobs', kind });
  const stopJobNudges = hub.subscribe((m) => {
    if (m.type === 'jobs') ctx.jobs.wake();
  });
  app.addHook('onReady', async () => {
    services.widgetSources.start();
    ctx.jobs.start();
    services.screenHealth.start();
    services.statsRetention.start();
    services.webhooks.start();
    services.alerts.start();
    services.samlRefresh.start();
  });
  app.addHook('onClose', async () => {
    stopJobNudges();
    await ctx.jobs.stop();
    await deadClaims?.close();
    await services.widgetSources.stop();
    await services.screenHealth.stop();
    await services.statsRetention.stop();
    await services.alerts.stop();
    services.samlRefresh.stop();
    await services.webhooks.stop();
    await services.screens.close();
    services.storage.destroy?.();
    await ctx.mailer.idle();
    ctx.mailer.close();
    if (!deps.database) await database.close();
  });
  await services.licences.seedPackages();

  registerRouteAccessCheck(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config);
  await registerOpenApi(app);
  registerErrorHandling(app);
  registerAuth(app);
  // After the auth hooks: signed-in calls count on their session, not on the address.
  registerFloodLimit(app, config);
  registerFormsOnlyWhereDeclared(app);
  registerApiNoStore(app);
  // Before the routes: it decides route by route, as they are added, which answers are compressed.
  await registerJsonCompression(app);
  await registerRoutes(app);
  await registerStaticApps(app, { webDist: config.webDist ?? defaultWebDist, playerDist: config.playerDist ?? defaultPlayerDist });
  return app;
}
