import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES } from '@signage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  fakeJpeg,
  filesUnder,
  login,
  makeTarget,
  mediaConsistency,
  request,
  type Seeded,
  type Server,
  seed,
  startServer,
  type Target,
  uploadMultipart,
} from './faults-support.ts';

/**
 * Faults: nothing lost — disk full (docs/architecture.md, "Faults: nothing lost"). A 2 MB tmpfs is
 * mounted at DATA_DIR/media (the local media storage, storage/index.ts) under the real server (PGlite
 * in DATA_DIR): uploads that do not fit answer 507 STORAGE_FULL in the caller's language, leave no
 * partial file, and the server stays up; once space is freed a small upload works.
 */
const isRoot = process.getuid?.() === 0;
let mountProblem = '';
let target: Target | undefined;
let server: Server | undefined;
let seeded: Seeded;
let mediaDir = '';
let mounted = false;

beforeAll(async () => {
  if (!isRoot) return;
  target = await makeTarget('pglite', 'disk-full');
  seeded = await seed(target);
  mediaDir = path.join(target.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mediaDir], { stdio: 'pipe' });
    mounted = true;
  } catch (error) {
    mountProblem = String((error as { stderr?: Buffer }).stderr ?? error);
    return;
  }
  server = await startServer(target);
}, 120_000);

afterAll(async () => {
  await server?.kill9();
  if (mounted) execFileSync('umount', [mediaDir]);
  await target?.dispose();
});

const reason = !isRoot ? 'not root (mounting a tmpfs needs root)' : '';
if (reason) console.warn(`faults-disk: skipped — ${reason}`);

const asAnswer = (res: Answer | { aborted: true }) => {
  if ('aborted' in res) throw new Error('the connection died: the server did not stay up');
  return res;
};

describe.skipIf(!isRoot)('disk full under DATA_DIR/media (2 MB tmpfs)', () => {
  it('refuses what does not fit with 507 STORAGE_FULL in en/es/fr/sv, leaves nothing partial, stays up; works again once space is freed', async () => {
    if (mountProblem) {
      console.warn(`faults-disk: skipped — mount failed: ${mountProblem}`);
      return;
    }
    const s = server as Server;
    const t = target as Target;
    const key = await login(s, seeded.creator);

    // Bigger than the whole file system, in each interface language.
    for (const lang of ['en', 'es', 'fr', 'sv'] as const) {
      const res = asAnswer(await uploadMultipart(s.port, key, fakeJpeg(3 * 1024 * 1024, 11), 'big.jpg', { lang }));
      expect(res.status, res.body).toBe(507);
      expect(res.json()).toMatchObject({ errorCode: 'STORAGE_FULL', message: ERROR_MESSAGES.STORAGE_FULL[lang] });
      expect(filesUnder(mediaDir)).toEqual([]); // no partial write
    }
    expect((await request(s.port, 'GET', '/api/health')).status).toBe(200);

    // Small, but the disk is already (almost) full.
    const filler = path.join(mediaDir, 'filler');
    writeFileSync(filler, Buffer.alloc(1900 * 1024));
    const small = fakeJpeg(400 * 1024, 12);
    const full = asAnswer(await uploadMultipart(s.port, key, small, 'small.jpg', { lang: 'sv' }));
    expect(full.status, full.body).toBe(507);
    expect(full.json()).toMatchObject({ errorCode: 'STORAGE_FULL', message: ERROR_MESSAGES.STORAGE_FULL.sv });
    expect(filesUnder(mediaDir)).toEqual(['filler']);

    // Space freed: the same upload is stored.
    rmSync(filler);
    const ok = asAnswer(await uploadMultipart(s.port, key, small, 'small.jpg'));
    expect(ok.status, ok.body).toBe(200);
    expect(ok.json().response).toMatchObject({ name: 'small.jpg', sizeBytes: small.length });

    await s.stop();
    server = undefined;
    const state = await mediaConsistency(t);
    expect(state).toMatchObject({ rows: 1, orphanFiles: [], rowsWithoutFile: [], tempFiles: [] });
    expect(state.files.filter((f) => f.endsWith('.part'))).toEqual([]);
  }, 90_000);
});
