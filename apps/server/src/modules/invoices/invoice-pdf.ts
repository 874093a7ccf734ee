import { isLocale, type Locale } from '@signage/shared';
import type { Invoice, InvoiceLine } from '../../db/schema/index.ts';
import { pdfText } from '../stats/stats-export.ts';
import { formatDate, formatMoney, formatRate } from './invoice-format.ts';

interface Labels {
  invoice: string;
  paid: string;
  seller: string;
  billTo: string;
  taxId: string;
  number: string;
  issued: string;
  paidOn: string;
  payment: string;
  owner: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  tax: string;
  total: string;
  paidNote: (date: string) => string;
}

/** The PDF's words in the four interface languages (the buyer owner's, stored with the invoice). */
const LABELS: Record<Locale, Labels> = {
  en: {
    invoice: 'Invoice',
    paid: 'PAID',
    seller: 'From',
    billTo: 'Bill to',
    taxId: 'Tax ID',
    number: 'Invoice number',
    issued: 'Invoice date',
    paidOn: 'Paid on',
    payment: 'Payment reference',
    owner: 'Account owner',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    tax: 'Tax',
    total: 'Total',
    paidNote: (d) => `Paid in full by card on ${d}. Nothing is due.`,
  },
  es: {
    invoice: 'Factura',
    paid: 'PAGADA',
    seller: 'De',
    billTo: 'Facturar a',
    taxId: 'NIF',
    number: 'Número de factura',
    issued: 'Fecha de factura',
    paidOn: 'Pagada el',
    payment: 'Referencia del pago',
    owner: 'Titular de la cuenta',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    subtotal: 'Base imponible',
    tax: 'Impuesto',
    total: 'Total',
    paidNote: (d) => `Pagada íntegramente con tarjeta el ${d}. No hay importe pendiente.`,
  },
  fr: {
    invoice: 'Facture',
    paid: 'PAYÉE',
    seller: 'Émetteur',
    billTo: 'Facturé à',
    taxId: 'N° de TVA',
    number: 'Numéro de facture',
    issued: 'Date de facture',
    paidOn: 'Payée le',
    payment: 'Référence du paiement',
    owner: 'Titulaire du compte',
    description: 'Description',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    subtotal: 'Total HT',
    tax: 'TVA',
    total: 'Total TTC',
    paidNote: (d) => `Payée intégralement par carte le ${d}. Aucun montant n’est dû.`,
  },
  sv: {
    invoice: 'Faktura',
    paid: 'BETALD',
    seller: 'Från',
    billTo: 'Faktureras till',
    taxId: 'Momsreg.nr',
    number: 'Fakturanummer',
    issued: 'Fakturadatum',
    paidOn: 'Betald',
    payment: 'Betalningsreferens',
    owner: 'Kontoinnehavare',
    description: 'Beskrivning',
    quantity: 'Antal',
    unitPrice: 'À-pris',
    amount: 'Belopp',
    subtotal: 'Delsumma',
    tax: 'Moms',
    total: 'Totalt',
    paidNote: (d) => `Betald i sin helhet med kort ${d}. Inget att betala.`,
  },
};

export const invoiceLocale = (invoice: Pick<Invoice, 'buyer'>): Locale => (isLocale(invoice.buyer.locale) ? invoice.buyer.locale : 'en');

/**
 * The invoice as a PDF (A4), drawn from its stored rows only, so the same invoice always gives the same
 * document: seller, buyer, number, dates, lines, subtotal / tax / total in the buyer owner's language
 * and number format, and a "Paid" mark. pdfkit's standard Helvetica (WinAnsi: the letters of English,
 * Spanish, French and Swedish, and €); another script prints as "?" (`pdfText`).
 */
export async function invoicePdf(invoice: Invoice, lines: InvoiceLine[]): Promise<Buffer> {
  const locale = invoiceLocale(invoice);
  const l = LABELS[locale];
  const zone = invoice.buyer.timeZone || 'UTC';
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const t = (s: string) => pdfText(s);
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    // Fixed metadata (no clock, no random id source): the same rows give the same bytes.
    info: {
      Title: t(`${l.invoice} ${invoice.number}`),
      Author: t(invoice.seller.name),
      Subject: t(`${l.invoice} ${invoice.number}`),
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  doc.registerFont('body', 'Helvetica');
  doc.registerFont('bold', 'Helvetica-Bold');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const ink = '#1f2933';
  const muted = '#52606d';
  const accent = '#1b7f3b';

  // Title and the "Paid" mark.
  doc.fillColor(ink).font('bold').fontSize(24).text(t(l.invoice), left, 50);
  const stamp = t(l.paid);
  doc.font('bold').fontSize(16);
  const stampWidth = doc.widthOfString(stamp) + 24;
  doc
    .save()
    .lineWidth(2)
    .strokeColor(accent)
    .roundedRect(right - stampWidth, 50, stampWidth, 30, 4)
    .stroke()
    .restore();
  doc.fillColor(accent).text(stamp, right - stampWidth, 58, { width: stampWidth, align: 'center' });

  // Seller (left) and the invoice's facts (right).
  const top = 100;
  const half = width / 2 - 10;
  doc.fillColor(muted).font('bold').fontSize(9).text(t(l.seller.toUpperCase()), left, top, { width: half });
  doc.fillColor(ink).font('bold').fontSize(11).text(t(invoice.seller.name), { width: half });
  doc.font('body').fontSize(10);
  for (const line of invoice.seller.address.split('\n').filter(Boolean)) doc.text(t(line), { width: half });
  if (invoice.seller.taxId) doc.text(t(`${l.taxId}: ${invoice.seller.taxId}`), { width: half });
  const sellerBottom = doc.y;

  const facts: Array<[string, string, number]> = [
    [l.number, invoice.number, 10],
    [l.issued, formatDate(invoice.issuedAt, locale, zone), 10],
    [l.paidOn, formatDate(invoice.paidAt, locale, zone), 10],
    // A provider's reference can be long (a Stripe Checkout Session id): smaller, so it mostly fits one line.
    [l.payment, invoice.providerReference, 8],
  ];
  let y = top;
  const factsLeft = left + width / 2 + 10;
  const labelWidth = 110;
  for (const [label, value, size] of facts) {
    doc
      .fillColor(muted)
      .font('body')
      .fontSize(9)
      .text(t(label), factsLeft, y + 1, { width: labelWidth });
    doc
      .fillColor(ink)
      .font('bold')
      .fontSize(size)
      .text(t(value), factsLeft + labelWidth, y + (10 - size) / 2, { width: right - factsLeft - labelWidth });
    y = Math.max(doc.y, y + 14) + 2;
  }

  // Buyer.
  y = Math.max(sellerBottom, y) + 20;
  const b = invoice.buyer;
  doc.fillColor(muted).font('bold').fontSize(9).text(t(l.billTo.toUpperCase()), left, y, { width });
  doc.fillColor(ink).font('bold').fontSize(11).text(t(b.name), { width });
  doc.font('body').fontSize(10);
  const place = [b.city, b.state].filter(Boolean).join(', ');
  for (const line of [b.address, place, b.country, b.contactEmail]) if (line) doc.text(t(line), { width });
  if (b.ownerName || b.ownerEmail) {
    const owner = [b.ownerName, b.ownerEmail ? `<${b.ownerEmail}>` : ''].filter(Boolean).join(' ');
    doc.fillColor(muted).text(t(`${l.owner}: ${owner}`), { width });
  }

  // Lines.
  y = doc.y + 24;
  const cols = { qty: 50, unit: 95, amount: 95 };
  const descWidth = width - cols.qty - cols.unit - cols.amount;
  const xQty = left + descWidth;
  const xUnit = xQty + cols.qty;
  const xAmount = xUnit + cols.unit;
  doc.fillColor(muted).font('bold').fontSize(9);
  doc.text(t(l.description), left, y, { width: descWidth - 8 });
  doc.text(t(l.quantity), xQty, y, { width: cols.qty, align: 'right' });
  doc.text(t(l.unitPrice), xUnit, y, { width: cols.unit, align: 'right' });
  doc.text(t(l.amount), xAmount, y, { width: cols.amount, align: 'right' });
  y += 14;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor('#cbd2d9').stroke();
  y += 6;
  doc.fillColor(ink).font('body').fontSize(10);
  for (const line of lines) {
    if (y > doc.page.height - doc.page.margins.bottom - 120) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc.text(t(line.description), left, y, { width: descWidth - 8 });
    const rowBottom = doc.y;
    doc.text(String(line.quantity), xQty, y, { width: cols.qty, align: 'right' });
    doc.text(t(money(line.unitAmount)), xUnit, y, { width: cols.unit, align: 'right' });
    doc.text(t(money(line.amount)), xAmount, y, { width: cols.amount, align: 'right' });
    y = Math.max(rowBottom, y + 12) + 6;
  }
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor('#cbd2d9').stroke();
  y += 8;

  // Totals.
  const totals: Array<[string, string, boolean]> = [
    [l.subtotal, money(invoice.subtotalAmount), false],
    [`${l.tax} (${formatRate(invoice.taxRateBasisPoints, locale)})`, money(invoice.taxAmount), false],
    [l.total, money(invoice.totalAmount), true],
  ];
  const totalsLabelX = xUnit - 60;
  for (const [label, value, strong] of totals) {
    doc
      .fillColor(strong ? ink : muted)
      .font(strong ? 'bold' : 'body')
      .fontSize(strong ? 12 : 10);
    doc.text(t(label), totalsLabelX, y, { width: cols.unit + 60, align: 'right' });
    doc.fillColor(ink).text(t(value), xAmount, y, { width: cols.amount, align: 'right' });
    y += strong ? 20 : 15;
  }

  // The paid note.
  y += 16;
  doc
    .fillColor(accent)
    .font('bold')
    .fontSize(10)
    .text(t(l.paidNote(formatDate(invoice.paidAt, locale, zone))), left, y, { width });

  doc.end();
  return done;
}
