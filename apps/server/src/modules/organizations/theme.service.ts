import { DEFAULT_ACCENT, type Theme, type ThemeProperty, type updateThemeColorsBody } from '@signage/shared';
import type { z } from 'zod';
import type { Organization, OrganizationTheme } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { OrgAccess } from '../tenancy/org-access.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { OrganizationsRepository } from '../tenancy/organizations.repository.ts';

/** The default colours (spec part 9: accent #2E96F4); they can be overridden but never deleted. */
export const DEFAULT_THEME: Theme = {
  logoUrl: null,
  homeBackgroundUrl: null,
  websiteTitle: '',
  accentColor: DEFAULT_ACCENT,
  navBarColor: '#FFFFFF',
  contentColor: '#F5F7FA',
  navTextColor: '#1F2933',
};
const COLOUR_PROPERTIES: ThemeProperty[] = ['accentColor', 'navBarColor', 'contentColor', 'navTextColor'];

export type ThemeImageKind = 'logo' | 'background';

/** New manifests for the screens of an organization and of every organization below it. */
export async function screensOfTreeChanged(ctx: AppContext, tree: OrganizationTree, organizationId: number): Promise<void> {
  for (const id of await tree.visibleIds(organizationId)) await ctx.screens?.organizationChanged(id);
}

/**
 * An organization's branding (spec 7.4 theme calls): colours, website title, logo and background.
 * Branding is inherited: unset properties come from the nearest ancestor, then the defaults.
 */
export class ThemeService {
  constructor(
    private readonly ctx: AppContext,
    private readonly tree: OrganizationTree,
    private readonly organizations: OrganizationsRepository,
    private readonly access: OrgAccess,
  ) {}

  /** The organization's own theme values merged over its ancestors', then the defaults (branding is inherited). */
  async effectiveTheme(id: number): Promise<Theme> {
    const chain = (await this.tree.pathToRoot(id)).map((p) => p.id);
    const rows = await this.organizations.themesOf(chain);
    const result: Theme = { ...DEFAULT_THEME };
    for (const orgId of chain) {
      const t = rows.find((r) => r.id === orgId)?.theme;
      if (!t) continue;
      if (t.logoUrl) result.logoUrl = t.logoUrl;
      if (t.homeBackgroundUrl) result.homeBackgroundUrl = t.homeBackgroundUrl;
      if (t.websiteTitle) result.websiteTitle = t.websiteTitle;
      for (const key of COLOUR_PROPERTIES) {
        const v = t[key as keyof OrganizationTheme];
        if (typeof v === 'string' && v) (result as Record<string, unknown>)[key] = v;
      }
    }
    return result;
  }

  /** GET /organizations/{id}/theme (own, ancestors', defaults). */
  async theme(auth: AuthContext, id: number): Promise<Theme> {
    await this.access.visible(auth, id);
    return this.effectiveTheme(id);
  }

  async websiteTitle(auth: AuthContext, id: number) {
    return { websiteTitle: (await this.theme(auth, id)).websiteTitle };
  }

  private async saveTheme(org: Organization, patch: Partial<OrganizationTheme>) {
    const current: OrganizationTheme = org.theme ?? {
      logoUrl: null,
      homeBackgroundUrl: null,
      websiteTitle: '',
      accentColor: null,
      navBarColor: null,
      contentColor: null,
      navTextColor: null,
    };
    await this.organizations.update(org.id, { theme: { ...current, ...patch }, updatedAt: this.ctx.now() });
    // Screens show the branding on their idle screen; sub-organizations without a theme inherit it.
    await screensOfTreeChanged(this.ctx, this.tree, org.id);
  }

  async updateThemeColors(auth: AuthContext, id: number, body: z.output<typeof updateThemeColorsBody>, ip: string): Promise<Theme> {
    const org = await this.access.themeEditable(auth, id);
    const colours = {
      accentColor: body.accentColor.toUpperCase(),
      navBarColor: body.navBarColor.toUpperCase(),
      contentColor: body.contentColor.toUpperCase(),
      navTextColor: body.navTextColor.toUpperCase(),
    };
    await this.saveTheme(org, colours);
    await this.ctx.audit.byCaller(auth, {
      organizationId: org.id,
      action: 'organization.theme_colors',
      objectType: 'organization',
      objectId: org.id,
      details: colours,
      ip,
    });
    return this.effectiveTheme(org.id);
  }

  /** POST /organizations/{id}/updateWebsiteTitle: needs the licence's custom title. */
  async updateWebsiteTitle(auth: AuthContext, id: number, organizationId: number, title: string, ip: string) {
    if (organizationId !== id) throw fieldError('organizationId', 'FIELD_INVALID');
    const org = await this.access.themeEditable(auth, id);
    if (!auth.licence.info.customTitle) throw new AppError(403, 'FEATURE_NOT_LICENSED');
    await this.saveTheme(org, { websiteTitle: title });
    await this.ctx.audit.byCaller(auth, {
      organizationId: org.id,
      action: 'organization.website_title',
      objectType: 'organization',
      objectId: org.id,
      details: { title },
      ip,
    });
    return { websiteTitle: (await this.effectiveTheme(org.id)).websiteTitle };
  }

  /** Checks the caller may change the theme before an upload is stored. */
  async assertThemeEditable(auth: AuthContext, id: number): Promise<void> {
    await this.access.themeEditable(auth, id);
  }

  /** After a checked upload: records the stored image as the logo or background; answers its URL. */
  async setThemeImage(auth: AuthContext, id: number, kind: ThemeImageKind, sha256: string, mimeType: string, ip: string) {
    const org = await this.access.themeEditable(auth, id);
    const url = `/api/organizations/${org.id}/theme/${kind}/${sha256}`;
    await this.saveTheme(
      org,
      kind === 'logo' ? { logoUrl: url, logoMime: mimeType } : { homeBackgroundUrl: url, homeBackgroundMime: mimeType },
    );
    const action = kind === 'logo' ? 'organization.theme_logo' : 'organization.theme_background';
    await this.ctx.audit.byCaller(auth, { organizationId: org.id, action, objectType: 'organization', objectId: org.id, ip });
    return { url };
  }

  /**
   * A theme image for GET …/theme/{kind}/{sha256}: readable by users of the organization, of its
   * ancestors (managing parents) and of its descendants (inherited branding). Others: 404.
   */
  async themeImageForServing(auth: AuthContext, id: number, kind: ThemeImageKind, sha256: string) {
    const own = auth.organization.id;
    const related = (await this.access.depthBelow(own, id)) !== null || (await this.access.depthBelow(id, own)) !== null;
    if (!related) throw notFound();
    const org = await this.tree.findById(id);
    const t = org?.theme;
    const url = kind === 'logo' ? t?.logoUrl : t?.homeBackgroundUrl;
    const mime = kind === 'logo' ? t?.logoMime : t?.homeBackgroundMime;
    if (!org || !url?.endsWith(`/${sha256}`) || !mime) throw notFound();
    return { key: `org/${org.id}/theme/${sha256}`, etag: sha256, mimeType: mime, name: `${kind}` };
  }

  /** POST /organizations/{id}/resetTheme: back to the inherited/default value; the default colours themselves stay. */
  async resetTheme(auth: AuthContext, id: number, organizationId: number, propertyList: ThemeProperty[], ip: string): Promise<Theme> {
    if (organizationId !== id) throw fieldError('organizationId', 'FIELD_INVALID');
    const org = await this.access.themeEditable(auth, id);
    const t = org.theme;
    // A colour the organization never changed is the default colour: it cannot be deleted.
    const deletesDefault = propertyList.some((p) => COLOUR_PROPERTIES.includes(p) && !t?.[p as keyof OrganizationTheme]);
    if (deletesDefault) throw new AppError(400, 'DEFAULT_COLORS_CANNOT_BE_DELETED');
    const patch: Partial<OrganizationTheme> = {};
    for (const p of propertyList) {
      if (p === 'websiteTitle') patch.websiteTitle = '';
      else (patch as Record<string, unknown>)[p] = null;
      if (p === 'logoUrl') patch.logoMime = null;
      if (p === 'homeBackgroundUrl') patch.homeBackgroundMime = null;
    }
    await this.saveTheme(org, patch);
    await this.ctx.audit.byCaller(auth, {
      organizationId: org.id,
      action: 'organization.theme_reset',
      objectType: 'organization',
      objectId: org.id,
      details: { propertyList },
      ip,
    });
    return this.effectiveTheme(org.id);
  }
}
