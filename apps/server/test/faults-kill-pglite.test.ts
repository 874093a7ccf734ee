import { killScenarios } from './faults-kill-scenarios.ts';

/**
 * Faults: nothing lost, on the embedded PGlite persisted in DATA_DIR: the real server killed with
 * SIGKILL during an upload, a publish and an organization delete with transfer
 * (docs/architecture.md, "Faults: nothing lost"; migrations: faults-kill.test.ts).
 */
killScenarios('pglite');
