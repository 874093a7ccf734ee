import path from 'node:path';
import { UPLOAD_LIMITS_MB } from '@signage/shared';
import { z } from 'zod';

/** Environment -> typed configuration, with the embedded defaults of design brief section 5. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL: a statement running longer is cancelled (the request answers 503); 0 = no limit. */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(15),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d{1,6}(kB|MB|GB)$/)
    .default('16MB'),
  /** Cached manifests and device credentials are checked against the database at least this often (design brief 2). */
  CACHE_REVALIDATE_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Signage <no-reply@localhost>'),
  /** First wait before a mail the SMTP server did not take is sent again (doubling, up to 64×). */
  MAIL_RETRY_SECONDS: z.coerce.number().min(1).default(60),
  /** A mail not delivered this long after it was queued is given up (`failed`) and the platform's admins are told. */
  MAIL_GIVE_UP_HOURS: z.coerce.number().min(1).default(72),
  /** The platform's support address (contact support, docs/support.md) where no organization up the tree has its own. */
  SUPPORT_EMAIL: z.union([z.literal(''), z.email()]).optional(),
  /** The platform's support phone number, shown on the contact form with the support hours. */
  SUPPORT_PHONE: z.string().max(40).optional(),
  /** Tax added to card purchases and shown on their invoices, in percent (e.g. 25 for 25 % VAT; 0 = none). */
  PAYMENTS_TAX_RATE: z.coerce.number().min(0).max(100).default(0),
  /** The seller printed on invoices (docs/billing.md "Invoices"): name, postal address (lines separated by "\n" or ";"), tax id. */
  INVOICE_SELLER_NAME: z.string().max(200).optional(),
  INVOICE_SELLER_ADDRESS: z.string().max(500).optional(),
  INVOICE_SELLER_TAX_ID: z.string().max(60).optional(),
  /** Background jobs (docs/jobs.md): how often an idle instance looks for due jobs; how long a claim holds unrenewed. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(2),
  JOBS_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  MEDIA_STORAGE: z.enum(['fs', 's3']).default('fs'),
  /** How often each instance looks for widget sources due a refresh (docs/widgets.md). */
  WIDGET_REFRESH_SECONDS: z.coerce.number().min(1).max(3600).default(15),
  /** How often each instance checks for screens offline past their organization's threshold (docs/insight.md "Screen health"). */
  SCREEN_HEALTH_CHECK_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  /** Tests only: the length of one "minute" of the offline-notification thresholds, in ms (default 60000). */
  SCREEN_HEALTH_MINUTE_MS: z.coerce.number().int().min(1).max(60_000).default(60_000),
  /** Usage stats: days of raw proof of play kept (the daily and hourly roll-ups are kept for good). */
  STATS_RAW_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  /** Deployment flags of spec part 3: these widget types are off unless the deployment turns them on. */
  QR_CODE_WIDGET_ENABLED: z.enum(['true', 'false', '1', '0']).default('true'),
  FACEBOOK_WIDGET_ENABLED: z.enum(['true', 'false', '1', '0']).default('false'),
  INSTAGRAM_WIDGET_ENABLED: z.enum(['true', 'false', '1', '0']).default('false'),
  /** Facebook and Instagram widgets: the Meta app (Facebook Login for Business) and the Graph API hosts. */
  META_APP_ID: z.string().optional(),
  META_APP_SECRET: z.string().optional(),
  META_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  META_OAUTH_URL: z.string().url().default('https://www.facebook.com'),
  /**
   * The AI assistant's provider: any OpenAI-compatible chat-completions API (a hosted one or a local
   * model server). AI_BASE_URL and AI_MODEL unset = the assistant is hidden (docs/integrations.md).
   */
  AI_BASE_URL: z.string().url().optional(),
  AI_MODEL: z.string().max(200).optional(),
  AI_API_KEY: z.string().optional(),
  /** Time-out of one AI call, in seconds. */
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(30),
  /**
   * Sign in with Google (OpenID Connect, docs/integrations.md "Google sign-in"). Client id and secret
   * unset = the button is hidden and the routes answer 404. The issuer is Google's unless a test (or
   * another OpenID provider) is named here.
   */
  GOOGLE_CLIENT_ID: z.string().max(500).optional(),
  GOOGLE_CLIENT_SECRET: z.string().max(500).optional(),
  GOOGLE_ISSUER_URL: z.string().url().default('https://accounts.google.com'),
  /**
   * Stock photos in the media library (docs/integrations.md "Stock photos"): a service without a key is
   * not offered. The API base URLs are operator-configured (tests point them at local fakes).
   */
  /**
   * Card payments (docs/billing.md): `stripe` (Checkout Sessions; STRIPE_SECRET_KEY and
   * STRIPE_WEBHOOK_SECRET required), `test` (the built-in test provider: no real money), or `off` (no
   * purchases). STRIPE_API_BASE points the Stripe client at another host (tests: a local fake).
   */
  PAYMENTS_PROVIDER: z.enum(['stripe', 'test', 'off']).default('off'),
  PAYMENTS_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .default('eur'),
  STRIPE_SECRET_KEY: z.string().max(500).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().max(500).optional(),
  STRIPE_API_BASE: z.string().url().default('https://api.stripe.com'),
  UNSPLASH_ACCESS_KEY: z.string().max(500).optional(),
  UNSPLASH_API_URL: z.string().url().default('https://api.unsplash.com'),
  /** The application name in Unsplash attribution links (utm_source), as registered with Unsplash. */
  UNSPLASH_APP_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,60}$/)
    .default('signage'),
  PEXELS_API_KEY: z.string().max(500).optional(),
  PEXELS_API_URL: z.string().url().default('https://api.pexels.com'),
  /**
   * The design service, Canva (docs/integrations.md "Canva"): the Connect API integration's client id and
   * secret; unset = the source is not offered (its routes answer 404). The API base (`/rest` of
   * api.canva.com) and the authorization page are Canva's unless a test names its fake.
   */
  CANVA_CLIENT_ID: z.string().max(500).optional(),
  CANVA_CLIENT_SECRET: z.string().max(500).optional(),
  CANVA_API_BASE: z.string().url().default('https://api.canva.com/rest'),
  CANVA_AUTH_URL: z.string().url().default('https://www.canva.com/api/oauth/authorize'),
  /** Key for secrets the server stores (social network tokens); unset = one generated once and kept in the database. */
  SECRETS_KEY: z.string().min(32).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Number of reverse-proxy hops whose X-Forwarded-For is trusted (security.md HDR-3). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .default(12 * 60),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(30),
  WEB_DIST: z.string().optional(),
  PLAYER_DIST: z.string().optional(),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Flood limit (plugins/flood-limit.ts): requests per window per client address (anonymous calls). */
  FLOOD_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(1200),
  /** Flood limit: requests per window per signed-in session or paired screen, whatever its address. */
  FLOOD_LIMIT_PER_SESSION: z.coerce.number().int().min(1).default(1200),
  FLOOD_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Media processing jobs (ffmpeg, ffprobe): wall-clock limit, address-space limit, decoder threads. */
  MEDIA_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  MEDIA_JOB_MEMORY_MB: z.coerce.number().int().min(16).max(65536).default(2048),
  MEDIA_JOB_THREADS: z.coerce.number().int().min(1).max(64).default(2),
  /** The ffmpeg and ffprobe to run; by default the ones on PATH (Debian's ffmpeg package). */
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  /** Weather widget: Open-Meteo's forecast and geocoding APIs (another Open-Meteo host, e.g. a self-hosted one, or a test fake). */
  WEATHER_API_URL: z.string().url().default('https://api.open-meteo.com'),
  GEOCODING_API_URL: z.string().url().default('https://geocoding-api.open-meteo.com'),
  /** Fault tests only (docs/architecture.md, "Faults: nothing lost"): `point=ms,point=ms`. */
  SIGNAGE_FAULT_PAUSES: z
    .string()
    .regex(/^([a-z.]+=\d{1,6})(,[a-z.]+=\d{1,6})*$/)
    .optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** unset = embedded PGlite in DATA_DIR/pglite; 'memory://' = in-memory PGlite (tests) */
  databaseUrl: string | undefined;
  /** PostgreSQL `statement_timeout` in ms (DATABASE_STATEMENT_TIMEOUT_SECONDS; 0 = none). */
  databaseStatementTimeoutMs: number;
  /** The embedded database's `shared_buffers` (PGLITE_SHARED_BUFFERS): its page cache, most of its memory. */
  pgliteSharedBuffers: string;
  /**
   * How long a cached manifest or device credential is trusted without reading the database again
   * (CACHE_REVALIDATE_SECONDS): bounds the harm of an invalidation another instance published and this
   * one missed.
   */
  cacheRevalidateMs: number;
  /** Tests only: first wait before a lost LISTEN connection is opened again (the hub's default, 500 ms, when unset). */
  hubReconnectMs?: number;
  publicUrl: string;
  /** PUBLIC_URL was set: else `publicUrl` is a guess (localhost) that no other machine can open. */
  publicUrlSet: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** First retry wait of an undelivered mail in ms (MAIL_RETRY_SECONDS); tests shorten it. */
  mailRetryMs: number;
  /** A mail not delivered this long after it was queued is given up (MAIL_GIVE_UP_HOURS); tests shorten it. */
  mailGiveUpMs: number;
  /** Contact support (docs/support.md): the platform's address (SUPPORT_EMAIL) and phone (SUPPORT_PHONE). */
  support: { email: string | undefined; phone: string };
  /** Invoices of card payments (docs/billing.md "Invoices"): the tax rate (PAYMENTS_TAX_RATE, percent) and the seller printed on them. */
  invoices: { taxRatePercent: number; seller: { name: string; address: string; taxId: string } };
  /** Background jobs (docs/jobs.md): poll interval of an idle runner, lease of a claimed job. */
  jobs: { pollMs: number; leaseMs: number };
  widgets: {
    /** Interval of the refresh job (WIDGET_REFRESH_SECONDS). */
    refreshMs: number;
    /** Deployment flags (spec part 3): widget types this deployment offers at all. */
    deployment: { qrCode: boolean; facebook: boolean; instagram: boolean };
  };
  /** Offline notifications (docs/insight.md "Screen health"). */
  screenHealth: {
    /** Interval of the check job (SCREEN_HEALTH_CHECK_SECONDS). */
    checkMs: number;
    /** Tests only (SCREEN_HEALTH_MINUTE_MS): one minute of a threshold, in ms; 60000 in production. */
    minuteMs: number;
  };
  /** Days of raw proof of play kept (STATS_RAW_RETENTION_DAYS); older rows are pruned, the roll-ups stay. */
  statsRawRetentionDays: number;
  mediaStorage: 'fs' | 's3';
  /** S3-compatible storage (MEDIA_STORAGE=s3). */
  s3: {
    bucket: string | undefined;
    endpoint: string | undefined;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  };
  /** Upload limits per kind in MB (spec part 9: UPLOAD_LIMITS_MB); tests lower them. */
  mediaLimitsMb: Record<'image' | 'gif' | 'pdf' | 'video' | 'audio', number>;
  logLevel: string;
  trustProxyHops: number;
  sessionIdleMs: number;
  sessionMaxMs: number;
  webDist: string | undefined;
  playerDist: string | undefined;
  /** Rate limits can be relaxed by tests that exercise other behaviour. */
  rateLimits: boolean;
  /**
   * Tests only: the egress client (lib/egress.ts) may also reach 127.0.0.0/8 and ::1, so integration
   * tests can run a local HTTP server. Deliberately not read from the environment.
   */
  egressAllowLoopback: boolean;
  /** Human-readable logs (LOG_FORMAT=pretty, or a terminal); JSON lines otherwise. */
  prettyLogs: boolean;
  /** The flood limit (plugins/flood-limit.ts); off when `rateLimits` is false. */
  floodLimit: { perAddress: number; perCredential: number; windowMs: number };
  /** Limits of one media processing job (modules/media/processing.ts). */
  mediaJobs: MediaJobLimits;
  /**
   * Fault tests only (SIGNAGE_FAULT_PAUSES): at these named points of a dangerous operation the server
   * prints `fault-pause <point>` to stderr and waits the given milliseconds, so a test can kill -9 it
   * exactly there (lib/fault-pause.ts). Empty in production.
   */
  faultPauses: Record<string, number>;
  /** Base URLs of the weather widget's provider (Open-Meteo forecast and geocoding), without a trailing slash. */
  weatherApiUrl: string;
  geocodingApiUrl: string;
  /**
   * The Meta app of the Facebook and Instagram widgets; appId/appSecret unset = those widgets are
   * unavailable (reason 'deployment') even when their deployment flag is on.
   */
  meta: { appId: string | undefined; appSecret: string | undefined; graphUrl: string; oauthUrl: string };
  /**
   * The AI assistant's OpenAI-compatible provider (base URL without a trailing slash, e.g.
   * https://api.openai.com/v1); null when AI_BASE_URL or AI_MODEL is unset (the assistant is hidden).
   */
  ai: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | null;
  /**
   * Sign in with Google (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER_URL without a trailing
   * slash); null when the client id or secret is unset (the button is hidden, the routes answer 404).
   */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /**
   * Stock photo services (docs/integrations.md "Stock photos"); each null when its key is unset. Base URLs
   * without a trailing slash.
   */
  stockPhotos: {
    unsplash: { apiUrl: string; accessKey: string; appName: string } | null;
    pexels: { apiUrl: string; apiKey: string } | null;
  };
  /**
   * The design service, Canva (CANVA_CLIENT_ID, CANVA_CLIENT_SECRET, CANVA_API_BASE and CANVA_AUTH_URL);
   * null when the client id or secret is unset. The API base has no trailing slash.
   */
  canva: { clientId: string; clientSecret: string; apiBase: string; authUrl: string } | null;
  /** Card payments (docs/billing.md). */
  payments: PaymentsConfig;
  /** SECRETS_KEY; unset = a per-installation key kept in the database (ctx.secret('secrets-key')). */
  secretsKey: string | undefined;
}

export interface PaymentsConfig {
  provider: 'stripe' | 'test' | 'off';
  /** ISO 4217, lower case. */
  currency: string;
  /** Percent. */
  taxRate: number;
  /** Set when the provider is Stripe. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string } | null;
}

export interface MediaJobLimits {
  ffmpegPath: string;
  ffprobePath: string;
  /** Wall-clock limit: the tool is killed (SIGKILL) after this long. */
  timeoutMs: number;
  /** Address-space limit of the tool's process (prlimit --as), in bytes. */
  memoryBytes: number;
  /** Decoder threads (ffmpeg -threads). */
  threads: number;
}

const truthy = (v: string) => v === 'true' || v === '1';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.parse(env);
  const metaConfigured = Boolean(parsed.META_APP_ID && parsed.META_APP_SECRET);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL || undefined,
    databaseStatementTimeoutMs: parsed.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    pgliteSharedBuffers: parsed.PGLITE_SHARED_BUFFERS,
    cacheRevalidateMs: parsed.CACHE_REVALIDATE_SECONDS * 1000,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    publicUrlSet: Boolean(parsed.PUBLIC_URL),
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    mailRetryMs: parsed.MAIL_RETRY_SECONDS * 1000,
    mailGiveUpMs: parsed.MAIL_GIVE_UP_HOURS * 3_600_000,
    support: { email: parsed.SUPPORT_EMAIL?.toLowerCase() || undefined, phone: parsed.SUPPORT_PHONE?.trim() ?? '' },
    invoices: {
      taxRatePercent: parsed.PAYMENTS_TAX_RATE,
      seller: {
        name: parsed.INVOICE_SELLER_NAME?.trim() || 'Signage',
        address: (parsed.INVOICE_SELLER_ADDRESS ?? '')
          .split(/\\n|\n|;/)
          .map((l) => l.trim())
          .filter(Boolean)
          .join('\n'),
        taxId: parsed.INVOICE_SELLER_TAX_ID?.trim() ?? '',
      },
    },
    jobs: { pollMs: parsed.JOBS_POLL_SECONDS * 1000, leaseMs: parsed.JOBS_LEASE_SECONDS * 1000 },
    widgets: {
      refreshMs: parsed.WIDGET_REFRESH_SECONDS * 1000,
      deployment: {
        qrCode: truthy(parsed.QR_CODE_WIDGET_ENABLED),
        // A social widget without a Meta app could never connect a page: unavailable like a flag that is off.
        facebook: truthy(parsed.FACEBOOK_WIDGET_ENABLED) && metaConfigured,
        instagram: truthy(parsed.INSTAGRAM_WIDGET_ENABLED) && metaConfigured,
      },
    },
    screenHealth: { checkMs: parsed.SCREEN_HEALTH_CHECK_SECONDS * 1000, minuteMs: parsed.SCREEN_HEALTH_MINUTE_MS },
    statsRawRetentionDays: parsed.STATS_RAW_RETENTION_DAYS,
    mediaStorage: parsed.MEDIA_STORAGE,
    s3: {
      bucket: parsed.S3_BUCKET || undefined,
      endpoint: parsed.S3_ENDPOINT || undefined,
      region: parsed.S3_REGION,
      accessKeyId: parsed.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: parsed.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: parsed.S3_FORCE_PATH_STYLE === 'true' || parsed.S3_FORCE_PATH_STYLE === '1',
    },
    mediaLimitsMb: { ...UPLOAD_LIMITS_MB },
    logLevel: parsed.LOG_LEVEL,
    trustProxyHops: parsed.TRUST_PROXY_HOPS,
    sessionIdleMs: parsed.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: parsed.SESSION_MAX_DAYS * 86_400_000,
    webDist: parsed.WEB_DIST,
    playerDist: parsed.PLAYER_DIST,
    rateLimits: true,
    egressAllowLoopback: false,
    prettyLogs: parsed.LOG_FORMAT ? parsed.LOG_FORMAT === 'pretty' : Boolean(process.stdout.isTTY),
    floodLimit: {
      perAddress: parsed.FLOOD_LIMIT_PER_ADDRESS,
      perCredential: parsed.FLOOD_LIMIT_PER_SESSION,
      windowMs: parsed.FLOOD_LIMIT_WINDOW_SECONDS * 1000,
    },
    mediaJobs: {
      ffmpegPath: parsed.FFMPEG_PATH,
      ffprobePath: parsed.FFPROBE_PATH,
      timeoutMs: parsed.MEDIA_JOB_TIMEOUT_SECONDS * 1000,
      memoryBytes: parsed.MEDIA_JOB_MEMORY_MB * 1024 * 1024,
      threads: parsed.MEDIA_JOB_THREADS,
    },
    weatherApiUrl: parsed.WEATHER_API_URL.replace(/\/+$/, ''),
    geocodingApiUrl: parsed.GEOCODING_API_URL.replace(/\/+$/, ''),
    meta: {
      appId: parsed.META_APP_ID || undefined,
      appSecret: parsed.META_APP_SECRET || undefined,
      graphUrl: parsed.META_GRAPH_URL.replace(/\/+$/, ''),
      oauthUrl: parsed.META_OAUTH_URL.replace(/\/+$/, ''),
    },
    ai:
      parsed.AI_BASE_URL && parsed.AI_MODEL
        ? {
            baseUrl: parsed.AI_BASE_URL.replace(/\/+$/, ''),
            model: parsed.AI_MODEL,
            apiKey: parsed.AI_API_KEY || undefined,
            timeoutMs: parsed.AI_TIMEOUT_SECONDS * 1000,
          }
        : null,
    google:
      parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET
        ? {
            clientId: parsed.GOOGLE_CLIENT_ID,
            clientSecret: parsed.GOOGLE_CLIENT_SECRET,
            issuer: parsed.GOOGLE_ISSUER_URL.replace(/\/+$/, ''),
          }
        : null,
    stockPhotos: {
      unsplash: parsed.UNSPLASH_ACCESS_KEY
        ? {
            apiUrl: parsed.UNSPLASH_API_URL.replace(/\/+$/, ''),
            accessKey: parsed.UNSPLASH_ACCESS_KEY,
            appName: parsed.UNSPLASH_APP_NAME,
          }
        : null,
      pexels: parsed.PEXELS_API_KEY ? { apiUrl: parsed.PEXELS_API_URL.replace(/\/+$/, ''), apiKey: parsed.PEXELS_API_KEY } : null,
    },
    canva:
      parsed.CANVA_CLIENT_ID && parsed.CANVA_CLIENT_SECRET
        ? {
            clientId: parsed.CANVA_CLIENT_ID,
            clientSecret: parsed.CANVA_CLIENT_SECRET,
            apiBase: parsed.CANVA_API_BASE.replace(/\/+$/, ''),
            authUrl: parsed.CANVA_AUTH_URL,
          }
        : null,
    secretsKey: parsed.SECRETS_KEY || undefined,
    payments: paymentsConfig(parsed),
    faultPauses: Object.fromEntries(
      (parsed.SIGNAGE_FAULT_PAUSES ?? '')
        .split(',')
        .filter(Boolean)
        .map((entry) => {
          const [point, ms] = entry.split('=');
          return [point as string, Number(ms)];
        }),
    ),
  };
}

function paymentsConfig(parsed: z.output<typeof envSchema>): PaymentsConfig {
  const provider = parsed.PAYMENTS_PROVIDER;
  let stripe: PaymentsConfig['stripe'] = null;
  if (provider === 'stripe') {
    if (!parsed.STRIPE_SECRET_KEY || !parsed.STRIPE_WEBHOOK_SECRET) {
      throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    }
    stripe = {
      secretKey: parsed.STRIPE_SECRET_KEY,
      webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
      apiBase: parsed.STRIPE_API_BASE.replace(/\/+$/, ''),
    };
  }
  return { provider, currency: parsed.PAYMENTS_CURRENCY.toLowerCase(), taxRate: parsed.PAYMENTS_TAX_RATE, stripe };
}
