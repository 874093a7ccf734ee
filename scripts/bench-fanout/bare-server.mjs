/**
 * Bare calibration server (child process): same streams, same herd, no framework, no database.
 * Run directly (`node scripts/bench-fanout/bare-server.mjs`, or the entry with `--bare-server`) with
 * PORT and BARE_MANIFEST_BYTES in the environment; it sends 'ready' over IPC once listening.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export function bareServer() {
  const bytes = Number(process.env.BARE_MANIFEST_BYTES ?? 2000);
  let version = 1;
  let body = gzipSync(Buffer.alloc(bytes * 4, 'x')).subarray(0, bytes);
  const streams = new Set();
  const server = http.createServer((req, res) => {
    if (req.url === '/api/player/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(': hello\n\n');
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return;
    }
    if (req.url === '/api/player/manifest') {
      const etag = `"${version}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag });
        res.end();
        return;
      }
      res.writeHead(200, { etag, 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(body);
      return;
    }
    if (req.url === '/trigger') {
      version++;
      body = Buffer.from(body);
      const event = `event: manifest\ndata: {"version":"${version}"}\n\n`;
      for (const s of streams) s.write(event);
      res.end('{}');
      return;
    }
    if (req.url?.startsWith('/trigger-takeovers')) {
      // bench:alert: a `takeovers` event of the real one's size, with or without the marker.
      const q = new URL(req.url, 'http://x').searchParams;
      const marker = q.get('present') === '1' ? (q.get('marker') ?? '') : '';
      const head = `{"revision":"${version++}","alerts":[{"activationId":${version},"name":"${marker}","description":"`;
      const tail = '"}],"messages":[]}';
      const pad = Math.max(0, Number(q.get('bytes') ?? 600) - head.length - tail.length);
      const event = `event: takeovers\ndata: ${head}${'x'.repeat(pad)}${tail}\n\n`;
      for (const s of streams) s.write(event);
      res.end('{}');
      return;
    }
    if (req.url === '/api/player/heartbeat' || req.url === '/api/player/alert-receipts') {
      req.resume();
      req.on('end', () => res.end('{"response":{}}'));
      return;
    }
    res.writeHead(404);
    res.end();
  });
  server.keepAliveTimeout = 120_000;
  // The same accept queue as the server under test (apps/server/src/main.ts).
  server.listen({ port: Number(process.env.PORT), host: '127.0.0.1', backlog: 4096 }, () => process.send?.('ready'));
}

export const bareServerFile = fileURLToPath(import.meta.url);

if (process.argv[1] && path.resolve(process.argv[1]) === bareServerFile) bareServer();
