import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../src/db/client.ts';
import { json, post, type TestApp } from './helpers.ts';
import { text } from './playlists-fixtures.ts';
import { devicesApp, ok, pairedDevice } from './screens-fixtures.ts';

/**
 * SQL statements per API call (docs/performance.md "Queries per call"): each call of a
 * representative set is made as the CMS makes it (the same call again, the caller signed in for a
 * while), and the statements it sends through Drizzle are counted (db/client.ts `countQueries`: the
 * same on PGlite and PostgreSQL; begin/commit not counted). A call that sends more than its budget
 * fails here: a new query per call, or an N+1, shows up as a review point, not as a slow CMS.
 * Raise a budget only with a reason in the commit; lower it when a change saves queries.
 * QUERY_COUNT_PRINT=1 prints every call's statements.
 */
const BUDGET: Record<string, number> = {
  'auth/check': 1,
  'playlist/list': 3,
  'playlist/search': 3,
  'playlist/info': 3,
  'media/list': 4,
  'device/list': 6,
  'stats/options': 7,
  'playlist/rename': 6,
  // +1: an edit withdraws a pending approval submission (one indexed update, docs/playlists.md).
  'playlist/updateSlide': 8,
  // 7 for the call, 9 for what it sets off: the screens playing it (3 here, each with its own content)
  // found in 2 queries, their contents built with shared loads (4), their versions stored (one per version).
  // +1: the organization's webhook subscriptions to `playlist.published` (docs/webhooks.md); +2: the
  // validity windows of the built contents' playlists and slides, one shared load each whatever the
  // number of screens (docs/playlists.md, "Validity windows").
  'playlist/publish': 19,
};

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };
let playlistId: number;
const measured: Record<string, { count: number; statements: string[] }> = {};

/**
 * One call, made twice: the second is counted (a signed-in user's ordinary call), with what it sets
 * off in the background (manifests of the screens a publish reaches) until the screens runtime is idle.
 */
async function measure(name: string, url: string, body: () => Record<string, unknown>) {
  const send = async () => {
    const res = await post(t.app, url, { sessionKey: keys.a, ...body() });
    await t.app.services.screens.idle();
    return res;
  };
  const first = await send();
  expect(first.statusCode, `${name}: ${first.body}`).toBe(200);
  const { result, statements } = await countQueries(send);
  expect(result.statusCode, `${name}: ${result.body}`).toBe(200);
  measured[name] = { count: statements.length, statements };
}

beforeAll(async () => {
  ({ t, dir, keys, orgs } = await devicesApp('signage-query-count-'));
  playlistId = (await ok(t, keys.a as string, '/playlist/create', { name: 'Lobby', aspect: '16:9', section: 'shared' })).id;
  for (const s of ['one', 'two', 'three']) await ok(t, keys.a as string, '/playlist/slide/create', { playlistId, slideData: text(s) });
  await ok(t, keys.a as string, '/playlist/create', { name: 'Second', aspect: '16:9', section: 'shared' });
  await ok(t, keys.a as string, '/playlist/publish', { playlistId });
  // Three screens play it: publishing reaches their manifests.
  for (let i = 0; i < 3; i++) {
    const d = await pairedDevice(t, keys.a as string, orgs.a);
    await ok(t, keys.a as string, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId, scheduleData: { mode: 'playNow' } });
  }
}, 120_000);

afterAll(async () => {
  if (process.env.QUERY_COUNT_PRINT) {
    for (const [name, m] of Object.entries(measured))
      console.log(`${name}: ${m.count}\n  ${m.statements.map((s) => s.replace(/\s+/g, ' ').slice(0, 160)).join('\n  ')}`);
  }
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('queries per call stay within their budget', () => {
  it('reads', async () => {
    await measure('auth/check', '/api/auth/check', () => ({}));
    await measure('playlist/list', '/api/playlist/list', () => ({ section: 'shared' }));
    await measure('playlist/search', '/api/playlist/search', () => ({ searchTerm: 'lob' }));
    await measure('playlist/info', '/api/playlist/info', () => ({ playlistId }));
    await measure('media/list', '/api/media/list', () => ({ section: 'shared' }));
    await measure('device/list', `/api/device/${orgs.a}/list`, () => ({}));
    await measure('stats/options', '/api/stats/options', () => ({}));
  });

  it('writes', async () => {
    let n = 0;
    await measure('playlist/rename', '/api/playlist/rename', () => ({ playlistId, name: `Lobby ${++n}` }));
    await measure('playlist/updateSlide', '/api/playlist/updateSlide', () => ({
      playlistId,
      slideNumber: 1,
      slideData: text(`changed ${n++}`),
    }));
    await measure('playlist/publish', '/api/playlist/publish', () => ({ playlistId }));
    expect(json(await post(t.app, '/api/playlist/info', { sessionKey: keys.a, playlistId })).response.name).toBe('Lobby 2');
  });

  it('no call sends more statements than its budget', () => {
    const over = Object.entries(BUDGET)
      .filter(([name, budget]) => (measured[name]?.count ?? Number.POSITIVE_INFINITY) > budget)
      .map(([name, budget]) => `${name}: ${measured[name]?.count} > ${budget}\n  ${measured[name]?.statements.join('\n  ')}`);
    expect(over, over.join('\n')).toEqual([]);
  });
});
