import { rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { jobs, media } from '../src/db/schema/index.ts';
import { MEDIA_JOB } from '../src/modules/media/media.queue.ts';
import { MediaRepository } from '../src/modules/media/media.repository.ts';
import { WEBHOOK_JOB } from '../src/modules/webhooks/webhooks.service.ts';
import { alertFields } from './alerts-fixtures.ts';
import { appWithOrgs, json, post, type TestApp, tempDataDir } from './helpers.ts';
import { upload } from './media-fixtures.ts';
import { text } from './playlists-fixtures.ts';

/**
 * Webhook events that do not come from a person's click (docs/webhooks.md): a broadcast ending by its
 * own duration (once, with two instances on one database), media processing given up after repeated
 * crashes, and an approved submission publishing its playlist. A real receiver on 127.0.0.1.
 */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let base: string;
const received: Received[] = [];

let t: TestApp;
let keys: Record<string, string>;
const dataDir = tempDataDir('webhook-events-');

const k = (role: string) => keys[role] as string;
async function ok(key: string, p: string, body: Record<string, unknown> = {}) {
  const res = await post(t.app, `/api${p}`, { sessionKey: key, ...body });
  expect(res.statusCode, `${p}: ${res.body}`).toBe(200);
  return json(res).response;
}
async function drain(app: FastifyInstance = t.app) {
  await app.services.webhooks.settled();
  await app.ctx.jobs.idle(WEBHOOK_JOB);
}
const events = (type: string) =>
  received.map((r) => JSON.parse(r.body) as { id: string; type: string; data: Record<string, any> }).filter((e) => e.type === type);

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  ({ t, keys } = await appWithOrgs(dataDir, { rateLimits: false, egressAllowLoopback: true }, ['admin', 'content_creator']));
  await ok(k('a'), '/webhooks/create', { url: `${base}/hook`, events: ['alert.ended', 'media.failed', 'playlist.published'] });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('events without a click', () => {
  it('a broadcast ending by its duration sends alert.ended once, though two instances check', async () => {
    const second = await buildApp(
      {
        ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://signage.test' } as NodeJS.ProcessEnv),
        webDist: '/nonexistent',
        playerDist: '/nonexistent',
        dataDir,
        rateLimits: false,
        egressAllowLoopback: true,
      },
      { database: t.database },
    );
    await second.ready();
    try {
      const alert = await ok(k('a'), '/alerts/create', alertFields({ name: 'Drill', mode: 'broadcast', durationSeconds: 60 }));
      await ok(k('a'), '/alerts/broadcast', { alertId: alert.id });
      received.length = 0;
      const started = Date.now();
      // Before its end: nothing closes, nothing is sent.
      expect(await t.app.services.alerts.endRanOut(new Date(started + 30_000))).toBe(0);
      // After it: both instances check at the same moment; one closes the row.
      const later = new Date(started + 120_000);
      const closed = await Promise.all([t.app.services.alerts.endRanOut(later), second.services.alerts.endRanOut(later)]);
      expect(closed[0] + closed[1]).toBe(1);
      // And again, as the next checks would.
      expect(await second.services.alerts.endRanOut(later)).toBe(0);
      await Promise.all([drain(t.app), drain(second)]);
      const ended = events('alert.ended');
      expect(ended).toHaveLength(1);
      expect(ended[0]?.data).toMatchObject({ alertId: alert.id, name: 'Drill', by: { kind: 'duration', name: null } });
      expect(new Date(ended[0]?.data.endedAt).getTime()).toBeLessThan(started + 70_000);
      const detail = await ok(k('a'), '/alerts/info', { alertId: alert.id });
      expect(detail.history[0]?.endedBy).toEqual({ kind: 'duration', name: null });
      // Taken off the air by hand later: no second event for the ended one.
      expect((await post(t.app, '/api/alerts/deactivate', { sessionKey: k('a'), alertId: alert.id })).statusCode).toBeLessThan(500);
      await drain();
      expect(events('alert.ended')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('media given up after repeated crashes sends media.failed once', async () => {
    received.length = 0;
    // The database failing under the job (as if it were gone): every attempt crashes before processing.
    const spy = vi.spyOn(MediaRepository.prototype, 'findById').mockRejectedValue(new Error('Connection terminated unexpectedly'));
    try {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const res = await upload(t.app, k('a'), { content: png, filename: 'crash.png', type: 'image/png' });
      expect(res.statusCode, res.body).toBe(200);
      const id = (json(res).response.id ?? json(res).response[0]?.id) as number;
      for (let i = 0; i < 8; i++) {
        await t.database.db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.kind, MEDIA_JOB));
        await t.app.ctx.jobs.idle(MEDIA_JOB);
      }
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, MEDIA_JOB));
      expect(job).toMatchObject({ status: 'failed', attempts: 5 });
      const [row] = await t.database.db.select().from(media).where(eq(media.id, id));
      expect(row?.status).toBe('failed');
      await drain();
      const failed = events('media.failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]?.data).toMatchObject({ mediaId: id, name: expect.any(String), mimeType: 'image/png' });
    } finally {
      spy.mockRestore();
    }
  });

  it('an approved submission sends playlist.published; a submission and a rejection send nothing', async () => {
    await ok(k('a'), '/playlist/approval/updateSetting', {
      organizationId: (await ok(k('a'), '/playlist/approval/setting')).organizationId,
      required: true,
    });
    const pl = (await ok(k('content_creator'), '/playlist/create', { name: 'Foyer', aspect: '16:9', section: 'shared' })).id;
    await ok(k('content_creator'), '/playlist/slide/create', { playlistId: pl, slideData: text('Hello') });
    received.length = 0;
    const first = await ok(k('content_creator'), '/playlist/publish', { playlistId: pl });
    await drain();
    expect(events('playlist.published')).toHaveLength(0);
    await ok(k('admin'), '/playlist/approval/reject', { requestId: first.approvalRequestId, comment: 'Not yet' });
    await drain();
    expect(events('playlist.published')).toHaveLength(0);
    const second = await ok(k('content_creator'), '/playlist/publish', { playlistId: pl });
    await ok(k('admin'), '/playlist/approval/approve', { requestId: second.approvalRequestId });
    await drain();
    const published = events('playlist.published');
    expect(published).toHaveLength(1);
    expect(published[0]?.data).toMatchObject({ playlistId: pl, name: 'Foyer', version: 1 });
  });
});
