import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { appSecrets } from './db/schema/index.ts';
import { randomKey } from './lib/crypto.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { AuditService } from './core/audit.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { fontsRoutes } from './modules/fonts/fonts.routes.ts';
import { healthRoutes, VERSION } from './modules/health/health.routes.ts';
import { licencesRoutes } from './modules/licences/licences.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { playlistsRoutes } from './modules/playlists/playlists.routes.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { screensRoutes } from './modules/screens/screens.routes.ts';
import { createLocalHub, createPostgresHub } from './modules/realtime/hub.ts';
import { createServices } from './composition.ts';
import { createStorage } from './storage/index.ts';
import { registerAuth } from './plugins/auth.ts';
import type { AppContext } from './core/context.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';

export interface AppDeps {
  /** An open database (tests pass one made from a migrated template); otherwise opened from config. */
  database?: Database;
  mailer?: Mailer;
  now?: () => Date;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Hot player routes, logged at debug level only (design brief section 7). */
const QUIET_ROUTES = new Set(['/api/player/heartbeat', '/api/player/proof-of-play', '/api/player/manifest']);
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
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: true }),
  });
  // One line per request; the 10-second session poll only at debug level (design brief section 7).
  // A plain callback, and the line is only built when its level is logged (a screen herd runs this
  // tens of thousands of times at debug level).
  app.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    const level = (path === '/api/auth/check' || QUIET_ROUTES.has(path)) && reply.statusCode < 400 ? 'debug' : 'info';
    const log = request.log as typeof request.log & { isLevelEnabled?: (level: string) => boolean };
    if (log.isLevelEnabled?.(level) ?? true) log[level](`${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !deps.database;
  const now = deps.now ?? (() => new Date());
  const secrets = new Map<string, string>();
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    log: app.log,
    mailer: deps.mailer ?? createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    audit: new AuditService(database.db),
    rate: createRateLimiter(database.db, now, config.rateLimits),
    now,
    async secret(name) {
      const cached = secrets.get(name);
      if (cached) return cached;
      await database.db
        .insert(appSecrets)
        .values({ name, value: randomKey(32) })
        .onConflictDoNothing();
      const [row] = await database.db.select().from(appSecrets).where(eq(appSecrets.name, name));
      if (!row) throw new Error(`secret ${name} missing`);
      secrets.set(name, row.value);
      return row.value;
    },
  };
  app.decorate('ctx', ctx);
  // Screens: event hub (LISTEN/NOTIFY across instances on PostgreSQL), caches and batched writes.
  const hub = database.kind === 'postgres' && config.databaseUrl ? await createPostgresHub(config.databaseUrl, app.log) : createLocalHub();
  const services = createServices(ctx, hub, await createStorage(config));
  app.decorate('services', services);
  const { screens } = services;
  // Open event streams would hold the server open: end them first.
  app.addHook('preClose', async () => screens.closeStreams());
  app.addHook('onClose', async () => {
    await screens.close();
    services.storage.destroy?.();
    await ctx.mailer.idle();
    ctx.mailer.close();
    if (ownsDatabase) await database.close();
  });

  await services.licences.seedPackages();

  // Every /api route must say who may call it (security.md ROLE-1): a route without it fails start-up.
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access) throw new Error(`route ${route.method} ${route.url} declares no access`);
    if (route.url.startsWith('/api/') && route.config?.access) {
      for (const method of [route.method].flat()) app.apiRoutes.push({ method, url: route.url, access: route.config.access });
    }
  });

  await app.register(fastifyCookie);
  // Security headers (helmet), built once: @fastify/helmet rebuilds the whole middleware (CSP
  // parsing included) on every request, a measurable share of a screen herd's CPU (docs/screens.md).
  // The plugin stays registered (without its global hooks); our hook applies the prebuilt middleware.
  const helmetOptions: HelmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        // Website elements (editor, previews, player) are sandboxed iframes of any http(s) site the
        // website check accepted; nothing else frames content.
        frameSrc: ["'self'", 'https:', 'http:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000 } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
  await app.register(fastifyHelmet, { global: false });
  const applyHelmet = helmet(helmetOptions);
  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  // A coarse per-address flood limit; the sensitive flows have their own, database-backed limits.
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimits ? 1200 : 1_000_000,
    timeWindow: '1 minute',
    allowList: () => !config.rateLimits,
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Signage API',
        version: VERSION,
        description: 'Success: {"response": …}. Failure: {"errorCode", "message", "fields"?}.',
      },
      components: {
        securitySchemes: {
          sessionKey: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'SessionKey <key> (or sessionKey in the JSON body)',
          },
          deviceSecret: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Device <deviceSecret> (player protocol, /api/player/*)',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  registerErrorHandling(app);
  registerAuth(app);

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(licencesRoutes);
      await api.register(organizationsRoutes);
      await api.register(mediaRoutes);
      await api.register(playlistsRoutes);
      await api.register(screensRoutes);
      api.get('/docs', { schema: { hide: true }, config: { access: { auth: 'public' } } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await app.register(fontsRoutes);

  const webDist = config.webDist ?? defaultWebDist;
  const playerDist = config.playerDist ?? defaultPlayerDist;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const hasPlayer = existsSync(path.join(playerDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: true,
      cacheControl: false,
      setHeaders: staticCacheHeaders,
    });
  }
  if (hasPlayer) {
    await app.register(fastifyStatic, {
      root: playerDist,
      prefix: '/player/',
      wildcard: false,
      index: false,
      // reply.sendFile comes from the CMS registration; without a CMS build the player brings it.
      decorateReply: !hasWeb,
      cacheControl: false,
      setHeaders: staticCacheHeaders,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url === '/api') return sendError(request, reply, 404, 'NOT_FOUND');
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(request, reply, 404, 'NOT_FOUND');
    // SPA fallbacks: the player under /player/, the CMS everywhere else.
    if ((url === '/player' || url.startsWith('/player/')) && hasPlayer) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', playerDist);
    }
    if (hasWeb && !path.extname(url)) return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    return sendError(request, reply, 404, 'NOT_FOUND');
  });

  return app;
}

/** Hashed build assets are immutable; everything else is revalidated. */
function staticCacheHeaders(res: any, filePath: string) {
  const value = /[/\\]assets[/\\]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
  if (typeof res.setHeader === 'function') res.setHeader('cache-control', value);
  else res.header('cache-control', value);
}
