import { findPackage, TRIAL_DAYS } from '@signage/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, licences, organizations, users } from '../src/db/schema/index.ts';
import { buildTestApp, json, mailCount, post, signUp, someAddress, type TestApp, uniqueEmail } from './helpers.ts';
import { type FakeIssuer, startFakeIssuer } from './fakes/oidc-issuer.ts';

/** Sign in with Google (docs/integrations.md "Google sign-in") through a local fake OpenID Connect issuer (real RS256 ID tokens). */
let fake: FakeIssuer;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeIssuer();
  t = await buildTestApp({
    egressAllowLoopback: true,
    google: { clientId: fake.clientId, clientSecret: fake.clientSecret, issuer: fake.url },
  });
  fake.now = () => t.clock.now();
  // The first sign-up becomes the platform; the ones under test are ordinary trial organizations.
  await signUp(t, { orgName: 'Platform' });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.tamper = {};
});

interface Flow {
  ip: string;
  state: string;
  stateCookie: string;
  authorize: URL;
}

/** GET /auth/google/start: the redirect to the issuer and this browser's state cookie. */
async function start(ip = someAddress()): Promise<Flow> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/start', remoteAddress: ip });
  expect(res.statusCode).toBe(302);
  const authorize = new URL(String(res.headers.location));
  const cookie = res.cookies.find((c) => c.name === 'googleState');
  expect(cookie?.httpOnly).toBe(true);
  return { ip, state: authorize.searchParams.get('state') ?? '', stateCookie: cookie?.value ?? '', authorize };
}

/** The browser at the issuer: it approves at once and sends the browser back to the callback. */
async function approve(flow: Flow): Promise<URL> {
  // The test runner talks to its own local fake directly (it is the browser here, not the server).
  const res = await fetch(flow.authorize, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(String(res.headers.get('location')));
}

async function callback(flow: Flow, back: URL, cookieState = flow.stateCookie) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: cookieState ? { googleState: cookieState } : {},
    remoteAddress: flow.ip,
  });
  expect(res.statusCode).toBe(303);
  return { location: String(res.headers.location), ticket: res.cookies.find((c) => c.name === 'googleTicket' && c.value)?.value };
}

async function signInAtGoogle(ip = someAddress()) {
  const flow = await start(ip);
  return { flow, ...(await callback(flow, await approve(flow))) };
}

const cont = (ticket: string | undefined, ip = someAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/google/continue',
    payload: {},
    cookies: ticket ? { googleTicket: ticket } : {},
    remoteAddress: ip,
  });

const counts = async () => ({
  users: Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(users))[0]?.n),
  orgs: Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(organizations))[0]?.n),
});

describe('Google sign-in', () => {
  it('says it is offered, and sends the browser to the issuer with state, nonce and PKCE', async () => {
    expect(json(await post(t.app, '/api/auth/providers', {})).response).toMatchObject({ google: true });
    const flow = await start();
    const q = flow.authorize.searchParams;
    expect(flow.authorize.origin).toBe(fake.url);
    expect(q.get('client_id')).toBe(fake.clientId);
    expect(q.get('redirect_uri')).toBe('https://signage.test/api/auth/google/callback');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('nonce')?.length).toBeGreaterThanOrEqual(40);
    expect(flow.state.length).toBeGreaterThanOrEqual(40);
    expect(flow.stateCookie).toBe(flow.state);
  });

  it('signs an existing account in with the same session as the password login, audited', async () => {
    const owner = await signUp(t, { orgName: 'Existing Org' });
    fake.user = { email: owner.email.toUpperCase(), name: 'Olive', emailVerified: true };
    const { location, ticket } = await signInAtGoogle();
    expect(location).toBe('/authflow/google');
    expect(ticket).toBeTruthy();
    const res = await cont(ticket);
    expect(res.statusCode).toBe(200);
    const body = json(res).response;
    expect(body).toMatchObject({
      kind: 'session',
      id: owner.user.id,
      organizationId: owner.organizationId,
      role: 'owner',
      email: owner.email,
    });
    expect(res.cookies.find((c) => c.name === 'sessionKey')?.value).toBe(body.sessionKey);
    const check = await post(t.app, '/api/auth/check', { sessionKey: body.sessionKey });
    expect(check.statusCode).toBe(200);
    // The last sign-in (the e-mailed code signed the account in once already at sign-up).
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login'), eq(auditLog.actorUserId, owner.user.id)))
      .orderBy(auditLog.id);
    expect(entries.at(-1)?.details).toEqual({ method: 'google' });
    // The ticket served once.
    expect(json(await cont(ticket)).errorCode).toBe('GOOGLE_SIGNIN_FAILED');
  });

  it('refuses a disabled account the way the password login does', async () => {
    const owner = await signUp(t, { orgName: 'Disabled Org' });
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, owner.user.id));
    fake.user = { email: owner.email, name: 'Olive', emailVerified: true };
    const { ticket } = await signInAtGoogle();
    const res = await cont(ticket);
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe(4);
  });

  it('takes a new address through the sign-up details to a trial organization, verified, without a code mail', async () => {
    const email = uniqueEmail('google');
    fake.user = { email, name: 'Greta Google', emailVerified: true };
    const before = await counts();
    const { ticket } = await signInAtGoogle();
    const first = await cont(ticket);
    expect(json(first).response).toEqual({ kind: 'signup', email, fullname: 'Greta Google' });
    // Nothing exists until the details are given.
    expect(await counts()).toEqual(before);
    const mails = await mailCount(t);
    const csrfToken = json(await post(t.app, '/api/auth/csrfToken', {})).response.csrfToken;
    const details = { orgName: 'Greta AB', orgOwnerName: 'Greta Google', city: '', state: '', country: 'Sweden', csrfToken };
    const register = (ticketValue: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/google/register',
        payload: details,
        cookies: ticketValue ? { googleTicket: ticketValue } : {},
        remoteAddress: someAddress(),
      });
    const res = await register(ticket);
    expect(res.statusCode).toBe(200);
    const login = json(res).response;
    expect(login).toMatchObject({ email, role: 'owner' });
    expect((await post(t.app, '/api/auth/check', { sessionKey: login.sessionKey })).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.status).toBe('active');
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user?.passwordHash).toBeNull();
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.id, login.organizationId));
    expect(org).toMatchObject({ name: 'Greta AB', country: 'Sweden', ownerUserId: user?.id, detailsComplete: true });
    const [licence] = await t.database.db.select().from(licences).where(eq(licences.organizationId, login.organizationId));
    expect(licence).toMatchObject({ packageName: findPackage('TRIAL').name, validityDays: TRIAL_DAYS });
    expect(await mailCount(t)).toBe(mails);
    // The ticket served once: a second sign-up with it creates nothing.
    const again = await register(ticket);
    expect(json(again).errorCode).toBe('GOOGLE_SIGNIN_FAILED');
    expect(await counts()).toEqual({ users: before.users + 1, orgs: before.orgs + 1 });
  });

  it('sends an account still waiting for its e-mail code to the verify step, like the password login', async () => {
    const owner = await signUp(t, { orgName: 'Not Verified Yet', verify: false });
    fake.user = { email: owner.email, name: 'Olive', emailVerified: true };
    const res = await cont((await signInAtGoogle()).ticket);
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe(1);
  });

  it("joins a collating organization's domain as a collated member waiting for approval, as a password sign-up would", async () => {
    const owner = await signUp(t, { orgName: 'Collating Co' });
    await t.database.db
      .update(organizations)
      .set({ collate: true, domain: 'collating.example', collateRequiresApproval: true })
      .where(eq(organizations.id, owner.organizationId));
    const email = `${uniqueEmail('member').split('@')[0]}@collating.example`;
    fake.user = { email, name: 'Mia Member', emailVerified: true };
    const { ticket } = await signInAtGoogle();
    expect(json(await cont(ticket)).response.kind).toBe('signup');
    const csrfToken = json(await post(t.app, '/api/auth/csrfToken', {})).response.csrfToken;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/register',
      payload: { orgName: 'Ignored', orgOwnerName: 'Mia Member', country: 'Sweden', csrfToken },
      cookies: { googleTicket: ticket as string },
      remoteAddress: someAddress(),
    });
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe(2);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      organizationId: owner.organizationId,
      role: 'content_creator',
      userType: 'collated',
      status: 'pending_approval',
    });
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses a sign-up form with a missing field with a translated 400, keeping the ticket', async () => {
    fake.user = { email: uniqueEmail('fields'), name: '', emailVerified: true };
    const { ticket } = await signInAtGoogle();
    const csrfToken = json(await post(t.app, '/api/auth/csrfToken', {})).response.csrfToken;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/register',
      payload: { orgName: '', orgOwnerName: 'X', country: 'Sweden', csrfToken },
      cookies: { googleTicket: ticket as string },
      headers: { 'accept-language': 'sv' },
      remoteAddress: someAddress(),
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields?.orgName?.code, bad.body).toBe('FIELD_REQUIRED');
    expect(json(bad).fields?.orgName?.message).toMatch(/\S/);
    expect(json(await cont(ticket)).response.kind).toBe('signup');
  });

  describe('refusals: the login page shows "Google sign-in not successful", nothing is created', () => {
    const refused = '/?error=GOOGLE_SIGNIN_FAILED';
    let before: Awaited<ReturnType<typeof counts>>;
    beforeEach(async () => {
      fake.user = { email: uniqueEmail('nobody'), name: 'No Body', emailVerified: true };
      before = await counts();
    });
    const nothingCreated = async () => expect(await counts()).toEqual(before);

    it('wrong state (not the one this browser started)', async () => {
      const flow = await start();
      const other = await start();
      const back = await approve(flow);
      const res = await callback(flow, back, other.stateCookie);
      expect(res).toEqual({ location: refused, ticket: undefined });
      // Without the cookie at all.
      const res2 = await callback(other, await approve(other), '');
      expect(res2.location).toBe(refused);
      await nothingCreated();
    });

    it('replayed state', async () => {
      const flow = await start();
      const back = await approve(flow);
      expect((await callback(flow, back)).ticket).toBeTruthy();
      // The same state again, with a fresh code for it.
      const code = fake.issueCode({
        redirectUri: 'https://signage.test/api/auth/google/callback',
        nonce: flow.authorize.searchParams.get('nonce') ?? '',
        codeChallenge: flow.authorize.searchParams.get('code_challenge') ?? '',
      });
      back.searchParams.set('code', code);
      expect(await callback(flow, back)).toEqual({ location: refused, ticket: undefined });
    });

    it('state older than 10 minutes', async () => {
      const flow = await start();
      const back = await approve(flow);
      t.clock.advance(10 * 60_000 + 1000);
      expect((await callback(flow, back)).location).toBe(refused);
      await nothingCreated();
    });

    const tampered: Array<[string, () => void]> = [
      ['bad nonce', () => (fake.tamper = { nonce: 'not-the-nonce' })],
      ['wrong audience', () => (fake.tamper = { audience: 'someone-else.apps.example' })],
      ['expired token', () => (fake.tamper = { expiresIn: -600 })],
      ['bad signature', () => (fake.tamper = { badSignature: true })],
      ['wrong issuer', () => (fake.tamper = { issuer: 'https://evil.example' })],
      ['unverified e-mail', () => (fake.user.emailVerified = false)],
    ];
    for (const [name, breakIt] of tampered) {
      it(name, async () => {
        breakIt();
        const { location, ticket } = await signInAtGoogle();
        expect(location).toBe(refused);
        expect(ticket).toBeUndefined();
        await nothingCreated();
        const [entry] = await t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, 'auth.login_failed'))
          .orderBy(sql`${auditLog.id} desc`)
          .limit(1);
        expect(entry?.details).toMatchObject({ method: 'google' });
      });
    }

    it('an unverified e-mail of an existing account does not sign it in', async () => {
      const owner = await signUp(t, { orgName: 'Unverified at Google' });
      fake.user = { email: owner.email, name: 'Olive', emailVerified: false };
      expect((await signInAtGoogle()).location).toBe(refused);
    });

    it('the issuer reporting an error (consent refused)', async () => {
      const flow = await start();
      const back = new URL('https://signage.test/api/auth/google/callback');
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', flow.state);
      expect((await callback(flow, back)).location).toBe(refused);
    });

    it('a continue call without a ticket', async () => {
      expect(json(await cont(undefined)).errorCode).toBe('GOOGLE_SIGNIN_FAILED');
      expect(json(await cont('made-up')).errorCode).toBe('GOOGLE_SIGNIN_FAILED');
    });
  });

  it('counts callbacks per address first: the 21st in 15 minutes is refused before anything is checked', async () => {
    const ip = someAddress();
    const flow = await start(ip);
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?state=x&code=y', remoteAddress: ip });
      expect(res.headers.location).toBe('/?error=GOOGLE_SIGNIN_FAILED');
    }
    const res = await callback(flow, await approve(flow));
    expect(res).toEqual({ location: '/?error=RATE_LIMITED', ticket: undefined });
  });
});

describe('Google sign-in not configured', () => {
  it('answers 404 on every route and says it is not offered', async () => {
    const bare = await buildTestApp({ google: null });
    try {
      expect(json(await post(bare.app, '/api/auth/providers', {})).response).toMatchObject({ google: false });
      for (const url of ['/api/auth/google/start', '/api/auth/google/callback?code=a&state=b']) {
        expect((await bare.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      expect((await post(bare.app, '/api/auth/google/continue', {})).statusCode).toBe(404);
      const csrfToken = json(await post(bare.app, '/api/auth/csrfToken', {})).response.csrfToken;
      const reg = await post(bare.app, '/api/auth/google/register', { orgName: 'X', orgOwnerName: 'Y', country: 'Sweden', csrfToken });
      expect(reg.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
