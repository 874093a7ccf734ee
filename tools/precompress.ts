import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Build-time compression of the CMS and the player ("Bytes on the wire"): after Vite has
 * written the bundle, a brotli (`.br`) and a gzip (`.gz`) copy of every compressible file sits beside
 * it, and the server sends them as they are (@fastify/static `preCompressed`: br, then gzip, then the
 * file itself, by Accept-Encoding). Compressing once at the best settings costs seconds at build time
 * and nothing per request; compressing per request would cost CPU on every screen's reload.
 *
 * Node's own zlib rather than a plugin from the registry: the step is one directory walk, and it runs
 * in `closeBundle`, after every other plugin has written its files — the player's service worker
 * included (its precache list is made from the bundle, so the copies never enter it, and sw.js itself
 * gets its copies). docs/decisions.md has the comparison.
 */

/** Text formats worth compressing; images, fonts (woff2 is already brotli inside) and media are not. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/i;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/**
 * Writes `<file>.br` (brotli, quality 11, text mode) and `<file>.gz` (gzip, level 9) beside every
 * compressible file of `dir`; a copy that would not be smaller than the file is not written (the
 * server then sends the file itself). Returns what was compressed, for the build log.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await walk(dir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      const { size } = await stat(file);
      if (size === 0) return;
      const source = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
        gz(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      result.files += 1;
      result.bytes += size;
      if (br.length < size) {
        await writeFile(`${file}.br`, br);
        result.brotliBytes += br.length;
      } else result.brotliBytes += size;
      if (gzipped.length < size) {
        await writeFile(`${file}.gz`, gzipped);
        result.gzipBytes += gzipped.length;
      } else result.gzipBytes += size;
    }),
  );
  return result;
}

/**
 * The part of Vite's plugin interface used here, written out: vite is installed under each app
 * (apps/web, apps/player), not beside this file, so its types cannot be imported from here.
 */
export interface PrecompressPlugin {
  name: string;
  apply: 'build';
  configResolved(config: { root: string; build: { outDir: string }; logger: { info(message: string): void } }): void;
  closeBundle(): Promise<void>;
}

/** The Vite plugin: compresses the build output once everything is written. */
export function precompress(): PrecompressPlugin {
  let outDir = '';
  let logger: { info(message: string): void } = console;
  return {
    name: 'signage-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      // A failed build writes nothing to compress.
      if (!existsSync(outDir)) return;
      const r = await precompressDirectory(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
      logger.info(
        `precompressed ${r.files} files: ${kb(r.bytes)} → brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)} (${path.relative(process.cwd(), outDir) || '.'})`,
      );
    },
  };
}
