import { API_TOKEN_CALLS_PER_MINUTE, SUPPORT_MESSAGES_PER_HOUR } from '@signage/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { rateCounters } from '../db/schema/index.ts';
import { RateLimitedError } from './errors.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every brute-force and abuse limit, in one table (docs/security.md "Brute-force limits"). The name is
 * the key's prefix; the subject (address, e-mail, user or organization id) completes it. `max`
 * attempts per fixed window of `windowMs`. Whether a success gives its attempt back is up to the flow
 * (see `Attempt.refund`); the table's comments say which do.
 */
export const LIMITS = {
  /** Sign-in per account and per client address; a successful sign-in is refunded (AUTH-2, L12). */
  'login:acct': { max: 5, windowMs: 15 * MINUTE },
  'login:ip': { max: 20, windowMs: 15 * MINUTE },
  /**
   * Second-factor codes (authenticator app, recovery code, passkey answer) per user, beside 'login:ip';
   * a right one is refunded. Each sign-in step also dies after 5 wrong codes (docs/security.md "Second factor").
   */
  'second-factor:user': { max: 5, windowMs: 15 * MINUTE },
  /** Current-password checks of a signed-in user; a correct one is refunded. */
  'pwchange:user': { max: 5, windowMs: 15 * MINUTE },
  /** Reset requests per client address; reset mails per account (AUTH-3). Every request counts. */
  'reset:ip': { max: 10, windowMs: HOUR },
  'reset:acct': { max: 3, windowMs: HOUR },
  /** Reset (and invitation) links followed per client address; a valid link is refunded. */
  'reset-confirm:ip': { max: 10, windowMs: 15 * MINUTE },
  /** Google sign-in (OpenID Connect) callbacks and Google sign-up completions per client address. Every callback counts. */
  'google:ip': { max: 20, windowMs: 15 * MINUTE },
  /** Single sign-on callbacks per client address (an organization's own provider). Every callback counts. */
  'sso:ip': { max: 20, windowMs: 15 * MINUTE },
  /** Sign-ups per client address. Every request counts. */
  'register:ip': { max: 10, windowMs: HOUR },
  /** Verification and approval codes per client address (each code also dies after 5 wrong tries, AUTH-4). */
  'verify:ip': { max: 30, windowMs: 15 * MINUTE },
  'approve:ip': { max: 30, windowMs: 15 * MINUTE },
  /** Verification resends per client address; mails per account. Every request counts. */
  'resend:ip': { max: 20, windowMs: HOUR },
  'resend:acct': { max: 3, windowMs: HOUR },
  /** Pairing codes per user, organization and address; a code that pairs is refunded (DEV-1). */
  'device-accept:user': { max: 10, windowMs: 10 * MINUTE },
  'device-accept:org': { max: 10, windowMs: 10 * MINUTE },
  'device-accept:ip': { max: 10, windowMs: 10 * MINUTE },
  /** Players asking for a pairing code, per address. */
  'player-register:ip': { max: 30, windowMs: HOUR },
  /** Website embed checks (outbound requests) per user. */
  'embed:user': { max: 30, windowMs: MINUTE },
  /** Weather widget place searches (outbound requests to the geocoding service) per user; the editor debounces typing. */
  'weather-search:user': { max: 60, windowMs: MINUTE },
  /** News feed checks (outbound requests) per user. */
  'news-check:user': { max: 30, windowMs: MINUTE },
  /** Spreadsheet syncs (outbound requests) per user. */
  'spreadsheet-check:user': { max: 30, windowMs: MINUTE },
  /** Spreadsheet uploads (parsed and stored) per user. */
  'spreadsheet-upload:user': { max: 20, windowMs: MINUTE },
  /** Social widgets: connect, page list and disconnect each call the Graph API. */
  'social:user': { max: 30, windowMs: MINUTE },
  /** Integration hook calls (security.md HOOK-2) per key (its hash: wrong keys count too) and per address. */
  'hook:key': { max: 60, windowMs: MINUTE },
  'hook:ip': { max: 120, windowMs: MINUTE },
  /** Stock photo searches and imports (outbound requests to Unsplash or Pexels) per user. */
  'stock-search:user': { max: 60, windowMs: MINUTE },
  'stock-import:user': { max: 30, windowMs: MINUTE },
  /** Canva (the design service): connect, disconnect, design lists and export polls per user; exports started per user; callbacks per address. */
  'canva:user': { max: 120, windowMs: MINUTE },
  'canva-export:user': { max: 20, windowMs: MINUTE },
  'canva-callback:ip': { max: 30, windowMs: MINUTE },
  /** Impersonation requests (each mails the child's owner) per pair of organizations. */
  'impersonation:pair': { max: 5, windowMs: 24 * HOUR },
  /** Contact support (docs/support.md): messages (each mails support and the sender) per user. Every message counts. */
  'support:user': { max: SUPPORT_MESSAGES_PER_HOUR, windowMs: HOUR },
  /** Organization API tokens (docs/api-tokens.md): calls per token. Every accepted call counts. */
  'api-token:token': { max: API_TOKEN_CALLS_PER_MINUTE, windowMs: MINUTE },
  /** Card payments (docs/billing.md): checkouts started per user (each creates a provider session); every start counts. */
  'payment-checkout:user': { max: 20, windowMs: HOUR },
  /** The test provider's card form per user (no real money, but the same shape as a card form). */
  'payment-card:user': { max: 30, windowMs: 10 * MINUTE },
  /** Stripe webhook deliveries per address (like integration hooks: a wrong signature counts too). */
  'payment-webhook:ip': { max: 300, windowMs: MINUTE },
} as const satisfies Record<string, { max: number; windowMs: number }>;

export type LimitName = keyof typeof LIMITS;

/** One limit on one key: at most `max` attempts in a fixed window of `windowMs`. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** The limit `name` of the table for one subject, e.g. limit('login:ip', meta.ip). */
export function limit(name: LimitName, subject: string | number): Limit {
  return { key: `${name}:${subject}`, ...LIMITS[name] };
}

/** The outcome of counting one attempt. */
export interface Attempt {
  readonly allowed: boolean;
  /** Whole seconds until a refused attempt could pass (the end of the fullest window); 0 when allowed. */
  readonly retryAfterSeconds: number;
  /**
   * Gives an allowed attempt back: it turned out not to be what the limit counts (a correct password,
   * a code that paired). Only within the same window; never below zero; at most once. A refused
   * attempt was given back already.
   */
  refund(): Promise<void>;
}

/**
 * Fixed-window counters kept in the database, so limits hold across several server instances
 * (design brief section 2: no state that matters lives in one process's memory).
 *
 * Count first, then decide, then work: `attempt` adds one to every key with an atomic upsert per key
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING), all keys in one transaction and in key order, and only
 * the counts it returns decide. There
 * is deliberately no way to read a count without adding to it, so a caller cannot check, do the slow
 * work and record afterwards — the pattern that let parallel guesses all pass the check.
 */
export interface RateLimiter {
  /** Counts one attempt against every limit; allowed when no key is over its max. Refused attempts are given back. */
  attempt(...limits: Limit[]): Promise<Attempt>;
  /** `attempt`, throwing 429 RATE_LIMITED (with Retry-After) when refused. */
  admit(...limits: Limit[]): Promise<Attempt>;
}

const noRefund = async () => {};

export function createRateLimiter(db: Db, now: () => Date, enabled: boolean): RateLimiter {
  /** Adds one to the key's count in the current window (starting a new one if it has ended). */
  async function count(tx: DbOrTx, l: Limit, at: Date) {
    const cutoff = new Date(at.getTime() - l.windowMs);
    const [row] = await tx
      .insert(rateCounters)
      .values({ key: l.key, count: 1, windowStart: at })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${rateCounters.windowStart} <= ${cutoff} then 1 else ${rateCounters.count} + 1 end`,
          windowStart: sql`case when ${rateCounters.windowStart} <= ${cutoff} then ${at} else ${rateCounters.windowStart} end`,
        },
      })
      .returning({ count: rateCounters.count, windowStart: rateCounters.windowStart });
    return { limit: l, count: row?.count ?? 1, windowStart: row?.windowStart ?? at };
  }

  /** Takes one back from each counted key, if its window is still the one the attempt was counted in. */
  async function giveBack(counted: Array<{ limit: Limit; windowStart: Date }>) {
    for (const c of counted) {
      await db
        .update(rateCounters)
        .set({ count: sql`${rateCounters.count} - 1` })
        .where(and(eq(rateCounters.key, c.limit.key), eq(rateCounters.windowStart, c.windowStart), gt(rateCounters.count, 0)));
    }
  }

  async function attempt(...limits: Limit[]): Promise<Attempt> {
    if (!enabled || limits.length === 0) return { allowed: true, retryAfterSeconds: 0, refund: noRefund };
    const at = now();
    // One transaction, keys in one order: requests that share keys are counted in the same order on
    // every key (the first shared row's lock orders them), and never deadlock.
    const sorted = [...limits].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
    const counted = await db.transaction(async (tx) => {
      const rows: Awaited<ReturnType<typeof count>>[] = [];
      for (const l of sorted) rows.push(await count(tx, l, at));
      return rows;
    });
    const over = counted.filter((c) => c.count > c.limit.max);
    if (over.length > 0) {
      await giveBack(counted);
      // A parallel request may have started the window a moment after this one's `at`: never more than a window.
      const waitMs = Math.max(...over.map((c) => Math.min(c.limit.windowMs, c.windowStart.getTime() + c.limit.windowMs - at.getTime())));
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), refund: noRefund };
    }
    let refunded = false;
    return {
      allowed: true,
      retryAfterSeconds: 0,
      async refund() {
        if (refunded) return;
        refunded = true;
        await giveBack(counted);
      },
    };
  }

  return {
    attempt,
    async admit(...limits) {
      const result = await attempt(...limits);
      if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
      return result;
    },
  };
}
