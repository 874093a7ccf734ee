import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Locale } from '@signage/shared';
import type { Db, DbOrTx } from '../db/client.ts';
import { type MailAttachmentRef, mailOutbox } from '../db/schema/index.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { type MailTemplate, renderMail } from './templates.ts';

export interface Mailer {
  /** Queues a mail and delivers it off the request path. */
  send(to: string, template: MailTemplate, locale: Locale, options?: SendOptions): Promise<void>;
  /**
   * Queues a mail inside the caller's transaction: the outbox row and its `mail.send` job commit (or
   * roll back) with the caller's work. Delivered after commit by the job runner (its next poll, at most
   * JOBS_POLL_SECONDS later, or `idle()`).
   */
  queue(tx: DbOrTx, to: string, template: MailTemplate, locale: Locale, options?: SendOptions): Promise<void>;
  /**
   * Registers how attachments of a kind are drawn when a mail is delivered (`SendOptions.attachments`
   * holds references, e.g. `{kind: 'invoice', id}`; the file is made at delivery, not stored twice).
   */
  attachments: Map<string, AttachmentResolver>;
  /**
   * Resolves when every mail sent from here, and every mail job due or running on this instance, has
   * been delivered or has failed an attempt (tests, shutdown).
   */
  idle(): Promise<void>;
  mode: 'smtp' | 'log';
  close(): void;
}

export interface SendOptions {
  /** A notice to the platform's admins: when it fails for good, no further notice is sent about it (no loop). */
  notice?: boolean;
  /** The Reply-To address (a support message: answers go to its sender). */
  replyTo?: string;
  /** Files to attach, by reference: each kind needs a resolver in `mailer.attachments`. */
  attachments?: MailAttachmentRef[];
}

/** A file to attach, drawn when the mail is delivered. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export type AttachmentResolver = (id: number) => Promise<MailAttachment>;

/** A mail given up (`failed`): what the platform's admins are told about. */
export interface MailGivenUp {
  mailId: number;
  attempts: number;
  error: string;
  /** The failed mail was itself an admin notice. */
  notice: boolean;
}

export interface MailerOptions {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** The job runner: every delivery attempt is a `mail.send` job (claimed under a lease, back-off in the row). */
  jobs: JobRunner;
  /** First wait before a failed delivery is tried again; doubles per attempt up to 64 times this. */
  retryMs?: number;
  /** A mail not delivered this long after it was queued is given up (`failed`). */
  giveUpMs?: number;
  /** Told when a mail is given up (the admin notice; set after the mailer is built). */
  onGivenUp?: (failure: MailGivenUp) => Promise<void>;
}

export const MAIL_JOB = 'mail.send';

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise the mail is written to the server log
 * (so a self-hoster can still read a sign-up code) — either way it is kept in mail_outbox.
 *
 * The outbox row is the mail; its delivery is a `mail.send` job (jobs/runner.ts, docs/jobs.md),
 * queued in the same transaction. The instance that queued it tries at once; a failed attempt puts
 * the row back to `queued` with the error and the job waits out its back-off (in the database, so any
 * instance continues it) until the mail is delivered or `giveUpMs` has passed since it was queued
 * (`failed`, and the platform's admins are told). An attempt holds the job's lease and marks the row
 * `sending`: a mail whose instance died mid-send is taken up again by another one once the lease has
 * expired (delivered at least once; never twice by two live instances).
 */
export function createMailer(opts: MailerOptions): Mailer {
  const smtpUrl = opts.smtpUrl;
  // nodemailer (a large library) is loaded at the first mail sent over SMTP, not at start-up.
  let loaded: Promise<Transporter> | null = null;
  const transport = smtpUrl
    ? () => {
        loaded ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        return loaded;
      }
    : null;
  const retryMs = opts.retryMs ?? 60_000;
  const giveUpMs = opts.giveUpMs ?? 3 * 86_400_000;
  const pending = new Set<Promise<void>>();
  const attachments = new Map<string, AttachmentResolver>();
  let closed = false;

  const resolveAttachments = async (refs: MailAttachmentRef[] | null) => {
    const out: MailAttachment[] = [];
    for (const ref of refs ?? []) {
      const resolve = attachments.get(ref.kind);
      if (!resolve) throw new Error(`no attachment resolver for ${ref.kind}`);
      out.push(await resolve(ref.id));
    }
    return out;
  };

  const track = (p: Promise<void>) => {
    const tracked = p.catch((error) => opts.log.error({ err: error }, 'mail delivery failed')).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  if (transport) {
    opts.jobs.register({
      kind: MAIL_JOB,
      concurrency: 2,
      retryDelayMs: (attempts) => retryMs * 2 ** Math.min(Math.max(attempts - 1, 0), 6),
      giveUp: (job) => Date.now() - job.createdAt.getTime() > giveUpMs,
      async run(job) {
        const id = Number(job.key);
        const [row] = await opts.db
          .update(mailOutbox)
          .set({ status: 'sending' })
          .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['queued', 'sending'])))
          .returning();
        if (!row) return; // sent or given up already
        try {
          const files = await resolveAttachments(row.attachments);
          await (await transport()).sendMail({
            from: opts.from,
            to: row.toAddress,
            ...(row.replyTo ? { replyTo: row.replyTo } : {}),
            subject: row.subject,
            text: row.text,
            html: row.html,
            ...(files.length ? { attachments: files } : {}),
          });
        } catch (error) {
          const message = error instanceof Error ? error.message.slice(0, 500) : 'unknown';
          await opts.db.update(mailOutbox).set({ status: 'queued', error: message }).where(eq(mailOutbox.id, id));
          throw error;
        }
        await opts.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
      },
      async onGiveUp(job, message) {
        const mailId = Number(job.key);
        await opts.db.update(mailOutbox).set({ status: 'failed', error: message }).where(eq(mailOutbox.id, mailId));
        const notice = job.payload.notice === true;
        opts.log.error({ mailId, attempts: job.attempts, err: message, notice }, 'mail given up (failed)');
        await opts.onGivenUp?.({ mailId, attempts: job.attempts, error: message, notice });
      },
    });
  }

  /** Writes the outbox row (and its job, with SMTP) in `tx`; null when there is no SMTP (logged only). */
  async function write(tx: DbOrTx, to: string, template: MailTemplate, locale: Locale, options: SendOptions): Promise<number | null> {
    const { subject, text, html } = renderMail(template, locale);
    const attached = options.attachments?.length ? options.attachments : null;
    if (!transport) {
      await tx.insert(mailOutbox).values({
        toAddress: to,
        replyTo: options.replyTo ?? null,
        subject,
        text,
        html,
        attachments: attached,
        status: 'logged',
        sentAt: new Date(),
      });
      const files = attached ? ` (attached: ${attached.map((a) => `${a.kind} ${a.id}`).join(', ')})` : '';
      opts.log.info({ mail: { to, subject } }, `mail (no SMTP_URL set, not sent)${files}:\n${text}`);
      return null;
    }
    const [row] = await tx
      .insert(mailOutbox)
      .values({ toAddress: to, replyTo: options.replyTo ?? null, subject, text, html, attachments: attached })
      .returning({ id: mailOutbox.id });
    const mailId = row?.id as number;
    await opts.jobs.enqueue(MAIL_JOB, String(mailId), options.notice ? { notice: true } : {}, tx);
    return mailId;
  }

  async function deliver(to: string, template: MailTemplate, locale: Locale, options: SendOptions) {
    const id = await opts.db.transaction((tx) => write(tx, to, template, locale, options));
    if (id === null) return;
    opts.jobs.onEnqueued?.(MAIL_JOB);
    // The first attempt here and now (unless another instance was quicker).
    if (!closed) await opts.jobs.runNow(MAIL_JOB, String(id));
  }

  return {
    mode: transport ? 'smtp' : 'log',
    attachments,
    send(to, template, locale, options = {}) {
      track(deliver(to, template, locale, options));
      return Promise.resolve();
    },
    async queue(tx, to, template, locale, options = {}) {
      await write(tx, to, template, locale, options);
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
      // The runner's poll may have claimed a mail before `runNow` did: wait for the lane as well.
      if (transport && !closed) await opts.jobs.idle(MAIL_JOB);
    },
    close() {
      closed = true;
      if (loaded) void loaded.then((t) => t.close()).catch(() => undefined);
    },
  };
}
