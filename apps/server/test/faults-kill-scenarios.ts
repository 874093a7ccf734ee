import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  auth,
  type DbKind,
  fakeJpeg,
  filesUnder,
  login,
  makeTarget,
  mediaConsistency,
  request,
  type Server,
  seed,
  startServer,
  type Target,
  uploadMultipart,
} from './faults-support.ts';

/**
 * Faults: nothing lost (docs/architecture.md): the kill -9 scenarios, run on PostgreSQL by
 * faults-kill.test.ts and on PGlite by faults-kill-pglite.test.ts. The real server is killed with
 * SIGKILL in the middle of an upload, a publish, an organization delete with transfer and its
 * migrations, then started again.
 */
const PAUSE = 20_000;

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
const migratedTables = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .flatMap((f) => [...readFileSync(path.join(migrationsDir, f), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"([a-z_]+)"/g)])
  .map((m) => m[1] as string);

const targets: Target[] = [];
const servers: Server[] = [];
export async function cleanUp() {
  for (const s of servers.splice(0)) await s.kill9();
  for (const t of targets.splice(0)) await t.dispose();
}

export async function target(kind: DbKind, name: string) {
  const t = await makeTarget(kind, name);
  targets.push(t);
  return t;
}

async function start(t: Target, env: Record<string, string> = {}) {
  const s = await startServer(t, env);
  servers.push(s);
  return s;
}

/** Every table of the migrations exists and every migration is recorded. */
export async function schemaComplete(t: Target) {
  const tables = await t.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public'");
  const applied = await t.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  const names = new Set(tables.map((r) => r.name));
  return { missing: migratedTables.filter((n) => !names.has(n)), applied: applied[0]?.n };
}

/** The upload, publish and organization-delete scenarios on `kind`. */
export function killScenarios(kind: DbKind) {
  afterEach(cleanUp);
  describe(`kill -9 on ${kind}`, () => {
    it('during an upload (body half sent, then file stored but row not yet written): after a restart no orphan file, row or temp file', async () => {
      const t = await target(kind, 'kill-upload');
      const seeded = await seed(t);
      let server = await start(t);
      let key = await login(server, seeded.creator);

      // 1. Killed while the body streams in: a temp file is being written.
      const big = fakeJpeg(12 * 1024 * 1024);
      const pending = uploadMultipart(server.port, key, big, 'big.jpg', { stopAfter: 5 * 1024 * 1024 });
      const tmp = path.join(t.dataDir, 'tmp');
      for (let i = 0; i < 300 && !filesUnder(tmp).some((f) => f.startsWith('upload-')); i++) await new Promise((r) => setTimeout(r, 20));
      expect(filesUnder(tmp).some((f) => f.startsWith('upload-'))).toBe(true);
      await server.kill9();
      expect(await pending).toEqual({ aborted: true });
      expect(filesUnder(tmp).some((f) => f.startsWith('upload-'))).toBe(true); // what the crash left

      // 2. Killed after the file is in the media storage, before its row is committed.
      server = await start(t, { SIGNAGE_FAULT_PAUSES: `upload.stored=${PAUSE}` });
      expect(filesUnder(tmp)).toEqual([]); // swept at start-up, although only seconds old
      key = await login(server, seeded.creator);
      const small = fakeJpeg(300 * 1024, 7);
      const pending2 = uploadMultipart(server.port, key, small, 'small.jpg');
      await server.waitFor('fault-pause upload.stored');
      await server.kill9();
      expect(await pending2).toEqual({ aborted: true });
      expect(filesUnder(path.join(t.dataDir, 'media'))).toHaveLength(1); // stored, no row refers to it
      expect(filesUnder(tmp).some((f) => f.startsWith('intent-'))).toBe(true);

      // 3. Restart: the abandoned file and every temp file are gone; an upload works again.
      server = await start(t);
      key = await login(server, seeded.creator);
      const again = await uploadMultipart(server.port, key, small, 'small.jpg');
      expect('status' in again && again.status, 'body' in again ? again.body : '').toBe(200);
      await server.stop();
      const state = await mediaConsistency(t);
      expect(state).toMatchObject({ rows: 1, orphanFiles: [], rowsWithoutFile: [], tempFiles: [] });
      expect(state.files.filter((f) => f.endsWith('.part'))).toEqual([]);
    }, 150_000);

    it('during media processing: the restarted server finishes the upload within seconds, not after the 60 s job lease', async () => {
      const t = await target(kind, 'kill-job');
      const seeded = await seed(t);
      const LEASE = { JOBS_LEASE_SECONDS: '60' };
      let server = await start(t, { ...LEASE, SIGNAGE_FAULT_PAUSES: `media.process=${PAUSE}` });
      let key = await login(server, seeded.creator);
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } } })
        .png()
        .toBuffer();
      const uploaded = await uploadMultipart(server.port, key, png, 'photo.png');
      expect('status' in uploaded && uploaded.status, 'body' in uploaded ? uploaded.body : '').toBe(200);
      const id = (uploaded as { json(): Record<string, any> }).json().response.id as number;
      await server.waitFor('fault-pause media.process');
      await server.kill9();

      // What the crash left: the item processing, its job claimed under a lease that holds for about a minute more.
      expect(await t.query('select status from media where id = $1', [id])).toEqual([{ status: 'processing' }]);
      expect(
        await t.query(`select status, lease_until > now() + interval '40 seconds' as held from jobs where key = $1`, [String(id)]),
      ).toEqual([{ status: 'running', held: true }]);

      server = await start(t, LEASE);
      const restarted = Date.now();
      key = await login(server, seeded.creator);
      let status = 'processing';
      while (status === 'processing' && Date.now() - restarted < 20_000) {
        await new Promise((r) => setTimeout(r, 100));
        const info = await request(server.port, 'POST', '/api/media/info', { sessionKey: key, mediaId: id });
        expect(info.status, info.body).toBe(200);
        status = info.json().response.status as string;
      }
      const took = Date.now() - restarted;
      expect(status).toBe('ready');
      // A few seconds (a poll or two), far less than the lease the dead process held.
      expect(took).toBeLessThan(10_000);
      await server.stop();
      expect(await t.query('select count(*)::int as n from jobs')).toEqual([{ n: 0 }]);
    }, 150_000);

    it('during a publish: the playlist is entirely at the old published version, then publishes whole after a restart', async () => {
      const t = await target(kind, 'kill-publish');
      const seeded = await seed(t);
      const SLIDES = 400;
      const [playlist] = await t.query<{ id: number }>(
        `insert into playlists (organization_id, creator_user_id, name, is_published, published_version, published_at)
       values ($1, $2, 'Big', true, 1, now()) returning id`,
        [seeded.childOrg, seeded.creatorId],
      );
      const id = playlist!.id;
      await t.query(
        `insert into slides (playlist_id, position, duration, slide_data)
       select $1, g, 10, '{"version":1,"elements":[]}'::jsonb from generate_series(0, ${SLIDES - 1}) g`,
        [id],
      );
      const oldSlides = Array.from({ length: SLIDES }, (_, i) => ({
        id: i,
        position: i,
        duration: 10,
        slideData: { version: 1, elements: [] },
      }));
      await t.query(`insert into playlist_snapshots (playlist_id, version, snapshot, published_by) values ($1, 1, $2::jsonb, $3)`, [
        id,
        JSON.stringify({ playlistId: id, version: 1, name: 'Big', aspect: '16:9', overlay: null, slideAnimation: null, slides: oldSlides }),
        seeded.creatorId,
      ]);
      await t.query('update slides set duration = 7 where playlist_id = $1', [id]); // the draft differs from v1

      let server = await start(t, { SIGNAGE_FAULT_PAUSES: `publish.snapshot=${PAUSE}` });
      let key = await login(server, seeded.creator);
      const publishing = request(server.port, 'POST', '/api/playlist/publish', { sessionKey: key, playlistId: id }).catch(() => 'aborted');
      await Promise.race([
        server.waitFor('fault-pause publish.snapshot'),
        publishing.then((r) => Promise.reject(new Error(JSON.stringify(r)))),
      ]);
      await server.kill9();
      expect(await publishing).toBe('aborted');

      // The database as the crash left it (recovered on opening), then the server again.
      const state = async () => {
        const [p] = await t.query<{ published_version: number }>('select published_version from playlists where id = $1', [id]);
        const snaps = await t.query<{ version: number; n: number; d: number }>(
          `select version, jsonb_array_length(snapshot->'slides')::int as n, (snapshot->'slides'->0->>'duration')::float as d
         from playlist_snapshots where playlist_id = $1 order by version`,
          [id],
        );
        return { version: p?.published_version, snapshots: snaps };
      };
      // Entirely at the old version: no snapshot 2, the playlist still at 1.
      expect(await state()).toEqual({ version: 1, snapshots: [{ version: 1, n: SLIDES, d: 10 }] });

      server = await start(t);
      key = await login(server, seeded.creator);
      const published = await request(server.port, 'POST', '/api/playlist/publish', { sessionKey: key, playlistId: id });
      expect(published.status, published.body).toBe(200);
      expect(published.json().response.version).toBe(2);
      await server.stop();
      expect(await state()).toEqual({
        version: 2,
        snapshots: [
          { version: 1, n: SLIDES, d: 10 },
          { version: 2, n: SLIDES, d: 7 },
        ],
      });
    }, 150_000);

    it('during an organization delete with transfer to the parent: not started, then done whole after a restart', async () => {
      const t = await target(kind, 'kill-orgdel');
      const seeded = await seed(t);
      const N = 300;
      await t.query(
        `insert into playlists (organization_id, creator_user_id, name) select $1, $2, 'P' || g from generate_series(1, ${N}) g`,
        [seeded.childOrg, seeded.creatorId],
      );
      await t.query(
        `insert into media_folders (organization_id, section, name) select $1, 'shared', 'F' || g from generate_series(1, 40) g`,
        [seeded.childOrg],
      );
      const where = async () =>
        t.query<{ org: number; playlists: number; folders: number }>(
          `select o.id as org,
           (select count(*)::int from playlists p where p.organization_id = o.id) as playlists,
           (select count(*)::int from media_folders f where f.organization_id = o.id) as folders
         from organizations o order by o.id`,
        );

      let server = await start(t, { SIGNAGE_FAULT_PAUSES: `organization.transferred=${PAUSE}` });
      let key = await login(server, seeded.rootOwner);
      const deleting = request(
        server.port,
        'DELETE',
        `/api/organizations/${seeded.childOrg}`,
        { mode: 'transfer', confirm: 'delete' },
        auth(key),
      ).catch(() => 'aborted');
      await Promise.race([
        server.waitFor('fault-pause organization.transferred'),
        deleting.then((r) => Promise.reject(new Error(JSON.stringify(r)))),
      ]);
      await server.kill9();
      expect(await deleting).toBe('aborted');

      // Not started (the database as the crash left it, recovered on opening): the organization, its
      // user and all its content where they were.
      expect(await where()).toEqual([
        { org: seeded.rootOrg, playlists: 0, folders: 0 },
        { org: seeded.childOrg, playlists: N, folders: 40 },
      ]);
      expect(await t.query('select id from users where email = $1', [seeded.creator])).toHaveLength(1);

      server = await start(t);
      key = await login(server, seeded.rootOwner);
      const done = await request(
        server.port,
        'DELETE',
        `/api/organizations/${seeded.childOrg}`,
        { mode: 'transfer', confirm: 'delete' },
        auth(key),
      );
      expect(done.status, done.body).toBe(200);
      await server.stop();
      expect(await where()).toEqual([{ org: seeded.rootOrg, playlists: N, folders: 40 }]);
    }, 150_000);
  });
}

/** Migrations killed on PostgreSQL: inside the migration transaction. */
export function postgresMigrationScenario() {
  afterEach(cleanUp);
  describe('kill -9 during migrations', () => {
    it('postgres: killed mid-migration (held inside the migration transaction), nothing half-applied; two instances restarting at once complete them', async () => {
      const t = await target('postgres', 'kill-migrate');
      const pg = await import('pg');
      // The test creates, uncommitted, a table a later migration creates: the server's migration
      // transaction waits on it with the earlier migrations already applied inside it.
      const blocker = new pg.default.Client({ connectionString: t.databaseUrl });
      blocker.on('error', () => undefined); // the database is dropped with FORCE at the end
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('create table "playlist_snapshots" (x int)');
        const server = await startServer(t, {}, { wait: false });
        servers.push(server);
        let waiting = false;
        for (let i = 0; i < 600 && !waiting; i++) {
          // pg_stat_activity is a per-transaction snapshot: cleared for each look.
          await blocker.query('select pg_stat_clear_snapshot()');
          const rows = await blocker.query(
            `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
           and wait_event_type = 'Lock' and query ilike '%playlist_snapshots%'`,
          );
          waiting = rows.rowCount === 1;
          if (!waiting) await new Promise((r) => setTimeout(r, 50));
        }
        expect(waiting, server.output()).toBe(true);
        await server.kill9();
        await blocker.query('rollback');
      } finally {
        await blocker.end();
      }
      // Nothing of the interrupted transaction remains (the first migration's tables neither).
      expect(await t.query("select to_regclass('public.organizations') as r")).toEqual([{ r: null }]);
      // Two instances restart at once: one migrates under the advisory lock, the other waits; both serve.
      const [one, two] = await Promise.all([start(t), start(t)]);
      await Promise.all([one.stop(), two.stop()]);
      expect(await schemaComplete(t)).toEqual({ missing: [], applied: journal.entries.length });
    }, 150_000);
  });
}

/** Migrations killed on PGlite: while the fresh data directory is written and migrated. */
export function pgliteMigrationScenario() {
  afterEach(cleanUp);
  describe('kill -9 during migrations', () => {
    it('pglite: killed while the fresh data directory is written and migrated; a restart completes them', async () => {
      const t = await target('pglite', 'kill-migrate');
      const server = await startServer(t, {}, { wait: false });
      servers.push(server);
      const dir = path.join(t.dataDir, 'pglite');
      // Killed as soon as PGlite has begun writing its files (initdb's files, then the migrations).
      for (let i = 0; i < 3000 && filesUnder(dir).length < 50; i++) await new Promise((r) => setTimeout(r, 10));
      expect(filesUnder(dir).length, server.output()).toBeGreaterThanOrEqual(50);
      await server.kill9();
      const again = await start(t);
      await again.stop();
      expect(await schemaComplete(t)).toEqual({ missing: [], applied: journal.entries.length });
    }, 150_000);
  });
}
