import { DEFAULT_ACCENT, type ParentPath, type SubOrganization, type Theme } from '@signage/shared';
import { notFound } from '../../lib/errors.ts';
import type { AppContext, AuthContext } from '../../plugins/context.ts';
import { OrganizationsRepository } from './organizations.repository.ts';

const DEFAULT_THEME: Theme = {
  logoUrl: null,
  homeBackgroundUrl: null,
  websiteTitle: '',
  accentColor: DEFAULT_ACCENT,
  navBarColor: '#FFFFFF',
  contentColor: '#F5F7FA',
  navTextColor: '#1F2933',
};

/** Read side of organizations that the CMS shell needs (theme, title, breadcrumbs). */
export class OrganizationsService {
  private readonly repo: OrganizationsRepository;
  constructor(ctx: AppContext) {
    this.repo = new OrganizationsRepository(ctx.db);
  }

  /** Another organization's id answers 404 like a missing one (TEN-1). */
  private async visible(auth: AuthContext, id: number) {
    if (!(await this.repo.isSameOrDescendant(auth.organization.id, id))) throw notFound();
    const org = await this.repo.findById(id);
    if (!org) throw notFound();
    return org;
  }

  async theme(auth: AuthContext, id: number): Promise<Theme> {
    const org = await this.visible(auth, id);
    const t = org.theme;
    return {
      logoUrl: t?.logoUrl ?? null,
      homeBackgroundUrl: t?.homeBackgroundUrl ?? null,
      websiteTitle: t?.websiteTitle ?? '',
      accentColor: t?.accentColor ?? DEFAULT_THEME.accentColor,
      navBarColor: t?.navBarColor ?? DEFAULT_THEME.navBarColor,
      contentColor: t?.contentColor ?? DEFAULT_THEME.contentColor,
      navTextColor: t?.navTextColor ?? DEFAULT_THEME.navTextColor,
    };
  }

  async websiteTitle(auth: AuthContext, id: number) {
    const org = await this.visible(auth, id);
    return { websiteTitle: org.theme?.websiteTitle ?? '' };
  }

  /**
   * Breadcrumbs from the root down to `id`. Ancestors above the caller's own organization are
   * shown by name only, as the spec's breadcrumbs do.
   */
  async parentPath(auth: AuthContext, id: number): Promise<ParentPath> {
    await this.visible(auth, id);
    return this.repo.pathToRoot(id);
  }

  /** GET /organizations/{id}/allsuborganizations (spec 7.4): the whole subtree below a visible organization. */
  async allSubOrganizations(auth: AuthContext, id: number): Promise<SubOrganization[]> {
    await this.visible(auth, id);
    return this.repo.descendants(id);
  }
}
