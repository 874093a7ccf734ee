import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { buildTestApp, json, post, STRONG_PASSWORD, type TestApp } from './helpers.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

/**
 * Faults: SMTP down (docs/architecture.md, "Faults: nothing lost (part 2)"). Sign-up does not wait for
 * the mail; the outbox keeps it queued while nothing listens on the SMTP port, and the retry loop
 * (MAIL_RETRY_SECONDS, shortened here) delivers it exactly once when the SMTP server comes back.
 */

/** A loopback port nothing listens on (taken and released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
});

async function register(t: TestApp, email: string) {
  const csrfToken = json(await post(t.app, '/api/auth/csrfToken', {})).response.csrfToken;
  return post(t.app, '/api/register', {
    orgName: 'Mailless',
    orgOwnerName: 'Mo',
    email,
    password: STRONG_PASSWORD,
    country: 'Sweden',
    csrfToken,
  });
}

const rowsTo = (t: TestApp, email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe('faults: SMTP down', () => {
  it('sign-up succeeds while SMTP is down; the code waits in the outbox and is delivered exactly once when SMTP returns', async () => {
    const port = await closedPort();
    const t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryMs: 150 });
    closers.push(() => t.close());
    const email = 'smtp-down-owner@example.com';

    const res = await register(t, email);
    expect(res.statusCode, res.body).toBe(200);

    // The first attempt failed (connection refused): queued with the error, not lost, not "failed".
    const queued = await until('a queued mail with an error', async () => {
      const [row] = await rowsTo(t, email);
      return row?.status === 'queued' && row.error ? row : null;
    });
    expect(queued.sentAt).toBeNull();
    // Several retry rounds pass with SMTP still down: still queued, still one row.
    await sleep(800);
    let rows = await rowsTo(t, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('queued');

    // SMTP comes back on the same port: the retry loop delivers it.
    const smtp = await startSmtpCatcher(port);
    closers.push(() => smtp.close());
    await until('the mail sent', async () => (await rowsTo(t, email))[0]?.status === 'sent', 20_000);
    // More rounds pass: delivered exactly once.
    await sleep(1_000);
    await t.app.ctx.mailer.idle();
    const received = smtp.inbox.filter((m) => m.to.includes(email));
    expect(received).toHaveLength(1);
    rows = await rowsTo(t, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', error: null });
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);

    // The delivered code still verifies the account.
    const code = received[0]?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeTruthy();
    expect((await post(t.app, '/api/register/verify', { email, code })).statusCode).toBe(200);
  }, 40_000);

  it('a mail queued while SMTP was down survives a server restart and is delivered once by the next server', async () => {
    const port = await closedPort();
    const first = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryMs: 150 });
    closers.push(() => first.close());
    const email = 'smtp-restart-owner@example.com';
    expect((await register(first, email)).statusCode).toBe(200);
    await until('a queued mail', async () => (await rowsTo(first, email))[0]?.error);
    // The server stops (its database stays: it was handed in).
    await first.app.close();

    const smtp = await startSmtpCatcher(port);
    closers.push(() => smtp.close());
    const second = await buildApp(
      {
        ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://signage.test' } as NodeJS.ProcessEnv),
        webDist: '/nonexistent',
        playerDist: '/nonexistent',
        smtpUrl: smtp.url,
        mailRetryMs: 150,
      },
      { database: first.database },
    );
    closers.push(() => second.close());
    await second.ready();
    await until('the mail sent', async () => (await rowsTo(first, email))[0]?.status === 'sent', 20_000);
    await sleep(600);
    await second.ctx.mailer.idle();
    expect(smtp.inbox.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(await rowsTo(first, email)).toHaveLength(1);
  }, 40_000);
});
