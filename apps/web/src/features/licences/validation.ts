/**
 * Licence form rules (spec part 5): duration greater than 0; days, number of devices and number of
 * users required or set to unlimited; the interactive device count may not exceed the device count.
 * Returns translation keys (under `licensing.validation`) per field.
 */
export interface LicenceForm {
  packageName: string;
  devices: string;
  devicesUnlimited: boolean;
  users: string;
  usersUnlimited: boolean;
  days: string;
  daysUnlimited: boolean;
  interactive: string;
}

export type LicenceField = 'packageName' | 'devices' | 'users' | 'days' | 'interactive';
export type LicenceErrors = Partial<Record<LicenceField, 'required' | 'positive' | 'whole' | 'interactiveOverDevices' | 'nonNegative'>>;

export interface LicenceValues {
  packageName: string;
  numDevices: number | null;
  numUsers: number | null;
  validityDays: number | null;
  interactiveDeviceLimit: number | null;
}

function count(raw: string): number | 'empty' | 'invalid' {
  const text = raw.trim();
  if (!text) return 'empty';
  if (!/^-?\d+$/.test(text)) return 'invalid';
  return Number(text);
}

export function validateLicence(form: LicenceForm): { errors: LicenceErrors; values: LicenceValues | null } {
  const errors: LicenceErrors = {};
  if (!form.packageName) errors.packageName = 'required';
  const limited = (field: 'devices' | 'users' | 'days', raw: string, unlimited: boolean): number | null => {
    if (unlimited) return null;
    const n = count(raw);
    if (n === 'empty') errors[field] = 'required';
    else if (n === 'invalid') errors[field] = 'whole';
    else if (n <= 0) errors[field] = 'positive';
    else return n;
    return null;
  };
  const numDevices = limited('devices', form.devices, form.devicesUnlimited);
  const numUsers = limited('users', form.users, form.usersUnlimited);
  const validityDays = limited('days', form.days, form.daysUnlimited);
  let interactiveDeviceLimit: number | null = null;
  const i = count(form.interactive);
  if (i === 'invalid') errors.interactive = 'whole';
  else if (i !== 'empty') {
    if (i < 0) errors.interactive = 'nonNegative';
    else if (!form.devicesUnlimited && numDevices !== null && i > numDevices) errors.interactive = 'interactiveOverDevices';
    else interactiveDeviceLimit = i;
  }
  if (Object.keys(errors).length > 0) return { errors, values: null };
  return { errors, values: { packageName: form.packageName, numDevices, numUsers, validityDays, interactiveDeviceLimit } };
}

/**
 * End of the current local day (23:59:59.999) in ISO 8601 with the local UTC offset: the
 * `updateLocalTime` of POST /license/update (spec 7.2).
 */
export function endOfLocalDay(now: Date = new Date()): string {
  const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');
  const offset = -now.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T23:59:59.999${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** Days from the end of today to `expiry` (0 when already past or none). */
export function daysLeft(expiry: string | null, now: Date = new Date()): number {
  if (!expiry) return 0;
  const end = new Date(endOfLocalDay(now)).getTime();
  return Math.max(0, Math.round((new Date(expiry).getTime() - end) / 86_400_000));
}

/** validityDays for an extension by `years` from the current expiry (or from today when expired). */
export function extensionDays(currentExpiry: string | null, years: 1 | 3 | 5, now: Date = new Date()): number {
  return daysLeft(currentExpiry, now) + years * 365;
}
