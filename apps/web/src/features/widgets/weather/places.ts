import type { WeatherLocationMatch } from '@signage/shared';

/** "Stockholm, Stockholm, Sweden" → "Stockholm, Sweden": the parts of a place, without repeats or gaps. */
export function describePlace(place: WeatherLocationMatch): string {
  return [place.name, place.admin1, place.country].filter((part, i, all) => part && all.indexOf(part) === i).join(', ');
}

/** A stable key of a search result (two places may share a name). */
export const placeKey = (place: WeatherLocationMatch): string => `${place.latitude},${place.longitude},${place.name}`;
