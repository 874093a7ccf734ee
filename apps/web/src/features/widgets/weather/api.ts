import { weatherLocationsBody, weatherLocationsResponse } from '@signage/shared';
import { endpoint } from '../../../api/client.ts';

/** The weather widget's place search (contracts/weather.ts). */
export const weatherApi = {
  locations: endpoint('/widget/weather/locations', { body: weatherLocationsBody, response: weatherLocationsResponse }),
};
