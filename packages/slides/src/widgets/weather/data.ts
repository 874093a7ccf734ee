import type { WeatherUnit } from './model.ts';

/**
 * The weather the server hands to screens for one source (`kind: 'weather'`): normalized from the
 * provider's answer by the server's fetcher, so the renderer knows nothing about the provider.
 */
export interface WeatherData {
  current: {
    temperature: number;
    /** WMO weather interpretation code (WW), as Open-Meteo reports it. */
    weatherCode: number;
    windSpeed: number;
    /** Degrees the wind comes from (0 = north). */
    windDirection: number;
    /** Relative humidity in %. */
    humidity: number;
    isDay: boolean;
  };
  /** Today first, then the following days; `date` is the location's local date (YYYY-MM-DD). */
  daily: Array<{ date: string; weatherCode: number; max: number; min: number }>;
  units: { temperature: WeatherUnit; windSpeed: 'kmh' | 'mph' };
  /** The location's IANA time zone (weekday names are those of the location's dates). */
  timezone: string;
}

export const WEATHER_CONDITIONS = [
  'clear',
  'partlyCloudy',
  'cloudy',
  'fog',
  'drizzle',
  'freezingRain',
  'rain',
  'snow',
  'rainShowers',
  'snowShowers',
  'thunderstorm',
  'unknown',
] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/** WMO weather interpretation codes (WW) used by Open-Meteo, grouped into the conditions we draw. */
export function weatherCondition(code: number): WeatherCondition {
  if (code === 0 || code === 1) return 'clear';
  if (code === 2) return 'partlyCloudy';
  if (code === 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 55) return 'drizzle';
  if (code === 56 || code === 57 || code === 66 || code === 67) return 'freezingRain';
  if (code >= 61 && code <= 65) return 'rain';
  if ((code >= 71 && code <= 75) || code === 77) return 'snow';
  if (code >= 80 && code <= 82) return 'rainShowers';
  if (code === 85 || code === 86) return 'snowShowers';
  if (code >= 95 && code <= 99) return 'thunderstorm';
  return 'unknown';
}
