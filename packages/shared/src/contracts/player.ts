import { scheduleEntry, sleepHours } from '@signage/schedule';
import { z } from 'zod';
import { freeText, int4Count, recordId, recordIdParam } from './common.ts';
import { manifestWall } from './walls.ts';

/**
 * The player protocol (`/api/player/*`, docs/screens.md). Every call except `register` carries
 * `Authorization: Device <deviceSecret>`. A removed device answers 401 `DEVICE_REVOKED` on every call:
 * the player forgets its secret and registers anew. Answers use the usual `{response: …}` envelope,
 * except the manifest (the bare manifest object, so it can be served pre-serialized with an ETag),
 * the event stream and media files.
 */
export const PLAYER_AUTH_SCHEME = 'Device';
/** Pairing code lifetime (security.md DEV-1): a new code is issued when it runs out. */
export const PAIRING_CODE_TTL_MS = 10 * 60 * 1000;
export const PLAYER_KEEPALIVE_MS = 25_000;
/** Fallback manifest poll when the event stream is down: 20 s ± 5 s. */
export const PLAYER_POLL_MS = 20_000;
export const PLAYER_POLL_JITTER_MS = 5_000;
/**
 * The longest delivery-receipt spread a `manifest` event asks for (`spreadMs`, docs/screens.md); the
 * player takes anything longer as this (a bound on a bad or hostile value).
 */
export const PLAYER_RECEIPT_SPREAD_MAX_MS = 30_000;
export const PROOF_OF_PLAY_MAX_RECORDS = 500;
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;

const text = (max: number) => freeText().trim().max(max);
const playNow = z.object({ playlistId: z.number().int(), since: z.string() });

export const playerRegisterBody = z.strictObject({
  appVersion: text(40).default(''),
  osVersion: text(120).default(''),
  timeZone: text(64).default('UTC'),
  screenWidth: z.number().int().min(0).max(100_000).optional(),
  screenHeight: z.number().int().min(0).max(100_000).optional(),
});
export type PlayerRegisterBody = z.infer<typeof playerRegisterBody>;
export const playerRegisterResponse = z.object({
  deviceId: z.number().int(),
  /** The player's credential (≥ 128 bits): keep it; send it as `Authorization: Device <secret>`. */
  deviceSecret: z.string(),
  pairingCode: z.string(),
  pairingExpiresAt: z.string(),
});
export type PlayerRegisterResponse = z.infer<typeof playerRegisterResponse>;

/** One media file the manifest references (content-addressed, immutable). */
export const manifestMedia = z.object({
  id: z.number().int(),
  hash: z.string(),
  /** `/api/player/media/{id}/{hash}` (send the Device header). */
  url: z.string(),
  bytes: z.number().int(),
  mime: z.string(),
});
export type ManifestMedia = z.infer<typeof manifestMedia>;

/** A published snapshot as the player plays it. */
export const manifestPlaylist = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The published version. */
  version: z.number().int(),
  aspect: z.string(),
  overlay: z.record(z.string(), z.unknown()).nullable(),
  slideAnimation: z.record(z.string(), z.unknown()).nullable(),
  /**
   * Validity window (docs/playlists.md): `YYYY-MM-DDTHH:mm` in the device's time zone; absent or
   * null = open. The player passes over the playlist (and each slide) outside its window.
   */
  showFrom: z.string().nullable().optional(),
  showUntil: z.string().nullable().optional(),
  /** Slide documents of @signage/slides/model with their server ids and durations (seconds). */
  slides: z.array(
    z.object({
      id: z.number().int(),
      duration: z.number(),
      slideData: z.record(z.string(), z.unknown()),
      showFrom: z.string().nullable().optional(),
      showUntil: z.string().nullable().optional(),
    }),
  ),
});
export type ManifestPlaylist = z.infer<typeof manifestPlaylist>;

export const manifestTheme = z.object({
  logoUrl: z.string().nullable(),
  homeBackgroundUrl: z.string().nullable(),
  accentColor: z.string(),
  navBarColor: z.string().nullable(),
  contentColor: z.string().nullable(),
  navTextColor: z.string().nullable(),
  organizationName: z.string(),
});

export const manifestPairing = z.object({
  status: z.literal('pairing'),
  deviceId: z.number().int(),
  pairingCode: z.string(),
  pairingExpiresAt: z.string(),
  serverUrl: z.string(),
  version: z.string(),
});
export const manifestPaired = z.object({
  status: z.literal('paired'),
  /** Also the ETag (quoted). */
  version: z.string(),
  /**
   * What the screen applies itself. Nothing only one device has: devices with equal inputs share the
   * same manifest bytes (the player knows its id from registration).
   */
  device: z.object({
    rotation: z.number().int(),
    interactive: z.boolean(),
    timeZone: z.string(),
    organizationId: z.number().int(),
    active: z.boolean(),
    /** When the display sleeps, in `timeZone` (docs/screens.md "Sleep hours"): the screen's own, else its nearest group's. */
    sleepHours: sleepHours.nullable().optional(),
  }),
  theme: manifestTheme,
  /** The resolver input of @signage/schedule (timeZone, alerts, device, groups nearest first). */
  schedule: z.object({
    timeZone: z.string(),
    alerts: z.array(
      z.object({ id: z.number().int(), playlistId: z.number().int().nullable(), startsAt: z.string(), endsAt: z.string().nullable() }),
    ),
    device: z.object({ playNow: playNow.nullable(), schedule: z.array(scheduleEntry) }),
    groups: z.array(z.object({ id: z.number().int(), name: z.string(), playNow: playNow.nullable(), schedule: z.array(scheduleEntry) })),
  }),
  /**
   * Synchronized playback (docs/player.md): the nearest followed group with sync on, and the anchor of
   * its shared timeline (ISO instant on the server's clock); null = the screen plays on its own.
   */
  sync: z.object({ groupId: z.number().int(), anchor: z.string() }).nullable().optional(),
  /** Keyed by playlist id (as a string). */
  playlists: z.record(z.string(), manifestPlaylist),
  media: z.array(manifestMedia),
  generatedAt: z.string(),
  /** Only for a screen placed on a video wall: the rectangle of the slide it shows (docs/screens.md). */
  wall: manifestWall.optional(),
});
export const playerManifest = z.discriminatedUnion('status', [manifestPairing, manifestPaired]);
export type PlayerManifest = z.infer<typeof playerManifest>;
export type PairedManifest = z.infer<typeof manifestPaired>;

/** Event names on GET /api/player/events (SSE; `data:` is JSON). */
/**
 * `takeovers` (docs/alerts.md): the device's whole alert and message state (`playerTakeovers` in
 * contracts/alerts.ts), on connect and at every change.
 */
export const PLAYER_EVENTS = ['manifest', 'paired', 'revoked', 'reload', 'screenshot', 'takeovers'] as const;
export type PlayerEventName = (typeof PLAYER_EVENTS)[number];
/**
 * `manifest`: the manifest changed, fetch it (If-None-Match). `version` is absent when the change is
 * pushed before the new version is computed (on every change); present on connect.
 */
export const playerManifestEvent = z.object({ version: z.string().optional() });

/** `sleeping`: inside its sleep hours, showing black (docs/screens.md "Sleep hours"). */
export const PLAYER_STATES = ['playing', 'updating', 'idle', 'sleeping'] as const;
export const playerHeartbeatBody = z.strictObject({
  status: z.enum(PLAYER_STATES),
  appVersion: text(40).default(''),
  osVersion: text(120).default(''),
  timeZone: text(64).optional(),
  /** The manifest version applied (null before the first). */
  manifestVersion: freeText().max(100).nullable().default(null),
  playing: z
    .strictObject({
      playlistId: recordId,
      version: int4Count,
      slideId: recordId.nullable().default(null),
    })
    .nullable()
    .default(null),
  storageUsedBytes: z.number().min(0).max(1e15).nullable().default(null),
  storageQuotaBytes: z.number().min(0).max(1e15).nullable().default(null),
  screenWidth: z.number().int().min(0).max(100_000).optional(),
  screenHeight: z.number().int().min(0).max(100_000).optional(),
  /** Catalogue fonts that did not load in time: slides show their fallback family (docs/decisions.md "Slide typography parity"). */
  fontFallbacks: z.array(text(60)).max(100).optional(),
});
export type PlayerHeartbeatBody = z.infer<typeof playerHeartbeatBody>;
export const playerHeartbeatResponse = z.object({ serverTime: z.string() });
/**
 * GET /api/player/time: one round trip of the clock estimation of synchronized playback
 * (docs/player.md): the server's clock in epoch ms when it answered.
 */
export const playerTimeResponse = z.object({ serverMs: z.number() });

export const proofOfPlayRecord = z.strictObject({
  id: z.uuid(),
  playlistId: recordId,
  version: int4Count,
  slideId: recordId.nullable().default(null),
  startedAt: z.iso.datetime({ offset: true }),
  durationMs: z.number().int().min(0).max(86_400_000),
});
export type ProofOfPlayRecord = z.infer<typeof proofOfPlayRecord>;
export const playerProofOfPlayBody = z.strictObject({
  records: z.array(proofOfPlayRecord).max(PROOF_OF_PLAY_MAX_RECORDS),
});
export const playerProofOfPlayResponse = z.object({ accepted: z.number().int() });
export const playerMediaParams = z.strictObject({
  mediaId: recordIdParam,
  hash: z.string().regex(/^[a-f0-9]{16,128}$/),
});
