import { describe, expect, it } from 'vitest';
import { browserCountry } from './countries.ts';

describe('browserCountry', () => {
  it('takes the region of the first preferred language that names one of ours', () => {
    expect(browserCountry(['es-ES', 'en-US'])).toBe('ES');
    expect(browserCountry(['en-US'])).toBe('US');
    expect(browserCountry(['sv', 'sv-SE'])).toBe('SE');
  });

  it('is empty when no preferred language names a region, or the tag is not one', () => {
    expect(browserCountry(['fr', 'en'])).toBe('');
    expect(browserCountry(['not a tag!'])).toBe('');
    expect(browserCountry([])).toBe('');
  });
});
