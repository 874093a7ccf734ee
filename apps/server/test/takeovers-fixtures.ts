import { alertActivations, alerts, type StoredTargets, screenMessages } from '../src/db/schema/index.ts';
import { type EventStreamReader, openEventStream } from './event-streams.ts';
import type { TestApp } from './helpers.ts';
import { deviceHeaders } from './screens-fixtures.ts';

/**
 * Rows of the alerts module written straight to its tables (the authoring calls are another
 * module's), then `takeoversChanged` as the authoring side calls it.
 */

export const everyone: StoredTargets = { all: true, deviceIds: [], groupIds: [] };
export const toDevices = (...deviceIds: number[]): StoredTargets => ({ all: false, deviceIds, groupIds: [] });
export const toGroups = (...groupIds: number[]): StoredTargets => ({ all: false, deviceIds: [], groupIds });

let seq = 0;

export async function insertAlert(t: TestApp, organizationId: number, over: Partial<typeof alerts.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(alerts)
    .values({
      organizationId,
      name: `Alert ${++seq}`,
      type: 'fire',
      description: 'A fire in the building',
      instructions: 'Leave by the nearest exit',
      mode: 'continuous',
      backgroundColor: '#B71C1C',
      textColor: '#FFFFFF',
      targets: everyone,
      ...over,
    })
    .returning();
  if (!row) throw new Error('no alert');
  return row;
}

/** Opens an activation of the alert (started now on the app's clock unless given). */
export async function activate(
  t: TestApp,
  alert: { id: number; organizationId: number },
  over: Partial<typeof alertActivations.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(alertActivations)
    .values({ alertId: alert.id, organizationId: alert.organizationId, startedAt: t.clock.now(), startedByKind: 'user', ...over })
    .returning();
  if (!row) throw new Error('no activation');
  return row;
}

export async function insertMessage(t: TestApp, organizationId: number, over: Partial<typeof screenMessages.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(screenMessages)
    .values({
      organizationId,
      text: `Message ${++seq}`,
      style: 'ticker',
      position: 'bottom',
      speed: 'normal',
      backgroundColor: '#000000',
      textColor: '#FFFFFF',
      startsAt: t.clock.now(),
      targets: everyone,
      ...over,
    })
    .returning();
  if (!row) throw new Error('no message');
  return row;
}

/** What the authoring side calls after each change; waits until this instance pushed. */
export async function takeoversChanged(t: TestApp, organizationId: number) {
  await t.app.services.screens.bus.takeoversChanged(organizationId);
  await t.app.services.screens.takeovers.idle();
}

export async function takeoversOf(t: TestApp, secret: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/player/takeovers', headers: deviceHeaders(secret) });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** A player's event stream (the tests' one reader, event-streams.ts). */
export type PlayerStream = EventStreamReader;

export const playerStream = (base: string, secret: string): Promise<PlayerStream> =>
  openEventStream(`${base}/api/player/events`, deviceHeaders(secret));
