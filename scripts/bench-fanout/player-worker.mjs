/**
 * Simulated players (worker thread entry, started by clients.mjs with `new Worker(…)`): each holds its
 * event stream on its own socket and makes its other calls through a keep-alive pool (http-pool.mjs).
 * A herd waits either for `manifest` and the new manifest fetched (bench:fanout), or — when armed
 * with `expect` — for a `takeovers` event with or without a marker (bench:alert, docs/alerts.md),
 * after which a player that got the alert posts its receipt as a player does.
 */
import net from 'node:net';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { now, sleep } from './common.mjs';
import { Pool } from './http-pool.mjs';

function playerWorker() {
  const { port, index: workerIndex, sockets } = workerData;
  const pool = new Pool(port, sockets);
  /** @type {{secret: string, ip: string, etag: string|null, stream: net.Socket|null, armed: boolean, eventAt: number, doneAt: number, connected: boolean}[]} */
  const players = [];
  let heartbeat = true;
  /** bench:alert: `{marker, present, receipts}` — the herd waits for a `takeovers` event (not `manifest`). */
  let expect = null;
  /** `manifest` events that arrived during `takeovers` herds (an alert must not change the manifest). */
  let manifestEventsInTakeovers = 0;

  function request(method, url, { body, headers = {}, ip } = {}) {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return pool.request(
      method,
      url,
      { ...(payload ? { 'content-type': 'application/json' } : {}), ...(ip ? { 'x-forwarded-for': ip } : {}), ...headers },
      payload,
    );
  }

  async function withRetry(fn) {
    for (let attempt = 0; ; attempt++) {
      const res = await fn().catch((error) => ({ status: 0, error, headers: {}, body: Buffer.alloc(0) }));
      if ((res.status === 429 || res.status === 0 || res.status === 503) && attempt < 20) {
        await sleep(200 * (attempt + 1));
        continue;
      }
      return res;
    }
  }

  const ipOf = (n) => `10.${(workerIndex * 64 + (n >> 16)) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const newPlayer = (secret, ip) => ({
    secret,
    ip,
    etag: null,
    stream: null,
    armed: false,
    inHerd: false,
    eventAt: 0,
    doneAt: 0,
    connected: false,
    buf: '',
  });

  async function pair({ count, sessionKey, organizationId, groupId, concurrency }) {
    let next = 0;
    const failures = [];
    async function one() {
      while (next < count) {
        const ip = ipOf(next++);
        const reg = await withRetry(() =>
          request('POST', '/api/player/register', {
            ip,
            body: { appVersion: 'bench', osVersion: 'node', timeZone: 'Europe/Stockholm', screenWidth: 1920, screenHeight: 1080 },
          }),
        );
        if (reg.status !== 200) {
          failures.push(`register ${reg.status} ${reg.body.toString().slice(0, 200)}`);
          continue;
        }
        const { deviceSecret, pairingCode } = JSON.parse(reg.body.toString()).response;
        const acc = await withRetry(() =>
          request('POST', `/api/device/${organizationId}/accept`, {
            ip,
            body: { sessionKey, deviceId: pairingCode, ...(groupId ? { groupId } : {}) },
          }),
        );
        if (acc.status !== 200) {
          failures.push(`accept ${acc.status} ${acc.body.toString().slice(0, 200)}`);
          continue;
        }
        players.push(newPlayer(deviceSecret, ip));
      }
    }
    await Promise.all(Array.from({ length: concurrency }, one));
    return { paired: players.length, failures: failures.slice(0, 5), failed: failures.length };
  }

  function fake({ count }) {
    for (let n = 0; n < count; n++) players.push(newPlayer(`fake-${workerIndex}-${n}`, ipOf(n)));
    return { paired: players.length, failed: 0, failures: [] };
  }

  async function fetchManifest(p) {
    const res = await withRetry(() =>
      request('GET', '/api/player/manifest', {
        ip: p.ip,
        headers: { authorization: `Device ${p.secret}`, 'accept-encoding': 'gzip', ...(p.etag ? { 'if-none-match': p.etag } : {}) },
      }),
    );
    if (res.status === 200) {
      p.etag = res.headers.etag ?? null;
      return { changed: true, bytes: res.body.length };
    }
    if (res.status === 304) return { changed: false, bytes: 0 };
    throw new Error(`manifest answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
  }

  /**
   * The delivery receipt, as the player sends it (apps/player/src/sync/engine.ts `receipt`): at once,
   * or after a random part of the `spreadMs` the `manifest` event asked for. Counted, so that a herd
   * can say when the last receipt was answered.
   */
  let receiptsPending = 0;
  let lastReceiptAt = 0;
  let receiptsSettled = null;
  function sendHeartbeat(p) {
    if (!heartbeat) return;
    receiptsPending++;
    const send = () =>
      request('POST', '/api/player/heartbeat', {
        ip: p.ip,
        headers: { authorization: `Device ${p.secret}` },
        body: { status: 'playing', appVersion: 'bench', osVersion: 'node', manifestVersion: (p.etag ?? '').replaceAll('"', '') || null },
      })
        .catch(() => {})
        .finally(() => {
          lastReceiptAt = now();
          receiptsPending--;
          if (receiptsPending === 0) receiptsSettled?.();
        });
    if (p.spreadMs > 0) setTimeout(send, Math.random() * p.spreadMs);
    else send();
  }

  let finish = null;
  let armedCount = 0;
  let herdBytes = 0;
  function maybeFinished() {
    if (finish && armedCount === 0) {
      const f = finish;
      finish = null;
      f();
    }
  }

  /** The complete `takeovers` events in what the stream sent since the herd was armed. */
  function onTakeoversData(p, chunk) {
    p.buf = (p.buf + chunk).slice(-65536);
    const events = [...p.buf.matchAll(/event: takeovers\ndata: ([^\n]*)\n\n/g)];
    if (events.length === 0) return;
    const last = events.at(-1);
    p.buf = p.buf.slice(last.index + last[0].length);
    const data = last[1];
    if (data.length > herdBytes) herdBytes = data.length;
    if (data.includes(expect.marker) !== expect.present) return;
    p.eventAt = p.doneAt = now();
    p.armed = false;
    armedCount--;
    maybeFinished();
    const activationId = Number(data.match(/"activationId":(\d+)/)?.[1]);
    if (expect.present && expect.receipts && activationId > 0) {
      request('POST', '/api/player/alert-receipts', {
        ip: p.ip,
        headers: { authorization: `Device ${p.secret}` },
        body: { receipts: [{ activationId, shownAt: new Date().toISOString(), endedAt: null }] },
      }).catch(() => {});
    }
  }

  async function onManifestEvent(p) {
    if (expect) {
      if (p.inHerd) manifestEventsInTakeovers++;
      return;
    }
    if (!p.armed) return;
    if (!p.eventAt) p.eventAt = now();
    try {
      const { changed, bytes } = await fetchManifest(p);
      if (bytes > herdBytes) herdBytes = bytes;
      if (changed && p.armed && !p.doneAt) {
        p.doneAt = now();
        p.armed = false;
        armedCount--;
        sendHeartbeat(p);
        maybeFinished();
      }
    } catch {}
  }

  /** The event stream on its own socket; only `event: manifest` matters here (one event = one chunk). */
  function openStream(p) {
    return new Promise((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
      p.stream = socket;
      let first = true;
      let tail = '';
      socket.on('connect', () => {
        socket.write(
          `GET /api/player/events HTTP/1.1\r\nhost: 127.0.0.1\r\naccept: text/event-stream\r\nauthorization: Device ${p.secret}\r\nx-forwarded-for: ${p.ip}\r\n\r\n`,
        );
      });
      socket.on('data', (d) => {
        const text = tail + d.toString('latin1');
        if (first) {
          first = false;
          if (!text.startsWith('HTTP/1.1 200')) {
            p.streamError = text.split('\r\n\r\n')[1]?.slice(0, 160) || text.slice(0, 40);
            socket.destroy();
            resolve(false);
            return;
          }
          p.connected = true;
          resolve(true);
        }
        if (text.includes('event: manifest') || text.includes('event:manifest')) {
          const spread = /event: ?manifest\ndata: ?[^\n]*"spreadMs":(\d+)/.exec(text);
          p.spreadMs = spread ? Number(spread[1]) : 0;
          onManifestEvent(p);
        }
        if (expect && p.armed) onTakeoversData(p, d.toString('latin1'));
        tail = text.slice(-20);
      });
      socket.on('error', (error) => {
        p.streamError = error.code ?? error.message;
        resolve(false);
      });
      socket.on('close', () => {
        p.connected = false;
        resolve(false);
      });
    });
  }

  async function connect({ concurrency }) {
    let next = 0;
    let failed = 0;
    const reasons = [];
    let manifestBytes = 0;
    async function one() {
      while (next < players.length) {
        const p = players[next++];
        try {
          const { bytes } = await fetchManifest(p);
          manifestBytes = Math.max(manifestBytes, bytes);
        } catch (error) {
          failed++;
          if (reasons.length < 3) reasons.push(String(error.message ?? error));
          continue;
        }
        // A refused stream is retried after a jittered pause, as a player reconnects.
        let open = await openStream(p);
        for (let attempt = 0; !open && attempt < 5; attempt++) {
          await sleep(1000 + Math.random() * 2000);
          open = await openStream(p);
        }
        if (!open) {
          failed++;
          if (reasons.length < 3) reasons.push(`event stream: ${p.streamError ?? 'closed before answering'}`);
        }
      }
    }
    // Start the loops a few milliseconds apart so the event streams' connections open gradually.
    await Promise.all(Array.from({ length: concurrency }, (_, i) => sleep(i * 4).then(one)));
    // Warm the pool to its full size, so herds reuse open connections as players would (a player's
    // heartbeat every 30 s keeps its connection open). The calls are made all at once: made a few
    // milliseconds apart, each found the previous one's connection idle and the pool stayed small,
    // so the first herd opened hundreds of connections, which a busy server accepts one per turn of
    // its event loop (libuv; docs/screens.md, "What the first herd was").
    await Promise.all(Array.from({ length: sockets }, (_, i) => fetchManifest(players[i % players.length]).catch(() => {})));
    return { connected: players.filter((p) => p.connected).length, failed, reasons, manifestBytes, pooled: pool.all.size };
  }

  async function measure({ timeoutMs }) {
    const result = await new Promise((resolve) => {
      const timer = setTimeout(() => {
        finish = null;
        resolve('timeout');
      }, timeoutMs);
      finish = () => {
        clearTimeout(timer);
        resolve('ok');
      };
      maybeFinished();
    });
    // The herd's delivery receipts (spread or not): when the last one was answered.
    if (receiptsPending > 0)
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        receiptsSettled = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    receiptsSettled = null;
    const out = {
      receiptsAt: heartbeat ? lastReceiptAt : 0,
      result,
      events: players.filter((p) => p.inHerd).map((p) => p.eventAt),
      done: players.filter((p) => p.inHerd).map((p) => p.doneAt),
      stillConnected: players.filter((p) => p.connected).length,
      bytes: herdBytes,
      manifestEvents: manifestEventsInTakeovers,
    };
    manifestEventsInTakeovers = 0;
    for (const p of players) p.armed = false;
    armedCount = 0;
    return out;
  }

  parentPort.on('message', async (msg) => {
    try {
      let answer;
      if (msg.type === 'pair') answer = await pair(msg);
      else if (msg.type === 'fake') answer = fake(msg);
      else if (msg.type === 'adopt') {
        for (const secret of msg.secrets) players.push(newPlayer(secret, ipOf(players.length)));
        answer = { players: players.length };
      } else if (msg.type === 'connect') answer = await connect(msg);
      else if (msg.type === 'arm') {
        heartbeat = msg.heartbeat;
        expect = msg.expect ?? null;
        herdBytes = 0;
        armedCount = 0;
        lastReceiptAt = 0;
        for (const p of players) {
          p.buf = '';
          p.armed = p.connected;
          p.inHerd = p.connected;
          p.eventAt = 0;
          p.doneAt = 0;
          if (p.armed) armedCount++;
        }
        answer = { armed: armedCount };
      } else if (msg.type === 'measure') answer = await measure(msg);
      else if (msg.type === 'close') {
        for (const p of players) p.stream?.destroy();
        pool.close();
        answer = {};
      }
      parentPort.postMessage({ type: 'answer', id: msg.id, answer });
    } catch (error) {
      parentPort.postMessage({ type: 'answer', id: msg.id, error: String(error?.stack ?? error) });
    }
  });
}

if (!isMainThread) playerWorker();
