import type { PairedManifest } from '@signage/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerApi } from '../api/client.ts';
import { Engine } from './engine.ts';
import { memoryStorage } from '../storage/memory.ts';

/**
 * The engine against a scripted server (a fake `fetch`) and in-memory storage: pairing without a
 * reload, media stored before a manifest is applied, the delivery receipt, a failed download that
 * keeps the old manifest, and a revocation that starts over.
 */

const slide = (mediaId: number) => ({
  id: 41,
  duration: 10,
  slideData: {
    version: 1,
    elements: [{ id: 'i', type: 'image', x: 0, y: 0, width: 10, height: 10, mediaId: String(mediaId), url: `/media/${mediaId}` }],
  },
});

function paired(version: string, mediaId: number): PairedManifest {
  return {
    status: 'paired',
    version,
    device: { rotation: 0, interactive: false, timeZone: 'UTC', organizationId: 1, active: true },
    theme: {
      logoUrl: null,
      homeBackgroundUrl: null,
      accentColor: '#2E96F4',
      navBarColor: null,
      contentColor: null,
      navTextColor: null,
      organizationName: 'Org',
    },
    schedule: {
      timeZone: 'UTC',
      alerts: [],
      device: { playNow: { playlistId: 7, since: '2026-01-01T00:00:00Z' }, schedule: [] },
      groups: [],
    },
    playlists: { '7': { id: 7, name: 'P', version: 3, aspect: '16:9', overlay: null, slideAnimation: null, slides: [slide(mediaId)] } },
    media: [{ id: mediaId, hash: `h${mediaId}`, url: `/api/player/media/${mediaId}/h${mediaId}`, bytes: 3, mime: 'image/png' }],
    generatedAt: '2026-01-01T00:00:00Z',
  };
}

class Server {
  manifest: unknown = {
    status: 'pairing',
    deviceId: 1,
    pairingCode: '1001',
    pairingExpiresAt: '2030-01-01T00:00:00Z',
    serverUrl: 'http://cms.test',
    version: 'p1',
  };
  revoked = false;
  mediaDown = false;
  registrations = 0;
  heartbeats: Record<string, unknown>[] = [];
  mediaAuth: (string | null)[] = [];
  stream: ReadableStreamDefaultController<Uint8Array> | null = null;

  push(event: string, data: unknown = {}) {
    this.stream?.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  }

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const headers = new Headers(init.headers);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/api/player/register')) {
      this.registrations++;
      return json({
        response: {
          deviceId: 1,
          deviceSecret: `secret-${this.registrations}`,
          pairingCode: String(1000 + this.registrations),
          pairingExpiresAt: '2030-01-01T00:00:00Z',
        },
      });
    }
    if (this.revoked) return json({ errorCode: 'DEVICE_REVOKED', message: 'gone' }, 401);
    if (url.endsWith('/api/player/events')) {
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          this.stream = c;
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    if (url.endsWith('/api/player/manifest')) {
      const m = this.manifest as { version: string };
      if (headers.get('if-none-match') === `"${m.version}"`) return new Response(null, { status: 304 });
      return new Response(JSON.stringify(m), { status: 200, headers: { etag: `"${m.version}"` } });
    }
    if (url.includes('/api/player/media/')) {
      if (this.mediaDown) throw new TypeError('Failed to fetch');
      this.mediaAuth.push(headers.get('authorization'));
      return new Response(new Blob(['png']), { status: 200 });
    }
    if (url.endsWith('/api/player/heartbeat')) {
      this.heartbeats.push(JSON.parse(String(init.body)));
      return json({ response: { serverTime: new Date().toISOString() } });
    }
    return json({ errorCode: 'NOT_FOUND' }, 404);
  };
}

let server: Server;
let engine: Engine;
let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux aarch64) Chrome/131.0.0.0', languages: ['en'] });
  vi.stubGlobal('location', { origin: 'http://screen.test', reload: vi.fn() });
  vi.stubGlobal('window', { innerWidth: 1920, innerHeight: 1080, devicePixelRatio: 1, screen: { width: 1920, height: 1080 } });
  server = new Server();
  storage = memoryStorage();
  engine = new Engine(new PlayerApi('', server.fetch), storage.s);
});

afterEach(() => {
  engine.stop();
  vi.unstubAllGlobals();
});

const state = () => engine.getState();

describe('Engine', () => {
  it('registers, shows the code, and becomes the paired screen on the `paired` event without a reload', async () => {
    await engine.start();
    await vi.waitFor(() => expect(state()).toMatchObject({ kind: 'pairing', code: '1001', serverUrl: 'http://cms.test' }));
    expect((await storage.s.credentials())?.secret).toBe('secret-1');

    server.manifest = paired('v1', 5);
    server.push('paired');
    await vi.waitFor(() => expect(state().kind).toBe('paired'));
    const s = state();
    if (s.kind !== 'paired') throw new Error('not paired');
    // Media fetched with the device header and stored before applying; the slide plays it locally.
    expect(server.mediaAuth).toEqual(['Device secret-1']);
    expect(storage.files.has('media:5:h5')).toBe(true);
    expect(s.program?.key).toBe('7@3');
    const element = s.program?.slides[0]?.doc.elements[0] as { url: string } | undefined;
    expect(element?.url).toMatch(/^blob:/);
    // The delivery receipt.
    await vi.waitFor(() => expect(server.heartbeats.at(-1)).toMatchObject({ manifestVersion: 'v1', status: 'idle' }));
    expect((await storage.s.manifest())?.manifest.version).toBe('v1');
  });

  it('keeps playing the old manifest when media cannot be downloaded, and applies the new one later', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(state().kind).toBe('paired'));
    server.manifest = paired('v2', 6);
    server.mediaDown = true;
    await engine.fetchManifest();
    const s1 = state();
    expect(s1.kind === 'paired' && s1.manifest.version).toBe('v1');
    server.mediaDown = false;
    server.push('manifest', { version: 'v2' });
    await vi.waitFor(() => {
      const s2 = state();
      expect(s2.kind === 'paired' && s2.manifest.version).toBe('v2');
    });
    // Only what the new manifest references is kept.
    await vi.waitFor(() => expect([...storage.files.keys()]).toEqual(['media:6:h6']));
  });

  it('starts from the stored manifest with no network', async () => {
    await storage.s.saveCredentials({ deviceId: 1, secret: 's', pairingCode: '1', pairingExpiresAt: '' });
    await storage.s.saveManifest({ manifest: paired('v1', 5), etag: '"v1"', appliedAt: '' });
    await storage.s.putFile({ key: 'media:5:h5', blob: new Blob(['png']), bytes: 3, storedAt: '' });
    engine = new Engine(
      new PlayerApi('', async () => {
        throw new TypeError('offline');
      }),
      storage.s,
    );
    await engine.start();
    const s = state();
    expect(s.kind === 'paired' && s.program?.key).toBe('7@3');
  });

  it('evicts at start the stored media its manifest no longer schedules, offline too', async () => {
    await storage.s.saveCredentials({ deviceId: 1, secret: 's', pairingCode: '1', pairingExpiresAt: '' });
    await storage.s.saveManifest({ manifest: paired('v2', 5), etag: '"v2"', appliedAt: '' });
    await storage.s.putFile({ key: 'media:5:h5', blob: new Blob(['png']), bytes: 3, storedAt: '' });
    // Left behind: media of an older schedule whose prune a power cut interrupted, and a file
    // downloaded for a manifest that was never applied.
    await storage.s.putFile({ key: 'media:4:h4', blob: new Blob(['old']), bytes: 3, storedAt: '' });
    await storage.s.putFile({ key: 'media:9:h9', blob: new Blob(['partial']), bytes: 7, storedAt: '' });
    engine = new Engine(
      new PlayerApi('', async () => {
        throw new TypeError('offline');
      }),
      storage.s,
    );
    await engine.start();
    const s = state();
    expect(s.kind === 'paired' && s.program?.key).toBe('7@3');
    await vi.waitFor(() => expect([...storage.files.keys()]).toEqual(['media:5:h5']));
  });

  it('over many schedule changes, storage holds only what the current manifest schedules', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(state().kind).toBe('paired'));
    for (let v = 2; v <= 12; v++) {
      server.manifest = paired(`v${v}`, 100 + v);
      await engine.fetchManifest();
      await vi.waitFor(() => expect([...storage.files.keys()]).toEqual([`media:${100 + v}:h${100 + v}`]));
    }
  });

  it('a revoked device wipes what it stored and registers anew', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(state().kind).toBe('paired'));
    server.revoked = true;
    await engine.fetchManifest();
    server.revoked = false;
    server.manifest = {
      status: 'pairing',
      deviceId: 2,
      pairingCode: '1002',
      pairingExpiresAt: '2030-01-01T00:00:00Z',
      serverUrl: 'http://cms.test',
      version: 'p2',
    };
    await vi.waitFor(() => expect(state()).toMatchObject({ kind: 'pairing', code: '1002' }));
    expect(server.registrations).toBe(2);
    expect(storage.files.size).toBe(0);
    expect(await storage.s.manifest()).toBeNull();
    expect((await storage.s.credentials())?.secret).toBe('secret-2');
  });
});
