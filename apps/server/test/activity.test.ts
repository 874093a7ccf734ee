import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, login, post, type TestApp } from './helpers.ts';
import { upload } from './media-fixtures.ts';
import { call, createSub, makeReseller, type OrgActor, signedUpOrg } from './org-fixtures.ts';
import { ok, pairedDevice } from './screens-fixtures.ts';

/**
 * The activity log (docs/insight.md): entries for uploads, publishes, assignments, role
 * changes and impersonated actions, what each role sees, new and read per user, filters and paging,
 * other organizations (404) and bad input (400).
 */

const HEADER = 'Impersonation-Target-Organization-Id';
let t: TestApp;
let parent: OrgActor;
let child: OrgActor;
let other: OrgActor;
const keys: Record<string, string> = {};
const ids: Record<string, number> = {};
let png: Buffer;
let lobby: number;
let draft: number;
let deviceKey: string;

type Item = {
  id: number;
  action: string;
  kind: string;
  unread: boolean;
  actor: { userId: number | null; name: string | null; organizationId: number | null; organizationName: string | null };
  organization: { id: number; name: string };
  object: { type: string; id: string | null; name: string | null; link: string | null };
  target: { type: string; id: string | null; name: string | null; link: string | null } | null;
  details: Record<string, unknown>;
  ip?: string;
};
type List = { items: Item[]; totalCount: number; totalCapped: boolean; unreadCount: number; page: number; pageSize: number };

async function list(key: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<List> {
  const res = await post(t.app, '/api/activity/list', { sessionKey: key, page: 1, pageSize: 100, ...body }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).response as List;
}
async function unread(key: string, body: Record<string, unknown> = {}): Promise<number> {
  const res = await post(t.app, '/api/activity/unreadCount', { sessionKey: key, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).response.unreadCount as number;
}
const actions = (l: List) => l.items.map((i) => i.action);
const find = (l: List, action: string, objectId?: number | string) =>
  l.items.find((i) => i.action === action && (objectId === undefined || i.object.id === String(objectId)));

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: false, logLevel: 'error' });
  await signedUpOrg(t, 'Platform');
  parent = await signedUpOrg(t, 'Parent Co');
  await makeReseller(t, parent.organizationId);
  child = await createSub(t, parent, 'Child Shop');
  other = await signedUpOrg(t, 'Other Ltd');
  keys.owner = parent.key;
  const [owner] = await t.database.db.select().from(users).where(eq(users.email, parent.email));
  ids.owner = owner?.id as number;
  await t.database.db.update(users).set({ fullname: 'Olive Owner' }).where(eq(users.id, ids.owner));
  const names: Record<string, string> = {
    admin: 'Adam Admin',
    staff: 'Stella Staff',
    content_creator: 'Ana Creator',
    screen_manager: 'Sam Screens',
    cc2: 'Carl Creator',
  };
  for (const [who, name] of Object.entries(names)) {
    const role = who === 'cc2' ? 'content_creator' : who;
    const u = await addUser(t, parent.organizationId, role);
    await t.database.db.update(users).set({ fullname: name }).where(eq(users.id, u.user.id));
    keys[who] = (await login(t, u.email)).sessionKey;
    ids[who] = u.user.id;
  }
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

  // What happens in Parent Co: uploads (one private, one shared), a publish, a pairing and an
  // assignment, a role change.
  const up1 = await upload(
    t.app,
    keys.content_creator as string,
    { content: png, filename: 'secret-plan.png', type: 'image/png' },
    { section: 'my' },
  );
  expect(up1.statusCode, up1.body).toBe(200);
  ids.privateMedia = json(up1).response.id;
  const up2 = await upload(
    t.app,
    keys.content_creator as string,
    { content: png, filename: 'menu.png', type: 'image/png' },
    { section: 'shared' },
  );
  expect(up2.statusCode, up2.body).toBe(200);
  ids.sharedMedia = json(up2).response.id;
  lobby = (await ok(t, keys.owner as string, '/playlist/create', { name: 'Lobby', aspect: '16:9', section: 'shared' })).id;
  await ok(t, keys.owner as string, '/playlist/slide/create', { playlistId: lobby });
  await ok(t, keys.owner as string, '/playlist/publish', { playlistId: lobby });
  draft = (await ok(t, keys.owner as string, '/playlist/create', { name: 'Owner draft', aspect: '16:9', section: 'my' })).id;
  const device = await pairedDevice(t, keys.owner as string, parent.organizationId);
  deviceKey = device.deviceKey;
  ids.device = device.device.id;
  await ok(t, keys.owner as string, '/playlist/assignToDevice', { deviceKey, playlistId: lobby, scheduleData: { mode: 'playNow' } });
  await ok(t, keys.owner as string, '/users/updateRole', { userId: ids.cc2, role: 'screen_manager' });
  await ok(t, keys.staff as string, '/device/setName', { deviceKey, deviceName: 'Entrance' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the activity log: what is recorded, with its authors', () => {
  it('shows an upload, a publish, an assignment and a role change with their authors, names and links', async () => {
    const l = await list(keys.owner as string);
    const uploaded = find(l, 'media.upload', ids.sharedMedia);
    expect(uploaded).toMatchObject({
      kind: 'media',
      actor: { userId: ids.content_creator, name: 'Ana Creator', organizationId: null, organizationName: null },
      organization: { id: parent.organizationId, name: 'Parent Co' },
      object: { type: 'media', name: 'menu.png', link: `/home/media/shared?item=${ids.sharedMedia}` },
      details: { name: 'menu.png', mimeType: 'image/png', section: 'shared' },
    });
    const published = find(l, 'playlist.publish', lobby);
    expect(published).toMatchObject({
      kind: 'content',
      actor: { userId: ids.owner, name: 'Olive Owner' },
      object: { type: 'playlist', name: 'Lobby', link: `/home/playlists/${lobby}` },
      details: { version: 1 },
    });
    const assigned = find(l, 'device.assign', ids.device);
    expect(assigned).toMatchObject({
      kind: 'schedules',
      object: { type: 'device', link: `/home/devices/${encodeURIComponent(deviceKey)}/${parent.organizationId}` },
      target: { type: 'playlist', id: String(lobby), name: 'Lobby', link: `/home/playlists/${lobby}` },
      details: { mode: 'playNow' },
    });
    expect(find(l, 'device.accept', ids.device)).toMatchObject({ kind: 'screens' });
    const role = find(l, 'user.role_changed', ids.cc2);
    expect(role).toMatchObject({
      kind: 'users',
      object: { type: 'user', name: 'Carl Creator', link: '/home/users' },
      details: { from: 'content_creator', to: 'screen_manager' },
    });
    // Newest first; the owner's own actions are never new to them.
    expect(l.items.map((i) => i.id)).toEqual([...l.items.map((i) => i.id)].sort((a, b) => b - a));
    expect(published?.unread).toBe(false);
    expect(uploaded?.unread).toBe(true);
  });

  it('names a private object to the whole-log reader but links it only for its creator', async () => {
    const owner = find(await list(keys.owner as string), 'media.upload', ids.privateMedia);
    expect(owner?.object).toMatchObject({ name: 'secret-plan.png', link: null });
    const creator = find(await list(keys.content_creator as string), 'media.upload', ids.privateMedia);
    expect(creator?.object.link).toBe(`/home/media/my?item=${ids.privateMedia}`);
  });

  it('lets through only the details on the action’s allow-list, and client addresses to the owner only', async () => {
    await t.app.ctx.audit.record({
      organizationId: parent.organizationId,
      actorUserId: ids.content_creator as number,
      action: 'media.upload',
      objectType: 'media',
      objectId: 999_999,
      details: { name: 'x.png', storageKey: 'org/1/secret', token: 'abc', section: 'my' },
      ip: '203.0.113.9',
    });
    await t.app.ctx.audit.record({
      organizationId: parent.organizationId,
      actorUserId: ids.owner as number,
      action: 'auth.session_ended',
      objectType: 'user',
      objectId: ids.owner,
      details: { sessionId: 77 },
      ip: '203.0.113.9',
    });
    const owner = await list(keys.owner as string);
    const gone = find(owner, 'media.upload', 999_999);
    expect(gone?.details).toEqual({ name: 'x.png', section: 'my' });
    expect(gone?.object).toMatchObject({ name: 'x.png', link: null });
    expect(gone?.ip).toBe('203.0.113.9');
    expect(find(owner, 'auth.session_ended')?.details).toEqual({});
    const admin = await list(keys.admin as string);
    expect(find(admin, 'media.upload', 999_999)?.ip).toBeUndefined();
    expect(JSON.stringify(admin)).not.toContain('203.0.113.9');
    for (const leak of ['storageKey', 'org/1/secret', 'token', 'sessionId']) expect(JSON.stringify(owner)).not.toContain(leak);
  });
});

describe('who sees what (roles: docs/insight.md)', () => {
  it('owner and admin see the whole organization', async () => {
    const admin = await list(keys.admin as string);
    for (const a of ['media.upload', 'playlist.publish', 'device.assign', 'user.role_changed', 'playlist.create'])
      expect(actions(admin), a).toContain(a);
    expect(find(admin, 'playlist.create', draft)?.object).toMatchObject({ name: 'Owner draft', link: null });
  });

  it('staff see their own actions, screens and schedules, and content they may open — never users or private content', async () => {
    const l = await list(keys.staff as string);
    expect(find(l, 'device.assign', ids.device)).toBeDefined();
    expect(find(l, 'device.accept', ids.device)).toBeDefined();
    expect(find(l, 'device.rename', ids.device)).toMatchObject({ unread: false, actor: { userId: ids.staff } });
    expect(find(l, 'playlist.publish', lobby)).toBeDefined();
    expect(find(l, 'media.upload', ids.sharedMedia)).toBeDefined();
    expect(find(l, 'media.upload', ids.privateMedia)).toBeUndefined();
    expect(find(l, 'playlist.create', draft)).toBeUndefined();
    expect(find(l, 'user.role_changed')).toBeUndefined();
    expect(l.items.every((i) => ['content', 'media', 'screens', 'schedules'].includes(i.kind) || i.actor.userId === ids.staff)).toBe(true);
  });

  it('content creators see content and media they may open and their own actions, not screens', async () => {
    const cc = await list(keys.content_creator as string);
    expect(find(cc, 'media.upload', ids.privateMedia)).toBeDefined();
    expect(find(cc, 'playlist.publish', lobby)).toBeDefined();
    expect(find(cc, 'device.assign')).toBeUndefined();
    expect(find(cc, 'device.accept')).toBeUndefined();
    expect(find(cc, 'user.role_changed')).toBeUndefined();
    expect(find(cc, 'device.rename')).toBeUndefined();
  });

  it('screen managers see screens and schedules and their own actions, not media', async () => {
    const sm = await list(keys.screen_manager as string);
    expect(find(sm, 'device.assign', ids.device)).toBeDefined();
    expect(find(sm, 'media.upload')).toBeUndefined();
    expect(find(sm, 'playlist.publish')).toBeUndefined();
    expect(find(sm, 'user.role_changed')).toBeUndefined();
    // The staff's rename of a screen is there, with the name given.
    expect(find(sm, 'device.rename', ids.device)).toMatchObject({ actor: { name: 'Stella Staff' }, object: { name: 'Entrance' } });
  });

  it('a managing parent reads a sub-organization’s log; others get 404, a visible unmanaged one 403', async () => {
    await ok(t, child.key, '/playlist/create', { name: 'Shop window', aspect: '16:9', section: 'shared' });
    const l = await list(parent.key, { organizationId: child.organizationId });
    const created = find(l, 'playlist.create');
    expect(created).toMatchObject({ organization: { id: child.organizationId, name: 'Child Shop' }, object: { name: 'Shop window' } });
    // Content of a sub-organization is opened there (impersonation), so no link from the parent's log.
    expect(created?.object.link).toBeNull();
    for (const [key, orgId] of [
      [other.key, parent.organizationId],
      [child.key, parent.organizationId],
      [parent.key, other.organizationId],
      [parent.key, 1_999_999_001],
    ] as const) {
      for (const url of ['/api/activity/list', '/api/activity/unreadCount', '/api/activity/markRead', '/api/activity/people']) {
        const res = await post(t.app, url, { sessionKey: key, organizationId: orgId, page: 1, pageSize: 10 });
        const body = url.endsWith('/list') ? res : await post(t.app, url, { sessionKey: key, organizationId: orgId });
        expect(body.statusCode, `${url} ${orgId}`).toBe(404);
        expect(json(body)).toMatchObject({ errorCode: 'NOT_FOUND' });
      }
    }
    const staff = await post(t.app, '/api/activity/list', {
      sessionKey: keys.staff,
      organizationId: child.organizationId,
      page: 1,
      pageSize: 10,
    });
    expect(staff.statusCode).toBe(403);
  });

  it('an impersonated action names both organizations', async () => {
    const request = await call(t, 'POST', '/api/organizations/impersonation/request', parent.key, {
      recipientOrganizationId: child.organizationId,
    });
    expect(request.statusCode, request.body).toBe(200);
    const requestId = json(request).response.id as number;
    const accept = await call(t, 'POST', `/api/organizations/impersonation/${requestId}/accept`, child.key, { agreeToTerms: true });
    expect(accept.statusCode, accept.body).toBe(200);
    const made = await call(
      t,
      'POST',
      '/api/playlist/create',
      parent.key,
      { sessionKey: parent.key, name: 'From above', aspect: '16:9', section: 'shared' },
      { [HEADER]: String(child.organizationId) },
    );
    expect(made.statusCode, made.body).toBe(200);
    const playlistId = json(made).response.id as number;

    const childOwner = await list(child.key);
    const entry = find(childOwner, 'playlist.create', playlistId);
    expect(entry).toMatchObject({
      actor: { userId: ids.owner, name: 'Olive Owner', organizationId: parent.organizationId, organizationName: 'Parent Co' },
      organization: { id: child.organizationId, name: 'Child Shop' },
      object: { name: 'From above', link: `/home/playlists/${playlistId}` },
      unread: true,
    });
    // The per-request trail of impersonation is not in the feed.
    expect(actions(childOwner)).not.toContain('impersonation.call');
    expect(actions(childOwner)).toContain('impersonation.accepted');
    // The parent's owner reads the same log while impersonating (the acting organization): own action, not new.
    const impersonating = await list(parent.key, {}, { [HEADER]: String(child.organizationId) });
    expect(find(impersonating, 'playlist.create', playlistId)).toMatchObject({ unread: false, actor: { organizationName: 'Parent Co' } });
    expect(find(impersonating, 'playlist.create', playlistId)?.ip).toBeUndefined();
  });
});

describe('new and read, per user', () => {
  it('counts entries by others after the marker; "mark all read" clears it for that user only', async () => {
    const ownerBefore = await unread(keys.owner as string);
    const staffBefore = await unread(keys.staff as string);
    expect(ownerBefore).toBeGreaterThan(0);
    expect(staffBefore).toBeGreaterThan(0);
    const marked = await post(t.app, '/api/activity/markRead', { sessionKey: keys.owner });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(json(marked).response).toEqual({ unreadCount: 0, capped: false });
    expect(await unread(keys.owner as string)).toBe(0);
    expect((await list(keys.owner as string)).items.every((i) => !i.unread)).toBe(true);
    expect(await unread(keys.staff as string)).toBe(staffBefore);

    // A new upload by someone else is new for the owner; the uploader's own action is not new to them.
    const creatorBefore = await unread(keys.content_creator as string);
    const up = await upload(
      t.app,
      keys.content_creator as string,
      { content: png, filename: 'news.png', type: 'image/png' },
      { section: 'shared' },
    );
    expect(up.statusCode).toBe(200);
    expect(await unread(keys.owner as string)).toBe(1);
    expect(await unread(keys.content_creator as string)).toBe(creatorBefore);
    const l = await list(keys.owner as string);
    expect(l.unreadCount).toBe(1);
    expect(l.items.filter((i) => i.unread).map((i) => i.action)).toEqual(['media.upload']);
  });

  it('marks read up to a given entry, and never moves the marker back', async () => {
    const first = await list(keys.admin as string, { pageSize: 1 });
    const newest = first.items[0]?.id as number;
    await ok(t, keys.content_creator as string, '/media/rename', { mediaId: ids.sharedMedia, name: 'menu-2024.png' });
    const after = await unread(keys.admin as string);
    await post(t.app, '/api/activity/markRead', { sessionKey: keys.admin, upToId: newest });
    const left = await unread(keys.admin as string);
    expect(left).toBeLessThanOrEqual(after);
    expect(left).toBe((await list(keys.admin as string)).items.filter((i) => i.unread).length);
    await post(t.app, '/api/activity/markRead', { sessionKey: keys.admin });
    expect(await unread(keys.admin as string)).toBe(0);
    await post(t.app, '/api/activity/markRead', { sessionKey: keys.admin, upToId: 1 });
    expect(await unread(keys.admin as string)).toBe(0);
  });

  it('keeps sign-ins out of the feed and the count unless asked for', async () => {
    await post(t.app, '/api/activity/markRead', { sessionKey: keys.owner });
    await login(
      t,
      (
        await t.database.db
          .select()
          .from(users)
          .where(eq(users.id, ids.staff as number))
      )[0]?.email as string,
    );
    expect(await unread(keys.owner as string)).toBe(0);
    expect(actions(await list(keys.owner as string))).not.toContain('auth.login');
    const signins = await list(keys.owner as string, { kinds: ['signins'] });
    expect(signins.items.length).toBeGreaterThan(0);
    expect(signins.items.every((i) => i.kind === 'signins')).toBe(true);
    // Staff see their own sign-ins only.
    const staff = await list(keys.staff as string, { kinds: ['signins'] });
    expect(staff.items.every((i) => i.actor.userId === ids.staff)).toBe(true);
  });
});

describe('filters and paging', () => {
  it('filters by kind, person, object and date', async () => {
    const media = await list(keys.owner as string, { kinds: ['media'] });
    expect(media.items.length).toBeGreaterThan(0);
    expect(media.items.every((i) => i.kind === 'media')).toBe(true);
    const byAna = await list(keys.owner as string, { userId: ids.content_creator });
    expect(byAna.items.length).toBeGreaterThan(0);
    expect(byAna.items.every((i) => i.actor.name === 'Ana Creator')).toBe(true);
    const aboutLobby = await list(keys.owner as string, { objectType: 'playlist', objectId: lobby });
    expect(new Set(actions(aboutLobby))).toEqual(new Set(['playlist.create', 'playlist.slide.create', 'playlist.publish']));
    const devicesOnly = await list(keys.owner as string, { objectType: 'device' });
    expect(devicesOnly.items.every((i) => i.object.type === 'device')).toBe(true);
    const future = await list(keys.owner as string, { from: '2099-01-01T00:00:00Z' });
    expect(future).toMatchObject({ items: [], totalCount: 0 });
    const past = await list(keys.owner as string, { to: '2000-01-01T00:00:00Z' });
    expect(past.totalCount).toBe(0);
    const today = await list(keys.owner as string, {
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(today.totalCount).toBe((await list(keys.owner as string)).totalCount);
  });

  it('pages with a chosen page size, without overlap, and counts the whole match', async () => {
    const all = await list(keys.owner as string);
    expect(all.totalCount).toBe(all.items.length);
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(all.totalCount / 3); page++) {
      const p = await list(keys.owner as string, { page, pageSize: 3 });
      expect(p).toMatchObject({ page, pageSize: 3, totalCount: all.totalCount });
      pages.push(...p.items.map((i) => i.id));
    }
    expect(pages).toEqual(all.items.map((i) => i.id));
    expect((await list(keys.owner as string, { page: 9999, pageSize: 100 })).items).toEqual([]);
  });

  it('shows a burst of edits of one object by one person as its last entry', async () => {
    for (let i = 0; i < 4; i++)
      await t.app.ctx.audit.record({
        organizationId: parent.organizationId,
        actorUserId: ids.owner as number,
        action: 'playlist.slide.update',
        objectType: 'slide',
        objectId: lobby,
        details: { slideId: 1 },
      });
    const l = await list(keys.admin as string, { objectType: 'playlist', objectId: lobby });
    expect(actions(l).filter((a) => a === 'playlist.slide.update')).toHaveLength(1);
    const raw = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'playlist.slide.update'));
    expect(raw.length).toBeGreaterThanOrEqual(4);
  });

  it('offers the people to filter by', async () => {
    const res = await post(t.app, '/api/activity/people', { sessionKey: keys.owner });
    expect(res.statusCode).toBe(200);
    const names = (json(res).response.people as Array<{ name: string }>).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Ana Creator', 'Olive Owner', 'Stella Staff']));
    const staff = json(await post(t.app, '/api/activity/people', { sessionKey: keys.staff })).response.people as Array<{ userId: number }>;
    expect(staff.map((p) => p.userId)).toContain(ids.staff);
  });
});

describe('bad input and sessions', () => {
  it('answers 400, never 500, to malformed filters', async () => {
    const bad: Array<Record<string, unknown>> = [
      { page: 0, pageSize: 10 },
      { page: 1, pageSize: 101 },
      { page: 1, pageSize: 0 },
      { page: 1.5, pageSize: 10 },
      { pageSize: 10 },
      { page: 1, pageSize: 10, kinds: ['nope'] },
      { page: 1, pageSize: 10, kinds: [] },
      { page: 1, pageSize: 10, objectId: 5 },
      { page: 1, pageSize: 10, objectType: 'session' },
      { page: 1, pageSize: 10, from: 'yesterday' },
      { page: 1, pageSize: 10, from: '2030-01-02T00:00:00Z', to: '2030-01-01T00:00:00Z' },
      { page: 1, pageSize: 10, from: '0001-01-01T00:00:00Z' },
      { page: 1, pageSize: 10, organizationId: -1 },
      { page: 1, pageSize: 10, organizationId: 3_000_000_000 },
      { page: 1, pageSize: 10, userId: 'x' },
      { page: 1, pageSize: 10, extra: true },
    ];
    for (const body of bad) {
      const res = await post(t.app, '/api/activity/list', { sessionKey: keys.owner, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errorCode).toBe('VALIDATION_FAILED');
    }
    for (const body of [{ upToId: 0 }, { upToId: 'x' }, { organizationId: 'a' }, { extra: 1 }]) {
      const res = await post(t.app, '/api/activity/markRead', { sessionKey: keys.owner, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('needs a session', async () => {
    for (const url of ['/api/activity/list', '/api/activity/unreadCount', '/api/activity/markRead', '/api/activity/people'])
      expect((await post(t.app, url, { page: 1, pageSize: 10 })).statusCode).toBe(401);
  });
});

describe('a long log', () => {
  it('answers a page, the counts and the badge quickly on 40,000 entries', async () => {
    await t.database.db.execute(sql`
      insert into audit_log (organization_id, actor_user_id, action, object_type, object_id, details, created_at)
      select ${other.organizationId}, null, (array['media.upload','playlist.publish','device.rename','auth.login'])[1 + g % 4],
        'media', (g % 500)::text, jsonb_build_object('name', 'file ' || g), now() - make_interval(secs => g)
      from generate_series(1, 40000) g`);
    // The reader's account is older than the entries, so they are all new to them.
    await t.database.db
      .update(users)
      .set({ createdAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(users.email, other.email));
    const started = Date.now();
    const l = await list(other.key, { pageSize: 50 });
    const listMs = Date.now() - started;
    expect(l.items).toHaveLength(50);
    expect(l).toMatchObject({ totalCount: 10_000, totalCapped: true });
    const t2 = Date.now();
    const badge = json(await post(t.app, '/api/activity/unreadCount', { sessionKey: other.key })).response;
    const badgeMs = Date.now() - t2;
    expect(badge.capped).toBe(true);
    const t3 = Date.now();
    const filtered = await list(other.key, { kinds: ['screens'], page: 20, pageSize: 50 });
    const filteredMs = Date.now() - t3;
    expect(filtered.items.every((i) => i.action === 'device.rename')).toBe(true);
    console.log(`[activity] 40k entries: page ${listMs} ms, badge ${badgeMs} ms, filtered page 20 ${filteredMs} ms`);
    expect(listMs + badgeMs + filteredMs).toBeLessThan(15_000);
  });
});
