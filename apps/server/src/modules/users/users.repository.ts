import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type User, users } from '../../db/schema/index.ts';

export class UsersRepository {
  constructor(private readonly db: Pick<Db, 'select'>) {}

  async findByEmail(email: string): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row ?? null;
  }

  async findById(id: number): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  /** True when an address is taken, as a login e-mail or as someone's pending new address. */
  async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`(lower(${users.email}) = ${email.toLowerCase()} or lower(${users.pendingEmail}) = ${email.toLowerCase()})`);
    return rows.some((r) => r.id !== exceptUserId);
  }
}
