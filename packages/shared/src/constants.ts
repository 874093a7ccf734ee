/** Business constants and limits (spec part 9). One place; server, web and player import them. */

export const LOCALES = ['en', 'es', 'fr', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the first supported language of a browser language list, else 'en'. */
export function pickLocale(candidates: readonly string[]): Locale {
  for (const candidate of candidates) {
    const base = candidate.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export const TRIAL_DAYS = 30;
export const DEMO_EXTENSION_DAYS = 30;
export const TRIAL_FALLBACK_DEVICES = 2;
export const TRIAL_FALLBACK_USERS = 3;

export const ROOT_GROUP_ID = -1;
export const DEVICE_CODE_DIGITS = 4;
export const DEFAULT_DEVICE_NAME = (id: number | string) => `Screen ${id}`;

export const SESSION_POLL_MS = 10_000;
export const LIVE_REFRESH_MS = 10_000;
export const DELIVERY_PROMISE_MS = 30_000;
export const PLAYLIST_IDLE_REDIRECT_MS = 600_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

export const UPLOAD_LIMITS_MB = { image: 100, gif: 100, pdf: 100, video: 250, audio: 25 } as const;

export const CANVAS_WIDTH = 1920;
export const DEFAULT_BACKGROUND = '#FFFFFF';
export const DEFAULT_ACCENT = '#2E96F4';

export const THUMBNAIL_LONGEST_SIDE = 256;
export const LAST_USED_FONTS_MAX = 5;

export const TOP_BAR_HEIGHT = 48;
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

/** Verification and approval codes (security.md AUTH-4: >= 6 digits, <= 10 min, <= 5 tries). */
export const VERIFY_CODE_DIGITS = 6;
export const VERIFY_CODE_TTL_MIN = 10;
export const VERIFY_CODE_MAX_TRIES = 5;
/** Password-reset links (AUTH-3: <= 60 min). */
export const RESET_TOKEN_TTL_MIN = 60;
/** E-mail change confirmation links. */
export const EMAIL_CHANGE_TTL_MIN = 60 * 24;
/** Invitation links (users issue). */
export const INVITE_TTL_MIN = 60 * 24 * 7;

export const SUPPORT_PHONE_HOURS = 'Mon-Fri 8 AM to 5 PM';

/**
 * The request header that names the impersonated organization (spec 7.1). Here rather than beside the
 * organization contracts: the CMS's start-up code needs it, and a constant that shares a module with
 * zod schemas brings them (and zod) into the first chunk the browser runs.
 */
export const IMPERSONATION_HEADER = 'Impersonation-Target-Organization-Id';
