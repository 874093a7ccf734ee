import { z } from 'zod';
import { defineWidgetModel, widgetCommonProps } from '../contract.ts';

/** Forecast lengths the widget offers (0: no forecast row). */
export const WEATHER_FORECAST_DAYS = [0, 3, 4, 5] as const;
export const WEATHER_UNITS = ['celsius', 'fahrenheit'] as const;
export type WeatherUnit = (typeof WEATHER_UNITS)[number];

/** Spec part 9: a default weather location example exists; ours is Stockholm. */
export const DEFAULT_WEATHER_LOCATION = { name: 'Stockholm', latitude: 59.3293, longitude: 18.0686 } as const;

export const weatherLocationSchema = z.object({
  name: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(120, { error: 'NAME_TOO_LONG' }),
  latitude: z.number({ error: 'FIELD_INVALID' }).min(-90, { error: 'FIELD_INVALID' }).max(90, { error: 'FIELD_INVALID' }),
  longitude: z.number({ error: 'FIELD_INVALID' }).min(-180, { error: 'FIELD_INVALID' }).max(180, { error: 'FIELD_INVALID' }),
});
export type WeatherLocation = z.infer<typeof weatherLocationSchema>;

export const weatherPropsSchema = z.object({
  ...widgetCommonProps,
  location: weatherLocationSchema.default({ ...DEFAULT_WEATHER_LOCATION }),
  unit: z.enum(WEATHER_UNITS).default('celsius'),
  /** Display options (spec part 3: "unit Fahrenheit or Celsius, display options"). */
  showCurrent: z.boolean().default(true),
  showHighLow: z.boolean().default(true),
  showWind: z.boolean().default(false),
  showHumidity: z.boolean().default(false),
  forecastDays: z.union([z.literal(0), z.literal(3), z.literal(4), z.literal(5)], { error: 'FIELD_INVALID' }).default(3),
  /** compact: one line of current conditions; full: the large layout with the forecast. */
  layout: z.enum(['compact', 'full']).default('full'),
});
export type WeatherProps = z.infer<typeof weatherPropsSchema>;

/** Coordinates rounded to 2 decimals (about 1 km): screens a street apart share one upstream fetch. */
export const roundCoordinate = (value: number): number => Math.round(value * 100) / 100;

export const weatherModel = defineWidgetModel<WeatherProps>({
  type: 'weather',
  schema: weatherPropsSchema,
  size: { width: 960, height: 540 },
  licence: 'weather',
  source: (props) => ({
    kind: 'weather',
    params: { latitude: roundCoordinate(props.location.latitude), longitude: roundCoordinate(props.location.longitude), unit: props.unit },
  }),
});
