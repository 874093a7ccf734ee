import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';
import { randomKey } from '../lib/crypto.ts';
import { createRateLimiter } from '../lib/rate-limiter.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { AuditService } from './audit.ts';
import type { AppContext } from './context.ts';

/** The infrastructure every service gets (no module-level singletons: one context per app instance). */
export function createContext(
  config: AppConfig,
  database: Database,
  log: FastifyBaseLogger,
  deps: { mailer?: Mailer; now?: () => Date },
): AppContext {
  const now = deps.now ?? (() => new Date());
  const secrets = new Map<string, string>();
  return {
    config,
    db: database.db,
    dbKind: database.kind,
    log,
    mailer:
      deps.mailer ?? createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log, retryMs: config.mailRetryMs }),
    audit: new AuditService(database.db),
    rate: createRateLimiter(database.db, now, config.rateLimits),
    now,
    /** A per-installation secret (made once, kept in the database, cached here). */
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
}
