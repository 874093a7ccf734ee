import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEgress, EgressError, isPublicAddress } from '../src/lib/egress.ts';
import { addUser, buildTestApp, json, login, post, signUp, type TestApp } from './helpers.ts';

/**
 * Website check (docs/playlists.md "Website check"): POST /playlist/checkEmbed through the one egress client (security.md SSRF-1..4). A local
 * HTTP server plays the websites; `egressAllowLoopback` (tests only) lets the client reach it. The
 * second app has the production setting and must refuse every private address.
 */
let t: TestApp;
let prod: TestApp;
let site: http.Server;
let base: string;
const keys: Record<string, string> = {};
let prodKey = '';
let hits = 0;

const US = 'https://signage.test';
const routes: Record<string, (res: http.ServerResponse) => void> = {
  '/open': (res) => res.end('<html>open</html>'),
  '/deny': (res) => res.setHeader('X-Frame-Options', 'DENY').end('no'),
  '/sameorigin': (res) => res.setHeader('X-Frame-Options', 'SAMEORIGIN').end('no'),
  '/allow-from': (res) => res.setHeader('X-Frame-Options', `ALLOW-FROM ${US}`).end('ignored by browsers'),
  '/csp-none': (res) => res.setHeader('Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'").end('no'),
  '/csp-self': (res) => res.setHeader('Content-Security-Policy', "frame-ancestors 'self'").end('no'),
  '/csp-other': (res) => res.setHeader('Content-Security-Policy', 'frame-ancestors https://partner.example').end('no'),
  '/csp-us': (res) => res.setHeader('Content-Security-Policy', `frame-ancestors 'self' ${US}`).end('yes'),
  '/csp-wildcard': (res) => res.setHeader('Content-Security-Policy', "frame-ancestors 'self' https://*.test").end('yes'),
  '/csp-scheme': (res) => res.setHeader('Content-Security-Policy', 'frame-ancestors https:').end('yes'),
  '/csp-star': (res) => res.setHeader('Content-Security-Policy', 'frame-ancestors *').end('yes'),
  // CSP frame-ancestors wins over X-Frame-Options in browsers.
  '/csp-overrides-xfo': (res) =>
    res.setHeader('X-Frame-Options', 'DENY').setHeader('Content-Security-Policy', 'frame-ancestors *').end('yes'),
  '/report-only': (res) => res.setHeader('Content-Security-Policy-Report-Only', "frame-ancestors 'none'").end('yes'),
  '/redirect-deny': (res) => res.writeHead(302, { location: '/deny' }).end(),
  '/redirect-open': (res) => res.writeHead(301, { location: '/open' }).end(),
  '/r1': (res) => res.writeHead(302, { location: '/r2' }).end(),
  '/r2': (res) => res.writeHead(302, { location: '/r3' }).end(),
  '/r3': (res) => res.writeHead(302, { location: '/r4' }).end(),
  '/r4': (res) => res.writeHead(302, { location: '/open' }).end(),
  '/redirect-private': (res) => res.writeHead(302, { location: 'http://10.0.0.1/' }).end(),
  '/redirect-metadata': (res) => res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/redirect-file': (res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  '/big': (res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    res.end(Buffer.alloc(64 * 1024));
  },
  '/slow': () => undefined, // never answers
};

async function check(key: string, url: unknown, headers: Record<string, string> = {}, app = t) {
  const res = await post(app.app, '/api/playlist/checkEmbed', { sessionKey: key, url }, headers);
  return [res.statusCode, json(res)] as const;
}
async function answer(url: string, app = t, key = keys.a as string) {
  const [status, body] = await check(key, url, {}, app);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.response as { embeddable: boolean; reason: string; message: string | null };
}

beforeAll(async () => {
  site = http.createServer((req, res) => {
    hits++;
    const route = routes[(req.url ?? '/').split('?')[0] as string];
    if (route) route(res);
    else res.writeHead(404).end('missing');
  });
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  t = await buildTestApp({ rateLimits: false, egressAllowLoopback: true });
  const a = await signUp(t, { orgName: 'Org A' });
  keys.a = (await login(t, a.email)).sessionKey;
  for (const role of ['content_creator', 'screen_manager']) {
    const u = await addUser(t, a.organizationId, role);
    keys[role] = (await login(t, u.email)).sessionKey;
  }
  prod = await buildTestApp({ rateLimits: false });
  const p = await signUp(prod, { orgName: 'Prod' });
  prodKey = (await login(prod, p.email)).sessionKey;
}, 60_000);

afterAll(async () => {
  site?.closeAllConnections();
  site?.close();
  await t?.close();
  await prod?.close();
});

describe('POST /playlist/checkEmbed', () => {
  it('reads X-Frame-Options and CSP frame-ancestors like a browser', async () => {
    const notEmbeddable = 'This website cannot be embedded. Please try a different one.';
    const cases: Array<[string, boolean, string]> = [
      ['/open', true, 'ok'],
      ['/deny', false, 'frameOptions'],
      ['/sameorigin', false, 'frameOptions'],
      ['/allow-from', true, 'ok'],
      ['/csp-none', false, 'frameAncestors'],
      ['/csp-self', false, 'frameAncestors'],
      ['/csp-other', false, 'frameAncestors'],
      ['/csp-us', true, 'ok'],
      ['/csp-wildcard', true, 'ok'],
      ['/csp-scheme', true, 'ok'],
      ['/csp-star', true, 'ok'],
      ['/csp-overrides-xfo', true, 'ok'],
      ['/report-only', true, 'ok'],
      ['/redirect-deny', false, 'frameOptions'],
      ['/redirect-open', true, 'ok'],
      ['/missing', true, 'ok'],
    ];
    for (const [p, embeddable, reason] of cases) {
      const out = await answer(`${base}${p}`);
      expect({ p, ...out }).toEqual({
        p,
        embeddable,
        reason,
        messageCode: embeddable ? null : 'WEBSITE_NOT_EMBEDDABLE',
        message: embeddable ? null : notEmbeddable,
      });
    }
    // Content creators may check too; the message follows the caller's language.
    const [status, es] = await check(keys.content_creator as string, `${base}/deny`, { 'accept-language': 'es' });
    expect(status).toBe(200);
    expect(es.response.message).toBe('Este sitio web no se puede insertar. Prueba con otro.');
  });

  it("answers 'Please enter a valid web address.' for anything that is not an http(s) address", async () => {
    for (const url of [
      '',
      'not a url',
      'ftp://example.com/file',
      'javascript:alert(1)',
      'http://',
      'https://user:pw@example.com/',
      'intranet',
    ]) {
      const out = await answer(url);
      expect({ url, ...out }).toEqual({
        url,
        embeddable: false,
        reason: 'invalidUrl',
        messageCode: 'WEB_ADDRESS_INVALID',
        message: 'Please enter a valid web address.',
      });
    }
  });

  it('refuses private, loopback, link-local and metadata addresses (production setting), also behind redirects', async () => {
    const before = hits;
    const port = (site.address() as AddressInfo).port;
    for (const url of [
      `${base}/open`,
      `http://localhost:${port}/open`,
      `http://[::1]:${port}/open`,
      `http://[::ffff:127.0.0.1]:${port}/open`,
      `http://2130706433:${port}/open`,
      'http://10.1.2.3/',
      'http://192.168.0.10/',
      'http://172.16.5.4/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
    ]) {
      const out = await answer(url, prod, prodKey);
      expect({ url, ...out }).toMatchObject({
        url,
        embeddable: false,
        reason: 'blocked',
        message: 'This website cannot be embedded. Please try a different one.',
      });
    }
    // Not one request reached the local server.
    expect(hits).toBe(before);

    // With loopback allowed (tests), a redirect to a private address or a non-http scheme is still refused.
    for (const p of ['/redirect-private', '/redirect-metadata', '/redirect-file', '/r1']) {
      expect({ p, ...(await answer(`${base}${p}`)) }).toMatchObject({ p, embeddable: false, reason: 'blocked' });
    }
  });

  it('needs a content role and a session; validates the body', async () => {
    const [sm, smBody] = await check(keys.screen_manager as string, `${base}/open`);
    expect([sm, smBody.errorCode]).toEqual([403, 'FORBIDDEN']);
    const [anon] = await check('nope', `${base}/open`);
    expect(anon).toBe(401);
    const [bad, badBody] = await check(keys.a as string, 42);
    expect([bad, badBody.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    const [long] = await check(keys.a as string, `https://example.com/${'a'.repeat(2100)}`);
    expect(long).toBe(400);
  });
});

describe('egress client', () => {
  it('classifies addresses', () => {
    for (const ip of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(ip), ip).toBe(true);
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::',
      '2001::1',
      'not-an-ip',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('::1', true)).toBe(true);
    expect(isPublicAddress('10.0.0.1', true)).toBe(false);
    expect(isPublicAddress('169.254.169.254', true)).toBe(false);
  });

  it('caps the response size and the time', async () => {
    const egress = createEgress({ allowLoopback: true });
    const small = await egress.request(`${base}/big`, { maxBytes: 1024 * 1024 });
    expect(small.body.length).toBe(64 * 1024);
    await expect(egress.request(`${base}/big`, { maxBytes: 1024 })).rejects.toMatchObject({ reason: 'tooLarge' });
    const started = Date.now();
    await expect(egress.request(`${base}/slow`, { timeoutMs: 300 })).rejects.toBeInstanceOf(EgressError);
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(egress.request(`${base}/r1`)).rejects.toMatchObject({ reason: 'tooManyRedirects' });
    expect((await egress.request(`${base}/r2`)).url).toBe(`${base}/open`);
    await expect(createEgress().request(`${base}/open`)).rejects.toMatchObject({ reason: 'blocked' });
    await expect(egress.request('gopher://example.com/')).rejects.toMatchObject({ reason: 'invalidUrl' });
  });

  it('resolves once and connects to the checked address (no second lookup, no rebinding)', async () => {
    const port = (site.address() as AddressInfo).port;
    let lookups = 0;
    // A name only this resolver knows: the request can only succeed if the socket uses the checked answer.
    const egress = createEgress({
      allowLoopback: true,
      resolver: async () => {
        lookups++;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    const res = await egress.request(`http://rebind.invalid:${port}/redirect-open`);
    expect([res.status, res.url]).toEqual([200, `http://rebind.invalid:${port}/open`]);
    expect(lookups).toBe(2); // once per hop, never by the socket itself
    // One private answer among public ones refuses the name.
    const mixed = createEgress({
      resolver: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
    });
    await expect(mixed.request('http://mixed.invalid/')).rejects.toMatchObject({ reason: 'blocked' });
    // The system resolver: localhost is loopback (refused in production, reachable with the test switch).
    await expect(createEgress().request(`http://localhost:${port}/open`)).rejects.toMatchObject({ reason: 'blocked' });
    expect((await createEgress({ allowLoopback: true }).request(`http://localhost:${port}/open`)).status).toBe(200);
  });
});
