import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { buildTestApp, json, lastMailTo, login, post, STRONG_PASSWORD, signUp, type TestApp, uniqueEmail } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('own account', () => {
  it('returns the signed-in user without secrets', async () => {
    const { email, user } = await signUp(t, { orgName: 'Account Org' });
    const { sessionKey } = await login(t, email);
    const res = await post(t.app, '/api/users/me', { sessionKey });
    const me = json(res).response;
    expect(me).toMatchObject({ id: user.id, email, role: 'owner', organizationName: 'Account Org', pendingEmail: null });
    expect(JSON.stringify(me)).not.toMatch(/passwordHash|keyHash|\$argon2/);
  });

  it('sets the name, and refuses an empty one without changing it', async () => {
    const { email, user } = await signUp(t);
    const { sessionKey } = await login(t, email);
    const empty = await post(t.app, '/api/users/setName', { sessionKey, name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).fields.name.code).toBe('FIELD_REQUIRED');
    expect((await userRow(user.id))?.fullname).toBe('Olive Owner');
    expect((await post(t.app, '/api/users/setName', { sessionKey, name: 'Olivia Owner' })).statusCode).toBe(200);
    expect((await userRow(user.id))?.fullname).toBe('Olivia Owner');
  });

  it('persists a supported locale and refuses others', async () => {
    const { email, user } = await signUp(t);
    const { sessionKey } = await login(t, email);
    expect((await post(t.app, '/api/users/update/locale', { sessionKey, locale: 'de' })).statusCode).toBe(400);
    expect((await post(t.app, '/api/users/update/locale', { sessionKey, locale: 'sv' })).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ locale: 'sv', localeSet: true });
    const again = json(await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD })).response;
    expect(again).toMatchObject({ locale: 'sv', localeSet: true });
  });

  it('records EULA acceptance', async () => {
    const { email, user } = await signUp(t);
    const { sessionKey } = await login(t, email);
    expect((await post(t.app, '/api/users/update/eula', { sessionKey, eula: 'yes' })).statusCode).toBe(400);
    expect((await post(t.app, '/api/users/update/eula', { sessionKey, eula: true })).statusCode).toBe(200);
    const row = await userRow(user.id);
    expect(row?.eula).toBe(true);
    expect(row?.eulaAcceptedAt).toBeInstanceOf(Date);
  });
});

describe('e-mail change', () => {
  it('needs the password, mails a link to the new address and a notice to the old, and confirms once', async () => {
    const { email, user } = await signUp(t);
    const { sessionKey } = await login(t, email);
    const next = uniqueEmail('moved');
    const wrongPw = await post(t.app, '/api/users/me/email', { sessionKey, email: next, password: 'Wrong-Passw0rd!' });
    expect(json(wrongPw).fields.password.code).toBe('PASSWORD_INCORRECT');
    expect((await userRow(user.id))?.pendingEmail).toBeNull();

    expect((await post(t.app, '/api/users/me/email', { sessionKey, email: next, password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect((await userRow(user.id))?.pendingEmail).toBe(next);
    expect((await lastMailTo(t, email))?.subject).toBe('A change of e-mail address was requested');
    const link = (await lastMailTo(t, next))?.text.match(/https:\/\/signage\.test\/confirm-email\?userId=(\d+)&token=([A-Za-z0-9_-]+)/);
    expect(link?.[1]).toBe(String(user.id));
    const token = link?.[2] as string;

    expect(json(await post(t.app, '/api/users/me/email/confirm', { userId: user.id + 1000, token })).errorCode).toBe('TOKEN_INVALID');
    expect(json(await post(t.app, '/api/users/me/email/confirm', { userId: 'abc', token })).errorCode).toBe('VALIDATION_FAILED');
    expect((await post(t.app, '/api/users/me/email/confirm', { userId: user.id, token })).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ email: next, pendingEmail: null });
    expect((await post(t.app, '/api/users/me/email/confirm', { userId: user.id, token })).statusCode).toBe(400);
    expect((await post(t.app, '/api/auth/login', { email: next, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('answers 400 EMAIL_EXISTS for an address in use, and changes nothing', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const { sessionKey } = await login(t, a.email);
    const res = await post(t.app, '/api/users/me/email', { sessionKey, email: b.email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('EMAIL_EXISTS');
    expect((await userRow(a.user.id))?.pendingEmail).toBeNull();
  });
});

describe('own sessions', () => {
  it("lists the sessions, ends one, ends the others, and cannot touch another user's session", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const a1 = await login(t, a.email);
    const a2 = await login(t, a.email);
    const b1 = await login(t, b.email);
    const list = json(await post(t.app, '/api/users/me/sessions', { sessionKey: a1.sessionKey })).response as Array<{
      id: number;
      current: boolean;
    }>;
    // The e-mailed code signed the account in at sign-up, then two logins.
    expect(list.length).toBe(3);
    expect(list.filter((s) => s.current).length).toBe(1);
    const bList = json(await post(t.app, '/api/users/me/sessions', { sessionKey: b1.sessionKey })).response as Array<{ id: number }>;
    const foreign = await post(t.app, '/api/users/me/sessions/end', { sessionKey: a1.sessionKey, sessionId: bList[0]?.id });
    expect(foreign.statusCode).toBe(404);
    expect((await post(t.app, '/api/users/me', { sessionKey: b1.sessionKey })).statusCode).toBe(200);
    // a2's session: the newest of the others.
    const other = list.filter((s) => !s.current).sort((x, y) => y.id - x.id)[0];
    expect((await post(t.app, '/api/users/me/sessions/end', { sessionKey: a1.sessionKey, sessionId: other?.id })).statusCode).toBe(200);
    expect((await post(t.app, '/api/users/me', { sessionKey: a2.sessionKey })).statusCode).toBe(401);
    const a3 = await login(t, a.email);
    expect((await post(t.app, '/api/users/me/sessions/endOthers', { sessionKey: a1.sessionKey })).statusCode).toBe(200);
    expect((await post(t.app, '/api/users/me', { sessionKey: a3.sessionKey })).statusCode).toBe(401);
    expect((await post(t.app, '/api/users/me', { sessionKey: a1.sessionKey })).statusCode).toBe(200);
  });
});
