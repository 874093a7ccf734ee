import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ScreenMessageRow, screenMessages } from '../../db/schema/index.ts';

export type NewScreenMessage = typeof screenMessages.$inferInsert;

/** Typed queries of screen messages (tickers and banners, docs/alerts.md). */
export class MessagesRepository {
  constructor(private readonly db: Db) {}

  /** The organization's messages, newest start first. */
  list(organizationId: number): Promise<ScreenMessageRow[]> {
    return this.db
      .select()
      .from(screenMessages)
      .where(eq(screenMessages.organizationId, organizationId))
      .orderBy(desc(screenMessages.startsAt), desc(screenMessages.id));
  }

  async byId(orgIds: number[], id: number): Promise<ScreenMessageRow | null> {
    if (orgIds.length === 0) return null;
    const [row] = await this.db
      .select()
      .from(screenMessages)
      .where(and(eq(screenMessages.id, id), inArray(screenMessages.organizationId, orgIds)));
    return row ?? null;
  }

  async insert(values: NewScreenMessage): Promise<ScreenMessageRow> {
    const [row] = await this.db.insert(screenMessages).values(values).returning();
    return row as ScreenMessageRow;
  }

  async update(id: number, set: Partial<NewScreenMessage>): Promise<ScreenMessageRow> {
    const [row] = await this.db.update(screenMessages).set(set).where(eq(screenMessages.id, id)).returning();
    return row as ScreenMessageRow;
  }

  async remove(id: number) {
    await this.db.delete(screenMessages).where(eq(screenMessages.id, id));
  }
}
