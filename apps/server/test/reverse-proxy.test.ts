import { PLAYER_KEEPALIVE_MS, UPLOAD_LIMITS_MB } from '@signage/shared';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, NGINX_TEMPLATE, type Nginx, onPostgres, postgresTarget, proxyConfig, startNginx } from './deploy-support.ts';
import {
  fakeJpeg,
  filesUnder,
  PASSWORD,
  type Seeded,
  type Server,
  seed,
  startServer,
  type Target,
  uploadMultipart,
} from './faults-support.ts';
import { type EventStreamReader, mark, openEventStream } from './event-streams.ts';

/**
 * The reverse proxy (docs/deploy.md "The reverse proxy"): the tested reverse-proxy configuration, deploy/nginx.conf, in front of
 * two real server processes on one PostgreSQL database and one shared DATA_DIR, with nginx from
 * Debian's packages running unprivileged. Through the proxy: signing in, a change whose live event
 * reaches an event stream held by the *other* instance (round robin, no sticky sessions; nginx adds
 * which instance answered), the client's address in the audit log (not the proxy's, not a forged
 * X-Forwarded-For), and an upload far above nginx's 1 MB default. PostgreSQL part of `npm test`.
 */
const nginx = findNginx();
const enabled = onPostgres && nginx !== null;
if (!onPostgres) console.log('reverse-proxy: skipped — needs TEST_DB=postgres and DATABASE_URL (the PostgreSQL part of npm test)');
else if (!nginx)
  console.log('reverse-proxy: skipped — nginx is not installed (apt-get install nginx, or set NGINX_PATH); .ci/run installs it');

/** The address the test's client connects from: not the proxy's (127.0.0.1), so the server's view of it proves the header. */
const CLIENT = '127.0.0.2';

interface Answer {
  status: number;
  upstream: string;
  body: string;
  json(): Record<string, any>;
}

/** A JSON request to the proxy from CLIENT; answers with the instance that served it (X-Upstream). */
function viaProxy(port: number, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        localAddress: CLIENT,
        // A connection per request: a reused keep-alive connection that nginx closes at a reload
        // fails at the client (browsers retry such requests; this test would only see a reset).
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            upstream: String(res.headers['x-upstream'] ?? ''),
            body: text,
            json: () => JSON.parse(text),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** An event stream through the proxy (the tests' one reader, event-streams.ts) and the instance that holds it. */
type Stream = EventStreamReader & { upstream: string };
async function openStream(base: string, url: string, headers: Record<string, string>): Promise<Stream> {
  const stream = await openEventStream(`${base}${url}`, headers);
  return Object.assign(stream, { upstream: stream.headers.get('x-upstream') ?? '' });
}

describe.skipIf(!enabled)('several instances behind nginx (deploy/nginx.conf)', () => {
  let target: Target;
  let seeded: Seeded;
  let proxy: Nginx;
  const servers: Server[] = [];
  const streams: Stream[] = [];
  let sessionKey = '';
  const auth = () => ({ authorization: `SessionKey ${sessionKey}` });

  beforeAll(async () => {
    target = await postgresTarget('proxy');
    seeded = await seed(target);
    // Two instances as docs/deploy.md sets them up: one database, one shared DATA_DIR (media), the
    // proxy as the one trusted hop, its address as PUBLIC_URL.
    const env = { TRUST_PROXY_HOPS: '1', LOG_LEVEL: 'warn' };
    servers.push(...(await Promise.all([startServer(target, env), startServer(target, env)])));
    proxy = await startNginx(
      nginx as string,
      servers.map((s) => s.port),
    );
  }, 120_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    await proxy?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await target?.dispose();
  }, 60_000);

  it('signs in through the proxy; the audit log has the client address, not the proxy’s and not a forged X-Forwarded-For', async () => {
    const res = await viaProxy(
      proxy.port,
      'POST',
      '/api/auth/login',
      { email: seeded.rootOwner, password: PASSWORD },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(res.status, `${res.body}\n${proxy.errors()}`).toBe(200);
    sessionKey = res.json().response.sessionKey;
    const [row] = await target.query<{ ip: string }>("select ip from audit_log where action = 'auth.login' order by id desc limit 1");
    expect(row?.ip).toBe(CLIENT);
  });

  it('round robin: a change served by one instance reaches the CMS and player streams held by the other', async () => {
    const upstreams = servers.map((s) => `127.0.0.1:${s.port}`);
    const register = await viaProxy(proxy.port, 'POST', '/api/player/register', {
      appVersion: '1.0.0',
      osVersion: 'Test OS',
      timeZone: 'Europe/Stockholm',
    });
    expect(register.status, register.body).toBe(200);
    const player = register.json().response as { deviceSecret: string; pairingCode: string };
    const accepted = await viaProxy(proxy.port, 'POST', `/api/device/${seeded.rootOrg}/accept`, {
      sessionKey,
      deviceId: player.pairingCode,
    });
    expect(accepted.status, accepted.body).toBe(200);
    const deviceKey = accepted.json().response.deviceKey as string;

    const cms = await openStream(proxy.url, '/api/events', auth());
    const screen = await openStream(proxy.url, '/api/player/events', { authorization: `Device ${player.deviceSecret}` });
    streams.push(cms, screen);
    expect([cms.status, screen.status]).toEqual([200, 200]);
    expect(upstreams).toContain(cms.upstream);
    expect(upstreams).toContain(screen.upstream);
    await cms.next('ready');
    await screen.next('manifest');

    // Renames through the proxy until one is served by the instance that does not hold the stream
    // (round robin: the next request or the one after); each rename's event is awaited before the next.
    const across: Record<string, { latencyMs: number; servedBy: string; heldBy: string }> = {};
    for (const [name, stream, event] of [
      ['cms', cms, 'devices'],
      ['player', screen, 'manifest'],
    ] as const) {
      for (let attempt = 0; attempt < 4 && !across[name]; attempt++) {
        const since = mark();
        const res = await viaProxy(proxy.port, 'POST', '/api/device/setName', {
          sessionKey,
          deviceKey,
          deviceName: `Hall ${name} ${attempt}`,
        });
        expect(res.status, res.body).toBe(200);
        expect(upstreams).toContain(res.upstream);
        const got = await stream.next(event, { since });
        if (res.upstream !== stream.upstream) across[name] = { latencyMs: got.at - since, servedBy: res.upstream, heldBy: stream.upstream };
      }
      expect(across[name], `no rename was served by the other instance (${name} stream on ${stream.upstream})`).toBeDefined();
    }
    console.log(`reverse-proxy: events across instances through nginx ${JSON.stringify(across)}`);

    // The rename's audit entry has the client's address too.
    const [row] = await target.query<{ ip: string }>("select ip from audit_log where action = 'device.rename' order by id desc limit 1");
    expect(row?.ip).toBe(CLIENT);
  });

  it('an event stream through the proxy stays open and unbuffered: the opening event arrives at once, keep-alives flow', async () => {
    const started = Date.now();
    const cms = await openStream(proxy.url, '/api/events', auth());
    streams.push(cms);
    const ready = await cms.next('ready', { timeoutMs: 2_000 });
    expect(ready.at - started).toBeLessThan(2_000);
  });

  it('a rolling restart through the proxy: an instance stopped, a new one started and swapped in by a reload; requests keep being answered', async () => {
    const stopping = servers[0] as Server;
    const staying = servers[1] as Server;
    const screenOwner = await viaProxy(proxy.port, 'POST', '/api/player/register', {
      appVersion: '1.0.0',
      osVersion: 'Test OS',
      timeZone: 'UTC',
    });
    const player = screenOwner.json().response as { deviceSecret: string; pairingCode: string };
    const accepted = await viaProxy(proxy.port, 'POST', `/api/device/${seeded.rootOrg}/accept`, {
      sessionKey,
      deviceId: player.pairingCode,
    });
    expect(accepted.status, accepted.body).toBe(200);
    // A player whose stream is on the instance about to stop (opened until one lands there).
    let stream: Stream | undefined;
    for (let i = 0; i < 4 && !stream; i++) {
      const s = await openStream(proxy.url, '/api/player/events', { authorization: `Device ${player.deviceSecret}` });
      streams.push(s);
      if (s.upstream === `127.0.0.1:${stopping.port}`) stream = s;
      else s.close();
    }
    expect(stream, 'no stream landed on the first instance').toBeDefined();

    // Traffic all through the roll: the session check (GET through the proxy) and a signed-in POST.
    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    let rolling = true;
    const load = (async () => {
      while (rolling) {
        const answers = await Promise.all([
          viaProxy(proxy.port, 'GET', '/api/health').catch((e: Error) => ({ status: `GET ${e.message}` })),
          viaProxy(proxy.port, 'POST', '/api/users/me', { sessionKey }).catch((e: Error) => ({ status: `POST ${e.message}` })),
        ]);
        answers.forEach((r, i) => {
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          if (r.status !== 200) failures.push(`${i === 0 ? 'GET' : 'POST'} ${r.status} ${'body' in r ? r.body : ''}`);
        });
        await new Promise((r) => setTimeout(r, 10));
      }
    })();

    await new Promise((r) => setTimeout(r, 300));
    await stopping.stop(); // SIGTERM: its event streams end, in-flight requests finish
    await (stream as Stream).ended;
    const fresh = await startServer(target, { TRUST_PROXY_HOPS: '1', LOG_LEVEL: 'warn' });
    servers.splice(0, 1, fresh);
    proxy.reload([staying.port, fresh.port]);
    await new Promise((r) => setTimeout(r, 1_000));
    rolling = false;
    await load;
    console.log(`reverse-proxy: answers during the roll ${JSON.stringify(statuses)}`);
    expect(failures, `${failures.join('\n')}\n${proxy.errors()}`).toEqual([]);

    // The player reconnects through the proxy and is served by a running instance; a change reaches it.
    const again = await openStream(proxy.url, '/api/player/events', { authorization: `Device ${player.deviceSecret}` });
    streams.push(again);
    expect(again.status).toBe(200);
    expect([`127.0.0.1:${staying.port}`, `127.0.0.1:${fresh.port}`]).toContain(again.upstream);
    await again.next('manifest');
    const since = mark();
    const renamed = await viaProxy(proxy.port, 'POST', '/api/device/setName', {
      sessionKey,
      deviceKey: accepted.json().response.deviceKey,
      deviceName: 'After the roll',
    });
    expect(renamed.status, renamed.body).toBe(200);
    await again.next('manifest', { since });
  }, 90_000);

  it('a 30 MB upload passes through the proxy (client_max_body_size) and lands in the shared media directory', async () => {
    const size = 30 * 1024 * 1024;
    const started = Date.now();
    const res = await uploadMultipart(proxy.port, sessionKey, fakeJpeg(size, 3), 'poster.jpg');
    expect('status' in res && res.status, `${'body' in res ? res.body : 'aborted'}\n${proxy.errors()}`).toBe(200);
    console.log(`reverse-proxy: 30 MB upload through nginx in ${Date.now() - started} ms`);
    const [row] = await target.query<{ storage_key: string; size: number }>(
      'select storage_key, size_bytes as size from media order by id desc limit 1',
    );
    expect(Number(row?.size)).toBe(size);
    const stored = filesUnder(path.join(target.dataDir, 'media'));
    expect(stored.map((f) => f.split(path.sep).join('/'))).toContain(row?.storage_key);
  }, 60_000);
});

/** What the template must say, checked without nginx (every run): the settings the live test cannot wait for. */
describe('deploy/nginx.conf', () => {
  const conf = readFileSync(NGINX_TEMPLATE, 'utf8');
  const directive = (name: string) => conf.match(new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm'))?.[1];
  const seconds = (v: string | undefined) => {
    const m = /^(\d+)(ms|s|m|h)?$/.exec(v ?? '');
    if (!m) return Number.NaN;
    return Number(m[1]) * ({ ms: 0.001, s: 1, m: 60, h: 3600 } as const)[(m[2] ?? 's') as 'ms' | 's' | 'm' | 'h'];
  };

  it('streams events unbuffered and uncompressed, keeps idle streams far longer than their keep-alive, takes the largest upload', () => {
    expect(directive('proxy_buffering')).toBe('off');
    expect(directive('gzip')).toBe('off');
    // Both kinds of stream send a keep-alive comment every 25 s; a stream idle for hours stays open.
    expect(seconds(directive('proxy_read_timeout'))).toBeGreaterThanOrEqual(10 * (PLAYER_KEEPALIVE_MS / 1000));
    const body = /^(\d+)m$/.exec(directive('client_max_body_size') ?? '');
    expect(Number(body?.[1])).toBeGreaterThan(Math.max(...Object.values(UPLOAD_LIMITS_MB)));
    expect(directive('proxy_set_header X-Forwarded-For')).toBe('$proxy_add_x_forwarded_for');
    // No sticky sessions: no ip_hash, hash or sticky directive in the upstream.
    expect(conf).not.toMatch(/^\s*(ip_hash|hash|sticky)\b/m);
  });

  it('the test configuration differs from it only in the listen address, the upstream servers and the X-Upstream header', () => {
    const generated = proxyConfig(conf, '127.0.0.1:9999', [1111, 2222]);
    const changed = generated.split('\n').filter((line) => !conf.split('\n').includes(line));
    expect(changed.map((l) => l.trim())).toEqual([
      'server 127.0.0.1:1111 max_fails=3 fail_timeout=10s;',
      'server 127.0.0.1:2222 max_fails=3 fail_timeout=10s;',
      'listen 127.0.0.1:9999;',
      'add_header X-Upstream $upstream_addr always;',
    ]);
  });
});
