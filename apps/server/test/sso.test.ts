import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ssoConnections, users } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, login, mailCount, post, signUp, someAddress, STRONG_PASSWORD, type TestApp } from './helpers.ts';
import { signInAtProvider, startTestProvider, type TestProvider } from './oidc-test-provider.ts';

/** Single sign-on per organization (docs/sso.md) against a real OpenID Provider (oidc-provider) on loopback. */
let idp: TestProvider;
let t: TestApp;
const tag = () => randomBytes(3).toString('hex');
const REDIRECT = 'https://signage.test/api/auth/sso/callback';

beforeAll(async () => {
  idp = await startTestProvider(REDIRECT);
  // Tests only: the loopback provider passes the egress rules for addresses organizations choose.
  t = await buildTestApp({ egressAllowLoopback: true });
  await signUp(t, { orgName: 'Platform' });
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** An organization whose owner's address is at its own domain, signed in. */
async function org(name: string) {
  const domain = `${name.toLowerCase().replace(/\W/g, '')}-${tag()}.test`;
  const owner = await signUp(t, { orgName: name, email: `olive@${domain}` });
  const session = await login(t, owner.email);
  return { domain, owner, id: owner.organizationId, key: session.sessionKey };
}

const auth = (key: string) => ({ authorization: `SessionKey ${key}` });

function settings(domain: string, extra: Record<string, unknown> = {}) {
  return {
    issuer: idp.url,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    domains: [domain],
    defaultRole: 'content_creator',
    roleClaim: 'groups',
    roleMap: [{ value: 'signage-admins', role: 'admin' }],
    ssoOnly: false,
    enabled: true,
    ...extra,
  };
}

const save = (o: { id: number; key: string }, body: unknown) => post(t.app, `/api/organizations/${o.id}/sso/save`, body, auth(o.key));

/** The whole browser round trip: start, the provider's own login and consent pages, our callback, continue. */
async function ssoSignIn(email: string, account: string, opts: { stateCookie?: (state: string) => string } = {}) {
  const ip = someAddress();
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/sso/start?email=${encodeURIComponent(email)}`, remoteAddress: ip });
  expect(start.statusCode).toBe(302);
  const authorize = String(start.headers.location);
  const state = start.cookies.find((c) => c.name === 'ssoState')?.value ?? '';
  const back = await signInAtProvider(authorize, account);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  const cb = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { ssoState: opts.stateCookie ? opts.stateCookie(state) : state },
    remoteAddress: ip,
  });
  expect(cb.statusCode).toBe(303);
  const ticket = cb.cookies.find((c) => c.name === 'ssoTicket' && c.value)?.value;
  if (!ticket) return { location: String(cb.headers.location), authorize: new URL(authorize) };
  const cont = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sso/continue',
    payload: {},
    cookies: { ssoTicket: ticket },
    remoteAddress: ip,
  });
  return { location: String(cb.headers.location), authorize: new URL(authorize), cont };
}

describe('single sign-on: settings', () => {
  it('saves the provider with the secret sealed, never returned, and audited', async () => {
    const a = await org('Acme');
    const res = await save(a, settings(a.domain));
    expect(res.statusCode).toBe(200);
    const body = json(res).response;
    expect(body).toMatchObject({ configured: true, hasSecret: true, domains: [a.domain], redirectUri: REDIRECT, issuer: idp.url });
    expect(JSON.stringify(body)).not.toContain(idp.clientSecret);
    const [row] = await t.database.db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, a.id));
    expect(row?.sealedClientSecret).toMatch(/^v1\./);
    expect(row?.sealedClientSecret).not.toContain(idp.clientSecret);
    // Saving again without a secret keeps the sealed one.
    expect((await save(a, { ...settings(a.domain), clientSecret: '' })).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.sso_saved'), eq(auditLog.organizationId, a.id)))
      .orderBy(desc(auditLog.id));
    expect(entry?.details).toMatchObject({ domains: [a.domain], secretChanged: false });
    expect(json(await post(t.app, '/api/auth/sso/discover', { email: `x@${a.domain}` })).response).toEqual({ sso: true, ssoOnly: false });
    expect(json(await post(t.app, '/api/auth/sso/discover', { email: a.domain.toUpperCase() })).response).toEqual({
      sso: true,
      ssoOnly: false,
    });
    expect(json(await post(t.app, '/api/auth/sso/discover', { email: 'x@elsewhere.test' })).response).toEqual({
      sso: false,
      ssoOnly: false,
    });
  });

  it('refuses a domain another organization has, a public or foreign domain, a bad or unreachable issuer', async () => {
    const a = await org('Domains A');
    const b = await org('Domains B');
    expect((await save(a, settings(a.domain))).statusCode).toBe(200);
    // B's owner cannot claim A's domain (it is not theirs) nor take it over.
    const foreign = await save(b, settings(a.domain));
    expect(json(foreign).fields).toMatchObject({ domains: expect.objectContaining({ code: 'SSO_DOMAIN_NOT_OURS' }) });
    // A colleague at A's domain in B: the domain is B's to use, but A holds it already.
    await addUser(t, b.id, 'staff', { email: `sam@${a.domain}` });
    const taken = await save(b, settings(a.domain));
    expect(taken.statusCode).toBe(409);
    expect(JSON.stringify(json(taken))).toContain('Another organization already signs in with single sign-on for this e-mail domain.');
    expect(json(await save(b, settings('gmail.com'))).fields).toMatchObject({
      domains: expect.objectContaining({ code: 'SSO_DOMAIN_NOT_OURS' }),
    });
    expect((await save(b, settings('not a domain'))).statusCode).toBe(400);
    const unreachable = await save(b, { ...settings(b.domain), issuer: 'http://127.0.0.1:1' });
    expect(json(unreachable).fields).toMatchObject({ issuer: expect.objectContaining({ code: 'SSO_ISSUER_UNREACHABLE' }) });
    expect((await save(b, { ...settings(b.domain), issuer: 'ftp://idp.test' })).statusCode).toBe(400);
    expect((await save(b, { ...settings(b.domain), defaultRole: 'owner' })).statusCode).toBe(400);
    expect((await save(b, { ...settings(b.domain), roleMap: [{ value: 'x', role: 'owner' }] })).statusCode).toBe(400);
    // Outside tests the issuer must be https (the client secret and codes travel to it).
    const config = t.app.ctx.config as { egressAllowLoopback: boolean };
    config.egressAllowLoopback = false;
    try {
      const plain = await save(b, settings(b.domain));
      expect(json(plain).fields).toMatchObject({ issuer: expect.objectContaining({ code: 'SSO_ISSUER_INVALID' }) });
    } finally {
      config.egressAllowLoopback = true;
    }
  });

  it('another organization’s settings are 404; a staff member is 403; removal frees the domain', async () => {
    const a = await org('Isolation A');
    const b = await org('Isolation B');
    expect((await save(a, settings(a.domain))).statusCode).toBe(200);
    expect((await post(t.app, `/api/organizations/${a.id}/sso`, {}, auth(b.key))).statusCode).toBe(404);
    expect((await save({ id: a.id, key: b.key }, settings(b.domain))).statusCode).toBe(404);
    expect((await post(t.app, `/api/organizations/${a.id}/sso/remove`, {}, auth(b.key))).statusCode).toBe(404);
    const staff = await addUser(t, a.id, 'staff', { email: `stan@${a.domain}` });
    const staffKey = (await login(t, staff.email)).sessionKey;
    expect((await post(t.app, `/api/organizations/${a.id}/sso`, {}, auth(staffKey))).statusCode).toBe(403);
    const removed = await post(t.app, `/api/organizations/${a.id}/sso/remove`, {}, auth(a.key));
    expect(json(removed).response).toEqual({ removed: true });
    expect(json(await post(t.app, `/api/organizations/${a.id}/sso`, {}, auth(a.key))).response).toMatchObject({ configured: false });
    expect(json(await post(t.app, '/api/auth/sso/discover', { email: `x@${a.domain}` })).response).toEqual({ sso: false, ssoOnly: false });
  });
});

describe('single sign-on: signing in through the provider', () => {
  let a: Awaited<ReturnType<typeof org>>;
  beforeAll(async () => {
    a = await org('Sign In');
    expect((await save(a, settings(a.domain))).statusCode).toBe(200);
  });

  it('sends the browser to the provider with state, nonce and PKCE; the first sign-in creates the person with the default role', async () => {
    const email = `dana@${a.domain}`;
    idp.accounts.set('dana', { email, name: 'Dana Doe' });
    const { location, authorize, cont } = await ssoSignIn(email, 'dana');
    const q = authorize.searchParams;
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('nonce')?.length).toBeGreaterThanOrEqual(40);
    expect(q.get('redirect_uri')).toBe(REDIRECT);
    expect(q.get('login_hint')).toBe(email);
    expect(location).toBe('/authflow/sso');
    expect(cont?.statusCode).toBe(200);
    const body = json(cont as never).response;
    expect(body).toMatchObject({ email, organizationId: a.id, role: 'content_creator', fullname: 'Dana Doe' });
    expect((await post(t.app, '/api/auth/check', { sessionKey: body.sessionKey })).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ status: 'active', passwordHash: null, role: 'content_creator' });
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorUserId, user?.id ?? 0))
    ).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user.sso_created', 'auth.login']));

    // A second sign-in reuses the account.
    const again = await ssoSignIn(email, 'dana');
    expect(json(again.cont as never).response.id).toBe(body.id);
    expect((await t.database.db.select().from(users).where(eq(users.email, email))).length).toBe(1);
  });

  it('gives the role the claim maps to (the highest of several), never above admin', async () => {
    const email = `max@${a.domain}`;
    idp.accounts.set('max', { email, groups: ['everyone', 'signage-admins'] });
    const { cont } = await ssoSignIn(email, 'max');
    expect(json(cont as never).response.role).toBe('admin');
  });

  it('refuses an address outside the organization’s domains, an unverified address, and a foreign state', async () => {
    const b = await org('Other');
    idp.accounts.set('eve', { email: `eve@${b.domain}` });
    const foreign = await ssoSignIn(`eve@${a.domain}`, 'eve');
    expect(foreign.location).toBe('/?error=SSO_SIGNIN_FAILED');
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, `eve@${b.domain}`)),
    ).toHaveLength(0);

    idp.accounts.set('una', { email: `una@${a.domain}`, emailVerified: false });
    expect((await ssoSignIn(`una@${a.domain}`, 'una')).location).toBe('/?error=SSO_SIGNIN_FAILED');

    idp.accounts.set('sid', { email: `sid@${a.domain}` });
    const mismatch = await ssoSignIn(`sid@${a.domain}`, 'sid', { stateCookie: () => 'another-browser' });
    expect(mismatch.location).toBe('/?error=SSO_SIGNIN_FAILED');
    const [refusal] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login_failed'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(refusal?.details).toMatchObject({ method: 'sso', reason: 'state' });
    // A used ticket or none signs nobody in.
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/sso/continue', payload: {} });
    expect(json(none).errorCode).toBe('SSO_SIGNIN_FAILED');
  });

  it('refuses the code of one flow with the state of another (its nonce and PKCE verifier do not match)', async () => {
    idp.accounts.set('nia', { email: `nia@${a.domain}` });
    const ip = someAddress();
    const startOf = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/sso/start?email=nia@${a.domain}`, remoteAddress: ip });
      return { url: String(res.headers.location), state: res.cookies.find((c) => c.name === 'ssoState')?.value ?? '' };
    };
    const first = await startOf();
    const second = await startOf();
    const back = await signInAtProvider(first.url, 'nia');
    back.searchParams.set('state', second.state);
    const cb = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { ssoState: second.state },
      remoteAddress: ip,
    });
    expect(cb.headers.location).toBe('/?error=SSO_SIGNIN_FAILED');
  });

  it('an address with no single sign-on goes back to the login page with the reason', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sso/start?email=x@nowhere.test' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?error=SSO_NOT_CONFIGURED');
  });
});

describe('single sign-on: SSO only', () => {
  it('blocks password sign-in and reset for the organization’s people, but not its owner', async () => {
    const a = await org('Only');
    const admin = await addUser(t, a.id, 'admin', { email: `ada@${a.domain}` });
    expect((await save(a, settings(a.domain, { ssoOnly: true }))).statusCode).toBe(200);
    expect(json(await post(t.app, '/api/auth/sso/discover', { email: admin.email })).response).toEqual({ sso: true, ssoOnly: true });
    const refused = await post(t.app, '/api/auth/login', { email: admin.email, password: STRONG_PASSWORD });
    expect(refused.statusCode).toBe(401);
    expect(json(refused).errorCode).toBe('SSO_REQUIRED');
    // A wrong password still answers as any wrong password.
    expect(json(await post(t.app, '/api/auth/login', { email: admin.email, password: 'Wrong-Passw0rd!' })).errorCode).toBe(4);
    // The owner keeps the break-glass password.
    expect((await post(t.app, '/api/auth/login', { email: a.owner.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    const before = await mailCount(t);
    expect((await post(t.app, '/api/auth/requestPasswordReset', { email: admin.email })).statusCode).toBe(200);
    expect(await mailCount(t)).toBe(before);
    // Through the provider the administrator signs in.
    idp.accounts.set('ada', { email: admin.email });
    const { cont } = await ssoSignIn(admin.email, 'ada');
    expect(json(cont as never).response).toMatchObject({ id: admin.user.id, role: 'admin' });
  });
});
