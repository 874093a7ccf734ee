import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a webhook delivery (docs/webhooks.md): HMAC-SHA256, keyed with the subscription's
 * secret, over `${timestamp}.${body}` (the Unix time in seconds of the attempt, a dot, the exact body),
 * sent as `Signage-Signature: t=<timestamp>,v1=<hex>`. Each attempt is signed again with its own time.
 */
export const SIGNATURE_HEADER = 'signage-signature';
export const EVENT_ID_HEADER = 'signage-event-id';
export const EVENT_TYPE_HEADER = 'signage-event-type';
/** Receivers should refuse a signature older (or newer) than this. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * What a receiver does (the snippet in docs/webhooks.md, which the tests run on a real delivery): the
 * header's parts, the timestamp within the tolerance, then a constant-time compare of the HMAC.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  opts: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const i = part.indexOf('=');
      return [part.slice(0, i).trim(), part.slice(i + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || typeof parts.v1 !== 'string') return false;
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
