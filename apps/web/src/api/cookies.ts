/** The session key lives in the `sessionKey` cookie (spec 7.1; cookie names in spec part 9). */
export const SESSION_COOKIE = 'sessionKey';

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) {
      const value = trimmed.slice(prefix.length);
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return value || null;
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's client keeps the session key in a readable cookie.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${maxAge}${secure}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function getSessionKey(): string | null {
  return readCookie(SESSION_COOKIE);
}

export function setSessionKey(key: string): void {
  writeCookie(SESSION_COOKIE, key);
}

export function clearSessionKey(): void {
  deleteCookie(SESSION_COOKIE);
}
