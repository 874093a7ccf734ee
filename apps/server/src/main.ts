import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { mediaToolsNotice } from './lib/executables.ts';

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
const app = await buildApp(config, { database });

/**
 * Shutting down behind a reverse proxy (a rolling update, docs/deploy.md): the proxy's idle keep-alive
 * connections are not cut at once — a request the proxy is sending on one at that moment would fail,
 * and a proxy does not send a POST again. Each is closed after its next answer (`Connection: close`,
 * the proxy then opens new connections elsewhere, this port no longer listening); those still idle
 * after DRAIN_MS are closed then.
 */
const DRAIN_MS = 3_000;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const server = app.server;
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {};
  setTimeout(closeIdle, DRAIN_MS);
  await app.close();
  await database.close();
  await release?.().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Signage is running on ${config.publicUrl} (database: ${database.kind}${embedded ? ` in ${config.dataDir}` : ''}; mail: ${app.ctx.mailer.mode})`,
);
const tools = mediaToolsNotice(config.mediaJobs);
app.log[tools.level](tools.message);
