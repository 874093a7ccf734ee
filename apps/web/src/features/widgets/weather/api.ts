import type { weatherLocationsBody, weatherLocationsResponse } from '@signage/shared';
import { endpoint } from '../../../api/client.ts';

/** The weather widget's place search (contracts/weather.ts). */
export const weatherApi = {
  locations: endpoint<typeof weatherLocationsBody, typeof weatherLocationsResponse>('/widget/weather/locations'),
};
