import { rmSync } from 'node:fs';
import { errorMessage } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertActivations, alerts, auditLog, screenMessages } from '../src/db/schema/index.ts';
import { alertsApp, createAlert, createIntegration, hook, messageFields } from './alerts-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { createSub, makeReseller } from './org-fixtures.ts';
import { fails, ok, pairedDevice } from './screens-fixtures.ts';

/**
 * CAP 1.2 integrations (docs/alerts.md): messages create, update and cancel alerts; invalid
 * ones are refused and change nothing. And alerts, integrations and messages moving (or going) with an
 * organization's content.
 */

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };
let deviceA: string;

beforeAll(async () => {
  ({ t, dir, keys, orgs } = await alertsApp('signage-alerts-cap-'));
  deviceA = (await pairedDevice(t, keys.a as string, orgs.a, { name: 'Hall' })).deviceKey;
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const activationsOf = (alertId: number) => t.database.db.select().from(alertActivations).where(eq(alertActivations.alertId, alertId));

const cap = (
  o: { identifier: string; msgType?: string; status?: string; references?: string; headline?: string; expires?: string | null } & {
    category?: string;
    severity?: string;
  },
) => `<?xml version="1.0" encoding="UTF-8"?>
<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
  <identifier>${o.identifier}</identifier>
  <sender>warnings@met.example</sender>
  <sent>2030-01-01T10:00:00+00:00</sent>
  <status>${o.status ?? 'Actual'}</status>
  <msgType>${o.msgType ?? 'Alert'}</msgType>
  <scope>Public</scope>
  ${o.references ? `<references>${o.references}</references>` : ''}
  <info>
    <language>en-GB</language>
    <category>${o.category ?? 'Met'}</category>
    <event>Tornado</event>
    <urgency>Immediate</urgency>
    <severity>${o.severity ?? 'Extreme'}</severity>
    <certainty>Observed</certainty>
    ${o.expires ? `<expires>${o.expires}</expires>` : ''}
    <headline>${o.headline ?? 'Tornado warning'}</headline>
    <description>A tornado was sighted near the campus.</description>
    <instruction>Go to the basement now.</instruction>
  </info>
</alert>`;

describe('CAP 1.2 integrations', () => {
  it('creates, updates and cancels alerts from CAP messages; other statuses are accepted and ignored', async () => {
    const a = keys.a as string;
    await createAlert(t, a, { name: 'Tornado warning' });
    const secret = await createIntegration(t, a, { name: 'Met office', provider: 'cap', targets: { deviceKeys: [deviceA] } });
    const key = secret.apiKey;
    const expires = new Date(t.clock.now().getTime() + 3600_000).toISOString().replace('Z', '+00:00');
    const first = await hook(t, key, '', cap({ identifier: 'MET-1', expires }), { 'content-type': 'application/cap+xml; charset=utf-8' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.response.action).toBe('trigger');
    const [made] = first.body.response.alerts;
    // The name is made unique beside the existing "Tornado warning".
    expect(made).toMatchObject({ name: 'Tornado warning (2)', state: 'active' });
    let info = await ok(t, a, '/alerts/info', { alertId: made.id });
    expect(info).toMatchObject({
      type: 'weather',
      description: 'A tornado was sighted near the campus.',
      instructions: 'Go to the basement now.',
      backgroundColor: '#B71C1C',
      textColor: '#FFFFFF',
      mode: 'broadcast',
      targets: { all: false, devices: [{ deviceKey: deviceA }] },
      lastActivation: { startedBy: { kind: 'integration', name: 'Met office' } },
    });
    expect(new Date(info.lastActivation.endsAt).toISOString()).toBe(new Date(expires).toISOString());
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, made.id));
    expect(row?.capIdentifier).toBe('MET-1');
    // The same message again: nothing new.
    expect((await hook(t, key, '', cap({ identifier: 'MET-1', expires }), { 'content-type': 'text/xml' })).status).toBe(200);
    expect(await activationsOf(made.id)).toHaveLength(1);
    // An Update replaces it (new text and colours, no expiry: continuous), still one activation.
    const update = await hook(
      t,
      key,
      '',
      cap({
        identifier: 'MET-2',
        msgType: 'Update',
        references: 'warnings@met.example,MET-1,2030-01-01T10:00:00+00:00',
        headline: 'Tornado warning extended',
        severity: 'Moderate',
        expires: null,
      }),
    );
    expect(update.body.response.alerts).toEqual([{ id: made.id, name: 'Tornado warning extended', state: 'active' }]);
    info = await ok(t, a, '/alerts/info', { alertId: made.id });
    expect(info).toMatchObject({ backgroundColor: '#FFD600', textColor: '#000000', mode: 'continuous', lastActivation: { endsAt: null } });
    expect(await activationsOf(made.id)).toHaveLength(1);
    // A test message changes nothing.
    const test = await hook(t, key, '', cap({ identifier: 'MET-3', status: 'Test', headline: 'Only a test' }));
    expect(test.status).toBe(200);
    expect(test.body.response).toEqual({ action: 'trigger', alerts: [] });
    expect((await ok(t, a, '/alerts/list')).some((x: { name: string }) => x.name === 'Only a test')).toBe(false);
    // Cancel names the updated message.
    const cancel = await hook(
      t,
      key,
      '',
      cap({ identifier: 'MET-4', msgType: 'Cancel', references: 'warnings@met.example,MET-2,2030-01-01T10:05:00+00:00' }),
    );
    expect(cancel.body.response).toEqual({
      action: 'deactivate',
      alerts: [{ id: made.id, name: 'Tornado warning extended', state: 'deactivated' }],
    });
    // An Alert whose expiry already passed creates nothing.
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const stale = await hook(t, key, '', cap({ identifier: 'MET-5', headline: 'Old news', expires: past }));
    expect(stale.body.response).toEqual({ action: 'deactivate', alerts: [] });
    // Fire, severity Unknown: the type's colours.
    const fire = await hook(t, key, '', cap({ identifier: 'FIRE-1', category: 'Fire', severity: 'Unknown', headline: 'Fire' }));
    const fireInfo = await ok(t, a, '/alerts/info', { alertId: fire.body.response.alerts[0].id });
    expect(fireInfo).toMatchObject({ type: 'fire', backgroundColor: '#B71C1C', mode: 'continuous', state: 'active' });
    await hook(
      t,
      key,
      '',
      cap({ identifier: 'FIRE-2', msgType: 'Cancel', references: 'warnings@met.example,FIRE-1,2030-01-01T10:00:00Z' }),
    );
    expect((await ok(t, a, '/alerts/info', { alertId: fireInfo.id })).state).toBe('deactivated');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(secret.integration.id)));
    expect(audit.some((r) => (r.details as Record<string, unknown>).capIdentifier === 'MET-3')).toBe(true);
  });

  it('refuses invalid CAP (400 CAP_INVALID, translated), DTDs, oversized bodies, and XML sent to a generic integration', async () => {
    const a = keys.a as string;
    const secret = await createIntegration(t, a, { name: 'Strict feed', provider: 'cap', targets: { all: true } });
    const before = (await t.database.db.select().from(alerts).where(eq(alerts.organizationId, orgs.a))).length;
    const missing = cap({ identifier: 'BAD-1' }).replace('<scope>Public</scope>', '');
    const res = await hook(t, secret.apiKey, '', missing, { 'accept-language': 'sv' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'CAP_INVALID', message: errorMessage('CAP_INVALID', 'sv') });
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>${cap({
      identifier: 'LOL',
      headline: '&lol2;',
    }).replace('<?xml version="1.0" encoding="UTF-8"?>', '')}`;
    expect((await hook(t, secret.apiKey, '', laughs)).body.errorCode).toBe('CAP_INVALID');
    const huge = cap({ identifier: 'HUGE', headline: 'x'.repeat(300 * 1024) });
    expect((await hook(t, secret.apiKey, '', huge)).status).toBe(413);
    expect((await hook(t, secret.apiKey, '', 'plain text', { 'content-type': 'text/plain' })).status).toBe(400);
    // A wrong key with a valid message: 404, nothing parsed or made.
    expect((await hook(t, 'wrong-key', '', cap({ identifier: 'NOKEY' }))).status).toBe(404);
    expect((await t.database.db.select().from(alerts).where(eq(alerts.organizationId, orgs.a))).length).toBe(before);
    const alert = await createAlert(t, a, { name: 'Generic target' });
    const generic = await createIntegration(t, a, { name: 'Generic', alertIds: [alert.id] });
    expect((await hook(t, generic.apiKey, '', cap({ identifier: 'G-1' }))).status).toBe(415);
    expect(await activationsOf(alert.id)).toHaveLength(0);
  });
});

describe('organization lifecycle', () => {
  it('moves alerts (on air), integrations (keys working) and messages to the parent on delete-with-transfer, pinning "every screen"', async () => {
    const a = keys.a as string;
    await makeReseller(t, orgs.a);
    const child = await createSub(t, { organizationId: orgs.a, email: '', key: a }, 'Child school');
    const childScreen = (await pairedDevice(t, child.key, child.organizationId, { name: 'Child hall' })).deviceKey;
    const parentAlert = await createAlert(t, a, { name: 'Shelter' });
    await createIntegration(t, a, { name: 'Bell tower', alertIds: [parentAlert.id] });
    const childAlert = await createAlert(t, child.key, { name: 'shelter', targets: { all: true } });
    await ok(t, child.key, '/alerts/broadcast', { alertId: childAlert.id });
    const childHook = await createIntegration(t, child.key, { name: 'bell tower', alertIds: [childAlert.id] });
    const childMessage = await ok(t, child.key, '/messages/create', messageFields({ text: 'Child message' }));
    const spy = vi.spyOn(t.app.ctx.screens as NonNullable<typeof t.app.ctx.screens>, 'takeoversChanged');
    try {
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/organizations/${child.organizationId}`,
        headers: { authorization: `SessionKey ${a}` },
        payload: { mode: 'transfer', confirm: 'delete' },
      });
      expect(del.statusCode, del.body).toBe(200);
      expect(spy).toHaveBeenCalledWith(orgs.a);
    } finally {
      spy.mockRestore();
    }
    const moved = await ok(t, a, '/alerts/info', { alertId: childAlert.id });
    expect(moved).toMatchObject({
      organizationId: orgs.a,
      name: 'shelter (2)',
      state: 'active',
      targets: { all: false, devices: [{ deviceKey: childScreen, name: 'Child hall' }] },
    });
    const listed = (await ok(t, a, '/alerts/integrations/list')).map((i: { name: string }) => i.name);
    // Names that clash with the parent's are suffixed; the parent's keep theirs.
    expect(listed).toEqual(expect.arrayContaining(['Bell tower', 'bell tower (2)']));
    expect((await hook(t, childHook.apiKey, '/deactivate')).body.response.alerts).toEqual([
      { id: childAlert.id, name: 'shelter (2)', state: 'deactivated' },
    ]);
    const [message] = await t.database.db.select().from(screenMessages).where(eq(screenMessages.id, childMessage.id));
    expect(message?.organizationId).toBe(orgs.a);
    expect(message?.targets.all).toBe(false);
    expect(message?.targets.deviceIds).toHaveLength(1);
    expect((await ok(t, a, '/alerts/list')).map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['Shelter', 'shelter (2)']),
    );
    // B never sees any of it.
    await fails(t, keys.b as string, '/alerts/info', { alertId: childAlert.id }, 404, 'NOT_FOUND');
  });

  it('takes everything with the organization on delete without transfer (cascade)', async () => {
    const a = keys.a as string;
    const child = await createSub(t, { organizationId: orgs.a, email: '', key: a }, 'Child shop');
    const childAlert = await createAlert(t, child.key, { name: 'Gone' });
    await ok(t, child.key, '/alerts/broadcast', { alertId: childAlert.id });
    const childHook = await createIntegration(t, child.key, { name: 'Gone hook', alertIds: [childAlert.id] });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/organizations/${child.organizationId}`,
      headers: { authorization: `SessionKey ${a}` },
      payload: { mode: 'delete', confirm: 'delete' },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await t.database.db.select().from(alerts).where(eq(alerts.id, childAlert.id))).toHaveLength(0);
    expect(await activationsOf(childAlert.id)).toHaveLength(0);
    expect((await hook(t, childHook.apiKey, '/trigger')).status).toBe(404);
  });
});
