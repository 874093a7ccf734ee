import { describe, expect, it } from 'vitest';
import { acceptedCurrentTerms, TERMS_EFFECTIVE_AT } from './terms.ts';

describe('acceptedCurrentTerms', () => {
  const effective = Date.parse(TERMS_EFFECTIVE_AT);
  it('is true for an acceptance on or after the current terms took effect, and for an undated one', () => {
    expect(acceptedCurrentTerms({ eula: true, eulaAcceptedAt: new Date(effective) })).toBe(true);
    expect(acceptedCurrentTerms({ eula: true, eulaAcceptedAt: new Date(effective + 86_400_000) })).toBe(true);
    expect(acceptedCurrentTerms({ eula: true, eulaAcceptedAt: null })).toBe(true);
  });
  it('asks again for an acceptance of earlier terms, and for none', () => {
    expect(acceptedCurrentTerms({ eula: true, eulaAcceptedAt: new Date(effective - 1) })).toBe(false);
    expect(acceptedCurrentTerms({ eula: false, eulaAcceptedAt: new Date(effective + 1) })).toBe(false);
  });
});
