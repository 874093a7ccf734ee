import type {
  ApiTokenScope,
  LicenceFlags,
  LicenceStatus,
  Locale,
  PackageInfo,
  PackageState,
  Permission,
  Role,
  WebhookEventType,
} from '@signage/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Licence, Organization, User } from '../db/schema/index.ts';
import type { JobRunner } from '../jobs/runner.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';

/**
 * The kernel every module builds on: what a service gets (`AppContext`), who is calling
 * (`AuthContext`, `DeviceIdentity`), what a route declares (`RouteAccess`). It imports no module, so
 * that no module depends on another through it.
 */

/** A licence as a request sees it: the stored row (if any), the package's rules and flags, its state. */
export interface LicenceView {
  row: Licence | null;
  info: PackageInfo;
  status: LicenceStatus;
  state: PackageState;
  flags: LicenceFlags;
}

/** A paired or unpaired player, as its secret resolved it (routes declared with auth 'device'). */
export interface DeviceIdentity {
  id: number;
  deviceKey: string;
  organizationId: number | null;
}

export interface AuditEntry {
  organizationId: number | null;
  actorUserId: number | null;
  actorOrganizationId?: number | null;
  action: string;
  objectType: string;
  objectId?: string | number | null;
  details?: Record<string, unknown>;
  ip?: string;
}

/** What a signed-in caller changed: `audit.byCaller(auth, {...})`, the one call services make. */
export interface CallerChange {
  /** Dotted name of the change, e.g. `media.rename`. */
  action: string;
  objectType: string;
  objectId?: string | number | null;
  details?: Record<string, unknown>;
  /** The organization the change belongs to; the organization the request acts in by default. */
  organizationId?: number;
  /** The caller's address (RequestMeta.ip). */
  ip?: string;
}

/** The audit log (core/audit.ts): who did what to which object, when. */
export interface AuditTrail {
  /** An entry of a flow without a signed-in caller (sign-up, sign-in, a player). */
  record(entry: AuditEntry, tx?: Pick<Db, 'insert'>): Promise<void>;
  /** A change made by a signed-in caller. */
  byCaller(auth: AuthContext, change: CallerChange, tx?: Pick<Db, 'insert'>): Promise<void>;
}

/** What the platform's admins are told about (core/admin-notices.ts). */
export type AdminNoticeKind = 'mailFailed' | 'storageFull';

/** Notices to the platform's admins (mail + audit entry on the root organization; at most one per kind per hour). */
export interface AdminNoticeSender {
  /** True when the notice was sent (false: one of this kind went out within the hour). */
  notify(kind: AdminNoticeKind, details?: Record<string, unknown>): Promise<boolean>;
  /** A write hit a full disk: notifies in the background. */
  storageFull(): void;
}

/** Everything a service needs, built once per app instance (no module-level singletons). */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  /** Background jobs claimable across instances (jobs/runner.ts, docs/jobs.md). */
  jobs: JobRunner;
  /** Notices to the platform's admins (faults they must act on). */
  notices: AdminNoticeSender;
  log: FastifyBaseLogger;
  audit: AuditTrail;
  rate: RateLimiter;
  secret(name: string): Promise<string>;
  now(): Date;
  /** Screens hooks (modules/realtime): other modules tell the screens side what changed. */
  screens?: ScreensHooks;
  /** Outbound webhooks (modules/webhooks, docs/webhooks.md): other modules report what happened. */
  webhooks?: WebhookEvents;
}

/**
 * What other modules report to the organization's webhooks. `emit` never throws and never waits for a
 * delivery: a failure to queue is logged, the action that emitted goes on. `key` names the occurrence
 * (an incident id, a playlist version): the same type and key is the same event (one delivery each).
 */
export interface WebhookEvents {
  emit(organizationId: number, type: WebhookEventType, key: string, data: Record<string, unknown>): void;
}

/** What other modules report to the screens side, so it pushes new manifests to exactly the affected players. */
export interface ScreensHooks {
  /** Published or removed playlists. */
  playlistsChanged(playlistIds: number[]): Promise<void>;
  /** Organization-wide changes (theme). */
  organizationChanged(organizationId: number): Promise<void>;
  /** Removed devices: their players return to pairing at once. */
  revoke(deviceIds: number[]): void;
  /**
   * An organization's alerts or screen messages changed (docs/alerts.md): every instance
   * pushes the `takeovers` event to that organization's connected players at once (no manifest rebuild).
   */
  takeoversChanged(organizationId: number): Promise<void>;
  /**
   * Sessions of these users ended or their role changed (docs/deploy.md), once committed:
   * every instance checks the CMS event streams these users hold there and closes those whose
   * session ended or no longer has the permission, instead of at their next periodic check.
   */
  usersChanged(userIds: number[]): void;
}

/**
 * An accepted impersonation in force for this request (spec 7.1, security.md TEN-6): the caller
 * works in a direct sub-organization; their own organization and licence are kept for audit.
 */
export interface ImpersonationContext {
  requestId: number;
  /** The caller's own (parent) organization and its licence. */
  homeOrganization: Organization;
  homeLicence: LicenceView;
}

/** The resolved caller of a request (design brief section 4). */
export interface AuthContext {
  sessionId: number;
  scope: 'full' | 'orgentry';
  user: User;
  role: Role;
  /** The organization the request acts in: the user's own, or the impersonated sub-organization. */
  organization: Organization;
  /** The licence of `organization`. */
  licence: LicenceView;
  /** Set while the request carries an honoured Impersonation-Target-Organization-Id header. */
  impersonation?: ImpersonationContext | null;
  /**
   * The strict ancestors (nearest first) of the organization `organizationId`, read with the session
   * (tenancy/viewer.ts uses them only while `organizationId` is still `organization.id`).
   */
  ancestry?: { organizationId: number; ancestorIds: number[] };
  /**
   * Set when the request carries an organization API token (`Authorization: Bearer sgn_…`,
   * docs/api-tokens.md) instead of a session: `user` and `role` are the token's creator now.
   */
  apiToken?: { id: number; scopes: ApiTokenScope[] } | null;
}

/** A licence flag a route needs (security.md ROLE-4): refused with 403 FEATURE_NOT_LICENSED when off. */
export type LicenceFeature =
  | 'enableMessages'
  | 'enableBroadcastAlerts'
  | 'allowCanva'
  | 'aiAssistantEnabled'
  | 'interactionEnabled'
  | 'contentPlatformEditor'
  | 'stats'
  | 'widgets.weather'
  | 'widgets.news'
  | 'widgets.facebook'
  | 'widgets.instagram'
  | 'widgets.qrCode';

/** Route-level declaration every /api route must make (security.md ROLE-1). */
export interface RouteAccess {
  /**
   * public: no session; session: a full session; orgentry: the restricted sign-up-incomplete session too;
   * device: a player's `Authorization: Device <secret>` (never a user session).
   */
  auth: 'public' | 'session' | 'orgentry' | 'device';
  permission?: Permission;
  /** A mutating call of organization data: refused with LICENSE_EXPIRED while the licence is view-only. */
  write?: boolean;
  /** The 10-second session poll: does not extend the idle timeout. */
  poll?: boolean;
  /**
   * A public route whose body may carry a session key (the session check): the session, if live, is
   * resolved (without extending it) into `request.auth`, so the flood limit counts the call on it.
   */
  identify?: boolean;
  /** Plain GETs of files (media content, thumbnails): the `sessionKey` cookie alone is accepted too. */
  cookie?: boolean;
  /** A multipart form with `sessionKey` as a form field: the session is checked once the form is read. */
  form?: boolean;
  /** A licence flag the call needs (403 FEATURE_NOT_LICENSED when the organization's licence lacks it). */
  feature?: LicenceFeature;
  /**
   * Refused (403 IMPERSONATION_REFUSED) while impersonating: consent, ownership and licence calls
   * (security.md TEN-7).
   */
  noImpersonation?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every /api route with its declared access (tests enumerate the `write` routes). */
    apiRoutes: Array<{ method: string; url: string; access: RouteAccess; form: boolean }>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The player of a route declared with auth 'device'. */
    device: DeviceIdentity | null;
    locale: Locale;
    /** A form route's multipart body was read (its session check runs next). */
    formRead: boolean;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The caller of a route declared with auth 'session' (never null there). */
export function caller(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new Error('route declared without a session');
  return request.auth;
}

/** The player of a route declared with auth 'device' (never null there). */
export function playerOf(request: { device: DeviceIdentity | null }): DeviceIdentity {
  if (!request.device) throw new Error('route declared without device auth');
  return request.device;
}
