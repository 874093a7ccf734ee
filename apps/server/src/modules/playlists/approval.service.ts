import type { z } from 'zod';
import type { approvalRequestDetail, approvalSlideChange } from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Playlist, PlaylistSnapshotContent, SubmittedContent } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { localeOf } from '../auth/locale-of.ts';
import type { OrgAccess } from '../tenancy/org-access.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { ApprovalRepository, RequestRow } from './approval.repository.ts';
import type { PlaylistAccess } from './playlist-access.ts';
import type { PlaylistsRepository } from './playlists.repository.ts';
import type { SlidesRepository } from './slides.repository.ts';

type SlideChange = z.infer<typeof approvalSlideChange>;
type Slide = SubmittedContent['slides'][number];

/** JSON with sorted keys: two documents compare equal whatever order their keys were stored in. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * What changed from the approved version to the submitted one, slide by slide (slides keep their
 * ids while edited): added, removed, changed (document or duration), unchanged; `moved` when a kept
 * slide's place among the kept slides differs. Submitted slides first in their order, then the removed ones.
 */
export function slideChanges(before: Slide[], after: Slide[]): SlideChange[] {
  const beforeById = new Map(before.map((s) => [s.id, s]));
  const afterIds = new Set(after.map((s) => s.id));
  const keptBefore = before.filter((s) => afterIds.has(s.id)).map((s) => s.id);
  const keptAfter = after.filter((s) => beforeById.has(s.id)).map((s) => s.id);
  const present = (s: Slide) => ({
    id: s.id,
    position: s.position,
    duration: s.duration,
    slideData: s.slideData as unknown as Record<string, unknown>,
  });
  const out: SlideChange[] = after.map((s) => {
    const old = beforeById.get(s.id);
    if (!old) return { slideId: s.id, change: 'added', moved: false, before: null, after: present(s) };
    const same = old.duration === s.duration && stable(old.slideData) === stable(s.slideData);
    const moved = keptBefore.indexOf(s.id) !== keptAfter.indexOf(s.id);
    return { slideId: s.id, change: same ? 'unchanged' : 'changed', moved, before: present(old), after: present(s) };
  });
  for (const s of before)
    if (!afterIds.has(s.id)) out.push({ slideId: s.id, change: 'removed', moved: false, before: present(s), after: null });
  return out;
}

/**
 * Approval before publishing (docs/playlists.md "Approval before publishing"). An organization
 * requires it when its own switch or an ancestor's is on (an ancestor's cannot be switched off
 * below it). Then a publish by staff or a content creator freezes a submission instead of a
 * snapshot; owners and admins (of the organization, or of a managing ancestor acting in it) publish
 * directly and decide on submissions. Screens only ever play snapshots, so nothing reaches them
 * before an approval. Alerts and screen messages never pass through here.
 */
export class ApprovalService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ApprovalRepository,
    private readonly access: PlaylistAccess,
    private readonly playlists: PlaylistsRepository,
    private readonly slides: SlidesRepository,
    private readonly tree: OrganizationTree,
    private readonly orgAccess: OrgAccess,
  ) {}

  /** The organization and its ancestors, nearest first, with whether each one's switch is on. */
  private async chain(organizationId: number) {
    const path = (await this.tree.pathToRoot(organizationId)).reverse();
    const on = await this.repo.requiringAmong(path.map((p) => p.id));
    return { path, on };
  }

  async requiredFor(organizationId: number): Promise<boolean> {
    const { on } = await this.chain(organizationId);
    return on.size > 0;
  }

  /** A publish by this caller on this playlist must be submitted instead. */
  async mustSubmit(auth: AuthContext, playlist: Playlist): Promise<boolean> {
    if (this.orgAccess.isAdmin(auth)) return false;
    return this.requiredFor(playlist.organizationId);
  }

  async setting(auth: AuthContext, organizationId?: number) {
    const org = await this.orgAccess.readable(auth, organizationId);
    const { path, on } = await this.chain(org.id);
    const inherited = path.slice(1).find((p) => on.has(p.id)) ?? null;
    let canEdit = true;
    try {
      await this.orgAccess.editable(auth, org.id);
    } catch {
      canEdit = false;
    }
    return {
      organizationId: org.id,
      required: on.size > 0,
      own: on.has(org.id),
      inheritedFrom: inherited ? { id: inherited.id, name: inherited.name } : null,
      canEdit: canEdit && !inherited,
    };
  }

  async updateSetting(auth: AuthContext, organizationId: number, required: boolean, meta: RequestMeta) {
    const org = await this.orgAccess.editable(auth, organizationId);
    const before = await this.setting(auth, org.id);
    if (!required && before.inheritedFrom) throw new AppError(409, 'APPROVAL_INHERITED');
    if (before.own !== required) {
      await this.repo.setRequired(org.id, required, auth.user.id, this.ctx.now());
      await this.ctx.audit.byCaller(auth, {
        action: 'organization.approval_setting',
        objectType: 'organization',
        objectId: org.id,
        organizationId: org.id,
        details: { required },
        ip: meta.ip,
      });
    }
    return this.setting(auth, org.id);
  }

  /** Freezes what would be published as a submission; a pending one of the same playlist is superseded. */
  async submit(auth: AuthContext, playlist: Playlist, meta: RequestMeta) {
    const now = this.ctx.now();
    const request = await this.ctx.db.transaction(async (tx) => {
      const cur = await this.playlists.lockForChange(playlist.id, tx);
      const list = await this.slides.ofPlaylist(playlist.id, tx);
      const content: SubmittedContent = {
        playlistId: cur.id,
        name: cur.name,
        aspect: cur.aspect,
        overlay: cur.overlay,
        slideAnimation: cur.slideAnimation,
        slides: list.map((s) => ({ id: s.id, position: s.position, duration: s.duration, slideData: s.slideData })),
      };
      await this.repo.withdrawPending(cur.id, tx);
      return this.repo.insert(
        {
          organizationId: cur.organizationId,
          playlistId: cur.id,
          content,
          baseVersion: cur.publishedVersion,
          submittedBy: auth.user.id,
          submittedAt: now,
        },
        tx,
      );
    });
    await this.ctx.audit.byCaller(auth, {
      action: 'playlist.approval.submit',
      objectType: 'playlist',
      objectId: playlist.id,
      organizationId: playlist.organizationId,
      details: { requestId: request.id },
      ip: meta.ip,
    });
    return {
      playlistId: playlist.id,
      version: playlist.publishedVersion,
      publishedAt: playlist.publishedAt ? playlist.publishedAt.toISOString() : null,
      approvalRequestId: request.id,
    };
  }

  /** An edit after a submission withdraws it (the reviewer would otherwise approve what no longer is). */
  withdrawOnChange(playlistId: number, tx: DbOrTx) {
    return this.repo.withdrawPending(playlistId, tx);
  }

  /** The approval state of a playlist the caller sees. */
  async status(auth: AuthContext, playlistId: number) {
    const v = await this.access.viewer(auth);
    const row = await this.access.visible(v, playlistId);
    const required = await this.requiredFor(row.p.organizationId);
    const { pending, decided } = await this.repo.stateOf(playlistId);
    return {
      required,
      canPublish: !required || this.orgAccess.isAdmin(auth),
      pending: pending
        ? { id: pending.r.id, submittedAt: pending.r.submittedAt.toISOString(), submittedByName: pending.submittedByName }
        : null,
      lastDecision:
        decided?.r.decidedAt && (decided.r.status === 'approved' || decided.r.status === 'rejected')
          ? {
              status: decided.r.status,
              comment: decided.r.comment,
              decidedAt: decided.r.decidedAt.toISOString(),
              decidedByName: decided.decidedByName,
            }
          : null,
    };
  }

  private item(row: RequestRow) {
    return {
      id: row.r.id,
      playlistId: row.r.playlistId,
      playlistName: row.r.content.name || row.playlistName,
      organizationId: row.r.organizationId,
      submittedByName: row.submittedByName,
      submittedAt: row.r.submittedAt.toISOString(),
      slideCount: row.r.content.slides.length,
      baseVersion: row.r.baseVersion,
    };
  }

  /** Pending submissions of the acting organization (or a sub-organization the caller manages), oldest first. */
  async list(auth: AuthContext, organizationId?: number) {
    const org = await this.orgAccess.readable(auth, organizationId);
    const rows = await this.repo.pendingOf(org.id);
    return { totalCount: rows.length, results: rows.map((r) => this.item(r)) };
  }

  /** A submission the caller may decide on: 404 outside what the caller sees, 403 where it cannot manage. */
  private async decidable(auth: AuthContext, requestId: number): Promise<RequestRow> {
    const row = await this.repo.byId(requestId);
    if (!row) throw notFound();
    await this.orgAccess.readable(auth, row.r.organizationId);
    return row;
  }

  async detail(auth: AuthContext, requestId: number): Promise<z.infer<typeof approvalRequestDetail>> {
    const row = await this.decidable(auth, requestId);
    const base = await this.snapshotAt(row.r.playlistId, row.r.baseVersion);
    const content = row.r.content;
    const status = this.effectiveStatus(row);
    return {
      ...this.item(row),
      status,
      aspect: content.aspect,
      nameBefore: base?.name ?? null,
      aspectChanged: !!base && base.aspect !== content.aspect,
      overlayChanged: stable(base?.overlay ?? null) !== stable(content.overlay ?? null),
      overlay: content.overlay ?? null,
      overlayBefore: base?.overlay ?? null,
      slides: slideChanges(base?.slides ?? [], content.slides),
      canDecide: status === 'pending' && row.r.submittedBy !== auth.user.id,
    };
  }

  /** A pending submission overtaken by a direct publish reads as withdrawn. */
  private effectiveStatus(row: RequestRow) {
    return row.r.status === 'pending' && row.publishedVersion !== row.r.baseVersion ? 'withdrawn' : row.r.status;
  }

  private async snapshotAt(playlistId: number, version: number): Promise<PlaylistSnapshotContent | null> {
    if (version < 1) return null;
    return this.repo.snapshotAt(playlistId, version);
  }

  async approve(auth: AuthContext, requestId: number, comment: string | undefined, meta: RequestMeta) {
    return this.decide(auth, requestId, 'approved', comment?.trim() || null, meta);
  }

  async reject(auth: AuthContext, requestId: number, comment: string, meta: RequestMeta) {
    return this.decide(auth, requestId, 'rejected', comment.trim(), meta);
  }

  private async decide(auth: AuthContext, requestId: number, status: 'approved' | 'rejected', comment: string | null, meta: RequestMeta) {
    const row = await this.decidable(auth, requestId);
    if (row.r.submittedBy === auth.user.id) throw new AppError(403, 'APPROVAL_OWN_SUBMISSION');
    const now = this.ctx.now();
    const version = await this.ctx.db.transaction(async (tx) => {
      const cur = await this.playlists.lockForChange(row.r.playlistId, tx);
      const request = await this.repo.lockForDecision(requestId, tx);
      if (request?.status !== 'pending' || cur.publishedVersion !== request.baseVersion) throw new AppError(409, 'APPROVAL_NOT_PENDING');
      if (status === 'rejected') {
        await this.repo.decide(requestId, { status, decidedBy: auth.user.id, decidedAt: now, comment }, tx);
        return null;
      }
      const next = cur.publishedVersion + 1;
      await this.playlists.insertSnapshot(
        { ...request.content, playlistId: cur.id, version: next },
        now,
        request.submittedBy ?? auth.user.id,
        tx,
      );
      // A pending submission means nothing was edited since it was made (edits withdraw it).
      await this.playlists.update(cur.id, { isPublished: true, publishedVersion: next, publishedAt: now }, tx);
      await this.repo.decide(requestId, { status, decidedBy: auth.user.id, decidedAt: now, comment, approvedVersion: next }, tx);
      return next;
    });
    await this.ctx.audit.byCaller(auth, {
      action: status === 'approved' ? 'playlist.approval.approve' : 'playlist.approval.reject',
      objectType: 'playlist',
      objectId: row.r.playlistId,
      organizationId: row.r.organizationId,
      details: { requestId, comment, ...(version ? { version } : {}) },
      ip: meta.ip,
    });
    if (version) {
      // An approval publishes: receivers hear of it like of a direct publish (docs/webhooks.md).
      this.ctx.webhooks?.emit(row.r.organizationId, 'playlist.published', `${row.r.playlistId}:${version}`, {
        playlistId: row.r.playlistId,
        name: row.r.content.name || row.playlistName,
        version,
        publishedAt: now.toISOString(),
      });
      await this.ctx.screens?.playlistsChanged([row.r.playlistId]);
    }
    await this.tellSubmitter(auth, row, status, comment);
    return { requestId, status, version };
  }

  /** The submitter hears of the decision by mail, in their language (the activity log has the entry). */
  private async tellSubmitter(auth: AuthContext, row: RequestRow, status: 'approved' | 'rejected', comment: string | null) {
    if (!row.r.submittedBy) return;
    const user = await this.repo.userById(row.r.submittedBy);
    if (user?.status !== 'active') return;
    await this.ctx.mailer.send(
      user.email,
      {
        kind: status === 'approved' ? 'playlistApproved' : 'playlistRejected',
        name: user.fullname,
        playlist: row.r.content.name || row.playlistName,
        decidedBy: auth.user.fullname,
        comment,
        link: `${this.ctx.config.publicUrl}/home/playlists/${row.r.playlistId}`,
      },
      localeOf(user),
    );
  }
}
