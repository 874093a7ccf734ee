import { errorMessage, SUPPORT_MESSAGES_PER_HOUR } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, rateCounters } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, login, type TestApp } from './helpers.ts';
import { call, createSub, makeReseller, type OrgActor, signedUpOrg } from './org-fixtures.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

/**
 * Contact support (docs/support.md): POST /api/support/message mails the message, the
 * organization and the user to the nearest support address up the tree (else SUPPORT_EMAIL), with a copy
 * to the sender, over real SMTP; 5 an hour per user, counted first; bad input changes nothing.
 */
const PLATFORM_SUPPORT = 'help@platform.test';
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let root: OrgActor;
let parent: OrgActor;
let child: OrgActor;

const send = (key: string | null, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t, 'POST', '/api/support/message', key, body, headers);
const message = (subject = 'Screens stay black') => ({
  subject,
  message: 'Since this morning the screens in the lobby stay black after the playlist ends.',
  category: 'problem',
});

async function inbox() {
  await t.app.ctx.mailer.idle();
  return smtp.inbox;
}

async function setSupport(organizationId: number, customerSupportEmail: string, useDefaultSupportEmails = false) {
  await t.database.db
    .update(organizations)
    .set({ customerSupportEmail, useDefaultSupportEmails })
    .where(eq(organizations.id, organizationId));
}

/** A fresh signed-in user of `organizationId` (each test its own, so the per-user limit does not couple them). */
async function userOf(organizationId: number, role = 'content_creator') {
  const u = await addUser(t, organizationId, role);
  return { ...u, key: (await login(t, u.email)).sessionKey };
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({ smtpUrl: smtp.url, support: { email: PLATFORM_SUPPORT, phone: '+46 8 123 456' } });
  root = await signedUpOrg(t, 'Platform');
  parent = await signedUpOrg(t, 'Parent Co');
  await makeReseller(t, parent.organizationId);
  child = await createSub(t, parent, 'Child Shop');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('contact support', () => {
  it('mails support the message, the organization and the user (Reply-To the sender), and the sender a copy', async () => {
    const u = await userOf(child.organizationId);
    const info = await call(t, 'POST', '/api/support/info', u.key, {});
    expect(info.statusCode, info.body).toBe(200);
    expect(json(info).response).toEqual({ supportEmail: PLATFORM_SUPPORT, supportPhone: '+46 8 123 456' });

    const before = (await inbox()).length;
    const res = await send(u.key, message('Lobby screens black'));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).response).toEqual({ sentTo: PLATFORM_SUPPORT, copyTo: u.email });
    const mails = (await inbox()).slice(before);
    expect(mails).toHaveLength(2);
    const toSupport = mails.find((m) => m.to.includes(PLATFORM_SUPPORT));
    expect(toSupport?.to).toEqual([PLATFORM_SUPPORT]);
    expect(toSupport?.text).toContain('[Support] Lobby screens black');
    expect(toSupport?.text).toContain(`Organization: Child Shop (id ${child.organizationId})`);
    expect(toSupport?.text).toContain(`User: content_creator user, ${u.email}, Content creator`);
    expect(toSupport?.text).toContain('Category: Problem');
    expect(toSupport?.text).toContain('stay black after the playlist ends');
    expect(toSupport?.text).toMatch(new RegExp(`^Reply-To: ${u.email.replace(/[.]/g, '\\.')}`, 'm'));
    const copy = mails.find((m) => m.to.includes(u.email));
    expect(copy?.to).toEqual([u.email]);
    expect(copy?.text).toContain('Your message to support: Lobby screens black');
    expect(copy?.text).toContain(PLATFORM_SUPPORT);
    expect(copy?.text).toContain('stay black after the playlist ends');

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'support.message'));
    expect(audit).toMatchObject({ organizationId: child.organizationId, actorUserId: u.user.id, objectType: 'support_message' });
    expect(audit?.details).toMatchObject({ to: PLATFORM_SUPPORT, category: 'problem', subject: 'Lobby screens black' });
  });

  it('goes to the nearest organization with its own support e-mail: itself, then up the tree, then SUPPORT_EMAIL', async () => {
    const u = await userOf(child.organizationId, 'staff');
    const sentTo = async () => {
      const res = await send(u.key, { subject: 'Where', message: 'Which address does this reach?' });
      expect(res.statusCode, res.body).toBe(200);
      const info = json(await call(t, 'POST', '/api/support/info', u.key, {})).response.supportEmail;
      expect(info).toBe(json(res).response.sentTo);
      return json(res).response.sentTo as string;
    };
    await setSupport(root.organizationId, 'support@root.test');
    await setSupport(parent.organizationId, 'support@parent.test');
    await setSupport(child.organizationId, 'support@child.test');
    expect(await sentTo()).toBe('support@child.test');
    // "Use the default addresses" on: its own address is kept but not used.
    await setSupport(child.organizationId, 'support@child.test', true);
    expect(await sentTo()).toBe('support@parent.test');
    await setSupport(parent.organizationId, '');
    expect(await sentTo()).toBe('support@root.test');
    await setSupport(root.organizationId, '');
    expect(await sentTo()).toBe(PLATFORM_SUPPORT);
    const mails = await inbox();
    for (const to of ['support@child.test', 'support@parent.test', 'support@root.test'])
      expect(mails.filter((m) => m.to.includes(to)).length).toBe(1);
  });

  it('with no address anywhere: 409 SUPPORT_NOT_CONFIGURED in the caller’s language, nothing mailed or counted', async () => {
    const u = await userOf(parent.organizationId);
    const config = t.app.ctx.config.support;
    t.app.ctx.config.support = { email: undefined, phone: '' };
    try {
      const before = (await inbox()).length;
      expect(json(await call(t, 'POST', '/api/support/info', u.key, {})).response).toEqual({ supportEmail: null, supportPhone: '' });
      const res = await send(u.key, message(), { 'accept-language': 'es' });
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({ errorCode: 'SUPPORT_NOT_CONFIGURED', message: errorMessage('SUPPORT_NOT_CONFIGURED', 'es') });
      expect((await inbox()).length).toBe(before);
      const counters = await t.database.db
        .select()
        .from(rateCounters)
        .where(eq(rateCounters.key, `support:user:${u.user.id}`));
      expect(counters).toEqual([]);
    } finally {
      t.app.ctx.config.support = config;
    }
  });

  it('bad input answers 400 with translated field errors and changes nothing', async () => {
    const u = await userOf(parent.organizationId);
    const before = (await inbox()).length;
    const auditsBefore = (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'support.message'))).length;
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ ...message(), subject: '  ' }, 'subject', 'FIELD_REQUIRED'],
      [{ ...message(), subject: 'x'.repeat(151) }, 'subject', 'NAME_TOO_LONG'],
      [{ ...message(), message: 'too short' }, 'message', 'SUPPORT_MESSAGE_TOO_SHORT'],
      [{ ...message(), message: 'x'.repeat(5001) }, 'message', 'NAME_TOO_LONG'],
      [{ ...message(), message: 'nul \u0000 in the message text' }, 'message', 'FIELD_INVALID'],
      [{ ...message(), category: 'complaint' }, 'category', 'FIELD_INVALID'],
      [{ subject: 'No message' }, 'message', 'FIELD_REQUIRED'],
    ];
    for (const [body, field, code] of bad) {
      const res = await send(u.key, body, { 'accept-language': 'fr' });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(json(res).fields?.[field]).toEqual({ code, message: errorMessage(code as 'FIELD_INVALID', 'fr') });
    }
    const extra = await send(u.key, { ...message(), to: 'attacker@example.com' });
    expect(extra.statusCode).toBe(400);
    expect((await inbox()).length).toBe(before);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'support.message'))).length).toBe(auditsBefore);
    expect(
      await t.database.db
        .select()
        .from(rateCounters)
        .where(eq(rateCounters.key, `support:user:${u.user.id}`)),
    ).toEqual([]);
  });

  it(`20 parallel messages of one user: exactly ${SUPPORT_MESSAGES_PER_HOUR} are mailed, the rest 429 with Retry-After`, async () => {
    const u = await userOf(parent.organizationId, 'screen_manager');
    const before = (await inbox()).length;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(u.key, message(`Parallel ${i}`))));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(ok.length).toBe(SUPPORT_MESSAGES_PER_HOUR);
    expect(refused.length).toBe(20 - SUPPORT_MESSAGES_PER_HOUR);
    for (const r of refused) {
      expect(json(r).errorCode).toBe('RATE_LIMITED');
      const retryAfter = Number(r.headers['retry-after']);
      expect(retryAfter >= 1 && retryAfter <= 3600).toBe(true);
    }
    const mails = (await inbox()).slice(before);
    expect(mails.filter((m) => m.to.includes(PLATFORM_SUPPORT)).length).toBe(SUPPORT_MESSAGES_PER_HOUR);
    expect(mails.filter((m) => m.to.includes(u.email)).length).toBe(SUPPORT_MESSAGES_PER_HOUR);
    // Another user of the same organization is not held back by it.
    const other = await userOf(parent.organizationId);
    expect((await send(other.key, message())).statusCode).toBe(200);
    // The window ends: the user may write again.
    t.clock.advance(3_600_001);
    const again = (await login(t, u.email)).sessionKey;
    expect((await send(again, message('An hour later'))).statusCode).toBe(200);
  });

  it('not signed in: 401, nothing mailed', async () => {
    const before = (await inbox()).length;
    expect((await send(null, message())).statusCode).toBe(401);
    expect((await send('not-a-session', message())).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/support/info', null, {})).statusCode).toBe(401);
    expect((await inbox()).length).toBe(before);
  });

  it('is allowed while the licence is expired (writing to support is what such an organization may need)', async () => {
    const u = await userOf(child.organizationId);
    const { licences } = await import('../src/db/schema/index.ts');
    await t.database.db
      .update(licences)
      .set({ validityExpiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(licences.organizationId, child.organizationId));
    const res = await send(u.key, message('Licence expired'));
    expect(res.statusCode, res.body).toBe(200);
  });
});
