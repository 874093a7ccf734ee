import { and, desc, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type AlertActivationRow,
  type AlertRow,
  alertActivations,
  alertReceipts,
  alerts,
  integrations,
  media,
  users,
} from '../../db/schema/index.ts';

export type NewAlert = typeof alerts.$inferInsert;
export type NewActivation = typeof alertActivations.$inferInsert;
export type ActivationEnd = Pick<AlertActivationRow, 'endedAt' | 'endedByKind' | 'endedByName'>;

/** Typed queries of alerts, their activations and receipts (docs/alerts.md). */
export class AlertsRepository {
  constructor(readonly db: Db) {}

  /** The alerts of one organization by name (case-insensitive), then id. */
  list(organizationId: number): Promise<AlertRow[]> {
    return this.db.select().from(alerts).where(eq(alerts.organizationId, organizationId)).orderBy(sql`lower(${alerts.name})`, alerts.id);
  }

  async byId(orgIds: number[], id: number, tx: DbOrTx = this.db): Promise<AlertRow | null> {
    if (orgIds.length === 0) return null;
    const [row] = await tx
      .select()
      .from(alerts)
      .where(and(eq(alerts.id, id), inArray(alerts.organizationId, orgIds)));
    return row ?? null;
  }

  /** The alert row locked for this transaction (activations of one alert are serialized on it). */
  async lock(tx: DbOrTx, id: number): Promise<AlertRow | null> {
    const [row] = await tx.select().from(alerts).where(eq(alerts.id, id)).for('update');
    return row ?? null;
  }

  /** Alerts of one organization among these ids. */
  byIds(organizationId: number, ids: number[], tx: DbOrTx = this.db): Promise<AlertRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select()
      .from(alerts)
      .where(and(eq(alerts.organizationId, organizationId), inArray(alerts.id, ids)))
      .orderBy(sql`lower(${alerts.name})`, alerts.id);
  }

  /** Alerts of one organization made from these CAP identifiers. */
  byCapIdentifiers(organizationId: number, identifiers: string[], tx: DbOrTx = this.db): Promise<AlertRow[]> {
    if (identifiers.length === 0) return Promise.resolve([]);
    return tx
      .select()
      .from(alerts)
      .where(and(eq(alerts.organizationId, organizationId), inArray(alerts.capIdentifier, identifiers)))
      .orderBy(alerts.id);
  }

  /** Whether another alert of the organization has this name, case-insensitively. */
  async nameTaken(organizationId: number, name: string, exceptId?: number, tx: DbOrTx = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: alerts.id })
      .from(alerts)
      .where(
        and(
          eq(alerts.organizationId, organizationId),
          sql`lower(${alerts.name}) = lower(${name})`,
          exceptId === undefined ? undefined : ne(alerts.id, exceptId),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /** Names of the organization's alerts starting with `prefix`, lower-cased (to make a generated name unique). */
  async namesLike(organizationId: number, prefix: string, tx: DbOrTx = this.db): Promise<Set<string>> {
    const rows = await tx
      .select({ name: alerts.name })
      .from(alerts)
      .where(and(eq(alerts.organizationId, organizationId), sql`starts_with(lower(${alerts.name}), lower(${prefix}))`));
    return new Set(rows.map((r) => r.name.toLowerCase()));
  }

  async insert(values: NewAlert, tx: DbOrTx = this.db): Promise<AlertRow> {
    const [row] = await tx.insert(alerts).values(values).returning();
    return row as AlertRow;
  }

  async update(id: number, set: Partial<NewAlert>, tx: DbOrTx = this.db): Promise<AlertRow> {
    const [row] = await tx.update(alerts).set(set).where(eq(alerts.id, id)).returning();
    return row as AlertRow;
  }

  /** Removes an alert (its activations and receipts go with it) and unlinks it from integrations. */
  async remove(id: number, tx: DbOrTx = this.db) {
    await tx
      .update(integrations)
      .set({ alertIds: sql`array_remove(${integrations.alertIds}, ${id}::integer)` })
      .where(sql`${id}::integer = any(${integrations.alertIds})`);
    await tx.delete(alerts).where(eq(alerts.id, id));
  }

  // ---- activations ----

  /** For each alert: its open activation, else its latest one. */
  async latestActivations(alertIds: number[], tx: DbOrTx = this.db): Promise<Map<number, AlertActivationRow>> {
    if (alertIds.length === 0) return new Map();
    const rows = await tx
      .selectDistinctOn([alertActivations.alertId])
      .from(alertActivations)
      .where(inArray(alertActivations.alertId, alertIds))
      .orderBy(
        alertActivations.alertId,
        sql`(${alertActivations.endedAt} is null) desc`,
        desc(alertActivations.startedAt),
        desc(alertActivations.id),
      );
    return new Map(rows.map((r) => [r.alertId, r]));
  }

  /** The alert's activations, newest first. */
  history(alertId: number, limit: number): Promise<AlertActivationRow[]> {
    return this.db
      .select()
      .from(alertActivations)
      .where(eq(alertActivations.alertId, alertId))
      .orderBy(desc(alertActivations.startedAt), desc(alertActivations.id))
      .limit(limit);
  }

  /** The alert's activation not yet closed (at most one: a partial unique index). */
  async openActivation(alertId: number, tx: DbOrTx = this.db): Promise<AlertActivationRow | null> {
    const [row] = await tx
      .select()
      .from(alertActivations)
      .where(and(eq(alertActivations.alertId, alertId), isNull(alertActivations.endedAt)));
    return row ?? null;
  }

  async insertActivation(values: NewActivation, tx: DbOrTx = this.db): Promise<AlertActivationRow> {
    const [row] = await tx.insert(alertActivations).values(values).returning();
    return row as AlertActivationRow;
  }

  async updateActivation(id: number, set: Partial<NewActivation>, tx: DbOrTx = this.db): Promise<AlertActivationRow> {
    const [row] = await tx.update(alertActivations).set(set).where(eq(alertActivations.id, id)).returning();
    return row as AlertActivationRow;
  }

  /**
   * Closes every broadcast activation whose end has come (as ended by its duration) in one conditional
   * statement, and answers the rows it closed with their alert's name: of instances running it at once,
   * each row is closed (and answered) by exactly one. `alertId` limits it to one alert (inside its lock).
   */
  closeRanOut(now: Date, tx: DbOrTx = this.db, alertId?: number): Promise<(AlertActivationRow & { name: string })[]> {
    return tx
      .update(alertActivations)
      .set({ endedAt: sql`${alertActivations.endsAt}`, endedByKind: 'duration', endedByName: null })
      .from(alerts)
      .where(
        and(
          eq(alerts.id, alertActivations.alertId),
          isNull(alertActivations.endedAt),
          sql`${alertActivations.endsAt} <= ${now.toISOString()}::timestamptz`,
          alertId === undefined ? undefined : eq(alertActivations.alertId, alertId),
        ),
      )
      .returning({ ...getTableColumns(alertActivations), name: alerts.name });
  }

  /** What the screens confirmed for one activation. */
  receipts(activationId: number) {
    return this.db.select().from(alertReceipts).where(eq(alertReceipts.activationId, activationId));
  }

  // ---- neighbours ----

  /** Media rows by id (the audio of alerts), with what the rules and the answer need. */
  async mediaByIds(ids: number[], tx: DbOrTx = this.db) {
    if (ids.length === 0) return [];
    return tx
      .select({
        id: media.id,
        organizationId: media.organizationId,
        name: media.name,
        kind: media.kind,
        mimeType: media.mimeType,
        section: media.section,
        creatorUserId: media.creatorUserId,
        status: media.status,
        sha256: media.sha256,
      })
      .from(media)
      .where(inArray(media.id, ids));
  }

  /** Names of users (the creators shown in lists). */
  async userNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: users.id, name: users.fullname }).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
