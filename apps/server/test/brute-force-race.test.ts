import { errorMessage, VERIFY_CODE_MAX_TRIES } from '@signage/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailTokens, mailOutbox, users } from '../src/db/schema/index.ts';
import {
  buildTestApp,
  buildTestAppOn,
  codeFromMail,
  json,
  login,
  mailCount,
  post,
  STRONG_PASSWORD,
  scratchPostgres,
  signUp,
  someAddress,
  type TestApp,
  uniqueEmail,
} from './helpers.ts';

/**
 * Brute-force limits hold under parallel guesses (security.md AUTH-2..5, DEV-1; docs/security.md
 * "Brute-force limits"): every limited flow counts the attempt first, atomically in the database, and
 * only then does the slow work. 50 guesses sent at once: exactly the configured number are tried.
 */
const PARALLEL = 50;
const WRONG = 'Wrong-Passw0rd!';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: true });
});
afterAll(async () => {
  await t?.close();
});

type Answer = { statusCode: number; headers: Record<string, unknown>; body: any };

/** Fires `n` requests at once; answers in order. */
async function burst(n: number, send: (i: number) => Promise<LightMyRequestResponse>): Promise<Answer[]> {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  return answers.map((res) => ({ statusCode: res.statusCode, headers: res.headers, body: json(res) }));
}

/** Counts the refused (429) and the tried (everything else) answers, and checks every refusal's shape. */
function tally(answers: Answer[], locale = 'en') {
  const refused = answers.filter((a) => a.statusCode === 429);
  for (const a of refused) {
    expect(a.body.errorCode).toBe('RATE_LIMITED');
    expect(a.body.message).toBe(errorMessage('RATE_LIMITED', locale as 'en'));
    const retryAfter = Number(a.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
  }
  const tried = answers.filter((a) => a.statusCode !== 429);
  return { refused: refused.length, tried: tried.length, triedStatuses: [...new Set(tried.map((a) => a.statusCode))] };
}

async function auditCount(action: string, objectId?: number) {
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  return rows.filter((r) => objectId === undefined || r.objectId === String(objectId)).length;
}

async function mailsTo(to: string) {
  await t.app.ctx.mailer.idle();
  return (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;
}

describe('login', () => {
  it('tries exactly five wrong passwords for one account out of 50 sent at once from 50 addresses', async () => {
    const { email, user } = await signUp(t);
    const answers = await burst(PARALLEL, () =>
      post(t.app, '/api/auth/login', { email, password: WRONG }, { 'accept-language': 'sv' }, someAddress()),
    );
    expect(tally(answers, 'sv')).toEqual({ refused: PARALLEL - 5, tried: 5, triedStatuses: [401] });
    // The slow work (password check, then the failure's audit entry) ran five times.
    expect(await auditCount('auth.login_failed', user.id)).toBe(5);
    // The right password waits too.
    expect((await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(429);
  });

  it('tries exactly twenty passwords from one address out of 50 sent at once', async () => {
    const address = someAddress();
    const answers = await burst(PARALLEL, () =>
      post(t.app, '/api/auth/login', { email: uniqueEmail('spray'), password: WRONG }, {}, address),
    );
    expect(tally(answers)).toEqual({ refused: PARALLEL - 20, tried: 20, triedStatuses: [401] });
  });

  it('tries exactly five over real HTTP, 50 connections at once', async () => {
    const http = await buildTestApp({ rateLimits: true });
    try {
      const { email } = await signUp(http);
      await http.app.listen({ port: 0, host: '127.0.0.1' });
      const address = http.app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          const res = await fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
            body: JSON.stringify({ email, password: WRONG }),
          });
          return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.json() };
        }),
      );
      expect(tally(answers, 'fr')).toEqual({ refused: PARALLEL - 5, tried: 5, triedStatuses: [401] });
      // Retry-After is the rest of the 15-minute window; after it, guesses are tried again.
      expect(Math.max(...answers.map((a) => Number(a.headers['retry-after'] ?? 0)))).toBeLessThanOrEqual(15 * 60);
      http.clock.advance(15 * 60_000);
      expect((await post(http.app, '/api/auth/login', { email, password: WRONG })).statusCode).toBe(401);
    } finally {
      await http.close();
    }
  });

  it('does not count against an account the guesses refused for their address', async () => {
    const { email } = await signUp(t);
    const address = someAddress();
    await burst(20, () => post(t.app, '/api/auth/login', { email: uniqueEmail('spray'), password: WRONG }, {}, address));
    const blocked = await burst(PARALLEL, () => post(t.app, '/api/auth/login', { email, password: WRONG }, {}, address));
    expect(tally(blocked)).toEqual({ refused: PARALLEL, tried: 0, triedStatuses: [] });
    const elsewhere = await burst(PARALLEL, () => post(t.app, '/api/auth/login', { email, password: WRONG }, {}, someAddress()));
    expect(tally(elsewhere)).toEqual({ refused: PARALLEL - 5, tried: 5, triedStatuses: [401] });
  });

  it('gives a successful login its attempt back (refund), without wiping earlier failures', async () => {
    const { email } = await signUp(t);
    const address = someAddress();
    for (let i = 0; i < 4; i++)
      expect((await post(t.app, '/api/auth/login', { email, password: WRONG }, {}, address)).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD }, {}, address)).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD }, {}, address)).statusCode).toBe(200);
    // Four failures still stand: one more is tried, the next is refused.
    expect((await post(t.app, '/api/auth/login', { email, password: WRONG }, {}, address)).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/login', { email, password: WRONG }, {}, address)).statusCode).toBe(429);
  });
});

describe('password change', () => {
  it('checks exactly five wrong current passwords out of 50 sent at once', async () => {
    const { email } = await signUp(t);
    const { sessionKey } = await login(t, email);
    const answers = await burst(PARALLEL, () =>
      post(t.app, '/api/auth/changePassword', {
        sessionKey,
        email,
        oldPassword: WRONG,
        password: 'N3w-Horse-Battery!',
        passwordRepeat: 'N3w-Horse-Battery!',
      }),
    );
    expect(tally(answers)).toEqual({ refused: PARALLEL - 5, tried: 5, triedStatuses: [400] });
    expect(answers.filter((a) => a.body.errorCode === 'PASSWORD_INCORRECT')).toHaveLength(5);
  });
});

describe('password reset', () => {
  it('answers exactly ten reset requests from one address out of 50, and mails exactly three', async () => {
    const { email } = await signUp(t);
    const before = await mailsTo(email);
    const address = someAddress();
    const answers = await burst(PARALLEL, () => post(t.app, '/api/auth/requestPasswordReset', { email }, {}, address));
    expect(tally(answers)).toEqual({ refused: PARALLEL - 10, tried: 10, triedStatuses: [200] });
    expect((await mailsTo(email)) - before).toBe(3);
  });

  it('mails exactly three reset links to one account out of 50 requests from 50 addresses', async () => {
    const { email } = await signUp(t);
    const before = await mailsTo(email);
    const answers = await burst(PARALLEL, () => post(t.app, '/api/auth/requestPasswordReset', { email }, {}, someAddress()));
    expect(tally(answers)).toEqual({ refused: 0, tried: PARALLEL, triedStatuses: [200] });
    expect((await mailsTo(email)) - before).toBe(3);
  });

  it('tries exactly ten reset tokens from one address out of 50 sent at once', async () => {
    const address = someAddress();
    const answers = await burst(PARALLEL, (i) =>
      post(
        t.app,
        '/api/auth/changePasswordToken',
        { token: `guess-${i}`, password: 'N3w-Horse-Battery!', passwordRepeat: 'N3w-Horse-Battery!' },
        {},
        address,
      ),
    );
    expect(tally(answers)).toEqual({ refused: PARALLEL - 10, tried: 10, triedStatuses: [400] });
  });
});

describe('e-mail verification', () => {
  it('tries exactly thirty codes from one address out of 50 sent at once', async () => {
    const { email } = await signUp(t, { verify: false });
    const address = someAddress();
    const answers = await burst(PARALLEL, (i) => post(t.app, '/api/register/verify', { email, code: String(100000 + i) }, {}, address));
    expect(tally(answers)).toEqual({ refused: PARALLEL - 30, tried: 30, triedStatuses: [400] });
  });

  it('compares a code exactly five times, however many guesses arrive at once from many addresses', async () => {
    const { email, user } = await signUp(t, { verify: false });
    const [token] = await t.database.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.kind, 'verify')));
    await burst(PARALLEL, (i) => post(t.app, '/api/register/verify', { email, code: `x${i}` }, {}, someAddress()));
    const [after] = await t.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.id, token?.id as number));
    expect(after?.attempts).toBe(VERIFY_CODE_MAX_TRIES);
  });

  it('uses a right code once, however many times it arrives at once', async () => {
    const { email, user } = await signUp(t, { verify: false });
    const code = await codeFromMail(t, email);
    const answers = await burst(PARALLEL, () => post(t.app, '/api/register/verify', { email, code }, {}, someAddress()));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await auditCount('user.email_verified', user.id)).toBe(1);
  });

  it('answers exactly twenty resends from one address out of 50, and mails exactly three codes', async () => {
    const { email } = await signUp(t, { verify: false });
    const before = await mailsTo(email);
    const address = someAddress();
    const answers = await burst(PARALLEL, () => post(t.app, '/api/register/resend', { email }, {}, address));
    expect(tally(answers)).toEqual({ refused: PARALLEL - 20, tried: 20, triedStatuses: [200] });
    expect((await mailsTo(email)) - before).toBe(3);
  });

  it('tries exactly thirty approval codes from one address out of 50 sent at once', async () => {
    const address = someAddress();
    const answers = await burst(PARALLEL, (i) =>
      post(t.app, '/api/register/user/approve', { email: uniqueEmail('pending'), code: `guess-${i}` }, {}, address),
    );
    expect(tally(answers)).toEqual({ refused: PARALLEL - 30, tried: 30, triedStatuses: [400] });
  });
});

describe('registration', () => {
  it('registers exactly ten organizations from one address out of 50 sent at once', async () => {
    const csrf = json(await post(t.app, '/api/auth/csrfToken', {})).response.csrfToken as string;
    const address = someAddress();
    const before = await mailCount(t);
    const answers = await burst(PARALLEL, () =>
      post(
        t.app,
        '/api/register',
        {
          orgName: 'Raced',
          orgOwnerName: 'Rita Racer',
          email: uniqueEmail('race'),
          password: STRONG_PASSWORD,
          city: '',
          state: '',
          country: 'Sweden',
          csrfToken: csrf,
        },
        {},
        address,
      ),
    );
    expect(tally(answers)).toEqual({ refused: PARALLEL - 10, tried: 10, triedStatuses: [200] });
    expect((await mailCount(t)) - before).toBe(10);
  });
});

describe('pairing', () => {
  it('tries exactly ten wrong pairing codes out of 50 sent at once', async () => {
    const owner = await signUp(t, { orgName: 'Pairing' });
    const { sessionKey } = await login(t, owner.email);
    const answers = await burst(PARALLEL, (i) =>
      post(t.app, `/api/device/${owner.organizationId}/accept`, { sessionKey, deviceId: String(1000 + i).padStart(4, '0') }),
    );
    expect(tally(answers)).toEqual({ refused: PARALLEL - 10, tried: 10, triedStatuses: [400] });
    expect(answers.filter((a) => a.body.errorCode === 'DEVICE_CODE_INVALID')).toHaveLength(10);
  });
});

// Several server instances on one PostgreSQL database share every limit (runs when a PostgreSQL URL is given).
const pgUrl = process.env.DATABASE_URL;
describe.skipIf(!pgUrl || !/^postgres(ql)?:\/\//.test(pgUrl))('two instances on one PostgreSQL database', () => {
  it('share the login limit: five tries out of 50 sent at once, split over both', async () => {
    const scratch = await scratchPostgres(pgUrl as string);
    const a = await buildTestAppOn(scratch.url, { rateLimits: true });
    const b = await buildTestAppOn(scratch.url, { rateLimits: true });
    try {
      const { email } = await signUp(a);
      const answers = await burst(PARALLEL, (i) =>
        post((i % 2 === 0 ? a : b).app, '/api/auth/login', { email, password: WRONG }, {}, someAddress()),
      );
      expect(tally(answers)).toEqual({ refused: PARALLEL - 5, tried: 5, triedStatuses: [401] });
      const [user] = await a.database.db.select().from(users).where(eq(users.email, email));
      const failed = await a.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login_failed'));
      expect(failed.filter((r) => r.objectId === String(user?.id))).toHaveLength(5);
      // Pairing too: ten wrong codes in all.
      const shared = await signUp(b, { orgName: 'Shared' });
      const { sessionKey } = await login(b, shared.email);
      const pairing = await burst(PARALLEL, (i) =>
        post((i % 2 === 0 ? a : b).app, `/api/device/${shared.organizationId}/accept`, { sessionKey, deviceId: String(2000 + i) }),
      );
      expect(tally(pairing)).toEqual({ refused: PARALLEL - 10, tried: 10, triedStatuses: [400] });
    } finally {
      await a.close();
      await b.close();
      await scratch.drop();
    }
  });
});

describe('the coarse flood limit', () => {
  it('answers its 429 with the same envelope, translated, and Retry-After', async () => {
    const address = someAddress();
    const answers: Answer[] = [];
    for (let round = 0; round < 13; round++)
      answers.push(...(await burst(100, () => post(t.app, '/api/auth/csrfToken', {}, { 'accept-language': 'es' }, address))));
    // (@fastify/rate-limit, in memory per process, is coarse under bursts; only its answer's shape is ours.)
    const { refused, tried } = tally(answers, 'es');
    expect(refused).toBeGreaterThan(0);
    expect(tried).toBeLessThanOrEqual(1200);
  });
});
