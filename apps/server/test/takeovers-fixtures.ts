import { readEventStream } from '@signage/shared/sse';
import { alertActivations, alerts, type StoredTargets, screenMessages } from '../src/db/schema/index.ts';
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

/**
 * A `since` for the streams below: after every event read so far and not after any read from now on.
 * A plain Date.now() can tie with an event read in the same millisecond (it counted an opening event
 * as a later push: CI of 2026-11-29); the wait of at most 1 ms is synchronous, so no event is read
 * during it.
 */
export function mark(): number {
  const at = Date.now() + 1;
  while (Date.now() < at) {
    // spin: no event is read meanwhile
  }
  return at;
}

/** A player's event stream read with the shared reader; every event kept in order, with its arrival time. */
export interface PlayerStream {
  status: number;
  events: Array<{ event: string; data: any; at: number }>;
  /** The first `event` arriving at or after `since` (ms since epoch). */
  next(event: string, opts?: { since?: number; timeoutMs?: number; where?: (data: any) => boolean }): Promise<{ data: any; at: number }>;
  /** The `event`s that arrived at or after `since`. */
  count(event: string, since?: number): number;
  close(): void;
}

export async function playerStream(base: string, secret: string): Promise<PlayerStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/player/events`, { headers: deviceHeaders(secret), signal: controller.signal });
  const events: PlayerStream['events'] = [];
  if (res.body)
    void readEventStream(res.body, ({ event, data }) => {
      events.push({ event, data: data ? JSON.parse(data) : null, at: Date.now() });
    }).catch(() => undefined);
  return {
    status: res.status,
    events,
    async next(event, { since = 0, timeoutMs = 5000, where } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.event === event && e.at >= since && (!where || where(e.data)));
        if (found) return found;
        if (Date.now() > until) throw new Error(`no ${event} event within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    count: (event, since = 0) => events.filter((e) => e.event === event && e.at >= since).length,
    close: () => controller.abort(),
  };
}
