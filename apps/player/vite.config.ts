import { defineConfig } from 'vite';

export default defineConfig({
  base: '/player/',
  build: { outDir: 'dist', emptyOutDir: true },
});
