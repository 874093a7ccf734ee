import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema/index.ts';
import { appWithOrgs, type Orgs, type TestApp, tempDataDir } from './helpers.ts';
import { manifestOf } from './player-fixtures.ts';
import { ok, pairedDevice } from './screens-fixtures.ts';

/**
 * The playlist overlay plays offline (docs/player.md, "Playlist overlay"): a picture only the overlay
 * shows is in the manifest's media list, so the player keeps it with the slides' media and draws the
 * overlay without the server.
 */
let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;

beforeAll(async () => {
  dir = tempDataDir('signage-player-overlay-');
  ({ t, keys, orgs } = await appWithOrgs(dir, { rateLimits: false }));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function picture(name: string, seed: string) {
  const bytes = Buffer.from(seed.repeat(256));
  const sha = createHash('sha256').update(bytes).digest('hex');
  const storageKey = `org/${orgs.a}/${sha}`;
  await t.app.services.storage.put(storageKey, Readable.from([bytes]), { size: bytes.length });
  const [row] = await t.database.db
    .insert(media)
    .values({
      organizationId: orgs.a,
      name,
      kind: 'image',
      mimeType: 'image/png',
      sizeBytes: bytes.length,
      sha256: sha,
      storageKey,
      status: 'ready',
    })
    .returning();
  if (!row) throw new Error('no media row');
  return { id: row.id, url: `/api/media/file/${row.id}/${sha}` };
}

const box = { x: 1600, y: 40, width: 280, height: 160 };
const text = (id: string) => ({
  id,
  type: 'text',
  x: 100,
  y: 100,
  width: 800,
  height: 200,
  html: `<p>${id}</p>`,
  fontId: 'roboto',
  fontSize: 64,
  color: '#000000',
});

describe('the playlist overlay in the manifest', () => {
  it("lists the overlay's own picture among the media the screen keeps, and carries the overlay", async () => {
    const k = keys.a as string;
    const slidePicture = await picture('slide.png', 'a');
    const logo = await picture('logo.png', 'b');
    const playlistId = (await ok(t, k, '/playlist/create', { name: 'With a logo', aspect: '16:9' })).id as number;
    await ok(t, k, '/playlist/slide/create', {
      playlistId,
      slideData: { version: 1, elements: [{ id: 'p', type: 'image', ...box, mediaId: String(slidePicture.id), url: slidePicture.url }] },
    });
    await ok(t, k, '/playlist/slide/create', { playlistId, slideData: { version: 1, elements: [text('second')] } });
    await ok(t, k, '/playlist/updateSlideOverlay', {
      playlistId,
      overlayData: { version: 1, elements: [{ id: 'logo', type: 'image', ...box, mediaId: String(logo.id), url: logo.url }] },
    });
    await ok(t, k, '/playlist/publish', { playlistId });
    const d = await pairedDevice(t, k, orgs.a);
    await ok(t, k, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId, scheduleData: { mode: 'playNow' } });
    await t.app.services.screens.idle();

    const res = await manifestOf(t, d.deviceSecret);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      media: Array<{ id: number }>;
      playlists: Record<string, { overlay: { elements: Array<{ id: string; mediaId?: string }> } | null }>;
    };
    expect(body.playlists[String(playlistId)]?.overlay?.elements.map((e) => [e.id, e.mediaId])).toEqual([['logo', String(logo.id)]]);
    expect(body.media.map((m) => m.id).sort((a, b) => a - b)).toEqual([slidePicture.id, logo.id].sort((a, b) => a - b));
  });
});
