#!/usr/bin/env node
/**
 * node scripts/vendor-fonts.mjs [id…] — copies the one file each catalogue font needs (the latin
 * subset, weight 400, woff2) plus its licence out of the `@fontsource/<id>` npm package into
 * packages/slides/fonts/<id>/, and records package and version in packages/slides/fonts/fonts.json.
 *
 * Why vendored instead of 65 dependencies: a whole @fontsource package ships every subset, weight
 * and style in woff and woff2 (0.3–6 MB unpacked each, ~150 MB for the catalogue), while a screen
 * needs one ~20–60 KB file per font. The six fonts that are real dependencies of @signage/slides
 * (BUNDLED_PACKAGE_FONT_IDS) are left alone. Uses `npm pack` (the ordinary npm client) and `tar`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const slides = path.join(root, 'packages/slides');
const outDir = path.join(slides, 'fonts');
const manifestPath = path.join(outDir, 'fonts.json');

const source = readFileSync(path.join(slides, 'src/model/fonts.ts'), 'utf8');
const catalogue = [...source.matchAll(/^\s+\['([a-z0-9-]+)', '[^']+', '[a-z-]+'\],$/gm)].map((m) => m[1]);
const deps = Object.keys(JSON.parse(readFileSync(path.join(slides, 'package.json'), 'utf8')).dependencies ?? {})
  .filter((d) => d.startsWith('@fontsource/'))
  .map((d) => d.slice('@fontsource/'.length));

const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : catalogue.filter((id) => !deps.includes(id));
const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
const work = mkdtempSync(path.join(tmpdir(), 'vendor-fonts-'));
const failed = [];
try {
  for (const id of wanted) {
    const pkg = `@fontsource/${id}`;
    const file = `${id}-latin-400-normal.woff2`;
    try {
      const out = execFileSync('npm', ['pack', pkg, '--pack-destination', work, '--json', '--silent'], { encoding: 'utf8' });
      const [{ filename, version }] = JSON.parse(out);
      const tgz = path.join(work, path.basename(filename));
      const unpack = path.join(work, id);
      mkdirSync(unpack, { recursive: true });
      execFileSync('tar', ['-xzf', tgz, '-C', unpack, `package/files/${file}`, 'package/LICENSE']);
      const dir = path.join(outDir, id);
      mkdirSync(dir, { recursive: true });
      copyFileSync(path.join(unpack, 'package/files', file), path.join(dir, file));
      copyFileSync(path.join(unpack, 'package/LICENSE'), path.join(dir, 'LICENSE'));
      manifest[id] = { package: pkg, version, file, bytes: statSync(path.join(dir, file)).size };
      rmSync(tgz, { force: true });
      console.log(`${pkg}@${version}  ${file}  ${manifest[id].bytes} B`);
    } catch (error) {
      failed.push(id);
      console.error(`${pkg}: ${String(error).split('\n')[0]}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
const total = Object.values(sorted).reduce((n, f) => n + f.bytes, 0);
console.log(
  `${Object.keys(sorted).length} fonts vendored, ${(total / 1024).toFixed(0)} KB${failed.length ? `; failed: ${failed.join(' ')}` : ''}`,
);
if (failed.length) process.exitCode = 1;
