import { widgetSourceKey } from '@signage/slides/widgets/models';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { licences } from '../src/db/schema/index.ts';
import { type FakeOpenMeteo, startFakeOpenMeteo } from './fakes/open-meteo.ts';
import { addUser, appWithOrgs, json, login, type TestApp, tempDataDir } from './helpers.ts';
import { call, deviceHeaders, ok, pairedDevice } from './screens-fixtures.ts';

/**
 * A self-hosted Open-Meteo on 127.0.0.1 (README, WEATHER_API_URL / GEOCODING_API_URL): the operator's
 * configured origins are trusted by the weather feature's egress clients, while an author's address on
 * that same origin (a news feed) is still refused. The app is built WITHOUT the test-only loopback
 * allowance (`egressAllowLoopback` stays false, as in production), so the fake is reached only through
 * the trust of the configured variables.
 */

let fake: FakeOpenMeteo;
let t: TestApp;
let keys: Record<string, string>;
let orgs: { a: number; b: number };

const STOCKHOLM = { name: 'Stockholm', latitude: 59.32938, longitude: 18.06871 };
const source = { kind: 'weather', params: { latitude: 59.33, longitude: 18.07, unit: 'celsius' } };

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  fake.temperature = 17.5;
  const app = await appWithOrgs(tempDataDir('weather-self-hosted-'), {
    rateLimits: false,
    weatherApiUrl: fake.url,
    geocodingApiUrl: fake.url,
  });
  expect(app.t.app.ctx.config.egressAllowLoopback).toBe(false);
  t = app.t;
  keys = app.keys;
  orgs = app.orgs;
  for (const id of [orgs.a, orgs.b])
    await t.database.db
      .update(licences)
      .set({ overrides: { weatherAddOn: true, newsAddOn: true } })
      .where(eq(licences.organizationId, id));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a self-hosted weather service on loopback', () => {
  it('answers the location search', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/widget/weather/locations',
      headers: { authorization: `SessionKey ${keys.a}` },
      payload: { query: 'Stock', language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).response.locations[0]).toEqual({ ...STOCKHOLM, admin1: 'Stockholm', country: 'Sweden' });
    expect(fake.counts['/v1/search']).toBe(1);
    // As the CMS asks: the session key in the body (it answered 400 VALIDATION_FAILED before).
    const [status, out] = await call(t, keys.a as string, '/widget/weather/locations', { query: 'Madrid', language: 'es' });
    expect(status, JSON.stringify(out)).toBe(200);
    expect(out.response.locations).toEqual([
      { name: 'Madrid', admin1: 'Madrid', country: 'España', latitude: 40.4165, longitude: -3.70256 },
    ]);
  });

  it('feeds a paired screen the served temperature, with one fetch however many screens and editors ask', async () => {
    const editor = await addUser(t, orgs.a, 'content_creator');
    const editorKey = (await login(t, editor.email)).sessionKey;
    const weather = (n: number) => ({
      id: `w${n}`,
      type: 'widget',
      widget: 'weather',
      x: 0,
      y: 0,
      width: 960,
      height: 540,
      props: { location: STOCKHOLM, unit: 'celsius' },
    });
    // Two screens of Org A and one of Org B (each licence allows two) show the same place.
    const screens = [];
    for (const [key, organizationId, count] of [
      [keys.a as string, orgs.a, 2],
      [keys.b as string, orgs.b, 1],
    ] as const) {
      const playlistId = (await ok(t, key, '/playlist/create', { name: 'Lobby', aspect: '16:9' })).id as number;
      await ok(t, key, '/playlist/slide/create', { playlistId, slideData: { version: 1, elements: [weather(1), weather(2)] } });
      await ok(t, key, '/playlist/publish', { playlistId });
      for (let i = 0; i < count; i++) {
        const d = await pairedDevice(t, key, organizationId);
        await ok(t, key, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId, scheduleData: { mode: 'playNow' } });
        screens.push(d);
      }
    }
    const before = fake.counts['/v1/forecast'] ?? 0;
    const widgetData = (secret: string) => t.app.inject({ method: 'GET', url: '/api/player/widgetData', headers: deviceHeaders(secret) });
    // Screens and the editors ask at once, several times each.
    const asks = await Promise.all([
      ...screens.flatMap((d) => [widgetData(d.deviceSecret), widgetData(d.deviceSecret)]),
      ...[keys.a as string, keys.b as string, editorKey, editorKey].map((key) =>
        call(t, key, '/widget/data', { widget: 'weather', props: { location: STOCKHOLM, unit: 'celsius' } }),
      ),
    ]);
    expect(asks.slice(0, 6).every((res) => (res as { statusCode: number }).statusCode === 200)).toBe(true);
    const key = widgetSourceKey(source);
    for (const d of screens) {
      await expect
        .poll(
          async () => {
            const entries = json(await widgetData(d.deviceSecret)).response.entries as Array<Record<string, any>>;
            return entries.map((e) => [e.key, e.status, e.data?.current?.temperature]);
          },
          { timeout: 15_000 },
        )
        .toEqual([[key, 'ok', 17.5]]);
    }
    const editorView = await ok(t, editorKey, '/widget/data', { widget: 'weather', props: { location: STOCKHOLM, unit: 'celsius' } });
    expect(editorView.entry).toMatchObject({ status: 'ok', data: { current: { temperature: 17.5 }, timezone: 'Europe/Stockholm' } });
    // The refresh job running meanwhile changes nothing within the freshness window.
    await t.app.services.widgetSources.refreshDue();
    expect((fake.counts['/v1/forecast'] ?? 0) - before).toBe(1);
    expect(fake.requests.filter((r) => r.path === '/v1/forecast').at(-1)?.query).toMatchObject({ latitude: '59.33', longitude: '18.07' });
  });

  it("refuses an author's news feed on the same loopback origin without connecting, and logs the rule at warn", async () => {
    const warn = vi.spyOn(t.app.ctx.log, 'warn');
    try {
      const connections = fake.connections;
      const feedUrl = `${fake.url}/feed.xml`;
      const check = await call(t, keys.a as string, '/widget/news/check', { url: feedUrl });
      // The CMS answer is the one it always was for a refused address.
      expect(check[0]).toBe(400);
      expect(check[1]).toMatchObject({ errorCode: 'FIELD_INVALID', fields: { url: { code: 'WEB_ADDRESS_INVALID' } } });
      expect(JSON.stringify(check[1])).not.toMatch(/WEATHER_API_URL|loopback/);
      // The same feed in a widget: the source fails as blocked, the screen never gets the story.
      const data = await ok(t, keys.a as string, '/widget/data', { widget: 'news', props: { feedUrl } });
      expect(data.entry).toMatchObject({ status: 'failed', data: null });
      expect(fake.connections).toBe(connections);
      expect(fake.counts['/feed.xml']).toBeUndefined();
      const refusals = warn.mock.calls.filter(([, message]) => message === 'outbound request refused by the egress policy');
      expect(refusals.length).toBeGreaterThanOrEqual(2);
      expect(refusals[0]?.[0]).toMatchObject({ rule: 'non-public address (loopback)', origin: fake.url });
      // An author's address names no configured variable: WEATHER_API_URL trusts this origin for weather only.
      expect(refusals.every(([details]) => (details as Record<string, unknown>).variable === undefined)).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });
});
