import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getWidget } from '../../render/widgets.tsx';
import { type WidgetDataEntry, widgetSourceOf } from '../contract.ts';
import '../index.ts';
import type { SpreadsheetData } from './data.ts';
import { type SpreadsheetProps, spreadsheetCsvUrl, spreadsheetPropsSchema } from './model.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const SHEET = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOp_qr-st/edit#gid=42';

function entry(data: SpreadsheetData | null, ageMs = 60_000): WidgetDataEntry<SpreadsheetData> {
  return {
    key: 'k',
    status: data ? 'ok' : 'pending',
    data,
    fetchedAt: data ? new Date(NOW - ageMs).toISOString() : null,
    staleAfterMs: 5 * 60_000,
  };
}

function render(props: Partial<SpreadsheetProps>, data: WidgetDataEntry | undefined) {
  const parsed = spreadsheetPropsSchema.parse(props);
  const def = getWidget('spreadsheet');
  if (!def) throw new Error('spreadsheet renderer not registered');
  const element = { id: 's', type: 'widget', widget: 'spreadsheet', props: parsed } as never;
  return renderToStaticMarkup(def.render({ props: parsed, element, time: 0, playing: true, now: NOW, timeZone: 'UTC', data }));
}

describe('spreadsheet model', () => {
  it('turns sheet links into their CSV export', () => {
    expect(spreadsheetCsvUrl(SHEET)).toBe('https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOp_qr-st/export?format=csv&gid=42');
    expect(spreadsheetCsvUrl('https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOp_qr-st/edit?gid=7#gid=7')).toContain('gid=7');
    expect(spreadsheetCsvUrl('https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOp_qr-st')).toContain('gid=0');
    expect(spreadsheetCsvUrl('https://docs.google.com/spreadsheets/d/e/2PACX-1vabcdefghij/pubhtml')).toBe(
      'https://docs.google.com/spreadsheets/d/e/2PACX-1vabcdefghij/pub?output=csv',
    );
    expect(spreadsheetCsvUrl('https://example.com/data.csv#x')).toBe('https://example.com/data.csv');
    for (const bad of [
      'http://example.com/a.csv',
      'ftp://x/a.csv',
      'not a url',
      'https://docs.google.com/document/d/abc',
      'https://u:p@example.com/a.csv',
    ])
      expect(spreadsheetCsvUrl(bad), bad).toBeNull();
  });

  it('validates URL and range with one error code; defaults parse', () => {
    expect(spreadsheetPropsSchema.parse({}).range).toBe('A1');
    expect(spreadsheetPropsSchema.parse({ range: 'e2:e10' }).range).toBe('E2:E10');
    for (const bad of [{ url: 'http://example.com/a.csv' }, { range: 'E10:E2' }, { range: 'A1:Z100' }, { fileId: '12-abc' }]) {
      const result = spreadsheetPropsSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('SPREADSHEET_INVALID_URL_OR_RANGE');
    }
  });

  it('derives the source: the CSV export for a link, the stored file for an upload, none when not set up', () => {
    expect(widgetSourceOf('spreadsheet', { url: SHEET, range: 'B2' })).toEqual({
      kind: 'spreadsheet',
      params: { url: 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOp_qr-st/export?format=csv&gid=42', range: 'B2' },
    });
    const fileId = `7-${'a'.repeat(64)}`;
    expect(widgetSourceOf('spreadsheet', { origin: 'file', fileId, range: 'A1:B2' })).toEqual({
      kind: 'spreadsheet-file',
      params: { file: fileId, range: 'A1:B2' },
    });
    expect(widgetSourceOf('spreadsheet', {})).toBeNull();
    expect(widgetSourceOf('spreadsheet', { origin: 'file' })).toBeNull();
  });
});

describe('spreadsheet renderer', () => {
  it('shows a placeholder when not set up, waits for data, then shows the value and its label', () => {
    expect(render({}, undefined)).toContain('Choose a sheet');
    expect(render({ url: SHEET }, entry(null))).toContain('data-widget-waiting');
    const html = render({ url: SHEET, label: 'Visitors', language: 'en' }, entry({ cells: [['1 234']], fetchedRange: 'E8' }));
    expect(html).toContain('1 234');
    expect(html).toContain('Visitors');
    expect(html).not.toContain('data-widget-stale');
  });

  it('draws a table with a header row and zebra rows, text only, and keeps stale data with its note', () => {
    const cells = [
      ['Name', 'Score'],
      ['<b>Ann</b>', '3'],
      ['Bo', '5'],
    ];
    const html = render({ url: SHEET, display: 'table', range: 'A1:B3' }, entry({ cells, fetchedRange: 'A1:B3' }, 60 * 60_000));
    expect(html).toContain('<th');
    expect(html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(html).toContain('data-widget-stale');
    const noHeader = render({ url: SHEET, display: 'table', headerRow: false }, entry({ cells, fetchedRange: 'A1:B3' }));
    expect(noHeader).not.toContain('<th');
  });
});
