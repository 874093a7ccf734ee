import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type User, users } from '../../db/schema/index.ts';

export type NewUser = typeof users.$inferInsert;
/** The columns a service may change on an existing account. */
export type UserPatch = Partial<Omit<NewUser, 'id' | 'organizationId' | 'createdAt'>>;

/**
 * The accounts (users table). Auth owns them — sign-in, sessions and e-mailed tokens are about
 * accounts — and the users and organizations modules manage them through this repository.
 */
export class UsersRepository {
  constructor(private readonly db: DbOrTx) {}

  async findByEmail(email: string): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row ?? null;
  }

  async findById(id: number, tx: DbOrTx = this.db): Promise<User | null> {
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  async findByIds(ids: number[]): Promise<User[]> {
    if (!ids.length) return [];
    return this.db.select().from(users).where(inArray(users.id, ids));
  }

  /** A user of the organization, or null (another organization's user is as unknown as a missing one). */
  async findIn(organizationId: number, id: number): Promise<User | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.organizationId, organizationId)));
    return row ?? null;
  }

  async findManyIn(organizationId: number, ids: number[]): Promise<User[]> {
    return this.db
      .select()
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.organizationId, organizationId)));
  }

  /** The organization's users but disabled ones, by name. */
  async listOf(organizationId: number): Promise<User[]> {
    return this.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, organizationId), sql`${users.status} <> 'disabled'`))
      .orderBy(asc(sql`lower(${users.fullname})`), asc(users.id));
  }

  /** Active owners and admins of the organization (approval requests go to them). */
  async activeAdminsOf(organizationId: number, tx: DbOrTx = this.db): Promise<User[]> {
    return tx
      .select()
      .from(users)
      .where(and(eq(users.organizationId, organizationId), inArray(users.role, ['owner', 'admin']), eq(users.status, 'active')));
  }

  /** Users but disabled ones, per organization (absent = 0). */
  async countsByOrganization(organizationIds: number[]): Promise<Map<number, number>> {
    if (!organizationIds.length) return new Map();
    const rows = await this.db
      .select({ id: users.organizationId, n: count() })
      .from(users)
      .where(and(inArray(users.organizationId, organizationIds), ne(users.status, 'disabled')))
      .groupBy(users.organizationId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  /** True when an address is taken, as a login e-mail or as someone's pending new address. */
  async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`(lower(${users.email}) = ${email.toLowerCase()} or lower(${users.pendingEmail}) = ${email.toLowerCase()})`);
    return rows.some((r) => r.id !== exceptUserId);
  }

  async insert(values: NewUser, tx: DbOrTx = this.db): Promise<User> {
    const [row] = await tx.insert(users).values(values).returning();
    if (!row) throw new Error('user insert returned nothing');
    return row;
  }

  /** Changes an account; answers the changed row (null when there is none). */
  async update(id: number, patch: UserPatch, tx: DbOrTx = this.db): Promise<User | null> {
    const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
    return row ?? null;
  }

  /** Changes an account only if it belongs to the organization. */
  async updateIn(organizationId: number, id: number, patch: UserPatch, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(users)
      .set(patch)
      .where(and(eq(users.id, id), eq(users.organizationId, organizationId)));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(users).where(eq(users.id, id));
  }

  async deleteManyIn(organizationId: number, ids: number[], tx: DbOrTx = this.db): Promise<void> {
    await tx.delete(users).where(and(inArray(users.id, ids), eq(users.organizationId, organizationId)));
  }
}
