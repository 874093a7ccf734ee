import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** One ESM bundle per entry; @signage/* sources are bundled in, node_modules stay external. */
export default defineConfig({
  entry: { main: 'src/main.ts', 'seed-demo': 'src/seed-demo.ts' },
  format: 'esm',
  target: 'node24',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@signage\//],
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
