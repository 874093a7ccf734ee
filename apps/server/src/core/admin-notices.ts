import { isLocale } from '@signage/shared';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { adminNotices, organizations, users } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AdminNoticeKind, AdminNoticeSender, AuditTrail } from './context.ts';

/** The audit action of each notice (shown in the platform organization's activity log). */
export const ADMIN_NOTICE_ACTIONS: Record<AdminNoticeKind, string> = {
  mailFailed: 'platform.mail_failed',
  storageFull: 'platform.storage_full',
};

/** At most one notice per kind in this long, across all instances. */
export const ADMIN_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Tells the platform's admins — the owner and admins of the root organization (parent null) — about
 * faults they must act on: a mail given up after its retries, the storage full. One e-mail each
 * (their language) and one audit entry on the root organization, at most once per kind per hour:
 * the `admin_notices` row of the kind is claimed with one conditional upsert, so two instances (or
 * a thousand refused uploads) send one notice. A notice mail that itself fails for good is only
 * logged (the mailer passes `notice`), so a dead mail server cannot make notices loop.
 */
export class AdminNotices implements AdminNoticeSender {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly audit: AuditTrail,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
    private readonly publicUrl: string,
  ) {}

  /** Sends the notice unless one of this kind went out within the hour; true when sent. */
  async notify(kind: AdminNoticeKind, details: Record<string, unknown> = {}): Promise<boolean> {
    const now = this.now();
    const claimed = await this.db
      .insert(adminNotices)
      .values({ kind, lastSentAt: now })
      .onConflictDoUpdate({
        target: adminNotices.kind,
        set: { lastSentAt: now },
        setWhere: lte(adminNotices.lastSentAt, new Date(now.getTime() - ADMIN_NOTICE_INTERVAL_MS)),
      })
      .returning({ kind: adminNotices.kind });
    if (claimed.length === 0) return false;
    const [root] = await this.db.select({ id: organizations.id }).from(organizations).where(isNull(organizations.parentId)).limit(1);
    if (!root) {
      this.log.warn({ notice: kind }, 'admin notice: no platform organization to tell');
      return false;
    }
    await this.audit.record({
      organizationId: root.id,
      actorUserId: null,
      action: ADMIN_NOTICE_ACTIONS[kind],
      objectType: 'organization',
      objectId: root.id,
      details,
    });
    const admins = await this.db
      .select({ email: users.email, fullname: users.fullname, locale: users.locale })
      .from(users)
      .where(and(eq(users.organizationId, root.id), inArray(users.role, ['owner', 'admin']), eq(users.status, 'active')))
      .orderBy(sql`${users.id}`);
    const link = `${this.publicUrl}/activity`;
    for (const admin of admins) {
      await this.mailer.send(
        admin.email,
        { kind: 'adminNotice', notice: kind, name: admin.fullname, link },
        isLocale(admin.locale) ? admin.locale : 'en',
        { notice: true },
      );
    }
    this.log.warn({ notice: kind, recipients: admins.length }, 'platform admins notified');
    return true;
  }

  /** A write hit a full disk (answered 507): notify without holding up the answer. */
  storageFull() {
    this.notify('storageFull').catch((error) => this.log.warn({ err: error }, 'storage-full notice failed'));
  }
}
