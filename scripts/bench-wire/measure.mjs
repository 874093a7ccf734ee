import http from 'node:http';

/** What bench:wire reads of one page or of the player's precache, in bytes on the wire (no Lighthouse). */

const QUIET_MS = 1500;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A raw HTTP request (no decompression): status, headers, body bytes. */
export function request(port, method, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, raw: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

/** One page in a fresh browser context (no cache, no service worker, no cookie but the session's). */
export async function measureCdp(browser, url, cookies) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  const reqs = new Map();
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!/^https?:/.test(e.request.url)) return;
    reqs.set(e.requestId, { url: e.request.url, type: e.type, mime: '', encoding: '', encoded: 0, decoded: 0, done: false });
    last = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = reqs.get(e.requestId);
    if (!r) return;
    r.mime = e.response.mimeType;
    r.status = e.response.status;
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    r.encoding = h['content-encoding'] ?? '';
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = reqs.get(e.requestId);
    if (!r) return;
    r.decoded += e.dataLength;
    r.streamed = (r.streamed ?? 0) + e.encodedDataLength;
  });
  const finish = (e) => {
    const r = reqs.get(e.requestId);
    if (!r) return;
    r.encoded = e.encodedDataLength ?? r.streamed ?? 0;
    r.done = true;
    last = Date.now();
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const open = [...reqs.values()].filter((r) => !r.done && r.mime !== 'text/event-stream');
    if (open.length === 0 && Date.now() - last > QUIET_MS) break;
    await sleep(100);
  }
  const paint = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        let lcp = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp, lcp }), 50);
      }),
  );
  const finalPath = new URL(page.url()).pathname;
  const all = [...reqs.values()];
  const bytes = all.reduce((s, r) => s + (r.done ? r.encoded : (r.streamed ?? 0)), 0);
  const decoded = all.reduce((s, r) => s + r.decoded, 0);
  const scripts = all.filter((r) => r.type === 'Script');
  const result = {
    bytes,
    decoded,
    requests: all.length,
    scriptBytes: scripts.reduce((s, r) => s + r.encoded, 0),
    scripts: scripts.length,
    uncompressedTextAssets: all.filter((r) => /javascript|css|html|json|svg/.test(r.mime) && !r.encoding && r.decoded > 1024).length,
    fcp: paint.fcp,
    lcp: paint.lcp,
    finalPath,
    all: all
      .sort((a, b) => b.encoded - a.encoded)
      .map((r) => ({ path: new URL(r.url).pathname, type: r.type, encoded: r.encoded, decoded: r.decoded, encoding: r.encoding })),
  };
  await cdp.detach().catch(() => {});
  await context.close();
  return result;
}

/** The player's service-worker precache, fetched as a browser would (Accept-Encoding: gzip, deflate, br, zstd). */
export async function precacheBytes(port) {
  const sw = (await request(port, 'GET', '/player/sw.js')).raw.toString('utf8');
  const list = JSON.parse(sw.match(/const PRECACHE = (\[[^\]]*\])/)?.[1] ?? '[]');
  let bytes = 0;
  let decoded = 0;
  for (const file of ['', ...list.filter((f) => f !== 'index.html')]) {
    const res = await request(port, 'GET', `/player/${file}`, undefined, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    bytes += res.raw.length;
    decoded += Number(res.headers['content-encoding'] ? 0 : res.raw.length);
  }
  return { files: list.length, bytes, identityBodies: decoded };
}
