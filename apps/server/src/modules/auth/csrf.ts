import { hmac, randomKey, safeEqual } from '../../lib/crypto.ts';

/** Signed, stateless form tokens (POST /auth/csrfToken), valid across server instances for 2 hours. */
const CSRF_TTL_MS = 2 * 60 * 60_000;

export function issueCsrfToken(secret: string, now: Date): string {
  const payload = `${now.getTime().toString(36)}.${randomKey(12)}`;
  return `${payload}.${hmac(secret, payload)}`;
}

export function verifyCsrfToken(secret: string, token: string, now: Date): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [ts, nonce, mac] = parts as [string, string, string];
  if (!safeEqual(mac, hmac(secret, `${ts}.${nonce}`))) return false;
  const issued = Number.parseInt(ts, 36);
  return Number.isFinite(issued) && now.getTime() - issued >= -60_000 && now.getTime() - issued <= CSRF_TTL_MS;
}
