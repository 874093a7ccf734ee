import { can, type TemplateDetail, type TemplateItem } from '@signage/shared';
import type { SlideDocument } from '@signage/slides/model';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { Template } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { Viewer } from '../tenancy/viewer.ts';
import type { PlaylistAccess } from './playlist-access.ts';
import { presentTemplate, templateThumbnailUrl } from './playlists.presenter.ts';
import type { SlideThumbnails } from './slide-thumbnails.ts';
import { newSlideData, parseSlideData } from './slide-rules.ts';
import type { SlidesService } from './slides.service.ts';
import type { TemplateRow, TemplatesRepository } from './templates.repository.ts';

/**
 * Templates (spec 3, 5, 7.7 assignTemplate; docs/playlists.md): a named slide document to start slides from.
 * Visible like playlists (`visibleTemplates`); anything else answers 404.
 */
export class TemplatesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: PlaylistAccess,
    private readonly repo: TemplatesRepository,
    private readonly slides: SlidesService,
    private readonly thumbnails: SlideThumbnails,
  ) {}

  private async find(v: Viewer, id: number): Promise<TemplateRow> {
    const row = await this.repo.findVisible(v, id);
    if (!row) throw notFound();
    return row;
  }

  private present(auth: AuthContext, v: Viewer, row: TemplateRow): TemplateItem {
    return presentTemplate(row.t, row.creatorName, v.userId, v.orgId, can(auth.role, 'content.manage'));
  }

  private async editable(auth: AuthContext, v: Viewer, id: number): Promise<Template> {
    const row = await this.find(v, id);
    if (!this.present(auth, v, row).canEdit) throw forbidden();
    return row.t;
  }

  private async detail(auth: AuthContext, v: Viewer, id: number): Promise<TemplateDetail> {
    const row = await this.find(v, id);
    return { ...this.present(auth, v, row), slideData: row.t.slideData };
  }

  async create(
    auth: AuthContext,
    b: { name: string; slideData?: unknown; from?: { playlistId: number; slideNumber: number } },
    meta: RequestMeta,
  ): Promise<TemplateDetail> {
    const v = await this.access.viewer(auth);
    let slideData: SlideDocument = newSlideData();
    let thumbnailKey: string | null = null;
    let thumbnailSha256: string | null = null;
    if (b.from) {
      const s = await this.slides.slideAt(auth, b.from.playlistId, b.from.slideNumber);
      slideData = s.slideData;
      thumbnailKey = s.thumbnailKey;
      thumbnailSha256 = s.thumbnailSha256;
    } else if (b.slideData !== undefined) slideData = parseSlideData(b.slideData);
    const t = await this.repo.insert({
      organizationId: v.orgId,
      creatorUserId: v.userId,
      section: 'my',
      name: b.name,
      slideData,
      thumbnailKey,
      thumbnailSha256,
    });
    await this.ctx.audit.byCaller(auth, {
      action: 'template.create',
      objectType: 'template',
      objectId: t.id,
      details: { name: b.name, from: b.from ?? null },
      ip: meta.ip,
    });
    return this.detail(auth, v, t.id);
  }

  async list(auth: AuthContext, section: 'my' | 'shared' | 'stock'): Promise<{ results: TemplateItem[] }> {
    const v = await this.access.viewer(auth);
    const rows = await this.repo.list(v, section);
    return { results: rows.map((r) => this.present(auth, v, r)) };
  }

  async get(auth: AuthContext, templateId: number) {
    return this.detail(auth, await this.access.viewer(auth), templateId);
  }

  async rename(auth: AuthContext, templateId: number, name: string, meta: RequestMeta) {
    const v = await this.access.viewer(auth);
    const t = await this.editable(auth, v, templateId);
    await this.repo.update(t.id, { name, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      action: 'template.rename',
      objectType: 'template',
      objectId: t.id,
      details: { from: t.name, to: name },
      ip: meta.ip,
    });
    return this.detail(auth, v, t.id);
  }

  async update(auth: AuthContext, templateId: number, slideData: unknown, meta: RequestMeta) {
    const v = await this.access.viewer(auth);
    const t = await this.editable(auth, v, templateId);
    const data = parseSlideData(slideData);
    await this.repo.update(t.id, { slideData: data, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, { action: 'template.update', objectType: 'template', objectId: t.id, details: {}, ip: meta.ip });
    return this.detail(auth, v, t.id);
  }

  /**
   * A stock copy of an own-organization template (not itself stock) for selected sub-organizations,
   * like /playlist/copyToStock: the copy keeps the name, document and thumbnail (content-addressed, shared).
   */
  async copyToStock(auth: AuthContext, templateId: number, orgShareIds: number[], meta: RequestMeta) {
    const v = await this.access.viewer(auth);
    const { t } = await this.find(v, templateId);
    if (t.organizationId !== v.orgId) throw notFound();
    if (t.section === 'stock') throw new AppError(400, 'VALIDATION_FAILED', undefined, { templateId: 'FIELD_INVALID' });
    const orgIds = await this.access.stockTargets(v, orgShareIds);
    const copy = await this.ctx.db.transaction(async (tx) => {
      const created = await this.repo.insert(
        {
          organizationId: v.orgId,
          creatorUserId: v.userId,
          section: 'stock',
          name: t.name,
          slideData: t.slideData,
          thumbnailKey: t.thumbnailKey,
          thumbnailSha256: t.thumbnailSha256,
        },
        tx,
      );
      await this.repo.addStockTargets(created.id, orgIds, tx);
      return created;
    });
    await this.ctx.audit.byCaller(auth, {
      action: 'template.copyToStock',
      objectType: 'template',
      objectId: copy.id,
      details: { from: t.id, organizationIds: orgIds },
      ip: meta.ip,
    });
    return this.present(auth, v, await this.find(v, copy.id));
  }

  /** Before a thumbnail is stored: the template must be one the caller may edit (404 / 403 otherwise). */
  async assertEditable(auth: AuthContext, templateId: number) {
    await this.editable(auth, await this.access.viewer(auth), templateId);
  }

  /** The template's thumbnail (rendered by the editor after a change); the previous file goes when unused. */
  async setThumbnail(auth: AuthContext, templateId: number, key: string, sha256: string, meta: RequestMeta) {
    const v = await this.access.viewer(auth);
    const t = await this.editable(auth, v, templateId);
    await this.repo.update(t.id, { thumbnailKey: key, thumbnailSha256: sha256 });
    if (t.thumbnailKey && t.thumbnailKey !== key) await this.thumbnails.deleteUnreferenced([t.thumbnailKey]);
    await this.ctx.audit.byCaller(auth, { action: 'template.thumbnail', objectType: 'template', objectId: t.id, details: {}, ip: meta.ip });
    return { thumbnailUrl: templateThumbnailUrl({ id: t.id, thumbnailSha256: sha256 }) as string };
  }

  /** For the thumbnail GET: the template, when the caller sees it and the hash matches (else 404). */
  async thumbnailForServing(auth: AuthContext, templateId: number, sha256: string) {
    const { t } = await this.find(await this.access.viewer(auth), templateId);
    if (!t.thumbnailKey || t.thumbnailSha256 !== sha256) throw notFound();
    return { id: t.id, thumbnailKey: t.thumbnailKey, thumbnailSha256: sha256 };
  }

  async share(auth: AuthContext, templateId: number, shared: boolean, meta: RequestMeta) {
    const v = await this.access.viewer(auth);
    const t = await this.editable(auth, v, templateId);
    if (t.creatorUserId !== v.userId) throw forbidden();
    if (t.section === 'stock') throw new AppError(400, 'VALIDATION_FAILED', undefined, { templateId: 'FIELD_INVALID' });
    await this.repo.update(t.id, { section: shared ? 'shared' : 'my', updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      action: shared ? 'template.share' : 'template.restrict',
      objectType: 'template',
      objectId: t.id,
      details: {},
      ip: meta.ip,
    });
    return this.detail(auth, v, t.id);
  }

  async remove(auth: AuthContext, templateId: number, meta: RequestMeta) {
    const v = await this.access.viewer(auth);
    const t = await this.editable(auth, v, templateId);
    await this.repo.remove(t.id);
    if (t.thumbnailKey) await this.thumbnails.deleteUnreferenced([t.thumbnailKey]);
    await this.ctx.audit.byCaller(auth, {
      action: 'template.remove',
      objectType: 'template',
      objectId: t.id,
      details: { name: t.name },
      ip: meta.ip,
    });
    return { count: 1 };
  }

  /** /playlist/assignTemplate: the slide takes the template's document. */
  async assign(auth: AuthContext, playlistId: number, templateId: number, slideId: number, meta: RequestMeta) {
    const { t } = await this.find(await this.access.viewer(auth), templateId);
    return this.slides.applyTemplate(auth, playlistId, slideId, t, meta);
  }
}
