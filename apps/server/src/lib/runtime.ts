/**
 * What this Node.js runtime can do, decided from its version (docs/deploy.md, "Node.js"). The product
 * is built and tested on the reference major below (package.json `engines`); an older Node still runs
 * it, without what it lacks, and says so once at start-up.
 */

/** The Node.js major the product is built and tested on (package.json `engines`: `>=24`). */
export const REFERENCE_NODE_MAJOR = 24;

/** `major.minor.patch` of a Node version string (`process.versions.node`, `v20.20.2`). */
export function parseNodeVersion(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor, patch];
}

/**
 * Whether `net.Server#listen` honours `reusePort` (SO_REUSEPORT): from Node 23.1.0, and 22.12.0 on
 * the 22 line (nodejs/node pull request 55408). An older Node ignores the option and a second socket
 * on the port fails with EADDRINUSE. Linux only among the platforms the server runs on (elsewhere
 * Node refuses the option).
 */
export function reusePortSupported(version: string, platform: NodeJS.Platform): boolean {
  if (platform !== 'linux') return false;
  const [major, minor] = parseNodeVersion(version);
  if (major >= 24) return true;
  if (major === 23) return minor >= 1;
  if (major === 22) return minor >= 12;
  return false;
}

/** The one start-up line for a Node older than the reference (null on the reference or newer). */
export function nodeVersionNotice(version: string): string | null {
  const [major] = parseNodeVersion(version);
  if (major >= REFERENCE_NODE_MAJOR) return null;
  return `This server expects Node.js ${REFERENCE_NODE_MAJOR} or newer and is running on Node.js ${version.replace(/^v/, '')}: it works, with less (one listening socket instead of several on Node.js before 22.12); install Node.js ${REFERENCE_NODE_MAJOR}.`;
}
