import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@signage/shared';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.ts';
import { auditLog, sessions, userPasskeys, userTotp, users } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, login, post, STRONG_PASSWORD, type TestApp } from './helpers.ts';
import { call, createSub, makeReseller, signedUpOrg } from './org-fixtures.ts';

/**
 * The second factor (docs/security.md "Second factor"): no session before it, codes used once, wrong
 * codes limited like passwords (also in parallel), the organization's rule inherited and never loosened,
 * an admin's reset within the user-management rules.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: true });
  t.clock.freeze();
});
afterAll(async () => {
  await t?.close();
});

const STEP_MS = 30_000;
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

/** Signs in with the password and adds an authenticator app through the account's Security section. */
async function withTotp(email: string) {
  const { sessionKey } = await login(t, email);
  const start = await call(t, 'POST', '/api/users/me/security/totp/start', sessionKey, {});
  expect(start.statusCode).toBe(200);
  const { secret, otpauthUrl } = json(start).response as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  const confirm = await call(t, 'POST', '/api/users/me/security/totp/confirm', sessionKey, { code: await codeAt(secret) });
  expect(confirm.statusCode).toBe(200);
  const recoveryCodes = json(confirm).response.recoveryCodes as string[];
  expect(recoveryCodes).toHaveLength(10);
  // The enrolment used this time step's code: the next sign-in waits for the next one.
  t.clock.advance(STEP_MS);
  return { secret, recoveryCodes, sessionKey };
}

/** The password step of a user with a factor: 401 and a challenge, never a session. */
async function passwordStep(email: string, expected = 'SECOND_FACTOR_REQUIRED') {
  const res = await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD });
  expect(res.statusCode).toBe(401);
  expect(json(res).errorCode).toBe(expected);
  expect(res.headers['set-cookie']).toBeUndefined();
  return json(res) as { challenge: string; methods: string[] };
}

const verify = (body: Record<string, unknown>, address?: string) => post(t.app, '/api/auth/secondFactor/verify', body, {}, address);

describe('sign-in with an authenticator app', () => {
  it('opens no session before the second factor, and one after the right code', async () => {
    const { email, user } = await addUserIn();
    const { secret } = await withTotp(email);
    const sessionsBefore = (await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length;
    const step = await passwordStep(email);
    expect(step.methods).toEqual(['totp', 'recovery']);
    // The challenge is not a session key, and no session row was written.
    expect((await post(t.app, '/api/users/me', { sessionKey: step.challenge })).statusCode).toBe(401);
    expect((await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(sessionsBefore);

    const ok = await verify({ challenge: step.challenge, method: 'totp', code: await codeAt(secret) });
    expect(ok.statusCode).toBe(200);
    const session = json(ok).response as { sessionKey: string; id: number };
    expect(session.id).toBe(user.id);
    expect((await post(t.app, '/api/users/me', { sessionKey: session.sessionKey })).statusCode).toBe(200);
    // The step served once.
    expect((await verify({ challenge: step.challenge, method: 'totp', code: await codeAt(secret) })).statusCode).toBe(401);
  });

  it('refuses a wrong code and a replayed one', async () => {
    const { email } = await addUserIn();
    const { secret } = await withTotp(email);
    const code = await codeAt(secret);
    const wrong = await verify({
      challenge: (await passwordStep(email)).challenge,
      method: 'totp',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).errorCode).toBe('SECOND_FACTOR_INVALID');
    expect((await verify({ challenge: (await passwordStep(email)).challenge, method: 'totp', code })).statusCode).toBe(200);
    // The same code (same time step) again: refused, though it is right.
    const replay = await verify({ challenge: (await passwordStep(email)).challenge, method: 'totp', code });
    expect(json(replay).errorCode).toBe('SECOND_FACTOR_INVALID');
    t.clock.advance(STEP_MS);
    expect(
      (await verify({ challenge: (await passwordStep(email)).challenge, method: 'totp', code: await codeAt(secret) })).statusCode,
    ).toBe(200);
  });

  it('accepts one right code once when it is sent on ten steps at once', async () => {
    const { email } = await addUserIn();
    const { secret } = await withTotp(email);
    const challenges: string[] = [];
    for (let i = 0; i < 10; i++) challenges.push((await passwordStep(email)).challenge);
    const code = await codeAt(secret);
    const answers = await Promise.all(challenges.map((challenge) => verify({ challenge, method: 'totp', code })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });

  it('tries exactly five wrong codes of 50 sent at once from 50 addresses; then the right one waits too', async () => {
    const { email, user } = await addUserIn();
    const { secret } = await withTotp(email);
    const { challenge } = await passwordStep(email);
    const others: string[] = [];
    for (let i = 0; i < 10; i++) others.push((await passwordStep(email)).challenge);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => verify({ challenge: others[i % 10], method: 'totp', code: String(100000 + i) })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    const failures = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.second_factor_failed'));
    expect(failures.filter((f) => f.objectId === String(user.id))).toHaveLength(5);
    expect((await verify({ challenge, method: 'totp', code: await codeAt(secret) })).statusCode).toBe(429);
  });

  it('kills a step after five wrong codes', async () => {
    const { email, user } = await addUserIn();
    const { secret } = await withTotp(email);
    const { challenge } = await passwordStep(email);
    // Each from its own address, with the per-user limit's window moved on between them.
    for (let i = 0; i < 5; i++) {
      expect((await verify({ challenge, method: 'totp', code: '12345x' })).statusCode).toBe(401);
    }
    t.clock.advance(16 * 60_000);
    const late = await verify({ challenge, method: 'totp', code: await codeAt(secret) });
    expect(json(late).errorCode).toBe('SECOND_FACTOR_EXPIRED');
    expect(user.id).toBeGreaterThan(0);
  });

  it('takes each recovery code once', async () => {
    const { email } = await addUserIn();
    const { recoveryCodes } = await withTotp(email);
    const [first] = recoveryCodes as [string];
    const ok = await verify({ challenge: (await passwordStep(email)).challenge, method: 'recovery', code: first.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    const again = await verify({ challenge: (await passwordStep(email)).challenge, method: 'recovery', code: first });
    expect(json(again).errorCode).toBe('SECOND_FACTOR_INVALID');
    const security = json(await call(t, 'POST', '/api/users/me/security', json(ok).response.sessionKey, {})).response;
    expect(security).toMatchObject({ totp: true, recoveryCodesLeft: 9, passkeys: [], required: false });
    const used = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.recovery_code_used'));
    expect(used.length).toBeGreaterThanOrEqual(1);
  });

  it('asks a Google sign-in for the second factor too', async () => {
    const { email, user } = await addUserIn();
    await withTotp(email);
    const error = await t.app.services.auth
      .signInVerified(user, { ip: '127.0.0.9', userAgent: '', locale: 'en' }, 'google')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errorCode).toBe('SECOND_FACTOR_REQUIRED');
  });

  it('keeps the login result codes of users without a second factor', async () => {
    const { email } = await addUserIn();
    const res = await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    const wrong = await post(t.app, '/api/auth/login', { email, password: 'Wrong-Passw0rd!' });
    expect(json(wrong).errorCode).toBe(4);
  });
});

describe("the organization's rule", () => {
  it('is inherited, cannot be loosened below the parent, and sends covered users to enrolment', async () => {
    const parent = await signedUpOrg(t, 'Parent');
    await makeReseller(t, parent.organizationId);
    const sub = await createSub(t, parent, 'Child');
    expect(
      json(
        await call(t, 'POST', '/api/organizations/secondFactor/update', parent.key, {
          organizationId: parent.organizationId,
          rule: 'admins',
        }),
      ).response,
    ).toMatchObject({ rule: 'admins' });
    const loosen = await call(t, 'POST', '/api/organizations/secondFactor/update', sub.key, { rule: 'none' });
    expect(loosen.statusCode).toBe(400);
    expect(json(loosen).errorCode).toBe('SECOND_FACTOR_RULE_TOO_LOOSE');
    expect(json(await call(t, 'POST', '/api/organizations/secondFactor', sub.key, {})).response).toMatchObject({
      rule: 'admins',
      inherited: 'admins',
    });
    const changed = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'organization.second_factor_rule'));
    expect(changed.some((r) => r.organizationId === parent.organizationId)).toBe(true);

    // The child's owner is covered: the password leads to enrolment only.
    const step = await passwordStep(sub.email, 'SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect((await verify({ challenge: step.challenge, method: 'totp', code: '123456' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/users/me', { sessionKey: step.challenge })).statusCode).toBe(401);
    const start = json(await post(t.app, '/api/auth/secondFactor/enrol/start', { challenge: step.challenge })).response;
    const done = await post(t.app, '/api/auth/secondFactor/enrol/confirm', { challenge: step.challenge, code: await codeAt(start.secret) });
    expect(done.statusCode).toBe(200);
    expect(json(done).response.recoveryCodes).toHaveLength(10);
    const childKey = json(done).response.sessionKey as string;
    // Covered: the last factor stays.
    const remove = await call(t, 'POST', '/api/users/me/security/totp/remove', childKey, {});
    expect(json(remove).errorCode).toBe('SECOND_FACTOR_KEPT_BY_RULE');

    // A staff user of the child is not covered by 'admins'.
    const staff = await addUser(t, sub.organizationId, 'staff');
    expect((await post(t.app, '/api/auth/login', { email: staff.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    // The child may be stricter than the parent.
    expect((await call(t, 'POST', '/api/organizations/secondFactor/update', childKey, { rule: 'everyone' })).statusCode).toBe(200);
    await passwordStep(staff.email, 'SECOND_FACTOR_ENROLMENT_REQUIRED');

    // A reset: by the managing parent, yes; by another organization, 404; by a staff user, 403.
    const stranger = await signedUpOrg(t, 'Stranger');
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, sub.email));
    const ownerId = owner?.id as number;
    expect((await t.database.db.select().from(userTotp).where(eq(userTotp.userId, ownerId))).length).toBe(1);
    expect((await call(t, 'POST', '/api/users/secondFactor/reset', stranger.key, { userId: ownerId })).statusCode).toBe(404);
    const staffKey = await staffSession(staff.email);
    expect((await call(t, 'POST', '/api/users/secondFactor/reset', staffKey, { userId: ownerId })).statusCode).toBe(403);
    const reset = await call(t, 'POST', '/api/users/secondFactor/reset', parent.key, { userId: ownerId });
    expect(reset.statusCode).toBe(200);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.second_factor_reset'));
    expect(entries.some((e) => e.objectId === String(ownerId))).toBe(true);
    // Reset: covered and without a factor, the owner is sent to enrolment again.
    await passwordStep(sub.email, 'SECOND_FACTOR_ENROLMENT_REQUIRED');
  });
});

describe('removing a factor needs a fresh proof', () => {
  const remove = (key: string, body: Record<string, unknown>) => call(t, 'POST', '/api/users/me/security/totp/remove', key, body);
  const hasApp = async (userId: number) => (await t.database.db.select().from(userTotp).where(eq(userTotp.userId, userId))).length === 1;

  it('turning the app off takes a current code from it; the session or the password alone change nothing', async () => {
    const { email, user } = await addUserIn();
    const { secret, sessionKey } = await withTotp(email);
    for (const [body, code] of [
      [{}, 'SECOND_FACTOR_INVALID'],
      [{ password: STRONG_PASSWORD }, 'SECOND_FACTOR_INVALID'],
      [{ code: '000000' === (await codeAt(secret)) ? '111111' : '000000' }, 'SECOND_FACTOR_INVALID'],
    ] as const) {
      const res = await remove(sessionKey, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errorCode).toBe(code);
      expect(json(res).fields?.code?.code).toBe(code);
    }
    // A translated message, in the caller's language.
    const es = await call(t, 'POST', '/api/users/me/security/totp/remove', sessionKey, {}, { 'accept-language': 'es' });
    expect(json(es).message).toBe(ERROR_MESSAGES.SECOND_FACTOR_INVALID.es);
    expect(await hasApp(user.id)).toBe(true);
    expect(
      (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.totp_removed'))).filter(
        (e) => e.objectId === String(user.id),
      ),
    ).toHaveLength(0);
    const ok = await remove(sessionKey, { code: await codeAt(secret) });
    expect(ok.statusCode).toBe(200);
    expect(await hasApp(user.id)).toBe(false);
  });

  it('a passkey goes with the password when there is no app; a wrong password changes nothing', async () => {
    const { email, user } = await addUserIn();
    const { sessionKey } = await login(t, email);
    const [key] = await t.database.db
      .insert(userPasskeys)
      .values({
        userId: user.id,
        credentialId: `cred-${user.id}`,
        publicKey: 'pk',
        counter: 0,
        transports: [],
        name: 'Laptop',
        createdAt: t.clock.now(),
      })
      .returning();
    const id = key?.id as number;
    const passkeyRemove = (body: Record<string, unknown>) =>
      call(t, 'POST', '/api/users/me/security/passkeys/remove', sessionKey, { id, ...body });
    for (const body of [{}, { password: 'not the password' }, { code: '123456' }]) {
      const res = await passkeyRemove(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errorCode).toBe('PASSWORD_INCORRECT');
    }
    expect(await t.database.db.select().from(userPasskeys).where(eq(userPasskeys.id, id))).toHaveLength(1);
    expect((await passkeyRemove({ password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect(await t.database.db.select().from(userPasskeys).where(eq(userPasskeys.id, id))).toHaveLength(0);
    // Someone else's passkey stays 404 before any proof is asked.
    expect((await passkeyRemove({ password: STRONG_PASSWORD })).statusCode).toBe(404);
  });

  it('an account without a password (Google) and without an app is told how to get one', async () => {
    const { email, user } = await addUserIn();
    const { sessionKey } = await login(t, email);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const [key] = await t.database.db
      .insert(userPasskeys)
      .values({
        userId: user.id,
        credentialId: `cred-g-${user.id}`,
        publicKey: 'pk',
        counter: 0,
        transports: [],
        name: 'Phone',
        createdAt: t.clock.now(),
      })
      .returning();
    const res = await call(t, 'POST', '/api/users/me/security/passkeys/remove', sessionKey, { id: key?.id, password: 'anything' });
    expect(json(res).errorCode).toBe('SECOND_FACTOR_PASSWORD_NEEDED');
    expect(await t.database.db.select().from(userPasskeys).where(eq(userPasskeys.userId, user.id))).toHaveLength(1);
  });
});

describe('new recovery codes need the same fresh proof', () => {
  const regenerate = (key: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    call(t, 'POST', '/api/users/me/security/recoveryCodes', key, body, headers);
  const minted = async (userId: number) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.recovery_codes_regenerated'))).filter(
      (e) => e.objectId === String(userId),
    );

  it('a stolen session alone mints nothing; wrong proofs count toward the per-user limit; a current code does', async () => {
    const { email, user } = await addUserIn();
    const { secret, sessionKey, recoveryCodes } = await withTotp(email);
    const wrong = '000000' === (await codeAt(secret)) ? '111111' : '000000';
    for (const body of [{}, { password: STRONG_PASSWORD }, { code: wrong }]) {
      const res = await regenerate(sessionKey, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errorCode).toBe('SECOND_FACTOR_INVALID');
      expect(json(res).response).toBeUndefined();
    }
    const es = await regenerate(sessionKey, { code: wrong }, { 'accept-language': 'es' });
    expect(json(es).message).toBe(ERROR_MESSAGES.SECOND_FACTOR_INVALID.es);
    expect(await minted(user.id)).toHaveLength(0);
    // The fifth wrong proof used up the per-user limit: even the right code now waits.
    await regenerate(sessionKey, { code: wrong });
    expect((await regenerate(sessionKey, { code: await codeAt(secret) })).statusCode).toBe(429);
    // The limit is shared with the sign-in step: a right code there waits as well.
    const { challenge } = await passwordStep(email);
    expect((await verify({ challenge, method: 'totp', code: await codeAt(secret) })).statusCode).toBe(429);
    expect(await minted(user.id)).toHaveLength(0);
    // The old codes still work (nothing changed).
    t.clock.advance(16 * 60_000);
    const [first, second] = recoveryCodes as [string, string];
    const used = await verify({ challenge: (await passwordStep(email)).challenge, method: 'recovery', code: first });
    expect(used.statusCode).toBe(200);

    const ok = await regenerate(sessionKey, { code: await codeAt(secret) });
    expect(ok.statusCode).toBe(200);
    const fresh = json(ok).response.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(await minted(user.id)).toHaveLength(1);
    // The same code does not prove twice; the old codes stopped working.
    expect(json(await regenerate(sessionKey, { code: await codeAt(secret) })).errorCode).toBe('SECOND_FACTOR_INVALID');
    const old = await verify({ challenge: (await passwordStep(email)).challenge, method: 'recovery', code: second });
    expect(old.statusCode).toBe(401);
  });

  it('with passkeys and no app, the password; a wrong one changes nothing', async () => {
    const { email, user } = await addUserIn();
    const { sessionKey } = await login(t, email);
    await t.database.db.insert(userPasskeys).values({
      userId: user.id,
      credentialId: `cred-r-${user.id}`,
      publicKey: 'pk',
      counter: 0,
      transports: [],
      name: 'Laptop',
      createdAt: t.clock.now(),
    });
    for (const body of [{}, { password: 'not the password' }, { code: '123456' }]) {
      const res = await regenerate(sessionKey, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errorCode).toBe('PASSWORD_INCORRECT');
    }
    expect(await minted(user.id)).toHaveLength(0);
    expect((await regenerate(sessionKey, { password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect(await minted(user.id)).toHaveLength(1);
    // Without a password (Google) and without an app: told how to get one.
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const google = await regenerate(sessionKey, { password: STRONG_PASSWORD });
    expect(json(google).errorCode).toBe('SECOND_FACTOR_PASSWORD_NEEDED');
    expect(await minted(user.id)).toHaveLength(1);
  });
});

describe('an admin resets factors of others in their organization', () => {
  it('another admin’s: yes; the owner’s: 403 and nothing changed', async () => {
    const org = await signedUpOrg(t, 'Resets');
    const admin = await addUser(t, org.organizationId, 'admin');
    const other = await addUser(t, org.organizationId, 'admin');
    await withTotp(other.email);
    await withTotp(org.email);
    const adminKey = (await login(t, admin.email)).sessionKey;
    expect((await call(t, 'POST', '/api/users/secondFactor/reset', adminKey, { userId: other.user.id })).statusCode).toBe(200);
    expect(await t.database.db.select().from(userTotp).where(eq(userTotp.userId, other.user.id))).toHaveLength(0);
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, org.email));
    const refused = await call(t, 'POST', '/api/users/secondFactor/reset', adminKey, { userId: owner?.id });
    expect(refused.statusCode).toBe(403);
    expect(
      await t.database.db
        .select()
        .from(userTotp)
        .where(eq(userTotp.userId, owner?.id as number)),
    ).toHaveLength(1);
  });
});

let orgForUsers = 0;
/** A fresh active staff user (its own limits), in one organization without a rule. */
async function addUserIn() {
  if (!orgForUsers) orgForUsers = (await signedUpOrg(t, 'Plain')).organizationId;
  return addUser(t, orgForUsers, 'staff');
}

/** The staff user enrols (the child's rule is 'everyone') and signs in. */
async function staffSession(email: string) {
  const step = await passwordStep(email, 'SECOND_FACTOR_ENROLMENT_REQUIRED');
  const start = json(await post(t.app, '/api/auth/secondFactor/enrol/start', { challenge: step.challenge })).response;
  const done = await post(t.app, '/api/auth/secondFactor/enrol/confirm', { challenge: step.challenge, code: await codeAt(start.secret) });
  return json(done).response.sessionKey as string;
}
