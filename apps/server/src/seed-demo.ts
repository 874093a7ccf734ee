/**
 * npm run seed:demo — a demo organization with one user of each of the five roles.
 * No default passwords (security.md AUTH-6): DEMO_PASSWORD sets one, otherwise a random one is
 * generated and printed once.
 */
import { randomBytes } from 'node:crypto';
import { passwordProblem, ROLES } from '@signage/shared';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { licences, organizations, users } from './db/schema/index.ts';
import { hashPassword } from './lib/crypto.ts';
import { LicencesRepository } from './modules/licences/licences.repository.ts';
import { createLicenceHooks, LicencesService } from './modules/licences/licences.service.ts';
import { OrganizationTree } from './modules/tenancy/organization-tree.ts';
import { OrganizationsRepository } from './modules/tenancy/organizations.repository.ts';

export const DEMO_ORG = 'Demo Signage Co.';
export const DEMO_USERS = ROLES.map((role) => ({
  role,
  email: `${role.replace('_', '-')}@demo.signage.local`,
  fullname: `Demo ${role.replace('_', ' ')}`,
}));

async function main() {
  const config = loadConfig();
  const release = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  const { db } = database;
  try {
    const password = process.env.DEMO_PASSWORD ?? `Demo-${randomBytes(6).toString('base64url')}-9!`;
    const problem = passwordProblem(password);
    if (problem) throw new Error(`DEMO_PASSWORD is not acceptable: ${problem}`);
    const passwordHash = await hashPassword(password);
    const ctx = { db, now: () => new Date() } as never;
    const licencesService = new LicencesService(
      ctx,
      new LicencesRepository(db),
      new OrganizationTree(db),
      new OrganizationsRepository(db),
      createLicenceHooks(),
    );
    await licencesService.seedPackages();

    let [root] = await db.select().from(organizations).where(sql`${organizations.parentId} is null`);
    if (!root) {
      // An empty installation: the demo organization becomes the platform itself.
      [root] = await db.insert(organizations).values({ name: DEMO_ORG, country: 'Sweden', city: 'Stockholm' }).returning();
      await licencesService.createUnlimited(root!.id);
    }
    let [org] = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORG));
    if (!org) {
      [org] = await db
        .insert(organizations)
        .values({ parentId: root!.id, name: DEMO_ORG, country: 'Sweden', city: 'Stockholm', description: 'Demo data' })
        .returning();
      await db.insert(licences).values({
        organizationId: org!.id,
        packageName: 'LOCATION_1Y',
        numDevices: 25,
        numUsers: 25,
        validityDays: 365,
        validityExpiresAt: new Date(Date.now() + 365 * 86_400_000),
        interactiveDeviceLimit: 5,
      });
    }
    for (const u of DEMO_USERS) {
      const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${u.email}`);
      if (existing) {
        await db.update(users).set({ passwordHash, status: 'active' }).where(eq(users.id, existing.id));
        continue;
      }
      const [row] = await db
        .insert(users)
        .values({
          organizationId: org!.id,
          email: u.email,
          fullname: u.fullname,
          role: u.role,
          passwordHash,
          status: 'active',
          emailVerifiedAt: new Date(),
          eula: true,
          eulaAcceptedAt: new Date(),
        })
        .returning();
      if (u.role === 'owner' && row) await db.update(organizations).set({ ownerUserId: row.id }).where(eq(organizations.id, org!.id));
    }
    console.log(`Demo organization "${DEMO_ORG}" is ready. Sign in with any of:`);
    for (const u of DEMO_USERS) console.log(`  ${u.role.padEnd(16)} ${u.email}`);
    console.log(`Password for all of them: ${password}`);
  } finally {
    await database.close();
    await release?.();
  }
}

await main();
