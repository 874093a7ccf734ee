import { describe, it } from 'vitest';
import { killScenarios, pgliteMigrationScenario, postgresMigrationScenario } from './faults-kill-scenarios.ts';
import { PG_ADMIN_URL, postgresAvailable } from './faults-support.ts';

/**
 * Faults: nothing lost (docs/architecture.md): the real server killed with SIGKILL during an upload,
 * a publish and an organization delete with transfer on PostgreSQL (a fresh database per test,
 * created and dropped by it), and during its migrations on PostgreSQL and on a fresh PGlite
 * DATA_DIR. The upload, publish and delete scenarios on PGlite: faults-kill-pglite.test.ts.
 */
const postgres = await postgresAvailable();
if (postgres) {
  killScenarios('postgres');
  postgresMigrationScenario();
} else {
  console.warn(`faults-kill: PostgreSQL does not answer at ${PG_ADMIN_URL}; the PostgreSQL fault tests are skipped.`);
  describe.skip('kill -9 on postgres (PostgreSQL not reachable)', () => {
    it('skipped', () => undefined);
  });
}
pgliteMigrationScenario();
