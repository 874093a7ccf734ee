import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * An organization's single sign-on (docs/sso.md): its OpenID Connect or SAML 2.0 identity provider. One
 * per organization; the OIDC client secret is sealed (lib/crypto.ts encryptSecret), never stored or
 * returned in the clear. A SAML connection keeps only public parts of its provider (entity id, address,
 * signing certificates); the OIDC columns are empty for it.
 */
export const ssoConnections = pgTable('sso_connections', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  protocol: text('protocol').$type<'oidc' | 'saml'>().notNull().default('oidc'),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  sealedClientSecret: text('sealed_client_secret').notNull(),
  defaultRole: text('default_role').notNull().default('content_creator'),
  roleClaim: text('role_claim').notNull().default(''),
  roleMap: jsonb('role_map').$type<Array<{ value: string; role: string }>>().notNull().default([]),
  ssoOnly: boolean('sso_only').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  /** SAML: the provider's entity id (the responses' Issuer), its HTTP-Redirect sign-in address, its signing certificates (PEM). */
  samlIdpEntityId: text('saml_idp_entity_id').notNull().default(''),
  samlEntryPoint: text('saml_entry_point').notNull().default(''),
  samlIdpCerts: jsonb('saml_idp_certs').$type<string[]>().notNull().default([]),
  /** SAML: where the provider's metadata was read (empty when pasted or entered by hand). */
  samlMetadataUrl: text('saml_metadata_url').notNull().default(''),
  /**
   * SAML with a metadata address: read again daily (./modules/auth/sso/saml-refresh.ts). When it was last
   * read and taken, last tried, and the error code of the last try ('' when it succeeded).
   */
  samlRefreshedAt: timestamp('saml_refreshed_at', { withTimezone: true, mode: 'date' }),
  samlRefreshTriedAt: timestamp('saml_refresh_tried_at', { withTimezone: true, mode: 'date' }),
  samlRefreshError: text('saml_refresh_error').notNull().default(''),
  /** SAML: the attribute holding the e-mail address; empty: the NameID (format emailAddress). */
  samlEmailAttribute: text('saml_email_attribute').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The e-mail domains that route to an organization's provider: a domain belongs to one organization platform-wide. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('sso_domains_domain_uq').on(sql`lower(${t.domain})`), index('sso_domains_org_idx').on(t.organizationId)],
);

export type SsoConnection = typeof ssoConnections.$inferSelect;
