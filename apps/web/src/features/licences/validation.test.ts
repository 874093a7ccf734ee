import { describe, expect, it } from 'vitest';
import { daysLeft, endOfLocalDay, extensionDays, type LicenceForm, validateLicence } from './validation.ts';

const base: LicenceForm = {
  packageName: 'CUSTOM',
  devices: '10',
  devicesUnlimited: false,
  users: '5',
  usersUnlimited: false,
  days: '365',
  daysUnlimited: false,
  interactive: '2',
};

describe('licence form rules (spec part 5)', () => {
  it('accepts a complete licence', () => {
    expect(validateLicence(base)).toEqual({
      errors: {},
      values: { packageName: 'CUSTOM', numDevices: 10, numUsers: 5, validityDays: 365, interactiveDeviceLimit: 2 },
    });
  });
  it('requires days, devices and users unless unlimited', () => {
    const { errors } = validateLicence({ ...base, devices: '', users: ' ', days: '' });
    expect(errors).toEqual({ devices: 'required', users: 'required', days: 'required' });
    const unlimited = validateLicence({
      ...base,
      devices: '',
      devicesUnlimited: true,
      users: '',
      usersUnlimited: true,
      days: '',
      daysUnlimited: true,
    });
    expect(unlimited.values).toMatchObject({ numDevices: null, numUsers: null, validityDays: null });
  });
  it('needs a duration greater than 0 and whole numbers', () => {
    expect(validateLicence({ ...base, days: '0' }).errors).toEqual({ days: 'positive' });
    expect(validateLicence({ ...base, devices: '1.5' }).errors).toEqual({ devices: 'whole' });
  });
  it('refuses more interactive devices than devices', () => {
    expect(validateLicence({ ...base, interactive: '11' }).errors).toEqual({ interactive: 'interactiveOverDevices' });
    expect(validateLicence({ ...base, interactive: '10' }).errors).toEqual({});
    expect(validateLicence({ ...base, devicesUnlimited: true, interactive: '500' }).errors).toEqual({});
  });
  it('requires a package', () => {
    expect(validateLicence({ ...base, packageName: '' }).errors).toEqual({ packageName: 'required' });
  });
  it('sends the end of the local day', () => {
    const iso = endOfLocalDay(new Date(2026, 0, 15, 8, 30));
    const back = new Date(iso);
    expect([back.getFullYear(), back.getMonth(), back.getDate(), back.getHours(), back.getMinutes(), back.getMilliseconds()]).toEqual([
      2026, 0, 15, 23, 59, 999,
    ]);
  });
  it('sends the local offset', () => {
    expect(endOfLocalDay(new Date(2026, 0, 15, 8))).toMatch(/^2026-01-15T23:59:59\.999[+-]\d\d:\d\d$/);
  });
  it('extends from the current expiry', () => {
    const now = new Date(2026, 0, 1, 12);
    const expiry = new Date(2026, 0, 11, 23, 59, 59, 999).toISOString();
    expect(daysLeft(expiry, now)).toBe(10);
    expect(extensionDays(expiry, 3, now)).toBe(10 + 3 * 365);
    expect(extensionDays(null, 1, now)).toBe(365);
  });
});
