import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, login, type TestApp } from './helpers.ts';
import { call, createSub, endOfLocalDay, licenseData, makeReseller, type OrgActor, signedUpOrg } from './org-fixtures.ts';

/**
 * Tenant isolation (security.md TEN-1/2/8/9, ROLE-1/2): every organization, licence and user call
 * on one target organization, by every role of the target and by users of its parent, grandparent
 * (the platform), sibling, child and an unrelated organization — allowed or refused exactly as
 * spec part 6 and the access levels say, and no refusal reveals anything about the target.
 */

type Relation = 'self' | 'parent' | 'grandparent' | 'sibling' | 'child' | 'unrelated';
interface Actor {
  name: string;
  relation: Relation;
  role: string;
  key: string;
}
type Category = 'shell' | 'read' | 'edit' | 'ownerSelf' | 'licence' | 'remove' | 'impersonate';
type Outcome = 'allow' | 403 | 404;

const TARGET_NAME = 'Secretive Target';

function expected(category: Category, actor: Actor): Outcome {
  const admin = actor.role === 'owner' || actor.role === 'admin';
  const manager = actor.relation === 'parent' || actor.relation === 'grandparent';
  const self = actor.relation === 'self';
  switch (category) {
    case 'shell':
      return self || manager ? 'allow' : 404;
    case 'read':
    case 'edit':
      if (!admin) return 403;
      return self || manager ? 'allow' : 404;
    case 'ownerSelf':
      if (!admin) return 403;
      if (self) return actor.role === 'owner' ? 'allow' : 403;
      return manager ? 'allow' : 404;
    case 'licence':
    case 'remove':
      if (!admin) return 403;
      if (manager) return 'allow';
      return self ? 403 : 404;
    case 'impersonate':
      if (!admin) return 403;
      if (actor.relation === 'parent') return 'allow';
      return self || actor.relation === 'grandparent' ? 403 : 404;
  }
}

let t: TestApp;
let target: OrgActor;
let actors: Actor[] = [];
let calls: Array<{ name: string; category: Category; method: 'GET' | 'POST' | 'DELETE'; url: string; body?: unknown }> = [];

beforeAll(async () => {
  t = await buildTestApp();
  const root = await signedUpOrg(t, 'Platform');
  const parent = await signedUpOrg(t, 'Parent');
  await makeReseller(t, parent.organizationId);
  target = await createSub(t, parent, TARGET_NAME, {
    licenseData: licenseData({ subOrgUpdateAccess: 1, themeManagement: 'LIMITED_ACCESS', numUsers: 8 }),
  });
  const child = await createSub(t, target, 'Child', {
    licenseData: licenseData({ numDevices: 1, numUsers: 2, interactiveDeviceLimit: 0, validityDays: 100 }),
  });
  const sibling = await createSub(t, parent, 'Sibling');
  const unrelated = await signedUpOrg(t, 'Unrelated');
  const keyOf = async (orgId: number, role: string) => (await login(t, (await addUser(t, orgId, role)).email)).sessionKey;

  actors = [
    { name: 'target owner', relation: 'self', role: 'owner', key: target.key },
    ...(await Promise.all(
      ['admin', 'staff', 'screen_manager', 'content_creator'].map(async (role) => ({
        name: `target ${role}`,
        relation: 'self' as const,
        role,
        key: await keyOf(target.organizationId, role),
      })),
    )),
    { name: 'parent owner', relation: 'parent', role: 'owner', key: parent.key },
    { name: 'parent admin', relation: 'parent', role: 'admin', key: await keyOf(parent.organizationId, 'admin') },
    { name: 'parent staff', relation: 'parent', role: 'staff', key: await keyOf(parent.organizationId, 'staff') },
    { name: 'platform owner', relation: 'grandparent', role: 'owner', key: root.key },
    { name: 'sibling owner', relation: 'sibling', role: 'owner', key: sibling.key },
    { name: 'sibling admin', relation: 'sibling', role: 'admin', key: await keyOf(sibling.organizationId, 'admin') },
    { name: 'child owner', relation: 'child', role: 'owner', key: child.key },
    { name: 'unrelated owner', relation: 'unrelated', role: 'owner', key: unrelated.key },
  ];

  const id = target.organizationId;
  const [owner] = await t.database.db.select().from(users).where(eq(users.email, target.email));
  const staff = await addUser(t, id, 'staff');
  const colours = { accentColor: '#102030', navBarColor: '#FFFFFF', contentColor: '#F5F7FA', navTextColor: '#1F2933' };
  calls = [
    { name: 'theme', category: 'shell', method: 'GET', url: `/api/organizations/${id}/theme` },
    { name: 'website title', category: 'shell', method: 'GET', url: `/api/organizations/${id}/exdata/websitetitle` },
    { name: 'parent path', category: 'shell', method: 'GET', url: `/api/organizations/${id}/parentpath` },
    { name: 'all sub-organizations', category: 'shell', method: 'GET', url: `/api/organizations/${id}/allsuborganizations` },
    { name: 'support e-mails', category: 'shell', method: 'GET', url: `/api/organizations/${id}/exdata/emails` },
    { name: 'licence info', category: 'shell', method: 'POST', url: '/api/license/info', body: { organizationId: id } },
    { name: 'credits', category: 'shell', method: 'GET', url: `/api/license/${id}/credits` },
    { name: 'pricing', category: 'shell', method: 'GET', url: `/api/organizations/${id}/license/pricing` },
    { name: 'details', category: 'read', method: 'GET', url: `/api/organizations/${id}` },
    { name: 'sub-organizations', category: 'read', method: 'GET', url: `/api/organizations/${id}/suborganizations?q=chi` },
    { name: 'hashtags', category: 'read', method: 'GET', url: `/api/organizations/${id}/suborg/hashtags` },
    { name: 'owner', category: 'read', method: 'GET', url: `/api/organizations/${id}/owner` },
    { name: 'is parent', category: 'read', method: 'GET', url: `/api/organizations/${id}/isparent` },
    { name: 'users list', category: 'read', method: 'POST', url: '/api/users/list', body: { organizationId: id } },
    {
      name: 'update',
      category: 'edit',
      method: 'POST',
      url: `/api/organizations/${id}/update`,
      body: { organizationId: id, name: TARGET_NAME, country: 'Sweden' },
    },
    {
      name: 'support e-mails update',
      category: 'edit',
      method: 'POST',
      url: `/api/organizations/updateSupportEmails/${id}`,
      body: { useDefault: true },
    },
    { name: 'collate', category: 'edit', method: 'POST', url: `/api/organizations/${id}/collate`, body: { collate: false } },
    { name: 'theme colours', category: 'edit', method: 'POST', url: `/api/organizations/${id}/updateThemeColors`, body: colours },
    {
      name: 'website title update',
      category: 'edit',
      method: 'POST',
      url: `/api/organizations/${id}/updateWebsiteTitle`,
      body: { organizationId: id, title: 'T' },
    },
    { name: 'demo extension', category: 'edit', method: 'GET', url: `/api/license/${id}/demo-extension` },
    {
      name: 'users add',
      category: 'edit',
      method: 'POST',
      url: '/api/users/add',
      body: { organizationId: id, fullname: 'X', email: target.email, role: 'staff' },
    },
    { name: 'users role', category: 'edit', method: 'POST', url: '/api/users/updateRole', body: { userId: staff.user.id, role: 'staff' } },
    { name: 'users delete', category: 'edit', method: 'POST', url: '/api/users/delete', body: { userIds: [owner?.id], mode: 'delete' } },
    { name: 'users approve', category: 'edit', method: 'POST', url: '/api/users/approve', body: { userId: staff.user.id } },
    { name: 'users reject', category: 'edit', method: 'POST', url: '/api/users/reject', body: { userId: staff.user.id } },
    { name: 'users resend', category: 'edit', method: 'POST', url: '/api/users/resendInvitation', body: { userId: staff.user.id } },
    {
      name: 'update owner',
      category: 'ownerSelf',
      method: 'POST',
      url: `/api/organizations/${id}/updateOwner`,
      body: { organizationId: id, ownerName: 'Same', ownerEmail: target.email },
    },
    {
      name: 'licence update',
      category: 'licence',
      method: 'POST',
      url: '/api/license/update',
      body: { data: { organizationId: id, updateLocalTime: endOfLocalDay(), numUsers: 8 } },
    },
    { name: 'credits add', category: 'licence', method: 'POST', url: `/api/license/${id}/credits/add`, body: { numberOfCredits: 1 } },
    {
      name: 'pricing update',
      category: 'licence',
      method: 'POST',
      url: `/api/organizations/${id}/license/pricing/update`,
      body: { item: 'addon_news', value: 2 },
    },
    { name: 'delete', category: 'remove', method: 'DELETE', url: `/api/organizations/${id}`, body: { mode: 'delete', confirm: 'delete' } },
    { name: 'move', category: 'remove', method: 'POST', url: `/api/organizations/${id}/move`, body: { targetOrganizationId: id } },
    { name: 'transfer', category: 'remove', method: 'POST', url: `/api/organizations/${id}/transfer`, body: { targetOrganizationId: id } },
    {
      name: 'impersonation request',
      category: 'impersonate',
      method: 'POST',
      url: '/api/organizations/impersonation/request',
      body: { recipientOrganizationId: id },
    },
  ];
});
afterAll(async () => {
  await t.close();
});

describe('tenant isolation: every organization, licence and user call × every relation and role', () => {
  it('allows or refuses exactly as spec part 6 and the access levels say; refusals reveal nothing', async () => {
    const failures: string[] = [];
    for (const c of calls) {
      for (const actor of actors) {
        const res = await call(t, c.method, c.url, actor.key, c.body);
        const want = expected(c.category, actor);
        const label = `${c.name} by ${actor.name}: ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (want === 'allow') {
          // Allowed calls may still fail on their own rules (409 sub-organizations exist, 400 owner/self…), never on access.
          if ([401, 403, 404].includes(res.statusCode)) failures.push(`expected allowed — ${label}`);
        } else {
          if (res.statusCode !== want) failures.push(`expected ${want} — ${label}`);
          if (res.body.includes(TARGET_NAME) || res.body.includes(target.email)) failures.push(`leak — ${label}`);
          if (want === 404 && json(res).errorCode !== 'NOT_FOUND') failures.push(`404 code — ${label}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('a foreign id answers exactly like a missing one', async () => {
    const outsider = actors.find((a) => a.name === 'unrelated owner') as Actor;
    const strip = (b: Record<string, unknown>) => ({ ...b, requestId: undefined });
    for (const suffix of ['', '/owner', '/theme', '/suborganizations']) {
      const foreign = await call(t, 'GET', `/api/organizations/${target.organizationId}${suffix}`, outsider.key);
      const missing = await call(t, 'GET', `/api/organizations/987654${suffix}`, outsider.key);
      expect(foreign.statusCode).toBe(404);
      expect(strip(json(foreign))).toEqual(strip(json(missing)));
    }
  });

  it('getListOfOrgs never returns an organization the caller cannot see', async () => {
    for (const actor of actors.filter((a) => a.role === 'owner' || a.role === 'admin')) {
      const res = await call(t, 'POST', '/api/organizations/getListOfOrgs', actor.key, { organizationsList: [target.organizationId] });
      const ids = json(res).response.map((o: { id: number }) => o.id);
      const visible = actor.relation === 'self' || actor.relation === 'parent' || actor.relation === 'grandparent';
      expect(ids, actor.name).toEqual(visible ? [target.organizationId] : []);
    }
  });

  it('every call without a session answers 401', async () => {
    for (const c of calls) {
      const res = await call(t, c.method, c.url, null, c.body);
      expect(res.statusCode, c.name).toBe(401);
    }
  });
});
