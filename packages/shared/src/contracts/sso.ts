import { z } from 'zod';
import { loginResponse } from './auth.ts';
import { email, freeText, sessionKey } from './common.ts';

/**
 * Single sign-on per organization (docs/sso.md): OpenID Connect or SAML 2.0 with the organization's own
 * identity provider. Roles an identity provider may give: never the owner (one per organization, moved only by a
 * transfer) and never a platform role.
 */
export const SSO_ROLES = ['admin', 'staff', 'screen_manager', 'content_creator'] as const;
export type SsoRole = (typeof SSO_ROLES)[number];

const ssoRole = z.enum(SSO_ROLES, { error: 'FIELD_INVALID' });

/** An e-mail domain (lower-cased): labels of letters, digits and hyphens, a dot, a top-level label. */
export const ssoDomain = freeText()
  .trim()
  .toLowerCase()
  .max(253, { error: 'FIELD_INVALID' })
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/, { error: 'SSO_DOMAIN_INVALID' });

/** The issuer: an absolute http(s) address without query or fragment (the server requires https outside tests). */
export const ssoIssuer = freeText('FIELD_REQUIRED')
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(500, { error: 'FIELD_INVALID' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: 'SSO_ISSUER_INVALID' },
  )
  .transform((value) => value.replace(/\/+$/, ''));

export const ssoRoleMapping = z.strictObject({
  value: freeText('FIELD_REQUIRED').trim().min(1, { error: 'FIELD_REQUIRED' }).max(200, { error: 'FIELD_INVALID' }),
  role: ssoRole,
});

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** An absolute https (http in tests) address of the identity provider, or empty. */
const ssoAddress = freeText()
  .trim()
  .max(1000, { error: 'FIELD_INVALID' })
  .refine(
    (value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: 'SSO_ADDRESS_INVALID' },
  );

export const ssoConfigBody = z.strictObject({ sessionKey: sessionKey.optional() });
export const ssoSaveBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  /** Absent: OpenID Connect (the settings before SAML existed). */
  protocol: z.enum(SSO_PROTOCOLS, { error: 'FIELD_INVALID' }).optional().default('oidc'),
  /** OpenID Connect: required (the service says which is missing). */
  issuer: z
    .union([z.literal(''), ssoIssuer])
    .optional()
    .default(''),
  clientId: freeText().trim().max(300, { error: 'FIELD_INVALID' }).optional().default(''),
  /** Empty or absent: keep the secret already saved (it is never sent back). */
  clientSecret: freeText().max(2000, { error: 'FIELD_INVALID' }).optional().default(''),
  domains: z.array(ssoDomain).min(1, { error: 'FIELD_REQUIRED' }).max(20, { error: 'FIELD_INVALID' }),
  defaultRole: ssoRole,
  /** A claim of the ID token (SAML: an attribute) naming the person's role or groups; empty: everyone gets the default role. */
  roleClaim: freeText()
    .trim()
    .max(300, { error: 'FIELD_INVALID' })
    .regex(/^[A-Za-z0-9_.:/#-]*$/, { error: 'FIELD_INVALID' })
    .optional()
    .default(''),
  roleMap: z.array(ssoRoleMapping).max(50, { error: 'FIELD_INVALID' }).optional().default([]),
  /** Password sign-in and reset off for the organization's people (its owner keeps a password). */
  ssoOnly: z.boolean(),
  enabled: z.boolean(),
  /** SAML: the provider's metadata, pasted (XML) or read from its address; or the two parts by hand. */
  samlMetadataXml: freeText().max(500_000, { error: 'FIELD_INVALID' }).optional().default(''),
  samlMetadataUrl: ssoAddress.optional().default(''),
  samlEntryPoint: ssoAddress.optional().default(''),
  samlIdpEntityId: freeText().trim().max(1000, { error: 'FIELD_INVALID' }).optional().default(''),
  /** The provider's signing certificate (PEM or bare base64); empty with metadata, or to keep the saved one. */
  samlIdpCert: freeText().max(20_000, { error: 'FIELD_INVALID' }).optional().default(''),
  /** The attribute with the e-mail address; empty: the NameID (format emailAddress). */
  samlEmailAttribute: freeText()
    .trim()
    .max(300, { error: 'FIELD_INVALID' })
    .regex(/^[A-Za-z0-9_.:/#-]*$/, { error: 'FIELD_INVALID' })
    .optional()
    .default(''),
});
export const ssoConfigResponse = z.object({
  configured: z.boolean(),
  protocol: z.enum(SSO_PROTOCOLS),
  /** The address to register at the identity provider. */
  redirectUri: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  hasSecret: z.boolean(),
  domains: z.array(z.string()),
  defaultRole: ssoRole,
  roleClaim: z.string(),
  roleMap: z.array(z.object({ value: z.string(), role: ssoRole })),
  ssoOnly: z.boolean(),
  enabled: z.boolean(),
  /** Ours, for the SAML provider: entity id, assertion consumer service (POST) and metadata addresses. */
  samlSpEntityId: z.string(),
  samlAcsUrl: z.string(),
  samlSpMetadataUrl: z.string(),
  samlIdpEntityId: z.string(),
  samlEntryPoint: z.string(),
  samlMetadataUrl: z.string(),
  /** How many signing certificates of the provider are saved (they are public; the form shows the count). */
  samlCertCount: z.number().int(),
  samlEmailAttribute: z.string(),
  /**
   * A metadata address is read again daily (docs/sso.md): when it was last taken, last tried, and the
   * error code of the last try ('' when it worked). Null: never (or no metadata address).
   */
  samlRefreshedAt: z.string().nullable(),
  samlRefreshTriedAt: z.string().nullable(),
  samlRefreshError: z.string(),
});
export type SsoConfig = z.infer<typeof ssoConfigResponse>;
export const ssoRemoveResponse = z.object({ removed: z.boolean() });

/** The login page asks whether an address (or a bare domain) signs in through its organization's provider. */
export const ssoDiscoverBody = z.strictObject({
  email: z.union([email, ssoDomain], { error: 'FIELD_INVALID' }),
});
export const ssoDiscoverResponse = z.object({ sso: z.boolean(), ssoOnly: z.boolean() });

export const ssoStartQuery = z.strictObject({ email: z.union([email, ssoDomain], { error: 'FIELD_INVALID' }) });
/** The provider's POST to our assertion consumer service (HTTP-POST binding, form-encoded). */
export const samlAcsBody = z.object({
  SAMLResponse: z.string().max(1_000_000),
  RelayState: z.string().max(256).optional(),
});
export const ssoContinueBody = z.strictObject({});
export const ssoContinueResponse = loginResponse.extend({ email: z.string() });
