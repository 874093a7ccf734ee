import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../src/db/schema/index.ts';
import type { Orgs, TestApp } from './helpers.ts';
import { heartbeatOf, manifestOf, playerApp } from './player-fixtures.ts';
import { ok, pairedDevice, publishedPlaylist } from './screens-fixtures.ts';

// The trust rules of the player protocol (docs/screens.md "Trust rules of the player protocol"): what a
// player reports is validated against what it was sent, and playlist names are resolved only within the
// device's organization (no other organization's names leak).

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;

beforeAll(async () => {
  ({ t, dir, keys, orgs } = await playerApp('signage-player-trust-'));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Org A's device as the CMS shows it: device list, device info, group device list (ungrouped). */
async function views(deviceKey: string) {
  const k = keys.a as string;
  const list = (await ok(t, k, `/device/${orgs.a}/list`)).find((d: any) => d.deviceKey === deviceKey);
  const info = await ok(t, k, '/device/info', { deviceKey });
  const group = (await ok(t, k, '/group/listDevices', { groupId: -1 })).find((d: any) => d.deviceKey === deviceKey);
  return [list, info, group];
}

async function applied(secret: string) {
  await t.app.services.screens.idle();
  return (await manifestOf(t, secret)).json().version as string;
}

async function report(secret: string, version: string, playlistId: number) {
  const hb = await heartbeatOf(t, secret, {
    status: 'playing',
    manifestVersion: version,
    playing: { playlistId, version: 1, slideId: null },
    storageUsedBytes: 0,
    storageQuotaBytes: 1000,
  });
  expect(hb.statusCode, hb.body).toBe(200);
  await t.app.services.screens.flush();
}

describe('player trust: reported state and playlist names', () => {
  it("a heartbeat naming another organization's playlist is not kept, and its name is shown nowhere", async () => {
    const k = keys.a as string;
    const secretB = await publishedPlaylist(t, keys.b as string, 'Org B secret campaign');
    const own = await publishedPlaylist(t, k, 'Org A lobby');
    const d = await pairedDevice(t, k, orgs.a);
    await ok(t, k, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId: own });
    const version = await applied(d.deviceSecret);

    await report(d.deviceSecret, version, secretB);
    const [row] = await t.database.db.select({ playing: devices.playing }).from(devices).where(eq(devices.id, d.deviceId));
    expect(row?.playing).toBeNull();
    for (const view of await views(d.deviceKey)) {
      expect(view.status).toBe('active');
      expect(JSON.stringify(view)).not.toContain('Org B secret campaign');
      expect(view.nowPlaying.playlistId).not.toBe(secretB);
      // Unknown report: what the resolver says plays, not a version the player claimed.
      expect(view.nowPlaying).toMatchObject({ playlistId: own, playlistName: 'Org A lobby', version: null });
    }

    // A report of a playlist really in the device's manifest still shows its name.
    await report(d.deviceSecret, version, own);
    for (const view of await views(d.deviceKey)) {
      expect(view.nowPlaying).toMatchObject({ playlistId: own, playlistName: 'Org A lobby', version: 1 });
    }
  });

  it("a stored playlist id of another organization resolves to no name (lookups are scoped to the device's organization)", async () => {
    const k = keys.a as string;
    const secretB = await publishedPlaylist(t, keys.b as string, 'Org B board minutes');
    const d = await pairedDevice(t, k, orgs.a);
    const version = await applied(d.deviceSecret);
    await report(d.deviceSecret, version, secretB);
    // State written before reports were checked (or by any other path) names B's playlist.
    await t.database.db
      .update(devices)
      .set({ playing: { playlistId: secretB, version: 3, slideId: null } })
      .where(eq(devices.id, d.deviceId));
    for (const view of await views(d.deviceKey)) {
      expect(JSON.stringify(view)).not.toContain('Org B board minutes');
      expect(view.nowPlaying.playlistName).toBeNull();
    }
    // Org B itself still sees its own playlist's name in its schedules.
    const dB = await pairedDevice(t, keys.b as string, orgs.b);
    await ok(t, keys.b as string, '/playlist/assignToDevice', { deviceKey: dB.deviceKey, playlistId: secretB });
    const info = await ok(t, keys.b as string, '/device/info', { deviceKey: dB.deviceKey });
    expect(info.playNow).toMatchObject({ playlistId: secretB, playlistName: 'Org B board minutes' });
  });
});
