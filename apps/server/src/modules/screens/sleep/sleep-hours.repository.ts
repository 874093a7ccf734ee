import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { deviceGroups, devices } from '../../../db/schema/index.ts';

/** The reads screen health needs to know which screens sleep as planned (docs/screens.md "Sleep hours"). */
export class SleepHoursRepository {
  constructor(private readonly db: Db) {}

  /** Of these organizations, those where a screen or a group has sleep hours. */
  async organizationsWithSleep(organizationIds: number[]): Promise<number[]> {
    if (organizationIds.length === 0) return [];
    const [own, grouped] = await Promise.all([
      this.db
        .selectDistinct({ id: devices.organizationId })
        .from(devices)
        .where(and(inArray(devices.organizationId, organizationIds), isNotNull(devices.sleepHours))),
      this.db
        .selectDistinct({ id: deviceGroups.organizationId })
        .from(deviceGroups)
        .where(and(inArray(deviceGroups.organizationId, organizationIds), isNotNull(deviceGroups.sleepHours))),
    ]);
    return [...new Set([...own, ...grouped].flatMap((r) => (r.id === null ? [] : [r.id])))];
  }

  /** The active, paired screens of these organizations, with what their sleep hours are decided from. */
  devicesOf(organizationIds: number[]) {
    return this.db
      .select({
        id: devices.id,
        organizationId: devices.organizationId,
        groupId: devices.groupId,
        tags: devices.tags,
        timeZone: devices.timeZone,
        sleepHours: devices.sleepHours,
      })
      .from(devices)
      .where(and(inArray(devices.organizationId, organizationIds), eq(devices.active, true), isNotNull(devices.pairedAt)));
  }
}
