import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addUser,
  buildTestApp,
  json,
  lastMailTo,
  login,
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
  // As in auth.test.ts, where registration runs first: the platform exists, later sign-ups are its sub-organizations.
  await signUp(t, { orgName: 'Platform' });
});
afterAll(async () => {
  await t.close();
});

describe('sessions', () => {
  it('accepts the key from the body or the Authorization header, never from the cookie alone', async () => {
    const { email } = await signUp(t);
    const { sessionKey } = await login(t, email);
    expect((await post(t.app, '/api/users/me', { sessionKey })).statusCode).toBe(200);
    const viaHeader = await t.app.inject({
      method: 'GET',
      url: '/api/organizations/1/theme',
      headers: { authorization: `SessionKey ${sessionKey}` },
    });
    expect(viaHeader.statusCode).not.toBe(401);
    const viaCookie = await t.app.inject({ method: 'POST', url: '/api/users/me', payload: {}, cookies: { sessionKey } });
    expect(viaCookie.statusCode).toBe(401);
    const viaCookieGet = await t.app.inject({ method: 'GET', url: '/api/organizations/1/theme', cookies: { sessionKey } });
    expect(viaCookieGet.statusCode).toBe(401);
  });

  it('refuses an empty session key', async () => {
    const res = await post(t.app, '/api/users/setName', { sessionKey: '', name: 'X' });
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe('UNAUTHORIZED');
  });

  it('check answers the licence status, 403 code 4 for a dead key or a changed role, FORBIDDEN for a forbidden path', async () => {
    const { organizationId } = await signUp(t);
    const creator = await addUser(t, organizationId, 'content_creator');
    const { sessionKey } = await login(t, creator.email);
    const okRes = await post(t.app, '/api/auth/check', { sessionKey, role: 'content_creator', path: '/home/account' });
    expect(json(okRes)).toEqual({ response: { licenseStatus: 0 } });
    expect(json(await post(t.app, '/api/auth/check', { sessionKey, role: 'content_creator', path: '/home/users' }))).toMatchObject({
      errorCode: 'FORBIDDEN',
    });
    expect(json(await post(t.app, '/api/auth/check', { sessionKey, role: 'admin', path: '/home' }))).toMatchObject({ errorCode: 4 });
    const dead = await post(t.app, '/api/auth/check', { sessionKey: 'x'.repeat(43) });
    expect(dead.statusCode).toBe(403);
    expect(json(dead).errorCode).toBe(4);
  });

  it('the session poll does not extend the idle timeout; user calls do', async () => {
    const { email } = await signUp(t);
    const { sessionKey } = await login(t, email);
    const idle = t.app.ctx.config.sessionIdleMs;
    try {
      t.clock.advance(idle - 60_000);
      expect((await post(t.app, '/api/auth/check', { sessionKey })).statusCode).toBe(200);
      t.clock.advance(120_000);
      expect((await post(t.app, '/api/auth/check', { sessionKey })).statusCode).toBe(403);
    } finally {
      t.clock.advance(-(idle + 60_000));
    }
    const second = await login(t, email);
    try {
      t.clock.advance(idle - 60_000);
      expect((await post(t.app, '/api/users/me', { sessionKey: second.sessionKey })).statusCode).toBe(200);
      t.clock.advance(120_000);
      expect((await post(t.app, '/api/auth/check', { sessionKey: second.sessionKey })).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(idle + 60_000));
    }
  });

  it('ends at the absolute lifetime however active', async () => {
    const { email } = await signUp(t);
    const { sessionKey } = await login(t, email);
    const max = t.app.ctx.config.sessionMaxMs;
    const step = t.app.ctx.config.sessionIdleMs / 2;
    let moved = 0;
    try {
      while (moved + step < max) {
        t.clock.advance(step);
        moved += step;
        expect((await post(t.app, '/api/users/me', { sessionKey })).statusCode).toBe(200);
      }
      t.clock.advance(step);
      moved += step;
      expect((await post(t.app, '/api/users/me', { sessionKey })).statusCode).toBe(401);
    } finally {
      t.clock.advance(-moved);
    }
  });

  it('logout ends the session and clears the cookie', async () => {
    const { email } = await signUp(t);
    const { sessionKey } = await login(t, email);
    const res = await post(t.app, '/api/auth/logout', { sessionKey });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sessionKey')?.value).toBe('');
    expect((await post(t.app, '/api/users/me', { sessionKey })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { email } = await signUp(t);
    const a = await login(t, email);
    const b = await login(t, email);
    const res = await post(t.app, '/api/auth/changePassword', {
      sessionKey: a.sessionKey,
      email,
      oldPassword: STRONG_PASSWORD,
      password: 'N3w-Secret-Pass',
      passwordRepeat: 'N3w-Secret-Pass',
    });
    expect(res.statusCode).toBe(200);
    expect((await post(t.app, '/api/users/me', { sessionKey: a.sessionKey })).statusCode).toBe(200);
    expect((await post(t.app, '/api/users/me', { sessionKey: b.sessionKey })).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/login', { email, password: 'N3w-Secret-Pass' })).statusCode).toBe(200);
    expect((await lastMailTo(t, email))?.subject).toBe('Your Signage password was changed');
  });

  const cases: Array<[string, Record<string, string>, string, string]> = [
    ['a wrong current password', { oldPassword: 'Not-The-0ld-One' }, 'oldPassword', 'PASSWORD_INCORRECT'],
    ['a mismatched repeat', { passwordRepeat: 'Different-Pass1!' }, 'passwordRepeat', 'PASSWORD_MISMATCH'],
    ['a weak new password', { password: 'weakpassword', passwordRepeat: 'weakpassword' }, 'password', 'PASSWORD_WEAK'],
  ];
  for (const [name, override, field, code] of cases) {
    it(`refuses ${name} and keeps the old password`, async () => {
      const { email } = await signUp(t);
      const { sessionKey } = await login(t, email);
      const res = await post(t.app, '/api/auth/changePassword', {
        sessionKey,
        email,
        oldPassword: STRONG_PASSWORD,
        password: 'N3w-Secret-Pass',
        passwordRepeat: 'N3w-Secret-Pass',
        ...override,
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).fields[field].code).toBe(code);
      expect((await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    });
  }
});

describe('password reset', () => {
  it('answers a known and an unknown e-mail identically, and mails only the known one', async () => {
    const { email } = await signUp(t);
    const before = await mailCount(t);
    const known = await post(t.app, '/api/auth/requestPasswordReset', { email });
    const afterKnown = await mailCount(t);
    const unknown = await post(t.app, '/api/auth/requestPasswordReset', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(afterKnown).toBe(before + 1);
    expect(await mailCount(t)).toBe(afterKnown);
  });

  it('mails a PUBLIC_URL link whose token works once and ends every session', async () => {
    const { email } = await signUp(t);
    const { sessionKey } = await login(t, email);
    await post(t.app, '/api/auth/requestPasswordReset', { email }, { host: 'evil.example' });
    const mail = await lastMailTo(t, email);
    const link = mail?.text.match(/https:\/\/signage\.test\/newpassword\/([A-Za-z0-9_-]{43})/);
    expect(link).toBeTruthy();
    const token = link?.[1] as string;
    const mismatch = await post(t.app, '/api/auth/changePasswordToken', {
      token,
      password: 'Brand-N3w-Pass',
      passwordRepeat: 'Brand-N3w-Pas',
    });
    expect(json(mismatch).fields.passwordRepeat.code).toBe('PASSWORD_MISMATCH');
    const res = await post(t.app, '/api/auth/changePasswordToken', { token, password: 'Brand-N3w-Pass', passwordRepeat: 'Brand-N3w-Pass' });
    expect(res.statusCode).toBe(200);
    const again = await post(t.app, '/api/auth/changePasswordToken', {
      token,
      password: 'Other-N3w-Pass',
      passwordRepeat: 'Other-N3w-Pass',
    });
    expect(again.statusCode).toBe(400);
    expect(json(again).errorCode).toBe('TOKEN_INVALID');
    expect((await post(t.app, '/api/users/me', { sessionKey })).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/login', { email, password: 'Brand-N3w-Pass' })).statusCode).toBe(200);
  });

  it('refuses an expired token and an invented one', async () => {
    const { email } = await signUp(t);
    await post(t.app, '/api/auth/requestPasswordReset', { email });
    const token = (await lastMailTo(t, email))?.text.match(/newpassword\/([A-Za-z0-9_-]+)/)?.[1] as string;
    t.clock.advance(61 * 60_000);
    try {
      const res = await post(t.app, '/api/auth/changePasswordToken', {
        token,
        password: 'Brand-N3w-Pass',
        passwordRepeat: 'Brand-N3w-Pass',
      });
      expect(json(res).errorCode).toBe('TOKEN_INVALID');
    } finally {
      t.clock.advance(-61 * 60_000);
    }
    const invented = await post(t.app, '/api/auth/changePasswordToken', {
      token: 'A'.repeat(43),
      password: 'Brand-N3w-Pass',
      passwordRepeat: 'Brand-N3w-Pass',
    });
    expect(json(invented).errorCode).toBe('TOKEN_INVALID');
    expect((await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('sends at most three reset mails an hour to one address', async () => {
    const { email } = await signUp(t);
    const before = await mailCount(t);
    for (let i = 0; i < 5; i++) expect((await post(t.app, '/api/auth/requestPasswordReset', { email })).statusCode).toBe(200);
    expect(await mailCount(t)).toBe(before + 3);
  });
});
