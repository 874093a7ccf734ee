import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * The server's version, as /api/health and the OpenAPI document report it: the package version and,
 * where known, the commit ("0.1.0+6677835"), so that during a rolling deploy each instance says which
 * build it runs (docs/deploy.md). The build bakes it in (tsup `define`); from source it is read once.
 */
declare const __SERVER_VERSION__: string | undefined;

function fromSource(): string {
  const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };
  const commit = process.env.SOURCE_COMMIT ?? gitCommit();
  return commit ? `${version}+${commit.slice(0, 7)}` : version;
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'], timeout: 2_000 })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

export const VERSION: string = typeof __SERVER_VERSION__ === 'string' ? __SERVER_VERSION__ : fromSource();
