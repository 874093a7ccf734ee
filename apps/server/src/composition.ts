import path from 'node:path';
import type { EventHub } from './modules/realtime/hub.ts';
import { SessionsRepository } from './modules/auth/sessions.repository.ts';
import { SessionsService } from './modules/auth/sessions.service.ts';
import { EmailTokensRepository } from './modules/auth/email-tokens.repository.ts';
import { EmailTokensService } from './modules/auth/email-tokens.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { Invitations } from './modules/auth/invitations.ts';
import { SignUpService } from './modules/auth/signup.service.ts';
import { UsersRepository } from './modules/auth/users.repository.ts';
import { dropInteractiveAbove } from './modules/devices/interactive-limit.ts';
import { DevicesService } from './modules/devices/devices.service.ts';
import { GroupsService } from './modules/groups/groups.service.ts';
import { createLicenceHooks, type LicenceHooks, LicencesService } from './modules/licences/licences.service.ts';
import { LicenceManagementService } from './modules/licences/licence-management.service.ts';
import { LicencesRepository } from './modules/licences/licences.repository.ts';
import { MediaQueue } from './modules/media/media.queue.ts';
import { MediaService } from './modules/media/media.service.ts';
import { ImpersonationRepository } from './modules/organizations/impersonation.repository.ts';
import { ImpersonationService } from './modules/organizations/impersonation.service.ts';
import { OrganizationLifecycleService } from './modules/organizations/lifecycle.service.ts';
import { createOrganizationDataHooks, type OrganizationDataHooks } from './modules/organizations/organization-data.ts';
import { OrganizationsService } from './modules/organizations/organizations.service.ts';
import { ThemeService } from './modules/organizations/theme.service.ts';
import { PlayerService } from './modules/player/player.service.ts';
import { PlaylistsService } from './modules/playlists/playlists.service.ts';
import { TemplatesService } from './modules/playlists/templates.service.ts';
import { ScreensRuntime } from './modules/realtime/screens-runtime.ts';
import { OrgAccess } from './modules/tenancy/org-access.ts';
import { OrganizationTree } from './modules/tenancy/organization-tree.ts';
import { OrganizationsRepository } from './modules/tenancy/organizations.repository.ts';
import { OwnedContentRepository } from './modules/tenancy/owned-content.repository.ts';
import { defaultUserDataColumns, type UserDataColumn, UsersAdminService } from './modules/users/users-admin.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import type { AppContext } from './core/context.ts';
import type { MediaStorage } from './storage/index.ts';

/** Every service of one app instance, each built once here; routes and plugins read `app.services`. */
export interface Services {
  storage: MediaStorage;
  tree: OrganizationTree;
  access: OrgAccess;
  licences: LicencesService;
  licenceHooks: LicenceHooks;
  licenceManagement: LicenceManagementService;
  sessions: SessionsService;
  emailTokens: EmailTokensService;
  auth: AuthService;
  signUp: SignUpService;
  impersonation: ImpersonationService;
  users: UsersService;
  usersAdmin: UsersAdminService;
  /** Columns naming a user as the creator of content (moved or deleted with the user). */
  userDataColumns: UserDataColumn[];
  organizations: OrganizationsService;
  organizationTheme: ThemeService;
  organizationLifecycle: OrganizationLifecycleService;
  /** Tables holding an organization's content (moved with a transfer). */
  organizationData: OrganizationDataHooks;
  mediaQueue: MediaQueue;
  media: MediaService;
  playlists: PlaylistsService;
  templates: TemplatesService;
  screens: ScreensRuntime;
  devices: DevicesService;
  groups: GroupsService;
  player: PlayerService;
}

/**
 * The composition root (design brief section 3): builds each service once, hands it what it uses,
 * and wires the modules that meet at run time (screens move with an organization's content; a lowered
 * interactive limit switches the newest interactive screens off, spec part 4).
 */
export function createServices(ctx: AppContext, hub: EventHub, storage: MediaStorage): Services {
  const tree = new OrganizationTree(ctx.db);
  const access = new OrgAccess(tree);
  const orgRows = new OrganizationsRepository(ctx.db);
  const ownedContent = new OwnedContentRepository(ctx.db);
  const usersRepo = new UsersRepository(ctx.db);
  const licencesRepo = new LicencesRepository(ctx.db);
  const licenceHooks = createLicenceHooks();
  const licences = new LicencesService(ctx, licencesRepo, tree, orgRows, licenceHooks);
  const licenceManagement = new LicenceManagementService(ctx, licencesRepo, licences, tree, access);
  const sessions = new SessionsService(ctx, new SessionsRepository(ctx.db), licences);
  const emailTokens = new EmailTokensService(ctx, new EmailTokensRepository(ctx.db));
  const invitations = new Invitations(ctx, emailTokens);
  const impersonation = new ImpersonationService(ctx, new ImpersonationRepository(ctx.db), tree, orgRows, usersRepo, licences);
  const userDataColumns = defaultUserDataColumns();
  const organizationData = createOrganizationDataHooks();
  const organizationTheme = new ThemeService(ctx, tree, orgRows, access);
  const organizations = new OrganizationsService(
    ctx,
    tree,
    orgRows,
    usersRepo,
    access,
    licences,
    licenceManagement,
    invitations,
    organizationTheme,
  );

  const screens = new ScreensRuntime(ctx, hub, storage);
  ctx.screens = screens;
  const devices = new DevicesService(ctx, screens, licences, tree);
  const mediaQueue = new MediaQueue(ctx, storage, path.join(ctx.config.dataDir, 'tmp'));
  const playlists = new PlaylistsService(ctx, storage, tree);

  organizationData.tables.push('device_groups', 'devices');
  licenceHooks.onInteractiveLimitLowered.push(async (organizationId, limit, tx) => {
    const dropped = await dropInteractiveAbove(tx, organizationId, limit, ctx.now());
    if (!dropped.length) return;
    return () => {
      screens.invalidate(dropped, 'inputs');
      screens.toOrganization(organizationId, 'devices', { reason: 'interactive' });
    };
  });

  return {
    storage,
    tree,
    access,
    licences,
    licenceHooks,
    licenceManagement,
    sessions,
    emailTokens,
    auth: new AuthService(ctx, usersRepo, tree, orgRows, sessions, emailTokens, licences),
    signUp: new SignUpService(ctx, usersRepo, orgRows, emailTokens, licences),
    impersonation,
    users: new UsersService(ctx, usersRepo, emailTokens, sessions),
    usersAdmin: new UsersAdminService(
      ctx,
      storage,
      access,
      licences,
      invitations,
      usersRepo,
      orgRows,
      ownedContent,
      emailTokens,
      userDataColumns,
    ),
    userDataColumns,
    organizations,
    organizationTheme,
    organizationLifecycle: new OrganizationLifecycleService(
      ctx,
      storage,
      tree,
      orgRows,
      ownedContent,
      access,
      impersonation,
      organizations,
      organizationData,
    ),
    organizationData,
    mediaQueue,
    media: new MediaService(ctx, storage, mediaQueue, tree),
    playlists,
    templates: new TemplatesService(ctx, playlists),
    screens,
    devices,
    groups: new GroupsService(ctx, screens, devices),
    player: new PlayerService(ctx, screens, tree),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
