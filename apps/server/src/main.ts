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
});
const app = await buildApp(config, { database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
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
