import { z } from 'zod';
import { freeText, groupRef, int4Count, recordId, requiredText, sessionKey } from './common.ts';

/**
 * Alerts, integrations and screen messages (docs/alerts.md). Spec parts 1, 2.2, 3, 4, 5, 6, 9.
 * Alerts and integrations: admin and owner (`alerts.manage`) behind the licence flag
 * `enableBroadcastAlerts`; messages: admin, owner, screen_manager, staff (`messages.view`) behind
 * `enableMessages`. Every call answers 403 `FEATURE_NOT_LICENSED` when the flag is off.
 */

/** Spec part 9, in the spec's order. */
export const ALERT_TYPES = ['environment', 'fire', 'health', 'infrastructure', 'safety', 'security', 'weather', 'custom'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
/** Broadcast: ends by itself after `durationSeconds`. Continuous: stays until deactivated. */
export const ALERT_MODES = ['broadcast', 'continuous'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];
/** Spec part 4: an alert is active or deactivated; deleted only while deactivated. */
export const ALERT_STATES = ['active', 'deactivated'] as const;
export type AlertState = (typeof ALERT_STATES)[number];
export const ALERT_DURATION_MIN_SECONDS = 5;
export const ALERT_DURATION_MAX_SECONDS = 7 * 24 * 3600;
export const ALERT_TARGETS_MAX = 1000;

/** The default colours of each type's design (background, text); an author may change both. */
export const ALERT_TYPE_COLORS: Record<AlertType, { backgroundColor: string; textColor: string }> = {
  environment: { backgroundColor: '#1B5E20', textColor: '#FFFFFF' },
  fire: { backgroundColor: '#B71C1C', textColor: '#FFFFFF' },
  health: { backgroundColor: '#0D47A1', textColor: '#FFFFFF' },
  infrastructure: { backgroundColor: '#E65100', textColor: '#FFFFFF' },
  safety: { backgroundColor: '#FFD600', textColor: '#000000' },
  security: { backgroundColor: '#4A148C', textColor: '#FFFFFF' },
  weather: { backgroundColor: '#01579B', textColor: '#FFFFFF' },
  custom: { backgroundColor: '#212121', textColor: '#FFFFFF' },
};

export const hexColor = z.string({ error: 'FIELD_INVALID' }).regex(/^#[0-9A-Fa-f]{6}$/, { error: 'FIELD_INVALID' });
const organizationId = recordId;
const deviceKey = freeText('FIELD_REQUIRED').trim().min(1, { error: 'FIELD_REQUIRED' }).max(64);

/**
 * Which screens: every screen of the organization (`all`), or the listed devices (by `deviceKey`, the
 * CMS handle) and groups (a group includes its sub-groups; -1, the root group, means every screen).
 * At least one target (`ALERT_TARGETS_REQUIRED` otherwise). Every key and id is checked to belong to
 * the organization (404 like a missing one).
 */
export const targetsInput = z.strictObject({
  all: z.boolean().default(false),
  deviceKeys: z.array(deviceKey).max(ALERT_TARGETS_MAX).default([]),
  groupIds: z.array(groupRef).max(ALERT_TARGETS_MAX).default([]),
});
export type TargetsInput = z.infer<typeof targetsInput>;
export const targetsView = z.object({
  all: z.boolean(),
  devices: z.array(z.object({ deviceKey: z.string(), name: z.string() })),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TargetsView = z.infer<typeof targetsView>;

// ---- alerts ----
const alertFields = {
  /** Unique in the organization, case-insensitively (409 `ALERT_NAME_EXISTS`). Shown as the headline. */
  name: requiredText(120),
  type: z.enum(ALERT_TYPES, { error: 'FIELD_INVALID' }),
  description: requiredText(600),
  instructions: requiredText(1000),
  mode: z.enum(ALERT_MODES, { error: 'FIELD_INVALID' }),
  /** Required for broadcast alerts (`ALERT_DURATION_INVALID` otherwise); ignored (null) for continuous. */
  durationSeconds: z
    .number({ error: 'ALERT_DURATION_INVALID' })
    .int({ error: 'ALERT_DURATION_INVALID' })
    .min(ALERT_DURATION_MIN_SECONDS, { error: 'ALERT_DURATION_INVALID' })
    .max(ALERT_DURATION_MAX_SECONDS, { error: 'ALERT_DURATION_INVALID' })
    .nullable()
    .default(null),
  /** An mp3 or wav of the organization's media library (400 `ALERT_AUDIO_INVALID` otherwise). */
  audioMediaId: recordId.nullable().default(null),
  backgroundColor: hexColor,
  textColor: hexColor,
  targets: targetsInput,
};
export const alertCreateBody = z.strictObject({ sessionKey, organizationId: organizationId.optional(), ...alertFields });
export type AlertCreateBody = z.infer<typeof alertCreateBody>;
/** Editing an active alert is allowed: its screens get the new text at once. */
export const alertUpdateBody = z.strictObject({ sessionKey, alertId: recordId, ...alertFields });
export type AlertUpdateBody = z.infer<typeof alertUpdateBody>;
export const alertIdBody = z.strictObject({ sessionKey, alertId: recordId });
export const alertListBody = z.strictObject({ sessionKey, organizationId: organizationId.optional() });

/** Who started or ended an activation. */
export const alertActor = z.object({
  kind: z.enum(['user', 'integration', 'duration']),
  /** The user's name, the integration's name; null for the end of a broadcast's duration. */
  name: z.string().nullable(),
});
export const alertActivation = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  /** When a broadcast ends by itself; null for a continuous alert. */
  endsAt: z.string().nullable(),
  /** When it ended (deactivated, or its duration ran out); null while active. */
  endedAt: z.string().nullable(),
  startedBy: alertActor,
  endedBy: alertActor.nullable(),
});
export type AlertActivation = z.infer<typeof alertActivation>;

export const alertSummary = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  name: z.string(),
  type: z.enum(ALERT_TYPES),
  description: z.string(),
  instructions: z.string(),
  mode: z.enum(ALERT_MODES),
  durationSeconds: z.number().int().nullable(),
  audio: z.object({ mediaId: z.number().int(), name: z.string(), url: z.string() }).nullable(),
  backgroundColor: z.string(),
  textColor: z.string(),
  targets: targetsView,
  /** A broadcast whose duration ran out is `deactivated`. */
  state: z.enum(ALERT_STATES),
  /** The current activation, else the latest one (null if it never ran). */
  lastActivation: alertActivation.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlertSummary = z.infer<typeof alertSummary>;

/** Receipt of one targeted screen for an activation (docs/alerts.md). */
export const ALERT_RECEIPT_STATES = ['shown', 'ended', 'offline', 'waiting'] as const;
export const alertReceipt = z.object({
  deviceKey: z.string(),
  name: z.string(),
  /** `shown`: confirmed on screen; `ended`: confirmed taken down; `offline`: not reachable; `waiting`: no answer yet. */
  state: z.enum(ALERT_RECEIPT_STATES),
  shownAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type AlertReceipt = z.infer<typeof alertReceipt>;
export const alertDetail = alertSummary.extend({
  /** The activations, newest first (at most 50). */
  history: z.array(alertActivation),
  /** Receipts of the targeted screens for `lastActivation` (empty if it never ran). */
  receipts: z.array(alertReceipt),
});
export type AlertDetail = z.infer<typeof alertDetail>;

// ---- integrations ----
/** `generic`: trigger / deactivate URLs and a JSON body; `cap`: CAP 1.2 XML messages (OASIS). */
export const INTEGRATION_PROVIDERS = ['generic', 'cap'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];
export const integrationFields = {
  name: requiredText(120),
  provider: z.enum(INTEGRATION_PROVIDERS, { error: 'FIELD_INVALID' }),
  /** The alerts a call triggers or ends (generic: at least one, `INTEGRATION_ALERTS_REQUIRED`). */
  alertIds: z.array(recordId).max(50).default([]),
  /** CAP: the screens a CAP alert goes to (at least one target). Ignored for generic. */
  targets: targetsInput.optional(),
  /** CAP: an optional feed URL polled every minute through the egress client. */
  capFeedUrl: freeText().trim().max(2000).nullable().default(null),
};
export const integrationCreateBody = z.strictObject({ sessionKey, organizationId: organizationId.optional(), ...integrationFields });
export const integrationUpdateBody = z.strictObject({ sessionKey, integrationId: recordId, ...integrationFields });
export const integrationIdBody = z.strictObject({ sessionKey, integrationId: recordId });
export const integrationEnableBody = z.strictObject({ sessionKey, integrationId: recordId, enabled: z.boolean() });
export const integrationListBody = alertListBody;
export const integrationSummary = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  name: z.string(),
  provider: z.enum(INTEGRATION_PROVIDERS),
  /** Spec part 4: enabled or disabled; deleted only while disabled. */
  enabled: z.boolean(),
  alerts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  targets: targetsView.nullable(),
  capFeedUrl: z.string().nullable(),
  /** The first 6 characters of the key, to tell keys apart (the key itself is shown once). */
  keyPrefix: z.string(),
  lastCalledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type IntegrationSummary = z.infer<typeof integrationSummary>;
/**
 * Answered by create and by regenerate, and never again: the API key (≥ 128 bits, stored hashed) and
 * the URLs that carry it.
 */
export const integrationSecret = z.object({
  integration: integrationSummary,
  apiKey: z.string(),
  /** `POST {PUBLIC_URL}/api/hooks/{apiKey}/trigger` */
  triggerUrl: z.string(),
  /** `POST {PUBLIC_URL}/api/hooks/{apiKey}/deactivate` */
  deactivateUrl: z.string(),
  /** `POST {PUBLIC_URL}/api/hooks/{apiKey}` with `hookJsonBody`, or a CAP 1.2 XML message for `cap`. */
  jsonUrl: z.string(),
});
export type IntegrationSecret = z.infer<typeof integrationSecret>;
/** The JSON form of a hook call. `alert` names one linked alert (id or name); absent = every linked alert. */
export const hookJsonBody = z.strictObject({
  action: z.enum(['trigger', 'deactivate']),
  alert: z.union([recordId, freeText().trim().min(1).max(120)]).optional(),
});
export const hookResult = z.object({
  action: z.enum(['trigger', 'deactivate']),
  alerts: z.array(z.object({ id: z.number().int(), name: z.string(), state: z.enum(ALERT_STATES) })),
});

// ---- messages (tickers and banners over the running content) ----
export const MESSAGE_STYLES = ['ticker', 'banner'] as const;
export const MESSAGE_POSITIONS = ['top', 'bottom'] as const;
export const MESSAGE_SPEEDS = ['slow', 'normal', 'fast'] as const;
/** Listed state: `scheduled` (starts later), `active`, `ended` (its end passed, or stopped). */
export const MESSAGE_STATES = ['scheduled', 'active', 'ended'] as const;
const isoInstant = z.iso.datetime({ offset: true, error: 'FIELD_INVALID' });
const messageFields = {
  text: requiredText(500),
  style: z.enum(MESSAGE_STYLES, { error: 'FIELD_INVALID' }),
  position: z.enum(MESSAGE_POSITIONS, { error: 'FIELD_INVALID' }),
  speed: z.enum(MESSAGE_SPEEDS, { error: 'FIELD_INVALID' }).default('normal'),
  backgroundColor: hexColor,
  textColor: hexColor,
  /** ISO instant; null = now. */
  startsAt: isoInstant.nullable().default(null),
  /** ISO instant after the start (`MESSAGE_TIME_INVALID`); null = until stopped. */
  endsAt: isoInstant.nullable().default(null),
  targets: targetsInput,
};
export const messageCreateBody = z.strictObject({ sessionKey, organizationId: organizationId.optional(), ...messageFields });
export const messageUpdateBody = z.strictObject({ sessionKey, messageId: recordId, ...messageFields });
export const messageIdBody = z.strictObject({ sessionKey, messageId: recordId });
export const messageListBody = alertListBody;
export const messageSummary = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  text: z.string(),
  style: z.enum(MESSAGE_STYLES),
  position: z.enum(MESSAGE_POSITIONS),
  speed: z.enum(MESSAGE_SPEEDS),
  backgroundColor: z.string(),
  textColor: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  stoppedAt: z.string().nullable(),
  state: z.enum(MESSAGE_STATES),
  targets: targetsView,
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type MessageSummary = z.infer<typeof messageSummary>;

// ---- the player's takeover channel ----
/** What a screen needs to show an alert, with no other call (the SSE event carries it whole). */
export const playerAlert = z.object({
  activationId: z.number().int(),
  alertId: z.number().int(),
  name: z.string(),
  type: z.enum(ALERT_TYPES),
  description: z.string(),
  instructions: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  /** `/api/player/media/{id}/{hash}` (Device header); loops while a continuous alert is shown. */
  audio: z.object({ url: z.string(), hash: z.string(), mime: z.string(), bytes: z.number().int() }).nullable(),
  mode: z.enum(ALERT_MODES),
  startedAt: z.string(),
  /** The player ends a broadcast at this instant on its own (corrected) clock, online or not. */
  endsAt: z.string().nullable(),
});
export type PlayerAlert = z.infer<typeof playerAlert>;
export const playerMessage = z.object({
  id: z.number().int(),
  text: z.string(),
  style: z.enum(MESSAGE_STYLES),
  position: z.enum(MESSAGE_POSITIONS),
  speed: z.enum(MESSAGE_SPEEDS),
  backgroundColor: z.string(),
  textColor: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type PlayerMessage = z.infer<typeof playerMessage>;
/**
 * The whole takeover state of one device: its active alerts and its current and coming messages.
 * `GET /api/player/takeovers` answers it (`{response}`), and the SSE event `takeovers` carries it on
 * connect and at every change (no manifest rebuild). The player replaces what it held with it.
 * `revision` is a hash of the content: equal revisions are equal states.
 */
export const playerTakeovers = z.object({
  revision: z.string(),
  alerts: z.array(playerAlert),
  messages: z.array(playerMessage),
});
export type PlayerTakeovers = z.infer<typeof playerTakeovers>;
/** `POST /api/player/alert-receipts`: when an activation went on and off this screen (idempotent). */
export const ALERT_RECEIPTS_MAX = 100;
export const playerAlertReceiptsBody = z.strictObject({
  receipts: z
    .array(
      z.strictObject({
        activationId: recordId,
        shownAt: z.iso.datetime({ offset: true }).nullable().default(null),
        endedAt: z.iso.datetime({ offset: true }).nullable().default(null),
      }),
    )
    .min(1)
    .max(ALERT_RECEIPTS_MAX),
});
export const playerAlertReceiptsResponse = z.object({ accepted: int4Count });
