import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Open-Meteo's forecast and geocoding APIs (https://open-meteo.com/en/docs),
 * answering the two documented endpoints with JSON shaped like the real service's, counting requests
 * so tests can see fan-in, and switchable to failure modes.
 */
export type OpenMeteoMode = 'ok' | 'malformed' | 'notJson' | 'down' | 'badRequest';

export interface FakeOpenMeteo {
  url: string;
  /** Requests per path (`/v1/forecast`, `/v1/search`). */
  counts: Record<string, number>;
  /** TCP connections accepted (a refused request must not open one). */
  connections: number;
  /** Query parameters of every request, in order. */
  requests: Array<{ path: string; query: Record<string, string> }>;
  mode: OpenMeteoMode;
  /** The current temperature answered, in °C (a test changes it to see fresh data arrive). */
  temperature: number;
  close(): Promise<void>;
}

function forecast(query: URLSearchParams, current = 21.4) {
  const fahrenheit = query.get('temperature_unit') === 'fahrenheit';
  const t = (c: number) => (fahrenheit ? Math.round((c * 9) / 5 + 32) : c);
  const days = Number(query.get('forecast_days') ?? 7);
  const time = Array.from({ length: days }, (_, i) => `2026-06-${String(1 + i).padStart(2, '0')}`);
  return {
    latitude: Number(query.get('latitude')),
    longitude: Number(query.get('longitude')),
    generationtime_ms: 0.08,
    utc_offset_seconds: 7200,
    timezone: 'Europe/Stockholm',
    timezone_abbreviation: 'GMT+2',
    elevation: 24,
    current_units: {
      time: 'iso8601',
      interval: 'seconds',
      temperature_2m: fahrenheit ? '°F' : '°C',
      relative_humidity_2m: '%',
      weather_code: 'wmo code',
      wind_speed_10m: fahrenheit ? 'mp/h' : 'km/h',
      wind_direction_10m: '°',
      is_day: '',
    },
    current: {
      time: '2026-06-01T12:00',
      interval: 900,
      temperature_2m: t(current),
      relative_humidity_2m: 62,
      weather_code: 2,
      wind_speed_10m: fahrenheit ? 9.1 : 14.6,
      wind_direction_10m: 225,
      is_day: 1,
    },
    daily_units: { time: 'iso8601', weather_code: 'wmo code', temperature_2m_max: '°C', temperature_2m_min: '°C' },
    daily: {
      time,
      weather_code: time.map((_, i) => [2, 61, 0, 95, 71, 45, 3][i % 7]),
      temperature_2m_max: time.map((_, i) => t(23 - i)),
      temperature_2m_min: time.map((_, i) => t(12 - i)),
    },
  };
}

const PLACES = [
  { id: 2673730, name: 'Stockholm', latitude: 59.32938, longitude: 18.06871, country_code: 'SE', admin1: 'Stockholm', country: 'Sweden' },
  {
    id: 4013708,
    name: 'Stockholm',
    latitude: 44.48444,
    longitude: -97.34619,
    country_code: 'US',
    admin1: 'South Dakota',
    country: 'United States',
  },
  { id: 3117735, name: 'Madrid', latitude: 40.4165, longitude: -3.70256, country_code: 'ES', admin1: 'Madrid', country: 'España' },
];

function search(query: URLSearchParams) {
  const name = (query.get('name') ?? '').toLowerCase();
  const count = Number(query.get('count') ?? 10);
  const results = PLACES.filter((p) => p.name.toLowerCase().startsWith(name)).slice(0, count);
  // The real service leaves `results` out when nothing matches.
  return results.length > 0 ? { results, generationtime_ms: 0.5 } : { generationtime_ms: 0.3 };
}

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Local news</title><link>http://localhost/</link><description>d</description>
<item><title>Story</title><link>http://localhost/1</link><description>Text</description></item></channel></rss>`;

export async function startFakeOpenMeteo(): Promise<FakeOpenMeteo> {
  const fake: FakeOpenMeteo = { url: '', counts: {}, connections: 0, requests: [], mode: 'ok', temperature: 21.4, close: async () => {} };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    fake.counts[url.pathname] = (fake.counts[url.pathname] ?? 0) + 1;
    fake.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    };
    if (fake.mode === 'down') return send(503, '{"error":true,"reason":"Service unavailable"}');
    if (fake.mode === 'badRequest') return send(400, '{"error":true,"reason":"Latitude must be in range of -90 to 90°."}');
    if (fake.mode === 'notJson') return send(200, '<html>maintenance</html>');
    if (url.pathname === '/v1/forecast') {
      if (fake.mode === 'malformed')
        return send(200, JSON.stringify({ ...forecast(url.searchParams), current: { temperature_2m: 'warm' } }));
      return send(200, JSON.stringify(forecast(url.searchParams, fake.temperature)));
    }
    if (url.pathname === '/v1/search') {
      if (fake.mode === 'malformed') return send(200, JSON.stringify({ results: [{ name: 'Nowhere', latitude: 'north' }] }));
      return send(200, JSON.stringify(search(url.searchParams)));
    }
    if (url.pathname === '/feed.xml') {
      // Not Open-Meteo: a valid RSS 2.0 feed on the same origin, so a test can show that an author's
      // address here is refused (not merely unreadable) although the operator trusts this origin for weather.
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      return res.end(FEED);
    }
    send(404, '{"error":true,"reason":"Not Found"}');
  });
  server.on('connection', () => {
    fake.connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
