import { z } from 'zod';
import { LICENCE_STATUS, PACKAGE_STATES } from '../licence.ts';
import { email, freeText, optionalText, recordId, requiredText, sessionKey } from './common.ts';

/**
 * Organizations (spec 2.2, 3, 4, 6, 7.4, 8). Paths and body fields are the spec's; where the spec
 * leaves a shape open (responses, deletion mode, impersonation agreement, collation approval) the
 * choice is documented in docs/organizations.md. Every body is a strict object (unknown fields → 400).
 * Organization calls authenticate with `Authorization: SessionKey <key>` (spec 7.1); `sessionKey` is
 * also accepted in JSON bodies.
 */

const colour = z.string({ error: 'FIELD_REQUIRED' }).regex(/^#[0-9A-Fa-f]{6}$/, { error: 'FIELD_INVALID' });
const orgId = recordId;
const optionalEmail = z
  .union([z.literal(''), email])
  .optional()
  .default('')
  .transform((v) => v ?? '');
const isoDate = z.string();
const licenceStatus = z.union([z.literal(LICENCE_STATUS.valid), z.literal(LICENCE_STATUS.demoExpired), z.literal(LICENCE_STATUS.expired)]);

/** Spec part 4: theme or feature access levels. */
export const ACCESS_LEVELS = ['FULL_ACCESS', 'LIMITED_ACCESS', 'NO_ACCESS'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const accessLevel = z.enum(ACCESS_LEVELS, { error: 'FIELD_INVALID' });
/** Stored and package-info numbers of the access levels (spec 3 package info: themeManagement 0 … 2). */
export const ACCESS_LEVEL_NUMBER = { NO_ACCESS: 0, LIMITED_ACCESS: 1, FULL_ACCESS: 2 } as const satisfies Record<AccessLevel, number>;
/** 0 → NO_ACCESS, 1 → LIMITED_ACCESS, 2 (and above) → FULL_ACCESS. */
export const accessLevelOf = (n: number): AccessLevel => (n >= 2 ? 'FULL_ACCESS' : n === 1 ? 'LIMITED_ACCESS' : 'NO_ACCESS');
/**
 * `themeManagement` in a licence body: the spec writes it as a number in the package info
 * (0, 1, 2) and as an access level name (FULL_ACCESS, LIMITED_ACCESS, NO_ACCESS, spec part 4)
 * elsewhere; both are accepted (and the strings '0', '1', '2', as for subOrgUpdateAccess) and read as
 * the level name. Anything else is refused with 400 (never widened to FULL_ACCESS).
 */
export const themeManagementInput = z
  .union([accessLevel, z.literal(0), z.literal(1), z.literal(2), z.enum(['0', '1', '2'])], { error: 'FIELD_INVALID' })
  .transform((v): AccessLevel => (typeof v === 'string' && v.endsWith('_ACCESS') ? (v as AccessLevel) : accessLevelOf(Number(v))));

/**
 * Spec part 4: sub-organization update access 0 (not allowed), 1 (immediate children only),
 * 2 (all levels). The strings '0', '1', '2' convert; unlike the spec's client, the server refuses
 * every other value with 400 (security.md TEN-8: never fail open to "all levels").
 */
export const subOrgUpdateAccess = z
  .union([z.literal(0), z.literal(1), z.literal(2), z.enum(['0', '1', '2'])], {
    error: 'FIELD_INVALID',
  })
  .transform((v) => Number(v) as 0 | 1 | 2);
export type SubOrgUpdateAccess = 0 | 1 | 2;

/** A hashtag: letters, digits, '_' and '-', stored without the leading '#'. */
export const hashtag = z
  .string({ error: 'FIELD_INVALID' })
  .trim()
  .transform((v) => v.replace(/^#/, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'FIELD_REQUIRED' })
      .max(40, { error: 'NAME_TOO_LONG' })
      .regex(/^[\p{L}\p{N}_-]+$/u, { error: 'FIELD_INVALID' }),
  );
export const hashtags = z.array(hashtag).max(30, { error: 'FIELD_INVALID' }).optional().default([]);

/**
 * Organization feature flags (spec part 3): what an organization may use, granted by its parent
 * within what the parent has itself. `themeManagement` is an access level:
 * FULL_ACCESS = the organization edits its own theme and the themes of the sub-organizations it manages;
 * LIMITED_ACCESS = its own theme only; NO_ACCESS = its theme is read-only to it.
 */
export const organizationFeatures = z.strictObject({
  impersonation: z.boolean(),
  interaction: z.boolean(),
  canva: z.boolean(),
  themeManagement: accessLevel,
  aiAssistant: z.boolean(),
  subOrgManagement: z.boolean(),
  weather: z.boolean(),
  news: z.boolean(),
  facebook: z.boolean(),
  instagram: z.boolean(),
  qrCode: z.boolean(),
});
export type OrganizationFeatures = z.infer<typeof organizationFeatures>;

/**
 * Licence data of a sub-organization (create: `licenseData`; update: POST /license/update).
 * Spec part 5: days, devices and users are required or null (= unlimited); validity > 0 days;
 * the interactive device count may not exceed the device count. The server also refuses values
 * above what the granting parent has itself (LICENCE_GRANT_EXCEEDED).
 */
export const licenceDataInput = z
  .strictObject({
    /** A package name of GET /license/packages. */
    package: freeText('FIELD_REQUIRED').min(1, { error: 'FIELD_REQUIRED' }).max(60),
    numDevices: z
      .number({ error: 'FIELD_REQUIRED' })
      .int({ error: 'FIELD_INVALID' })
      .min(0, { error: 'FIELD_INVALID' })
      .max(1_000_000)
      .nullable(),
    numUsers: z
      .number({ error: 'FIELD_REQUIRED' })
      .int({ error: 'FIELD_INVALID' })
      .min(1, { error: 'FIELD_INVALID' })
      .max(1_000_000)
      .nullable(),
    validityDays: z
      .number({ error: 'FIELD_REQUIRED' })
      .int({ error: 'FIELD_INVALID' })
      .min(1, { error: 'LICENCE_DURATION_INVALID' })
      .max(36_500)
      .nullable(),
    interactiveDeviceLimit: z.number().int().min(0, { error: 'FIELD_INVALID' }).max(1_000_000).nullable().optional().default(0),
    subOrgUpdateAccess: subOrgUpdateAccess.optional().default(0),
    themeManagement: themeManagementInput.optional().default('NO_ACCESS'),
    /** Feature flags to grant; missing flags take the package's value. */
    features: organizationFeatures.omit({ themeManagement: true }).partial().optional().default({}),
  })
  .superRefine((v, ctx) => {
    const interactive = v.interactiveDeviceLimit ?? null;
    if (v.numDevices !== null && (interactive === null || interactive > v.numDevices)) {
      ctx.addIssue({ code: 'custom', path: ['interactiveDeviceLimit'], message: 'INTERACTIVE_EXCEEDS_DEVICES' });
    }
  });
export type LicenceDataInput = z.input<typeof licenceDataInput>;

/** GET /organizations/{id}/theme (inherited from the nearest ancestor, then the defaults). */
export const themeResponse = z.object({
  logoUrl: z.string().nullable(),
  homeBackgroundUrl: z.string().nullable(),
  websiteTitle: z.string(),
  accentColor: colour,
  navBarColor: colour,
  contentColor: colour,
  navTextColor: colour,
});
export type Theme = z.infer<typeof themeResponse>;

/** Theme properties that POST /organizations/{id}/resetTheme can reset. */
export const THEME_PROPERTIES = [
  'logoUrl',
  'homeBackgroundUrl',
  'websiteTitle',
  'accentColor',
  'navBarColor',
  'contentColor',
  'navTextColor',
] as const;
export type ThemeProperty = (typeof THEME_PROPERTIES)[number];

/** GET /organizations/{id}/parentpath: ids and names from the root down to {id}. */
export const parentPathResponse = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type ParentPath = z.infer<typeof parentPathResponse>;

/** GET /organizations/{id}/allsuborganizations: every organization below {id}, parents before children. */
export const subOrganizationsResponse = z.array(
  z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int(), depth: z.number().int() }),
);
export type SubOrganization = z.infer<typeof subOrganizationsResponse>[number];

/** Licence summary shown with an organization (spec 3 "Organization licence fields"). */
export const organizationLicenceSummary = z.object({
  packageName: z.string(),
  numDevices: z.number().int().nullable(),
  numUsers: z.number().int().nullable(),
  validityDays: z.number().int().nullable(),
  validityExpiresAt: isoDate.nullable(),
  interactiveDeviceLimit: z.number().int().nullable(),
  licenseStatus: licenceStatus,
  packageState: z.enum(PACKAGE_STATES),
  subOrgUpdateAccess: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  themeManagement: accessLevel,
});
export type OrganizationLicenceSummary = z.infer<typeof organizationLicenceSummary>;

/** What the caller may do with an organization (computed by the server from roles, access levels, licence). */
export const organizationAbilities = z.object({
  /** Edit details, owner, support e-mails, collation (own organization: owner/admin; sub-organization: within subOrgUpdateAccess). */
  edit: z.boolean(),
  /** Change the licence, credits, pricing (a managing ancestor only, never the organization itself). */
  manageLicence: z.boolean(),
  /** Change the theme (themeManagement access levels). */
  editTheme: z.boolean(),
  /** Create sub-organizations below it. */
  createSubOrganizations: z.boolean(),
  /** Delete, move or transfer it (a managing ancestor only). */
  remove: z.boolean(),
  /** Request impersonation of it (it is a direct child, the caller's licence has impersonation). */
  requestImpersonation: z.boolean(),
});
export type OrganizationAbilities = z.infer<typeof organizationAbilities>;

/** GET /organizations/{id} (spec 3 "Organization"). */
export const organizationResponse = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** The time zone usage stats count days in (IANA name or 'UTC'). */
  timeZone: z.string(),
  contactPhoneNumber: z.string(),
  contactEmail: z.string(),
  description: z.string(),
  domain: z.string().nullable(),
  collate: z.boolean(),
  collateRequiresApproval: z.boolean(),
  hashtags: z.array(z.string()),
  ownerUserId: z.number().int().nullable(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  customerSupportEmail: z.string(),
  customerContactEmail: z.string(),
  useDefaultSupportEmails: z.boolean(),
  licence: organizationLicenceSummary,
  features: organizationFeatures,
  counts: z.object({
    devices: z.number().int(),
    users: z.number().int(),
    subOrganizations: z.number().int(),
    totalCredits: z.number().int(),
    usedCredits: z.number().int(),
  }),
  logoUrl: z.string().nullable(),
  isParent: z.boolean(),
  abilities: organizationAbilities,
  createdAt: isoDate,
});
export type OrganizationDetails = z.infer<typeof organizationResponse>;

/** One row of GET /organizations/{id}/suborganizations and POST /organizations/getListOfOrgs. */
export const organizationSummary = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  hashtags: z.array(z.string()),
  ownerName: z.string(),
  ownerEmail: z.string(),
  packageName: z.string(),
  licenseStatus: licenceStatus,
  packageState: z.enum(PACKAGE_STATES),
  validityExpiresAt: isoDate.nullable(),
  subOrganizationCount: z.number().int(),
  userCount: z.number().int(),
  deviceCount: z.number().int(),
  /** AI credits still available (total − used). */
  creditCount: z.number().int(),
});
export type OrganizationSummary = z.infer<typeof organizationSummary>;

/**
 * GET /organizations/{id}/suborganizations?q=&count=&offset=: direct children of {id}; with `q`,
 * every organization below {id} whose name contains `q`, or — when `q` starts with '#' — that has
 * the hashtag. `count` 1–200 (default 50), `offset` ≥ 0.
 */
export const subOrganizationsQuery = z.strictObject({
  q: freeText().trim().max(100).optional(),
  count: z.coerce.number().int().min(1).max(200).optional().default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
});
export const subOrganizationsPage = z.object({ totalCount: z.number().int(), results: z.array(organizationSummary) });
export type SubOrganizationsPage = z.infer<typeof subOrganizationsPage>;

/** GET /organizations/{id}/suborg/hashtags: every hashtag used by the organizations below {id}, sorted. */
export const suborgHashtagsResponse = z.array(z.string());

/** POST /organizations/getListOfOrgs {organizationsList}: the visible ones among the ids (others silently left out). */
export const getListOfOrgsBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  organizationsList: z.array(orgId).max(500),
});
export const getListOfOrgsResponse = z.array(organizationSummary);

/** POST /organizations/{id}/suborganizations/create; on failure the CMS reads `message`. Answers the new organization. */
export const createSubOrganizationBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  name: requiredText(120),
  parentOrganizationId: orgId,
  contactEmail: optionalEmail,
  contactPhoneNumber: optionalText(40),
  description: optionalText(1000),
  ownerName: requiredText(120),
  ownerEmail: email,
  licenseData: licenceDataInput,
  customerSupportEmail: optionalEmail,
  customerContactEmail: optionalEmail,
  city: optionalText(120),
  state: optionalText(120),
  country: requiredText(120),
  hashtags,
});
export type CreateSubOrganizationBody = z.input<typeof createSubOrganizationBody>;

/** POST /organizations/{id}/update. `organizationId` must equal {id}. */
export const updateOrganizationBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  organizationId: orgId,
  name: requiredText(120),
  contactEmail: optionalEmail,
  contactPhoneNumber: optionalText(40),
  description: optionalText(1000),
  city: optionalText(120),
  state: optionalText(120),
  country: requiredText(120),
  hashtags,
  /**
   * The organization's time zone (IANA name or 'UTC'; else 400 TIME_ZONE_INVALID): usage stats count
   * calendar days in it, from the change on (days already counted stay as they were). Absent = unchanged.
   */
  timeZone: z
    .string({ error: 'TIME_ZONE_INVALID' })
    .min(1, { error: 'TIME_ZONE_INVALID' })
    .max(64, { error: 'TIME_ZONE_INVALID' })
    .optional(),
});
export type UpdateOrganizationBody = z.input<typeof updateOrganizationBody>;

/** GET /organizations/{id}/owner. */
export const ownerResponse = z.object({ userId: z.number().int().nullable(), ownerName: z.string(), ownerEmail: z.string() });
export type OwnerInfo = z.infer<typeof ownerResponse>;

/**
 * POST /organizations/{id}/updateOwner: a user of the organization with that e-mail becomes the
 * owner (the previous owner becomes admin); an unknown address gets a new owner account and an
 * invitation mail. Refused under impersonation.
 */
export const updateOwnerBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  organizationId: orgId,
  ownerName: requiredText(120),
  ownerEmail: email,
});

/** POST /organizations/{id}/updateThemeColors: answers the theme. */
export const updateThemeColorsBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  accentColor: colour,
  navBarColor: colour,
  contentColor: colour,
  navTextColor: colour,
});
/** Multipart /updateThemeLogo and /updateThemeBackground (one JPG/PNG/SVG/GIF image, field `file` or `media`): answers {url}. */
export const themeImageResponse = z.object({ url: z.string() });

/** POST /organizations/{id}/updateWebsiteTitle (needs the licence's customTitle). */
export const updateWebsiteTitleBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  organizationId: orgId,
  title: freeText('FIELD_REQUIRED').trim().max(80, { error: 'NAME_TOO_LONG' }),
});

/**
 * POST /organizations/{id}/resetTheme {organizationId, propertyList}: the listed properties go back
 * to the inherited/default value. The CMS sends it only with a non-empty list (spec part 5); the
 * default colours themselves cannot be deleted ('You cannot delete the default colors').
 */
export const resetThemeBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  organizationId: orgId,
  propertyList: z
    .array(z.enum(THEME_PROPERTIES, { error: 'FIELD_INVALID' }))
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(THEME_PROPERTIES.length),
});

/** GET /organizations/{id}/exdata/emails. `useDefault` = the installation's/parent's addresses are shown instead. */
export const supportEmailsResponse = z.object({
  customerSupportEmail: z.string(),
  customerContactEmail: z.string(),
  useDefault: z.boolean(),
  /** What is shown to the organization's users (own addresses, or the inherited defaults). */
  effective: z.object({ customerSupportEmail: z.string(), customerContactEmail: z.string() }),
});
export type SupportEmails = z.infer<typeof supportEmailsResponse>;
/** POST /organizations/updateSupportEmails/{id}; `useDefault` (our addition, the spec's "default toggle") defaults to false when addresses are sent. */
export const updateSupportEmailsBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  customerSupportEmail: optionalEmail,
  customerContactEmail: optionalEmail,
  useDefault: z.boolean().optional().default(false),
});

/** Impersonation request states (spec part 4). "rejected" is the spec's "rejected (deleted)". */
export const IMPERSONATION_STATES = ['pending', 'accepted', 'rejected', 'revoked'] as const;
export type ImpersonationState = (typeof IMPERSONATION_STATES)[number];

/** POST /organizations/impersonation/request {recipientOrganizationId}: a direct sub-organization. Answers the request. */
export const impersonationRequestBody = z.strictObject({ sessionKey: sessionKey.optional(), recipientOrganizationId: orgId });
/** POST /organizations/impersonation/{id}/accept: by the recipient's owner, with agreement to the terms (spec part 5). */
export const impersonationAcceptBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  agreeToTerms: z.literal(true, { error: 'TERMS_REQUIRED' }),
});
/** POST /organizations/impersonation/{id}/delete: reject or cancel a pending request, or revoke an accepted one (either side). */
export const impersonationDeleteBody = z.strictObject({ sessionKey: sessionKey.optional() }).nullish();

/** One impersonation request as the received/accepted/sent lists show it. */
export const impersonationRequest = z.object({
  id: z.number().int(),
  status: z.enum(IMPERSONATION_STATES),
  /** sent: the caller's organization asked; received: the caller's organization was asked. */
  direction: z.enum(['sent', 'received']),
  requesterOrganizationId: z.number().int(),
  requesterOrganizationName: z.string(),
  recipientOrganizationId: z.number().int(),
  recipientOrganizationName: z.string(),
  requestedByName: z.string(),
  respondedByName: z.string().nullable(),
  createdAt: isoDate,
  respondedAt: isoDate.nullable(),
  revokedAt: isoDate.nullable(),
});
export type ImpersonationRequest = z.infer<typeof impersonationRequest>;
export const impersonationListResponse = z.array(impersonationRequest);

/** Organization deletion modes (spec part 4): transfer the data to the parent then delete, or delete everything. */
export const ORG_DELETE_MODES = ['transfer', 'delete'] as const;
/** DELETE /organizations/{id} {mode, confirm: 'delete'} (the typed confirmation of spec part 5). */
export const deleteOrganizationBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  mode: z.enum(ORG_DELETE_MODES, { error: 'FIELD_INVALID' }),
  confirm: z.literal('delete', { error: 'DELETE_CONFIRMATION_REQUIRED' }),
});
export type DeleteOrganizationBody = z.input<typeof deleteOrganizationBody>;

/** GET /organizations/{id}/isparent: true when {id} has sub-organizations. */
export const isParentResponse = z.object({ isParent: z.boolean() });

/** POST /organizations/{id}/transfer {targetOrganizationId}: moves {id}'s content (media, playlists, templates, devices…) to the target. */
export const transferOrganizationBody = z.strictObject({ sessionKey: sessionKey.optional(), targetOrganizationId: orgId });
/** POST /organizations/{id}/move {targetOrganizationId}: the new parent; never {id} itself or one of its descendants. */
export const moveOrganizationBody = z.strictObject({ sessionKey: sessionKey.optional(), targetOrganizationId: orgId });

/**
 * POST /organizations/{id}/collate {collate, domain}: new users whose e-mail domain is `domain` join
 * this organization (after verifying their address) — at once, or after an admin's approval when
 * `requiresApproval` (our addition, default true). The domain must be the owner's or the caller's
 * e-mail domain, not a public mail provider, and not used by another organization.
 */
export const collateBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  collate: z.boolean({ error: 'FIELD_REQUIRED' }),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v.replace(/^@/, ''))
    .pipe(
      z.union([
        z.literal(''),
        z
          .string()
          .max(253)
          .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, { error: 'DOMAIN_INVALID' }),
      ]),
    )
    .nullable()
    .optional(),
  requiresApproval: z.boolean().optional(),
});
export const collateResponse = z.object({ collate: z.boolean(), domain: z.string().nullable(), requiresApproval: z.boolean() });
