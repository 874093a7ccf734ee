import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
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

  it('takes over at once a fresh lock whose holder on this host is dead (kill -9), not one held by a live process', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'signage-lock-')), 'data');
    dirs.push(path.dirname(dir));
    mkdirSync(`${dir}/.lock`, { recursive: true }); // fresh mtime: proper-lockfile alone would wait 60 s
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(`${dir}/.lock.owner`, JSON.stringify({ host: hostname(), pid: Number(dead) }));
    const release = await lockDataDir(dir);
    await release();
    mkdirSync(`${dir}/.lock`, { recursive: true });
    writeFileSync(`${dir}/.lock.owner`, JSON.stringify({ host: hostname(), pid: process.ppid }));
    await expect(lockDataDir(dir)).rejects.toThrow(/Another server is already using the data directory/);
  });
});
