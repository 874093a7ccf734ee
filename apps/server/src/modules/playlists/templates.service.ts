import { can, type TemplateDetail, type TemplateItem } from '@signage/shared';
import { and, desc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Template, templateStockTargets, templates, users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { Viewer } from '../tenancy/viewer.ts';
import { presentTemplate, templateThumbnailUrl } from './playlists.presenter.ts';
import type { PlaylistsService } from './playlists.service.ts';
import type { SlideDocument } from '@signage/slides/model';
import { newSlideData, parseSlideData } from './slide-rules.ts';

/**
 * Spec part 6 + security.md TEN-1, as for playlists: 'my' templates only their creator sees; 'shared'
 * the organization; 'stock' the owning organization and the organizations copyToStock targeted (and
 * their descendants).
 */
function visibleTemplates(v: Viewer): SQL {
  const chain = [v.orgId, ...v.ancestorIds];
  return or(
    and(eq(templates.organizationId, v.orgId), eq(templates.section, 'my'), eq(templates.creatorUserId, v.userId)),
    and(eq(templates.organizationId, v.orgId), ne(templates.section, 'my')),
    and(
      eq(templates.section, 'stock'),
      exists(
        sql`(select 1 from ${templateStockTargets} where ${templateStockTargets.templateId} = ${templates.id} and ${inArray(templateStockTargets.organizationId, chain)})`,
      ),
    ),
  ) as SQL;
}

/** Templates (spec 3, 5, 7.7 assignTemplate; issue 4): a named slide document to start slides from. */
export class TemplatesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly playlists: PlaylistsService,
  ) {}

  private audit(auth: AuthContext, action: string, objectId: number | null, details: Record<string, unknown>, meta?: RequestMeta) {
    return this.ctx.audit.record({
      organizationId: auth.organization.id,
      actorUserId: auth.user.id,
      action,
      objectType: 'template',
      objectId,
      details,
      ip: meta?.ip,
    });
  }

  async find(v: Viewer, id: number): Promise<{ t: Template; creatorName: string | null }> {
    const [row] = await this.ctx.db
      .select({ t: templates, creatorName: users.fullname })
      .from(templates)
      .leftJoin(users, eq(users.id, templates.creatorUserId))
      .where(and(eq(templates.id, id), visibleTemplates(v)));
    if (!row) throw notFound();
    return row;
  }

  private async editable(auth: AuthContext, v: Viewer, id: number) {
    const row = await this.find(v, id);
    const item = presentTemplate(row.t, row.creatorName, v.userId, v.orgId, can(auth.role, 'content.manage'));
    if (!item.canEdit) throw forbidden();
    return row.t;
  }

  private async detail(auth: AuthContext, v: Viewer, id: number): Promise<TemplateDetail> {
    const row = await this.find(v, id);
    return { ...presentTemplate(row.t, row.creatorName, v.userId, v.orgId, can(auth.role, 'content.manage')), slideData: row.t.slideData };
  }

  async create(
    auth: AuthContext,
    b: { name: string; slideData?: unknown; from?: { playlistId: number; slideNumber: number } },
    meta: RequestMeta,
  ): Promise<TemplateDetail> {
    const v = await this.playlists.viewer(auth);
    let slideData: SlideDocument = newSlideData();
    let thumbnailKey: string | null = null;
    let thumbnailSha256: string | null = null;
    if (b.from) {
      const s = await this.playlists.slideAt(auth, b.from.playlistId, b.from.slideNumber);
      slideData = s.slideData;
      thumbnailKey = s.thumbnailKey;
      thumbnailSha256 = s.thumbnailSha256;
    } else if (b.slideData !== undefined) slideData = parseSlideData(b.slideData);
    const [row] = await this.ctx.db
      .insert(templates)
      .values({ organizationId: v.orgId, creatorUserId: v.userId, section: 'my', name: b.name, slideData, thumbnailKey, thumbnailSha256 })
      .returning();
    const t = row as Template;
    await this.audit(auth, 'template.create', t.id, { name: b.name, from: b.from ?? null }, meta);
    return this.detail(auth, v, t.id);
  }

  async list(auth: AuthContext, section: 'my' | 'shared' | 'stock'): Promise<{ results: TemplateItem[] }> {
    const v = await this.playlists.viewer(auth);
    const rows = await this.ctx.db
      .select({ t: templates, creatorName: users.fullname })
      .from(templates)
      .leftJoin(users, eq(users.id, templates.creatorUserId))
      .where(and(visibleTemplates(v), eq(templates.section, section)))
      .orderBy(desc(templates.updatedAt), desc(templates.id))
      .limit(1000);
    const manage = can(auth.role, 'content.manage');
    return { results: rows.map((r) => presentTemplate(r.t, r.creatorName, v.userId, v.orgId, manage)) };
  }

  async get(auth: AuthContext, templateId: number) {
    return this.detail(auth, await this.playlists.viewer(auth), templateId);
  }

  async rename(auth: AuthContext, templateId: number, name: string, meta: RequestMeta) {
    const v = await this.playlists.viewer(auth);
    const t = await this.editable(auth, v, templateId);
    await this.ctx.db.update(templates).set({ name, updatedAt: this.ctx.now() }).where(eq(templates.id, t.id));
    await this.audit(auth, 'template.rename', t.id, { from: t.name, to: name }, meta);
    return this.detail(auth, v, t.id);
  }

  async update(auth: AuthContext, templateId: number, slideData: unknown, meta: RequestMeta) {
    const v = await this.playlists.viewer(auth);
    const t = await this.editable(auth, v, templateId);
    const data = parseSlideData(slideData);
    await this.ctx.db.update(templates).set({ slideData: data, updatedAt: this.ctx.now() }).where(eq(templates.id, t.id));
    await this.audit(auth, 'template.update', t.id, {}, meta);
    return this.detail(auth, v, t.id);
  }

  /**
   * A stock copy of an own-organization template (not itself stock) for selected sub-organizations,
   * like /playlist/copyToStock: the copy keeps the name, document and thumbnail (content-addressed, shared).
   */
  async copyToStock(auth: AuthContext, templateId: number, orgShareIds: number[], meta: RequestMeta) {
    const v = await this.playlists.viewer(auth);
    const { t } = await this.find(v, templateId);
    if (t.organizationId !== v.orgId) throw notFound();
    if (t.section === 'stock') throw new AppError(400, 'VALIDATION_FAILED', undefined, { templateId: 'FIELD_INVALID' });
    const orgIds = await this.playlists.stockTargets(v, orgShareIds);
    const copy = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(templates)
        .values({
          organizationId: v.orgId,
          creatorUserId: v.userId,
          section: 'stock',
          name: t.name,
          slideData: t.slideData,
          thumbnailKey: t.thumbnailKey,
          thumbnailSha256: t.thumbnailSha256,
        })
        .returning();
      const created = row as Template;
      await tx.insert(templateStockTargets).values(orgIds.map((organizationId) => ({ templateId: created.id, organizationId })));
      return created;
    });
    await this.audit(auth, 'template.copyToStock', copy.id, { from: t.id, organizationIds: orgIds }, meta);
    const row = await this.find(v, copy.id);
    return presentTemplate(row.t, row.creatorName, v.userId, v.orgId, can(auth.role, 'content.manage'));
  }

  /** Before a thumbnail is stored: the template must be one the caller may edit (404 / 403 otherwise). */
  async assertEditable(auth: AuthContext, templateId: number) {
    await this.editable(auth, await this.playlists.viewer(auth), templateId);
  }

  /** The template's thumbnail (rendered by the editor after a change); the previous file goes when unused. */
  async setThumbnail(auth: AuthContext, templateId: number, key: string, sha256: string, meta: RequestMeta) {
    const v = await this.playlists.viewer(auth);
    const t = await this.editable(auth, v, templateId);
    await this.ctx.db.update(templates).set({ thumbnailKey: key, thumbnailSha256: sha256 }).where(eq(templates.id, t.id));
    if (t.thumbnailKey && t.thumbnailKey !== key) await this.playlists.deleteUnreferenced([t.thumbnailKey]);
    await this.audit(auth, 'template.thumbnail', t.id, {}, meta);
    return { thumbnailUrl: templateThumbnailUrl({ id: t.id, thumbnailSha256: sha256 }) as string };
  }

  async share(auth: AuthContext, templateId: number, shared: boolean, meta: RequestMeta) {
    const v = await this.playlists.viewer(auth);
    const t = await this.editable(auth, v, templateId);
    if (t.creatorUserId !== v.userId) throw forbidden();
    if (t.section === 'stock') throw new AppError(400, 'VALIDATION_FAILED', undefined, { templateId: 'FIELD_INVALID' });
    await this.ctx.db
      .update(templates)
      .set({ section: shared ? 'shared' : 'my', updatedAt: this.ctx.now() })
      .where(eq(templates.id, t.id));
    await this.audit(auth, shared ? 'template.share' : 'template.restrict', t.id, {}, meta);
    return this.detail(auth, v, t.id);
  }

  async remove(auth: AuthContext, templateId: number, meta: RequestMeta) {
    const v = await this.playlists.viewer(auth);
    const t = await this.editable(auth, v, templateId);
    await this.ctx.db.delete(templates).where(eq(templates.id, t.id));
    if (t.thumbnailKey) await this.playlists.deleteUnreferenced([t.thumbnailKey]);
    await this.audit(auth, 'template.remove', t.id, { name: t.name }, meta);
    return { count: 1 };
  }

  /** /playlist/assignTemplate: the slide takes the template's document. */
  async assign(auth: AuthContext, playlistId: number, templateId: number, slideId: number, meta: RequestMeta) {
    const v = await this.playlists.viewer(auth);
    const { t } = await this.find(v, templateId);
    return this.playlists.applyTemplate(auth, playlistId, slideId, t, meta);
  }
}
