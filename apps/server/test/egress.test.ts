import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { operatorOrigins, serviceEgress, userAddressEgress } from '../src/lib/egress-clients.ts';
import { createEgress, EgressError, type EgressLog } from '../src/lib/egress.ts';

/**
 * The egress client's trusted origins (operator-configured base URLs, docs/security.md "Outbound
 * requests") and the warn log of refusals, against real local HTTP servers; and which origins each
 * feature's client trusts (lib/egress-clients.ts). Loopback is NOT allowed here (`allowLoopback`
 * unset), so every request below reaches a server only through a trusted origin. No database.
 */

interface Site {
  base: string;
  port: number;
  /** TCP connections accepted: a refused request must not open one. */
  connections: number;
  paths: string[];
  server: http.Server;
}

async function site(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Site> {
  const server = http.createServer((req, res) => {
    s.paths.push(req.url ?? '');
    handler(req, res);
  });
  const s: Site = { base: '', port: 0, connections: 0, paths: [], server };
  server.on('connection', () => {
    s.connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  s.port = (server.address() as AddressInfo).port;
  s.base = `http://127.0.0.1:${s.port}`;
  return s;
}

function recorder(): EgressLog & { entries: Array<{ details: Record<string, unknown>; message: string }> } {
  const entries: Array<{ details: Record<string, unknown>; message: string }> = [];
  return { entries, warn: (details, message) => entries.push({ details, message }) };
}

let service: Site;
let elsewhere: Site;

beforeAll(async () => {
  elsewhere = await site((_req, res) => res.writeHead(200).end('elsewhere'));
  service = await site((req, res) => {
    if (req.url === '/away') res.writeHead(302, { location: `${elsewhere.base}/secret?token=abc` }).end();
    else if (req.url === '/moved') res.writeHead(301, { location: '/v1/forecast' }).end();
    else if (req.url === '/to-metadata') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
afterAll(async () => {
  service.server.close();
  elsewhere.server.close();
});

describe('trusted origins', () => {
  it('reaches an operator-configured origin on loopback, and only that origin', async () => {
    const log = recorder();
    const egress = createEgress({ trustedOrigins: [{ url: `${service.base}/`, variable: 'WEATHER_API_URL' }], log });
    const res = await egress.request(`${service.base}/v1/forecast?latitude=1`);
    expect([res.status, res.body.toString()]).toEqual([200, '{"ok":true}']);
    // Same host, another port: another origin, refused without a connection.
    const before = elsewhere.connections;
    await expect(egress.request(`${elsewhere.base}/`)).rejects.toEqual(new EgressError('blocked'));
    // Another spelling of the same address is another origin too (scheme, host, port must all match).
    await expect(egress.request(`http://localhost:${service.port}/v1/forecast`)).rejects.toMatchObject({ reason: 'blocked' });
    await expect(egress.request(`https://127.0.0.1:${service.port}/v1/forecast`)).rejects.toMatchObject({ reason: 'blocked' });
    expect(elsewhere.connections).toBe(before);
    expect(log.entries.map((e) => e.details.rule)).toEqual([
      'non-public address (loopback)',
      'non-public address (loopback)',
      'non-public address (loopback)',
    ]);
    // None of them began at the trusted origin: no variable is named.
    expect(log.entries.every((e) => e.details.variable === undefined)).toBe(true);
  });

  it('a trusted host name on the local network (a docker service name) is pinned to its one answer', async () => {
    const egress = createEgress({
      trustedOrigins: [{ url: `http://open-meteo.internal:${service.port}`, variable: 'WEATHER_API_URL' }],
      resolver: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect((await egress.request(`http://open-meteo.internal:${service.port}/v1/search?name=x`)).status).toBe(200);
  });

  it('follows a redirect within the trusted origin', async () => {
    const egress = createEgress({ trustedOrigins: [{ url: service.base, variable: 'WEATHER_API_URL' }] });
    const res = await egress.request(`${service.base}/moved`);
    expect([res.status, res.url]).toEqual([200, `${service.base}/v1/forecast`]);
  });

  it('checks a redirect off the trusted origin by the normal rules, and logs the rule and the variable', async () => {
    const log = recorder();
    const egress = createEgress({ trustedOrigins: [{ url: service.base, variable: 'WEATHER_API_URL' }], log });
    const before = elsewhere.connections;
    const refusal = await egress.request(`${service.base}/away`).catch((e: unknown) => e);
    // Callers get the one error for every rule: nothing says which rule or which address.
    expect(refusal).toBeInstanceOf(EgressError);
    expect(refusal).toEqual(new EgressError('blocked'));
    expect((refusal as Error).message).toBe('egress: blocked');
    expect(elsewhere.connections).toBe(before);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]?.message).toBe('outbound request refused by the egress policy');
    expect(log.entries[0]?.details).toMatchObject({
      rule: 'non-public address (loopback)',
      origin: elsewhere.base,
      address: '127.0.0.1',
      redirectedFrom: service.base,
      variable: 'WEATHER_API_URL',
    });
    expect(String(log.entries[0]?.details.hint)).toContain('set WEATHER_API_URL to the address that answers');
    // Origins only: the path and query (which may carry a token) never reach the log.
    expect(JSON.stringify(log.entries)).not.toMatch(/secret|token=abc/);

    // The metadata address after a trusted hop: refused too.
    await expect(egress.request(`${service.base}/to-metadata`)).rejects.toMatchObject({ reason: 'blocked' });
    expect(log.entries[1]?.details).toMatchObject({ rule: 'non-public address (linkLocal)', origin: 'http://169.254.169.254' });
  });

  it('keeps the form rules for a trusted origin, and logs them', async () => {
    const log = recorder();
    const egress = createEgress({ trustedOrigins: [{ url: service.base, variable: 'WEATHER_API_URL' }], log });
    await expect(egress.request(`http://user:pw@127.0.0.1:${service.port}/`)).rejects.toEqual(new EgressError('invalidUrl'));
    await expect(egress.request(`file:///etc/passwd`)).rejects.toEqual(new EgressError('invalidUrl'));
    expect(log.entries.map((e) => e.details.rule)).toEqual(['credentials in the URL', 'scheme file: (only http: and https:)']);
  });
});

describe('clients without trusted origins (addresses authors choose)', () => {
  it('refuses loopback without a connection and logs the rule, naming no variable', async () => {
    const log = recorder();
    const egress = createEgress({ log });
    const before = service.connections;
    await expect(egress.request(`${service.base}/feed.xml`)).rejects.toEqual(new EgressError('blocked'));
    expect(service.connections).toBe(before);
    expect(log.entries).toEqual([
      {
        message: 'outbound request refused by the egress policy',
        details: { rule: 'non-public address (loopback)', origin: service.base, address: '127.0.0.1' },
      },
    ]);
    // A private LAN answer names its range.
    const lan = createEgress({ log, resolver: async () => [{ address: '192.168.1.20', family: 4 }] });
    await expect(lan.request('http://nas.local/feed.xml')).rejects.toMatchObject({ reason: 'blocked' });
    expect(log.entries[1]?.details).toMatchObject({ rule: 'non-public address (private)', origin: 'http://nas.local' });
  });

  it('logs nothing for what is not a refusal (an unreachable host)', async () => {
    const log = recorder();
    const egress = createEgress({ log, allowLoopback: true });
    await expect(egress.request('http://127.0.0.1:9/')).rejects.toMatchObject({ reason: 'unreachable' });
    expect(log.entries).toEqual([]);
  });
});

/** Every variable that names a base URL, read from the configuration schema. */
const baseUrlVariables = () =>
  [...readFileSync(new URL('../src/config.ts', import.meta.url), 'utf8').matchAll(/^ {2}([A-Z0-9_]+_(?:URL|BASE)):/gm)].map((m) => m[1]);

describe('operator-configured origins', () => {
  it('covers every base URL variable, or says why it does not go through the egress client', () => {
    const config = loadConfig({
      AI_BASE_URL: 'http://10.0.0.7:11434/v1',
      AI_MODEL: 'llama',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      UNSPLASH_ACCESS_KEY: 'k',
      PEXELS_API_KEY: 'k',
      CANVA_CLIENT_ID: 'id',
      CANVA_CLIENT_SECRET: 'secret',
    } as NodeJS.ProcessEnv);
    const trusted = Object.values(operatorOrigins(config)).flatMap((list) => list.map((t) => t.variable));
    // Not fetched through lib/egress.ts: our own address, the database, mail, the S3 SDK, the Stripe
    // library (talks to its configured host itself), and pages only the browser is sent to.
    const notEgress = ['PUBLIC_URL', 'DATABASE_URL', 'SMTP_URL', 'STRIPE_API_BASE', 'META_OAUTH_URL', 'CANVA_AUTH_URL'];
    expect([...trusted, ...notEgress].sort()).toEqual(baseUrlVariables().sort());
    expect(operatorOrigins(config).ai).toEqual([{ variable: 'AI_BASE_URL', url: 'http://10.0.0.7:11434/v1' }]);
  });

  it('trusts nothing for a service that is not set up', () => {
    const origins = operatorOrigins(loadConfig({} as NodeJS.ProcessEnv));
    expect([origins.ai, origins.google, origins.canva, origins.stockPhotos]).toEqual([[], [], [], []]);
    // The weather and Graph API defaults are the public services.
    expect(origins.weather).toEqual([{ variable: 'WEATHER_API_URL', url: 'https://api.open-meteo.com' }]);
  });

  it("a feature's client trusts its own origin only; the client for authors' addresses trusts none", async () => {
    const config = loadConfig({
      WEATHER_API_URL: `${service.base}/`,
      PEXELS_API_KEY: 'k',
      PEXELS_API_URL: service.base,
    } as NodeJS.ProcessEnv);
    const ctx = { config, log: recorder() };
    expect((await serviceEgress(ctx, 'weather').request(`${service.base}/v1/forecast`)).status).toBe(200);
    expect((await serviceEgress(ctx, 'stockPhotos').request(`${service.base}/v1/search`)).status).toBe(200);
    const before = service.connections;
    // The geocoding client does not inherit the forecast service's origin, nor does a news feed's.
    await expect(serviceEgress(ctx, 'geocoding').request(`${service.base}/v1/search`)).rejects.toMatchObject({ reason: 'blocked' });
    await expect(userAddressEgress(ctx).request(`${service.base}/feed.xml`)).rejects.toMatchObject({ reason: 'blocked' });
    expect(service.connections).toBe(before);
  });
});
