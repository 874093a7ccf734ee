import path from 'node:path';
import type { EventHub } from './modules/realtime/hub.ts';
import { SessionsService } from './modules/auth/sessions.service.ts';
import { EmailTokensService } from './modules/auth/email-tokens.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { createLicenceHooks, type LicenceHooks, LicencesService } from './modules/licences/licences.service.ts';
import { LicenceManagementService } from './modules/licences/licence-management.service.ts';
import { MediaQueue } from './modules/media/media.queue.ts';
import { MediaService } from './modules/media/media.service.ts';
import { MediaFoldersService } from './modules/media/media-folders.service.ts';
import { MediaRemoval } from './modules/media/media-removal.ts';
import { MediaRepository } from './modules/media/media.repository.ts';
import { ImpersonationService } from './modules/organizations/impersonation.service.ts';
import { createOrganizationDataHooks, type OrganizationDataHooks } from './modules/organizations/organization-data.ts';
import { OrganizationsService } from './modules/organizations/organizations.service.ts';
import { PlaylistAccess } from './modules/playlists/playlist-access.ts';
import { PlaylistLocksService } from './modules/playlists/playlist-locks.service.ts';
import { PlaylistsRepository } from './modules/playlists/playlists.repository.ts';
import { PlaylistsService } from './modules/playlists/playlists.service.ts';
import { PublishingService } from './modules/playlists/publishing.service.ts';
import { SlideThumbnails } from './modules/playlists/slide-thumbnails.ts';
import { SlidesRepository } from './modules/playlists/slides.repository.ts';
import { SlidesService } from './modules/playlists/slides.service.ts';
import { TemplatesRepository } from './modules/playlists/templates.repository.ts';
import { TemplatesService } from './modules/playlists/templates.service.ts';
import { DevicesService } from './modules/screens/devices/devices.service.ts';
import { GroupsRepository } from './modules/screens/groups/groups.repository.ts';
import { GroupsService } from './modules/screens/groups/groups.service.ts';
import { ManifestCache } from './modules/screens/manifests/manifest-cache.ts';
import { ManifestRepository } from './modules/screens/manifests/manifest.repository.ts';
import { PlayerRepository } from './modules/screens/player/player.repository.ts';
import { PlayerService } from './modules/screens/player/player.service.ts';
import { DeviceCredentials } from './modules/screens/runtime/device-credentials.ts';
import { LiveStatus } from './modules/screens/runtime/live-status.ts';
import { PlayerActivityRepository } from './modules/screens/runtime/player-activity.repository.ts';
import { ScreenStreams } from './modules/screens/runtime/screen-streams.ts';
import { ScreensBus } from './modules/screens/runtime/screens-bus.ts';
import { ScreensRuntime } from './modules/screens/runtime/screens-runtime.ts';
import { WriteBatcher } from './modules/screens/runtime/write-batcher.ts';
import { AssignablePlaylists } from './modules/screens/schedule-rules.ts';
import { ScheduleViews } from './modules/screens/schedule-views.ts';
import { ScreensRepository } from './modules/screens/screens.repository.ts';
import { OrgAccess } from './modules/tenancy/org-access.ts';
import { OrganizationTree } from './modules/tenancy/organization-tree.ts';
import { Invitations } from './modules/users/invitations.ts';
import { defaultUserDataColumns, type UserDataColumn, UsersAdminService } from './modules/users/users-admin.service.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
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
  impersonation: ImpersonationService;
  users: UsersService;
  usersAdmin: UsersAdminService;
  /** Columns naming a user as the creator of content (moved or deleted with the user). */
  userDataColumns: UserDataColumn[];
  organizations: OrganizationsService;
  /** Tables holding an organization's content (moved with a transfer). */
  organizationData: OrganizationDataHooks;
  mediaQueue: MediaQueue;
  media: MediaService;
  mediaFolders: MediaFoldersService;
  playlists: PlaylistsService;
  slides: SlidesService;
  playlistLocks: PlaylistLocksService;
  publishing: PublishingService;
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
  const usersRepo = new UsersRepository(ctx.db);
  const licenceHooks = createLicenceHooks();
  const licences = new LicencesService(ctx, tree, licenceHooks);
  const licenceManagement = new LicenceManagementService(ctx, licences, tree, access);
  const sessions = new SessionsService(ctx, licences);
  const emailTokens = new EmailTokensService(ctx);
  const invitations = new Invitations(ctx, emailTokens);
  const impersonation = new ImpersonationService(ctx, tree, licences);
  const userDataColumns = defaultUserDataColumns();
  const organizationData = createOrganizationDataHooks();

  const mediaRepo = new MediaRepository(ctx.db);
  const mediaQueue = new MediaQueue(ctx, storage, mediaRepo, path.join(ctx.config.dataDir, 'tmp'));
  const mediaRemoval = new MediaRemoval(ctx, storage, mediaRepo, tree);
  const mediaFolders = new MediaFoldersService(ctx, mediaRepo, mediaRemoval, tree);
  const playlistsRepo = new PlaylistsRepository(ctx.db);
  const slidesRepo = new SlidesRepository(ctx.db);
  const playlistAccess = new PlaylistAccess(ctx, tree, playlistsRepo, slidesRepo);
  const slideThumbnails = new SlideThumbnails(ctx, storage, slidesRepo);
  const publishing = new PublishingService(ctx, playlistAccess, playlistsRepo, slidesRepo);
  const slides = new SlidesService(ctx, playlistAccess, publishing, playlistsRepo, slidesRepo, slideThumbnails);

  // The screens runtime (docs/screens.md, "The screens runtime"): caches, streams and batched writes.
  const screensRepo = new ScreensRepository(ctx.db);
  const playerActivity = new PlayerActivityRepository(ctx.db);
  const credentials = new DeviceCredentials(playerActivity);
  const manifests = new ManifestCache(ctx, { repo: new ManifestRepository(ctx.db), groups: screensRepo, tree });
  const streams = new ScreenStreams();
  const live = new LiveStatus(ctx, hub, screensRepo, playerActivity);
  const writes = new WriteBatcher(ctx, playerActivity, live, manifests);
  manifests.onVersionsStored((changes) => {
    writes.rowsWritten(changes.length);
    live.versionsStored(changes);
  });
  const bus = new ScreensBus(hub, screensRepo, credentials, manifests, live, streams);
  const screens = new ScreensRuntime({ hub, credentials, manifests, streams, bus, live, writes });
  ctx.screens = bus;
  const assignable = new AssignablePlaylists(tree, playlistsRepo);
  const scheduleViews = new ScheduleViews(ctx, screensRepo);
  const devices = new DevicesService(ctx, screensRepo, bus, live, storage, licences, tree, scheduleViews, assignable);

  organizationData.tables.push('device_groups', 'devices');
  licenceHooks.onInteractiveLimitLowered.push(async (organizationId, limit, tx) => {
    const dropped = await screensRepo.dropInteractiveAbove(tx, organizationId, limit, ctx.now());
    if (!dropped.length) return;
    return () => {
      bus.invalidate(dropped, 'inputs');
      bus.toOrganization(organizationId, 'devices', { reason: 'interactive' });
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
    auth: new AuthService(ctx, usersRepo, tree, sessions, emailTokens, licences),
    impersonation,
    users: new UsersService(ctx, usersRepo, emailTokens, sessions),
    usersAdmin: new UsersAdminService(ctx, storage, access, licences, invitations, usersRepo, emailTokens, userDataColumns),
    userDataColumns,
    organizations: new OrganizationsService(
      ctx,
      storage,
      tree,
      access,
      licences,
      licenceManagement,
      invitations,
      usersRepo,
      impersonation,
      organizationData,
    ),
    organizationData,
    mediaQueue,
    media: new MediaService(ctx, storage, mediaRepo, mediaQueue, mediaFolders, mediaRemoval, tree),
    mediaFolders,
    playlists: new PlaylistsService(ctx, playlistAccess, playlistsRepo, slidesRepo, slides, slideThumbnails),
    slides,
    playlistLocks: new PlaylistLocksService(ctx, playlistAccess, playlistsRepo),
    publishing,
    templates: new TemplatesService(ctx, playlistAccess, new TemplatesRepository(ctx.db), slides, slideThumbnails),
    screens,
    devices,
    groups: new GroupsService(ctx, screensRepo, new GroupsRepository(ctx.db), bus, devices, scheduleViews, assignable),
    player: new PlayerService(ctx, new PlayerRepository(ctx.db), manifests, bus, storage, tree),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
