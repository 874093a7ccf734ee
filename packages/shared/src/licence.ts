/**
 * Licence packages, statuses and flags (spec parts 3, 4 and 9). Pure functions: the server stores
 * licences, this module decides what they mean, so the CMS and the server never disagree.
 */
import { z } from 'zod';
import { TRIAL_DAYS, TRIAL_FALLBACK_DEVICES, TRIAL_FALLBACK_USERS } from './constants.ts';
import type { LicenceFlags } from './permissions.ts';

export const LICENCE_STATUS = { valid: 0, demoExpired: 1, expired: 2 } as const;
export type LicenceStatus = (typeof LICENCE_STATUS)[keyof typeof LICENCE_STATUS];

export const PACKAGE_STATES = ['trial', 'demo', 'active', 'expiring_soon', 'expired'] as const;
export type PackageState = (typeof PACKAGE_STATES)[number];

export const PACKAGE_TYPES = ['TRIAL', 'FULL_ACCESS', 'CUSTOM', 'SINGLE_DEVICE', 'LOCATION'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** How far ahead of expiry a licence counts as "expiring soon". */
export const EXPIRING_SOON_DAYS = 30;

export const packageInfoSchema = z.object({
  name: z.string(),
  type: z.enum(PACKAGE_TYPES),
  /** null = unlimited */
  numDevices: z.number().int().nullable(),
  numUsers: z.number().int().nullable(),
  validityDays: z.number().int().nullable(),
  subOrgUpdateAccess: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  themeManagement: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  impersonation: z.boolean(),
  customTitle: z.boolean(),
  interaction: z.boolean(),
  aiAssistant: z.boolean(),
  newsAddOn: z.boolean(),
  weatherAddOn: z.boolean(),
  facebookAddOn: z.boolean(),
  canvaAddOn: z.boolean(),
  instagramAddOn: z.boolean(),
  qrCodeAddOn: z.boolean(),
  enableMessages: z.boolean(),
  enableBroadcastAlerts: z.boolean(),
  /** Usage stats (spec 2: /home/stats, owner and admin "plus the licence"). */
  usageStats: z.boolean(),
});
export type PackageInfo = z.infer<typeof packageInfoSchema>;

const noAddOns = {
  newsAddOn: false,
  weatherAddOn: false,
  facebookAddOn: false,
  canvaAddOn: false,
  instagramAddOn: false,
  qrCodeAddOn: false,
} as const;
const allAddOns = {
  newsAddOn: true,
  weatherAddOn: true,
  facebookAddOn: true,
  canvaAddOn: true,
  instagramAddOn: true,
  qrCodeAddOn: true,
} as const;

/** Spec part 3: the fallback when a package lookup fails. */
export const TRIAL_PACKAGE: PackageInfo = {
  name: 'TRIAL',
  type: 'TRIAL',
  numDevices: TRIAL_FALLBACK_DEVICES,
  numUsers: TRIAL_FALLBACK_USERS,
  validityDays: TRIAL_DAYS,
  subOrgUpdateAccess: 0,
  themeManagement: 0,
  impersonation: false,
  customTitle: false,
  interaction: false,
  aiAssistant: false,
  ...noAddOns,
  enableMessages: true,
  enableBroadcastAlerts: true,
  // A trial shows the product in full, as with messages and alerts.
  usageStats: true,
};

function term(name: string, type: PackageType, years: number, devices: number | null): PackageInfo {
  return {
    name,
    type,
    numDevices: devices,
    numUsers: type === 'LOCATION' ? 25 : 5,
    validityDays: years * 365,
    subOrgUpdateAccess: type === 'LOCATION' ? 1 : 0,
    themeManagement: type === 'LOCATION' ? 1 : 0,
    impersonation: type === 'LOCATION',
    customTitle: type === 'LOCATION',
    interaction: true,
    aiAssistant: type === 'LOCATION',
    ...allAddOns,
    canvaAddOn: type === 'LOCATION',
    enableMessages: true,
    enableBroadcastAlerts: true,
    // Usage across screens matters to a location; a single-screen package has no usage stats.
    usageStats: type === 'LOCATION',
  };
}

/** The catalogue of spec part 9: trial, full access, custom, single device 1/3/5 y, location 1/3/5 y. */
export const LICENCE_PACKAGES: PackageInfo[] = [
  TRIAL_PACKAGE,
  {
    name: 'FULL_ACCESS',
    type: 'FULL_ACCESS',
    numDevices: null,
    numUsers: null,
    validityDays: null,
    subOrgUpdateAccess: 2,
    themeManagement: 2,
    impersonation: true,
    customTitle: true,
    interaction: true,
    aiAssistant: true,
    ...allAddOns,
    enableMessages: true,
    enableBroadcastAlerts: true,
    usageStats: true,
  },
  {
    ...TRIAL_PACKAGE,
    name: 'CUSTOM',
    type: 'CUSTOM',
    numDevices: 10,
    numUsers: 10,
    validityDays: 365,
  },
  term('SINGLE_DEVICE_1Y', 'SINGLE_DEVICE', 1, 1),
  term('SINGLE_DEVICE_3Y', 'SINGLE_DEVICE', 3, 1),
  term('SINGLE_DEVICE_5Y', 'SINGLE_DEVICE', 5, 1),
  term('LOCATION_1Y', 'LOCATION', 1, 25),
  term('LOCATION_3Y', 'LOCATION', 3, 25),
  term('LOCATION_5Y', 'LOCATION', 5, 25),
];

export function findPackage(name: string): PackageInfo {
  return LICENCE_PACKAGES.find((p) => p.name === name) ?? TRIAL_PACKAGE;
}

export interface LicenceTerms {
  packageName: string;
  /** null = never expires */
  validityExpiresAt: Date | null;
  demoExtended: boolean;
}

export function packageState(terms: LicenceTerms, now: Date = new Date()): PackageState {
  const expires = terms.validityExpiresAt;
  if (expires && expires.getTime() <= now.getTime()) return 'expired';
  const isTrial = findPackage(terms.packageName).type === 'TRIAL';
  if (isTrial) return terms.demoExtended ? 'demo' : 'trial';
  if (expires && expires.getTime() - now.getTime() <= EXPIRING_SOON_DAYS * 86_400_000) return 'expiring_soon';
  return 'active';
}

export function licenceStatus(terms: LicenceTerms, now: Date = new Date()): LicenceStatus {
  if (packageState(terms, now) !== 'expired') return LICENCE_STATUS.valid;
  return findPackage(terms.packageName).type === 'TRIAL' ? LICENCE_STATUS.demoExpired : LICENCE_STATUS.expired;
}

/** Expired or demo-expired means view-only (spec part 4). */
export function isViewOnly(status: LicenceStatus): boolean {
  return status !== LICENCE_STATUS.valid;
}

/** Licence properties the CMS reads (spec part 3 "Licence properties"). */
export function flagsFromPackage(info: PackageInfo): LicenceFlags {
  return {
    enableMessages: info.enableMessages,
    enableBroadcastAlerts: info.enableBroadcastAlerts,
    allowCanva: info.canvaAddOn,
    aiAssistantEnabled: info.aiAssistant,
    interactionEnabled: info.interaction,
    contentPlatformEditor: info.type === 'FULL_ACCESS',
    widgets: {
      weather: info.weatherAddOn,
      news: info.newsAddOn,
      facebook: info.facebookAddOn,
      instagram: info.instagramAddOn,
      qrCode: info.qrCodeAddOn,
    },
    stats: info.usageStats,
  };
}
