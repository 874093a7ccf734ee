import path from 'node:path';
import type { EventHub } from './modules/realtime/hub.ts';
import { SessionsRepository } from './modules/auth/sessions.repository.ts';
import { ApiTokensRepository } from './modules/api-tokens/api-tokens.repository.ts';
import { ApiTokensService } from './modules/api-tokens/api-tokens.service.ts';
import { SessionsService } from './modules/auth/sessions.service.ts';
import { EmailTokensRepository } from './modules/auth/email-tokens.repository.ts';
import { EmailTokensService } from './modules/auth/email-tokens.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { SecondFactorService } from './modules/auth/second-factor/second-factor.service.ts';
import { Invitations } from './modules/auth/invitations.ts';
import { SignUpService } from './modules/auth/signup.service.ts';
import { UsersRepository } from './modules/auth/users.repository.ts';
import { createLicenceHooks, type LicenceHooks, LicencesService } from './modules/licences/licences.service.ts';
import { LicenceManagementService } from './modules/licences/licence-management.service.ts';
import { LicencesRepository } from './modules/licences/licences.repository.ts';
import { MediaQueue } from './modules/media/media.queue.ts';
import { MediaService } from './modules/media/media.service.ts';
import { MediaFoldersService } from './modules/media/media-folders.service.ts';
import { MediaRemoval } from './modules/media/media-removal.ts';
import { MediaRepository } from './modules/media/media.repository.ts';
import { ImpersonationRepository } from './modules/organizations/impersonation.repository.ts';
import { ImpersonationService } from './modules/organizations/impersonation.service.ts';
import { OrganizationLifecycleService } from './modules/organizations/lifecycle.service.ts';
import { createOrganizationDataHooks, type OrganizationDataHooks } from './modules/organizations/organization-data.ts';
import { OrganizationsService } from './modules/organizations/organizations.service.ts';
import { PlaylistAccess } from './modules/playlists/playlist-access.ts';
import { PlaylistLocksService } from './modules/playlists/playlist-locks.service.ts';
import { PlaylistsRepository } from './modules/playlists/playlists.repository.ts';
import { ThemeService } from './modules/organizations/theme.service.ts';
import { PlaylistsService } from './modules/playlists/playlists.service.ts';
import { PublishingService } from './modules/playlists/publishing.service.ts';
import { ApprovalRepository } from './modules/playlists/approval.repository.ts';
import { ApprovalService } from './modules/playlists/approval.service.ts';
import { SlideThumbnails } from './modules/playlists/slide-thumbnails.ts';
import { SlidesRepository } from './modules/playlists/slides.repository.ts';
import { SlidesService } from './modules/playlists/slides.service.ts';
import { TemplatesRepository } from './modules/playlists/templates.repository.ts';
import { TemplatesService } from './modules/playlists/templates.service.ts';
import { DevicesService } from './modules/screens/devices/devices.service.ts';
import { ScreenHealthRepository } from './modules/screens/health/screen-health.repository.ts';
import { ScreenHealthService } from './modules/screens/health/screen-health.service.ts';
import { ContentExpiryService } from './modules/playlists/content-expiry.ts';
import { GroupsRepository } from './modules/screens/groups/groups.repository.ts';
import { GroupsService } from './modules/screens/groups/groups.service.ts';
import { SleepHoursRepository } from './modules/screens/sleep/sleep-hours.repository.ts';
import { SleepHoursService } from './modules/screens/sleep/sleep-hours.service.ts';
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
import { AlertReceipts } from './modules/screens/takeovers/alert-receipts.ts';
import { TakeoverCache } from './modules/screens/takeovers/takeover-cache.ts';
import { TakeoverDelivery } from './modules/screens/takeovers/takeover-delivery.ts';
import { TakeoversRepository } from './modules/screens/takeovers/takeovers.repository.ts';
import { OrgAccess } from './modules/tenancy/org-access.ts';
import { OrganizationTree } from './modules/tenancy/organization-tree.ts';
import { OrganizationsRepository } from './modules/tenancy/organizations.repository.ts';
import { OwnedContentRepository } from './modules/tenancy/owned-content.repository.ts';
import { defaultUserDataColumns, type UserDataColumn, UsersAdminService } from './modules/users/users-admin.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import type { AppContext } from './core/context.ts';
import { serviceEgress } from './lib/egress-clients.ts';
import type { MediaStorage } from './storage/index.ts';
import { WidgetSourcesService } from './modules/widgets/widget-sources.service.ts';
import { AlertsRepository } from './modules/alerts/alerts.repository.ts';
import { AlertsService } from './modules/alerts/alerts.service.ts';
import { CapActions } from './modules/alerts/cap-actions.ts';
import { HooksService } from './modules/alerts/hooks.service.ts';
import { IntegrationsRepository } from './modules/alerts/integrations.repository.ts';
import { IntegrationsService } from './modules/alerts/integrations.service.ts';
import { MessagesRepository } from './modules/alerts/messages.repository.ts';
import { MessagesService } from './modules/alerts/messages.service.ts';
import { moveAlertsData } from './modules/alerts/organization-move.ts';
import { AlertScope } from './modules/alerts/scope.ts';
import { Targets } from './modules/alerts/targets.ts';
import { TargetsRepository } from './modules/alerts/targets.repository.ts';
import { ActivityPresenter } from './modules/activity/activity.presenter.ts';
import { ActivityRepository } from './modules/activity/activity.repository.ts';
import { ActivityService } from './modules/activity/activity.service.ts';
import { SupportService } from './modules/support/support.service.ts';
import { InvoicesRepository } from './modules/invoices/invoices.repository.ts';
import { InvoicesService } from './modules/invoices/invoices.service.ts';
import { openAiCompatible } from './modules/assistant/ai-provider.ts';
import { googleOidcClient } from './modules/auth/google-oidc.ts';
import { SamlRefresh } from './modules/auth/sso/saml-refresh.ts';
import { SamlService } from './modules/auth/sso/saml.service.ts';
import { SsoAccounts } from './modules/auth/sso/sso-accounts.ts';
import { SsoService } from './modules/auth/sso/sso.service.ts';
import { GoogleSignInService } from './modules/auth/google-signin.service.ts';
import { AssistantService } from './modules/assistant/assistant.service.ts';
import { pexels, type StockProvider, unsplash } from './modules/stock/stock-providers.ts';
import { StockService } from './modules/stock/stock.service.ts';
import { canvaConnect } from './modules/canva/canva-client.ts';
import { CanvaService } from './modules/canva/canva.service.ts';
import { type PaymentProvider, stripeProvider, testProvider } from './modules/payments/payment-providers.ts';
import { PaymentsService } from './modules/payments/payments.service.ts';
import { STATS_HISTORY_TABLES, StatsRepository } from './modules/stats/stats.repository.ts';
import { StatsRetention } from './modules/stats/stats-retention.ts';
import { StatsService } from './modules/stats/stats.service.ts';
import { WebhooksService } from './modules/webhooks/webhooks.service.ts';
import './modules/widgets/fetchers-all.ts';

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
  /** Second factor and passkeys (docs/security.md "Second factor"). */
  secondFactor: SecondFactorService;
  signUp: SignUpService;
  /** Sign in with Google (docs/integrations.md "Google sign-in"). */
  googleSignIn: GoogleSignInService;
  sso: SsoService;
  /** SAML 2.0 sign-in of an organization (docs/sso.md). */
  saml: SamlService;
  /** The daily re-read of SAML providers' metadata addresses (docs/sso.md). */
  samlRefresh: SamlRefresh;
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
  mediaFolders: MediaFoldersService;
  playlists: PlaylistsService;
  slides: SlidesService;
  playlistLocks: PlaylistLocksService;
  publishing: PublishingService;
  /** Approval before publishing (docs/playlists.md). */
  approval: ApprovalService;
  templates: TemplatesService;
  screens: ScreensRuntime;
  devices: DevicesService;
  groups: GroupsService;
  sleepHours: SleepHoursService;
  player: PlayerService;
  /** Screen health (docs/insight.md "Screen health"): offline notifications and their check job. */
  screenHealth: ScreenHealthService;
  /** Warnings before content stops showing (validity windows); runs with the screen-health check. */
  contentExpiry: ContentExpiryService;
  widgetSources: WidgetSourcesService;
  /** Alerts (docs/alerts.md): alerts, integrations and their hook URLs, screen messages. */
  alerts: AlertsService;
  alertIntegrations: IntegrationsService;
  hooks: HooksService;
  screenMessages: MessagesService;
  activity: ActivityService;
  stats: StatsService;
  statsRetention: StatsRetention;
  /** Contact support (docs/support.md). */
  support: SupportService;
  /** Organization API tokens (docs/api-tokens.md). */
  apiTokens: ApiTokensService;
  /** Invoices (docs/billing.md "Invoices"): invoices of card payments; payments issue them through `InvoiceIssuer`. */
  invoices: InvoicesService;
  assistant: AssistantService;
  /** Stock photos (docs/integrations.md "Stock photos"): Unsplash and Pexels in the media library. */
  stock: StockService;
  /** Canva (docs/integrations.md "Canva"): the design service in the media library. */
  canva: CanvaService;
  /** Card payments (docs/billing.md). */
  payments: PaymentsService;
  /** Outbound webhooks (docs/webhooks.md): subscriptions, signed deliveries through the job queue. */
  webhooks: WebhooksService;
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

  const mediaRepo = new MediaRepository(ctx.db);
  const mediaQueue = new MediaQueue(ctx, storage, mediaRepo, path.join(ctx.config.dataDir, 'tmp'));
  const mediaRemoval = new MediaRemoval(ctx, storage, mediaRepo, tree);
  const mediaFolders = new MediaFoldersService(ctx, mediaRepo, mediaRemoval, tree);
  const media = new MediaService(ctx, storage, mediaRepo, mediaQueue, mediaFolders, mediaRemoval, tree);
  const playlistsRepo = new PlaylistsRepository(ctx.db);
  const slidesRepo = new SlidesRepository(ctx.db);
  const playlistAccess = new PlaylistAccess(ctx, tree, playlistsRepo, slidesRepo);
  const slideThumbnails = new SlideThumbnails(ctx, storage, slidesRepo);
  const approval = new ApprovalService(ctx, new ApprovalRepository(ctx.db), playlistAccess, playlistsRepo, slidesRepo, tree, access);
  const publishing = new PublishingService(ctx, playlistAccess, playlistsRepo, slidesRepo, approval);
  const slides = new SlidesService(ctx, playlistAccess, publishing, playlistsRepo, slidesRepo, slideThumbnails);

  // The screens runtime (docs/screens.md, "The screens runtime"): caches, streams and batched writes.
  const screensRepo = new ScreensRepository(ctx.db);
  const playerActivity = new PlayerActivityRepository(ctx.db);
  const credentials = new DeviceCredentials(playerActivity, ctx.config.cacheRevalidateMs);
  const manifests = new ManifestCache(
    ctx,
    { repo: new ManifestRepository(ctx.db), groups: screensRepo, tree },
    ctx.config.cacheRevalidateMs,
  );
  const streams = new ScreenStreams();
  // Alerts and messages beside the manifests (docs/alerts.md, "Delivery").
  const takeoversRepo = new TakeoversRepository(ctx.db);
  const takeovers = new TakeoverDelivery(ctx, new TakeoverCache(ctx, takeoversRepo, ctx.config.cacheRevalidateMs), takeoversRepo, streams);
  const receipts = new AlertReceipts(ctx, takeoversRepo);
  const live = new LiveStatus(ctx, hub, screensRepo, playerActivity, tree, takeovers);
  const writes = new WriteBatcher(ctx, playerActivity, live, manifests);
  manifests.onVersionsStored((changes) => {
    writes.rowsWritten(changes.length);
    live.versionsStored(changes);
  });
  const bus = new ScreensBus(hub, screensRepo, credentials, manifests, live, streams, takeovers, ctx.config.cacheRevalidateMs);
  const screens = new ScreensRuntime({ hub, credentials, manifests, streams, bus, live, writes, takeovers, receipts });
  ctx.screens = bus;
  const assignable = new AssignablePlaylists(tree, playlistsRepo, approval);
  const scheduleViews = new ScheduleViews(ctx, screensRepo, tree);
  const devices = new DevicesService(ctx, screensRepo, bus, live, storage, licences, tree, scheduleViews, assignable, takeovers);
  const groupsRepo = new GroupsRepository(ctx.db);
  const groups = new GroupsService(ctx, screensRepo, groupsRepo, bus, devices, scheduleViews, assignable);
  const sleepHours = new SleepHoursService(ctx, new SleepHoursRepository(ctx.db), screensRepo, groupsRepo, bus, devices, groups);

  organizationData.tables.push('device_groups', 'devices');

  // Alerts, integrations and messages (docs/alerts.md): authoring here, delivery in the screens runtime.
  const alertScope = new AlertScope(tree);
  const targets = new Targets(new TargetsRepository(ctx.db));
  const alertsRepo = new AlertsRepository(ctx.db);
  const integrationsRepo = new IntegrationsRepository(ctx.db);
  const alerts = new AlertsService(ctx, alertsRepo, targets, alertScope);
  organizationData.movers.push((fromOrg, toOrg, tx) => moveAlertsData(targets, fromOrg, toOrg, tx));
  const activityRepo = new ActivityRepository(ctx.db);
  const activity = new ActivityService(ctx, activityRepo, new ActivityPresenter(activityRepo), access, tree);
  const statsRepo = new StatsRepository(ctx.db);
  organizationData.history.push(...STATS_HISTORY_TABLES);
  organizationData.tables.push('screen_incidents');
  licenceHooks.onInteractiveLimitLowered.push((organizationId, limit, tx) => devices.interactiveLimitLowered(organizationId, limit, tx));

  const secondFactor = new SecondFactorService(ctx, tree, access, usersRepo);
  const auth = new AuthService(ctx, usersRepo, tree, orgRows, sessions, emailTokens, licences, secondFactor);
  const ssoAccounts = new SsoAccounts(ctx, usersRepo, licences);
  const saml = new SamlService(ctx, ssoAccounts);
  const samlRefresh = new SamlRefresh(ctx);
  const sso = new SsoService(ctx, usersRepo, auth, access, ssoAccounts, saml, samlRefresh);
  auth.passwordAllowed = (user) => sso.passwordAllowed(user);
  const signUp = new SignUpService(ctx, usersRepo, orgRows, emailTokens, licences);

  // Payments issue their invoices through it (modules/invoices/invoice-issuer.ts).
  const invoices = new InvoicesService(ctx, new InvoicesRepository(ctx.db), access);
  // Outbound webhooks: the modules where things happen emit through ctx.webhooks.
  const webhooks = new WebhooksService(ctx, access);
  ctx.webhooks = webhooks;
  const contentExpiry = new ContentExpiryService(ctx, playlistAccess);
  const screenHealth = new ScreenHealthService(ctx, new ScreenHealthRepository(ctx.db), access, sleepHours);
  screenHealth.followUps.push(() => contentExpiry.check());
  return {
    storage,
    tree,
    access,
    licences,
    licenceHooks,
    licenceManagement,
    sessions,
    emailTokens,
    auth,
    secondFactor,
    signUp,
    googleSignIn: new GoogleSignInService(ctx, usersRepo, auth, signUp, googleClient(ctx)),
    sso,
    saml,
    samlRefresh,
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
    media,
    mediaFolders,
    playlists: new PlaylistsService(ctx, playlistAccess, playlistsRepo, slidesRepo, slides, slideThumbnails),
    slides,
    playlistLocks: new PlaylistLocksService(ctx, playlistAccess, playlistsRepo),
    publishing,
    approval,
    templates: new TemplatesService(ctx, playlistAccess, new TemplatesRepository(ctx.db), slides, slideThumbnails),
    screens,
    devices,
    groups,
    sleepHours,
    player: new PlayerService(ctx, new PlayerRepository(ctx.db), manifests, bus, storage, tree),
    widgetSources: new WidgetSourcesService(ctx, storage),
    screenHealth,
    contentExpiry,
    alerts,
    alertIntegrations: new IntegrationsService(ctx, integrationsRepo, alertsRepo, targets, alertScope),
    hooks: new HooksService(ctx, integrationsRepo, alerts, new CapActions(ctx, alerts), licences),
    screenMessages: new MessagesService(ctx, new MessagesRepository(ctx.db), alertsRepo, targets, alertScope),
    activity,
    stats: new StatsService(ctx, statsRepo, access, tree),
    statsRetention: new StatsRetention(ctx, statsRepo),
    support: new SupportService(ctx, tree),
    apiTokens: new ApiTokensService(ctx, new ApiTokensRepository(ctx.db), licences),
    assistant: new AssistantService(ctx, licences, aiProvider(ctx)),
    stock: new StockService(ctx, media, stockProviders(ctx)),
    canva: new CanvaService(ctx, media, canvaClient(ctx)),
    invoices,
    payments: new PaymentsService(ctx, licences, licencesRepo, licenceManagement, tree, access, invoices, paymentProvider(ctx)),
    webhooks,
  };
}

/** The AI assistant's provider: the configured OpenAI-compatible API, through the egress client; null when unset. */
function aiProvider(ctx: AppContext) {
  const ai = ctx.config.ai;
  if (!ai) return null;
  // The operator chose this host (it may be a model server on the local network): trusted by origin only.
  return openAiCompatible(ai, serviceEgress(ctx, 'ai'));
}

/** The configured payment provider (docs/billing.md); null when PAYMENTS_PROVIDER=off. */
function paymentProvider(ctx: AppContext): PaymentProvider | null {
  const p = ctx.config.payments;
  if (p.provider === 'stripe' && p.stripe) return stripeProvider(p.stripe);
  if (p.provider === 'test') return testProvider();
  return null;
}

/** Google sign-in's OpenID Connect client through the egress client; null when unset. */
function googleClient(ctx: AppContext) {
  const google = ctx.config.google;
  if (!google) return null;
  // The operator chose the issuer (Google, or a test's local fake): trusted by origin only. Its other
  // endpoints (token, JWKS) must be public addresses unless they share that origin.
  return googleOidcClient(google, serviceEgress(ctx, 'google'), () => ctx.now());
}

/** The Canva Connect API client through the egress client; null when unset. */
function canvaClient(ctx: AppContext) {
  const canva = ctx.config.canva;
  if (!canva) return null;
  // The API base is operator-configured (trusted origin); download hosts get the public-address checks.
  return canvaConnect(canva, serviceEgress(ctx, 'canva'), () => ctx.now());
}

/** The stock photo services with a key (docs/integrations.md "Stock photos"), through one egress client. */
function stockProviders(ctx: AppContext): StockProvider[] {
  const { unsplash: u, pexels: p } = ctx.config.stockPhotos;
  // The API hosts are operator-configured (trusted origins); image hosts get the public-address checks.
  const egress = serviceEgress(ctx, 'stockPhotos');
  const out: StockProvider[] = [];
  if (u) out.push(unsplash(u, egress));
  if (p) out.push(pexels(p, egress));
  return out;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
