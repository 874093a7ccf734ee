import type { WeatherData } from '@signage/slides/widgets/models';
import { z } from 'zod';
import type { Egress } from '../../lib/egress.ts';
import { registerFetcher, type SourceFetcher, SourceFetchError } from './fetchers.ts';

/**
 * The weather widget's provider: Open-Meteo (https://open-meteo.com/en/docs), free and without a key.
 * Forecasts come from `/v1/forecast`, location search from the geocoding API's `/v1/search`. Base
 * URLs come from the configuration (WEATHER_API_URL, GEOCODING_API_URL) so tests use a local fake.
 */
export const WEATHER_FRESHNESS_MS = 10 * 60_000;
const TIMEOUT_MS = 10_000;
const MAX_BYTES = 256 * 1024;

const number = z.number().finite();
const forecastAnswer = z.object({
  timezone: z.string().min(1),
  current: z.object({
    temperature_2m: number,
    relative_humidity_2m: number,
    weather_code: z.number().int(),
    wind_speed_10m: number,
    wind_direction_10m: number,
    is_day: z.union([z.literal(0), z.literal(1)]),
  }),
  daily: z
    .object({
      time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).min(1),
      weather_code: z.array(z.number().int()),
      temperature_2m_max: z.array(number),
      temperature_2m_min: z.array(number),
    })
    .refine((d) => [d.weather_code, d.temperature_2m_max, d.temperature_2m_min].every((a) => a.length === d.time.length)),
});

export const weatherParams = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  unit: z.enum(['celsius', 'fahrenheit']),
});
export type WeatherParams = z.infer<typeof weatherParams>;

/** GET a JSON document through the egress client; provider failures become SourceFetchError codes. */
async function getJson(egress: Egress, url: URL): Promise<unknown> {
  let response: Awaited<ReturnType<Egress['request']>>;
  try {
    response = await egress.request(url, { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, headers: { accept: 'application/json' } });
  } catch {
    throw new SourceFetchError('WIDGET_SOURCE_UNREACHABLE');
  }
  // Open-Meteo answers 400 {error, reason} for parameters it refuses; 5xx when it is down.
  if (response.status >= 500 || response.status === 429) throw new SourceFetchError('WIDGET_SOURCE_UNREACHABLE');
  if (response.status !== 200) throw new SourceFetchError('WIDGET_SOURCE_INVALID');
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new SourceFetchError('WIDGET_SOURCE_INVALID');
  }
}

/** The current conditions and six days (today + 5) for one place, normalized to `WeatherData`. */
export async function fetchWeather(egress: Egress, baseUrl: string, params: WeatherParams): Promise<WeatherData> {
  const checked = weatherParams.safeParse(params);
  if (!checked.success) throw new SourceFetchError('WIDGET_SOURCE_INVALID');
  const { latitude, longitude, unit } = checked.data;
  const url = new URL('/v1/forecast', baseUrl);
  url.search = new URLSearchParams({
    latitude: String(latitude),
    longitude: String(longitude),
    current: 'temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m,wind_direction_10m,is_day',
    daily: 'weather_code,temperature_2m_max,temperature_2m_min',
    timezone: 'auto',
    forecast_days: '6',
    temperature_unit: unit,
    wind_speed_unit: unit === 'fahrenheit' ? 'mph' : 'kmh',
  }).toString();
  const parsed = forecastAnswer.safeParse(await getJson(egress, url));
  if (!parsed.success) throw new SourceFetchError('WIDGET_SOURCE_INVALID');
  const { current, daily, timezone } = parsed.data;
  return {
    current: {
      temperature: current.temperature_2m,
      weatherCode: current.weather_code,
      windSpeed: current.wind_speed_10m,
      windDirection: current.wind_direction_10m,
      humidity: current.relative_humidity_2m,
      isDay: current.is_day === 1,
    },
    daily: daily.time.map((date, i) => ({
      date,
      weatherCode: daily.weather_code[i] as number,
      max: daily.temperature_2m_max[i] as number,
      min: daily.temperature_2m_min[i] as number,
    })),
    units: { temperature: unit, windSpeed: unit === 'fahrenheit' ? 'mph' : 'kmh' },
    timezone,
  };
}

/**
 * The `weather` source kind, fetching from `baseUrl` (WEATHER_API_URL) through `egress`, the client that
 * trusts that operator-configured origin (lib/egress-clients.ts), not the fetch context's client for
 * addresses authors choose.
 */
export function weatherFetcher(baseUrl: string, egress: Egress): SourceFetcher<WeatherParams, WeatherData> {
  return { kind: 'weather', freshnessMs: WEATHER_FRESHNESS_MS, fetch: (params) => fetchWeather(egress, baseUrl, params) };
}

export function registerWeatherFetcher(config: { weatherApiUrl: string }, egress: Egress): void {
  registerFetcher(weatherFetcher(config.weatherApiUrl, egress));
}

export interface LocationMatch {
  name: string;
  /** First-level region (state, county, province), when the provider knows it. */
  admin1: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
}

const searchAnswer = z.object({
  // No `results` at all when nothing matches.
  results: z
    .array(
      z.object({
        name: z.string(),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        admin1: z.string().optional(),
        country: z.string().optional(),
      }),
    )
    .optional(),
});

/** Places matching what the editor typed (at most 8), named in `language`. */
export async function searchLocations(egress: Egress, baseUrl: string, query: string, language: string): Promise<LocationMatch[]> {
  const url = new URL('/v1/search', baseUrl);
  url.search = new URLSearchParams({ name: query, count: '8', language, format: 'json' }).toString();
  const parsed = searchAnswer.safeParse(await getJson(egress, url));
  if (!parsed.success) throw new SourceFetchError('WIDGET_SOURCE_INVALID');
  return (parsed.data.results ?? []).map((r) => ({
    name: r.name,
    admin1: r.admin1 ?? null,
    country: r.country ?? null,
    latitude: r.latitude,
    longitude: r.longitude,
  }));
}
