import { describe, expect, it } from 'vitest';
import { describePlace, placeKey } from './places.ts';

describe('weather place labels', () => {
  it('names a place once per part, skipping unknown parts', () => {
    expect(describePlace({ name: 'Stockholm', admin1: 'Stockholm', country: 'Sweden', latitude: 59.33, longitude: 18.07 })).toBe(
      'Stockholm, Sweden',
    );
    expect(describePlace({ name: 'Stockholm', admin1: 'South Dakota', country: 'United States', latitude: 44.48, longitude: -97.35 })).toBe(
      'Stockholm, South Dakota, United States',
    );
    expect(describePlace({ name: 'Atlantis', admin1: null, country: null, latitude: 0, longitude: 0 })).toBe('Atlantis');
  });

  it('keys two places of the same name apart', () => {
    const a = { name: 'Stockholm', admin1: null, country: null, latitude: 59.33, longitude: 18.07 };
    expect(placeKey(a)).not.toBe(placeKey({ ...a, latitude: 44.48 }));
  });
});
