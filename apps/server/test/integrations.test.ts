import { rmSync } from 'node:fs';
import { errorMessage } from '@signage/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertActivations, auditLog, integrations, licences } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { redactPath } from '../src/plugins/request-log.ts';
import { alertsApp, createAlert, createIntegration, hook, setFlags } from './alerts-fixtures.ts';
import { json, post, type TestApp } from './helpers.ts';
import { fails, ok, pairedDevice } from './screens-fixtures.ts';

/**
 * Integrations and their hook URLs (docs/alerts.md; security.md HOOK-1..3): the key is
 * answered once and stored hashed; wrong, disabled, deleted and replaced keys answer 404 and change
 * nothing; calls are idempotent, audited and rate limited (CAP messages and the organization
 * lifecycle: alerts-cap.test.ts).
 */

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };
let deviceA: string;
let deviceB: string;

beforeAll(async () => {
  ({ t, dir, keys, orgs } = await alertsApp('signage-integrations-'));
  deviceA = (await pairedDevice(t, keys.a as string, orgs.a, { name: 'Hall' })).deviceKey;
  deviceB = (await pairedDevice(t, keys.b as string, orgs.b)).deviceKey;
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const activationsOf = (alertId: number) => t.database.db.select().from(alertActivations).where(eq(alertActivations.alertId, alertId));

describe('integrations (CMS)', () => {
  it('answers the key once, inside its URLs, and stores only its hash and prefix', async () => {
    const a = keys.a as string;
    const alert = await createAlert(t, a, { name: 'Evacuate' });
    const secret = await createIntegration(t, a, { name: 'Fire panel', alertIds: [alert.id, alert.id] });
    expect(secret.apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secret).toMatchObject({
      triggerUrl: `https://signage.test/api/hooks/${secret.apiKey}/trigger`,
      deactivateUrl: `https://signage.test/api/hooks/${secret.apiKey}/deactivate`,
      jsonUrl: `https://signage.test/api/hooks/${secret.apiKey}`,
      integration: {
        name: 'Fire panel',
        provider: 'generic',
        enabled: true,
        alerts: [{ id: alert.id, name: 'Evacuate' }],
        targets: null,
        capFeedUrl: null,
        keyPrefix: secret.apiKey.slice(0, 6),
        lastCalledAt: null,
      },
    });
    const [row] = await t.database.db.select().from(integrations).where(eq(integrations.id, secret.integration.id));
    expect(row?.keyHash).toBe(sha256(secret.apiKey));
    expect(JSON.stringify(row)).not.toContain(secret.apiKey);
    const listed = await ok(t, a, '/alerts/integrations/list');
    expect(JSON.stringify(listed)).not.toContain(secret.apiKey);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'integration.create'));
    expect(JSON.stringify(audit)).not.toContain(secret.apiKey);
  });

  it('checks the fields: linked alerts for generic, targets for CAP, unique names, the organization of every id', async () => {
    const a = keys.a as string;
    const b = keys.b as string;
    const alertB = await createAlert(t, b, { name: 'B alert' });
    let res = await post(
      t.app,
      '/api/alerts/integrations/create',
      { sessionKey: a, name: 'Empty', provider: 'generic' },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      errorCode: 'INTEGRATION_ALERTS_REQUIRED',
      message: errorMessage('INTEGRATION_ALERTS_REQUIRED', 'es'),
      fields: { alertIds: { code: 'INTEGRATION_ALERTS_REQUIRED' } },
    });
    await fails(t, a, '/alerts/integrations/create', { name: 'Cap', provider: 'cap' }, 400, 'ALERT_TARGETS_REQUIRED');
    await fails(
      t,
      a,
      '/alerts/integrations/create',
      { name: 'Cap', provider: 'cap', targets: { deviceKeys: [deviceB] } },
      404,
      'NOT_FOUND',
    );
    await fails(t, a, '/alerts/integrations/create', { name: 'Foreign', provider: 'generic', alertIds: [alertB.id] }, 404, 'NOT_FOUND');
    const feed = await fails(
      t,
      a,
      '/alerts/integrations/create',
      { name: 'Feed', provider: 'cap', targets: { all: true }, capFeedUrl: 'ftp://feeds.example/cap.xml' },
      400,
      'VALIDATION_FAILED',
    );
    expect(feed.fields.capFeedUrl.code).toBe('FIELD_INVALID');
    const alert = await createAlert(t, a, { name: 'Linked' });
    const first = await createIntegration(t, a, { name: 'Bell', alertIds: [alert.id] });
    res = await post(t.app, '/api/alerts/integrations/create', { sessionKey: a, name: 'BELL', provider: 'generic', alertIds: [alert.id] });
    expect(res.statusCode).toBe(409);
    expect(json(res).errorCode).toBe('INTEGRATION_NAME_EXISTS');
    const cap = await createIntegration(t, a, {
      name: 'Warnings',
      provider: 'cap',
      targets: { deviceKeys: [deviceA] },
      capFeedUrl: 'https://feeds.example/cap.xml',
    });
    expect(cap.integration).toMatchObject({ provider: 'cap', targets: { all: false, devices: [{ deviceKey: deviceA, name: 'Hall' }] } });
    // Update: rename, link; B cannot reach it.
    const updated = await ok(t, a, '/alerts/integrations/update', {
      integrationId: first.integration.id,
      name: 'Bell 2',
      provider: 'generic',
      alertIds: [alert.id],
    });
    expect(updated.name).toBe('Bell 2');
    for (const [path, body] of [
      ['/alerts/integrations/update', { integrationId: first.integration.id, name: 'X', provider: 'generic', alertIds: [alertB.id] }],
      ['/alerts/integrations/enable', { integrationId: first.integration.id, enabled: false }],
      ['/alerts/integrations/regenerate', { integrationId: first.integration.id }],
      ['/alerts/integrations/delete', { integrationId: first.integration.id }],
    ] as const)
      await fails(t, b, path, body, 404, 'NOT_FOUND');
    await fails(t, b, '/alerts/integrations/list', { organizationId: orgs.a }, 404, 'NOT_FOUND');
    const [row] = await t.database.db.select().from(integrations).where(eq(integrations.id, first.integration.id));
    expect(row).toMatchObject({ name: 'Bell 2', enabled: true, keyHash: sha256(first.apiKey) });
    // Deleting a linked alert unlinks it.
    await ok(t, a, '/alerts/delete', { alertId: alert.id });
    expect((await ok(t, a, '/alerts/integrations/list')).find((i: { id: number }) => i.id === first.integration.id).alerts).toEqual([]);
  });
});

describe('hook URLs', () => {
  it('are in the OpenAPI document, public, the JSON form also taking CAP XML', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, any>> };
    for (const path of ['/api/hooks/{key}', '/api/hooks/{key}/trigger', '/api/hooks/{key}/deactivate']) {
      expect(doc.paths[path]?.post, path).toBeDefined();
      expect(t.app.apiRoutes.find((r) => r.url === path.replace('{key}', ':key'))?.access).toEqual({ auth: 'public' });
    }
    expect(Object.keys(doc.paths['/api/hooks/{key}']?.post.requestBody.content).sort()).toEqual(
      ['application/cap+xml', 'application/json', 'application/xml', 'text/xml'].sort(),
    );
    for (const path of ['list', 'create', 'update', 'enable', 'regenerate', 'delete'])
      expect(doc.paths[`/api/alerts/integrations/${path}`]?.post, path).toBeDefined();
  });

  it('trigger and deactivate the linked alerts, idempotently; audited with the address; last call kept', async () => {
    const a = keys.a as string;
    const one = await createAlert(t, a, { name: 'Hook one', mode: 'broadcast', durationSeconds: 300 });
    const two = await createAlert(t, a, { name: 'Hook two' });
    const secret = await createIntegration(t, a, { name: 'Siren', alertIds: [one.id, two.id] });
    const spy = vi.spyOn(t.app.ctx.screens as NonNullable<typeof t.app.ctx.screens>, 'takeoversChanged');
    try {
      const on = await hook(t, secret.apiKey, '/trigger', undefined, {}, '203.0.113.7');
      expect(on.status, JSON.stringify(on.body)).toBe(200);
      expect(on.body.response).toEqual({
        action: 'trigger',
        alerts: [
          { id: one.id, name: 'Hook one', state: 'active' },
          { id: two.id, name: 'Hook two', state: 'active' },
        ],
      });
      expect(spy).toHaveBeenCalledTimes(2);
      const info = await ok(t, a, '/alerts/info', { alertId: one.id });
      expect(info.lastActivation).toMatchObject({ startedBy: { kind: 'integration', name: 'Siren' } });
      expect(new Date(info.lastActivation.endsAt).getTime() - new Date(info.lastActivation.startedAt).getTime()).toBe(300_000);
      // Again, and 20 at once: still one activation each.
      expect((await hook(t, secret.apiKey, '/trigger')).status).toBe(200);
      const burst = await Promise.all(Array.from({ length: 20 }, () => hook(t, secret.apiKey, '/trigger')));
      expect(burst.every((r) => r.status === 200)).toBe(true);
      expect(await activationsOf(one.id)).toHaveLength(1);
      expect(await activationsOf(two.id)).toHaveLength(1);
      expect(spy).toHaveBeenCalledTimes(2);
      // JSON: one alert by name (any case), then by id.
      const off = await hook(t, secret.apiKey, '', { action: 'deactivate', alert: 'HOOK ONE' });
      expect(off.body.response).toEqual({ action: 'deactivate', alerts: [{ id: one.id, name: 'Hook one', state: 'deactivated' }] });
      expect((await ok(t, a, '/alerts/info', { alertId: one.id })).lastActivation.endedBy).toEqual({ kind: 'integration', name: 'Siren' });
      expect((await hook(t, secret.apiKey, '', { action: 'deactivate', alert: two.id })).body.response.alerts[0].state).toBe('deactivated');
      // An alert it is not linked to is 404.
      const other = await createAlert(t, a, { name: 'Not linked' });
      expect((await hook(t, secret.apiKey, '', { action: 'trigger', alert: other.id })).status).toBe(404);
      expect((await hook(t, secret.apiKey, '', { action: 'trigger', alert: 'Not linked' })).status).toBe(404);
      expect(await activationsOf(other.id)).toHaveLength(0);
      // `curl -X POST -H 'Content-Type: application/json'` with no body.
      const empty = await t.app.inject({
        method: 'POST',
        url: `/api/hooks/${secret.apiKey}/deactivate`,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode, empty.body).toBe(200);
      const bad = await hook(t, secret.apiKey, '', { action: 'explode' });
      expect(bad.status).toBe(400);
    } finally {
      spy.mockRestore();
    }
    const [row] = await t.database.db.select().from(integrations).where(eq(integrations.id, secret.integration.id));
    expect(row?.lastCalledAt).not.toBeNull();
    const calls = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'integration.call'), eq(auditLog.objectId, String(secret.integration.id))));
    expect(calls.length).toBeGreaterThanOrEqual(24);
    const first = calls.find((c) => c.ip === '203.0.113.7');
    expect(first).toMatchObject({ organizationId: orgs.a, actorUserId: null });
    expect(first?.details).toMatchObject({ integration: 'Siren', via: 'path', action: 'trigger', alerts: [one.id, two.id] });
    expect(JSON.stringify(calls)).not.toContain(secret.apiKey);
    expect(redactPath(`/api/hooks/${secret.apiKey}/trigger`)).toBe('/api/hooks/[key]/trigger');
  });

  it('answers 404 and changes nothing for wrong, disabled, replaced and deleted keys', async () => {
    const a = keys.a as string;
    const alert = await createAlert(t, a, { name: 'Guarded' });
    const secret = await createIntegration(t, a, { name: 'Guard', alertIds: [alert.id] });
    for (const wrong of ['nope', `${secret.apiKey}x`, secret.apiKey.toLowerCase() === secret.apiKey ? 'X' : secret.apiKey.toLowerCase()]) {
      const res = await hook(t, wrong, '/trigger');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ errorCode: 'NOT_FOUND', message: errorMessage('NOT_FOUND', 'en') });
    }
    await ok(t, a, '/alerts/integrations/enable', { integrationId: secret.integration.id, enabled: false });
    for (const path of ['/trigger', '/deactivate'] as const) expect((await hook(t, secret.apiKey, path)).status).toBe(404);
    expect((await hook(t, secret.apiKey, '', { action: 'trigger' })).status).toBe(404);
    expect(await activationsOf(alert.id)).toHaveLength(0);
    const es = await post(t.app, '/api/alerts/integrations/delete', { sessionKey: a, integrationId: secret.integration.id }, {});
    expect(es.statusCode).toBe(200);
    // Deleted: 404. A fresh one, regenerated: the old key is 404 at once, the new one works.
    expect((await hook(t, secret.apiKey, '/trigger')).status).toBe(404);
    const again = await createIntegration(t, a, { name: 'Guard', alertIds: [alert.id] });
    const fresh = await ok(t, a, '/alerts/integrations/regenerate', { integrationId: again.integration.id });
    expect(fresh.apiKey).not.toBe(again.apiKey);
    expect(fresh.integration.keyPrefix).toBe(fresh.apiKey.slice(0, 6));
    expect((await hook(t, again.apiKey, '/trigger')).status).toBe(404);
    expect(await activationsOf(alert.id)).toHaveLength(0);
    expect((await hook(t, fresh.apiKey, '/trigger')).status).toBe(200);
    expect(await activationsOf(alert.id)).toHaveLength(1);
    // Deleting an enabled integration is refused.
    const del = await post(
      t.app,
      '/api/alerts/integrations/delete',
      { sessionKey: a, integrationId: again.integration.id },
      { 'accept-language': 'fr' },
    );
    expect(del.statusCode).toBe(400);
    expect(json(del)).toMatchObject({ errorCode: 'INTEGRATION_ENABLED', message: errorMessage('INTEGRATION_ENABLED', 'fr') });
    await hook(t, fresh.apiKey, '/deactivate');
  });

  it('follows the licence flag (403 when off) and keeps working on an expired licence', async () => {
    const b = keys.b as string;
    const alert = await createAlert(t, b, { name: 'B hook' });
    const secret = await createIntegration(t, b, { name: 'B panel', alertIds: [alert.id] });
    await setFlags(t, orgs.b, { enableBroadcastAlerts: false });
    try {
      const res = await hook(t, secret.apiKey, '/trigger');
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('FEATURE_NOT_LICENSED');
      expect(await activationsOf(alert.id)).toHaveLength(0);
    } finally {
      await setFlags(t, orgs.b, { enableBroadcastAlerts: true });
    }
    const [lic] = await t.database.db.select().from(licences).where(eq(licences.organizationId, orgs.b));
    await t.database.db
      .update(licences)
      .set({ validityExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(licences.organizationId, orgs.b));
    try {
      expect((await hook(t, secret.apiKey, '/trigger')).body.response.alerts[0].state).toBe('active');
      expect((await hook(t, secret.apiKey, '/deactivate')).body.response.alerts[0].state).toBe('deactivated');
    } finally {
      await t.database.db
        .update(licences)
        .set({ validityExpiresAt: lic?.validityExpiresAt ?? null })
        .where(eq(licences.organizationId, orgs.b));
    }
  });
});

describe('hook rate limits', () => {
  it('admits exactly the limit per key of 50 calls sent at once (counted first, atomically), then 429 with Retry-After', async () => {
    const limited = await alertsApp('signage-hook-limits-', { rateLimits: true });
    try {
      const a = limited.keys.a as string;
      const alert = await createAlert(limited.t, a, { name: 'Limited' });
      const secret = await createIntegration(limited.t, a, { name: 'Busy panel', alertIds: [alert.id] });
      // 30 of the 60 calls a minute allowed per key are used one by one.
      for (let i = 0; i < 30; i++)
        expect((await hook(limited.t, secret.apiKey, '/trigger', undefined, {}, `198.51.100.${i + 1}`)).status).toBe(200);
      const burst = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          hook(limited.t, secret.apiKey, '/trigger', undefined, { 'accept-language': 'es' }, `198.51.101.${i + 1}`),
        ),
      );
      const admitted = burst.filter((r) => r.status === 200);
      const refused = burst.filter((r) => r.status === 429);
      expect(admitted).toHaveLength(30);
      expect(refused).toHaveLength(20);
      for (const r of refused) {
        expect(r.body).toMatchObject({ errorCode: 'RATE_LIMITED', message: errorMessage('RATE_LIMITED', 'es') });
        expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      expect(await limited.t.database.db.select().from(alertActivations).where(eq(alertActivations.alertId, alert.id))).toHaveLength(1);
      // Per address: 120 a minute, whatever the key (wrong keys included).
      const from = '192.0.2.44';
      const wrong = await Promise.all(
        Array.from({ length: 130 }, (_, i) => hook(limited.t, `wrong-${i}`, '/trigger', undefined, {}, from)),
      );
      expect(wrong.filter((r) => r.status === 404)).toHaveLength(120);
      expect(wrong.filter((r) => r.status === 429)).toHaveLength(10);
    } finally {
      await limited.t.close();
      rmSync(limited.dir, { recursive: true, force: true });
    }
  }, 120_000);
});
