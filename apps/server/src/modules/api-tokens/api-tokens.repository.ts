import type { PackageInfo } from '@signage/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apiTokens, licencePackages, licences, organizations, users } from '../../db/schema/index.ts';
import { complete } from '../licences/licences.repository.ts';
import { MAX_DEPTH } from '../tenancy/organization-tree.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type NewApiToken = typeof apiTokens.$inferInsert;

/** Stored API tokens (hashes only) and the caller a token resolves to. */
export class ApiTokensRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewApiToken, tx: DbOrTx = this.db): Promise<ApiTokenRow> {
    const [row] = await tx.insert(apiTokens).values(values).returning();
    if (!row) throw new Error('api token insert returned nothing');
    return row;
  }

  /** The organization's tokens, newest first, with the creator's current state (to tell whether the token still works). */
  async listOf(organizationId: number) {
    return this.db
      .select({
        token: apiTokens,
        creatorStatus: users.status,
        creatorOrganizationId: users.organizationId,
        creatorName: users.fullname,
      })
      .from(apiTokens)
      .leftJoin(users, eq(users.id, apiTokens.createdByUserId))
      .where(eq(apiTokens.organizationId, organizationId))
      .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  }

  async countLive(organizationId: number, now: Date, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(and(eq(apiTokens.organizationId, organizationId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)));
    return Number(row?.n ?? 0);
  }

  async byIdIn(organizationId: number, id: number): Promise<ApiTokenRow | null> {
    const [row] = await this.db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.organizationId, organizationId)));
    return row ?? null;
  }

  async revoke(id: number, byUserId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(apiTokens)
      .set({ revokedAt: now, revokedByUserId: byUserId })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id });
    return rows.length > 0;
  }

  async touch(id: number, now: Date, ip: string): Promise<void> {
    await this.db.update(apiTokens).set({ lastUsedAt: now, lastUsedIp: ip }).where(eq(apiTokens.id, id));
  }

  /**
   * A live (not revoked, not expired) token by hash, with everything a call needs about its creator, in
   * one query: the creator, the creator's organization (now), its licence and stored package, and the
   * organization's ancestors (nearest first). A token whose creator was deleted is not found.
   */
  async liveByHash(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select({
        token: apiTokens,
        user: users,
        organization: organizations,
        licence: licences,
        packageInfo: licencePackages.info,
        ancestorIds: sql<Array<number | string> | null>`(
          with recursive up as (
            select o.id, o.parent_id, 0 as depth from organizations o where o.id = ${users.organizationId}
            union all
            select o.id, o.parent_id, up.depth + 1 from organizations o join up on o.id = up.parent_id where up.depth < ${MAX_DEPTH}
          )
          select array_agg(up.id order by up.depth) from up where up.depth > 0)`,
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.createdByUserId))
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(licences, eq(licences.organizationId, organizations.id))
      .leftJoin(licencePackages, eq(licencePackages.name, licences.packageName))
      .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)));
    if (!row) return null;
    const storedPackage: PackageInfo | null = row.packageInfo ? complete(row.packageInfo) : null;
    const ancestorIds = (row.ancestorIds ?? []).map(Number);
    return { token: row.token, user: row.user, organization: row.organization, licence: row.licence, storedPackage, ancestorIds };
  }
}
