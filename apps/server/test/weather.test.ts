import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../src/db/schema/index.ts';
import { createEgress } from '../src/lib/egress.ts';
import { getFetcher, SourceFetchError } from '../src/modules/widgets/fetchers.ts';
import { fetchWeather, searchLocations, WEATHER_FRESHNESS_MS } from '../src/modules/widgets/weather.ts';
import { startFakeOpenMeteo, type FakeOpenMeteo } from './fakes/open-meteo.ts';
import { addUser, buildTestApp, json, login, type TestApp } from './helpers.ts';
import { call, type OrgActor, signedUpOrg } from './org-fixtures.ts';

let fake: FakeOpenMeteo;
const egress = createEgress({ allowLoopback: true });

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
});
afterAll(async () => {
  await fake.close();
});

async function failureCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SourceFetchError) return error.code;
    throw error;
  }
  throw new Error('expected a SourceFetchError');
}

describe('weather fetcher (Open-Meteo forecast API)', () => {
  it('asks for the documented fields and normalizes the answer', async () => {
    fake.mode = 'ok';
    const data = await fetchWeather(egress, fake.url, { latitude: 59.33, longitude: 18.07, unit: 'celsius' });
    expect(data.current).toEqual({ temperature: 21.4, weatherCode: 2, windSpeed: 14.6, windDirection: 225, humidity: 62, isDay: true });
    expect(data.daily).toHaveLength(6);
    expect(data.daily[0]).toEqual({ date: '2026-06-01', weatherCode: 2, max: 23, min: 12 });
    expect(data.units).toEqual({ temperature: 'celsius', windSpeed: 'kmh' });
    expect(data.timezone).toBe('Europe/Stockholm');
    const query = fake.requests.at(-1)?.query;
    expect(fake.requests.at(-1)?.path).toBe('/v1/forecast');
    expect(query).toMatchObject({
      latitude: '59.33',
      longitude: '18.07',
      current: 'temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m,wind_direction_10m,is_day',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min',
      timezone: 'auto',
      forecast_days: '6',
      temperature_unit: 'celsius',
      wind_speed_unit: 'kmh',
    });
  });

  it('asks for Fahrenheit and mph when the widget shows Fahrenheit', async () => {
    fake.mode = 'ok';
    const data = await fetchWeather(egress, fake.url, { latitude: 40.71, longitude: -74.01, unit: 'fahrenheit' });
    expect(fake.requests.at(-1)?.query).toMatchObject({ temperature_unit: 'fahrenheit', wind_speed_unit: 'mph' });
    expect(data.current.temperature).toBe(71);
    expect(data.units).toEqual({ temperature: 'fahrenheit', windSpeed: 'mph' });
  });

  it('is registered as the `weather` source kind with a 10-minute freshness once the routes load', async () => {
    const t = await buildTestApp({ weatherApiUrl: fake.url, egressAllowLoopback: true });
    try {
      const fetcher = getFetcher('weather');
      expect(fetcher?.freshnessMs).toBe(WEATHER_FRESHNESS_MS);
      expect(WEATHER_FRESHNESS_MS).toBe(10 * 60_000);
      fake.mode = 'ok';
      const before = fake.counts['/v1/forecast'] ?? 0;
      const data = await fetcher?.fetch({ latitude: 59.33, longitude: 18.07, unit: 'celsius' }, { egress, storeImage: async () => null });
      expect((data as { timezone: string }).timezone).toBe('Europe/Stockholm');
      expect(fake.counts['/v1/forecast']).toBe(before + 1);
    } finally {
      await t.close();
    }
  });

  it('turns malformed answers into WIDGET_SOURCE_INVALID and failures into WIDGET_SOURCE_UNREACHABLE', async () => {
    const params = { latitude: 59.33, longitude: 18.07, unit: 'celsius' as const };
    fake.mode = 'malformed';
    expect(await failureCode(fetchWeather(egress, fake.url, params))).toBe('WIDGET_SOURCE_INVALID');
    fake.mode = 'notJson';
    expect(await failureCode(fetchWeather(egress, fake.url, params))).toBe('WIDGET_SOURCE_INVALID');
    fake.mode = 'badRequest';
    expect(await failureCode(fetchWeather(egress, fake.url, params))).toBe('WIDGET_SOURCE_INVALID');
    fake.mode = 'down';
    expect(await failureCode(fetchWeather(egress, fake.url, params))).toBe('WIDGET_SOURCE_UNREACHABLE');
    // Nothing listens on port 9 of loopback.
    expect(await failureCode(fetchWeather(egress, 'http://127.0.0.1:9', params))).toBe('WIDGET_SOURCE_UNREACHABLE');
    // Bad params never reach the provider.
    const before = fake.requests.length;
    expect(await failureCode(fetchWeather(egress, fake.url, { ...params, latitude: 123 }))).toBe('WIDGET_SOURCE_INVALID');
    expect(fake.requests.length).toBe(before);
    fake.mode = 'ok';
  });

  it('goes through the egress rules: without the test-only loopback allowance a local address is refused', async () => {
    fake.mode = 'ok';
    const strict = createEgress();
    expect(await failureCode(fetchWeather(strict, fake.url, { latitude: 1, longitude: 1, unit: 'celsius' }))).toBe(
      'WIDGET_SOURCE_UNREACHABLE',
    );
  });
});

describe('location search (Open-Meteo geocoding API)', () => {
  it('returns up to 8 places with region and country, in the asked language', async () => {
    fake.mode = 'ok';
    const places = await searchLocations(egress, fake.url, 'Stock', 'sv');
    expect(fake.requests.at(-1)).toEqual({ path: '/v1/search', query: { name: 'Stock', count: '8', language: 'sv', format: 'json' } });
    expect(places).toEqual([
      { name: 'Stockholm', admin1: 'Stockholm', country: 'Sweden', latitude: 59.32938, longitude: 18.06871 },
      { name: 'Stockholm', admin1: 'South Dakota', country: 'United States', latitude: 44.48444, longitude: -97.34619 },
    ]);
    expect(await searchLocations(egress, fake.url, 'Zzzz', 'en')).toEqual([]);
    fake.mode = 'malformed';
    expect(await failureCode(searchLocations(egress, fake.url, 'Stock', 'en'))).toBe('WIDGET_SOURCE_INVALID');
    fake.mode = 'ok';
  });
});

describe('POST /api/widget/weather/locations', () => {
  let t: TestApp;
  let org: OrgActor;
  let trial: OrgActor;
  const path = '/api/widget/weather/locations';

  beforeAll(async () => {
    t = await buildTestApp({ geocodingApiUrl: fake.url, weatherApiUrl: fake.url, egressAllowLoopback: true });
    org = await signedUpOrg(t, 'Weather Org');
    trial = await signedUpOrg(t, 'Trial Org');
    // A trial has no weather add-on; this organization's parent granted it.
    await t.database.db
      .update(licences)
      .set({ overrides: { weatherAddOn: true } })
      .where(eq(licences.organizationId, org.organizationId));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the matching places to a content editor with the weather add-on', async () => {
    fake.mode = 'ok';
    const res = await call(t, 'POST', path, org.key, { query: ' Madrid ', language: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).response).toEqual({
      locations: [{ name: 'Madrid', admin1: 'Madrid', country: 'España', latitude: 40.4165, longitude: -3.70256 }],
    });
    expect(fake.requests.at(-1)?.query).toMatchObject({ name: 'Madrid', language: 'es' });
  });

  it('refuses without a session, without the licence flag and for roles that do not edit content', async () => {
    expect((await call(t, 'POST', path, null, { query: 'Madrid' })).statusCode).toBe(401);
    const unlicensed = await call(t, 'POST', path, trial.key, { query: 'Madrid' });
    expect(unlicensed.statusCode).toBe(403);
    expect(json(unlicensed).errorCode).toBe('FEATURE_NOT_LICENSED');
    const manager = await addUser(t, org.organizationId, 'screen_manager');
    const res = await call(t, 'POST', path, (await login(t, manager.email)).sessionKey, { query: 'Madrid' });
    expect(res.statusCode).toBe(403);
  });

  it('validates the query with translated codes', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ query: '' }, 'FIELD_REQUIRED'],
      [{ query: '   ' }, 'FIELD_REQUIRED'],
      [{ query: 'x'.repeat(101) }, 'NAME_TOO_LONG'],
      [{ query: 'Madrid', language: 'de' }, 'FIELD_INVALID'],
    ];
    for (const [body, code] of cases) {
      const res = await call(t, 'POST', path, org.key, body, { 'accept-language': 'fr' });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(json(res)), JSON.stringify(body)).toContain(code);
    }
  });

  it('limits searches per user (each is an outbound request)', async () => {
    fake.mode = 'ok';
    const editor = await addUser(t, org.organizationId, 'content_creator');
    const key = (await login(t, editor.email)).sessionKey;
    const before = fake.counts['/v1/search'] ?? 0;
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await call(t, 'POST', path, key, { query: 'Stock' })).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(fake.counts['/v1/search']).toBe(before + 60);
    // Another editor has a budget of their own.
    expect((await call(t, 'POST', path, org.key, { query: 'Stock' })).statusCode).toBe(200);
  });

  it('reports a provider failure as a translated 502, never a crash', async () => {
    fake.mode = 'down';
    const down = await call(t, 'POST', path, org.key, { query: 'Madrid' }, { 'accept-language': 'sv' });
    expect(down.statusCode).toBe(502);
    expect(json(down)).toMatchObject({ errorCode: 'WIDGET_SOURCE_UNREACHABLE' });
    expect(json(down).message).toContain('Vi försöker igen strax');
    fake.mode = 'malformed';
    const bad = await call(t, 'POST', path, org.key, { query: 'Madrid' });
    expect(bad.statusCode).toBe(502);
    expect(json(bad).errorCode).toBe('WIDGET_SOURCE_INVALID');
    fake.mode = 'ok';
  });
});
