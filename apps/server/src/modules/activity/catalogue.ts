import { ACTIVITY_ACTIONS, type ActivityAction, actionsOfKind } from '@signage/shared';

/**
 * What the activity feed may say about each action (docs/insight.md "What is recorded, and what the
 * feed shows of it"): the details that pass (an allow-list: anything not named here never leaves the server — no addresses,
 * tokens, e-mail bodies, licence internals), the detail holding the object's name at the time, and a
 * second object some actions name. The audit log itself keeps everything (core/audit.ts).
 */

/** A detail that passes: as it is (a string, number, boolean or null), a list's length, or names from a list. */
export type DetailRule =
  | string
  /** The length of the list in detail `count`, passed as `as` (default `count`). */
  | { count: string; as?: string }
  /** The first 5 strings (or `pick` fields) of the list in detail `names`, passed as `as` (default `names`). */
  | { names: string; pick?: string; as?: string };

export type TargetType = 'playlist' | 'user' | 'organization';

export interface ActionRule {
  details?: readonly DetailRule[];
  /** The detail holding the object's name when the entry was written (else the object's name now). */
  nameFrom?: string;
  /** A second object named by a detail (an id). */
  target?: { type: TargetType; from: string };
}

/** Named as it was before ("renamed poster.png"); the new name is in the details. */
const rename: ActionRule = { details: ['from', 'to'], nameFrom: 'from' };
const named: ActionRule = { details: ['name'], nameFrom: 'name' };
const schedule: ActionRule = { details: ['entries'] };

export const ACTION_RULES: Partial<Record<ActivityAction, ActionRule>> = {
  'playlist.create': { details: ['name', 'section'], nameFrom: 'name' },
  'playlist.folder.create': { details: ['name', 'section'], nameFrom: 'name' },
  'playlist.update': { details: ['name', 'aspect'], nameFrom: 'name' },
  'playlist.aspect': { details: ['aspect'] },
  'playlist.publish': { details: ['version'] },
  'playlist.approval.submit': { details: ['requestId'] },
  'playlist.approval.approve': { details: ['requestId', 'version', 'comment'] },
  'playlist.approval.reject': { details: ['requestId', 'comment'] },
  'organization.approval_setting': { details: ['required'] },
  'playlist.share': { details: [{ count: 'playlistIds' }] },
  'playlist.restrict': { details: [{ count: 'playlistIds' }] },
  'playlist.remove': { details: [{ count: 'ids' }] },
  'playlist.copyToStock': { details: [{ count: 'playlistIds' }, { count: 'organizationIds', as: 'organizationCount' }] },
  'playlist.slide.create': { details: ['position'] },
  'playlist.slide.background': { details: ['backgroundType'] },
  'playlist.slide.duration': { details: ['duration'] },
  'playlist.slide.durationAll': { details: ['duration'] },
  'playlist.slide.animation': { details: ['applyToAll'] },
  'playlist.slide.reorder': { details: ['oldIndex', 'newIndex'] },
  'playlist.validity': { details: ['showFrom', 'showUntil'] },
  'playlist.slide.validity': { details: ['slideNumber', 'showFrom', 'showUntil'] },
  'playlist.expiring': { details: ['slideNumber', 'showUntil'] },
  'template.create': named,
  'template.rename': rename,
  'template.remove': named,
  'template.copyToStock': { details: [{ count: 'organizationIds', as: 'organizationCount' }] },
  'media.upload': { details: ['name', 'mimeType', 'sizeBytes', 'section'], nameFrom: 'name' },
  'media.rename': rename,
  'media.tags': { details: [{ names: 'tags', as: 'tags' }] },
  'media.move': { details: [{ count: 'mediaIds' }] },
  'media.remove': { details: [{ count: 'mediaIds' }, { names: 'names' }] },
  'media.lock': { details: [{ count: 'mediaIds' }] },
  'media.unlock': { details: [{ count: 'mediaIds' }] },
  'media.share': { details: [{ count: 'mediaIds' }] },
  'media.unshare': { details: [{ count: 'mediaIds' }] },
  'media.copyToStock': { details: [{ count: 'mediaIds' }, { count: 'organizationIds', as: 'organizationCount' }] },
  'media.copyToPlatform': { details: [{ count: 'mediaIds' }] },
  'media.unshareAllStock': { details: [{ count: 'mediaIds' }] },
  'media.folder.create': { details: ['name', 'section'], nameFrom: 'name' },
  'media.folder.rename': rename,
  'media.folder.remove': { details: ['name', 'withContents', { count: 'mediaIds' }], nameFrom: 'name' },
  'device.rename': named,
  'device.interactive': { details: ['interactive', { count: 'deviceIds' }] },
  'device.remove': named,
  'organization.screen_health': { details: ['enabled', 'thresholdMinutes', 'recipients', 'notifyRecovery', 'name'], nameFrom: 'name' },
  'group.create': { details: ['name', 'devices'], nameFrom: 'name' },
  'group.update': named,
  'group.addDevices': { details: [{ count: 'deviceIds' }] },
  'group.remove': named,
  'device.assign': { details: ['mode'], target: { type: 'playlist', from: 'playlistId' } },
  'device.schedule.update': schedule,
  'device.schedule.remove': schedule,
  'device.schedule.clear': schedule,
  'group.assign': schedule,
  'group.schedule.update': schedule,
  'group.schedule.remove': schedule,
  'user.invited': { details: ['role'] },
  'user.role_changed': { details: ['from', 'to'] },
  'auth.passkey_added': named,
  'auth.passkey_removed': named,
  'auth.second_factor_failed': { details: ['method'] },
  'organization.second_factor_rule': { details: ['from', 'to'] },
  'user.rejected': { details: ['email'], nameFrom: 'email' },
  'user.deleted_data_transferred': { details: [{ count: 'users' }, { names: 'users', pick: 'email' }] },
  'user.deleted_with_data': { details: [{ count: 'users' }, { names: 'users', pick: 'email' }] },
  'organization.owner_changed': { target: { type: 'user', from: 'to' } },
  'organization.collation': { details: ['collate', 'domain', 'requiresApproval'] },
  'organization.sso_saved': { details: ['enabled', 'ssoOnly', { names: 'domains' }] },
  'user.sso_created': { details: ['role'] },
  'organization.moved': { target: { type: 'organization', from: 'to' } },
  'organization.content_transferred': { target: { type: 'organization', from: 'targetOrganizationId' } },
  'organization.deleted': named,
  'organization.transferred_and_deleted': named,
  'organization.website_title': { details: ['title'] },
  'apiToken.created': { details: ['name', { names: 'scopes', as: 'scopes' }, 'expiresAt'], nameFrom: 'name' },
  'apiToken.revoked': named,
  'organization.theme_reset': { details: [{ names: 'propertyList', as: 'properties' }] },
  'licence.demo_extended': { details: ['validityExpiresAt'] },
  'licence.credits_added': { details: ['numberOfCredits'] },
  'licence.pricing_updated': { details: ['item', 'valueCents'] },
  'payment.fulfilled': { details: ['kind', 'amount', 'currency'] },
  // What did not match and what we asked for; the provider's figures stay in the audit log.
  'payment.mismatch': { details: ['mismatch', 'amount', 'currency'] },
  // The task only: never the text (docs/integrations.md, privacy).
  'assistant.suggest': { details: ['task', 'targetLocale'] },
  'impersonation.accepted': { target: { type: 'organization', from: 'requesterOrganizationId' } },
  // No address, subject or error text: a subject may carry a sign-up code.
  'platform.mail_failed': { details: ['attempts'] },
  // Webhooks: the receiving host only (a path or query may carry the receiver's token).
  'webhook.create': { details: ['host', { count: 'events', as: 'events' }, 'enabled'], nameFrom: 'host' },
  'webhook.update': { details: ['host', { count: 'events', as: 'events' }, 'enabled'], nameFrom: 'host' },
  'webhook.rotate': { details: ['host'], nameFrom: 'host' },
  'webhook.delete': { details: ['host'], nameFrom: 'host' },
  'webhook.disabled': { details: ['host', 'days'], nameFrom: 'host' },
  'platform.storage_full': {},
};

/** Actions of modules named by prefix (alerts: docs/alerts.md) pass their `name` only. */
const PREFIX_RULE: ActionRule = named;

export function ruleOf(action: string): ActionRule {
  return (ACTION_RULES as Record<string, ActionRule>)[action] ?? (action in ACTIVITY_ACTIONS ? {} : PREFIX_RULE);
}

/**
 * Edits made in bursts (every autosave of the editor is an entry): the feed shows the last of a run of
 * the same action on the same object by the same person, each less than `BURST_MINUTES` after the one
 * before. The audit log keeps every entry.
 */
export const COLLAPSIBLE_ACTIONS: readonly string[] = [
  'playlist.update',
  'playlist.aspect',
  'playlist.overlay',
  'playlist.slide.update',
  'playlist.slide.background',
  'playlist.slide.duration',
  'playlist.slide.durationAll',
  'playlist.slide.animation',
  'playlist.slide.reorder',
  'playlist.slide.actions',
  'playlist.slide.template',
  'template.update',
  'device.details',
  'device.schedule.update',
  'group.schedule.update',
  'organization.theme_colors',
];
export const BURST_MINUTES = 10;

/** Kinds whose entries a role with `devices.manage` sees whoever made them. */
export const SCREEN_ACTIONS: readonly string[] = [...actionsOfKind('screens'), ...actionsOfKind('schedules')];
/** Kinds whose entries a role with `content.manage` sees when it may see the object. */
export const CONTENT_ACTIONS: readonly string[] = [...actionsOfKind('content'), ...actionsOfKind('media')];

const MAX_TEXT = 200;
const MAX_NAMES = 5;

type DetailValue = string | number | boolean | null | string[];

const scalar = (v: unknown): DetailValue | undefined => {
  if (typeof v === 'string') return v.slice(0, MAX_TEXT);
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'boolean' || v === null) return v;
  return undefined;
};

/** The details of an entry that its action's allow-list lets through, bounded in size. */
export function allowedDetails(action: string, details: Record<string, unknown>): Record<string, DetailValue> {
  const out: Record<string, DetailValue> = {};
  for (const rule of ruleOf(action).details ?? []) {
    if (typeof rule === 'string') {
      const v = scalar(details[rule]);
      if (v !== undefined) out[rule] = v;
    } else if ('count' in rule) {
      const list = details[rule.count];
      if (Array.isArray(list)) out[rule.as ?? 'count'] = list.length;
    } else {
      const list = details[rule.names];
      if (!Array.isArray(list)) continue;
      const names = list
        .map((x) => (rule.pick ? (x && typeof x === 'object' ? (x as Record<string, unknown>)[rule.pick] : undefined) : x))
        .filter((x): x is string => typeof x === 'string')
        .slice(0, MAX_NAMES)
        .map((x) => x.slice(0, MAX_TEXT));
      out[rule.as ?? 'names'] = names;
    }
  }
  return out;
}

/** The name the entry gave its object, if its action keeps one. */
export function nameInDetails(action: string, details: Record<string, unknown>): string | null {
  const key = ruleOf(action).nameFrom;
  const value = key ? details[key] : undefined;
  return typeof value === 'string' && value.trim() ? value.slice(0, MAX_TEXT) : null;
}

/** The second object's id, when the action names one. */
export function targetOf(action: string, details: Record<string, unknown>): { type: TargetType; id: number } | null {
  const target = ruleOf(action).target;
  if (!target) return null;
  const id = details[target.from];
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? { type: target.type, id } : null;
}
