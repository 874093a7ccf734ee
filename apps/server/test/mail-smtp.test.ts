import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, post, STRONG_PASSWORD, type TestApp } from './helpers.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({ smtpUrl: smtp.url, mailFrom: 'Signage <signage@example.org>' });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('delivers the sign-up code in Spanish to the SMTP server, and the code verifies the account', async () => {
    const csrfToken = json(await post(t.app, '/api/auth/csrfToken', {})).response.csrfToken;
    const email = 'smtp-owner@example.com';
    const res = await post(
      t.app,
      '/api/register',
      { orgName: 'Correo', orgOwnerName: 'Carmen', email, password: STRONG_PASSWORD, country: 'Spain', csrfToken },
      { 'accept-language': 'es-ES' },
    );
    expect(res.statusCode).toBe(200);
    await t.app.ctx.mailer.idle();
    // The mail is a job: the runner's poll may hold it for a moment after idle() (at-least-once, docs/jobs.md).
    for (let i = 0; i < 100 && !smtp.inbox.some((m) => m.to.includes(email)); i++) await new Promise((r) => setTimeout(r, 100));
    const mail = smtp.inbox.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('signage@example.org');
    const text = mail?.text ?? '';
    expect(text).toMatch(/Subject: =\?UTF-8\?|Subject: Tu c/);
    expect(text).toContain('Introduce este código');
    const code = text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeTruthy();
    expect((await post(t.app, '/api/register/verify', { email, code })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().response.mail).toBe('smtp');
  });

  it('keeps an undelivered mail queued in the outbox (retried later) without failing the request', async () => {
    const broken = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const res = await post(broken.app, '/api/auth/requestPasswordReset', { email: 'nobody@example.com' });
      expect(res.statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
