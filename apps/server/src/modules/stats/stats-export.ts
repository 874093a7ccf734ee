import { type Locale, STATS_METRICS, type StatsRow, type StatsType } from '@signage/shared';
import { csvLine } from './stats-csv.ts';
import { hms, METRIC_LABELS, TYPE_LABELS, word } from './stats-labels.ts';

/** What an export holds: the organization, its zone and range, and each type's rows and totals. */
export interface StatsReport {
  organizationName: string;
  timeZone: string;
  from: string;
  to: string;
  generatedAt: Date;
  sections: Array<{ type: StatsType; totals: Record<string, number>; rows: StatsRow[] }>;
}

/** A figure as an export shows it: durations h:mm:ss, shares as a percentage with one decimal. */
function shown(metric: string, value: number | undefined): string | number {
  const v = value ?? 0;
  if (metric === 'playSeconds' || metric === 'onlineSeconds') return hms(v);
  if (metric === 'onlineShare') return `${(v * 100).toFixed(1)} %`;
  return v;
}

/**
 * CSV: UTF-8 with a BOM (so spreadsheet programs read the accents), one section per type: a header line
 * naming the type, the organization, the time zone and the range, the column names, the rows, a total
 * line and an empty line. Cells starting with = + - @ are prefixed with ' (no formula injection).
 */
export function statsCsv(report: StatsReport, locale: Locale): Buffer {
  const lines: string[] = [];
  for (const s of report.sections) {
    const metrics = STATS_METRICS[s.type];
    lines.push(
      csvLine([
        TYPE_LABELS[s.type][locale],
        `${word(locale, 'organization')}: ${report.organizationName}`,
        `${word(locale, 'timeZone')}: ${report.timeZone}`,
        `${word(locale, 'range')}: ${report.from} – ${report.to}`,
      ]),
    );
    lines.push(csvLine([word(locale, 'name'), word(locale, 'detail'), ...metrics.map((m) => METRIC_LABELS[m][locale])]));
    for (const r of s.rows) lines.push(csvLine([r.label, r.detail, ...metrics.map((m) => shown(m, r.values[m]))]));
    lines.push(csvLine([word(locale, 'total'), '', ...metrics.map((m) => shown(m, s.totals[m]))]));
    lines.push('');
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n'), 'utf8')]);
}

/** Rows per type in the PDF (the CSV has them all). */
export const PDF_ROWS_MAX = 500;

/** The characters of WinAnsiEncoding beyond Latin-1 (the PDF standard fonts' encoding). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text for the PDF's standard Helvetica, whose WinAnsi encoding covers English, Spanish, French and
 * Swedish (å ä ö é è ñ ç ü « » – …); anything else (another script, an emoji) is shown as "?" rather
 * than as a wrong glyph. The slide fonts the repository vendors are WOFF2, which pdfkit's font
 * subsetter (fontkit) cannot embed (composite glyphs fail), and a TTF would be a new vendored file.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const c = ch.codePointAt(0) ?? 0;
    out += (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : '?';
  }
  return out;
}

/**
 * PDF: a proof-of-play report an advertiser can be sent: title, organization, range, time zone,
 * generated-at, then per type a table (name, detail, figures) and its total.
 */
export async function statsPdf(report: StatsReport, locale: Locale): Promise<Buffer> {
  // pdfkit (and fontkit) loads with the first PDF export, not at start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: word(locale, 'reportTitle'), Author: report.organizationName, Subject: `${report.from} – ${report.to}` },
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
  const width = doc.page.width - left - doc.page.margins.right;
  doc
    .font('bold')
    .fontSize(18)
    .text(pdfText(word(locale, 'reportTitle')));
  doc.moveDown(0.5);
  doc.font('body').fontSize(10);
  doc.text(pdfText(`${word(locale, 'organization')}: ${report.organizationName}`));
  doc.text(pdfText(`${word(locale, 'range')}: ${report.from} – ${report.to}`));
  doc.text(pdfText(`${word(locale, 'timeZone')}: ${report.timeZone}`));
  doc.text(pdfText(`${word(locale, 'generatedAt')}: ${report.generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`));
  for (const s of report.sections) {
    const metrics = STATS_METRICS[s.type];
    const nameWidth = width * 0.5;
    const metricWidth = (width - nameWidth) / metrics.length;
    doc.moveDown(1.2);
    doc.font('bold').fontSize(13).text(pdfText(TYPE_LABELS[s.type][locale]), left);
    doc.moveDown(0.3);
    const row = (cells: Array<string | number>, bold = false) => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'bold' : 'body').fontSize(9);
      doc.text(pdfText(String(cells[0])), left, y, { width: nameWidth - 6, lineBreak: false, ellipsis: true });
      cells.slice(1).forEach((c, i) => {
        doc.text(pdfText(String(c)), left + nameWidth + i * metricWidth, y, { width: metricWidth - 4, align: 'right', lineBreak: false });
      });
      doc.x = left;
      doc.y = y + 14;
    };
    row([word(locale, 'name'), ...metrics.map((m) => METRIC_LABELS[m][locale])], true);
    if (s.rows.length === 0) {
      doc
        .font('body')
        .fontSize(9)
        .text(pdfText(word(locale, 'noData')), left);
      continue;
    }
    for (const r of s.rows.slice(0, PDF_ROWS_MAX))
      row([r.detail ? `${r.label} — ${r.detail}` : r.label, ...metrics.map((m) => shown(m, r.values[m]))]);
    row([word(locale, 'total'), ...metrics.map((m) => shown(m, s.totals[m]))], true);
    if (s.rows.length > PDF_ROWS_MAX)
      doc
        .font('body')
        .fontSize(9)
        .text(pdfText(word(locale, 'moreRows', { n: s.rows.length - PDF_ROWS_MAX })), left);
  }
  doc.end();
  return done;
}
