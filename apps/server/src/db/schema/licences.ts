import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PackageInfo } from '@signage/shared';
import { organizations } from './organizations.ts';

/** Packages an installation sells (seeded from the catalogue in packages/shared; editable later). */
export const licencePackages = pgTable('licence_packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  info: jsonb('info').$type<PackageInfo>().notNull(),
  /** active | retired: retired packages stay on existing licences but are no longer offered. */
  state: text('state').notNull().default('active'),
  pricePerDeviceYear: integer('price_per_device_year').notNull().default(0),
});

export const licences = pgTable(
  'licences',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    packageName: text('package_name').notNull(),
    /** null = unlimited */
    numDevices: integer('num_devices'),
    numUsers: integer('num_users'),
    validityDays: integer('validity_days'),
    validityExpiresAt: timestamp('validity_expires_at', { withTimezone: true, mode: 'date' }),
    interactiveDeviceLimit: integer('interactive_device_limit'),
    demoExtended: boolean('demo_extended').notNull().default(false),
    /** Overrides of the package's flags granted by the parent. */
    overrides: jsonb('overrides').$type<Partial<PackageInfo>>().notNull().default({}),
    totalCredits: integer('total_credits').notNull().default(0),
    usedCredits: integer('used_credits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('licences_org_uq').on(t.organizationId)],
);

export type Licence = typeof licences.$inferSelect;
