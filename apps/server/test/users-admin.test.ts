import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, playlists, sessions, users } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, lastMailTo, login, post, STRONG_PASSWORD, type TestApp, uniqueEmail } from './helpers.ts';
import { acceptInvitation, type OrgActor, signedUpOrg } from './org-fixtures.ts';

let t: TestApp;
let org: OrgActor;
let other: OrgActor;

beforeAll(async () => {
  t = await buildTestApp();
  await signedUpOrg(t, 'Platform');
  org = await signedUpOrg(t, 'Team');
  other = await signedUpOrg(t, 'Other');
  await t.database.db.update(licences).set({ numUsers: 30 }).where(eq(licences.organizationId, org.organizationId));
});
afterAll(async () => {
  await t.close();
});

const api = (url: string, key: string, body: Record<string, unknown> = {}) =>
  post(t.app, `/api/users/${url}`, { sessionKey: key, ...body });

describe('users page calls (paths in docs/organizations.md)', () => {
  it('invites a user (mail with a set-password link), resends, and the user becomes verified after choosing a password', async () => {
    const email = uniqueEmail('invitee');
    const add = await api('add', org.key, { fullname: 'In Vitee', email: email.toUpperCase(), role: 'content_creator' });
    expect(add.statusCode, add.body).toBe(200);
    const user = json(add).response;
    expect(user).toMatchObject({ email, role: 'content_creator', status: 'invited', isOwner: false });
    const first = await lastMailTo(t, email);
    expect(first?.text).toContain('https://signage.test/newpassword/');
    expect((await api('resendInvitation', org.key, { userId: user.id })).statusCode).toBe(200);
    const second = await lastMailTo(t, email);
    expect(second?.id).not.toBe(first?.id);
    // The first link stopped working.
    const oldToken = decodeURIComponent(first?.text.match(/\/newpassword\/([A-Za-z0-9_%-]+)/)?.[1] ?? '');
    const old = await post(t.app, '/api/auth/changePasswordToken', {
      token: oldToken,
      password: STRONG_PASSWORD,
      passwordRepeat: STRONG_PASSWORD,
    });
    expect(old.statusCode).toBe(400);
    await acceptInvitation(t, email);
    const list = json(await api('list', org.key)).response;
    expect(list.users[0]).toMatchObject({ isOwner: true, isSelf: true, role: 'owner', status: 'verified' });
    expect(list.users.find((u: { email: string }) => u.email === email)).toMatchObject({
      status: 'verified',
      lastLoginAt: expect.any(String),
    });
    expect(list).toMatchObject({ numUsers: 30, assignableRoles: ['admin', 'staff', 'screen_manager', 'content_creator'] });
    expect((await api('resendInvitation', org.key, { userId: user.id })).statusCode).toBe(409);
    const dup = await api('add', org.key, { fullname: 'Dup', email, role: 'staff' });
    expect(json(dup).errorCode).toBe('EMAIL_EXISTS');
  });

  it('role rules of spec part 6: admins add staff, screen managers and content creators, never admins or owners', async () => {
    const admin = await addUser(t, org.organizationId, 'admin');
    const adminKey = (await login(t, admin.email)).sessionKey;
    expect(json(await api('list', adminKey)).response.assignableRoles).toEqual(['staff', 'screen_manager', 'content_creator']);
    for (const role of ['admin', 'owner']) {
      const res = await api('add', adminKey, { fullname: 'X', email: uniqueEmail('x'), role });
      expect(res.statusCode, role).toBe(403);
      expect(json(res).errorCode).toBe('ROLE_NOT_ASSIGNABLE');
    }
    for (const role of ['staff', 'screen_manager', 'content_creator']) {
      expect((await api('add', adminKey, { fullname: 'X', email: uniqueEmail('x'), role })).statusCode, role).toBe(200);
    }
    expect((await api('add', org.key, { fullname: 'Second Admin', email: uniqueEmail('adm'), role: 'admin' })).statusCode).toBe(200);
    expect(json(await api('add', org.key, { fullname: 'X', email: uniqueEmail('x'), role: 'superuser' })).errorCode).toBe(
      'VALIDATION_FAILED',
    );
    // Roles other than owner/admin: no user management at all.
    const staff = await addUser(t, org.organizationId, 'staff');
    const staffKey = (await login(t, staff.email)).sessionKey;
    expect((await api('list', staffKey)).statusCode).toBe(403);
    // Admin changes a staff role; cannot promote to admin or touch another admin, the owner or self.
    expect((await api('updateRole', adminKey, { userId: staff.user.id, role: 'screen_manager' })).statusCode).toBe(200);
    const other2 = await addUser(t, org.organizationId, 'admin');
    for (const [userId, role] of [
      [staff.user.id, 'admin'],
      [other2.user.id, 'staff'],
      [org.organizationId && (await ownerId()), 'staff'],
      [admin.user.id, 'staff'],
    ] as Array<[number, string]>) {
      expect((await api('updateRole', adminKey, { userId, role })).statusCode, `${userId} ${role}`).toBe(403);
    }
    // The owner promotes; the role change ends what the CMS thought (session check code 4).
    const staffSession = (await login(t, staff.email)).sessionKey;
    expect((await api('updateRole', org.key, { userId: staff.user.id, role: 'admin' })).statusCode).toBe(200);
    const check = await post(t.app, '/api/auth/check', { sessionKey: staffSession, role: 'screen_manager' });
    expect(check.statusCode).toBe(403);
  });

  it('hands the ownership over with role owner (the owner only); the previous owner becomes admin', async () => {
    const team = await signedUpOrg(t, 'Handover');
    const next = await addUser(t, team.organizationId, 'admin');
    const res = await api('updateRole', team.key, { userId: next.user.id, role: 'owner' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).response).toMatchObject({ role: 'owner', isOwner: true });
    const [prev] = await t.database.db.select().from(users).where(eq(users.email, team.email));
    expect(prev?.role).toBe('admin');
  });

  it('deletes users transferring their data to the owner, or with their data; never the owner or oneself', async () => {
    const a = await addUser(t, org.organizationId, 'content_creator');
    const b = await addUser(t, org.organizationId, 'content_creator');
    await t.database.db.insert(playlists).values([
      { organizationId: org.organizationId, creatorUserId: a.user.id, name: 'From A' },
      { organizationId: org.organizationId, creatorUserId: b.user.id, name: 'From B' },
    ]);
    const bSession = (await login(t, b.email)).sessionKey;
    const owner = await ownerId();
    const refused = await api('delete', org.key, { userIds: [a.user.id, owner], mode: 'transfer' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      errorCode: 'USERS_DELETE_OWNER_OR_SELF',
      message: 'Cannot delete the selected users: Owner of the organization and self cannot be deleted.',
    });
    expect(await t.database.db.select().from(users).where(eq(users.id, a.user.id))).toHaveLength(1);
    const foreign = await addUser(t, other.organizationId, 'staff');
    expect((await api('delete', org.key, { userIds: [foreign.user.id], mode: 'delete' })).statusCode).toBe(404);
    expect((await api('delete', org.key, { userIds: [a.user.id], mode: 'archive' })).statusCode).toBe(400);

    expect((await api('delete', org.key, { userIds: [a.user.id], mode: 'transfer' })).statusCode).toBe(200);
    const [fromA] = await t.database.db.select().from(playlists).where(eq(playlists.name, 'From A'));
    expect(fromA?.creatorUserId).toBe(owner);
    expect((await api('delete', org.key, { userIds: [b.user.id], mode: 'delete' })).statusCode).toBe(200);
    expect(await t.database.db.select().from(playlists).where(eq(playlists.name, 'From B'))).toHaveLength(0);
    // A deleted user's session ends at once.
    expect((await post(t.app, '/api/users/me', { sessionKey: bSession })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, b.user.id))).toHaveLength(0);
    // Admins cannot delete admins.
    const admin = await addUser(t, org.organizationId, 'admin');
    const admin2 = await addUser(t, org.organizationId, 'admin');
    const adminKey = (await login(t, admin.email)).sessionKey;
    expect((await api('delete', adminKey, { userIds: [admin2.user.id], mode: 'delete' })).statusCode).toBe(403);
    expect(json(await api('delete', adminKey, { userIds: [admin.user.id], mode: 'delete' })).errorCode).toBe('USERS_DELETE_OWNER_OR_SELF');
  });

  it('approves or rejects users waiting for approval', async () => {
    const p1 = await addUser(t, org.organizationId, 'content_creator', { status: 'pending_approval' });
    const p2 = await addUser(t, org.organizationId, 'content_creator', { status: 'pending_approval' });
    const approved = await api('approve', org.key, { userId: p1.user.id });
    expect(json(approved).response.status).toBe('verified');
    expect((await lastMailTo(t, p1.email))?.subject).toContain('approved');
    expect((await api('approve', org.key, { userId: p1.user.id })).statusCode).toBe(409);
    expect((await api('reject', org.key, { userId: p2.user.id })).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, p2.user.id))).toHaveLength(0);
    expect((await api('approve', other.key, { userId: p1.user.id })).statusCode).toBe(404);
  });
});

async function ownerId(): Promise<number> {
  const [u] = await t.database.db.select().from(users).where(eq(users.email, org.email));
  return u?.id as number;
}
