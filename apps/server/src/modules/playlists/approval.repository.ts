import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type ApprovalStatus,
  organizationApprovalSettings,
  type PlaylistApprovalRequest,
  playlistApprovalRequests,
  type PlaylistSnapshotContent,
  playlistSnapshots,
  playlists,
  type SubmittedContent,
  users,
} from '../../db/schema/index.ts';

/** A pending submission still stands while nothing was published since it was made (a direct publish supersedes it). */
const current = eq(playlists.publishedVersion, playlistApprovalRequests.baseVersion);

export interface RequestRow {
  r: PlaylistApprovalRequest;
  playlistName: string;
  publishedVersion: number;
  submittedByName: string | null;
}

/** Every query of approval before publishing (settings and submissions). */
export class ApprovalRepository {
  constructor(private readonly db: Db) {}

  /** The organizations among `ids` whose own switch is on. */
  async requiringAmong(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: organizationApprovalSettings.organizationId })
      .from(organizationApprovalSettings)
      .where(and(inArray(organizationApprovalSettings.organizationId, ids), eq(organizationApprovalSettings.required, true)));
    return new Set(rows.map((r) => r.id));
  }

  async setRequired(organizationId: number, required: boolean, userId: number, now: Date) {
    await this.db
      .insert(organizationApprovalSettings)
      .values({ organizationId, required, updatedBy: userId, updatedAt: now })
      .onConflictDoUpdate({ target: organizationApprovalSettings.organizationId, set: { required, updatedBy: userId, updatedAt: now } });
  }

  /** Pending submissions of a playlist become `withdrawn` (an edit, a newer submission, a direct publish). */
  async withdrawPending(playlistId: number, tx: DbOrTx = this.db, exceptId?: number) {
    await tx
      .update(playlistApprovalRequests)
      .set({ status: 'withdrawn' })
      .where(
        and(
          eq(playlistApprovalRequests.playlistId, playlistId),
          eq(playlistApprovalRequests.status, 'pending'),
          exceptId ? ne(playlistApprovalRequests.id, exceptId) : undefined,
        ),
      );
  }

  async insert(
    values: {
      organizationId: number;
      playlistId: number;
      content: SubmittedContent;
      baseVersion: number;
      submittedBy: number;
      submittedAt: Date;
    },
    tx: DbOrTx,
  ): Promise<PlaylistApprovalRequest> {
    const [row] = await tx.insert(playlistApprovalRequests).values(values).returning();
    if (!row) throw new Error('approval request not stored');
    return row;
  }

  private selectRows(tx: DbOrTx = this.db) {
    return tx
      .select({
        r: playlistApprovalRequests,
        playlistName: playlists.name,
        publishedVersion: playlists.publishedVersion,
        submittedByName: users.fullname,
      })
      .from(playlistApprovalRequests)
      .innerJoin(playlists, eq(playlists.id, playlistApprovalRequests.playlistId))
      .leftJoin(users, eq(users.id, playlistApprovalRequests.submittedBy));
  }

  async pendingOf(organizationId: number): Promise<RequestRow[]> {
    return this.selectRows(this.db)
      .where(and(eq(playlistApprovalRequests.organizationId, organizationId), eq(playlistApprovalRequests.status, 'pending'), current))
      .orderBy(playlistApprovalRequests.submittedAt, playlistApprovalRequests.id);
  }

  async byId(id: number): Promise<RequestRow | null> {
    const [row] = await this.selectRows().where(eq(playlistApprovalRequests.id, id));
    return row ?? null;
  }

  async lockForDecision(id: number, tx: DbOrTx): Promise<PlaylistApprovalRequest | null> {
    const [row] = await tx.select().from(playlistApprovalRequests).where(eq(playlistApprovalRequests.id, id)).for('update');
    return row ?? null;
  }

  async decide(
    id: number,
    set: {
      status: Extract<ApprovalStatus, 'approved' | 'rejected'>;
      decidedBy: number;
      decidedAt: Date;
      comment: string | null;
      approvedVersion?: number;
    },
    tx: DbOrTx,
  ) {
    await tx.update(playlistApprovalRequests).set(set).where(eq(playlistApprovalRequests.id, id));
  }

  /** The pending submission and the latest decision of a playlist. */
  async stateOf(playlistId: number) {
    const [pending] = await this.selectRows()
      .where(and(eq(playlistApprovalRequests.playlistId, playlistId), eq(playlistApprovalRequests.status, 'pending'), current))
      .orderBy(desc(playlistApprovalRequests.id))
      .limit(1);
    const [decided] = await this.db
      .select({ r: playlistApprovalRequests, decidedByName: users.fullname })
      .from(playlistApprovalRequests)
      .leftJoin(users, eq(users.id, playlistApprovalRequests.decidedBy))
      .where(and(eq(playlistApprovalRequests.playlistId, playlistId), sql`${playlistApprovalRequests.decidedAt} is not null`))
      .orderBy(desc(playlistApprovalRequests.decidedAt), desc(playlistApprovalRequests.id))
      .limit(1);
    return { pending: pending ?? null, decided: decided ?? null };
  }

  async snapshotAt(playlistId: number, version: number): Promise<PlaylistSnapshotContent | null> {
    const [row] = await this.db
      .select({ snapshot: playlistSnapshots.snapshot })
      .from(playlistSnapshots)
      .where(and(eq(playlistSnapshots.playlistId, playlistId), eq(playlistSnapshots.version, version)));
    return row?.snapshot ?? null;
  }

  async userById(id: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }
}
