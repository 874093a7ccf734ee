import type { Locale } from '@signage/shared';
import { type AccountMail, renderAccountMail } from './account-templates.ts';
import { type AdminNoticeMail, renderAdminNotice } from './admin-templates.ts';
import { type ApprovalMail, renderApprovalMail } from './approval-templates.ts';
import { type InvoiceMail, renderInvoiceMail } from './invoice-templates.ts';
import type { Rendered } from './rendered.ts';
import { renderScreenHealthMail, type ScreenHealthMail } from './screen-health-templates.ts';
import { renderSupportMail, type SupportMail } from './support-templates.ts';
import { renderWebhookMail, type WebhookDisabledMail } from './webhook-templates.ts';

export type { ScreenHealthMail } from './screen-health-templates.ts';

/**
 * Every mail in the four interface languages, one file per family of mails (account-, admin-,
 * screen-health-, support- and invoice-templates.ts); here the layout of all of them as text and HTML.
 * Values are escaped before they reach HTML.
 */
export type MailTemplate =
  | AccountMail
  | AdminNoticeMail
  | ScreenHealthMail
  /** Contact support (docs/support.md): the message to the support address and the sender's copy (support-templates.ts). */
  | SupportMail
  /** An invoice of a card payment, its PDF attached (invoice-templates.ts). */
  | InvoiceMail
  /** Approval before publishing: the submitter hears the decision (approval-templates.ts). */
  | ApprovalMail
  /** A webhook switched off after failing for days (webhook-templates.ts). */
  | WebhookDisabledMail;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Its `kind` is one of two, so the check is a type guard (`kind` alone does not narrow the union). */
const isApproval = (t: MailTemplate): t is ApprovalMail => t.kind === 'playlistApproved' || t.kind === 'playlistRejected';
const isScreenHealth = (t: MailTemplate): t is ScreenHealthMail => t.kind === 'screensOffline' || t.kind === 'screensBack';

export function renderMail(template: MailTemplate, locale: Locale): { subject: string; text: string; html: string } {
  const r: Rendered = isApproval(template)
    ? renderApprovalMail(template, locale)
    : template.kind === 'supportMessage' || template.kind === 'supportCopy'
      ? renderSupportMail(template, locale)
      : template.kind === 'webhookDisabled'
        ? renderWebhookMail(template, locale)
        : template.kind === 'invoiceIssued'
          ? renderInvoiceMail(template, locale)
          : isScreenHealth(template)
            ? renderScreenHealthMail(template, locale)
            : template.kind === 'adminNotice'
              ? renderAdminNotice(template, locale)
              : renderAccountMail(template, locale);
  const textParts = [...r.lines.slice(0, 2)];
  if (r.code) textParts.push(`\n    ${r.code}\n`);
  textParts.push(...r.lines.slice(2));
  if (r.action) textParts.push(`${r.action.label}: ${r.action.url}`);
  const text = `${textParts.join('\n\n')}\n\n— Signage`;
  const para = (l: string) => `<p style="margin:0 0 16px">${escapeHtml(l).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Roboto,Helvetica,Arial,sans-serif;color:#1f2933;background:#f4f6f8;padding:24px">',
    '<div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:32px">',
    '<div style="font-size:20px;font-weight:700;color:#2E96F4;margin-bottom:24px">Signage</div>',
    ...r.lines.slice(0, 2).map(para),
    r.code ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:8px 0 24px">${escapeHtml(r.code)}</p>` : '',
    ...r.lines.slice(2).map(para),
    r.action
      ? `<p><a href="${escapeHtml(r.action.url)}" style="display:inline-block;background:#2E96F4;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(r.action.label)}</a></p><p style="font-size:12px;color:#52606d;word-break:break-all">${escapeHtml(r.action.url)}</p>`
      : '',
    '</div></body></html>',
  ].join('');
  return { subject: r.subject, text, html };
}
