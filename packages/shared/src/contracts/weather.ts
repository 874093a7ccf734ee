import { z } from 'zod';
import { LOCALES } from '../constants.ts';
import { freeText, sessionKey } from './common.ts';

/** POST /widget/weather/locations: the weather widget editor's place search. */
export const weatherLocationsBody = z.strictObject({
  /** The CMS authenticates POSTs with the key in the body; the Authorization header works too. */
  sessionKey: sessionKey.optional(),
  query: freeText('FIELD_REQUIRED').trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'NAME_TOO_LONG' }),
  /** Language of the place names (the editor's language). */
  language: z.enum(LOCALES, { error: 'FIELD_INVALID' }).default('en'),
});

export const weatherLocationMatchSchema = z.object({
  name: z.string(),
  /** State, county or province, when known. */
  admin1: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type WeatherLocationMatch = z.infer<typeof weatherLocationMatchSchema>;

export const weatherLocationsResponse = z.object({ locations: z.array(weatherLocationMatchSchema) });
export type WeatherLocationsResponse = z.infer<typeof weatherLocationsResponse>;
