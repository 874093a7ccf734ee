import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/precompress.ts';
import { pureDeclarations } from '../../tools/pure-declarations.ts';

/** The API server in development (`PORT=8080 npm run dev -w @signage/server`). */
const apiTarget = process.env.SIGNAGE_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  // pureDeclarations: the shared packages' unused zod schemas stay out of the bundle (tools/pure-declarations.ts).
  plugins: [pureDeclarations(), react(), precompress()],
  server: {
    port: 5173,
    // The API server also serves the fonts (the interface's Roboto and the slide fonts).
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/fonts': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/fonts': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // src/fonts.css points at the API server's /fonts route: nothing to bundle there.
      external: [/^\/fonts\//],
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // The font catalogue imports nothing: on its own, the pages that only name fonts (the screen
            // list's font warnings, on the dashboard too) do not load the chunk of the slide model's
            // schemas it would otherwise share.
            { name: 'font-catalogue', test: /packages[\\/]slides[\\/]src[\\/]model[\\/](fonts|font-faces)\.ts$/ },
          ],
        },
      },
    },
  },
});
