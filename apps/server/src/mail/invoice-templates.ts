import type { Locale } from '@signage/shared';

/**
 * The mail that carries an invoice (docs/billing.md "Invoices") to the buyer organization's
 * owner, in the owner's language; the PDF is attached. `total` and `date` are already written in that
 * language (the invoice's own formatting).
 */
export interface InvoiceMail {
  kind: 'invoiceIssued';
  name: string;
  organization: string;
  number: string;
  total: string;
  date: string;
  /** The licence page, where every invoice can be downloaded again. */
  link: string;
}

interface Rendered {
  subject: string;
  lines: string[];
  action?: { label: string; url: string };
}

const WORDS: Record<Locale, (t: InvoiceMail) => Rendered> = {
  en: (t) => ({
    subject: `Invoice ${t.number} for ${t.organization}`,
    lines: [
      `Hello ${t.name},`,
      `Thank you for your payment. Invoice ${t.number} of ${t.date} for ${t.organization}, total ${t.total} (paid), is attached as a PDF.`,
      'You can download your invoices at any time from the licence page.',
    ],
    action: { label: 'Open the licence page', url: t.link },
  }),
  es: (t) => ({
    subject: `Factura ${t.number} para ${t.organization}`,
    lines: [
      `Hola, ${t.name}:`,
      `Gracias por su pago. Adjuntamos en PDF la factura ${t.number} del ${t.date} para ${t.organization}, con un total de ${t.total} (pagada).`,
      'Puede descargar sus facturas en cualquier momento desde la página de la licencia.',
    ],
    action: { label: 'Abrir la página de la licencia', url: t.link },
  }),
  fr: (t) => ({
    subject: `Facture ${t.number} pour ${t.organization}`,
    lines: [
      `Bonjour ${t.name},`,
      `Merci pour votre paiement. Vous trouverez ci-joint en PDF la facture ${t.number} du ${t.date} pour ${t.organization}, d’un total de ${t.total} (payée).`,
      'Vous pouvez télécharger vos factures à tout moment depuis la page de la licence.',
    ],
    action: { label: 'Ouvrir la page de la licence', url: t.link },
  }),
  sv: (t) => ({
    subject: `Faktura ${t.number} för ${t.organization}`,
    lines: [
      `Hej ${t.name},`,
      `Tack för din betalning. Faktura ${t.number} från ${t.date} för ${t.organization}, totalt ${t.total} (betald), bifogas som PDF.`,
      'Du kan när som helst ladda ned dina fakturor från licenssidan.',
    ],
    action: { label: 'Öppna licenssidan', url: t.link },
  }),
};

export function renderInvoiceMail(t: InvoiceMail, locale: Locale): Rendered {
  return WORDS[locale](t);
}
