import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

export interface OrganizationTheme {
  logoUrl: string | null;
  homeBackgroundUrl: string | null;
  websiteTitle: string;
  accentColor: string | null;
  navBarColor: string | null;
  contentColor: string | null;
  navTextColor: string | null;
  /** Content types of the uploaded theme images (served from storage). */
  logoMime?: string | null;
  homeBackgroundMime?: string | null;
}

export interface OrganizationFeatures {
  impersonation: boolean;
  interaction: boolean;
  canva: boolean;
  themeManagement: 'FULL_ACCESS' | 'LIMITED_ACCESS' | 'NO_ACCESS';
  aiAssistant: boolean;
  subOrgManagement: boolean;
  weather: boolean;
  news: boolean;
  facebook: boolean;
  instagram: boolean;
  qrCode: boolean;
}

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    contactPhoneNumber: text('contact_phone_number').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    description: text('description').notNull().default(''),
    domain: text('domain'),
    collate: boolean('collate').notNull().default(false),
    collateRequiresApproval: boolean('collate_requires_approval').notNull().default(true),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    ownerUserId: integer('owner_user_id'),
    customerSupportEmail: text('customer_support_email').notNull().default(''),
    customerContactEmail: text('customer_contact_email').notNull().default(''),
    useDefaultSupportEmails: boolean('use_default_support_emails').notNull().default(true),
    subOrgUpdateAccess: integer('sub_org_update_access').notNull().default(0),
    theme: jsonb('theme').$type<OrganizationTheme>(),
    features: jsonb('features').$type<OrganizationFeatures>(),
    /** false while mandatory details are missing: login answers code 3 until /authflow/orgentry is done. */
    detailsComplete: boolean('details_complete').notNull().default(true),
    promoConsent: boolean('promo_consent').notNull().default(false),
    referenceCode: text('reference_code').notNull().default(''),
    /** IANA time zone the organization's days are counted in (usage stats); set in the organization's details. */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Exactly one platform (root) organization: the first sign-up wins even under a race.
    uniqueIndex('organizations_single_root_uq').on(sql`(${t.parentId} is null)`).where(sql`${t.parentId} is null`),
    index('organizations_parent_idx').on(t.parentId),
    // One organization per collated e-mail domain (spec part 4 domain matching).
    uniqueIndex('organizations_domain_uq').on(sql`lower(${t.domain})`).where(sql`${t.domain} is not null`),
  ],
);

export type Organization = typeof organizations.$inferSelect;
