import type { AppConfig } from '../config.ts';

/** The named points where fault tests may hold the server (SIGNAGE_FAULT_PAUSES) to kill -9 it there. */
export type FaultPoint = 'upload.stored' | 'publish.snapshot' | 'organization.transferred' | 'media.process';

/**
 * Fault tests only: when SIGNAGE_FAULT_PAUSES names `point`, prints `fault-pause <point>` to stderr and
 * waits that many milliseconds, widening the dangerous window so the test's SIGKILL lands inside it
 * (docs/architecture.md, "Faults: nothing lost"). Without the variable it costs one property read.
 */
export async function faultPause(config: AppConfig, point: FaultPoint): Promise<void> {
  const ms = config.faultPauses[point];
  if (ms === undefined) return;
  process.stderr.write(`fault-pause ${point}\n`);
  await new Promise((resolve) => setTimeout(resolve, ms));
}
