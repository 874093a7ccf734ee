import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WidgetElement } from '../../model/elements.ts';
import { getWidget } from '../../render/widgets.tsx';
import { getWidgetModel, type WidgetDataEntry, widgetSourceKey, widgetSourceOf } from '../contract.ts';
import '../index.ts';
import { type WeatherData, weatherCondition } from './data.ts';
import { weatherPropsSchema } from './model.ts';

const weather: WeatherData = {
  current: { temperature: 21.4, weatherCode: 2, windSpeed: 14.6, windDirection: 225, humidity: 62, isDay: true },
  daily: [
    { date: '2026-06-01', weatherCode: 2, max: 23.1, min: 12.2 }, // a Monday
    { date: '2026-06-02', weatherCode: 61, max: 19, min: 11 },
    { date: '2026-06-03', weatherCode: 0, max: 25, min: 13 },
    { date: '2026-06-04', weatherCode: 95, max: 22, min: 14 },
    { date: '2026-06-05', weatherCode: 71, max: 2, min: -3 },
    { date: '2026-06-06', weatherCode: 45, max: 18, min: 9 },
  ],
  units: { temperature: 'celsius', windSpeed: 'kmh' },
  timezone: 'Europe/Stockholm',
};
const fetchedAt = '2026-06-01T10:00:00.000Z';
const entry: WidgetDataEntry<WeatherData> = { key: 'k', status: 'ok', data: weather, fetchedAt, staleAfterMs: 30 * 60_000 };
const element = { id: 'w', type: 'widget', widget: 'weather', props: {} } as unknown as WidgetElement;

function render(props: Record<string, unknown>, data: WidgetDataEntry | undefined, now = Date.parse(fetchedAt) + 60_000) {
  const def = getWidget('weather');
  if (!def) throw new Error('weather widget not registered');
  const parsed = weatherPropsSchema.parse(props);
  return renderToStaticMarkup(<>{def.render({ props: parsed, element, time: 0, playing: true, now, timeZone: 'UTC', data })}</>);
}

describe('weather widget', () => {
  it('has working defaults and one source per rounded location and unit', () => {
    const props = weatherPropsSchema.parse({});
    expect(props.location.name).toBe('Stockholm');
    expect(props.unit).toBe('celsius');
    expect(getWidgetModel('weather')?.licence).toBe('weather');
    const a = widgetSourceOf('weather', { location: { name: 'A', latitude: 59.32931, longitude: 18.06861 } });
    const b = widgetSourceOf('weather', { location: { name: 'B', latitude: 59.3312, longitude: 18.0712 } });
    expect(a).toEqual({ kind: 'weather', params: { latitude: 59.33, longitude: 18.07, unit: 'celsius' } });
    expect(a && b && widgetSourceKey(a) === widgetSourceKey(b)).toBe(true);
    expect(widgetSourceOf('weather', { unit: 'fahrenheit' })?.params.unit).toBe('fahrenheit');
  });

  it('refuses invalid props with error codes', () => {
    const result = weatherPropsSchema.safeParse({ location: { name: '', latitude: 120, longitude: 0 }, forecastDays: 7 });
    expect(result.success).toBe(false);
    const codes = result.error?.issues.map((i) => i.message) ?? [];
    expect(codes).toEqual(expect.arrayContaining(['FIELD_REQUIRED', 'FIELD_INVALID']));
  });

  it('maps WMO codes to conditions', () => {
    expect([0, 2, 3, 45, 53, 56, 63, 75, 81, 86, 95, 42].map(weatherCondition)).toEqual([
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
    ]);
  });

  it('shows the current temperature, condition, high/low and the forecast in the widget language', () => {
    const html = render({ language: 'es', forecastDays: 3, showWind: true, showHumidity: true }, entry);
    expect(html).toContain('data-widget="weather"');
    expect(html).toMatch(/data-weather-temperature=""[^>]*>21°/);
    expect(html).toContain('Parcialmente nublado');
    expect(html).toContain('Máx.');
    expect(html).toContain('23°');
    expect(html).toContain('Viento');
    expect(html).toContain('Humedad');
    expect(html).toContain('km/h');
    // Tuesday to Thursday in Spanish.
    expect(html).toContain('Mar');
    expect(html).toContain('Mié');
    expect(html).toContain('Jue');
    expect(html).not.toContain('data-weather-day="2026-06-05"');
    expect(html).not.toContain('data-widget-stale');
  });

  it('writes English weekdays for an English widget and starts at the location’s today', () => {
    // The next day at the location: the stored forecast still shows from "today" on.
    const html = render({ language: 'en', forecastDays: 3 }, entry, Date.parse('2026-06-02T08:00:00Z'));
    expect(html).toContain('Wed');
    expect(html).toContain('Fri');
    expect(html).not.toContain('data-weather-day="2026-06-02"');
  });

  it('keeps stale data on screen with an "as of" note', () => {
    const html = render({ language: 'es' }, entry, Date.parse(fetchedAt) + 3 * 3_600_000);
    expect(html).toContain('data-weather-temperature');
    expect(html).toContain('data-widget-stale');
    expect(html).toContain('a las 10:00');
  });

  it('waits for data without an error box', () => {
    const html = render({}, undefined);
    expect(html).toContain('data-widget-waiting');
    expect(render({}, { key: 'k', status: 'pending', data: null, fetchedAt: null, staleAfterMs: 0 })).toContain('data-widget-waiting');
  });

  it('draws a compact layout and hides what is switched off', () => {
    const html = render({ layout: 'compact', unit: 'fahrenheit' }, entry);
    expect(html).toContain('Stockholm');
    expect(html).not.toContain('data-weather-forecast');
    const full = render({ showHighLow: false, forecastDays: 0 }, entry);
    expect(full).not.toContain('data-weather-highlow');
    expect(full).not.toContain('data-weather-forecast');
  });
});
