import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices, mailOutbox, organizations, users } from '../src/db/schema/index.ts';
import type { IssueInvoiceInput } from '../src/modules/invoices/invoice-issuer.ts';
import { addUser, buildTestApp, json, login, TEST_DB, type TestApp } from './helpers.ts';
import { call, createSub, makeReseller, type OrgActor, signedUpOrg } from './org-fixtures.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

/**
 * Invoices of card payments (docs/billing.md "Invoices"): issued by the payment's fulfilment
 * through `InvoiceIssuer` inside its transaction (as the payments module does), numbered without gaps per
 * seller and year, once per payment; the owner gets the PDF by mail (a real SMTP server); owners/admins
 * and managing ancestors list and download them, other organizations see 404.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let root: OrgActor;
let parent: OrgActor;
let child: OrgActor;
let other: OrgActor;
let paymentSeq = 1000;
const year = new Date().getUTCFullYear();

const SELLER = { name: 'Signage Nordic AB', address: 'Storgatan 1\n111 22 Stockholm\nSweden', taxId: 'SE556677889901' };

function input(organizationId: number, over: Partial<IssueInvoiceInput> = {}): IssueInvoiceInput {
  const paymentId = ++paymentSeq;
  return {
    organizationId,
    paymentId,
    provider: 'test',
    providerReference: `test_pay_${paymentId}`,
    currency: 'eur',
    lines: [
      { description: 'Licence extension, 1 year × 2 screens', item: 'device_year', quantity: 2, unitAmount: 1000 },
      { description: 'AI credits', item: 'ai_credits', quantity: 1, unitAmount: 999 },
    ],
    paidAt: new Date(),
    ...over,
  };
}

const issue = (i: IssueInvoiceInput) => t.database.db.transaction((tx) => t.app.services.invoices.issue(tx, i));

async function pdfText(pdf: Buffer): Promise<string> {
  const mupdf = await import('mupdf');
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const out: string[] = [];
  for (let i = 0; i < doc.countPages(); i++) out.push(doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
  return out.join('\n');
}

async function numbersOf(organizationId: number) {
  const rows = await t.database.db.select().from(invoices).where(eq(invoices.organizationId, organizationId));
  return rows.map((r) => r.sequence).sort((a, b) => a - b);
}

async function allSequences() {
  const rows = await t.database.db.select({ s: invoices.sequence, y: invoices.year }).from(invoices);
  return rows
    .filter((r) => r.y === year)
    .map((r) => r.s)
    .sort((a, b) => a - b);
}

const contiguous = (xs: number[]) => xs.every((x, i) => x === i + 1);

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({ smtpUrl: smtp.url, invoices: { taxRatePercent: 25, seller: SELLER } });
  root = await signedUpOrg(t, 'Platform');
  parent = await signedUpOrg(t, 'Parent Co');
  await makeReseller(t, parent.organizationId);
  child = await createSub(t, parent, 'Child Shop');
  other = await signedUpOrg(t, 'Other Org');
  await t.database.db
    .update(organizations)
    .set({
      name: 'Café Ñandú Åkersberga',
      address: 'Rue de l’Église 5',
      city: 'Åkersberga',
      state: 'Stockholms län',
      country: 'Sweden',
      contactEmail: 'billing@cafe.test',
    })
    .where(eq(organizations.id, child.organizationId));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('issuing', () => {
  it('numbers invoices YYYY-NNNNNN per seller without gaps, computes tax and keeps the buyer as it was', async () => {
    const first = await issue(input(child.organizationId));
    const second = await issue(input(child.organizationId));
    expect(first.number).toBe(`${year}-000001`);
    expect(second.number).toBe(`${year}-000002`);
    // 2 × 10.00 + 9.99 = 29.99; 25 % tax = 7.4975 → 7.50; total 37.49.
    expect(first.totalAmount).toBe(3749);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, first.id));
    expect(row).toMatchObject({
      issuerOrganizationId: root.organizationId,
      organizationId: child.organizationId,
      subtotalAmount: 2999,
      taxRateBasisPoints: 2500,
      taxAmount: 750,
      totalAmount: 3749,
      currency: 'eur',
      provider: 'test',
      seller: SELLER,
    });
    expect(row?.buyer).toMatchObject({
      name: 'Café Ñandú Åkersberga',
      city: 'Åkersberga',
      country: 'Sweden',
      contactEmail: 'billing@cafe.test',
      ownerEmail: child.email,
    });
    const lines = await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, first.id));
    expect(lines.map((l) => [l.position, l.quantity, l.unitAmount, l.amount])).toEqual([
      [1, 2, 1000, 2000],
      [2, 1, 999, 999],
    ]);
  });

  it('issues once per payment: the second call answers the first invoice', async () => {
    const i = input(child.organizationId);
    const a = await issue(i);
    const b = await issue({ ...i, lines: [{ description: 'Other', item: 'x', quantity: 1, unitAmount: 1 }] });
    expect(b).toEqual(a);
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.paymentId, i.paymentId));
    expect(rows).toHaveLength(1);
    expect(contiguous(await allSequences())).toBe(true);
  });

  it('a rolled-back fulfilment leaves no gap (and no mail)', async () => {
    const before = await allSequences();
    const mailsBefore = (await t.database.db.select().from(mailOutbox)).length;
    const failed = input(child.organizationId);
    await expect(
      t.database.db.transaction(async (tx) => {
        const issued = await t.app.services.invoices.issue(tx, failed);
        expect(issued.number).toBe(`${year}-${String(before.length + 1).padStart(6, '0')}`);
        throw new Error('fulfilment failed after the invoice');
      }),
    ).rejects.toThrow('fulfilment failed');
    expect(await t.database.db.select().from(invoices).where(eq(invoices.paymentId, failed.paymentId))).toHaveLength(0);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    const next = await issue(input(child.organizationId));
    expect(next.number).toBe(`${year}-${String(before.length + 1).padStart(6, '0')}`);
    expect(contiguous(await allSequences())).toBe(true);
  });

  it(`concurrent issues (${TEST_DB}) get 1..N without gaps or duplicates, rolled-back ones included, and one invoice for a payment issued twice at once`, async () => {
    const before = await allSequences();
    const tasks = Array.from({ length: 12 }, (_, k) => {
      const i = input(k % 2 ? child.organizationId : other.organizationId);
      return t.database.db.transaction(async (tx) => {
        const issued = await t.app.services.invoices.issue(tx, i);
        if (k % 4 === 3) throw new Error('rolled back');
        return issued;
      });
    });
    const same = input(other.organizationId);
    tasks.push(issue(same), issue(same));
    const results = await Promise.allSettled(tasks);
    const committed = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    expect(committed).toHaveLength(12 - 3 + 2);
    const after = await allSequences();
    expect(after).toHaveLength(before.length + 10);
    expect(contiguous(after)).toBe(true);
    expect(new Set(after).size).toBe(after.length);
    const twice = committed.slice(-2);
    expect(twice[0]).toEqual(twice[1]);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.paymentId, same.paymentId))).toHaveLength(1);
    expect((await numbersOf(other.organizationId)).length).toBeGreaterThan(0);
  });

  it('mails the owner the PDF (in the owner’s language) over SMTP, after commit', async () => {
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, child.email));
    await t.database.db
      .update(users)
      .set({ locale: 'sv' })
      .where(eq(users.id, owner?.id as number));
    const issued = await issue(input(child.organizationId));
    await t.app.ctx.mailer.idle();
    const mail = smtp.inbox.find((m) => m.to.includes(child.email) && m.text.includes(`Faktura ${issued.number}`));
    expect(mail, smtp.inbox.map((m) => m.text.slice(0, 300)).join('\n---\n')).toBeDefined();
    const text = mail?.text as string;
    expect(text).toMatch(/Subject: .*Faktura/);
    expect(text).toContain('37,49');
    expect(text).toContain(`https://signage.test/home/licensing/${child.organizationId}`);
    // The attachment: application/pdf named after the number, base64.
    const part = text.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p)) as string;
    expect(part).toBeDefined();
    expect(part).toContain(`invoice-${issued.number}.pdf`);
    const base64 = part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s+/g, '');
    const pdf = Buffer.from(base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const words = await pdfText(pdf);
    expect(words).toContain(issued.number);
    expect(words).toContain('Faktura');
    expect(words).toContain('BETALD');
    await t.database.db
      .update(users)
      .set({ locale: 'en' })
      .where(eq(users.id, owner?.id as number));
  });
});

describe('list and download', () => {
  it('the owner lists the invoices (newest first) and downloads a PDF: number, buyer as issued, totals, paid mark', async () => {
    const issued = await issue(input(child.organizationId, { currency: 'sek' }));
    // A later edit of the organization does not change the issued invoice.
    await t.database.db.update(organizations).set({ name: 'Renamed Shop' }).where(eq(organizations.id, child.organizationId));
    const list = await call(t, 'GET', `/api/organizations/${child.organizationId}/invoices`, child.key);
    expect(list.statusCode, list.body).toBe(200);
    const rows = json(list).response.invoices as Array<Record<string, unknown>>;
    expect(rows[0]).toMatchObject({
      id: issued.id,
      number: issued.number,
      currency: 'sek',
      totalAmount: 3749,
      taxAmount: 750,
      subtotalAmount: 2999,
      taxRateBasisPoints: 2500,
      descriptions: ['Licence extension, 1 year × 2 screens', 'AI credits'],
    });
    expect(rows.length).toBe((await numbersOf(child.organizationId)).length);

    const res = await call(t, 'GET', `/api/organizations/${child.organizationId}/invoices/${issued.id}/pdf`, child.key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${issued.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const words = await pdfText(res.rawPayload);
    for (const w of [
      issued.number,
      'Invoice',
      'PAID',
      'Café Ñandú Åkersberga',
      'Åkersberga',
      SELLER.name,
      SELLER.taxId,
      'Total',
      'AI credits',
    ])
      expect(words).toContain(w);
    expect(words).not.toContain('Renamed Shop');
    expect(words).toMatch(/SEK\s?37\.49|37\.49/);
    // Drawn from the rows: the same bytes every time.
    const again = await call(t, 'GET', `/api/organizations/${child.organizationId}/invoices/${issued.id}/pdf`, child.key);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it('prints €, é, ñ, å in euros for a French owner', async () => {
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, child.email));
    await t.database.db
      .update(users)
      .set({ locale: 'fr' })
      .where(eq(users.id, owner?.id as number));
    const issued = await issue(input(child.organizationId));
    await t.database.db
      .update(users)
      .set({ locale: 'en' })
      .where(eq(users.id, owner?.id as number));
    const res = await call(t, 'GET', `/api/organizations/${child.organizationId}/invoices/${issued.id}/pdf`, child.key);
    const words = await pdfText(res.rawPayload);
    expect(words).toContain('Facture');
    expect(words).toContain('PAYÉE');
    expect(words).toMatch(/37,49\s€/);
    expect(words).toContain('Rue de l’Église 5');
    expect(words).toContain('Åkersberga');
  });

  it('a managing ancestor may read them; staff 403; another organization 404 (list, PDF and ids mixed up)', async () => {
    const mine = await issue(input(child.organizationId));
    const theirs = await issue(input(other.organizationId));
    const listUrl = `/api/organizations/${child.organizationId}/invoices`;
    const pdfUrl = `/api/organizations/${child.organizationId}/invoices/${mine.id}/pdf`;
    expect((await call(t, 'GET', listUrl, parent.key)).statusCode).toBe(200);
    expect((await call(t, 'GET', pdfUrl, parent.key)).statusCode).toBe(200);

    const staff = await addUser(t, child.organizationId, 'staff');
    const staffKey = (await login(t, staff.email)).sessionKey;
    expect((await call(t, 'GET', listUrl, staffKey)).statusCode).toBe(403);
    expect((await call(t, 'GET', pdfUrl, staffKey)).statusCode).toBe(403);

    const admin = await addUser(t, child.organizationId, 'admin');
    const adminKey = (await login(t, admin.email)).sessionKey;
    expect((await call(t, 'GET', pdfUrl, adminKey)).statusCode).toBe(200);

    for (const [url, key] of [
      [listUrl, other.key],
      [pdfUrl, other.key],
      // Own organization, someone else's invoice id.
      [`/api/organizations/${child.organizationId}/invoices/${theirs.id}/pdf`, child.key],
      [`/api/organizations/${other.organizationId}/invoices/${mine.id}/pdf`, other.key],
      [`/api/organizations/${child.organizationId}/invoices/1999999999/pdf`, child.key],
    ] as const) {
      const res = await call(t, 'GET', url, key);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
    }
    expect((await call(t, 'GET', listUrl, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/organizations/${child.organizationId}/invoices/abc/pdf`, child.key)).statusCode).toBe(400);
    expect((await call(t, 'GET', `/api/organizations/0/invoices`, child.key)).statusCode).toBe(400);
  });
});
