import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** Package version + commit, baked into the bundle (src/core/version.ts); SOURCE_COMMIT where there is no .git. */
function serverVersion(): string {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  let commit = process.env.SOURCE_COMMIT ?? '';
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      commit = '';
    }
  }
  return commit ? `${version}+${commit.slice(0, 7)}` : version;
}

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
  define: { __SERVER_VERSION__: JSON.stringify(serverVersion()) },
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
