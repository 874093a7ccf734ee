import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type Invoice,
  type InvoiceLine,
  invoiceCounters,
  invoiceLines,
  invoices,
  type Organization,
  organizations,
  type User,
  users,
} from '../../db/schema/index.ts';

export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

/** The invoices' queries (docs/billing.md "Invoices"). Issuing runs in the caller's transaction (`tx`). */
export class InvoicesRepository {
  constructor(private readonly db: Db) {}

  async byPayment(tx: DbOrTx, paymentId: number): Promise<Invoice | null> {
    const [row] = await tx.select().from(invoices).where(eq(invoices.paymentId, paymentId));
    return row ?? null;
  }

  async organization(tx: DbOrTx, id: number): Promise<Organization | null> {
    const [row] = await tx.select().from(organizations).where(eq(organizations.id, id));
    return row ?? null;
  }

  /** The platform's (root) organization: the seller of every invoice. */
  async root(tx: DbOrTx): Promise<Organization | null> {
    const [row] = await tx.select().from(organizations).where(isNull(organizations.parentId));
    return row ?? null;
  }

  async user(tx: DbOrTx, id: number): Promise<User | null> {
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  /**
   * The next number of `issuer` in `year`, inside `tx`: the counter row is made if missing, locked
   * (`FOR UPDATE`: a concurrent issue waits here until this transaction ends) and incremented. A rolled
   * back transaction takes its increment with it, so numbers have no gaps.
   */
  async lockCounter(tx: DbOrTx, issuerOrganizationId: number, year: number): Promise<void> {
    await tx.insert(invoiceCounters).values({ issuerOrganizationId, year, lastSequence: 0 }).onConflictDoNothing();
    await tx
      .select({ last: invoiceCounters.lastSequence })
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.issuerOrganizationId, issuerOrganizationId), eq(invoiceCounters.year, year)))
      .for('update');
  }

  /** After `lockCounter` in the same transaction. */
  async nextSequence(tx: DbOrTx, issuerOrganizationId: number, year: number, now: Date): Promise<number> {
    const [row] = await tx
      .update(invoiceCounters)
      .set({ lastSequence: sql`${invoiceCounters.lastSequence} + 1`, updatedAt: now })
      .where(and(eq(invoiceCounters.issuerOrganizationId, issuerOrganizationId), eq(invoiceCounters.year, year)))
      .returning({ sequence: invoiceCounters.lastSequence });
    if (!row) throw new Error('invoice counter missing');
    return row.sequence;
  }

  async insert(tx: DbOrTx, invoice: NewInvoice, lines: NewInvoiceLine[]): Promise<Invoice> {
    const [row] = await tx.insert(invoices).values(invoice).returning();
    if (!row) throw new Error('invoice insert returned nothing');
    await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: row.id })));
    return row;
  }

  /** An organization's invoices, newest first. */
  async listOf(organizationId: number): Promise<Invoice[]> {
    return this.db
      .select()
      .from(invoices)
      .where(eq(invoices.organizationId, organizationId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  }

  async find(id: number): Promise<Invoice | null> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.id, id));
    return row ?? null;
  }

  async linesOf(invoiceIds: number[]): Promise<InvoiceLine[]> {
    if (!invoiceIds.length) return [];
    return this.db
      .select()
      .from(invoiceLines)
      .where(inArray(invoiceLines.invoiceId, invoiceIds))
      .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  }
}
