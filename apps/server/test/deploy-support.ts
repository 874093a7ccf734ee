import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Target } from './faults-support.ts';
import { scratchPostgres } from './helpers.ts';

/**
 * Support of the deployment tests (docs/deploy.md): several real server processes on one
 * PostgreSQL database. They run in the PostgreSQL part of `npm test` (TEST_DB=postgres and DATABASE_URL).
 */
const adminUrl = process.env.DATABASE_URL;
export const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl && /^postgres(ql)?:\/\//.test(adminUrl));

/** A fresh, empty PostgreSQL database and one shared DATA_DIR (as a shared media directory would be), for real server processes. */
export async function postgresTarget(prefix: string): Promise<Target> {
  const scratch = await scratchPostgres(adminUrl as string);
  const dataDir = mkdtempSync(path.join(tmpdir(), `signage-${prefix}-`));
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl: scratch.url,
    async query<T>(text: string, params: unknown[] = []) {
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async closeLocal() {},
    async dispose() {
      await scratch.drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A TCP port free on 127.0.0.1 at the time of asking. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Debian's nginx (apt-get install nginx), or NGINX_PATH; null when there is none. */
export function findNginx(): string | null {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
  return candidates.find((c): c is string => Boolean(c && existsSync(c))) ?? null;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The tested reverse-proxy configuration (docs/deploy.md). */
export const NGINX_TEMPLATE = path.join(repoRoot, 'deploy', 'nginx.conf');

/**
 * deploy/nginx.conf with only what differs on this machine replaced: the listen address, the
 * upstream servers, and (for the test) the X-Upstream header switched on so a test can see which
 * instance answered. Fails if the template no longer has the lines it replaces.
 */
export function proxyConfig(template: string, listen: string, upstreamPorts: number[]): string {
  const replace = (text: string, pattern: RegExp, by: string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: ${pattern} not found`);
    return text.replace(pattern, by);
  };
  let conf = replace(template, /^(\s*)listen 80;$/m, `$1listen ${listen};`);
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n');
  conf = replace(conf, /^\s*server 127\.0\.0\.1:8081[^\n]*\n\s*server 127\.0\.0\.1:8082[^\n]*$/m, servers);
  conf = replace(conf, /^(\s*)# (add_header X-Upstream \$upstream_addr always;)$/m, '$1$2');
  return conf;
}

export interface Nginx {
  port: number;
  url: string;
  /** What nginx wrote to its error log (startup problems, upstream errors). */
  errors(): string;
  /** New upstream servers, as an operator edits the file and runs `nginx -s reload` (SIGHUP). */
  reload(upstreamPorts: number[]): void;
  stop(): Promise<void>;
}

/**
 * nginx in front of `upstreamPorts`, unprivileged: its own prefix directory (config, pid, logs, temp
 * files) in a temp directory, `daemon off`, a free port on 127.0.0.1; when the tests run as root it
 * runs as `nobody`. Resolves once a request through it answers /api/health.
 */
export async function startNginx(binary: string, upstreamPorts: number[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'signage-nginx-'));
  const port = await freePort();
  const writeSite = (ports: number[]) =>
    writeFileSync(path.join(dir, 'signage.conf'), proxyConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), `127.0.0.1:${port}`, ports));
  writeSite(upstreamPorts);
  // The main configuration Debian's /etc/nginx/nginx.conf would be, reduced to what runs unprivileged.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      // After a reload, old workers still holding event streams end within this (docs/deploy.md).
      'worker_shutdown_timeout 10s;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  access_log ${dir}/access.log;`,
      `  client_body_temp_path ${dir}/client_body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/signage.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  // Never run a test's nginx as root: the prefix directory is handed to `nobody`, nginx runs as it.
  const handOver = () => {
    if (asRoot) for (const f of [dir, ...readdirSync(dir).map((n) => path.join(dir, n))]) chownSync(f, 65534, 65534);
  };
  handOver();
  let out = '';
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString('utf8');
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () => {
    try {
      return out + readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return out;
    }
  };
  const nginx: Nginx = {
    port,
    url: `http://127.0.0.1:${port}`,
    errors,
    reload(ports) {
      writeSite(ports);
      handOver();
      child.kill('SIGHUP');
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${errors()}`);
    const res = await fetch(`${nginx.url}/api/health`).catch(() => null);
    if (res?.status === 200) return nginx;
    await new Promise((r) => setTimeout(r, 100));
  }
  await nginx.stop();
  throw new Error(`nginx did not answer:\n${errors()}`);
}
