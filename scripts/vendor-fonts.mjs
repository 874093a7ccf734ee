#!/usr/bin/env node
/**
 * node scripts/vendor-fonts.mjs [id…] — copies the font files we serve, plus each font's licence, out of
 * the `@fontsource/<id>` npm packages into packages/slides/fonts/<id>/, and records package, version,
 * files and their size in packages/slides/fonts/fonts.json. Every catalogue font gets its latin subset, weight 400, woff2
 * (what slides use); Roboto also gets the weights and subsets the CMS interface declares in
 * apps/web/src/fonts.css. The server serves all of them under /fonts/<id>/<file>.
 *
 * Why vendored instead of dependencies: a whole @fontsource package ships every subset, weight and style
 * in woff and woff2 (0.3–6 MB unpacked each, ~150 MB for the catalogue), while a screen needs one
 * ~20–60 KB file per font. Uses `npm pack` (the ordinary npm client) and `tar`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const slides = path.join(root, 'packages/slides');
const outDir = path.join(slides, 'fonts');
const manifestPath = path.join(outDir, 'fonts.json');

/** Files beyond the catalogue's latin 400: the CMS interface font (apps/web/src/fonts.css). */
const EXTRA_FILES = {
  roboto: [
    'roboto-latin-500-normal.woff2',
    'roboto-latin-600-normal.woff2',
    'roboto-latin-700-normal.woff2',
    'roboto-latin-ext-400-normal.woff2',
    'roboto-latin-ext-600-normal.woff2',
  ],
};

/**
 * Faces every catalogue family gets besides latin 400 normal, when its package has them: what the
 * editor's bold and italic produce (slide typography parity). Other weights in rich text
 * resolve to the nearest of these by CSS font matching, the same way on every screen.
 */
const SLIDE_FACES = ['700-normal', '400-italic', '700-italic'];

const source = readFileSync(path.join(slides, 'src/model/fonts.ts'), 'utf8');
const catalogue = [...source.matchAll(/^\s+\['([a-z0-9-]+)', '[^']+', '[a-z-]+'\],$/gm)].map((m) => m[1]);

const facesOnly = process.argv.includes('--faces-only');
const args = process.argv.slice(2).filter((a) => a !== '--faces-only');
const wanted = facesOnly ? [] : args.length > 0 ? args : catalogue;
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
      const listing = execFileSync('tar', ['-tzf', tgz], { encoding: 'utf8' });
      // The faces rich text can ask for (bold, italic, bold italic), where the family ships them.
      const faces = SLIDE_FACES.map((f) => `${id}-latin-${f}.woff2`).filter((f) => listing.includes(`package/files/${f}\n`));
      const extraFiles = [...new Set([...faces, ...(EXTRA_FILES[id] ?? [])])];
      const files = [file, ...extraFiles];
      const unpack = path.join(work, id);
      mkdirSync(unpack, { recursive: true });
      execFileSync('tar', ['-xzf', tgz, '-C', unpack, ...files.map((file) => `package/files/${file}`), 'package/LICENSE']);
      const dir = path.join(outDir, id);
      mkdirSync(dir, { recursive: true });
      let bytes = 0;
      for (const file of files) {
        copyFileSync(path.join(unpack, 'package/files', file), path.join(dir, file));
        bytes += statSync(path.join(dir, file)).size;
      }
      copyFileSync(path.join(unpack, 'package/LICENSE'), path.join(dir, 'LICENSE'));
      manifest[id] = { package: pkg, version, file, ...(extraFiles.length ? { extraFiles } : {}), bytes };
      rmSync(tgz, { force: true });
      console.log(`${pkg}@${version}  ${files.join(' ')}  ${bytes} B`);
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
// The faces each family has, for the slide renderer (packages/slides/src/model/font-faces.ts).
const faceLines = Object.entries(sorted).map(([id, f]) => {
  const faces = [f.file, ...(f.extraFiles ?? [])]
    .map((file) => new RegExp(`^${id}-latin-(\\d{3}-(?:normal|italic))\\.woff2$`).exec(file)?.[1])
    .filter(Boolean)
    .sort((a, b) => (a === '400-normal' ? -1 : b === '400-normal' ? 1 : a.localeCompare(b)));
  return `  '${id}': [${faces.map((x) => `'${x}'`).join(', ')}],`;
});
writeFileSync(
  path.join(slides, 'src/model/font-faces.ts'),
  `/** Generated by scripts/vendor-fonts.mjs from fonts/fonts.json: the vendored latin faces of each catalogue family (weight-style). */\nexport const FONT_FACE_FILES: Record<string, readonly string[]> = {\n${faceLines.join('\n')}\n};\n`,
);
const total = Object.values(sorted).reduce((n, f) => n + f.bytes, 0);
console.log(
  `${Object.keys(sorted).length} fonts vendored, ${(total / 1024).toFixed(0)} KB${failed.length ? `; failed: ${failed.join(' ')}` : ''}`,
);
if (failed.length) process.exitCode = 1;
