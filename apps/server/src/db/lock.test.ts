import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second holder and frees the directory on release', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'signage-lock-')), 'data');
    dirs.push(path.dirname(dir));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/Another server is already using the data directory/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});
