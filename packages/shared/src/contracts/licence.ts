import { z } from 'zod';
import { LICENCE_STATUS, PACKAGE_STATES, packageInfoSchema } from '../licence.ts';
import { freeText, recordId, sessionKey } from './common.ts';
import { organizationFeatures, subOrgUpdateAccess, themeManagementInput } from './organizations.ts';

/**
 * Licence calls (spec 7.2). Licence and organization calls authenticate with
 * `Authorization: SessionKey <key>`; `sessionKey` in a JSON body is accepted too.
 */

/** POST /license/packageinfo {package}. */
export const packageInfoBody = z.strictObject({ package: freeText().min(1).max(60), sessionKey: sessionKey.optional() });
/** POST /license/info {sessionKey, organizationId}: the own organization or a descendant. */
export const licenceInfoBody = z.strictObject({ sessionKey: sessionKey.optional(), organizationId: recordId });

/** Licence properties the CMS reads (spec part 3). */
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

/** Add-ons a server may not offer (its configuration), named like the licence's add-on flags. */
export const DEPLOYMENT_ADD_ONS = ['facebook', 'instagram', 'qrCode', 'canva'] as const;
export type DeploymentAddOn = (typeof DEPLOYMENT_ADD_ONS)[number];

/** POST /license/info and POST /license/update: an organization's licence, limits, usage, state and flags. */
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
  /** Number of direct sub-organizations (spec 3 "sub-organization count"). */
  subOrganizationCount: z.number().int().optional(),
  /**
   * Add-ons this server does not offer at all, whatever a licence includes (a deployment flag off, no Meta
   * app, no Canva keys): the licence page says "Included, not offered on this server" for them.
   */
  notOfferedHere: z.array(z.enum(DEPLOYMENT_ADD_ONS)),
});
export type LicenceInfo = z.infer<typeof licenceInfoResponse>;

/**
 * POST /license/update {data: {organizationId, updateLocalTime, …chosen fields}}: only a managing
 * ancestor may change a licence (never the organization itself, never under impersonation).
 * `updateLocalTime` is the end of the caller's current local day (23:59:59.999 with its UTC offset,
 * ISO 8601); with `validityDays` the new expiry is updateLocalTime + validityDays days, with
 * `validityDays: null` the licence never expires. Fields left out stay as they are. The server
 * refuses an `updateLocalTime` more than 2 days away from its own clock.
 */
export const licenceUpdateData = z
  .strictObject({
    organizationId: recordId,
    updateLocalTime: z.iso.datetime({ offset: true, error: 'FIELD_INVALID' }),
    package: freeText().min(1).max(60).optional(),
    numDevices: z.number().int().min(0, { error: 'FIELD_INVALID' }).max(1_000_000).nullable().optional(),
    numUsers: z.number().int().min(1, { error: 'FIELD_INVALID' }).max(1_000_000).nullable().optional(),
    validityDays: z.number().int().min(1, { error: 'LICENCE_DURATION_INVALID' }).max(36_500).nullable().optional(),
    interactiveDeviceLimit: z.number().int().min(0, { error: 'FIELD_INVALID' }).max(1_000_000).nullable().optional(),
    subOrgUpdateAccess: subOrgUpdateAccess.optional(),
    themeManagement: themeManagementInput.optional(),
    features: organizationFeatures.omit({ themeManagement: true }).partial().optional(),
  })
  .superRefine((v, ctx) => {
    if (
      typeof v.numDevices === 'number' &&
      v.interactiveDeviceLimit !== undefined &&
      (v.interactiveDeviceLimit === null || v.interactiveDeviceLimit > v.numDevices)
    ) {
      ctx.addIssue({ code: 'custom', path: ['interactiveDeviceLimit'], message: 'INTERACTIVE_EXCEEDS_DEVICES' });
    }
  });
export const licenceUpdateBody = z.strictObject({ sessionKey: sessionKey.optional(), data: licenceUpdateData });
export type LicenceUpdateBody = z.input<typeof licenceUpdateBody>;

/** GET /license/{organizationId}/demo-extension: a trial extended once by 30 days (spec parts 4, 9). */
export const demoExtensionResponse = z.object({ organizationName: z.string(), validityExpiresAt: z.string() });

/** GET /license/{organizationId}/credits (AI credits; one credit = 5 options). */
export const creditsResponse = z.object({ totalCredits: z.number().int(), usedCredits: z.number().int() });
export type Credits = z.infer<typeof creditsResponse>;
/** POST /license/{organizationId}/credits/add {numberOfCredits}: by a managing ancestor (payments come with billing). */
export const addCreditsBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  numberOfCredits: z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).min(1, { error: 'FIELD_INVALID' }).max(1_000_000),
});

/**
 * Price items an organization's price chart can hold (spec 9: extensions of 1, 3 or 5 years priced
 * per device; add-ons; credit packs). Values are amounts in the installation's currency.
 */
export const PRICING_ITEMS = [
  'extension_1y_per_device',
  'extension_3y_per_device',
  'extension_5y_per_device',
  'addon_weather',
  'addon_news',
  'addon_facebook',
  'addon_instagram',
  'addon_qrcode',
  'addon_canva',
  'addon_ai_assistant',
  'credits_pack_100',
  /** One more screen on the licence (card purchase, docs/billing.md). */
  'device_increment',
  /** One more user on the licence (card purchase). */
  'user_increment',
] as const;
export type PricingItem = (typeof PRICING_ITEMS)[number];
/** GET /organizations/{id}/license/pricing: item and value pairs (own price, else the nearest ancestor's, else 0). */
export const pricingResponse = z.array(z.object({ item: z.enum(PRICING_ITEMS), value: z.number() }));
export type Pricing = z.infer<typeof pricingResponse>;
/** POST /organizations/{id}/license/pricing/update {item, value}: by a managing ancestor (the platform for itself); rounded to cents. */
export const pricingUpdateBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  item: z.enum(PRICING_ITEMS, { error: 'FIELD_INVALID' }),
  value: z.number({ error: 'FIELD_REQUIRED' }).min(0, { error: 'FIELD_INVALID' }).max(10_000_000),
});
