import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAML_REFRESH_JOB, SAML_REFRESH_TIMING } from '../src/modules/auth/sso/saml-refresh.ts';
import { auditLog, ssoConnections, users } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, login, mailCount, post, signUp, someAddress, STRONG_PASSWORD, type TestApp } from './helpers.ts';
import { type SamlLogin, type SamlTestIdp, startSamlTestIdp } from './saml-test-idp.ts';

/** SAML 2.0 single sign-on per organization (docs/sso.md) against a real, signing test identity provider on loopback. */
let idp: SamlTestIdp;
let t: TestApp;
const tag = () => randomBytes(3).toString('hex');

beforeAll(async () => {
  idp = await startSamlTestIdp();
  // Tests only: the loopback provider passes the egress rules for addresses organizations choose.
  t = await buildTestApp({ egressAllowLoopback: true });
  await signUp(t, { orgName: 'Platform' });
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

async function org(name: string) {
  const domain = `${name.toLowerCase().replace(/\W/g, '')}-${tag()}.test`;
  const owner = await signUp(t, { orgName: name, email: `olive@${domain}` });
  const session = await login(t, owner.email);
  return { domain, owner, id: owner.organizationId, key: session.sessionKey };
}
const auth = (key: string) => ({ authorization: `SessionKey ${key}` });
const save = (o: { id: number; key: string }, body: unknown) => post(t.app, `/api/organizations/${o.id}/sso/save`, body, auth(o.key));
const settings = (domain: string, extra: Record<string, unknown> = {}) => ({
  protocol: 'saml',
  samlMetadataUrl: idp.metadataUrl,
  domains: [domain],
  defaultRole: 'content_creator',
  roleClaim: 'groups',
  roleMap: [{ value: 'signage-admins', role: 'admin' }],
  ssoOnly: false,
  enabled: true,
  ...extra,
});

/** A browser's round trip: start, the provider's auto-posting form, our ACS (cross-site: no cookie), finish, continue. */
async function samlSignIn(
  email: string,
  as: SamlLogin,
  opts: { stateCookie?: string; tamper?: (form: { SAMLResponse: string; RelayState: string }) => void } = {},
) {
  const ip = someAddress();
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/sso/start?email=${encodeURIComponent(email)}`, remoteAddress: ip });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${idp.url}/sso`);
  const state = start.cookies.find((c) => c.name === 'ssoState')?.value ?? '';
  idp.next = as;
  const html = await (await fetch(authorize)).text();
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
  const field = (name: string) => (new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '').replace(/&amp;/g, '&');
  const form = { SAMLResponse: field('SAMLResponse'), RelayState: field('RelayState') };
  opts.tamper?.(form);
  const acs = await t.app.inject({
    method: 'POST',
    url: new URL(action.replace(/&amp;/g, '&')).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: ip,
  });
  expect(acs.statusCode).toBe(303);
  const location = String(acs.headers.location);
  if (!location.startsWith('/api/auth/sso/saml/finish')) return { location, form, action };
  const finish = await t.app.inject({ method: 'GET', url: location, cookies: { ssoState: opts.stateCookie ?? state }, remoteAddress: ip });
  expect(finish.statusCode).toBe(303);
  const ticket = finish.cookies.find((c) => c.name === 'ssoTicket' && c.value)?.value;
  if (!ticket) return { location: String(finish.headers.location), form, action };
  const cont = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sso/continue',
    payload: {},
    cookies: { ssoTicket: ticket },
    remoteAddress: ip,
  });
  return { location: String(finish.headers.location), form, action, cont };
}

const lastRefusal = async () =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login_failed')).orderBy(desc(auditLog.id)).limit(1))[0]
    ?.details as { reason?: string } | undefined;

describe('SAML single sign-on: settings', () => {
  it('reads the provider’s metadata from its address and serves our SP metadata', async () => {
    const a = await org('Saml Meta');
    const res = await save(a, settings(a.domain));
    expect(res.statusCode).toBe(200);
    const body = json(res).response;
    const base = `https://signage.test/api/auth/sso/saml/${a.id}`;
    expect(body).toMatchObject({
      configured: true,
      protocol: 'saml',
      samlIdpEntityId: idp.entityId,
      samlEntryPoint: `${idp.url}/sso`,
      samlCertCount: 1,
      samlMetadataUrl: idp.metadataUrl,
      samlSpEntityId: `${base}/metadata`,
      samlAcsUrl: `${base}/acs`,
      hasSecret: false,
    });
    const [row] = await t.database.db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, a.id));
    expect(row).toMatchObject({ protocol: 'saml', sealedClientSecret: '', issuer: '' });
    const meta = await t.app.inject({ method: 'GET', url: `/api/auth/sso/saml/${a.id}/metadata` });
    expect(meta.statusCode).toBe(200);
    expect(meta.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(meta.body).toContain(`entityID="${base}/metadata"`);
    expect(meta.body).toContain(`Location="${base}/acs"`);
    expect(meta.body).toContain('WantAssertionsSigned="true"');
    // Pasted metadata works the same; the entity id and address can also be entered by hand with the certificate.
    expect(json(await save(a, settings(a.domain, { samlMetadataUrl: '', samlMetadataXml: idp.metadataXml() }))).response).toMatchObject({
      samlIdpEntityId: idp.entityId,
      samlMetadataUrl: '',
    });
    const manual = await save(
      a,
      settings(a.domain, {
        samlMetadataUrl: '',
        samlEntryPoint: `${idp.url}/sso`,
        samlIdpEntityId: idp.entityId,
        samlIdpCert: idp.certPem,
      }),
    );
    expect(json(manual).response).toMatchObject({ samlEntryPoint: `${idp.url}/sso`, samlCertCount: 1 });
    // Saved again without a certificate: the saved one stays.
    const kept = await save(
      a,
      settings(a.domain, { samlMetadataUrl: '', samlEntryPoint: `${idp.url}/sso`, samlIdpEntityId: idp.entityId }),
    );
    expect(json(kept).response.samlCertCount).toBe(1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.sso_saved'), eq(auditLog.organizationId, a.id)))
      .orderBy(desc(auditLog.id));
    expect(entry?.details).toMatchObject({ protocol: 'saml', issuer: idp.entityId });
  });

  it('refuses metadata that is not an identity provider’s, an unreachable address, a missing or bad certificate', async () => {
    const b = await org('Saml Bad');
    const fieldOf = async (extra: Record<string, unknown>) => json(await save(b, settings(b.domain, extra))).fields;
    expect(await fieldOf({ samlMetadataUrl: '', samlMetadataXml: '<EntityDescriptor entityID="x"/>' })).toMatchObject({
      samlMetadataXml: expect.objectContaining({ code: 'SSO_SAML_METADATA_INVALID' }),
    });
    expect(await fieldOf({ samlMetadataUrl: '', samlMetadataXml: '<<not xml' })).toMatchObject({
      samlMetadataXml: expect.objectContaining({ code: 'SSO_SAML_METADATA_INVALID' }),
    });
    expect(await fieldOf({ samlMetadataUrl: `${idp.url}/nothing-here` })).toMatchObject({
      samlMetadataUrl: expect.objectContaining({ code: 'SSO_SAML_METADATA_UNREACHABLE' }),
    });
    expect(await fieldOf({ samlMetadataUrl: 'http://127.0.0.1:1/metadata' })).toMatchObject({
      samlMetadataUrl: expect.objectContaining({ code: 'SSO_SAML_METADATA_UNREACHABLE' }),
    });
    expect(await fieldOf({ samlMetadataUrl: '', samlEntryPoint: `${idp.url}/sso` })).toMatchObject({
      samlIdpCert: expect.objectContaining({ code: 'SSO_SAML_CERT_INVALID' }),
    });
    expect(await fieldOf({ samlMetadataUrl: '', samlEntryPoint: `${idp.url}/sso`, samlIdpCert: 'not a certificate' })).toMatchObject({
      samlIdpCert: expect.objectContaining({ code: 'SSO_SAML_CERT_INVALID' }),
    });
    expect(await fieldOf({ samlMetadataUrl: '' })).toMatchObject({ samlEntryPoint: expect.objectContaining({ code: 'FIELD_REQUIRED' }) });
    expect((await save(b, settings(b.domain, { samlMetadataUrl: 'ftp://idp.test/m' }))).statusCode).toBe(400);
    expect((await save(b, settings(b.domain, { protocol: 'ldap' }))).statusCode).toBe(400);
    // Our SP metadata exists only for an organization that uses SAML.
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/sso/saml/${b.id}/metadata` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sso/saml/99999999/metadata' })).statusCode).toBe(404);
  });
});

describe('SAML single sign-on: signing in through the provider', () => {
  let a: Awaited<ReturnType<typeof org>>;
  beforeAll(async () => {
    a = await org('Saml Sign In');
    expect((await save(a, settings(a.domain))).statusCode).toBe(200);
  });

  it('sends an AuthnRequest by HTTP-Redirect; a signed assertion creates the person at the first sign-in, reused later', async () => {
    const email = `dana@${a.domain}`;
    const { location, cont } = await samlSignIn(email, { nameId: email, attributes: { displayName: 'Dana Doe' } });
    const request = idp.requests.at(-1);
    expect(request).toMatchObject({
      issuer: `https://signage.test/api/auth/sso/saml/${a.id}/metadata`,
      acs: `https://signage.test/api/auth/sso/saml/${a.id}/acs`,
    });
    expect(location).toBe('/authflow/sso');
    expect(cont?.statusCode).toBe(200);
    const body = json(cont as never).response;
    expect(body).toMatchObject({ email, organizationId: a.id, role: 'content_creator', fullname: 'Dana Doe' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ status: 'active', passwordHash: null });
    const again = await samlSignIn(email, { nameId: email, sign: 'both' });
    expect(json(again.cont as never).response.id).toBe(body.id);
  });

  it('gives the role the attribute maps to; reads the e-mail from a configured attribute', async () => {
    const email = `max@${a.domain}`;
    const { cont } = await samlSignIn(email, { nameId: email, attributes: { groups: ['everyone', 'signage-admins'] } });
    expect(json(cont as never).response.role).toBe('admin');

    const b = await org('Saml Attr');
    expect((await save(b, settings(b.domain, { samlEmailAttribute: 'mail' }))).statusCode).toBe(200);
    const mail = `ida@${b.domain}`;
    const viaAttribute = await samlSignIn(mail, {
      nameId: 'opaque-id-123',
      nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      attributes: { mail },
    });
    expect(json(viaAttribute.cont as never).response.email).toBe(mail);
    // Without the attribute configured, a NameID that is not an e-mail address signs nobody in.
    const c = await samlSignIn(`x@${a.domain}`, { nameId: 'opaque', nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent' });
    expect(c.location).toBe('/?error=SSO_SIGNIN_FAILED');
  });

  it('refuses an unsigned response, a signature by another key, another audience, an expired assertion', async () => {
    const email = `eve@${a.domain}`;
    const cases: Array<[SamlLogin, RegExp]> = [
      [{ nameId: email, sign: 'none' }, /signature/i],
      [{ nameId: email, wrongKey: true }, /signature/i],
      [{ nameId: email, wrongKey: true, sign: 'both' }, /signature/i],
      [{ nameId: email, audience: 'https://elsewhere.test/sp' }, /audience/i],
      [{ nameId: email, validForSeconds: -600, issuedSecondsAgo: 900 }, /expired|NotOnOrAfter|too old|subject confirmation/i],
      // Issued ten minutes ahead of our clock: beyond the bounded skew.
      [{ nameId: email, issuedSecondsAgo: -600, validForSeconds: 900 }, /not yet valid/i],
    ];
    for (const [as, reason] of cases) {
      const res = await samlSignIn(email, as);
      expect(res.location, JSON.stringify(as)).toBe('/?error=SSO_SIGNIN_FAILED');
      expect((await lastRefusal())?.reason).toMatch(reason);
    }
    // A signed assertion changed after signing (another person's address): the digest no longer matches.
    const forged = await samlSignIn(
      email,
      { nameId: email },
      {
        tamper: (form) => {
          const xml = Buffer.from(form.SAMLResponse, 'base64').toString('utf8');
          form.SAMLResponse = Buffer.from(xml.replace(`>${email}<`, `>olive@${a.domain}<`)).toString('base64');
        },
      },
    );
    expect(forged.location).toBe('/?error=SSO_SIGNIN_FAILED');
    expect((await lastRefusal())?.reason).toMatch(/signature/i);
    // A provider clock a minute ahead is within the skew.
    const ahead = await samlSignIn(`dana@${a.domain}`, { nameId: `dana@${a.domain}`, issuedSecondsAgo: -60 });
    expect(ahead.location).toBe('/authflow/sso');
    // A signed response for the right person whose assertion alone is unsigned: signed assertions are required.
    expect((await samlSignIn(email, { nameId: email, sign: 'response' })).location).toBe('/?error=SSO_SIGNIN_FAILED');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('accepts a response once: replayed in another flow, or answering a request never made, it is refused', async () => {
    // An organization of its own: the licence's user limit counts everyone the tests above created.
    const a = await org('Saml Replay');
    expect((await save(a, settings(a.domain))).statusCode).toBe(200);
    const email = `rey@${a.domain}`;
    const first = await samlSignIn(email, { nameId: email });
    expect(first.location, JSON.stringify(await lastRefusal())).toBe('/authflow/sso');
    expect(first.cont?.statusCode).toBe(200);
    // The same signed response posted into a new flow: its InResponseTo was used.
    const replay = await samlSignIn(email, { nameId: email }, { tamper: (form) => (form.SAMLResponse = first.form.SAMLResponse) });
    expect(replay.location).toBe('/?error=SSO_SIGNIN_FAILED');
    expect((await lastRefusal())?.reason).toMatch(/InResponseTo/);
    // The same form again (its RelayState is spent).
    const again = await t.app.inject({
      method: 'POST',
      url: new URL(first.action).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(first.form).toString(),
    });
    expect(again.headers.location).toBe('/?error=SSO_SIGNIN_FAILED');
    const unsolicited = await samlSignIn(email, { nameId: email, inResponseTo: '_never-asked' });
    expect(unsolicited.location).toBe('/?error=SSO_SIGNIN_FAILED');
    // The ACS of another organization does not take this organization's flow.
    const other = await org('Saml Other Acs');
    const crossed = await samlSignIn(email, { nameId: email }, {});
    expect(crossed.cont?.statusCode).toBe(200);
    const wrongAcs = await t.app.inject({
      method: 'POST',
      url: `/api/auth/sso/saml/${other.id}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'SAMLResponse=bm90LXhtbA%3D%3D&RelayState=abc',
    });
    expect(wrongAcs.headers.location).toBe('/?error=SSO_SIGNIN_FAILED');
    // A malformed post goes back to the login page too.
    const garbage = await t.app.inject({ method: 'POST', url: `/api/auth/sso/saml/${a.id}/acs`, payload: { nothing: true } });
    expect(garbage.headers.location).toBe('/?error=SSO_SIGNIN_FAILED');
  });

  it('refuses an e-mail of another organization’s domain, and a browser other than the one that started', async () => {
    const b = await org('Saml Foreign');
    const foreign = await samlSignIn(`x@${a.domain}`, { nameId: `eve@${b.domain}` });
    expect(foreign.location).toBe('/?error=SSO_SIGNIN_FAILED');
    expect((await lastRefusal())?.reason).toBe('domain');
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, `eve@${b.domain}`)),
    ).toHaveLength(0);
    // B's owner exists in B: even at a domain A routes, the account never moves.
    await addUser(t, b.id, 'staff', { email: `bob@${a.domain}` });
    expect((await samlSignIn(`bob@${a.domain}`, { nameId: `bob@${a.domain}` })).location).toBe('/?error=SSO_SIGNIN_FAILED');
    expect((await lastRefusal())?.reason).toBe('other organization');
    const elsewhere = await samlSignIn(`sid@${a.domain}`, { nameId: `sid@${a.domain}` }, { stateCookie: 'another-browser' });
    expect(elsewhere.location).toBe('/?error=SSO_SIGNIN_FAILED');
    expect((await lastRefusal())?.reason).toBe('state');
  });
});

describe('SAML single sign-on: SSO only', () => {
  it('blocks password sign-in and reset for the organization’s people, but not its owner', async () => {
    const a = await org('Saml Only');
    const admin = await addUser(t, a.id, 'admin', { email: `ada@${a.domain}` });
    expect((await save(a, settings(a.domain, { ssoOnly: true }))).statusCode).toBe(200);
    expect(json(await post(t.app, '/api/auth/sso/discover', { email: admin.email })).response).toEqual({ sso: true, ssoOnly: true });
    const refused = await post(t.app, '/api/auth/login', { email: admin.email, password: STRONG_PASSWORD });
    expect(json(refused).errorCode).toBe('SSO_REQUIRED');
    expect((await post(t.app, '/api/auth/login', { email: a.owner.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    const before = await mailCount(t);
    expect((await post(t.app, '/api/auth/requestPasswordReset', { email: admin.email })).statusCode).toBe(200);
    expect(await mailCount(t)).toBe(before);
    const { cont } = await samlSignIn(admin.email, { nameId: admin.email });
    expect(json(cont as never).response).toMatchObject({ id: admin.user.id, role: 'admin' });
  });
});

describe('SAML single sign-on: certificate rollover (the metadata address read again)', () => {
  const bare = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
  const refreshNow = (o: { id: number; key: string }) => post(t.app, `/api/organizations/${o.id}/sso/samlRefresh`, {}, auth(o.key));
  const certsOf = async (id: number) =>
    (await t.database.db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, id)))[0]?.samlIdpCerts;
  /** The daily run, a day and a minute from now: the sweep queues, the job queue runs. */
  const dailyRun = async () => {
    const queued = await t.app.services.samlRefresh.sweep(new Date(t.clock.now().getTime() + SAML_REFRESH_TIMING.everyMs + 60_000));
    await t.app.ctx.jobs.idle(SAML_REFRESH_JOB);
    return queued;
  };

  it('the daily refresh takes the rolled certificate: a response signed with the new key is accepted, the old key refused', async () => {
    const r = await org('Saml Roll');
    const saved = json(await save(r, settings(r.domain))).response;
    expect(saved).toMatchObject({ samlRefreshError: '', samlRefreshedAt: expect.any(String) });
    // Just read when saving: nothing is due today.
    expect(await t.app.services.samlRefresh.sweep()).toBe(0);
    idp.rollCertificate();
    try {
      const email = `rae@${r.domain}`;
      // Before the refresh, the new key's signature is refused.
      expect((await samlSignIn(email, { nameId: email })).location).toBe('/?error=SSO_SIGNIN_FAILED');
      expect((await lastRefusal())?.reason).toMatch(/signature/i);
      expect(await dailyRun()).toBeGreaterThanOrEqual(1);
      expect(await certsOf(r.id)).toEqual([bare(idp.certPem)]);
      const taken = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'organization.sso_saml_refreshed'), eq(auditLog.organizationId, r.id)));
      expect(taken).toHaveLength(1);
      expect(taken[0]).toMatchObject({ actorUserId: null, details: { certs: 1, entryPointChanged: false } });
      const { cont } = await samlSignIn(email, { nameId: email });
      expect(json(cont as never).response).toMatchObject({ email, organizationId: r.id });
      expect((await samlSignIn(email, { nameId: email, wrongKey: true })).location).toBe('/?error=SSO_SIGNIN_FAILED');
      // Tried just now: the next run waits a day; the job ran once and is gone.
      expect(await t.app.services.samlRefresh.sweep()).toBe(0);
      const view = json(await post(t.app, `/api/organizations/${r.id}/sso`, {}, auth(r.key))).response;
      expect(view).toMatchObject({ samlRefreshError: '', samlCertCount: 1 });
      expect(Date.parse(view.samlRefreshedAt)).toBeGreaterThanOrEqual(Date.parse(saved.samlRefreshedAt));
    } finally {
      idp.rollCertificate();
    }
  });

  it('invalid or foreign metadata leaves the old certificate; the failure is logged at warn and shown; Refresh now', async () => {
    const s = await org('Saml Stale');
    const saved = json(await save(s, settings(s.domain))).response;
    const before = await certsOf(s.id);
    const warn = vi.spyOn(t.app.ctx.log, 'warn');
    try {
      for (const [metadata, code] of [
        ['<<not xml', 'SSO_SAML_METADATA_INVALID'],
        [`<EntityDescriptor entityID="${idp.entityId}"/>`, 'SSO_SAML_METADATA_INVALID'],
        [idp.metadataXml().replaceAll(`entityID="${idp.entityId}"`, 'entityID="https://another.test/idp"'), 'SSO_SAML_METADATA_OTHER_IDP'],
      ] as const) {
        idp.metadataOverride = metadata;
        const res = await refreshNow(s);
        expect(res.statusCode).toBe(200);
        expect(json(res).response).toMatchObject({ samlRefreshError: code, samlRefreshedAt: saved.samlRefreshedAt, samlCertCount: 1 });
        expect(await certsOf(s.id)).toEqual(before);
      }
      expect(warn.mock.calls.some(([, message]) => String(message).includes('SAML metadata refresh failed'))).toBe(true);
      expect(
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'organization.sso_saml_refreshed'), eq(auditLog.organizationId, s.id))),
      ).toHaveLength(0);
      // The daily run with broken metadata: the same, and sign-in with the saved certificate still works.
      idp.metadataOverride = '<<not xml';
      await dailyRun();
      expect(await certsOf(s.id)).toEqual(before);
      const email = `sam@${s.domain}`;
      expect((await samlSignIn(email, { nameId: email })).location).toBe('/authflow/sso');
    } finally {
      idp.metadataOverride = null;
      warn.mockRestore();
    }
    const fixed = json(await refreshNow(s)).response;
    expect(fixed).toMatchObject({ samlRefreshError: '', samlCertCount: 1 });
    expect(Date.parse(fixed.samlRefreshedAt)).toBeGreaterThanOrEqual(Date.parse(saved.samlRefreshedAt));

    // Refused: another organization (404), a role without the settings (403), nothing to read (400, a clear field error).
    const other = await org('Saml Other');
    expect((await post(t.app, `/api/organizations/${s.id}/sso/samlRefresh`, {}, auth(other.key))).statusCode).toBe(404);
    const staff = await addUser(t, s.id, 'staff');
    const staffKey = (await login(t, staff.email)).sessionKey;
    expect((await post(t.app, `/api/organizations/${s.id}/sso/samlRefresh`, {}, auth(staffKey))).statusCode).toBe(403);
    const none = await refreshNow(other);
    expect(none.statusCode).toBe(400);
    expect(json(none).fields).toMatchObject({ samlMetadataUrl: expect.objectContaining({ code: 'FIELD_REQUIRED' }) });
    // Pasted metadata has no address to read again.
    await save(s, settings(s.domain, { samlMetadataUrl: '', samlMetadataXml: idp.metadataXml() }));
    expect((await refreshNow(s)).statusCode).toBe(400);
  });
});
