import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '@signage/shared';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { type MailTemplate, renderMail } from './templates.ts';

export interface Mailer {
  /** Queues a mail and delivers it off the request path. */
  send(to: string, template: MailTemplate, locale: Locale): Promise<void>;
  /** Resolves when every queued mail has been delivered or failed (tests, shutdown). */
  idle(): Promise<void>;
  mode: 'smtp' | 'log';
  close(): void;
}

export interface MailerOptions {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** First wait before a failed delivery is tried again; doubles per attempt up to 64 times this. */
  retryMs?: number;
  /** A mail not delivered this long after it was queued is given up (`failed`). */
  giveUpMs?: number;
}

/** How many mails one retry round sends at most. */
const RETRY_BATCH = 50;

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise the mail is written to the server log
 * (so a self-hoster can still read a sign-up code) — either way it is kept in mail_outbox.
 *
 * The outbox is the queue (design brief section 2, faults): a mail the SMTP server does not take
 * stays `queued` (with the error) and a retry loop sends it again with back-off until it is
 * delivered or `giveUpMs` has passed (`failed`). A mail is claimed (`queued` → `sending`, one
 * conditional UPDATE) before every attempt, so the first attempt, the retry loop and other server
 * instances never send the same row twice.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const retryMs = opts.retryMs ?? 60_000;
  const giveUpMs = opts.giveUpMs ?? 3 * 86_400_000;
  const pending = new Set<Promise<void>>();
  /** Failed attempts per mail id and when it may be tried again (this instance's back-off). */
  const backoff = new Map<number, { attempts: number; due: number }>();
  let closed = false;

  const track = (p: Promise<void>) => {
    const tracked = p.catch((error) => opts.log.error({ err: error }, 'mail delivery failed')).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  /** Claims a queued mail and tries to send it once; a failure puts it back in the queue. */
  async function attempt(id: number): Promise<void> {
    if (!transport || closed) return;
    const [row] = await opts.db
      .update(mailOutbox)
      .set({ status: 'sending' })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')))
      .returning();
    if (!row) return; // sent, or being sent, elsewhere
    try {
      await transport.sendMail({ from: opts.from, to: row.toAddress, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : 'unknown';
      const expired = Date.now() - row.createdAt.getTime() > giveUpMs;
      const attempts = (backoff.get(id)?.attempts ?? 0) + 1;
      if (expired) backoff.delete(id);
      else backoff.set(id, { attempts, due: Date.now() + retryMs * 2 ** Math.min(attempts - 1, 6) });
      opts.log.warn(
        { mailId: id, attempts, err: message },
        expired ? 'mail delivery failed, giving up' : 'mail delivery failed, will retry',
      );
      await opts.db
        .update(mailOutbox)
        .set({ status: expired ? 'failed' : 'queued', error: message })
        .where(eq(mailOutbox.id, id));
      return;
    }
    backoff.delete(id);
    await opts.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
  }

  async function deliver(to: string, template: MailTemplate, locale: Locale) {
    const { subject, text, html } = renderMail(template, locale);
    const [row] = await opts.db.insert(mailOutbox).values({ toAddress: to, subject, text, html }).returning({ id: mailOutbox.id });
    const id = row?.id as number;
    if (!transport) {
      opts.log.info({ mail: { to, subject } }, `mail (no SMTP_URL set, not sent):\n${text}`);
      await opts.db.update(mailOutbox).set({ status: 'logged', sentAt: new Date() }).where(eq(mailOutbox.id, id));
      return;
    }
    await attempt(id);
  }

  /** One retry round: the queued mails whose back-off has passed (and any left by an earlier run). */
  let round: Promise<void> | null = null;
  async function retryRound() {
    const rows = await opts.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lt(mailOutbox.createdAt, new Date(Date.now() - Math.min(retryMs, 5_000)))))
      .orderBy(asc(mailOutbox.id))
      .limit(RETRY_BATCH * 4);
    let sent = 0;
    for (const { id } of rows) {
      if (closed || sent >= RETRY_BATCH) break;
      const b = backoff.get(id);
      if (b && b.due > Date.now()) continue;
      sent++;
      await attempt(id);
    }
  }
  const timer = transport
    ? setInterval(() => {
        if (closed || round) return;
        round = retryRound()
          .catch((error) => opts.log.warn({ err: error }, 'mail retry round failed'))
          .finally(() => {
            round = null;
          });
        track(round);
      }, retryMs)
    : null;
  timer?.unref();

  return {
    mode: transport ? 'smtp' : 'log',
    send(to, template, locale) {
      track(deliver(to, template, locale));
      return Promise.resolve();
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      transport?.close();
    },
  };
}
