import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { devices } from '../../../db/schema/index.ts';

/**
 * Spec part 4: lowering the interactive limit makes some devices non-interactive. Keeps the oldest
 * interactive devices up to `limit` and switches the rest off, inside the caller's transaction;
 * answers the ids switched off (their manifests must be rebuilt once the transaction commits).
 */
export async function dropInteractiveAbove(tx: Db, organizationId: number, limit: number, now: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.organizationId, organizationId), eq(devices.interactive, true)))
    .orderBy(devices.id);
  const extra = rows.slice(Math.max(0, limit)).map((r) => r.id);
  if (extra.length) await tx.update(devices).set({ interactive: false, updatedAt: now }).where(inArray(devices.id, extra));
  return extra;
}
