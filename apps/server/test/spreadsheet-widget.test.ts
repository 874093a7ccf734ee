import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEgress, type Egress } from '../src/lib/egress.ts';
import { getFetcher, SourceFetchError } from '../src/modules/widgets/fetchers.ts';
import { cellsOf, fetchSpreadsheet, parseCsv, SPREADSHEET_FRESHNESS_MS } from '../src/modules/widgets/spreadsheet.ts';
import { json, type TestApp, tempDataDir } from './helpers.ts';
import { appWithOrgs } from './helpers.ts';
import { form } from './media-fixtures.ts';
import { fails, ok } from './screens-fixtures.ts';

/**
 * Spreadsheet widget (spec parts 4, 5, 8): the CSV fetcher against a local fake (a sheet, a
 * sign-in page, a 403), the "Sync" check, the CSV/XLSX upload (bytes checked, not names), and an
 * organization never reaching another's uploaded file.
 */
const CSV = 'Name,Score,Note\r\nAnn,3,"a, b"\r\nBo,5,"line\nbreak"\r\nCy,8,\r\n';
const GOOGLE_ID = '1AbCdEfGhIjKlMnOp_qr-st';
let fake: Server;
let base = '';
let egress: Egress;
let t: TestApp;
let k: Record<string, string>;
let orgs: { a: number; b: number };

function sheetServer() {
  return createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/sheet.csv' || url === `/google/spreadsheets/d/${GOOGLE_ID}/export?format=csv&gid=42`)
      res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(`\ufeff${CSV}`);
    else if (url === '/private.csv') res.writeHead(302, { location: '/signin' }).end();
    else if (url === '/signin') res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><body>Sign in</body></html>');
    else if (url === '/html-as-csv.csv') res.writeHead(200, { 'content-type': 'text/csv' }).end('<html><head></head><body>x</body></html>');
    else if (url === '/forbidden.csv') res.writeHead(403).end('no');
    else if (url === '/unauthorized.csv') res.writeHead(401).end('no');
    else if (url === '/broken.csv') res.writeHead(200, { 'content-type': 'text/csv' }).end('a,"unclosed\nb,c');
    else if (url === '/binary.csv')
      res.writeHead(200, { 'content-type': 'text/csv' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]));
    else if (url === '/error.csv') res.writeHead(500).end('down');
    else res.writeHead(404).end('missing');
  });
}

/** The egress client, with https://sheet.test and https://docs.google.com routed to the local fake. */
function routedEgress(real: Egress): Egress {
  return {
    request: (url, options) =>
      real.request(String(url).replace('https://sheet.test/', `${base}/`).replace('https://docs.google.com/', `${base}/google/`), options),
  };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof SourceFetchError ? error.code : `unexpected: ${(error as Error).message}`;
  }
}

function uploadSheet(key: string, file: { content: Buffer; filename: string; type?: string }, name = file.filename) {
  const body = form([
    { name: 'sessionKey', value: key },
    { name: 'name', value: name },
    { name: 'file', ...file },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/widget/spreadsheet/upload', payload: body.payload, headers: body.headers });
}

async function xlsxBytes(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  fake = sheetServer();
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  egress = routedEgress(createEgress({ allowLoopback: true }));
  const app = await appWithOrgs(tempDataDir('spreadsheet-'), { rateLimits: false, egressAllowLoopback: true }, ['screen_manager']);
  t = app.t;
  k = app.keys;
  orgs = app.orgs;
}, 60_000);

afterAll(async () => {
  await t?.close();
  fake?.close();
});

describe('spreadsheet CSV and ranges', () => {
  it('parses CSV (quotes, commas and line breaks in cells, BOM) and extracts the range only', () => {
    expect(parseCsv(CSV)[2]).toEqual(['Bo', '5', 'line\nbreak']);
    expect(cellsOf(CSV, 'b2:b4')).toEqual({ cells: [['3'], ['5'], ['8']], fetchedRange: 'B2:B4' });
    expect(cellsOf(CSV, 'C2')).toEqual({ cells: [['a, b']], fetchedRange: 'C2' });
    expect(cellsOf(CSV, 'D9:E9')).toEqual({ cells: [['', '']], fetchedRange: 'D9:E9' });
    expect(() => cellsOf(CSV, 'B4:B2')).toThrow(SourceFetchError);
    expect(() => parseCsv('a,"open\nb')).toThrow(SourceFetchError);
  });
});

describe('spreadsheet fetcher', () => {
  it('is registered for both source kinds with a 5-minute freshness', () => {
    expect(SPREADSHEET_FRESHNESS_MS).toBe(5 * 60_000);
    expect(getFetcher('spreadsheet')?.freshnessMs).toBe(SPREADSHEET_FRESHNESS_MS);
    expect(getFetcher('spreadsheet-file')?.freshnessMs).toBe(SPREADSHEET_FRESHNESS_MS);
  });

  it('reads a published CSV and a Google Sheets export through the egress client', async () => {
    expect(await fetchSpreadsheet({ url: 'https://sheet.test/sheet.csv', range: 'A1:B2' }, { egress })).toEqual({
      cells: [
        ['Name', 'Score'],
        ['Ann', '3'],
      ],
      fetchedRange: 'A1:B2',
    });
    const google = `https://docs.google.com/spreadsheets/d/${GOOGLE_ID}/export?format=csv&gid=42`;
    expect((await fetchSpreadsheet({ url: google, range: 'B3' }, { egress })).cells).toEqual([['5']]);
  });

  it('answers check access for a sign-in page, 401 and 403; sync failed for malformed, binary or failing answers', async () => {
    const at = (path: string, range = 'A1') => codeOf(fetchSpreadsheet({ url: `https://sheet.test${path}`, range }, { egress }));
    expect(await at('/private.csv')).toBe('SPREADSHEET_CHECK_ACCESS');
    expect(await at('/html-as-csv.csv')).toBe('SPREADSHEET_CHECK_ACCESS');
    expect(await at('/forbidden.csv')).toBe('SPREADSHEET_CHECK_ACCESS');
    expect(await at('/unauthorized.csv')).toBe('SPREADSHEET_CHECK_ACCESS');
    expect(await at('/broken.csv')).toBe('SPREADSHEET_SYNC_FAILED');
    expect(await at('/binary.csv')).toBe('SPREADSHEET_SYNC_FAILED');
    expect(await at('/error.csv')).toBe('SPREADSHEET_SYNC_FAILED');
    expect(await at('/sheet.csv', 'A1:Z100')).toBe('SPREADSHEET_INVALID_URL_OR_RANGE');
    expect(await codeOf(fetchSpreadsheet({ url: 'http://sheet.test/sheet.csv', range: 'A1' }, { egress }))).toBe(
      'SPREADSHEET_INVALID_URL_OR_RANGE',
    );
  });

  it('never reaches private addresses (the production egress refuses loopback)', async () => {
    const strict = createEgress({ allowLoopback: false });
    expect(await codeOf(fetchSpreadsheet({ url: 'https://127.0.0.1/sheet.csv', range: 'A1' }, { egress: strict }))).toBe(
      'SPREADSHEET_INVALID_URL_OR_RANGE',
    );
    expect(await codeOf(fetchSpreadsheet({ url: 'https://169.254.169.254/latest', range: 'A1' }, { egress: strict }))).toBe(
      'SPREADSHEET_INVALID_URL_OR_RANGE',
    );
  });
});

describe('POST /widget/spreadsheet/check', () => {
  it('refuses an invalid URL or range with the spec message, and callers without content rights', async () => {
    await fails(t, k.a as string, '/widget/spreadsheet/check', { url: 'not a url', range: 'A1' }, 400, 'SPREADSHEET_INVALID_URL_OR_RANGE');
    await fails(
      t,
      k.a as string,
      '/widget/spreadsheet/check',
      { url: 'https://sheet.test/a.csv', range: 'E10:E2' },
      400,
      'SPREADSHEET_INVALID_URL_OR_RANGE',
    );
    // Loopback is allowed in this app, but only over http: the https fetch fails, never a 500.
    const out = await fails(t, k.a as string, '/widget/spreadsheet/check', { url: 'https://127.0.0.1:1/a.csv', range: 'A1' }, 400);
    expect(['SPREADSHEET_SYNC_FAILED', 'SPREADSHEET_INVALID_URL_OR_RANGE']).toContain(out.errorCode);
    await fails(t, k.screen_manager as string, '/widget/spreadsheet/check', { url: 'https://sheet.test/a.csv', range: 'A1' }, 403);
  });
});

describe('POST /widget/spreadsheet/upload', () => {
  it('stores a CSV as the organization’s file and serves its range to the file fetcher', async () => {
    const res = await uploadSheet(k.a as string, { content: Buffer.from(CSV), filename: 'scores.csv', type: 'text/csv' });
    expect(res.statusCode, res.body).toBe(200);
    const out = json(res).response;
    expect(out).toMatchObject({ name: 'scores.csv', rows: 4, columns: 3 });
    expect(out.fileId).toMatch(new RegExp(`^${orgs.a}-[a-f0-9]{64}$`));
    const fetcher = getFetcher('spreadsheet-file');
    const data = await fetcher?.fetch({ file: out.fileId, range: 'A2:C3' }, { egress, storeImage: async () => null });
    expect(data).toEqual({
      cells: [
        ['Ann', '3', 'a, b'],
        ['Bo', '5', 'line\nbreak'],
      ],
      fetchedRange: 'A2:C3',
    });
  });

  it('reads the first sheet of an XLSX', async () => {
    const bytes = await xlsxBytes([
      ['City', 'Visitors'],
      ['Oslo', 1200],
      ['Lund', 800],
    ]);
    const res = await uploadSheet(k.a as string, { content: bytes, filename: 'visits.xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    const out = json(res).response;
    expect(out).toMatchObject({ rows: 3, columns: 2 });
    const data = await getFetcher('spreadsheet-file')?.fetch(
      { file: out.fileId, range: 'B2:B3' },
      { egress, storeImage: async () => null },
    );
    expect(data).toEqual({ cells: [['1200'], ['800']], fetchedRange: 'B2:B3' });
  });

  it('refuses a PNG renamed .csv, a ZIP that is not a workbook, a too large file, and callers without content rights', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      Buffer.from('IHDR'),
      Buffer.alloc(64),
    ]);
    const asCsv = await uploadSheet(k.a as string, { content: png, filename: 'photo.csv', type: 'text/csv' });
    expect(asCsv.statusCode).toBe(400);
    expect(json(asCsv).errorCode).toBe('SPREADSHEET_FILE_INVALID');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    const notWorkbook = await uploadSheet(k.a as string, { content: zip, filename: 'fake.xlsx' });
    expect(json(notWorkbook).errorCode).toBe('SPREADSHEET_FILE_INVALID');
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a,');
    const tooLarge = await uploadSheet(k.a as string, { content: big, filename: 'big.csv', type: 'text/csv' });
    expect([400, 413]).toContain(tooLarge.statusCode);
    const other = await uploadSheet(k.screen_manager as string, { content: Buffer.from(CSV), filename: 'x.csv' });
    expect(other.statusCode).toBe(403);
  });
});

describe('uploaded files stay in their organization', () => {
  it('refuses another organization’s file id on slide save and in the editor’s data call', async () => {
    const res = await uploadSheet(k.a as string, { content: Buffer.from('Secret,42\n'), filename: 'secret.csv' });
    const fileId = json(res).response.fileId as string;
    const element = {
      id: 'sheet',
      type: 'widget',
      widget: 'spreadsheet',
      x: 0,
      y: 0,
      width: 720,
      height: 420,
      props: { origin: 'file', fileId, range: 'B1' },
    };
    const own = (await ok(t, k.a as string, '/playlist/create', { name: 'Sheets', aspect: '16:9' })).id as number;
    await ok(t, k.a as string, '/playlist/slide/create', { playlistId: own, slideData: { version: 1, elements: [element] } });
    const data = await ok(t, k.a as string, '/widget/data', { widget: 'spreadsheet', props: element.props });
    expect(data.entry?.data).toEqual({ cells: [['42']], fetchedRange: 'B1' });

    const theirs = (await ok(t, k.b as string, '/playlist/create', { name: 'Sheets', aspect: '16:9' })).id as number;
    await fails(
      t,
      k.b as string,
      '/playlist/slide/create',
      { playlistId: theirs, slideData: { version: 1, elements: [element] } },
      400,
      'WIDGET_INVALID',
    );
    const slide = await ok(t, k.b as string, '/playlist/slide/create', { playlistId: theirs, slideData: { version: 1, elements: [] } });
    await fails(
      t,
      k.b as string,
      '/playlist/updateSlide',
      { playlistId: theirs, slideNumber: slide.slideNumber ?? 0, slideData: { version: 1, elements: [element] } },
      400,
      'WIDGET_INVALID',
    );
    await fails(t, k.b as string, '/widget/data', { widget: 'spreadsheet', props: element.props }, 400, 'WIDGET_INVALID');
  });
});
