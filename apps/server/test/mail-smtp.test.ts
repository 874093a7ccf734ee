import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, post, STRONG_PASSWORD, type TestApp } from './helpers.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server, started by the test, receiving what nodemailer sends. */
let smtp: SMTPServer;
const inbox: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const port = (smtp.server.address() as AddressInfo).port;
  t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Signage <signage@example.org>' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function decode(raw: string) {
  // quoted-printable soft breaks and escapes, enough to read the text part
  const soft = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] as string, 'latin1'));
  }
  return Buffer.from(bytes).toString('utf8');
}

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
    const mail = inbox.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('signage@example.org');
    const text = decode(mail?.raw ?? '');
    expect(text).toMatch(/Subject: =\?UTF-8\?|Subject: Tu c/);
    expect(text).toContain('Introduce este código');
    const code = text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeTruthy();
    expect((await post(t.app, '/api/register/verify', { email, code })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().response.mail).toBe('smtp');
  });

  it('keeps a failed delivery in the outbox as failed without failing the request', async () => {
    const broken = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const res = await post(broken.app, '/api/auth/requestPasswordReset', { email: 'nobody@example.com' });
      expect(res.statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
