import { FONT_CATALOGUE } from '@signage/slides/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('font catalogue files', () => {
  it('serves every bundled catalogue font and its preview from our own server', async () => {
    const bundled = FONT_CATALOGUE.filter((f) => f.url);
    // Every catalogue font is vendored (latin 400 woff2) in packages/slides/fonts.
    expect(bundled.length).toBe(FONT_CATALOGUE.length);
    for (const font of bundled) {
      const file = await t.app.inject({ method: 'GET', url: font.url });
      expect(file.statusCode, font.url).toBe(200);
      expect(file.headers['content-type']).toBe('font/woff2');
      expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      const thumb = await t.app.inject({ method: 'GET', url: font.thumbnailUrl });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/svg+xml');
      expect(thumb.body).toContain(font.name);
    }
  });

  it('serves nothing outside the catalogue files', async () => {
    for (const url of [
      '/fonts/roboto/package.json',
      '/fonts/roboto/..%2F..%2Fpackage.json',
      '/fonts/not-a-font/not-a-font-latin-400-normal.woff2',
      '/fonts/roboto/lato-latin-400-normal.woff2',
      // Vendored fonts have the faces the catalogue lists (regular, bold, italics), nothing else
      // (no other weight, not their licence either).
      '/fonts/lora/lora-latin-500-normal.woff2',
      '/fonts/lora/LICENSE',
      '/fonts/lora/..%2Ffonts.json',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // The bold face is a catalogue file since slides load every face they use (docs/decisions.md "Slide typography parity").
    expect((await t.app.inject({ method: 'GET', url: '/fonts/lora/lora-latin-700-normal.woff2' })).statusCode).toBe(200);
  });
});
