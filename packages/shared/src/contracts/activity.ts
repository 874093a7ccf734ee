import { z } from 'zod';
import { recordId, sessionKey } from './common.ts';

/*
 * The activity log (spec part 1 "logs (new and read)"; docs/insight.md): a readable feed of
 * the audit log per organization. The spec names no paths: ours are POST /api/activity/… with JSON
 * bodies carrying `sessionKey` (or the `Authorization: SessionKey` header). `organizationId` is optional
 * and defaults to the acting organization; a managing parent may name a sub-organization it manages.
 */

/** How the feed groups actions (a filter chip each). `signins` is shown only when asked for, and never counts as new. */
export const ACTIVITY_KINDS = [
  'content',
  'media',
  'screens',
  'schedules',
  'users',
  'organizations',
  'alerts',
  'account',
  'signins',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The kinds shown when no kind is chosen (and counted as new). */
export const DEFAULT_ACTIVITY_KINDS: readonly ActivityKind[] = ACTIVITY_KINDS.filter((k) => k !== 'signins');

/**
 * Every action the feed shows, with its kind. Actions missing here are not shown (except those of
 * `ACTIVITY_KIND_PREFIXES`); the server's allow-list of details per action is in
 * apps/server/src/modules/activity/catalogue.ts, the summaries in the CMS's activity translations.
 */
export const ACTIVITY_ACTIONS = {
  // content: playlists, slides, templates, widget connections
  'playlist.create': 'content',
  'playlist.folder.create': 'content',
  'playlist.duplicate': 'content',
  'playlist.update': 'content',
  'playlist.aspect': 'content',
  'playlist.overlay': 'content',
  'playlist.publish': 'content',
  'playlist.approval.submit': 'content',
  'playlist.approval.approve': 'content',
  'playlist.approval.reject': 'content',
  'playlist.move': 'content',
  'playlist.share': 'content',
  'playlist.restrict': 'content',
  'playlist.remove': 'content',
  'playlist.copyToStock': 'content',
  'playlist.slide.create': 'content',
  'playlist.slide.remove': 'content',
  'playlist.slide.duplicate': 'content',
  'playlist.slide.update': 'content',
  'playlist.slide.background': 'content',
  'playlist.slide.duration': 'content',
  'playlist.slide.durationAll': 'content',
  'playlist.slide.animation': 'content',
  'playlist.slide.reorder': 'content',
  'playlist.slide.actions': 'content',
  'playlist.slide.template': 'content',
  'playlist.validity': 'content',
  'playlist.slide.validity': 'content',
  'playlist.expiring': 'content',
  'template.create': 'content',
  'template.rename': 'content',
  'template.update': 'content',
  'template.share': 'content',
  'template.restrict': 'content',
  'template.copyToStock': 'content',
  'template.remove': 'content',
  'widget.social_disconnected': 'content',
  // media
  'media.upload': 'media',
  'media.canva_connected': 'media',
  'media.canva_disconnected': 'media',
  'media.rename': 'media',
  'media.tags': 'media',
  'media.move': 'media',
  'media.remove': 'media',
  'media.lock': 'media',
  'media.unlock': 'media',
  'media.share': 'media',
  'media.unshare': 'media',
  'media.copyToStock': 'media',
  'media.copyToPlatform': 'media',
  'media.unshareAllStock': 'media',
  'media.folder.create': 'media',
  'media.folder.rename': 'media',
  'media.folder.move': 'media',
  'media.folder.remove': 'media',
  // screens and groups
  'device.accept': 'screens',
  'device.rename': 'screens',
  'device.details': 'screens',
  'device.interactive': 'screens',
  'device.reload': 'screens',
  'device.remove': 'screens',
  'group.create': 'screens',
  'group.update': 'screens',
  'group.addDevices': 'screens',
  'group.remove': 'screens',
  'device.tags': 'screens',
  'group.dynamic.create': 'screens',
  'group.dynamic.update': 'screens',
  'group.dynamic.remove': 'screens',
  'group.wall.update': 'screens',
  'group.wall.remove': 'screens',
  'device.sleepHours': 'screens',
  'group.sleepHours': 'screens',
  'group.sync.on': 'screens',
  'group.sync.off': 'screens',
  'organization.screen_health': 'screens',
  // what plays where and when
  'device.assign': 'schedules',
  'device.schedule.update': 'schedules',
  'device.schedule.remove': 'schedules',
  'device.schedule.clear': 'schedules',
  'device.playNow.stop': 'schedules',
  'group.assign': 'schedules',
  'group.schedule.update': 'schedules',
  'group.schedule.remove': 'schedules',
  'group.playNow.stop': 'schedules',
  // users and roles
  'user.invited': 'users',
  'user.invitation_resent': 'users',
  'user.second_factor_reset': 'users',
  'user.role_changed': 'users',
  'user.approved': 'users',
  'user.rejected': 'users',
  'user.deleted_data_transferred': 'users',
  'user.deleted_with_data': 'users',
  'user.signup_collated': 'users',
  'user.sso_created': 'users',
  'user.email_verified': 'users',
  'organization.owner_changed': 'users',
  // organizations, branding, licences, impersonation
  'organization.signup': 'organizations',
  'organization.signup_platform': 'organizations',
  'organization.created': 'organizations',
  'organization.updated': 'organizations',
  'organization.details_completed': 'organizations',
  'organization.support_emails': 'organizations',
  'organization.collation': 'organizations',
  'organization.approval_setting': 'organizations',
  'organization.sso_saved': 'organizations',
  'organization.sso_removed': 'organizations',
  'organization.sso_saml_refreshed': 'organizations',
  'organization.moved': 'organizations',
  'organization.content_transferred': 'organizations',
  'organization.deleted': 'organizations',
  'organization.transferred_and_deleted': 'organizations',
  'organization.theme_colors': 'organizations',
  'organization.theme_logo': 'organizations',
  'organization.theme_background': 'organizations',
  'organization.theme_reset': 'organizations',
  'organization.second_factor_rule': 'organizations',
  'organization.website_title': 'organizations',
  'licence.updated': 'organizations',
  'licence.demo_extended': 'organizations',
  'licence.credits_added': 'organizations',
  'licence.pricing_updated': 'organizations',
  'payment.fulfilled': 'organizations',
  'payment.mismatch': 'organizations',
  'assistant.suggest': 'organizations',
  'impersonation.requested': 'organizations',
  'impersonation.accepted': 'organizations',
  'impersonation.rejected': 'organizations',
  'impersonation.revoked': 'organizations',
  'impersonation.refused': 'organizations',
  'apiToken.created': 'organizations',
  'apiToken.revoked': 'organizations',
  // outbound webhooks (docs/webhooks.md); `webhook.disabled` is the server switching a failing one off
  'webhook.create': 'organizations',
  'webhook.update': 'organizations',
  'webhook.rotate': 'organizations',
  'webhook.delete': 'organizations',
  'webhook.disabled': 'organizations',
  // faults the platform's admins are told about (on the root organization, no actor)
  'platform.mail_failed': 'organizations',
  'platform.storage_full': 'organizations',
  // the user's own account
  'user.name_changed': 'account',
  'user.email_change_requested': 'account',
  'user.email_changed': 'account',
  'user.eula_accepted': 'account',
  'user.eula_withdrawn': 'account',
  'auth.password_changed': 'account',
  'auth.password_reset': 'account',
  'auth.password_reset_requested': 'account',
  'auth.session_ended': 'account',
  'auth.other_sessions_ended': 'account',
  'auth.totp_enrolled': 'account',
  'auth.totp_removed': 'account',
  'auth.recovery_codes_regenerated': 'account',
  'auth.recovery_code_used': 'account',
  'auth.passkey_added': 'account',
  'auth.passkey_removed': 'account',
  // sign-ins (shown only when asked for)
  'auth.login': 'signins',
  'auth.login_failed': 'signins',
  'auth.second_factor_failed': 'signins',
  'auth.logout': 'signins',
} as const satisfies Record<string, ActivityKind>;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

/** Actions of modules that name theirs by prefix (alerts, integrations and messages: docs/alerts.md). */
export const ACTIVITY_KIND_PREFIXES: Partial<Record<ActivityKind, readonly string[]>> = {
  alerts: ['alert.', 'alerts.', 'integration.', 'integrations.', 'message.', 'messages.'],
};

/** The kind of an action, or null when the feed does not show it (e.g. `impersonation.call`, thumbnails). */
export function activityKindOf(action: string): ActivityKind | null {
  const known = (ACTIVITY_ACTIONS as Record<string, ActivityKind>)[action];
  if (known) return known;
  for (const [kind, prefixes] of Object.entries(ACTIVITY_KIND_PREFIXES))
    if (prefixes?.some((p) => action.startsWith(p))) return kind as ActivityKind;
  return null;
}

/** The actions of each kind (the server filters by them). */
export function actionsOfKind(kind: ActivityKind): string[] {
  return Object.entries(ACTIVITY_ACTIONS)
    .filter(([, k]) => k === kind)
    .map(([a]) => a);
}

/** Object types the feed names (filter choices); `slide` entries are found under their playlist. */
export const ACTIVITY_OBJECT_TYPES = [
  'playlist',
  'template',
  'media',
  'media_folder',
  'device',
  'device_group',
  'user',
  'organization',
] as const;
export type ActivityObjectType = (typeof ACTIVITY_OBJECT_TYPES)[number];

/** Items per page (spec part 9: configurable). */
export const ACTIVITY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ACTIVITY_DEFAULT_PAGE_SIZE = 25;
/** Counts stop here ("10,000+", "999+"): a page answers fast however long the log is. */
export const ACTIVITY_TOTAL_CAP = 10_000;
export const ACTIVITY_UNREAD_CAP = 1_000;

/** A point in time from 1970 to 9999 with its offset (PostgreSQL's timestamptz holds it). */
const instant = z.iso.datetime({ offset: true, error: 'FIELD_INVALID' }).refine(
  (v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 1970 && year <= 9999;
  },
  { error: 'FIELD_INVALID' },
);

const orgRef = recordId.optional();

export const activityListBody = z
  .strictObject({
    sessionKey: sessionKey.optional(),
    organizationId: orgRef,
    kinds: z
      .array(z.enum(ACTIVITY_KINDS, { error: 'FIELD_INVALID' }), { error: 'FIELD_INVALID' })
      .min(1, { error: 'FIELD_INVALID' })
      .max(ACTIVITY_KINDS.length, { error: 'FIELD_INVALID' })
      .optional(),
    /** Only this person's actions. */
    userId: recordId.optional(),
    /** Only entries about this kind of object (and this one, with objectId). */
    objectType: z.enum(ACTIVITY_OBJECT_TYPES, { error: 'FIELD_INVALID' }).optional(),
    objectId: recordId.optional(),
    from: instant.optional(),
    to: instant.optional(),
    page: z
      .number({ error: 'FIELD_INVALID' })
      .int({ error: 'FIELD_INVALID' })
      .min(1, { error: 'FIELD_INVALID' })
      .max(10_000, { error: 'FIELD_INVALID' }),
    pageSize: z
      .number({ error: 'FIELD_INVALID' })
      .int({ error: 'FIELD_INVALID' })
      .min(1, { error: 'FIELD_INVALID' })
      .max(100, { error: 'FIELD_INVALID' }),
  })
  .superRefine((b, ctx) => {
    if (b.objectId !== undefined && b.objectType === undefined)
      ctx.addIssue({ code: 'custom', path: ['objectType'], message: 'FIELD_REQUIRED' });
    if (b.from && b.to && new Date(b.from).getTime() > new Date(b.to).getTime())
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'FIELD_INVALID' });
  });
export type ActivityListQuery = z.output<typeof activityListBody>;

/** An object an entry names: its name when known (from the entry, else as it is now) and where it is in the CMS. */
export const activityObject = z.object({
  type: z.string(),
  id: z.string().nullable(),
  name: z.string().nullable(),
  /** The CMS path of the object while it exists and the reader may open it; null otherwise. */
  link: z.string().nullable(),
});
export type ActivityObject = z.infer<typeof activityObject>;

export const activityDetailValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const activityItem = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** New for the reader: after their read marker, and not their own action. */
  unread: z.boolean(),
  actor: z.object({
    /** null: a deleted user, or a flow without a signed-in person (an approval link). */
    userId: z.number().int().nullable(),
    name: z.string().nullable(),
    /** Set when the person acted from another organization (impersonation, or a managing parent). */
    organizationId: z.number().int().nullable(),
    organizationName: z.string().nullable(),
    /** Set when the person acted through one of the organization's API tokens (docs/api-tokens.md). */
    apiToken: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  /** The organization the entry belongs to. */
  organization: z.object({ id: z.number().int(), name: z.string() }),
  object: activityObject,
  /** A second object some actions name (the playlist assigned to a screen, the new owner, the target organization). */
  target: activityObject.nullable(),
  /** The details the action's allow-list lets through (never secrets, never addresses). */
  details: z.record(z.string(), activityDetailValue),
  /** The client address, for the organization's owner only. */
  ip: z.string().optional(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const activityListResponse = z.object({
  items: z.array(activityItem),
  /** Entries matching the filters, counted up to ACTIVITY_TOTAL_CAP. */
  totalCount: z.number().int(),
  totalCapped: z.boolean(),
  /** New entries for the reader (default kinds, up to ACTIVITY_UNREAD_CAP), whatever the filters. */
  unreadCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityList = z.infer<typeof activityListResponse>;

export const activityOrgBody = z.strictObject({ sessionKey: sessionKey.optional(), organizationId: orgRef });

export const activityUnreadResponse = z.object({ unreadCount: z.number().int(), capped: z.boolean() });
export type ActivityUnread = z.infer<typeof activityUnreadResponse>;

/** "Mark all read": up to the newest entry, or up to `upToId` (the newest the reader was shown). */
export const activityMarkReadBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  organizationId: orgRef,
  upToId: recordId.optional(),
});

export const activityPeopleResponse = z.object({
  people: z.array(z.object({ userId: z.number().int(), name: z.string() })),
});
export type ActivityPeople = z.infer<typeof activityPeopleResponse>;
