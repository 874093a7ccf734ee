import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type Device, devices, media, organizations } from '../../../db/schema/index.ts';

/** Typed queries of the player protocol: registration, pairing codes, screenshots, files for screens. */
export class PlayerRepository {
  constructor(private readonly db: Db) {}

  /** A newly registered player, waiting to be paired. */
  async insertWaiting(values: typeof devices.$inferInsert): Promise<Device> {
    const [row] = await this.db.insert(devices).values(values).returning();
    return row as Device;
  }

  /** Pairing codes of waiting devices that expired before `now` are released. */
  async releaseExpiredCodes(now: Date) {
    await this.db
      .update(devices)
      .set({ pairingCode: null })
      .where(and(isNull(devices.organizationId), lt(devices.pairingExpiresAt, now)));
  }

  async device(id: number): Promise<Device | null> {
    const [row] = await this.db.select().from(devices).where(eq(devices.id, id));
    return row ?? null;
  }

  /** A new code for a device still waiting; null when it was paired meanwhile. */
  async renewCode(id: number, code: string, expiresAt: Date): Promise<Device | null> {
    const [row] = await this.db
      .update(devices)
      .set({ pairingCode: code, pairingExpiresAt: expiresAt })
      .where(and(eq(devices.id, id), isNull(devices.organizationId)))
      .returning();
    return row ?? null;
  }

  async saveScreenshot(id: number, key: string, sha256: string, at: Date) {
    await this.db.update(devices).set({ screenshotKey: key, screenshotSha256: sha256, screenshotAt: at }).where(eq(devices.id, id));
  }

  async mediaByHash(id: number, sha256: string) {
    const [row] = await this.db
      .select()
      .from(media)
      .where(and(eq(media.id, id), eq(media.sha256, sha256)));
    return row ?? null;
  }

  async organization(id: number) {
    const [row] = await this.db.select().from(organizations).where(eq(organizations.id, id));
    return row ?? null;
  }
}
