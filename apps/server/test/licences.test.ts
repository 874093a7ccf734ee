import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licencePackages, licences, organizations } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, login, post, signUp, type TestApp } from './helpers.ts';

let t: TestApp;
let root: { email: string; organizationId: number };
let child: { email: string; organizationId: number };
let sibling: { email: string; organizationId: number };
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    // A mutating organization call, to prove the view-only rule of expired licences.
    app.post('/api/test/write', { config: { access: { auth: 'session', write: true } } }, async () => ({ response: true }));
    app.post('/api/test/users-only', { config: { access: { auth: 'session', permission: 'users.manage' } } }, async () => ({
      response: true,
    }));
  });
  root = await signUp(t, { orgName: 'Platform' });
  child = await signUp(t, { orgName: 'Child' });
  sibling = await signUp(t, { orgName: 'Sibling' });
});
afterAll(async () => {
  await t.close();
});

describe('licence packages', () => {
  it('lists the catalogue of spec part 9', async () => {
    const list = json(await t.app.inject({ method: 'GET', url: '/api/license/packages' })).response as Array<{ name: string }>;
    expect(list.map((p) => p.name)).toEqual([
      'TRIAL',
      'FULL_ACCESS',
      'CUSTOM',
      'SINGLE_DEVICE_1Y',
      'SINGLE_DEVICE_3Y',
      'SINGLE_DEVICE_5Y',
      'LOCATION_1Y',
      'LOCATION_3Y',
      'LOCATION_5Y',
    ]);
  });

  it('falls back to TRIAL (2 devices, 3 users, 30 days, messages and alerts on) for an unknown package', async () => {
    const info = json(await post(t.app, '/api/license/packageinfo', { package: 'NO_SUCH' })).response;
    expect(info).toMatchObject({
      name: 'TRIAL',
      numDevices: 2,
      numUsers: 3,
      validityDays: 30,
      subOrgUpdateAccess: 0,
      themeManagement: 0,
      weatherAddOn: false,
      qrCodeAddOn: false,
      enableMessages: true,
      enableBroadcastAlerts: true,
    });
  });
});

describe('licence info', () => {
  it('answers the own licence with state and flags', async () => {
    const { sessionKey } = await login(t, child.email);
    const info = json(await post(t.app, '/api/license/info', { sessionKey, organizationId: child.organizationId })).response;
    expect(info).toMatchObject({ packageName: 'TRIAL', packageState: 'trial', licenseStatus: 0, numDevices: 2, numUsers: 3, usedUsers: 1 });
    expect(info.properties.enableMessages).toBe(true);
    // The test server has no Canva keys and no social widgets: the licence answer says they are not offered here.
    expect(info.notOfferedHere).toEqual(expect.arrayContaining(['canva', 'facebook', 'instagram']));
  });

  it('takes the stats flag from the package, like the other flags', async () => {
    const org = await signUp(t, { orgName: 'Stats' });
    const { sessionKey } = await login(t, org.email);
    const statsOf = async () =>
      json(await post(t.app, '/api/license/info', { sessionKey, organizationId: org.organizationId })).response.properties.stats;
    const setPackage = (packageName: string) =>
      t.database.db.update(licences).set({ packageName }).where(eq(licences.organizationId, org.organizationId));
    // The catalogue: a trial and a location package have usage stats, a single-screen package not.
    expect(await statsOf()).toBe(true);
    await setPackage('SINGLE_DEVICE_1Y');
    expect(await statsOf()).toBe(false);
    await setPackage('LOCATION_1Y');
    expect(await statsOf()).toBe(true);
    const single = json(await post(t.app, '/api/license/packageinfo', { package: 'SINGLE_DEVICE_3Y' })).response;
    expect(single.usageStats).toBe(false);

    // The stored package decides: switched off there, the flag is off.
    const [stored] = await t.database.db.select().from(licencePackages).where(eq(licencePackages.name, 'LOCATION_1Y'));
    if (!stored) throw new Error('LOCATION_1Y not seeded');
    await t.database.db
      .update(licencePackages)
      .set({ info: { ...stored.info, usageStats: false } })
      .where(eq(licencePackages.id, stored.id));
    expect(await statsOf()).toBe(false);
    // A package stored before the field existed takes the catalogue's value.
    const { usageStats: _dropped, ...older } = stored.info;
    await t.database.db
      .update(licencePackages)
      .set({ info: older as typeof stored.info })
      .where(eq(licencePackages.id, stored.id));
    expect(await statsOf()).toBe(true);
    expect(json(await post(t.app, '/api/license/packageinfo', { package: 'LOCATION_1Y' })).response.usageStats).toBe(true);
    await t.database.db.update(licencePackages).set({ info: stored.info }).where(eq(licencePackages.id, stored.id));
  });

  it("lets a parent read a child's licence, and hides a sibling's and the parent's (404)", async () => {
    const rootKey = (await login(t, root.email)).sessionKey;
    expect((await post(t.app, '/api/license/info', { sessionKey: rootKey, organizationId: child.organizationId })).statusCode).toBe(200);
    const childKey = (await login(t, child.email)).sessionKey;
    for (const organizationId of [sibling.organizationId, root.organizationId, 999_999]) {
      const res = await post(t.app, '/api/license/info', { sessionKey: childKey, organizationId });
      expect(res.statusCode).toBe(404);
      expect(json(res).errorCode).toBe('NOT_FOUND');
    }
  });

  it('reports an expired trial as demo expired (1) and makes the organization view-only', async () => {
    const org = await signUp(t, { orgName: 'Expiring' });
    const { sessionKey } = await login(t, org.email);
    expect((await post(t.app, '/api/test/write', { sessionKey })).statusCode).toBe(200);
    await t.database.db
      .update(licences)
      .set({ validityExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(licences.organizationId, org.organizationId));
    const check = json(await post(t.app, '/api/auth/check', { sessionKey }));
    expect(check.response.licenseStatus).toBe(1);
    const write = await post(t.app, '/api/test/write', { sessionKey });
    expect(write.statusCode).toBe(403);
    expect(json(write)).toMatchObject({ errorCode: 'LICENSE_EXPIRED', message: 'The license for this organization has expired.' });
    // Personal account calls stay possible.
    expect((await post(t.app, '/api/users/setName', { sessionKey, name: 'Still Me' })).statusCode).toBe(200);
  });

  it('reports an expired paid licence as expired (2)', async () => {
    const org = await signUp(t, { orgName: 'Paid' });
    await t.database.db
      .update(licences)
      .set({ packageName: 'LOCATION_1Y', validityExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(licences.organizationId, org.organizationId));
    const { sessionKey } = await login(t, org.email);
    expect(json(await post(t.app, '/api/license/info', { sessionKey, organizationId: org.organizationId })).response).toMatchObject({
      licenseStatus: 2,
      packageState: 'expired',
    });
  });
});

describe('role guard', () => {
  it('refuses a route to roles the matrix does not allow (403) and allows owner and admin', async () => {
    for (const role of ['staff', 'screen_manager', 'content_creator']) {
      const u = await addUser(t, child.organizationId, role);
      const { sessionKey } = await login(t, u.email);
      const res = await post(t.app, '/api/test/users-only', { sessionKey });
      expect(res.statusCode).toBe(403);
      expect(json(res).errorCode).toBe('FORBIDDEN');
    }
    const admin = await addUser(t, root.organizationId, 'admin');
    expect((await post(t.app, '/api/test/users-only', { sessionKey: (await login(t, admin.email)).sessionKey })).statusCode).toBe(200);
  });
});

describe('theme and breadcrumbs', () => {
  it('serves the default theme (accent #2E96F4) and the parent path root first', async () => {
    const { sessionKey } = await login(t, child.email);
    const headers = { authorization: `SessionKey ${sessionKey}` };
    const theme = json(await t.app.inject({ method: 'GET', url: `/api/organizations/${child.organizationId}/theme`, headers })).response;
    expect(theme.accentColor).toBe('#2E96F4');
    const path = json(
      await t.app.inject({ method: 'GET', url: `/api/organizations/${child.organizationId}/parentpath`, headers }),
    ).response;
    expect(path).toEqual([
      { id: root.organizationId, name: 'Platform' },
      { id: child.organizationId, name: 'Child' },
    ]);
    await t.database.db
      .update(organizations)
      .set({
        theme: {
          logoUrl: null,
          homeBackgroundUrl: null,
          websiteTitle: 'Child Signs',
          accentColor: '#AA3300',
          navBarColor: null,
          contentColor: null,
          navTextColor: null,
        },
      })
      .where(eq(organizations.id, child.organizationId));
    const title = json(
      await t.app.inject({ method: 'GET', url: `/api/organizations/${child.organizationId}/exdata/websitetitle`, headers }),
    ).response;
    expect(title).toEqual({ websiteTitle: 'Child Signs' });
  });

  it("hides another organization's theme and path (404, same body as a missing id)", async () => {
    const { sessionKey } = await login(t, child.email);
    const headers = { authorization: `SessionKey ${sessionKey}` };
    const foreign = await t.app.inject({ method: 'GET', url: `/api/organizations/${sibling.organizationId}/theme`, headers });
    const missing = await t.app.inject({ method: 'GET', url: '/api/organizations/987654/theme', headers });
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    const strip = (b: Record<string, unknown>) => ({ ...b, requestId: undefined });
    expect(strip(json(foreign))).toEqual(strip(json(missing)));
    expect(foreign.body).not.toContain('Sibling');
    const bad = await t.app.inject({ method: 'GET', url: '/api/organizations/abc/parentpath', headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sub-organizations', () => {
  it('lists the whole subtree below a visible organization, parents first, and hides others (404)', async () => {
    const [grandchild] = await t.database.db
      .insert(organizations)
      .values({ parentId: child.organizationId, name: 'Grandchild' })
      .returning();
    const rootKey = (await login(t, root.email)).sessionKey;
    const headers = { authorization: `SessionKey ${rootKey}` };
    const list = json(
      await t.app.inject({ method: 'GET', url: `/api/organizations/${root.organizationId}/allsuborganizations`, headers }),
    ).response;
    const names = list.map((o: { name: string }) => o.name);
    expect(names.indexOf('Child')).toBeLessThan(names.indexOf('Grandchild'));
    expect(list.find((o: { name: string }) => o.name === 'Grandchild')).toMatchObject({
      id: grandchild?.id,
      parentId: child.organizationId,
      depth: 2,
    });
    expect(names).not.toContain('Platform');

    const childKey = (await login(t, child.email)).sessionKey;
    const childHeaders = { authorization: `SessionKey ${childKey}` };
    const own = json(
      await t.app.inject({ method: 'GET', url: `/api/organizations/${child.organizationId}/allsuborganizations`, headers: childHeaders }),
    ).response;
    expect(own).toEqual([{ id: grandchild?.id, name: 'Grandchild', parentId: child.organizationId, depth: 1 }]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/organizations/${root.organizationId}/allsuborganizations`,
      headers: childHeaders,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
