import { rmSync } from 'node:fs';
import { formatWallTime } from '@signage/schedule';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../src/db/schema/index.ts';
import type { Orgs, TestApp } from './helpers.ts';
import { manifestOf, playerApp } from './player-fixtures.ts';
import { fails, ok, pairedDevice } from './screens-fixtures.ts';

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;

beforeAll(async () => {
  ({ t, dir, keys, orgs } = await playerApp('signage-validity-'));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A wall time `hours` from now in UTC (the org and device zones below are UTC). */
const wallIn = (hours: number) => formatWallTime(t.clock.now().getTime() + hours * 3_600_000);

async function playlistWithSlides(key: string, n: number) {
  const id = (await ok(t, key, '/playlist/create', { name: `Validity ${Math.random()}`, aspect: '16:9' })).id as number;
  for (let i = 0; i < n; i++) await ok(t, key, '/playlist/slide/create', { playlistId: id });
  await ok(t, key, '/playlist/publish', { playlistId: id });
  return id;
}

describe('validity windows', () => {
  it('the manifest carries the live windows at once, without unpublishing; the timeline explains what is passed over', async () => {
    const k = keys.a as string;
    const pl = await playlistWithSlides(k, 2);
    const d = await pairedDevice(t, k, orgs.a, { name: 'Lobby' });
    await ok(t, k, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId: pl });

    const slide = await ok(t, k, '/playlist/updateSlideValidity', { playlistId: pl, slideNumber: 0, showUntil: '2020-01-01T00:00' });
    expect(slide).toMatchObject({ showFrom: null, showUntil: '2020-01-01T00:00' });
    const item = await ok(t, k, '/playlist/updateValidity', { playlistId: pl, showFrom: '2021-06-01T08:00', showUntil: null });
    expect(item).toMatchObject({ showFrom: '2021-06-01T08:00', showUntil: null, isPublished: true });

    const m = (await manifestOf(t, d.deviceSecret)).json();
    const p = m.playlists[String(pl)];
    expect(p).toMatchObject({ showFrom: '2021-06-01T08:00', showUntil: null });
    expect(p.slides[0]).toMatchObject({ showUntil: '2020-01-01T00:00' });
    expect(p.slides[1].showUntil).toBeUndefined();

    // Every slide expired: the playlist is passed over, and the timeline says why.
    await ok(t, k, '/playlist/updateSlideValidity', {
      playlistId: pl,
      slideNumber: 1,
      showFrom: '2019-01-01T00:00',
      showUntil: '2020-01-01T00:00',
    });
    const tl = await ok(t, k, '/device/timeline', { deviceKey: d.deviceKey, days: 1 });
    expect(tl.spans[0]).toMatchObject({ playlistId: null, skipped: { playlistId: pl, reason: 'noValidSlides' } });
    expect(tl.slideWindows.map((s: { position: number; state: string }) => [s.position, s.state])).toEqual([
      [0, 'expired'],
      [1, 'expired'],
    ]);
    const m2 = (await manifestOf(t, d.deviceSecret)).json();
    expect(m2.version).not.toBe(m.version);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'playlist.slide.validity'));
    expect(entries.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses backwards windows, dates out of range and malformed values with field codes; other organizations get 404', async () => {
    const k = keys.a as string;
    const pl = await playlistWithSlides(k, 1);
    const back = await fails(
      t,
      k,
      '/playlist/updateSlideValidity',
      { playlistId: pl, slideNumber: 0, showFrom: '2030-01-02T10:00', showUntil: '2030-01-02T10:00' },
      400,
      'VALIDATION_FAILED',
    );
    expect(back.fields).toMatchObject({ showUntil: { code: 'VALIDITY_WINDOW_INVALID' } });
    expect(back.fields.showUntil.message).toContain('show until');
    const range = await fails(t, k, '/playlist/updateValidity', { playlistId: pl, showFrom: '1999-12-31T23:00' }, 400, 'VALIDATION_FAILED');
    expect(range.fields).toMatchObject({ showFrom: { code: 'VALIDITY_DATE_OUT_OF_RANGE' } });
    const bad = await fails(t, k, '/playlist/updateValidity', { playlistId: pl, showUntil: '2030-02-30T10:00' }, 400, 'VALIDATION_FAILED');
    expect(bad.fields?.showUntil).toBeTruthy();
    await fails(t, k, '/playlist/updateSlideValidity', { playlistId: pl, slideNumber: 5, showUntil: null }, 400, 'SLIDE_INDEX_INVALID');
    await fails(t, keys.b as string, '/playlist/updateValidity', { playlistId: pl, showUntil: null }, 404, 'NOT_FOUND');
    await fails(t, keys.b as string, '/playlist/updateSlideValidity', { playlistId: pl, slideNumber: 0 }, 404, 'NOT_FOUND');
  });

  it('warns on the dashboard and once in the activity log before content stops showing', async () => {
    const k = keys.a as string;
    t.clock.freeze();
    await t.database.db.update(organizations).set({ timeZone: 'UTC' }).where(eq(organizations.id, orgs.a));
    const pl = await playlistWithSlides(k, 2);
    await ok(t, k, '/playlist/updateSlideValidity', { playlistId: pl, slideNumber: 1, showUntil: wallIn(24) });
    await ok(t, k, '/playlist/updateValidity', { playlistId: pl, showUntil: wallIn(24 * 10) });
    const list = await ok(t, k, '/playlist/expiring', {});
    const mine = list.items.filter((i: { playlistId: number }) => i.playlistId === pl);
    expect(mine).toEqual([expect.objectContaining({ slideNumber: 1, showUntil: wallIn(24) })]);
    expect(list.days).toBe(3);
    // Org B sees nothing of Org A's.
    const other = await ok(t, keys.b as string, '/playlist/expiring', {});
    expect(other.items.some((i: { playlistId: number }) => i.playlistId === pl)).toBe(false);

    const expiry = t.app.services.contentExpiry;
    const before = (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'playlist.expiring'))).length;
    await expiry.check();
    await expiry.check();
    const after = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'playlist.expiring'));
    expect(after.length - before).toBe(1);
    expect(after.at(-1)).toMatchObject({ organizationId: orgs.a, actorUserId: null, objectId: String(pl) });
    // A new "show until" warns again.
    await ok(t, k, '/playlist/updateSlideValidity', { playlistId: pl, slideNumber: 1, showUntil: wallIn(30) });
    await expiry.check();
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'playlist.expiring'))).length - before).toBe(2);
  });
});
