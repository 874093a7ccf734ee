import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { alertFields, alertsApp, messageFields } from './alerts-fixtures.ts';
import { lastMailTo, type Orgs, type TestApp } from './helpers.ts';
import { manifestOf } from './player-fixtures.ts';
import { text } from './playlists-fixtures.ts';
import { fails, ok, pairedDevice } from './screens-fixtures.ts';
import { takeoversOf } from './takeovers-fixtures.ts';

/**
 * Approval before publishing (docs/playlists.md): with the organization's switch on, a content
 * creator's publish is a submission that changes nothing on screens until an owner or admin approves
 * it; a rejection keeps the old version; nobody decides on their own submission; another
 * organization's submission is 404; alerts and screen messages never wait.
 */

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;
let userIds: Record<string, number>;

beforeAll(async () => {
  ({ t, dir, keys, orgs, userIds } = await alertsApp('signage-approval-'));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const k = (role: string) => keys[role] as string;
const slideTexts = (m: Record<string, any>, pl: number) =>
  (m.playlists[String(pl)]?.slides ?? []).map((s: any) => s.slideData.elements[0]?.html as string);
async function manifest(secret: string) {
  await t.app.services.screens.idle();
  const res = await manifestOf(t, secret);
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, any>;
}

describe('approval before publishing', () => {
  let pl: number;
  let device: Awaited<ReturnType<typeof pairedDevice>>;

  it('is an owner/admin setting, logged, inherited and refused to other roles and organizations', async () => {
    const setting = await ok(t, k('a'), '/playlist/approval/setting');
    expect(setting).toEqual({ organizationId: orgs.a, required: false, own: false, inheritedFrom: null, canEdit: true });
    await fails(t, k('content_creator'), '/playlist/approval/updateSetting', { organizationId: orgs.a, required: true }, 403, 'FORBIDDEN');
    await fails(t, k('staff'), '/playlist/approval/setting', {}, 403, 'FORBIDDEN');
    await fails(t, k('b'), '/playlist/approval/updateSetting', { organizationId: orgs.a, required: true }, 404, 'NOT_FOUND');
    await fails(t, k('a'), '/playlist/approval/updateSetting', { organizationId: orgs.a, required: 'yes' }, 400, 'VALIDATION_FAILED');
    const on = await ok(t, k('admin'), '/playlist/approval/updateSetting', { organizationId: orgs.a, required: true });
    expect(on).toMatchObject({ required: true, own: true, canEdit: true });
    const log = await ok(t, k('a'), '/activity/list', { kinds: ['organizations'], page: 1, pageSize: 100 });
    expect(JSON.stringify(log)).toContain('organization.approval_setting');
  });

  it('a creator’s publish is a submission: a paired screen keeps what it had until an approval', async () => {
    // The owner publishes directly and puts version 1 on a screen.
    pl = (await ok(t, k('content_creator'), '/playlist/create', { name: 'Lobby', aspect: '16:9', section: 'shared' })).id;
    await ok(t, k('content_creator'), '/playlist/slide/create', { playlistId: pl, slideData: text('First') });
    const first = await ok(t, k('content_creator'), '/playlist/publish', { playlistId: pl });
    expect(first).toMatchObject({ playlistId: pl, version: 0, publishedAt: null });
    expect(first.approvalRequestId).toBeGreaterThan(0);
    // Never approved: it cannot be assigned yet.
    device = await pairedDevice(t, k('a'), orgs.a);
    await fails(t, k('a'), '/playlist/assignToDevice', { deviceKey: device.deviceKey, playlistId: pl }, 400, 'PLAYLIST_NOT_PUBLISHED');
    expect((await ok(t, k('content_creator'), '/playlist/approval/status', { playlistId: pl })).pending.id).toBe(first.approvalRequestId);

    // The creator cannot approve; an admin sees it waiting and approves it.
    await fails(t, k('content_creator'), '/playlist/approval/approve', { requestId: first.approvalRequestId }, 403, 'FORBIDDEN');
    const list = await ok(t, k('admin'), '/playlist/approval/list');
    expect(list.results.map((r: any) => r.id)).toContain(first.approvalRequestId);
    const approved = await ok(t, k('admin'), '/playlist/approval/approve', { requestId: first.approvalRequestId });
    expect(approved).toEqual({ requestId: first.approvalRequestId, status: 'approved', version: 1 });
    await ok(t, k('a'), '/playlist/assignToDevice', { deviceKey: device.deviceKey, playlistId: pl });
    expect(slideTexts(await manifest(device.deviceSecret), pl)).toEqual(['<p>First</p>']);

    // A change submitted: the screen still plays version 1; the changes are listed with both documents.
    await ok(t, k('content_creator'), '/playlist/slide/create', { playlistId: pl, slideData: text('Second') });
    await ok(t, k('content_creator'), '/playlist/updateSlide', { playlistId: pl, slideNumber: 0, slideData: text('First, edited') });
    const sub = await ok(t, k('content_creator'), '/playlist/publish', { playlistId: pl });
    expect(sub.version).toBe(1);
    const before = await manifest(device.deviceSecret);
    expect(slideTexts(before, pl)).toEqual(['<p>First</p>']);
    // While it waits the creator may still assign it: the screen gets the approved version.
    const other = await pairedDevice(t, k('a'), orgs.a);
    await ok(t, k('staff'), '/playlist/assignToDevice', { deviceKey: other.deviceKey, playlistId: pl });
    expect(slideTexts(await manifest(other.deviceSecret), pl)).toEqual(['<p>First</p>']);

    const detail = await ok(t, k('a'), '/playlist/approval/get', { requestId: sub.approvalRequestId });
    expect(detail.slides.map((s: any) => s.change)).toEqual(['changed', 'added']);
    expect(detail.slides[0].before.slideData.elements[0].html).toBe('<p>First</p>');
    expect(detail.canDecide).toBe(true);
    await ok(t, k('a'), '/playlist/approval/approve', { requestId: sub.approvalRequestId, comment: 'Looks good' });
    const after = await manifest(device.deviceSecret);
    expect(slideTexts(after, pl)).toEqual(['<p>First, edited</p>', '<p>Second</p>']);
    expect(after.playlists[String(pl)].version).toBe(2);
    const [creator] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, userIds.content_creator as number));
    const mail = await lastMailTo(t, creator?.email ?? '');
    expect(mail?.subject).toBe('Your playlist Lobby was approved');
    expect(mail?.text).toContain('Looks good');
  });

  it('a rejection keeps the approved version and tells the creator; an edit withdraws a submission', async () => {
    await ok(t, k('content_creator'), '/playlist/removeSlide', { playlistId: pl, slideNumber: 1 });
    const sub = await ok(t, k('content_creator'), '/playlist/publish', { playlistId: pl });
    await fails(t, k('a'), '/playlist/approval/reject', { requestId: sub.approvalRequestId }, 400, 'VALIDATION_FAILED');
    await fails(t, k('a'), '/playlist/approval/reject', { requestId: sub.approvalRequestId, comment: '   ' }, 400, 'VALIDATION_FAILED');
    const rejected = await ok(t, k('a'), '/playlist/approval/reject', {
      requestId: sub.approvalRequestId,
      comment: 'Keep the second slide',
    });
    expect(rejected).toEqual({ requestId: sub.approvalRequestId, status: 'rejected', version: null });
    expect(slideTexts(await manifest(device.deviceSecret), pl)).toHaveLength(2);
    const status = await ok(t, k('content_creator'), '/playlist/approval/status', { playlistId: pl });
    expect(status).toMatchObject({
      required: true,
      canPublish: false,
      pending: null,
      lastDecision: { status: 'rejected', comment: 'Keep the second slide' },
    });
    await fails(t, k('a'), '/playlist/approval/approve', { requestId: sub.approvalRequestId }, 409, 'APPROVAL_NOT_PENDING');
    const log = JSON.stringify(await ok(t, k('content_creator'), '/activity/list', { kinds: ['content'], page: 1, pageSize: 100 }));
    for (const action of ['playlist.approval.submit', 'playlist.approval.approve', 'playlist.approval.reject'])
      expect(log).toContain(action);
    expect(log).toContain('Keep the second slide');

    const again = await ok(t, k('content_creator'), '/playlist/publish', { playlistId: pl });
    await ok(t, k('content_creator'), '/playlist/updateSlideDuration', { playlistId: pl, slideNumber: 0, duration: 7 });
    expect((await ok(t, k('a'), '/playlist/approval/get', { requestId: again.approvalRequestId })).status).toBe('withdrawn');
    expect((await ok(t, k('a'), '/playlist/approval/list')).results.map((r: any) => r.id)).not.toContain(again.approvalRequestId);
  });

  it('nobody decides on their own submission; another organization’s submission is 404; bad ids are 400', async () => {
    const sub = await ok(t, k('staff'), '/playlist/publish', { playlistId: pl });
    // Staff is promoted to admin after submitting: still not their own decision.
    await t.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, userIds.staff as number));
    try {
      await fails(t, k('staff'), '/playlist/approval/approve', { requestId: sub.approvalRequestId }, 403, 'APPROVAL_OWN_SUBMISSION');
    } finally {
      await t.database.db
        .update(users)
        .set({ role: 'staff' })
        .where(eq(users.id, userIds.staff as number));
    }
    await fails(t, k('b'), '/playlist/approval/get', { requestId: sub.approvalRequestId }, 404, 'NOT_FOUND');
    await fails(t, k('b'), '/playlist/approval/approve', { requestId: sub.approvalRequestId }, 404, 'NOT_FOUND');
    await fails(t, k('b'), '/playlist/approval/status', { playlistId: pl }, 404, 'NOT_FOUND');
    expect((await ok(t, k('b'), '/playlist/approval/list')).totalCount).toBe(0);
    await fails(t, k('a'), '/playlist/approval/get', { requestId: 0 }, 400, 'VALIDATION_FAILED');
    await fails(
      t,
      k('a'),
      '/playlist/approval/approve',
      { requestId: sub.approvalRequestId, comment: 'x'.repeat(1001) },
      400,
      'VALIDATION_FAILED',
    );
    await fails(t, k('a'), '/playlist/approval/get', { requestId: 2_000_000_000 }, 404, 'NOT_FOUND');
    // An owner's direct publish supersedes it.
    await ok(t, k('a'), '/playlist/publish', { playlistId: pl });
    expect((await ok(t, k('a'), '/playlist/approval/get', { requestId: sub.approvalRequestId })).status).toBe('withdrawn');
  });

  it('never holds alerts or screen messages', async () => {
    const alert = await ok(t, k('admin'), '/alerts/create', alertFields({ name: 'Evacuate' }));
    await ok(t, k('admin'), '/alerts/broadcast', { alertId: alert.id });
    await ok(t, k('staff'), '/messages/create', messageFields({ text: 'Doors close at six' }));
    await t.app.services.screens.takeovers.idle();
    const { status, body } = await takeoversOf(t, device.deviceSecret);
    expect(status).toBe(200);
    expect(JSON.stringify(body)).toContain('Evacuate');
    expect(JSON.stringify(body)).toContain('Doors close at six');
  });

  it('is inherited: a sub-organization cannot switch it off below a parent that requires it', async () => {
    await ok(t, k('root'), '/playlist/approval/updateSetting', { organizationId: orgs.root, required: true });
    try {
      const b = await ok(t, k('b'), '/playlist/approval/setting');
      expect(b).toMatchObject({ required: true, own: false, inheritedFrom: { id: orgs.root }, canEdit: false });
      await fails(t, k('b'), '/playlist/approval/updateSetting', { organizationId: orgs.b, required: false }, 409, 'APPROVAL_INHERITED');
    } finally {
      await ok(t, k('root'), '/playlist/approval/updateSetting', { organizationId: orgs.root, required: false });
    }
    expect((await ok(t, k('b'), '/playlist/approval/setting')).required).toBe(false);
  });
});
