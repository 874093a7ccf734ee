import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineWidgetModel, widgetCommonProps, widgetSourceKey } from '@signage/slides/widgets/models';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerFetcher, SourceFetchError } from '../src/modules/widgets/fetchers.ts';
import { appWithOrgs, json, type TestApp, tempDataDir } from './helpers.ts';
import { call, deviceHeaders, fails, ok, pairedDevice } from './screens-fixtures.ts';

/**
 * Widget data (docs/widgets.md): one upstream fetch per source and freshness window however many screens
 * ask (fan-in), last good data kept when a refresh fails, leases so nothing is fetched twice, and
 * the editor's and the screens' calls.
 */

let upstream: Server;
let base = '';
let requests = 0;
let failing = false;
const FRESHNESS_MS = 60_000;

defineWidgetModel({
  type: 'test_counter',
  schema: z.object({
    ...widgetCommonProps,
    path: z
      .string()
      .regex(/^\/[a-z]*$/)
      .default('/a'),
  }),
  size: { width: 600, height: 400 },
  source: (p: { path: string }) => ({ kind: 'test-counter', params: { path: p.path } }),
});
registerFetcher<{ path: string }, { n: number; path: string }>({
  kind: 'test-counter',
  freshnessMs: FRESHNESS_MS,
  async fetch(params, { egress }) {
    const res = await egress.request(`${base}${params.path}`, { timeoutMs: 5000 });
    if (res.status !== 200) throw new SourceFetchError('WIDGET_SOURCE_UNREACHABLE');
    return JSON.parse(res.body.toString()) as { n: number; path: string };
  },
});

let t: TestApp;
let k: Record<string, string>;
let orgs: { a: number; b: number };

beforeAll(async () => {
  upstream = createServer((req, res) => {
    requests++;
    // Slow enough that concurrent askers overlap with the fetch.
    setTimeout(() => {
      if (failing) {
        res.writeHead(500).end('down');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ n: requests, path: req.url }));
    }, 50);
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const app = await appWithOrgs(tempDataDir('widget-sources-'), { rateLimits: false, egressAllowLoopback: true }, ['screen_manager']);
  t = app.t;
  k = app.keys;
  orgs = app.orgs;
}, 60_000);

afterAll(async () => {
  await t?.close();
  upstream?.close();
});

const dueNow = (key: string) =>
  t.database.db.execute(sql`update widget_sources set next_fetch_at = now() - interval '1 second' where key = ${key}`);

describe('widget sources', () => {
  it('fetches a source once for 1,000 screens asking at once (fan-in), then not again within its freshness window', async () => {
    const source = { kind: 'test-counter', params: { path: '/fanin' } };
    requests = 0;
    const answers = await Promise.all(Array.from({ length: 1000 }, () => t.app.services.widgetSources.entries([source])));
    expect(answers.every((a) => a.length === 1)).toBe(true);
    await t.app.services.widgetSources.refreshDue();
    await expect.poll(async () => (await t.app.services.widgetSources.entries([source]))[0]?.status, { timeout: 10_000 }).toBe('ok');
    // More asking, and the refresh job running again, within the window: no new upstream request.
    await Promise.all(Array.from({ length: 1000 }, () => t.app.services.widgetSources.entries([source])));
    await t.app.services.widgetSources.refreshDue();
    console.log(`fan-in: 2,000 asks from screens + 2 refresh runs → ${requests} upstream request(s)`);
    expect(requests).toBe(1);
    const [entry] = await t.app.services.widgetSources.entries([source]);
    expect(entry).toMatchObject({
      key: widgetSourceKey(source),
      status: 'ok',
      data: { n: 1, path: '/fanin' },
      staleAfterMs: 2 * FRESHNESS_MS,
    });
    expect(Date.parse(entry?.fetchedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the last good data when a refresh fails, reports why, and retries with backoff', async () => {
    const source = { kind: 'test-counter', params: { path: '/flaky' } };
    await t.app.services.widgetSources.entries([source], { fetchMissing: true });
    const key = widgetSourceKey(source);
    failing = true;
    try {
      await dueNow(key);
      await t.app.services.widgetSources.refreshDue();
      const [entry] = await t.app.services.widgetSources.entries([source]);
      expect(entry).toMatchObject({ status: 'failed', error: 'WIDGET_SOURCE_UNREACHABLE', data: { path: '/flaky' } });
      const row = rowsOf(
        await t.database.db.execute(
          sql`select failures, next_fetch_at > now() + interval '20 seconds' as later from widget_sources where key = ${key}`,
        ),
      )[0];
      expect(row).toMatchObject({ failures: 1, later: true });
      // Not due: the job leaves it alone.
      const before = requests;
      await t.app.services.widgetSources.refreshDue();
      expect(requests).toBe(before);
    } finally {
      failing = false;
    }
    await dueNow(key);
    await t.app.services.widgetSources.refreshDue();
    // (a refresh the ask itself woke may be the one that fetches)
    await expect.poll(async () => (await t.app.services.widgetSources.entries([source]))[0]?.status, { timeout: 5000 }).toBe('ok');
    expect((await t.app.services.widgetSources.entries([source]))[0]?.error).toBeUndefined();
  });

  it('a lease held by another instance keeps this one from fetching; an expired lease frees the source', async () => {
    const source = { kind: 'test-counter', params: { path: '/leased' } };
    await t.app.services.widgetSources.entries([source], { fetchMissing: true });
    const key = widgetSourceKey(source);
    await t.database.db.execute(
      sql`update widget_sources set next_fetch_at = now() - interval '1 second', lease_until = now() + interval '1 minute', lease_owner = 'other' where key = ${key}`,
    );
    const before = requests;
    await t.app.services.widgetSources.entries([source], { fetchMissing: true });
    await t.app.services.widgetSources.refreshDue();
    await new Promise((r) => setTimeout(r, 300));
    expect(requests).toBe(before);
    await t.database.db.execute(sql`update widget_sources set lease_until = now() - interval '1 second' where key = ${key}`);
    await t.app.services.widgetSources.refreshDue();
    await expect.poll(() => requests, { timeout: 5000 }).toBe(before + 1);
  });

  it('answers the editor by type and props, refuses invalid props, and the catalogue lists the types', async () => {
    const out = await ok(t, k.a as string, '/widget/data', { widget: 'test_counter', props: { path: '/editor' } });
    expect(out.entry).toMatchObject({ status: 'ok', data: { path: '/editor' } });
    await fails(t, k.a as string, '/widget/data', { widget: 'test_counter', props: { path: 'not a path' } }, 400, 'WIDGET_INVALID');
    await fails(t, k.a as string, '/widget/data', { widget: 'nonexistent', props: {} }, 400, 'WIDGET_INVALID');
    // Screen managers do not edit slides.
    const [status] = await call(t, k.screen_manager as string, '/widget/data', { widget: 'test_counter', props: {} });
    expect(status).toBe(403);
    const catalogue = await ok(t, k.a as string, '/widget/catalogue');
    expect(catalogue.widgets).toContainEqual({ type: 'test_counter', available: true, reason: null });
  });

  it("gives a screen the data of its manifest's widgets only", async () => {
    const d = await pairedDevice(t, k.a as string, orgs.a);
    const none = await t.app.inject({ method: 'GET', url: '/api/player/widgetData', headers: deviceHeaders(d.deviceSecret) });
    expect(none.statusCode, none.body).toBe(200);
    expect(json(none).response.entries).toEqual([]);
    const id = (await ok(t, k.a as string, '/playlist/create', { name: 'Widgets', aspect: '16:9' })).id as number;
    const widget = (path: string, n: number) => ({
      id: `w${n}`,
      type: 'widget',
      widget: 'test_counter',
      x: 0,
      y: 0,
      width: 600,
      height: 400,
      props: { path },
    });
    await ok(t, k.a as string, '/playlist/slide/create', {
      playlistId: id,
      slideData: { version: 1, elements: [widget('/screen', 1), widget('/screen', 2)] },
    });
    await ok(t, k.a as string, '/playlist/publish', { playlistId: id });
    await ok(t, k.a as string, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId: id, scheduleData: { mode: 'playNow' } });
    await expect
      .poll(
        async () => {
          const res = await t.app.inject({ method: 'GET', url: '/api/player/widgetData', headers: deviceHeaders(d.deviceSecret) });
          return json(res).response.entries.map((e: { key: string; status: string }) => `${e.key} ${e.status}`);
        },
        { timeout: 15_000 },
      )
      .toEqual([`${widgetSourceKey({ kind: 'test-counter', params: { path: '/screen' } })} ok`]);
    // Another organization's screen gets none of it.
    const other = await pairedDevice(t, k.b as string, orgs.b);
    const res = await t.app.inject({ method: 'GET', url: '/api/player/widgetData', headers: deviceHeaders(other.deviceSecret) });
    expect(json(res).response.entries).toEqual([]);
  });
});

function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[])) as Record<string, unknown>[];
}
