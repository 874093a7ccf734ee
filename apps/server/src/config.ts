import path from 'node:path';
import { UPLOAD_LIMITS_MB } from '@signage/shared';
import { z } from 'zod';

/** Environment -> typed configuration, with the embedded defaults of design brief section 5. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Signage <no-reply@localhost>'),
  MEDIA_STORAGE: z.enum(['fs', 's3']).default('fs'),
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
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** unset = embedded PGlite in DATA_DIR/pglite; 'memory://' = in-memory PGlite (tests) */
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL || undefined,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
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
  };
}
