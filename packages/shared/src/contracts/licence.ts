import { z } from 'zod';
import { LICENCE_STATUS, PACKAGE_STATES, packageInfoSchema } from '../licence.ts';
import { sessionKey } from './common.ts';

export const packageInfoBody = z.strictObject({ package: z.string().min(1).max(60), sessionKey: sessionKey.optional() });
export const licenceInfoBody = z.strictObject({ sessionKey: sessionKey.optional(), organizationId: z.number().int().positive() });

export const licenceFlagsSchema = z.object({
  enableMessages: z.boolean(),
  enableBroadcastAlerts: z.boolean(),
  allowCanva: z.boolean(),
  aiAssistantEnabled: z.boolean(),
  interactionEnabled: z.boolean(),
  contentPlatformEditor: z.boolean(),
  widgets: z.object({ weather: z.boolean(), news: z.boolean(), facebook: z.boolean(), instagram: z.boolean(), qrCode: z.boolean() }),
  stats: z.boolean(),
});

export const licenceInfoResponse = z.object({
  organizationId: z.number().int(),
  packageName: z.string(),
  package: packageInfoSchema,
  numDevices: z.number().int().nullable(),
  numUsers: z.number().int().nullable(),
  validityDays: z.number().int().nullable(),
  validityExpiresAt: z.string().nullable(),
  interactiveDeviceLimit: z.number().int().nullable(),
  demoExtended: z.boolean(),
  licenseStatus: z.union([z.literal(LICENCE_STATUS.valid), z.literal(LICENCE_STATUS.demoExpired), z.literal(LICENCE_STATUS.expired)]),
  packageState: z.enum(PACKAGE_STATES),
  properties: licenceFlagsSchema,
  usedDevices: z.number().int(),
  usedUsers: z.number().int(),
});
export type LicenceInfo = z.infer<typeof licenceInfoResponse>;
