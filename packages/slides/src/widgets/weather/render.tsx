import type { CSSProperties } from 'react';
import { fontFamily } from '../../model/fonts.ts';
import { registerWidgetRenderer } from '../../render/widgets.tsx';
import { StaleNote, WaitingForData, WidgetFrame, widgetLook } from '../frame.tsx';
import { widgetLocale } from '../words.ts';
import { type WeatherData, weatherCondition } from './data.ts';
import { WeatherIcon } from './icons.tsx';
import { type WeatherProps, weatherModel } from './model.ts';
import { weatherWord } from './words.ts';

/** The location's calendar date at `now` (YYYY-MM-DD), or null when it cannot be told. */
function localDate(now: number, timeZone: string): string | null {
  if (!now) return null;
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
  } catch {
    return null;
  }
}

/** Weekday name of a calendar date (YYYY-MM-DD) in the widget's language; the date is the location's, so no zone shift. */
function weekdayName(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return '';
  const name = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The daily rows from the location's today on (data fetched yesterday still starts at today). */
function fromToday(data: WeatherData, now: number): WeatherData['daily'] {
  const today = localDate(now, data.timezone);
  const index = today ? data.daily.findIndex((day) => day.date === today) : -1;
  return index > 0 ? data.daily.slice(index) : data.daily;
}

function isWeatherData(value: unknown): value is WeatherData {
  const data = value as WeatherData | null;
  return !!data && typeof data === 'object' && !!data.current && typeof data.current.temperature === 'number' && Array.isArray(data.daily);
}

/** A wind arrow pointing where the wind blows to (the provider gives where it comes from). */
function WindArrow({ direction, size, color }: { direction: number; size: number; color: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      style={{ transform: `rotate(${(direction + 180) % 360}deg)`, flex: 'none' }}
    >
      <path d="M12 3l6 14-6-4-6 4z" fill={color} />
    </svg>
  );
}

function WeatherView({ props, data, now }: { props: WeatherProps; data: WeatherData; now: number }) {
  const { tokens, scale } = widgetLook(props);
  const locale = widgetLocale(props.language);
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const degrees = (value: number) => `${integer.format(Math.round(value))}°`;
  const unitLetter = data.units.temperature === 'fahrenheit' ? 'F' : 'C';
  const days = fromToday(data, now);
  const today = days[0];
  const condition = weatherCondition(data.current.weatherCode);
  const heading: CSSProperties = { fontFamily: fontFamily(tokens.headingFont), fontWeight: tokens.headingWeight };
  const windUnit = data.units.windSpeed === 'mph' ? 'mph' : 'km/h';
  const humidity = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(data.current.humidity / 100);
  const details = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 * scale, fontSize: 34 * scale }}>
      {props.showHighLow && today ? (
        <div data-weather-highlow="">
          <span style={{ color: tokens.muted }}>{weatherWord(props.language, 'high')} </span>
          <strong>{degrees(today.max)}</strong>
          <span style={{ color: tokens.muted }}> · {weatherWord(props.language, 'low')} </span>
          <strong>{degrees(today.min)}</strong>
        </div>
      ) : null}
      {props.showWind ? (
        <div data-weather-wind="" style={{ display: 'flex', alignItems: 'center', gap: 10 * scale }}>
          <span style={{ color: tokens.muted }}>{weatherWord(props.language, 'wind')}</span>
          <WindArrow direction={data.current.windDirection} size={30 * scale} color={tokens.accent} />
          <strong>
            {integer.format(Math.round(data.current.windSpeed))} {windUnit}
          </strong>
        </div>
      ) : null}
      {props.showHumidity ? (
        <div data-weather-humidity="">
          <span style={{ color: tokens.muted }}>{weatherWord(props.language, 'humidity')} </span>
          <strong>{humidity}</strong>
        </div>
      ) : null}
    </div>
  );

  if (props.layout === 'compact') {
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 * scale, height: '100%' }}>
        <WeatherIcon condition={condition} isDay={data.current.isDay} size={120 * scale} />
        <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <div data-weather-temperature="" style={{ ...heading, fontSize: 96 * scale, lineHeight: 1 }}>
            {degrees(data.current.temperature)}
            <span style={{ fontSize: 48 * scale, color: tokens.muted }}>{unitLetter}</span>
          </div>
          <div style={{ fontSize: 32 * scale, color: tokens.muted, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {props.location.name} · {weatherWord(props.language, condition)}
          </div>
        </div>
      </div>
    );
  }

  const forecast = props.forecastDays > 0 ? days.slice(1, 1 + props.forecastDays) : [];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 16 * scale }}>
      <div
        data-weather-location=""
        style={{ ...heading, fontSize: 44 * scale, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', color: tokens.text }}
      >
        {props.location.name}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 32 * scale, flexWrap: 'wrap' }}>
        {props.showCurrent ? (
          <div style={{ display: 'flex', alignItems: 'center', gap: 20 * scale }}>
            <WeatherIcon condition={condition} isDay={data.current.isDay} size={170 * scale} />
            <div style={{ display: 'flex', flexDirection: 'column' }}>
              <div data-weather-temperature="" style={{ ...heading, fontSize: 150 * scale, lineHeight: 1 }}>
                {degrees(data.current.temperature)}
                <span style={{ fontSize: 64 * scale, color: tokens.muted }}>{unitLetter}</span>
              </div>
              <div data-weather-condition="" style={{ fontSize: 38 * scale, color: tokens.accent }}>
                {weatherWord(props.language, condition)}
              </div>
            </div>
          </div>
        ) : null}
        {details}
      </div>
      {forecast.length > 0 ? (
        <div data-weather-forecast="" style={{ display: 'flex', gap: 16 * scale, marginTop: 'auto' }}>
          {forecast.map((day) => (
            <div
              key={day.date}
              data-weather-day={day.date}
              style={{
                flex: 1,
                minWidth: 0,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 4 * scale,
                background: tokens.surface,
                borderRadius: Math.min(tokens.radius, 16) * scale,
                padding: `${10 * scale}px ${8 * scale}px`,
              }}
            >
              <div style={{ ...heading, fontSize: 30 * scale }}>{weekdayName(day.date, locale)}</div>
              <WeatherIcon condition={weatherCondition(day.weatherCode)} size={64 * scale} />
              <div style={{ fontSize: 30 * scale, whiteSpace: 'nowrap' }}>
                <strong>{degrees(day.max)}</strong> <span style={{ color: tokens.muted }}>{degrees(day.min)}</span>
              </div>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

registerWidgetRenderer<WeatherProps>(
  weatherModel,
  ({ props, data, now, timeZone }) => (
    <WidgetFrame type="weather" props={props}>
      {data && isWeatherData(data.data) ? (
        <>
          <WeatherView props={props} data={data.data} now={now} />
          <StaleNote entry={data} now={now} props={props} timeZone={timeZone} />
        </>
      ) : (
        <WaitingForData props={props} />
      )}
    </WidgetFrame>
  ),
  'Weather',
);
