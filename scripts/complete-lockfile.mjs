#!/usr/bin/env node
/**
 * The npm registry reachable here serves only some of Biome's per-platform packages, so
 * `npm install` writes a lockfile without the others and `npm ci` then refuses it ("Missing: … from
 * lock file"). This adds the missing optional entries (platform-tagged, never installed on another
 * platform) so the lockfile is what a full registry would produce. Run after changing dependencies.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const platform = (name) => {
  const m = name.match(/cli-(android|darwin|linux|win32)-(arm64|x64)(-musl)?$/);
  if (!m) return null;
  const [, os, cpu, musl] = m;
  return { os, cpu, libc: os === 'linux' ? (musl ? 'musl' : 'glibc') : null };
};
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!path.endsWith('node_modules/@biomejs/biome')) continue;
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path.slice(0, -'biome'.length)}${dep.split('/')[1]}`;
    if (lock.packages[key]) continue;
    const p = platform(dep);
    if (!p) continue;
    lock.packages[key] = {
      version,
      cpu: [p.cpu],
      dev: true,
      ...(p.libc ? { libc: [p.libc] } : {}),
      license: 'MIT OR Apache-2.0',
      optional: true,
      os: [p.os],
      engines: { node: '>=14.21.3' },
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} optional lockfile entries`);
