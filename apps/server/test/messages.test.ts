import { rmSync } from 'node:fs';
import { errorMessage } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, screenMessages } from '../src/db/schema/index.ts';
import { alertsApp, messageFields, setFlags } from './alerts-fixtures.ts';
import { json, post, type TestApp } from './helpers.ts';
import { fails, ok, pairedDevice } from './screens-fixtures.ts';

/**
 * Screen messages (docs/alerts.md): the screen roles may use them (not content creators),
 * behind enableMessages; states scheduled, active, ended; start null = now, end after start; another
 * organization's message, device key or group is 404 and changes nothing; every change reaches screens.
 */

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };
let deviceA: string;
let groupA: number;
let deviceB: string;

beforeAll(async () => {
  ({ t, dir, keys, orgs } = await alertsApp('signage-messages-'));
  deviceA = (await pairedDevice(t, keys.a as string, orgs.a, { name: 'Reception' })).deviceKey;
  deviceB = (await pairedDevice(t, keys.b as string, orgs.b)).deviceKey;
  groupA = (await ok(t, keys.a as string, '/group/create', { name: 'Entrance', deviceArray: [] })).id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const messagesOf = async (organizationId: number) =>
  t.database.db.select().from(screenMessages).where(eq(screenMessages.organizationId, organizationId));

describe('messages', () => {
  it('lets owner, admin, screen manager and staff use them; content creators get 403', async () => {
    for (const role of ['admin', 'screen_manager', 'staff']) {
      const made = await ok(t, keys[role] as string, '/messages/create', messageFields({ text: `By ${role}` }));
      expect(made).toMatchObject({ text: `By ${role}`, state: 'active', createdBy: `${role} user`, speed: 'normal' });
    }
    const some = (await ok(t, keys.a as string, '/messages/list'))[0];
    for (const [path, body] of [
      ['/messages/list', {}],
      ['/messages/create', messageFields()],
      ['/messages/update', { messageId: some.id, ...messageFields() }],
      ['/messages/stop', { messageId: some.id }],
      ['/messages/delete', { messageId: some.id }],
    ] as const)
      await fails(t, keys.content_creator as string, path, body, 403, 'FORBIDDEN');
  });

  it('answers 403 FEATURE_NOT_LICENSED while enableMessages is off', async () => {
    await setFlags(t, orgs.b, { enableMessages: false });
    try {
      await fails(t, keys.b as string, '/messages/list', {}, 403, 'FEATURE_NOT_LICENSED');
      await fails(t, keys.b as string, '/messages/create', messageFields(), 403, 'FEATURE_NOT_LICENSED');
      expect(await messagesOf(orgs.b)).toHaveLength(0);
    } finally {
      await setFlags(t, orgs.b, { enableMessages: true });
    }
  });

  it('computes scheduled, active and ended; stops once; deletes; tells the screens of each change', async () => {
    const a = keys.a as string;
    const spy = vi.spyOn(t.app.ctx.screens as NonNullable<typeof t.app.ctx.screens>, 'takeoversChanged');
    try {
      const now = t.clock.now().getTime();
      const later = await ok(
        t,
        a,
        '/messages/create',
        messageFields({
          text: 'Fire alarm test at 14:00',
          style: 'banner',
          position: 'top',
          speed: 'slow',
          startsAt: new Date(now + 3600_000).toISOString(),
          endsAt: new Date(now + 7200_000).toISOString(),
          targets: { deviceKeys: [deviceA], groupIds: [groupA] },
        }),
      );
      expect(later).toMatchObject({
        state: 'scheduled',
        style: 'banner',
        position: 'top',
        speed: 'slow',
        stoppedAt: null,
        targets: { all: false, devices: [{ deviceKey: deviceA, name: 'Reception' }], groups: [{ id: groupA, name: 'Entrance' }] },
      });
      expect(spy).toHaveBeenLastCalledWith(orgs.a);
      const nowMsg = await ok(t, a, '/messages/create', messageFields({ text: 'Now' }));
      expect(nowMsg.state).toBe('active');
      // Start null = now (the injected clock follows real time).
      expect(Math.abs(new Date(nowMsg.startsAt).getTime() - t.clock.now().getTime())).toBeLessThan(2000);
      t.clock.advance(3600_000 + 1000);
      const listed = await ok(t, a, '/messages/list');
      expect(listed.find((m: { id: number }) => m.id === later.id).state).toBe('active');
      t.clock.advance(3600_000);
      expect((await ok(t, a, '/messages/list')).find((m: { id: number }) => m.id === later.id).state).toBe('ended');
      const calls = spy.mock.calls.length;
      const stopped = await ok(t, a, '/messages/stop', { messageId: nowMsg.id });
      expect(stopped.state).toBe('ended');
      expect(Math.abs(new Date(stopped.stoppedAt).getTime() - t.clock.now().getTime())).toBeLessThan(2000);
      expect(spy.mock.calls.length).toBe(calls + 1);
      t.clock.advance(5000);
      // Idempotent: the first stop stays.
      expect((await ok(t, a, '/messages/stop', { messageId: nowMsg.id })).stoppedAt).toBe(stopped.stoppedAt);
      expect(spy.mock.calls.length).toBe(calls + 1);
      const edited = await ok(t, a, '/messages/update', { messageId: later.id, ...messageFields({ text: 'Edited', endsAt: null }) });
      expect(edited).toMatchObject({ text: 'Edited', endsAt: null, state: 'active' });
      // Editing a running message keeps its start.
      expect(edited.startsAt).toBe(later.startsAt);
      expect(spy.mock.calls.length).toBe(calls + 2);
      expect(await ok(t, a, '/messages/delete', { messageId: later.id })).toEqual({ ok: true });
      expect(spy.mock.calls.length).toBe(calls + 3);
      await fails(t, a, '/messages/stop', { messageId: later.id }, 404, 'NOT_FOUND');
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'message.delete'));
      expect(audit.map((r) => r.objectId)).toContain(String(later.id));
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses an end not after the start (MESSAGE_TIME_INVALID, translated), bad fields and empty targets', async () => {
    const a = keys.a as string;
    const now = t.clock.now().getTime();
    const send = (over: Record<string, unknown>, lang = 'en') =>
      post(t.app, '/api/messages/create', { sessionKey: a, ...messageFields(over) }, { 'accept-language': lang });
    let res = await send({ startsAt: new Date(now + 1000).toISOString(), endsAt: new Date(now + 1000).toISOString() }, 'es');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      errorCode: 'MESSAGE_TIME_INVALID',
      message: errorMessage('MESSAGE_TIME_INVALID', 'es'),
      fields: { endsAt: { code: 'MESSAGE_TIME_INVALID' } },
    });
    // Start null = now: an end already past is before it.
    res = await send({ endsAt: new Date(now - 1000).toISOString() });
    expect(json(res).errorCode).toBe('MESSAGE_TIME_INVALID');
    res = await send({ text: 'x'.repeat(501), style: 'marquee', position: 'middle', startsAt: 'tomorrow' });
    expect(json(res).fields).toMatchObject({
      text: { code: 'NAME_TOO_LONG' },
      style: { code: 'FIELD_INVALID' },
      position: { code: 'FIELD_INVALID' },
      startsAt: { code: 'FIELD_INVALID' },
    });
    res = await send({ targets: {} }, 'sv');
    expect(json(res)).toMatchObject({ errorCode: 'ALERT_TARGETS_REQUIRED', message: errorMessage('ALERT_TARGETS_REQUIRED', 'sv') });
  });

  it("answers 404 for another organization's message, device key or group, and changes nothing", async () => {
    const a = keys.a as string;
    const b = keys.b as string;
    const mine = await ok(t, a, '/messages/create', messageFields({ text: 'A only' }));
    const beforeB = (await messagesOf(orgs.b)).length;
    await fails(t, b, '/messages/update', { messageId: mine.id, ...messageFields({ text: 'Hijack' }) }, 404, 'NOT_FOUND');
    await fails(t, b, '/messages/stop', { messageId: mine.id }, 404, 'NOT_FOUND');
    await fails(t, b, '/messages/delete', { messageId: mine.id }, 404, 'NOT_FOUND');
    await fails(t, b, '/messages/list', { organizationId: orgs.a }, 404, 'NOT_FOUND');
    await fails(t, b, '/messages/create', messageFields({ targets: { deviceKeys: [deviceB, deviceA] } }), 404, 'NOT_FOUND');
    await fails(t, b, '/messages/create', messageFields({ targets: { groupIds: [groupA] } }), 404, 'NOT_FOUND');
    await fails(t, b, '/messages/create', messageFields({ organizationId: orgs.a }), 404, 'NOT_FOUND');
    expect(await messagesOf(orgs.b)).toHaveLength(beforeB);
    const [row] = await t.database.db.select().from(screenMessages).where(eq(screenMessages.id, mine.id));
    expect(row).toMatchObject({ text: 'A only', stoppedAt: null });
  });
});
