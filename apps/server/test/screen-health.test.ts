import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, licences, organizations, screenIncidents, users } from '../src/db/schema/index.ts';
import { ScreenHealthRepository } from '../src/modules/screens/health/screen-health.repository.ts';
import { ScreenHealthService } from '../src/modules/screens/health/screen-health.service.ts';
import { appWithOrgs, json, type Orgs, post, type TestApp, tempDataDir } from './helpers.ts';
import { makeReseller } from './org-fixtures.ts';
import { pairedDevice } from './screens-fixtures.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

/**
 * Screen health (docs/insight.md "Screen health"): the settings (roles, isolation, bad
 * input) and the check job (one incident per screen, one digest per recipient, recovery, no resend
 * after a restart, parallel runs mail once), with the mails read at a real SMTP server.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let keys: Record<string, string>;
let orgs: Orgs;
let userIds: Record<string, number>;
let ownerEmail: string;
let adminEmail: string;

const MIN = 60_000;

const call = (key: string, path: string, body: Record<string, unknown> = {}) => post(t.app, `/api${path}`, { sessionKey: key, ...body });
const settings = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  thresholdMinutes: 15,
  recipientUserIds: [userIds.a, userIds.admin],
  notifyRecovery: true,
  ...over,
});

/** Mails about screens received since `from` (sign-up codes and the like are left out). */
const healthMails = (from: number) => smtp.inbox.slice(from).filter((m) => m.text.includes('https://signage.test/home/devic'));

async function setLastSeen(ids: number[], msAgo: number | null) {
  const at = msAgo === null ? null : new Date(t.clock.now().getTime() - msAgo);
  await t.database.db.update(devices).set({ lastSeenAt: at }).where(inArray(devices.id, ids));
}

async function deviceIdOf(deviceKey: string) {
  const [row] = await t.database.db.select({ id: devices.id }).from(devices).where(eq(devices.deviceKey, deviceKey));
  return row?.id as number;
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ t, keys, orgs, userIds } = await appWithOrgs(
    tempDataDir('screen-health-'),
    { smtpUrl: smtp.url, rateLimits: false, screenHealth: { checkMs: 3_600_000, minuteMs: MIN } },
    ['admin', 'screen_manager', 'content_creator', 'staff'],
  ));
  await t.database.db.update(licences).set({ numDevices: 60 }).where(eq(licences.organizationId, orgs.a));
  await t.database.db.update(organizations).set({ timeZone: 'Europe/Madrid' }).where(eq(organizations.id, orgs.a));
  const rows = await t.database.db
    .select()
    .from(users)
    .where(inArray(users.id, [userIds.a as number, userIds.admin as number]));
  ownerEmail = rows.find((u) => u.id === userIds.a)?.email as string;
  adminEmail = rows.find((u) => u.id === userIds.admin)?.email as string;
  // The admin reads Spanish.
  await t.database.db
    .update(users)
    .set({ locale: 'es' })
    .where(eq(users.id, userIds.admin as number));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('screen health settings', () => {
  it('starts off, lists owners, admins and screen managers as candidates, and is read by the screen roles', async () => {
    const res = await call(keys.a as string, '/screenHealth/get');
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res).response;
    expect(body).toMatchObject({ enabled: false, thresholdMinutes: 30, recipientUserIds: [], notifyRecovery: true, offline: [] });
    const ids = body.candidates.map((c: { userId: number }) => c.userId).sort();
    expect(ids).toEqual([userIds.a, userIds.admin, userIds.screen_manager].sort());
    for (const role of ['screen_manager', 'staff', 'admin'])
      expect((await call(keys[role] as string, '/screenHealth/get')).statusCode).toBe(200);
    expect((await call(keys.content_creator as string, '/screenHealth/get')).statusCode).toBe(403);
  });

  it('is changed by owners and admins only (403 for the other roles), audited', async () => {
    for (const role of ['screen_manager', 'staff', 'content_creator'])
      expect((await call(keys[role] as string, '/screenHealth/set', settings())).statusCode, role).toBe(403);
    const res = await call(keys.admin as string, '/screenHealth/set', settings({ enabled: false, thresholdMinutes: 60 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).response).toMatchObject({ enabled: false, thresholdMinutes: 60 });
    const logRes = await call(keys.a as string, '/activity/list', { kinds: ['screens'], page: 1, pageSize: 20 });
    expect(logRes.statusCode, logRes.body).toBe(200);
    const log = json(logRes).response;
    expect(log.items.some((i: { action: string }) => i.action === 'organization.screen_health')).toBe(true);
  });

  it('refuses thresholds out of 15 min – 48 h and recipients who are not candidates (400)', async () => {
    for (const thresholdMinutes of [14, 2881, 20.5]) {
      const res = await call(keys.a as string, '/screenHealth/set', settings({ thresholdMinutes }));
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('SCREEN_HEALTH_THRESHOLD_INVALID');
    }
    const [bOwner] = await t.database.db.select().from(users).where(eq(users.organizationId, orgs.b));
    for (const id of [bOwner?.id, userIds.content_creator, 1_999_999_999]) {
      const res = await call(keys.a as string, '/screenHealth/set', settings({ recipientUserIds: [id] }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('SCREEN_HEALTH_RECIPIENT_INVALID');
    }
  });

  it("answers 404 for another organization, and lets a managing parent set a sub-organization's", async () => {
    expect((await call(keys.b as string, '/screenHealth/get', { organizationId: orgs.a })).statusCode).toBe(404);
    expect((await call(keys.b as string, '/screenHealth/set', { ...settings(), organizationId: orgs.a })).statusCode).toBe(404);
    expect((await call(keys.a as string, '/screenHealth/get', { organizationId: orgs.b })).statusCode).toBe(404);
    // The platform manages its sub-organizations only with sub-organization access.
    await makeReseller(t, orgs.root, 2);
    const res = await call(keys.root as string, '/screenHealth/set', { ...settings({ enabled: false }), organizationId: orgs.a });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the screen health check', () => {
  let ids: number[] = [];
  const keysOf: string[] = [];
  let svc: ScreenHealthService;

  beforeAll(async () => {
    expect((await call(keys.a as string, '/screenHealth/set', settings())).statusCode).toBe(200);
    for (let i = 0; i < 31; i++) {
      const p = await pairedDevice(t, keys.a as string, orgs.a, { name: `Lobby ${String(i + 1).padStart(2, '0')}` });
      keysOf.push(p.deviceKey);
    }
    ids = await Promise.all(keysOf.map(deviceIdOf));
    svc = t.app.services.screenHealth;
    await setLastSeen(ids, 0);
  }, 60_000);

  it('opens nothing before the threshold, then one incident per screen and one digest mail per recipient', async () => {
    const thirty = ids.slice(0, 30);
    await setLastSeen(thirty, 10 * MIN);
    expect(await svc.check()).toEqual({ opened: 0, recovered: 0, mails: 0 });
    const from = smtp.inbox.length;
    await setLastSeen(thirty, 20 * MIN);
    expect(await svc.check()).toEqual({ opened: 30, recovered: 0, mails: 2 });
    await t.app.ctx.mailer.idle();
    const mails = healthMails(from);
    expect(mails.flatMap((m) => m.to).sort()).toEqual([adminEmail, ownerEmail].sort());
    const owner = mails.find((m) => m.to.includes(ownerEmail))?.text ?? '';
    expect(owner).toContain('30 screens of Org A are offline');
    expect(owner).toContain('Lobby 01');
    expect(owner).toContain(`https://signage.test/home/devices/${keysOf[0]}/${orgs.a}`);
    expect(owner).toContain('Europe/Madrid');
    const admin = mails.find((m) => m.to.includes(adminEmail))?.text ?? '';
    expect(admin).toContain('30 pantallas de Org A están desconectadas');
    const open = await t.database.db.select().from(screenIncidents).where(sql`${screenIncidents.recoveredAt} is null`);
    expect(open).toHaveLength(30);
    // The dashboard's list: longest first, with since when and that it was mailed.
    const view = json(await call(keys.screen_manager as string, '/screenHealth/get')).response;
    expect(view.offline).toHaveLength(30);
    expect(view.offline[0].notifiedAt).not.toBeNull();
  });

  it('does not mail again on the next run, nor after a restart (a new instance of the check)', async () => {
    expect(await svc.check()).toEqual({ opened: 0, recovered: 0, mails: 0 });
    const restarted = new ScreenHealthService(t.app.ctx, new ScreenHealthRepository(t.app.ctx.db), t.app.services.access);
    expect(await restarted.check()).toEqual({ opened: 0, recovered: 0, mails: 0 });
  });

  it('two runs in parallel (two instances) mail a newly offline screen once', async () => {
    const from = smtp.inbox.length;
    await setLastSeen([ids[30] as number], 16 * MIN);
    const other = new ScreenHealthService(t.app.ctx, new ScreenHealthRepository(t.app.ctx.db), t.app.services.access);
    const results = await Promise.all([svc.check(), other.check(), svc.check()]);
    expect(results.reduce((n, r) => n + r.opened, 0)).toBe(1);
    expect(results.reduce((n, r) => n + r.mails, 0)).toBe(2);
    await t.app.ctx.mailer.idle();
    const mails = healthMails(from);
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.to.includes(ownerEmail))?.text).toMatch(/Screen Lobby 31 of Org A has been offline since \d\d:\d\d/);
  });

  it('mails the recovery once per run for the screens back, and only to who asked for it', async () => {
    const from = smtp.inbox.length;
    await setLastSeen(ids.slice(0, 30), 5_000);
    const other = new ScreenHealthService(t.app.ctx, new ScreenHealthRepository(t.app.ctx.db), t.app.services.access);
    const results = await Promise.all([svc.check(), other.check()]);
    expect(results.reduce((n, r) => n + r.recovered, 0)).toBe(30);
    expect(results.reduce((n, r) => n + r.mails, 0)).toBe(2);
    await t.app.ctx.mailer.idle();
    const owner = healthMails(from).find((m) => m.to.includes(ownerEmail))?.text ?? '';
    expect(owner).toContain('30 screens of Org A are back online');
    // Without notifyRecovery the incident closes without a mail.
    expect((await call(keys.a as string, '/screenHealth/set', settings({ notifyRecovery: false }))).statusCode).toBe(200);
    await setLastSeen([ids[30] as number], 1_000);
    expect(await svc.check()).toEqual({ opened: 0, recovered: 0, mails: 0 });
    const open = await t.database.db.select().from(screenIncidents).where(sql`${screenIncidents.recoveredAt} is null`);
    expect(open).toHaveLength(0);
  });

  it('closes silently the incident of a disabled screen, and of an organization that switched notifications off', async () => {
    await setLastSeen(ids.slice(0, 2), 40 * MIN);
    expect((await svc.check()).opened).toBe(2);
    await t.database.db
      .update(devices)
      .set({ active: false })
      .where(eq(devices.id, ids[0] as number));
    await t.app.ctx.mailer.idle();
    const from = smtp.inbox.length;
    expect(await svc.check()).toEqual({ opened: 0, recovered: 0, mails: 0 });
    expect((await call(keys.a as string, '/screenHealth/set', settings({ enabled: false }))).statusCode).toBe(200);
    await svc.check();
    const open = await t.database.db.select().from(screenIncidents).where(sql`${screenIncidents.recoveredAt} is null`);
    expect(open).toHaveLength(0);
    await t.app.ctx.mailer.idle();
    expect(healthMails(from)).toHaveLength(0);
  });

  it('caps a digest at 50 names with "and N more"', async () => {
    await t.database.db
      .update(devices)
      .set({ active: true })
      .where(eq(devices.id, ids[0] as number));
    await t.database.db.update(licences).set({ numDevices: 120 }).where(eq(licences.organizationId, orgs.a));
    const more: number[] = [];
    for (let i = 0; i < 25; i++) more.push(await deviceIdOf((await pairedDevice(t, keys.a as string, orgs.a)).deviceKey));
    const all = [...ids, ...more];
    await setLastSeen(all, 0);
    expect((await call(keys.a as string, '/screenHealth/set', settings({ recipientUserIds: [userIds.a] }))).statusCode).toBe(200);
    const from = smtp.inbox.length;
    await setLastSeen(all, 30 * MIN);
    expect(await svc.check()).toMatchObject({ opened: 56, mails: 1 });
    await t.app.ctx.mailer.idle();
    const text = healthMails(from)[0]?.text ?? '';
    expect(text).toContain('56 screens of Org A are offline');
    expect(text).toContain('and 6 more');
  });
});
