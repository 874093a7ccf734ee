import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { auditLog, media } from '../../db/schema/index.ts';

/** Audit actions counted by the `content` type (docs/insight.md "Usage stats"). */
export const CONTENT_CREATED_ACTIONS = ['playlist.create', 'playlist.slide.create', 'template.create', 'media.upload'];
export const CONTENT_PUBLISHED_ACTIONS = ['playlist.publish'];
export const SIGN_IN_ACTION = 'auth.login';

const num = (v: unknown) => Number(v ?? 0);

/** The usage stats' reads of what people did and keep: the audit log (content, sign-ins) and media (storage). */
export class StatsActivityRepository {
  constructor(private readonly db: Db) {}

  /** Audit entries of some actions in [start, end), per local day (and per person). */
  async auditPerDay(organizationId: number, actions: string[], start: Date, end: Date, timeZone: string) {
    const day = sql<string>`((${auditLog.createdAt} at time zone ${timeZone})::date)::text`;
    return (
      this.db
        .select({
          day,
          action: auditLog.action,
          count: sql<number>`count(*)`.mapWith(num),
          people: sql<number>`count(distinct ${auditLog.actorUserId})`.mapWith(num),
        })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.organizationId, organizationId),
            gte(auditLog.createdAt, start),
            lt(auditLog.createdAt, end),
            inArray(auditLog.action, actions),
          ),
        )
        // By position: the zone is a parameter, and the same expression twice would be two parameters.
        .groupBy(sql`1`, auditLog.action)
    );
  }

  signInsPerPerson(organizationId: number, start: Date, end: Date) {
    return this.db
      .select({ userId: auditLog.actorUserId, count: sql<number>`count(*)`.mapWith(num) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organizationId, organizationId),
          gte(auditLog.createdAt, start),
          lt(auditLog.createdAt, end),
          eq(auditLog.action, SIGN_IN_ACTION),
        ),
      )
      .groupBy(auditLog.actorUserId);
  }

  signInPeople(organizationId: number, start: Date, end: Date) {
    return this.db
      .select({ people: sql<number>`count(distinct ${auditLog.actorUserId})`.mapWith(num) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organizationId, organizationId),
          gte(auditLog.createdAt, start),
          lt(auditLog.createdAt, end),
          eq(auditLog.action, SIGN_IN_ACTION),
        ),
      );
  }

  /** Storage now per media kind (a stored file shared by rows counted once, as the storage meter does). */
  async storage(organizationId: number) {
    const result = await this.db.execute(sql`
      select kind, coalesce(sum(size_bytes), 0) as bytes, sum(n) as items from (
        select ${media.kind} as kind, ${media.storageKey}, max(${media.sizeBytes}) as size_bytes, count(*) as n
        from ${media} where ${media.organizationId} = ${organizationId}
        group by 1, 2
      ) d group by kind`);
    return rowsOf<{ kind: string; bytes: unknown; items: unknown }>(result).map((r) => ({
      kind: String(r.kind),
      bytes: num(r.bytes),
      items: num(r.items),
    }));
  }
}
