import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema/index.ts';
import { json, type Orgs, post, type TestApp } from './helpers.ts';
import { devicesApp, entry, ok, pairedDevice, publishedPlaylist } from './screens-fixtures.ts';

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;

beforeAll(async () => {
  ({ t, dir, keys, orgs } = await devicesApp('signage-framework-errors-'));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Our envelope, and nothing of the request echoed back. */
function expectEnvelope(res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, echo: string[] = []) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(['errorCode', 'message', 'requestId']));
  expect(typeof body.errorCode).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(body).not.toHaveProperty('statusCode');
  expect(body).not.toHaveProperty('code');
  for (const s of echo) expect(res.body).not.toContain(s);
  return body;
}

describe('framework errors answer our envelope', () => {
  it('414: a path parameter longer than the router allows', async () => {
    const long = 'x'.repeat(150);
    const res = await t.app.inject({ method: 'GET', url: `/api/media/1/content/${long}` });
    const body = expectEnvelope(res, 414, [long, '/api/media', 'FST_ERR']);
    expect(body.errorCode).toBe('FIELD_INVALID');
    expect(body.message).toBe('This value is not valid');
    // In the caller's language, like every other error.
    const sv = await t.app.inject({ method: 'GET', url: `/api/media/1/content/${long}`, headers: { 'accept-language': 'sv' } });
    expect(expectEnvelope(sv, 414, [long]).message).toBe('Värdet är inte giltigt');
  });

  it('400: a path that is not valid URL encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/media/%E0%A4%A/content/abc' });
    const body = expectEnvelope(res, 400, ['%E0', '/api/media', 'FST_ERR']);
    expect(body.errorCode).toBe('FIELD_INVALID');
  });

  it('404: an unknown route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no-such-route-echo-me', payload: { a: 1 } });
    expect(expectEnvelope(res, 404, ['no-such-route-echo-me']).errorCode).toBe('NOT_FOUND');
  });

  it('415: an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/list',
      payload: 'echo-me-please',
      headers: { 'content-type': 'application/x-echo-me' },
    });
    expect(expectEnvelope(res, 415, ['echo-me', 'x-echo']).errorCode).toBe('FIELD_INVALID');
  });

  it('413: a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/list',
      payload: JSON.stringify({ sessionKey: keys.a, search: 'y'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(expectEnvelope(res, 413, ['yyyy']).errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('4xx: malformed JSON, an empty JSON body, and a JSON body that is not an object', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/media/list',
      payload: '{"sessionKey": "echo-me-please", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(expectEnvelope(bad, 400, ['echo-me', 'JSON', 'Unexpected']).errorCode).toBe('VALIDATION_FAILED');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/media/list',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(expectEnvelope(empty, 400, ['FST_ERR']).errorCode).toBe('VALIDATION_FAILED');
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/media/list',
      payload: '"echo-me-please"',
      headers: { 'content-type': 'application/json' },
    });
    // Parsed, but no session key can be read from it.
    expect(expectEnvelope(notObject, 401, ['echo-me']).errorCode).toBe('UNAUTHORIZED');
  });
});

describe('JSON text fields refuse prototype keys like object bodies do', () => {
  const raw = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/device/updateScheduleEntry', payload, headers: { 'content-type': 'application/json' } });

  it('answers a schedule entry as JSON text with __proto__ or constructor.prototype like the object form, and stores nothing', async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a);
    const pl = await publishedPlaylist(t, k, 'Proto');
    const good = JSON.stringify(entry(pl));
    const poisoned = [
      good.replace(/^\{/, '{"__proto__":{"polluted":1},'),
      good.replace('"repeat":{', '"repeat":{"__proto__":{"polluted":1},'),
      good.replace(/^\{/, '{"constructor":{"prototype":{"polluted":1}},'),
    ];
    for (const text of poisoned) {
      const prefix = `{"sessionKey":${JSON.stringify(k)},"deviceKey":${JSON.stringify(d.deviceKey)},"scheduleEntryIndex":0,"scheduleEntry":`;
      const asObject = await raw(`${prefix}${text}}`);
      const asText = await raw(`${prefix}${JSON.stringify(text)}}`);
      const o = expectEnvelope(asObject, 400, ['polluted']);
      const s = expectEnvelope(asText, 400, ['polluted']);
      expect(s.errorCode, text).toBe(o.errorCode);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await ok(t, k, '/device/getSchedule', { deviceKey: d.deviceKey })).schedule).toEqual([]);
  });

  it('refuses the JSON text of a group device list with prototype keys', async () => {
    const k = keys.a as string;
    const g = (await ok(t, k, '/group/create', { name: 'Proto group' })) as { id: number };
    const res = await post(t.app, '/api/group/addDevices', {
      sessionKey: k,
      groupId: g.id,
      deviceKeyList: '{"__proto__":["x"]}',
    });
    expect(expectEnvelope(res, 400, ['__proto__']).errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('media folder item counts', () => {
  const folder = async (key: string, name: string) =>
    json(await post(t.app, '/api/media/folder/create', { sessionKey: key, name, section: 'shared' })).response as { id: number };
  const counts = async (key: string) =>
    Object.fromEntries(
      (
        json(await post(t.app, '/api/media/list', { sessionKey: key, section: 'shared' })).response.folders as {
          id: number;
          itemCount: number;
        }[]
      ).map((f) => [f.id, f.itemCount]),
    );
  const row = (id: number, organizationId: number, folderId: number | null) => ({
    id,
    organizationId,
    folderId,
    section: 'shared' as const,
    name: `m${id}.png`,
    kind: 'image' as const,
    mimeType: 'image/png',
    sizeBytes: 10,
    sha256: 'a'.repeat(64),
    storageKey: `k${id}`,
    status: 'ready' as const,
  });

  it("counts only the folder's own media, whatever another organization does", async () => {
    const a = keys.a as string;
    const b = keys.b as string;
    const fa = await folder(a, 'A full');
    const fa0 = await folder(a, 'A empty');
    await t.database.db.insert(media).values([row(900_001, orgs.a, fa.id), row(900_002, orgs.a, fa.id)]);
    expect(await counts(a)).toEqual({ [fa.id]: 2, [fa0.id]: 0 });

    // Org B files its own media (one whose id equals its folder's id, the old query's blind spot).
    const fb = await folder(b, 'B');
    await t.database.db.insert(media).values([row(fb.id, orgs.b, null), row(900_003, orgs.b, null)]);
    const moved = await post(t.app, '/api/media/move', { sessionKey: b, mediaIds: [fb.id, 900_003], folderId: fb.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await counts(b)).toEqual({ [fb.id]: 2 });
    expect(await counts(a)).toEqual({ [fa.id]: 2, [fa0.id]: 0 });
  });
});
