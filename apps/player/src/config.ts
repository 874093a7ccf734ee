/** Timing of the player protocol (docs/screens.md, design brief 7). */
export const HEARTBEAT_MS = 30_000;
/** Proof-of-play batches go out at most this often (and at once when many are waiting). */
export const POP_FLUSH_MS = 60_000;
export const POP_FLUSH_AT = 200;
/** No byte on the event stream for this long (keep-alive comes every 25 s): reconnect. */
export const STREAM_IDLE_MS = 60_000;
/** Parallel media downloads. */
export const DOWNLOAD_CONCURRENCY = 2;
/**
 * Takeovers (docs/alerts.md): a screen coming back waits at most this long for its alerts before it
 * asks for its manifest; a stream whose opening `takeovers` event has not come this long after
 * connecting is answered by asking for them.
 */
export const TAKEOVERS_START_WAIT_MS = 5_000;
export const TAKEOVERS_EVENT_WAIT_MS = 3_000;
/** Re-resolve the schedule at least this often, even when `nextChange` says nothing changes. */
export const RESOLVE_MAX_MS = 60_000;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';
declare const __APP_VERSION__: string;
