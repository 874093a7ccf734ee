import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, login, type TestApp, uniqueEmail } from './helpers.ts';
import { call, createSub, endOfLocalDay, makeReseller, type OrgActor, signedUpOrg } from './org-fixtures.ts';

let t: TestApp;
let root: OrgActor;
let parent: OrgActor;
let child: OrgActor;
let sibling: OrgActor;
const lowered: Array<[number, number]> = [];

beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.services.licenceHooks.onInteractiveLimitLowered.push(async (orgId, limit) => {
      lowered.push([orgId, limit]);
    });
    app.post('/api/test/messages', { config: { access: { auth: 'session', feature: 'enableMessages' } } }, async () => ({
      response: true,
    }));
    app.post('/api/test/weather', { config: { access: { auth: 'session', feature: 'widgets.weather' } } }, async () => ({
      response: true,
    }));
  });
  root = await signedUpOrg(t, 'Platform');
  parent = await signedUpOrg(t, 'Parent');
  await makeReseller(t, parent.organizationId);
  child = await createSub(t, parent, 'Child');
  sibling = await signedUpOrg(t, 'Sibling');
});
afterAll(async () => {
  await t.close();
});

const update = (key: string, data: Record<string, unknown>) =>
  call(t, 'POST', '/api/license/update', key, { data: { updateLocalTime: endOfLocalDay(), ...data } });

describe('POST /license/update (spec 7.2)', () => {
  it('lets the managing parent change the licence; expiry = end of the local day + validity days', async () => {
    const localEnd = endOfLocalDay();
    const res = await call(t, 'POST', '/api/license/update', parent.key, {
      data: { organizationId: child.organizationId, updateLocalTime: localEnd, validityDays: 90, numUsers: 4, interactiveDeviceLimit: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const info = json(res).response;
    expect(info.validityExpiresAt).toBe(new Date(new Date(localEnd).getTime() + 90 * 86_400_000).toISOString());
    expect(info).toMatchObject({ numUsers: 4, interactiveDeviceLimit: 1, packageState: 'active', licenseStatus: 0 });
    expect(lowered).toContainEqual([child.organizationId, 1]);
  });

  it('refuses the organization itself, strangers, values above the parent, loose access values and a far-off local time', async () => {
    expect((await update(child.key, { organizationId: child.organizationId, numUsers: 9 })).statusCode).toBe(403);
    expect((await update(sibling.key, { organizationId: child.organizationId, numUsers: 9 })).statusCode).toBe(404);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ numDevices: null }, 'numDevices'],
      [{ numDevices: 1000 }, 'numDevices'],
      [{ validityDays: null }, 'validityDays'],
      [{ numDevices: 3, interactiveDeviceLimit: 4 }, 'interactiveDeviceLimit'],
      [{ subOrgUpdateAccess: 'everything' }, 'data'],
      [{ themeManagement: 'ALL' }, 'data'],
      [{ updateLocalTime: '2001-01-01T23:59:59.999Z' }, 'updateLocalTime'],
      [{ validityDays: 0 }, 'data'],
    ];
    for (const [data, field] of cases) {
      const res = await update(parent.key, { organizationId: child.organizationId, ...data });
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(JSON.stringify(json(res).fields ?? {}), JSON.stringify(data)).toContain(field === 'data' ? '' : field);
    }
    const unknown = await call(t, 'POST', '/api/license/update', parent.key, {
      data: { organizationId: child.organizationId, updateLocalTime: endOfLocalDay(), price: 0 },
    });
    expect(unknown.statusCode).toBe(400);
    const staff = await addUser(t, parent.organizationId, 'staff');
    expect((await update((await login(t, staff.email)).sessionKey, { organizationId: child.organizationId, numUsers: 2 })).statusCode).toBe(
      403,
    );
  });

  it('"1" converts for sub-organization access; the platform may change its own licence', async () => {
    const res = await update(parent.key, { organizationId: child.organizationId, subOrgUpdateAccess: '1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).response.package.subOrgUpdateAccess).toBe(1);
    expect((await update(root.key, { organizationId: root.organizationId, numUsers: null })).statusCode).toBe(200);
  });
});

describe('demo extension, credits, pricing', () => {
  it('extends a trial once by 30 days, also while it is expired; a second time fails with the spec message', async () => {
    const org = await signedUpOrg(t, 'Trial Co');
    await t.database.db
      .update(licences)
      .set({ validityExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(licences.organizationId, org.organizationId));
    const res = await call(t, 'GET', `/api/license/${org.organizationId}/demo-extension`, org.key);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).response.organizationName).toBe('Trial Co');
    expect(new Date(json(res).response.validityExpiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const info = json(await call(t, 'POST', '/api/license/info', org.key, { organizationId: org.organizationId })).response;
    expect(info).toMatchObject({ packageState: 'demo', licenseStatus: 0, demoExtended: true });
    const again = await call(t, 'GET', `/api/license/${org.organizationId}/demo-extension`, org.key);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({
      errorCode: 'DEMO_EXTENSION_FAILED',
      message: 'The trial could not be extended. Please contact your administrator.',
    });
    // A paid licence is not a trial.
    expect((await call(t, 'GET', `/api/license/${child.organizationId}/demo-extension`, child.key)).statusCode).toBe(400);
    expect((await call(t, 'GET', `/api/license/${child.organizationId}/demo-extension`, sibling.key)).statusCode).toBe(404);
  });

  it('credits start at 0/0; the parent adds, the organization itself cannot', async () => {
    expect(json(await call(t, 'GET', `/api/license/${child.organizationId}/credits`, child.key)).response).toEqual({
      totalCredits: 0,
      usedCredits: 0,
    });
    const add = await call(t, 'POST', `/api/license/${child.organizationId}/credits/add`, parent.key, { numberOfCredits: 25 });
    expect(json(add).response).toEqual({ totalCredits: 25, usedCredits: 0 });
    expect((await call(t, 'POST', `/api/license/${child.organizationId}/credits/add`, child.key, { numberOfCredits: 5 })).statusCode).toBe(
      403,
    );
    expect(
      (await call(t, 'POST', `/api/license/${child.organizationId}/credits/add`, parent.key, { numberOfCredits: -5 })).statusCode,
    ).toBe(400);
    expect((await call(t, 'GET', `/api/license/${child.organizationId}/credits`, sibling.key)).statusCode).toBe(404);
    // The AI module spends credits atomically, never below zero.
    const licencesService = t.app.services.licences;
    expect(await licencesService.spendCredits(child.organizationId, 20)).toBe(5);
    await expect(licencesService.spendCredits(child.organizationId, 6)).rejects.toMatchObject({ errorCode: 'OUT_OF_CREDITS' });
    expect(json(await call(t, 'GET', `/api/license/${child.organizationId}/credits`, child.key)).response).toEqual({
      totalCredits: 25,
      usedCredits: 20,
    });
  });

  it('prices: inherited from the nearest ancestor, set by a managing ancestor only', async () => {
    const set = await call(t, 'POST', `/api/organizations/${parent.organizationId}/license/pricing/update`, root.key, {
      item: 'extension_1y_per_device',
      value: 99.5,
    });
    expect(set.statusCode, set.body).toBe(200);
    const childPrices = json(await call(t, 'GET', `/api/organizations/${child.organizationId}/license/pricing`, child.key)).response;
    expect(childPrices).toContainEqual({ item: 'extension_1y_per_device', value: 99.5 });
    expect(childPrices).toContainEqual({ item: 'addon_weather', value: 0 });
    await call(t, 'POST', `/api/organizations/${child.organizationId}/license/pricing/update`, parent.key, {
      item: 'extension_1y_per_device',
      value: 120,
    });
    expect(json(await call(t, 'GET', `/api/organizations/${child.organizationId}/license/pricing`, child.key)).response).toContainEqual({
      item: 'extension_1y_per_device',
      value: 120,
    });
    expect(
      (
        await call(t, 'POST', `/api/organizations/${child.organizationId}/license/pricing/update`, child.key, {
          item: 'addon_news',
          value: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t, 'POST', `/api/organizations/${child.organizationId}/license/pricing/update`, parent.key, {
          item: 'free_money',
          value: 1,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('licence enforcement', () => {
  it('refuses a user beyond the user limit with the spec message', async () => {
    const org = await signedUpOrg(t, 'Small');
    // TRIAL: 3 users.
    for (let i = 0; i < 2; i++) {
      const res = await call(t, 'POST', '/api/users/add', org.key, { fullname: `U${i}`, email: uniqueEmail('u'), role: 'staff' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const full = await call(t, 'POST', '/api/users/add', org.key, { fullname: 'Too many', email: uniqueEmail('u'), role: 'staff' });
    expect(full.statusCode).toBe(403);
    expect(json(full)).toMatchObject({
      errorCode: 'USER_LIMIT_REACHED',
      message: 'User limit reached: your licence allows at most 3 users. Please contact support to add more.',
    });
    const es = await call(
      t,
      'POST',
      '/api/users/add',
      org.key,
      { fullname: 'X', email: uniqueEmail('u'), role: 'staff' },
      { 'accept-language': 'es' },
    );
    expect(json(es).message).toContain('límite de usuarios');
  });

  it('makes every route declared `write` answer LICENSE_EXPIRED once the licence expired', async () => {
    const org = await signedUpOrg(t, 'Expired');
    await t.database.db
      .update(licences)
      .set({ validityExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(licences.organizationId, org.organizationId));
    const writes = t.app.apiRoutes.filter((r) => r.access.write && !r.access.form && r.method !== 'GET' && r.method !== 'HEAD');
    expect(writes.length).toBeGreaterThan(40);
    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z]+/g, String(org.organizationId));
      const res = await call(t, route.method as 'POST' | 'DELETE', url, org.key, {});
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(json(res).errorCode, `${route.method} ${route.url}`).toBe('LICENSE_EXPIRED');
    }
  });

  it('every mutating organization, licence and user-management route declares write, except the documented exemptions', async () => {
    const exempt = new Set([
      'GET /api/license/:organizationId/demo-extension',
      'POST /api/organizations/impersonation/:id/delete',
      'POST /api/organizations/getListOfOrgs',
      'POST /api/license/info',
      'POST /api/license/packageinfo',
      'POST /api/users/list',
      // Reads (the spec reads with POST bodies).
      'POST /api/organizations/:id/sso',
      'POST /api/organizations/secondFactor',
      // A second-factor rule is security, not content: it stays settable while the licence is view-only
      // (docs/security.md, "Second factor").
      'POST /api/organizations/secondFactor/update',
    ]);
    const mine = t.app.apiRoutes.filter(
      (r) =>
        /^\/api\/(organizations|license|users\/(list|add|resendInvitation|updateRole|delete|approve|reject))/.test(r.url) &&
        r.method !== 'GET' &&
        r.method !== 'HEAD',
    );
    const missing = mine.filter((r) => !r.access.write && !exempt.has(`${r.method} ${r.url}`) && r.url !== '/api/organizations/orgentry');
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses calls behind a licence flag the organization lacks', async () => {
    const [lic] = await t.database.db.select().from(licences).where(eq(licences.organizationId, child.organizationId));
    expect((await call(t, 'POST', '/api/test/messages', child.key, {})).statusCode).toBe(200);
    await t.database.db
      .update(licences)
      .set({ overrides: { ...lic?.overrides, enableMessages: false, weatherAddOn: false } })
      .where(eq(licences.organizationId, child.organizationId));
    for (const url of ['/api/test/messages', '/api/test/weather']) {
      const res = await call(t, 'POST', url, child.key, {});
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ errorCode: 'FEATURE_NOT_LICENSED', message: 'This feature is not included in your licence.' });
    }
  });

  it('refuses a slide with a widget the licence does not include (a trial has no weather add-on)', async () => {
    const trial = await signedUpOrg(t, 'Widgetless');
    const create = await call(t, 'POST', '/api/playlist/create', trial.key, {
      sessionKey: trial.key,
      name: 'P',
      aspect: '16:9',
      parentFolderId: null,
      hashtags: [],
    });
    expect(create.statusCode, create.body).toBe(200);
    const playlistId = json(create).response.id;
    const slideData = (widget: string) => ({
      version: 1,
      aspect: '16:9',
      background: { type: 'color', color: '#FFFFFF' },
      elements: [{ id: 'w1', x: 0, y: 0, width: 300, height: 200, type: 'widget', widget, props: {} }],
    });
    const refused = await call(t, 'POST', '/api/playlist/slide/create', trial.key, {
      sessionKey: trial.key,
      playlistId,
      slideData: slideData('weather'),
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(json(refused).errorCode).toBe('FEATURE_NOT_LICENSED');
    const other = await call(t, 'POST', '/api/playlist/slide/create', trial.key, {
      sessionKey: trial.key,
      playlistId,
      slideData: slideData('clock'),
    });
    expect(other.statusCode, other.body).toBe(200);
    // The parent's location licence includes the weather add-on.
    const pl = json(
      await call(t, 'POST', '/api/playlist/create', parent.key, {
        sessionKey: parent.key,
        name: 'P',
        aspect: '16:9',
        parentFolderId: null,
        hashtags: [],
      }),
    ).response.id;
    expect(
      (
        await call(t, 'POST', '/api/playlist/slide/create', parent.key, {
          sessionKey: parent.key,
          playlistId: pl,
          slideData: slideData('weather'),
        })
      ).statusCode,
    ).toBe(200);
  });
});
