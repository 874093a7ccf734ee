import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
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

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise the mail is written to the server log
 * (so a self-hoster can still read a sign-up code) — either way it is kept in mail_outbox.
 */
export function createMailer(opts: { db: Db; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function deliver(to: string, template: MailTemplate, locale: Locale) {
    const { subject, text, html } = renderMail(template, locale);
    const [row] = await opts.db.insert(mailOutbox).values({ toAddress: to, subject, text, html }).returning({ id: mailOutbox.id });
    const id = row?.id as number;
    if (!transport) {
      opts.log.info({ mail: { to, subject } }, `mail (no SMTP_URL set, not sent):\n${text}`);
      await opts.db.update(mailOutbox).set({ status: 'logged', sentAt: new Date() }).where(eq(mailOutbox.id, id));
      return;
    }
    try {
      await transport.sendMail({ from: opts.from, to, subject, text, html });
      await opts.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (error) {
      opts.log.error({ err: error, mailId: id }, 'mail delivery failed');
      await opts.db
        .update(mailOutbox)
        .set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'unknown' })
        .where(eq(mailOutbox.id, id));
    }
  }

  return {
    mode: transport ? 'smtp' : 'log',
    send(to, template, locale) {
      const p = deliver(to, template, locale)
        .catch((error) => opts.log.error({ err: error }, 'mail queueing failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
      return Promise.resolve();
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    close() {
      transport?.close();
    },
  };
}
