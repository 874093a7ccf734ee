import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, licences, organizations, sessions, users } from '../src/db/schema/index.ts';
import {
  addUser,
  buildTestApp,
  codeFromMail,
  json,
  lastMailTo,
  mailCount,
  post,
  STRONG_PASSWORD,
  signUp,
  type TestApp,
  uniqueEmail,
} from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function csrf() {
  return json(await post(t.app, '/api/auth/csrfToken', {})).response.csrfToken as string;
}

const registration = async (overrides: Record<string, unknown> = {}) => ({
  orgName: 'Harbour School',
  orgOwnerName: 'Hanna Harbour',
  email: uniqueEmail('reg'),
  password: STRONG_PASSWORD,
  city: 'Gothenburg',
  state: '',
  country: 'Sweden',
  csrfToken: await csrf(),
  promoConsent: false,
  referenceCode: '',
  ...overrides,
});

async function counts() {
  const [u, o] = await Promise.all([t.database.db.select().from(users), t.database.db.select().from(organizations)]);
  return { users: u.length, orgs: o.length, mails: await mailCount(t) };
}

describe('registration', () => {
  it('makes the first account the owner of the platform organization with an unlimited licence', async () => {
    const { user, organizationId } = await signUp(t, { orgName: 'Platform' });
    expect(user.role).toBe('owner');
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.id, organizationId));
    expect(org?.parentId).toBeNull();
    expect(org?.ownerUserId).toBe(user.id);
    const [lic] = await t.database.db.select().from(licences).where(eq(licences.organizationId, organizationId));
    expect(lic).toMatchObject({ packageName: 'FULL_ACCESS', numDevices: null, numUsers: null, validityExpiresAt: null });
  });

  it('makes later sign-ups sub-organizations of the platform with a 30-day trial', async () => {
    const { organizationId } = await signUp(t, { orgName: 'Corner Shop' });
    const [root] = await t.database.db.select().from(organizations).where(eq(organizations.name, 'Platform'));
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.id, organizationId));
    expect(org?.parentId).toBe(root?.id);
    const [lic] = await t.database.db.select().from(licences).where(eq(licences.organizationId, organizationId));
    expect(lic).toMatchObject({ packageName: 'TRIAL', numDevices: 2, numUsers: 3, validityDays: 30 });
    const days = ((lic?.validityExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30.01);
  });

  it('mails a 6-digit code in the language of the request and stores only its hash', async () => {
    const body = await registration();
    const res = await post(t.app, '/api/register', body, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(t, body.email);
    expect(mail?.subject).toContain('Votre code de vérification');
    const code = await codeFromMail(t, body.email);
    const rows = await t.database.db.select().from(emailTokens);
    expect(rows.some((r) => r.tokenHash === code)).toBe(false);
  });

  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    ['weak password', { password: 'alllowercase1!' }, 'password', 'PASSWORD_WEAK'],
    ['short password', { password: 'Ab1!' }, 'password', 'PASSWORD_TOO_SHORT'],
    ['common password', { password: 'P@ssw0rd1' }, 'password', 'PASSWORD_COMMON'],
    ['invalid e-mail', { email: 'not-an-email' }, 'email', 'EMAIL_INVALID'],
    ['missing country', { country: '' }, 'country', 'FIELD_REQUIRED'],
    ['empty organization name', { orgName: '   ' }, 'orgName', 'FIELD_REQUIRED'],
    ['unknown field', { role: 'owner' }, 'role', 'FIELD_INVALID'],
  ];
  for (const [name, override, field, code] of bad) {
    it(`refuses a ${name} and changes nothing`, async () => {
      const before = await counts();
      const res = await post(t.app, '/api/register', await registration(override));
      expect(res.statusCode).toBe(400);
      const body = json(res);
      expect(body.errorCode).toBe('VALIDATION_FAILED');
      expect(body.fields[field].code).toBe(code);
      expect(body.fields[field].message).toBeTruthy();
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses a missing csrfToken and a forged one', async () => {
    const before = await counts();
    const { csrfToken: _omit, ...noToken } = await registration();
    const missing = await post(t.app, '/api/register', noToken);
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errorCode).toBe('CSRF_INVALID');
    const forged = await post(t.app, '/api/register', await registration({ csrfToken: 'abc.def.ghi' }));
    expect(forged.statusCode).toBe(400);
    expect(json(forged).errorCode).toBe('CSRF_INVALID');
    expect(await counts()).toEqual(before);
  });

  it('refuses an e-mail already in use (any case) with EMAIL_EXISTS', async () => {
    const { email } = await signUp(t);
    const before = await counts();
    const res = await post(t.app, '/api/register', await registration({ email: email.toUpperCase() }), { 'accept-language': 'es' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ errorCode: 'EMAIL_EXISTS', message: 'Esta dirección de correo electrónico ya está en uso' });
    expect(await counts()).toEqual(before);
  });
});

describe('the first hour: terms once, signed in by the code, what the public pages are told', () => {
  it('/auth/providers tells whether mail goes to the log and whether the next sign-up creates the platform', async () => {
    const fresh = await buildTestApp();
    try {
      const before = json(await post(fresh.app, '/api/auth/providers', {})).response;
      expect(before).toMatchObject({ google: false, mailToLog: true, firstAccount: true });
      await signUp(fresh, { orgName: 'Platform' });
      expect(json(await post(fresh.app, '/api/auth/providers', {})).response.firstAccount).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('terms ticked on the sign-up form are stored with the account and reported by login and /users/me', async () => {
    const body = await registration({ acceptTerms: true });
    expect((await post(t.app, '/api/register', body)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.email as string));
    expect(row?.eula).toBe(true);
    expect(row?.eulaAcceptedAt).toBeInstanceOf(Date);
    const code = await codeFromMail(t, body.email as string);
    const verified = json(await post(t.app, '/api/register/verify', { email: body.email, code })).response;
    expect(verified.session.eula).toBe(true);
    const me = json(await post(t.app, '/api/users/me', { sessionKey: verified.session.sessionKey })).response;
    expect(me.eula).toBe(true);
  });

  it('without acceptTerms (the spec call) the terms are asked later; acceptTerms false is refused and creates nothing', async () => {
    const plain = await registration();
    expect((await post(t.app, '/api/register', plain)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, plain.email as string));
    expect(row?.eula).toBe(false);
    const before = await counts();
    const refused = await post(t.app, '/api/register', await registration({ acceptTerms: false }), { 'accept-language': 'sv' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errorCode).toBe('VALIDATION_FAILED');
    expect(json(refused).fields.acceptTerms.code).toBe('TERMS_REQUIRED');
    expect(json(refused).fields.acceptTerms.message).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it('the right code signs the person in (session and cookie), a wrong one does not', async () => {
    const { email } = await signUp(t, { verify: false });
    const code = await codeFromMail(t, email);
    const wrong = await post(t.app, '/api/register/verify', { email, code: code === '000000' ? '111111' : '000000' });
    expect(json(wrong).response?.session).toBeUndefined();
    const res = await post(t.app, '/api/register/verify', { email, code });
    expect(res.statusCode).toBe(200);
    const { verified, session } = json(res).response;
    expect(verified).toBe(true);
    expect(session).toMatchObject({ sessionKey: expect.any(String), role: 'owner', licenseStatus: expect.any(Number) });
    expect(String(res.headers['set-cookie'])).toContain(`sessionKey=${session.sessionKey}`);
    const me = await post(t.app, '/api/users/me', { sessionKey: session.sessionKey });
    expect(me.statusCode).toBe(200);
    expect(json(me).response.email).toBe(email);
  });
});

describe('verification', () => {
  it('refuses a wrong code, then accepts the right one once', async () => {
    const { email } = await signUp(t, { verify: false });
    const code = await codeFromMail(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post(t.app, '/api/register/verify', { email, code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errorCode).toBe('VERIFICATION_FAILED');
    expect((await post(t.app, '/api/register/verify', { email, code })).statusCode).toBe(200);
    expect((await post(t.app, '/api/register/verify', { email, code })).statusCode).toBe(400);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.status).toBe('active');
  });

  it('kills a code after five wrong tries', async () => {
    const { email } = await signUp(t, { verify: false });
    const code = await codeFromMail(t, email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) await post(t.app, '/api/register/verify', { email, code: wrong });
    const res = await post(t.app, '/api/register/verify', { email, code });
    expect(res.statusCode).toBe(400);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.status).toBe('pending_verification');
  });

  it('refuses an expired code', async () => {
    const { email } = await signUp(t, { verify: false });
    const code = await codeFromMail(t, email);
    t.clock.advance(11 * 60_000);
    try {
      expect((await post(t.app, '/api/register/verify', { email, code })).statusCode).toBe(400);
    } finally {
      t.clock.advance(-11 * 60_000);
    }
  });

  it('resends a fresh code that replaces the old one, with the same answer for unknown e-mails', async () => {
    const { email } = await signUp(t, { verify: false });
    const first = await codeFromMail(t, email);
    const known = await post(t.app, '/api/register/resend', { email });
    const unknown = await post(t.app, '/api/register/resend', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known).response).toEqual(json(unknown).response);
    const second = await codeFromMail(t, email);
    if (first !== second) expect((await post(t.app, '/api/register/verify', { email, code: first })).statusCode).toBe(400);
    expect((await post(t.app, '/api/register/verify', { email, code: second })).statusCode).toBe(200);
  });
});

describe('login', () => {
  it('answers code 0 with the session and user fields, and sets the cookie', async () => {
    const { email, user } = await signUp(t);
    const res = await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = json(res).response;
    expect(body).toMatchObject({
      id: user.id,
      fullname: 'Olive Owner',
      organizationId: user.organizationId,
      role: 'owner',
      eula: false,
      licenseStatus: 0,
    });
    expect(body.sessionKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === 'sessionKey');
    expect(cookie).toMatchObject({ value: body.sessionKey, path: '/', sameSite: 'Lax', secure: true });
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.some((s) => s.keyHash === body.sessionKey)).toBe(false);
  });

  it('answers 401 code 4 for a wrong password and for an unknown e-mail, identically', async () => {
    const { email } = await signUp(t);
    const wrong = await post(t.app, '/api/auth/login', { email, password: 'Wrong-Passw0rd!' });
    const unknown = await post(t.app, '/api/auth/login', { email: uniqueEmail('ghost'), password: 'Wrong-Passw0rd!' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ errorCode: 4, message: 'Please check that your email and password is correct.' });
    }
  });

  it('answers 401 code 1 while the e-mail is not verified (only with the right password)', async () => {
    const { email } = await signUp(t, { verify: false });
    expect(json(await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD })).errorCode).toBe(1);
    expect(json(await post(t.app, '/api/auth/login', { email, password: 'Wrong-Passw0rd!' })).errorCode).toBe(4);
  });

  it('answers 401 code 2 while approval is pending', async () => {
    const { organizationId } = await signUp(t);
    const pending = await addUser(t, organizationId, 'staff', { status: 'pending_approval' });
    const res = await post(t.app, '/api/auth/login', { email: pending.email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe(2);
  });

  it('answers 401 code 3 with a restricted session while sign-up is incomplete, which orgentry completes', async () => {
    const { email, organizationId } = await signUp(t);
    await t.database.db.update(organizations).set({ detailsComplete: false }).where(eq(organizations.id, organizationId));
    const res = await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(401);
    const body = json(res);
    expect(body.errorCode).toBe(3);
    const restricted = body.sessionKey as string;
    // The restricted session opens nothing but the organization-details call.
    expect((await post(t.app, '/api/users/me', { sessionKey: restricted })).statusCode).toBe(403);
    expect(json(await post(t.app, '/api/auth/check', { sessionKey: restricted })).errorCode).toBe(3);
    const bad = await post(t.app, '/api/organizations/orgentry', { sessionKey: restricted, orgName: 'X', country: '' });
    expect(json(bad).fields.country.code).toBe('FIELD_REQUIRED');
    const done = await post(t.app, '/api/organizations/orgentry', {
      sessionKey: restricted,
      orgName: 'Completed Org',
      city: 'Lund',
      state: '',
      country: 'Sweden',
    });
    expect(done.statusCode).toBe(200);
    const full = json(done).response.sessionKey as string;
    expect((await post(t.app, '/api/users/me', { sessionKey: full })).statusCode).toBe(200);
    expect((await post(t.app, '/api/users/me', { sessionKey: restricted })).statusCode).toBe(401);
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.id, organizationId));
    expect(org).toMatchObject({ name: 'Completed Org', country: 'Sweden', detailsComplete: true });
  });

  it('throttles an account after five failures, even with the right password', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 5; i++) await post(t.app, '/api/auth/login', { email, password: 'Wrong-Passw0rd!' });
    const res = await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(json(res).errorCode).toBe('RATE_LIMITED');
  });

  it('refuses an empty password and an empty body field by field', async () => {
    const res = await post(t.app, '/api/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toMatchObject({ email: { code: 'FIELD_REQUIRED' }, password: { code: 'FIELD_REQUIRED' } });
  });
});

describe('approval of a pending user', () => {
  it('lets a pending user in with the mailed code, once', async () => {
    const { organizationId } = await signUp(t);
    const pending = await addUser(t, organizationId, 'staff', { status: 'pending_approval' });
    const code = await t.app.services.emailTokens.issue(pending.user.id, 'approve', { ttlMinutes: 60 * 24 });
    const wrong = await post(t.app, '/api/register/user/approve', { email: pending.email, code: 'nope' });
    expect(json(wrong).errorCode).toBe('APPROVAL_FAILED');
    expect((await post(t.app, '/api/register/user/approve', { email: pending.email, code })).statusCode).toBe(200);
    expect((await post(t.app, '/api/register/user/approve', { email: pending.email, code })).statusCode).toBe(400);
    expect((await post(t.app, '/api/auth/login', { email: pending.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});

describe('per-address limits', () => {
  it('throttles sign-ups from one address after ten an hour', async () => {
    const address = '10.9.8.7';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(t.app, '/api/register', await registration(), {}, address);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('throttles failed logins from one address after twenty in 15 minutes', async () => {
    const address = '10.9.8.6';
    for (let i = 0; i < 20; i++)
      await post(t.app, '/api/auth/login', { email: uniqueEmail('spray'), password: 'Wrong-Passw0rd!' }, {}, address);
    const res = await post(t.app, '/api/auth/login', { email: uniqueEmail('spray'), password: 'Wrong-Passw0rd!' }, {}, address);
    expect(res.statusCode).toBe(429);
  });
});
