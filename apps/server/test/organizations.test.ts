import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, organizations, playlists, users } from '../src/db/schema/index.ts';
import {
  addUser,
  buildTestApp,
  codeFromMail,
  json,
  lastMailTo,
  login,
  post,
  STRONG_PASSWORD,
  signUp,
  type TestApp,
  uniqueEmail,
} from './helpers.ts';
import { acceptInvitation, call, createSub, endOfLocalDay, licenseData, type OrgActor, signedUpOrg } from './org-fixtures.ts';

let t: TestApp;
let root: OrgActor;
let a: OrgActor;
let b: OrgActor;

beforeAll(async () => {
  t = await buildTestApp();
  root = await signedUpOrg(t, 'Platform');
  a = await signedUpOrg(t, 'Alpha Reseller');
  b = await signedUpOrg(t, 'Beta');
  // The platform turns Alpha into a reseller through the licence call (spec 7.2).
  const res = await call(t, 'POST', '/api/license/update', root.key, {
    data: {
      organizationId: a.organizationId,
      updateLocalTime: endOfLocalDay(),
      package: 'LOCATION_1Y',
      numDevices: 50,
      numUsers: 20,
      validityDays: 365,
      interactiveDeviceLimit: 10,
      subOrgUpdateAccess: '2',
      themeManagement: 'FULL_ACCESS',
      features: { impersonation: true },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('sub-organization creation (spec 7.4)', () => {
  it('creates a sub-organization with its licence and an invited owner who sets a password from the mail', async () => {
    const ownerEmail = uniqueEmail('a1owner');
    const res = await call(t, 'POST', `/api/organizations/${a.organizationId}/suborganizations/create`, a.key, {
      name: 'Alpha One',
      parentOrganizationId: a.organizationId,
      ownerName: 'Ada One',
      ownerEmail,
      contactPhoneNumber: '+46 1',
      description: 'first shop',
      country: 'Sweden',
      city: 'Lund',
      hashtags: ['#north', 'shops'],
      customerSupportEmail: 'help@alpha.test',
      licenseData: licenseData({ subOrgUpdateAccess: 1, themeManagement: 'LIMITED_ACCESS', features: { weather: true } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const org = json(res).response;
    expect(org).toMatchObject({
      name: 'Alpha One',
      parentId: a.organizationId,
      hashtags: ['north', 'shops'],
      ownerName: 'Ada One',
      ownerEmail,
      licence: {
        packageName: 'LOCATION_1Y',
        numDevices: 10,
        numUsers: 5,
        interactiveDeviceLimit: 2,
        subOrgUpdateAccess: 1,
        themeManagement: 'LIMITED_ACCESS',
      },
      features: { weather: true, themeManagement: 'LIMITED_ACCESS', subOrgManagement: true },
      abilities: { edit: true, manageLicence: true, remove: true, requestImpersonation: true },
    });
    const mail = await lastMailTo(t, ownerEmail);
    expect(mail?.text).toContain('https://signage.test/newpassword/');
    const owner = await acceptInvitation(t, ownerEmail);
    expect(owner).toMatchObject({ organizationId: org.id, role: 'owner' });
  });

  it('refuses a grant above the parent licence, interactive above devices, a taken e-mail, a wrong parent id and unknown fields', async () => {
    const base = {
      name: 'Too Big',
      parentOrganizationId: a.organizationId,
      ownerName: 'X',
      ownerEmail: uniqueEmail('x'),
      country: 'Sweden',
    };
    const url = `/api/organizations/${a.organizationId}/suborganizations/create`;
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ ...base, licenseData: licenseData({ numDevices: 51 }) }, 400, 'VALIDATION_FAILED', 'numDevices'],
      [{ ...base, licenseData: licenseData({ numDevices: null }) }, 400, 'VALIDATION_FAILED', 'numDevices'],
      [{ ...base, licenseData: licenseData({ validityDays: null }) }, 400, 'VALIDATION_FAILED', 'validityDays'],
      [{ ...base, licenseData: licenseData({ validityDays: 0 }) }, 400, 'VALIDATION_FAILED'],
      [{ ...base, licenseData: licenseData({ interactiveDeviceLimit: 11 }) }, 400, 'VALIDATION_FAILED'],
      [{ ...base, licenseData: licenseData({ validityDays: 400 }) }, 400, 'VALIDATION_FAILED', 'validityDays'],
      [{ ...base, licenseData: licenseData({ subOrgUpdateAccess: 'all' }) }, 400, 'VALIDATION_FAILED'],
      [{ ...base, ownerEmail: a.email, licenseData: licenseData() }, 400, 'EMAIL_EXISTS'],
      [{ ...base, parentOrganizationId: b.organizationId, licenseData: licenseData() }, 400, 'VALIDATION_FAILED'],
      [{ ...base, licenseData: licenseData(), role: 'owner' }, 400, 'VALIDATION_FAILED'],
    ];
    const before = (await t.database.db.select().from(organizations)).length;
    for (const [body, status, code, field] of cases) {
      const res = await call(t, 'POST', url, a.key, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(json(res).errorCode).toBe(code);
      expect(json(res).message).toBeTruthy();
      if (field) expect(Object.keys(json(res).fields ?? {})).toContain(field);
    }
    expect((await t.database.db.select().from(organizations)).length).toBe(before);
  });

  it('refuses creation to a trial organization (no sub-organization management) and to staff', async () => {
    const res = await call(t, 'POST', `/api/organizations/${b.organizationId}/suborganizations/create`, b.key, {
      name: 'Nope',
      parentOrganizationId: b.organizationId,
      ownerName: 'N',
      ownerEmail: uniqueEmail('n'),
      country: 'Sweden',
      licenseData: licenseData({ numDevices: 1, interactiveDeviceLimit: 0 }),
    });
    expect(res.statusCode).toBe(403);
    const staff = await addUser(t, a.organizationId, 'staff');
    const staffKey = (await login(t, staff.email)).sessionKey;
    const r2 = await call(t, 'POST', `/api/organizations/${a.organizationId}/suborganizations/create`, staffKey, {});
    expect(r2.statusCode).toBe(403);
  });
});

describe('tree, search, hashtags, list of orgs', () => {
  let a2: OrgActor;
  let a2x: OrgActor;
  beforeAll(async () => {
    a2 = await createSub(t, a, 'Alpha Two', { hashtags: ['south'] });
    a2x = await createSub(t, a, 'Alpha Two Extra', { hashtags: ['south', 'kiosk'] });
  });

  it('lists direct children, searches by name and #tag with count and offset', async () => {
    const page = json(await call(t, 'GET', `/api/organizations/${a.organizationId}/suborganizations?count=2&offset=0`, a.key)).response;
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    expect(page.results).toHaveLength(2);
    const byName = json(await call(t, 'GET', `/api/organizations/${a.organizationId}/suborganizations?q=two`, a.key)).response;
    expect(byName.results.map((o: { name: string }) => o.name)).toEqual(['Alpha Two', 'Alpha Two Extra']);
    const byTag = json(await call(t, 'GET', `/api/organizations/${a.organizationId}/suborganizations?q=%23kiosk`, a.key)).response;
    expect(byTag).toMatchObject({ totalCount: 1, results: [{ id: a2x.organizationId, userCount: 1, ownerEmail: a2x.email }] });
    const wildcard = json(await call(t, 'GET', `/api/organizations/${a.organizationId}/suborganizations?q=%25`, a.key)).response;
    expect(wildcard.totalCount).toBe(0);
    expect((await call(t, 'GET', `/api/organizations/${a.organizationId}/suborganizations?count=500`, a.key)).statusCode).toBe(400);
    const tags = json(await call(t, 'GET', `/api/organizations/${a.organizationId}/suborg/hashtags`, a.key)).response;
    expect(tags).toEqual(expect.arrayContaining(['kiosk', 'north', 'shops', 'south']));
  });

  it('getListOfOrgs leaves out organizations the caller cannot see', async () => {
    const res = json(
      await call(t, 'POST', '/api/organizations/getListOfOrgs', a.key, {
        organizationsList: [a2.organizationId, b.organizationId, root.organizationId, 999999],
      }),
    ).response;
    expect(res.map((o: { id: number }) => o.id)).toEqual([a2.organizationId]);
  });

  it('isparent and parentpath', async () => {
    expect(json(await call(t, 'GET', `/api/organizations/${a.organizationId}/isparent`, a.key)).response).toEqual({ isParent: true });
    expect(json(await call(t, 'GET', `/api/organizations/${a2.organizationId}/isparent`, a.key)).response).toEqual({ isParent: false });
    const path = json(await call(t, 'GET', `/api/organizations/${a2.organizationId}/parentpath`, a.key)).response;
    expect(path.map((p: { name: string }) => p.name)).toEqual(['Platform', 'Alpha Reseller', 'Alpha Two']);
  });

  it('moves a sub-organization, never under itself or a descendant (200), and transfers content', async () => {
    const cycle = await call(t, 'POST', `/api/organizations/${a2.organizationId}/move`, a.key, { targetOrganizationId: a2.organizationId });
    expect(json(cycle).errorCode).toBe('ORG_MOVE_INVALID');
    const moved = await call(t, 'POST', `/api/organizations/${a2x.organizationId}/move`, a.key, {
      targetOrganizationId: a2.organizationId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved).response.parentId).toBe(a2.organizationId);
    const under = await call(t, 'POST', `/api/organizations/${a2.organizationId}/move`, a.key, {
      targetOrganizationId: a2x.organizationId,
    });
    expect(under.statusCode).toBe(400);
    expect(json(under).errorCode).toBe('ORG_MOVE_INVALID');
    const foreign = await call(t, 'POST', `/api/organizations/${a2x.organizationId}/move`, a.key, {
      targetOrganizationId: b.organizationId,
    });
    expect(foreign.statusCode).toBe(404);
    // Content transfer.
    await t.database.db.insert(playlists).values({ organizationId: a2x.organizationId, name: 'Menu' });
    const tr = await call(t, 'POST', `/api/organizations/${a2x.organizationId}/transfer`, a.key, {
      targetOrganizationId: a.organizationId,
    });
    expect(tr.statusCode, tr.body).toBe(200);
    expect(json(tr).response.moved.playlists).toBe(1);
    const rows = await t.database.db.select().from(playlists).where(eq(playlists.name, 'Menu'));
    expect(rows[0]?.organizationId).toBe(a.organizationId);
  });

  it('deletes: typed confirmation, refused while sub-organizations exist, transfer to the parent or delete everything', async () => {
    const noConfirm = await call(t, 'DELETE', `/api/organizations/${a2.organizationId}`, a.key, { mode: 'delete', confirm: 'yes' });
    expect(noConfirm.statusCode).toBe(400);
    expect(json(noConfirm).fields.confirm.code).toBe('DELETE_CONFIRMATION_REQUIRED');
    const blocked = await call(t, 'DELETE', `/api/organizations/${a2.organizationId}`, a.key, { mode: 'delete', confirm: 'delete' });
    expect(blocked.statusCode).toBe(409);
    expect(json(blocked)).toMatchObject({
      errorCode: 'ORG_HAS_SUBORGANIZATIONS',
      message: 'Cannot delete this organization while sub-organizations exist. Please delete the sub-organizations first.',
    });
    await t.database.db.insert(playlists).values({ organizationId: a2x.organizationId, name: 'Kept' });
    const del = await call(t, 'DELETE', `/api/organizations/${a2x.organizationId}`, a.key, { mode: 'transfer', confirm: 'delete' });
    expect(del.statusCode, del.body).toBe(200);
    const kept = await t.database.db.select().from(playlists).where(eq(playlists.name, 'Kept'));
    expect(kept[0]?.organizationId).toBe(a2.organizationId);
    expect(await t.database.db.select().from(users).where(eq(users.email, a2x.email))).toHaveLength(0);
    await t.database.db.insert(playlists).values({ organizationId: a2.organizationId, name: 'Gone' });
    const del2 = await call(t, 'DELETE', `/api/organizations/${a2.organizationId}`, a.key, { mode: 'delete', confirm: 'delete' });
    expect(del2.statusCode).toBe(200);
    expect(await t.database.db.select().from(playlists).where(eq(playlists.name, 'Gone'))).toHaveLength(0);
    // A child cannot delete itself; the parent's own organization is not deletable by itself either.
    const self = await call(t, 'DELETE', `/api/organizations/${a.organizationId}`, a.key, { mode: 'delete', confirm: 'delete' });
    expect(self.statusCode).toBe(403);
  });
});

describe('details, owner, support e-mails', () => {
  it('updates details (own organization and a managed child) and refuses a mismatched organizationId', async () => {
    const body = { organizationId: a.organizationId, name: 'Alpha Reseller', country: 'Norway', city: 'Oslo', hashtags: ['#reseller'] };
    const res = await call(t, 'POST', `/api/organizations/${a.organizationId}/update`, a.key, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).response).toMatchObject({ country: 'Norway', hashtags: ['reseller'] });
    const bad = await call(t, 'POST', `/api/organizations/${a.organizationId}/update`, a.key, {
      ...body,
      organizationId: b.organizationId,
    });
    expect(bad.statusCode).toBe(400);
    const empty = await call(t, 'POST', `/api/organizations/${a.organizationId}/update`, a.key, { ...body, name: '  ' });
    expect(json(empty).fields.name.code).toBe('FIELD_REQUIRED');
  });

  it('hands the ownership to a user of the organization; the previous owner becomes admin; admins cannot', async () => {
    const org = await signedUpOrg(t, 'Owner Change');
    const admin = await addUser(t, org.organizationId, 'admin');
    const adminKey = (await login(t, admin.email)).sessionKey;
    const refused = await call(t, 'POST', `/api/organizations/${org.organizationId}/updateOwner`, adminKey, {
      organizationId: org.organizationId,
      ownerName: 'X',
      ownerEmail: admin.email,
    });
    expect(refused.statusCode).toBe(403);
    const res = await call(t, 'POST', `/api/organizations/${org.organizationId}/updateOwner`, org.key, {
      organizationId: org.organizationId,
      ownerName: 'New Owner',
      ownerEmail: admin.email,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).response).toMatchObject({ userId: admin.user.id, ownerEmail: admin.email });
    const [old] = await t.database.db.select().from(users).where(eq(users.email, org.email));
    expect(old?.role).toBe('admin');
    const owner = json(await call(t, 'GET', `/api/organizations/${org.organizationId}/owner`, adminKey)).response;
    expect(owner.userId).toBe(admin.user.id);
  });

  it('support e-mails: own addresses or the defaults (toggle)', async () => {
    const own = await call(t, 'POST', `/api/organizations/updateSupportEmails/${b.organizationId}`, b.key, {
      customerSupportEmail: 'Support@Beta.test',
      customerContactEmail: 'sales@beta.test',
    });
    expect(json(own).response).toMatchObject({
      customerSupportEmail: 'support@beta.test',
      useDefault: false,
      effective: { customerContactEmail: 'sales@beta.test' },
    });
    const def = await call(t, 'POST', `/api/organizations/updateSupportEmails/${b.organizationId}`, b.key, { useDefault: true });
    expect(json(def).response).toMatchObject({ useDefault: true, effective: { customerSupportEmail: root.email } });
    const bad = await call(t, 'POST', `/api/organizations/updateSupportEmails/${b.organizationId}`, b.key, {
      customerSupportEmail: 'nope',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('theme (branding)', () => {
  const colours = { accentColor: '#112233', navBarColor: '#445566', contentColor: '#778899', navTextColor: '#AABBCC' };

  it('sets colours, a child inherits them, resetting restores the default, the default colours cannot be deleted', async () => {
    const child = await createSub(t, a, 'Theme Child');
    const res = await call(t, 'POST', `/api/organizations/${a.organizationId}/updateThemeColors`, a.key, colours);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(await call(t, 'GET', `/api/organizations/${child.organizationId}/theme`, child.key)).response.accentColor).toBe('#112233');
    const reset = await call(t, 'POST', `/api/organizations/${a.organizationId}/resetTheme`, a.key, {
      organizationId: a.organizationId,
      propertyList: ['accentColor'],
    });
    expect(json(reset).response.accentColor).toBe('#2E96F4');
    const again = await call(t, 'POST', `/api/organizations/${a.organizationId}/resetTheme`, a.key, {
      organizationId: a.organizationId,
      propertyList: ['accentColor'],
    });
    expect(json(again)).toMatchObject({ errorCode: 'DEFAULT_COLORS_CANNOT_BE_DELETED', message: 'You cannot delete the default colors' });
    const empty = await call(t, 'POST', `/api/organizations/${a.organizationId}/resetTheme`, a.key, {
      organizationId: a.organizationId,
      propertyList: [],
    });
    expect(empty.statusCode).toBe(400);
    const css = await call(t, 'POST', `/api/organizations/${a.organizationId}/updateThemeColors`, a.key, {
      ...colours,
      accentColor: 'red;x',
    });
    expect(css.statusCode).toBe(400);
    // A trial organization's theme management is NO_ACCESS.
    expect((await call(t, 'POST', `/api/organizations/${b.organizationId}/updateThemeColors`, b.key, colours)).statusCode).toBe(403);
    // LIMITED_ACCESS (the default grant) may change its own theme but not manage children's.
    expect((await call(t, 'POST', `/api/organizations/${child.organizationId}/updateThemeColors`, child.key, colours)).statusCode).toBe(
      403,
    );
  });

  it('website title needs the custom-title licence', async () => {
    const ok = await call(t, 'POST', `/api/organizations/${a.organizationId}/updateWebsiteTitle`, a.key, {
      organizationId: a.organizationId,
      title: 'Alpha Signs',
    });
    expect(json(ok).response).toEqual({ websiteTitle: 'Alpha Signs' });
    expect(json(await call(t, 'GET', `/api/organizations/${a.organizationId}/exdata/websitetitle`, a.key)).response.websiteTitle).toBe(
      'Alpha Signs',
    );
  });

  it('uploads a logo (multipart), answers its url, serves it, refuses a non-image', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    const boundary = 'XBOUNDARY';
    const form = (name: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const res = await call(t, 'POST', `/api/organizations/${a.organizationId}/updateThemeLogo`, a.key, form('logo.png', png), headers);
    expect(res.statusCode, res.body).toBe(200);
    const url = json(res).response.url as string;
    expect(url).toMatch(/^\/api\/organizations\/\d+\/theme\/logo\/[a-f0-9]{64}$/);
    const served = await call(t, 'GET', url, a.key);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await call(t, 'GET', url, b.key)).statusCode).toBe(404);
    const pdf = await call(
      t,
      'POST',
      `/api/organizations/${a.organizationId}/updateThemeBackground`,
      a.key,
      form('x.pdf', Buffer.from('%PDF-1.4\n')),
      headers,
    );
    expect(pdf.statusCode).toBe(415);
  });
});

describe('domain collation', () => {
  it('accepts only the own e-mail domain (not a public provider, not taken) and lets new users join after verification and approval', async () => {
    const org = await signUp(t, { orgName: 'Collated', email: `boss-${Date.now()}@collated.test` });
    const key = (await login(t, org.email)).sessionKey;
    const url = `/api/organizations/${org.organizationId}/collate`;
    expect(json(await call(t, 'POST', url, key, { collate: true, domain: 'gmail.com' })).fields.domain.code).toBe('DOMAIN_INVALID');
    expect(json(await call(t, 'POST', url, key, { collate: true, domain: 'other.test' })).fields.domain.code).toBe('DOMAIN_INVALID');
    expect((await call(t, 'POST', url, key, { collate: true, domain: 'bad domain' })).statusCode).toBe(400);
    const ok = await call(t, 'POST', url, key, { collate: true, domain: '@Collated.test' });
    expect(json(ok).response).toEqual({ collate: true, domain: 'collated.test', requiresApproval: true });

    // A sign-up with that domain joins the organization, waits for approval after verifying.
    const email = `newbie-${Date.now()}@collated.test`;
    const csrf = json(await post(t.app, '/api/auth/csrfToken', {})).response.csrfToken;
    const reg = await post(t.app, '/api/register', {
      orgName: 'Ignored',
      orgOwnerName: 'New Bie',
      email,
      password: STRONG_PASSWORD,
      country: 'Sweden',
      csrfToken: csrf,
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const code = await codeFromMail(t, email);
    expect((await post(t.app, '/api/register/verify', { email, code })).statusCode).toBe(200);
    const [joined] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(joined).toMatchObject({
      organizationId: org.organizationId,
      role: 'content_creator',
      userType: 'collated',
      status: 'pending_approval',
    });
    const pending = await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(json(pending).errorCode).toBe(2);
    const approvalMail = await lastMailTo(t, org.email);
    expect(approvalMail?.text).toContain('/register/user/approve?email=');
    const list = json(await post(t.app, '/api/users/list', { sessionKey: key })).response;
    expect(list.users.find((u: { email: string }) => u.email === email)).toMatchObject({
      status: 'pending_approval',
      userType: 'collated',
    });
    const approve = await post(t.app, '/api/users/approve', { sessionKey: key, userId: joined?.id });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);

    // Another organization cannot claim the same domain.
    const other = await signUp(t, { orgName: 'Rival', email: `rival-${Date.now()}@collated.test` });
    // (its owner's address joined Collated by collation, so it is not an organization owner)
    const [rival] = await t.database.db.select().from(users).where(eq(users.email, other.email));
    expect(rival?.organizationId).toBe(org.organizationId);

    // Without approval: active straight after verification. The trial's 3 seats are taken first.
    await call(t, 'POST', url, key, { collate: true, requiresApproval: false });
    const email2 = `auto-${Date.now()}@collated.test`;
    const register2 = async () =>
      post(t.app, '/api/register', {
        orgName: 'X',
        orgOwnerName: 'Auto',
        email: email2,
        password: STRONG_PASSWORD,
        country: 'Sweden',
        csrfToken: json(await post(t.app, '/api/auth/csrfToken', {})).response.csrfToken,
      });
    const full = await register2();
    expect(full.statusCode).toBe(403);
    expect(json(full)).toMatchObject({ errorCode: 'USER_LIMIT_REACHED', message: expect.stringContaining('at most 3 users') });
    await t.database.db.update(licences).set({ numUsers: 10 }).where(eq(licences.organizationId, org.organizationId));
    expect((await register2()).statusCode).toBe(200);
    await post(t.app, '/api/register/verify', { email: email2, code: await codeFromMail(t, email2) });
    expect((await post(t.app, '/api/auth/login', { email: email2, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});
