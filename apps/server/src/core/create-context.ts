import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';
import { randomKey } from '../lib/crypto.ts';
import { createRateLimiter } from '../lib/rate-limiter.ts';
import { JobRunner } from '../jobs/runner.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { AdminNotices } from './admin-notices.ts';
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
  const jobs = new JobRunner(database.db, log, config.jobs);
  const audit = new AuditService(database.db);
  let notices: AdminNotices | null = null;
  const mailer =
    deps.mailer ??
    createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log,
      jobs,
      retryMs: config.mailRetryMs,
      giveUpMs: config.mailGiveUpMs,
      // A notice mail that fails for good is only logged: no notice about a notice (no loop).
      onGivenUp: async (failure) => {
        if (!failure.notice) await notices?.notify('mailFailed', { mailId: failure.mailId, attempts: failure.attempts });
      },
    });
  notices = new AdminNotices(database.db, mailer, audit, log, now, config.publicUrl);
  return {
    config,
    db: database.db,
    dbKind: database.kind,
    log,
    mailer,
    jobs,
    notices,
    audit,
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
