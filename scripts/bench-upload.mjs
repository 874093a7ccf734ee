#!/usr/bin/env node
/**
 * npm run bench:upload — uploads a 250 MB video to a real server process and prints the throughput
 * and the server's peak RSS growth, next to a plain file copy of the same file measured in the same
 * run (docs/media.md "Upload throughput" targets: RSS growth < 64 MB; throughput within 2x of the copy).
 * BENCH_UPLOAD_MB=<n> changes the size; BENCH_CPU_PROF=<dir> profiles the server process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, createReadStream, createWriteStream, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { copyFile } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 250);
const work = mkdtempSync(path.join(tmpdir(), 'signage-bench-upload-'));
const dataDir = path.join(work, 'data');
const password = 'Bench-Upl0ad!';

function mb(bytes) {
  return bytes / 1024 / 1024;
}

/** A file that starts like an MP4 (ftyp box) and is padded to SIZE_MB with pseudo-random bytes. */
function makeVideo(file) {
  const fd = openSync(file, 'w');
  const ftyp = Buffer.from([
    0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31,
  ]);
  writeSync(fd, ftyp);
  const chunk = Buffer.alloc(1024 * 1024);
  let x = 1;
  for (let i = 0; i < chunk.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    chunk[i] = x & 0xff;
  }
  // An mdat box header so the file stays a well-formed ISO BMFF container.
  const target = SIZE_MB * 1024 * 1024 - 1024; // stay under the 250 MB limit
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(target - ftyp.length, 0);
  mdat.write('mdat', 4);
  writeSync(fd, mdat);
  let written = ftyp.length + mdat.length;
  while (written < target) {
    const n = Math.min(chunk.length, target - written);
    writeSync(fd, chunk, 0, n);
    written += n;
  }
  closeSync(fd);
}

async function freePort() {
  const s = createServer();
  s.listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = status.match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) * 1024 : 0;
}

/** User + system CPU seconds a process has used so far (from /proc, clock ticks of 1/100 s). */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function request(port, method, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

function upload(port, sessionKey, file) {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="section"\r\n\r\nmy\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = statSync(file).size;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/media/upload',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
          authorization: `SessionKey ${sessionKey}`,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file, { highWaterMark: 1024 * 1024 });
    stream.on('data', (c) => {
      if (!req.write(c)) {
        stream.pause();
        req.once('drain', () => stream.resume());
      }
    });
    stream.on('end', () => req.end(tail));
    stream.on('error', reject);
  });
}

async function main() {
  const server = path.join(root, 'apps/server/dist/main.js');
  const seed = path.join(root, 'apps/server/dist/seed-demo.js');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', LOG_FORMAT: 'json', DEMO_PASSWORD: password };
  const seeded = spawnSync(process.execPath, [seed], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);

  const video = path.join(work, 'bench.mp4');
  makeVideo(video);
  const size = statSync(video).size;

  // Calibrations on the same disk, same run: the kernel's copy (like cp) and a streamed copy through
  // Node (read + write in user space, as an upload must); each the best of three.
  const timeCopy = async (copy) => {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const target = path.join(work, 'copy.mp4');
      const t0 = process.hrtime.bigint();
      await copy(target);
      best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e9);
      rmSync(target);
    }
    return best;
  };
  const copySeconds = await timeCopy((target) => copyFile(video, target));
  const streamSeconds = await timeCopy((target) =>
    pipeline(createReadStream(video, { highWaterMark: 1024 * 1024 }), createWriteStream(target)),
  );

  // Calibration: the same multipart request to a bare HTTP server in this process that only counts
  // the bytes — the floor any upload over loopback on this machine has.
  const sink = http.createServer((req, res) => {
    req.on('data', () => {});
    req.on('end', () => res.end('{}'));
  });
  sink.listen(0, '127.0.0.1');
  await once(sink, 'listening');
  const sinkStart = process.hrtime.bigint();
  await upload(sink.address().port, 'none', video);
  const loopbackSeconds = Number(process.hrtime.bigint() - sinkStart) / 1e9;
  sink.close();

  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there on exit (open in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...profile, server], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; i < 200; i++) {
      const ok = await request(port, 'GET', '/api/health').catch(() => null);
      if (ok?.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await request(port, 'POST', '/api/auth/login', { email: 'content-creator@demo.signage.local', password });
    if (login.status !== 200) throw new Error(`login failed: ${login.body}`);
    const { sessionKey } = JSON.parse(login.body).response;

    await new Promise((r) => setTimeout(r, 500));
    const baseline = rssOf(child.pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssOf(child.pid));
      } catch {}
    }, 25);
    const cpu0 = cpuOf(child.pid);
    const start = process.hrtime.bigint();
    const res = await upload(port, sessionKey, video);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const serverCpu = cpuOf(child.pid) - cpu0;
    clearInterval(sampler);
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.body.slice(0, 300)}`);

    const rate = (s) => `${s.toFixed(2)} s  ${(mb(size) / s).toFixed(0)} MB/s`;
    const growth = mb(peak - baseline);
    const lines = [
      `file                               ${mb(size).toFixed(1)} MB`,
      `kernel file copy (cp, calibration) ${rate(copySeconds)}`,
      `streamed file copy (calibration)   ${rate(streamSeconds)}`,
      `bare HTTP upload over loopback     ${rate(loopbackSeconds)}  (calibration: bytes counted, nothing else)`,
      `upload through the API             ${rate(seconds)}`,
      `server CPU during the upload       ${serverCpu.toFixed(2)} s  (user + system; less sensitive to other load than wall time)`,
      `upload / bare loopback upload      ${(seconds / loopbackSeconds).toFixed(2)}x`,
      `upload / streamed copy             ${(seconds / streamSeconds).toFixed(2)}x  (target <= 2x)`,
      `upload / kernel copy               ${(seconds / copySeconds).toFixed(2)}x`,
      `server RSS baseline                ${mb(baseline).toFixed(0)} MB`,
      `server RSS peak growth             ${growth.toFixed(1)} MB  (target < 64 MB)`,
    ];
    console.log(lines.join('\n'));
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit').catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
