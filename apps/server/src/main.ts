import type { FastifyListenOptions } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { mediaToolsNotice } from './lib/executables.ts';
import { canShareListeningPort, closeAcceptors, openAcceptors } from './lib/acceptors.ts';
import { nodeVersionNotice } from './lib/runtime.ts';
import { releaseStartupMemory, releaseWhenSettled } from './lib/startup-memory.ts';

// Before anything else, so it shows even if a start on an old Node fails further on.
const oldNode = nodeVersionNotice(process.versions.node);
if (oldNode) console.warn(oldNode);
const config = loadConfig();
const embedded = !config.databaseUrl;
let release: (() => Promise<void>) | null = null;
try {
  if (embedded) release = await lockDataDir(config.dataDir, (error) => console.error(`data directory lock: ${error.message}`));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  statementTimeoutMs: config.databaseStatementTimeoutMs,
  pgliteSharedBuffers: config.pgliteSharedBuffers,
});
const app = await buildApp(config, { database, soleInstance: embedded });

/**
 * Shutting down behind a reverse proxy (a rolling update, docs/deploy.md): the proxy's idle keep-alive
 * connections are not cut at once — a request the proxy is sending on one at that moment would fail,
 * and a proxy does not send a POST again. Each is closed after its next answer (`Connection: close`,
 * the proxy then opens new connections elsewhere, this port no longer listening); those still idle
 * after DRAIN_MS are closed then.
 */
const DRAIN_MS = 3_000;
/** A stop never waits longer than this for requests in flight: what is still open is cut then. */
const FORCE_MS = 10_000;
/**
 * Connections the kernel may hold waiting to be accepted, per listening socket. Node's default of
 * 511 overflowed when thousands of screens connected at once: the kernel dropped the connections
 * beyond it and each screen sent its SYN again 1 s, then 3 s later (docs/screens.md, "What the
 * first herd was"). The kernel caps it at net.core.somaxconn (4096 by default).
 */
const LISTEN_BACKLOG = 4_096;
/** Listening sockets besides the server's own on its port (lib/acceptors.ts, reconnection storms). */
const EXTRA_ACCEPTORS = 7;
let acceptors: Awaited<ReturnType<typeof openAcceptors>> = [];
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const server = app.server;
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {};
  // From DRAIN_MS on, a connection is closed as soon as it is idle (one busy at DRAIN_MS would
  // otherwise stay open for the whole keep-alive timeout once its answer is sent).
  setTimeout(() => {
    closeIdle();
    setInterval(closeIdle, 200).unref();
  }, DRAIN_MS).unref();
  setTimeout(() => {
    app.log.warn('requests still open after 10 s of shutting down: cut');
    server.closeAllConnections();
  }, FORCE_MS).unref();
  const handedOver = closeAcceptors(acceptors);
  await app.close();
  await handedOver;
  await database.close();
  await release?.().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.ready();
const released = releaseStartupMemory();
if (released) app.log.debug(released, 'start-up memory released');
// `reusePort` lets the extra sockets share the port; it reaches Node's listen through Fastify's
// options, whose type does not list it.
const listenOptions: FastifyListenOptions & { reusePort: boolean } = {
  port: config.port,
  host: config.host,
  backlog: LISTEN_BACKLOG,
  reusePort: canShareListeningPort,
};
await app.listen(listenOptions);
if (canShareListeningPort) {
  // Without them the server still works, accepting more slowly under a reconnection storm.
  acceptors = await openAcceptors(app.server, EXTRA_ACCEPTORS, LISTEN_BACKLOG).catch((err: unknown) => {
    app.log.warn({ err }, 'extra listening sockets not opened: connections are accepted on one');
    return [];
  });
}
releaseWhenSettled((settled) => settled && app.log.debug(settled, 'settled memory released'));
app.log.info(
  `Signage is running on ${config.publicUrl} (database: ${database.kind}${embedded ? ` in ${config.dataDir}` : ''}; mail: ${app.ctx.mailer.mode})`,
);
const tools = mediaToolsNotice(config.mediaJobs);
app.log[tools.level](tools.message);
