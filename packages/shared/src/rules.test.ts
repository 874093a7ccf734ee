import { describe, expect, it } from 'vitest';
import { pickLocale } from './constants.ts';
import { ERROR_MESSAGES } from './errors.ts';
import { findPackage, LICENCE_STATUS, licenceStatus, packageState } from './licence.ts';
import { passwordProblem } from './password.ts';

describe('password rule (spec part 5)', () => {
  it.each([
    ['Abcdef1!', null],
    ['Ab1!', 'PASSWORD_TOO_SHORT'],
    ['abcdefg1!', 'PASSWORD_WEAK'],
    ['ABCDEFG1!', 'PASSWORD_WEAK'],
    ['Abcdefgh!', 'PASSWORD_WEAK'],
    ['Abcdefgh1', 'PASSWORD_WEAK'],
    ['P@ssw0rd1', 'PASSWORD_COMMON'],
    ['Ünïcødé-Pässwörd-9', null],
    [`Aa1!${'x'.repeat(80)}`, null],
    [`Aa1!${'x'.repeat(1100)}`, 'PASSWORD_TOO_LONG'],
  ])('%s -> %s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});

describe('licence status (spec part 4)', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

  it('trial, demo, active, expiring soon and expired', () => {
    expect(packageState({ packageName: 'TRIAL', validityExpiresAt: days(10), demoExtended: false }, now)).toBe('trial');
    expect(packageState({ packageName: 'TRIAL', validityExpiresAt: days(10), demoExtended: true }, now)).toBe('demo');
    expect(packageState({ packageName: 'LOCATION_1Y', validityExpiresAt: days(200), demoExtended: false }, now)).toBe('active');
    expect(packageState({ packageName: 'LOCATION_1Y', validityExpiresAt: days(20), demoExtended: false }, now)).toBe('expiring_soon');
    expect(packageState({ packageName: 'LOCATION_1Y', validityExpiresAt: days(-1), demoExtended: false }, now)).toBe('expired');
    expect(packageState({ packageName: 'FULL_ACCESS', validityExpiresAt: null, demoExtended: false }, now)).toBe('active');
  });

  it('valid 0, demo expired 1, expired 2', () => {
    expect(licenceStatus({ packageName: 'TRIAL', validityExpiresAt: days(1), demoExtended: false }, now)).toBe(LICENCE_STATUS.valid);
    expect(licenceStatus({ packageName: 'TRIAL', validityExpiresAt: days(-1), demoExtended: true }, now)).toBe(LICENCE_STATUS.demoExpired);
    expect(licenceStatus({ packageName: 'SINGLE_DEVICE_1Y', validityExpiresAt: days(-1), demoExtended: false }, now)).toBe(
      LICENCE_STATUS.expired,
    );
  });

  it('falls back to the TRIAL package of spec part 3', () => {
    expect(findPackage('nope')).toMatchObject({ name: 'TRIAL', numDevices: 2, numUsers: 3, validityDays: 30 });
  });
});

describe('languages', () => {
  it('picks the first supported browser language, else English', () => {
    expect(pickLocale(['sv-SE', 'en-US'])).toBe('sv');
    expect(pickLocale(['de-DE', 'fr'])).toBe('fr');
    expect(pickLocale(['de-DE'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('has every error message in all four languages, translated', () => {
    for (const [code, messages] of Object.entries(ERROR_MESSAGES)) {
      for (const locale of ['en', 'es', 'fr', 'sv'] as const) expect(messages[locale], `${code}.${locale}`).toBeTruthy();
      expect(new Set([messages.en, messages.es, messages.sv]).size, code).toBe(3);
    }
  });
});
