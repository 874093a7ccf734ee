import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { licences } from '../src/db/schema/index.ts';
import { appWithOrgs, json, post, type TestApp, tempDataDir } from './helpers.ts';

/**
 * The device suites' app on its own data directory: the platform, Org A and Org B signed in, Org A's
 * content creator, staff and screen manager; Org A may have 20 screens, 1 interactive, while org B stays
 * on the trial (2 screens, no interactive).
 */
export async function devicesApp(prefix: string) {
  const dir = tempDataDir(prefix);
  const { t, keys, orgs } = await appWithOrgs(dir, { rateLimits: false }, ['content_creator', 'staff', 'screen_manager']);
  await t.database.db.update(licences).set({ numDevices: 20, interactiveDeviceLimit: 1 }).where(eq(licences.organizationId, orgs.a));
  return { t, dir, keys, orgs };
}

/** A player registering: its secret, id and pairing code. */
export async function registerPlayer(t: TestApp, body: Record<string, unknown> = {}, remoteAddress?: string) {
  const res = await post(
    t.app,
    '/api/player/register',
    { appVersion: '1.0.0', osVersion: 'Test OS', timeZone: 'Europe/Stockholm', ...body },
    {},
    remoteAddress,
  );
  expect(res.statusCode, res.body).toBe(200);
  return json(res).response as { deviceId: number; deviceSecret: string; pairingCode: string; pairingExpiresAt: string };
}

export const deviceHeaders = (secret: string) => ({ authorization: `Device ${secret}` });

/** Registers a player and pairs it into an organization; returns the player and its deviceKey. */
export async function pairedDevice(t: TestApp, sessionKey: string, organizationId: number, extra: Record<string, unknown> = {}) {
  const player = await registerPlayer(t);
  const res = await post(t.app, `/api/device/${organizationId}/accept`, { sessionKey, deviceId: player.pairingCode, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  const out = json(res).response as { deviceKey: string; device: Record<string, any> };
  return { ...player, deviceKey: out.deviceKey, device: out.device };
}

/** A CMS call: [status, body]. */
export async function call(t: TestApp, key: string, path: string, body: Record<string, unknown> = {}) {
  const res = await post(t.app, `/api${path}`, { sessionKey: key, ...body });
  return [res.statusCode, json(res)] as const;
}

export async function ok(t: TestApp, key: string, path: string, body: Record<string, unknown> = {}) {
  const [status, out] = await call(t, key, path, body);
  expect(status, `${path}: ${JSON.stringify(out)}`).toBe(200);
  return out.response as any;
}

export async function fails(t: TestApp, key: string, path: string, body: Record<string, unknown>, status: number, code?: string) {
  const [s, out] = await call(t, key, path, body);
  expect(s, `${path}: ${JSON.stringify(out)}`).toBe(status);
  if (code) expect(out.errorCode, `${path}`).toBe(code);
  return out;
}

/** A published playlist with one text slide. */
export async function publishedPlaylist(t: TestApp, key: string, name: string, section: 'my' | 'shared' = 'my') {
  const id = (await ok(t, key, '/playlist/create', { name, aspect: '16:9', section })).id as number;
  await ok(t, key, '/playlist/slide/create', { playlistId: id });
  await ok(t, key, '/playlist/publish', { playlistId: id });
  return id;
}

/** A schedule entry (wall times in the device's zone). */
export const entry = (playlistId: number, over: Record<string, unknown> = {}) => ({
  playlistId,
  start: '2030-01-07T09:00',
  end: '2030-01-07T17:00',
  allDay: false,
  repeat: { frequency: 'weekly', interval: 1, daysOfWeek: ['MO', 'TU'], ends: { type: 'never' } },
  ...over,
});
