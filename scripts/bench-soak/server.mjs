import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { sleep } from './run.mjs';

export const password = 'Bench-S0ak-Screen!';

export async function freePort() {
  const s = createServer();
  s.listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

export function request(port, method, url, body, headers = {}) {
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

/** Test media made once with ffmpeg and kept in .bench/media: a 20 s 1080p H.264 clip and distinct PNGs. */
export function makeMedia(run) {
  const { mediaDir } = run;
  const video = path.join(mediaDir, 'testsrc2-1080p-20s.mp4');
  if (!existsSync(video)) {
    const r = spawnSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1920x1080:rate=30',
      '-t',
      '20',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      video,
    ]);
    if (r.status !== 0) throw new Error(`ffmpeg video: ${r.stderr}`);
  }
  const images = [];
  for (let i = 1; i <= 24; i++) images.push(path.join(mediaDir, `frame-${String(i).padStart(2, '0')}.png`));
  if (!images.every((f) => existsSync(f))) {
    const r = spawnSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=1:duration=24',
      '-fps_mode',
      'passthrough',
      path.join(mediaDir, 'frame-%02d.png'),
    ]);
    if (r.status !== 0) throw new Error(`ffmpeg images: ${r.stderr}`);
  }
  return { video, images };
}

/** The server as a child process; `restart` keeps port and DATA_DIR. */
export async function startServer(run, port) {
  const { build, root, dataDir } = run;
  const playerDist = path.join(build, 'player/dist');
  const webDist = path.join(build, 'web/dist');
  const serverDist = path.join(build, 'server/dist');
  if (!existsSync(serverDist)) {
    for (const app of ['player', 'web', 'server'])
      cpSync(path.join(root, `apps/${app}/dist`), path.join(build, `${app}/dist`), { recursive: true });
  }
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PLAYER_DIST: playerDist,
    WEB_DIST: webDist,
    FLOOD_LIMIT_PER_ADDRESS: '100000',
    FLOOD_LIMIT_PER_SESSION: '100000',
  };
  const child = spawn(process.execPath, [path.join(serverDist, 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 600; i++) {
    const ok = await request(port, 'GET', '/api/health').catch(() => null);
    if (ok?.status === 200) return child;
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    await sleep(100);
  }
  throw new Error('server did not start');
}

export async function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await once(child, 'exit');
  clearTimeout(t);
}

export class Api {
  constructor(port) {
    this.port = port;
    this.sessionKey = '';
    this.organizationId = 0;
  }
  async login() {
    const res = await request(this.port, 'POST', '/api/auth/login', { email: 'owner@demo.signage.local', password });
    if (res.status !== 200) throw new Error(`login failed: ${res.body}`);
    const r = JSON.parse(res.body).response;
    this.sessionKey = r.sessionKey;
    this.organizationId = r.organizationId;
  }
  async call(url, body) {
    const res = await request(this.port, 'POST', `/api${url}`, { sessionKey: this.sessionKey, ...body });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.body.slice(0, 300)}`);
    return JSON.parse(res.body).response;
  }
  async upload(file, mime) {
    const name = `${path.basename(file, path.extname(file))}-${Date.now().toString(36)}${path.extname(file)}`;
    const form = new FormData();
    form.append('section', 'my');
    form.append('file', new File([readFileSync(file)], name, { type: mime }));
    const res = await fetch(`http://127.0.0.1:${this.port}/api/media/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `SessionKey ${this.sessionKey}` },
    });
    if (!res.ok) throw new Error(`upload ${res.status} ${await res.text()}`);
    const stem = name.split('.')[0];
    for (let i = 0; i < 240; i++) {
      const list = await this.call('/media/list', {
        section: 'my',
        kind: 'all',
        folderId: null,
        search: '',
        tag: '',
        offset: 0,
        limit: 100,
      });
      const item = list.items.find((m) => m.name.startsWith(stem));
      if (item?.status === 'ready') return item;
      if (item?.status === 'failed') throw new Error(`${name} failed processing`);
      await sleep(500);
    }
    throw new Error(`${name} never became ready`);
  }
  async playlist(name, slides) {
    const { id } = await this.call('/playlist/create', { name, aspect: '16:9' });
    for (const slideData of slides) await this.call('/playlist/slide/create', { playlistId: id, slideData });
    await this.call('/playlist/publish', { playlistId: id });
    return id;
  }
  async assign(deviceKey, playlistId) {
    await this.call('/playlist/assignToDevice', { deviceKey, playlistId, scheduleData: { mode: 'playNow' } });
  }
}
