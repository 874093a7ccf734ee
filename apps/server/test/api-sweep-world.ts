import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { jobs, licences, payments, playlistApprovalRequests, webhookDeliveries } from '../src/db/schema/index.ts';
import type { IdValues } from './api-sweep-ids.ts';
import { LOWER_ROLES } from './api-sweep-requests.ts';
import { addUser, appWithOrgs, json, type Orgs, post, type TestApp, tempDataDir } from './helpers.ts';
import { form } from './media-fixtures.ts';
import { makeReseller } from './org-fixtures.ts';
import { entry, ok, pairedDevice, registerPlayer } from './screens-fixtures.ts';
import { activate, insertAlert } from './takeovers-fixtures.ts';

// ---------------------------------------------------------------------------------------------------
// Organization A with one of everything, and B.

export interface World {
  t: TestApp;
  dir: string;
  keys: Record<string, string>;
  orgs: Orgs;
  userIds: Record<string, number>;
  /** Org A's objects, and org B's. */
  a: IdValues;
  b: IdValues;
  /** A paired device secret of A and of B. */
  secretA: string;
  secretB: string;
  /** A live API token (every scope) of A and of B. */
  tokenA: string;
  tokenB: string;
}

/** One of everything in an organization (through the API, as its owner would make them). */
async function populate(t: TestApp, keys: Record<string, string>, who: 'a' | 'b', organizationId: number, userId: number) {
  const k = keys[who] as string;
  const name = who.toUpperCase();
  const mediaFolder = (await ok(t, k, '/media/folder/create', { name: `${name} folder`, section: 'my' })).id as number;
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: who === 'a' ? '#336699' : '#993366' } })
    .png()
    .toBuffer();
  const up = form([
    { name: 'folderId', value: String(mediaFolder) },
    { name: 'file', filename: `${who}.png`, content: png, type: 'image/png' },
  ]);
  const upRes = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...up.headers, authorization: `SessionKey ${k}` },
    payload: up.payload,
  });
  if (upRes.statusCode !== 200) throw new Error(`upload: ${upRes.body}`);
  const mediaId = json(upRes).response.id as number;
  await t.app.services.mediaQueue.idle();
  const mediaHash = createHash('sha256').update(png).digest('hex');
  const playlistFolder = (await ok(t, k, '/playlist/create', { name: `${name} pl folder`, aspect: '16:9', type: 'folder' })).id as number;
  const playlist = (await ok(t, k, '/playlist/create', { name: `${name} playlist`, aspect: '16:9', parentFolderId: playlistFolder }))
    .id as number;
  await ok(t, k, '/playlist/slide/create', { playlistId: playlist });
  await ok(t, k, '/playlist/publish', { playlistId: playlist });
  const info = await ok(t, k, '/playlist/info', { playlistId: playlist });
  const slide = info.slides[0].id as number;
  const template = (await ok(t, k, '/template/create', { name: `${name} template`, from: { playlistId: playlist, slideNumber: 0 } }))
    .id as number;
  const device = await pairedDevice(t, k, organizationId);
  const group = (await ok(t, k, '/group/create', { name: `${name} group`, deviceArray: [device.deviceKey] })).id as number;
  const scheduled = { mode: 'schedule', entry: entry(playlist) };
  await ok(t, k, '/playlist/assignToDevice', { deviceKey: device.deviceKey, playlistId: playlist, scheduleData: scheduled });
  await ok(t, k, '/playlist/assignToGroup', { groupId: group, playlistId: playlist, scheduleData: scheduled });
  // The platform asks to impersonate the organization (an impersonation id it can act on).
  const imp = await post(t.app, '/api/organizations/impersonation/request', {
    sessionKey: keys.root,
    recipientOrganizationId: organizationId,
  });
  if (imp.statusCode !== 200) throw new Error(`impersonation request: ${imp.body}`);
  // Alerts (docs/alerts.md): an alert on the screen and the group, an integration linked to it, a message.
  const targets = { deviceKeys: [device.deviceKey], groupIds: [group] };
  const alert = (
    await ok(t, k, '/alerts/create', {
      name: `${name} alert`,
      type: 'fire',
      description: 'Sweep',
      instructions: 'Sweep',
      mode: 'continuous',
      backgroundColor: '#B71C1C',
      textColor: '#FFFFFF',
      targets,
    })
  ).id as number;
  const integration = (await ok(t, k, '/alerts/integrations/create', { name: `${name} hook`, provider: 'generic', alertIds: [alert] }))
    .integration.id as number;
  const message = (
    await ok(t, k, '/messages/create', {
      text: `${name} message`,
      style: 'ticker',
      position: 'bottom',
      backgroundColor: '#000000',
      textColor: '#FFFFFF',
      targets,
    })
  ).id as number;
  // Usage stats (docs/insight.md): a play of the screen, so the usage-stat roll-ups hold the organization's rows (stats routes are swept like any other).
  const pop = await t.app.inject({
    method: 'POST',
    url: '/api/player/proof-of-play',
    headers: { authorization: `Device ${device.deviceSecret}` },
    payload: {
      records: [
        { id: randomUUID(), playlistId: playlist, version: 1, slideId: slide, startedAt: new Date().toISOString(), durationMs: 10_000 },
      ],
    },
  });
  if (pop.statusCode !== 200) throw new Error(`proof of play: ${pop.body}`);
  await t.app.services.screens.flush();
  // An alert on air (docs/alerts.md): written to its tables directly, as the delivery tests do.
  const activation = await activate(t, await insertAlert(t, organizationId, { name: `${name} alert on air` }));
  // Invoices (docs/billing.md "Invoices"): an invoice of a card payment, issued as the payment's fulfilment does (no API writes one).
  const invoice = await t.database.db.transaction((tx) =>
    t.app.services.invoices.issue(tx, {
      organizationId,
      paymentId: organizationId * 1000 + 1,
      provider: 'test',
      providerReference: `sweep_${who}`,
      currency: 'eur',
      lines: [{ description: `${name} licence`, item: 'device_year', quantity: 1, unitAmount: 1000 }],
      paidAt: new Date(),
    }),
  );
  // Webhooks (docs/webhooks.md): a subscription and one delivery of it (a test event).
  const webhook = (await ok(t, k, '/webhooks/create', { url: `https://hooks-${who}.example.com/signage`, events: ['media.ready'] })).webhook
    .id as number;
  const webhookDelivery = (await ok(t, k, '/webhooks/test', { webhookId: webhook })).deliveryId as number;
  // Its one attempt now (the host does not resolve), then given up: nothing keeps running in the
  // background to change A's rows while the sweep compares them (and "Send again" has a failed delivery).
  await t.app.ctx.jobs.idle('webhook.deliver');
  await t.database.db.delete(jobs).where(eq(jobs.kind, 'webhook.deliver'));
  await t.database.db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, webhookDelivery));
  const sessions = await ok(t, k, '/users/me/sessions');
  const session = (Array.isArray(sessions) ? sessions : sessions.sessions)[0].id as number;
  // A pending card payment (docs/billing.md), written directly: the sweep's server has no payment provider.
  const [payment] = await t.database.db
    .insert(payments)
    .values({
      organizationId,
      userId,
      provider: 'test',
      providerReference: `test_sweep_${who}`,
      purchase: { kind: 'credits', packs: 1 },
      lines: [{ description: 'AI credits', item: 'credits_pack_100', quantity: 1, unitAmount: 1500 }],
      amount: 1500,
      currency: 'eur',
    })
    .returning({ id: payments.id });
  // An API token of the organization with every scope (docs/api-tokens.md).
  const apiToken = await ok(t, k, '/apiTokens/create', {
    name: `${name} token`,
    scopes: ['read', 'content', 'screens', 'alerts', 'users'],
    expiresInDays: 30,
  });
  // A submission waiting for approval (docs/playlists.md), written directly: the sweep's organizations do not require approval.
  const [approvalRequest] = await t.database.db
    .insert(playlistApprovalRequests)
    .values({
      organizationId,
      playlistId: playlist,
      content: { playlistId: playlist, name: `${name} playlist`, aspect: '16:9', overlay: null, slideAnimation: null, slides: [] },
      baseVersion: 1,
      submittedBy: userId,
    })
    .returning({ id: playlistApprovalRequests.id });
  const ids: IdValues = {
    organization: { int: organizationId },
    playlist: { int: playlist },
    playlistFolder: { int: playlistFolder },
    slide: { int: slide },
    template: { int: template },
    media: { int: mediaId },
    mediaFolder: { int: mediaFolder },
    device: { str: device.deviceKey },
    // An unpaired screen's code (accept takes it as `deviceId`); no organization's object.
    pairingCode: { str: (await registerPlayer(t)).pairingCode },
    group: { int: group },
    user: { int: userId },
    session: { int: session },
    impersonation: { int: json(imp).response.id as number },
    schedule: { int: 0 },
    alert: { int: alert },
    integration: { int: integration },
    message: { int: message },
    alertActivation: { int: activation.id },
    invoice: { int: invoice.id },
    payment: { int: (payment as { id: number }).id },
    apiToken: { int: apiToken.token.id as number },
    approvalRequest: { int: (approvalRequest as { id: number }).id },
    webhook: { int: webhook },
    webhookDelivery: { int: webhookDelivery },
    hash: { str: mediaHash },
  };
  return { ids, secret: device.deviceSecret, token: apiToken.secret as string };
}

export async function buildWorld(prefix: string): Promise<World> {
  const dir = tempDataDir(prefix);
  const { t, keys, orgs, userIds } = await appWithOrgs(dir, { rateLimits: false }, LOWER_ROLES);
  for (const org of [orgs.a, orgs.b])
    await t.database.db.update(licences).set({ numDevices: 20, interactiveDeviceLimit: 2 }).where(eq(licences.organizationId, org));
  await makeReseller(t, orgs.root);
  await makeReseller(t, orgs.a);
  const staffB = await addUser(t, orgs.b, 'staff');
  const a = await populate(t, keys, 'a', orgs.a, userIds.staff as number);
  const b = await populate(t, keys, 'b', orgs.b, staffB.user.id);
  return { t, dir, keys, orgs, userIds, a: a.ids, b: b.ids, secretA: a.secret, secretB: b.secret, tokenA: a.token, tokenB: b.token };
}
