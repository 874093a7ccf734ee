import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../tools/precompress.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** Files of `public/` the service worker precaches beside the bundle. */
const PUBLIC_FILES = ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png'];

/**
 * Emits `sw.js` from `sw.template.js` with the list of every built file, so the app shell (HTML,
 * scripts, styles, icons) is cached at install and the player starts with no network. A hand-written
 * worker instead of a plugin: it is 80 lines and needs to know nothing but this list.
 */
function serviceWorker(): Plugin {
  return {
    name: 'signage-player-sw',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = [...Object.keys(bundle), ...PUBLIC_FILES].filter((f) => !f.endsWith('.map')).sort();
      const template = readFileSync(new URL('./sw.template.js', import.meta.url), 'utf8');
      let hash = 0;
      for (const ch of files.join('|') + pkg.version) hash = (Math.imul(31, hash) + ch.charCodeAt(0)) | 0;
      const source = template
        .replace('self.__PRECACHE__', JSON.stringify(files))
        .replace('self.__CACHE_VERSION__', JSON.stringify(`${pkg.version}-${(hash >>> 0).toString(36)}`));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/** The API server in development (`PORT=8080 npm run dev -w @signage/server`). */
const apiTarget = process.env.SIGNAGE_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  base: '/player/',
  plugins: [react(), serviceWorker(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5174,
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/fonts': { target: apiTarget, changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 800 },
});
