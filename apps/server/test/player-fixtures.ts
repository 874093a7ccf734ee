import { readEventStream } from '@signage/shared/sse';
import { eq } from 'drizzle-orm';
import { licences } from '../src/db/schema/index.ts';
import { appWithOrgs, type TestApp, tempDataDir } from './helpers.ts';
import { deviceHeaders } from './screens-fixtures.ts';

/**
 * The player-protocol suites' app: listening on a loopback port (`base`, for the event streams read
 * with fetch), the platform, Org A (20 screens) and Org B signed in.
 */
export async function playerApp(prefix: string) {
  const dir = tempDataDir(prefix);
  const { t, keys, orgs } = await appWithOrgs(dir, { rateLimits: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await t.database.db.update(licences).set({ numDevices: 20 }).where(eq(licences.organizationId, orgs.a));
  return { t, dir, base, keys, orgs };
}

export interface Sse {
  status: number;
  next(event: string, timeoutMs?: number): Promise<any>;
  close(): void;
}

/** Reads a server-sent-event stream with fetch and the shared reader, as the player and CMS do (headers can be sent). */
export async function openSseAt(base: string, url: string, headers: Record<string, string>): Promise<Sse> {
  const controller = new AbortController();
  const res = await fetch(base + url, { headers, signal: controller.signal });
  const queue: Array<{ event: string; data: any }> = [];
  const waiters: Array<() => void> = [];
  if (res.body) {
    void readEventStream(res.body, ({ event, data }) => {
      queue.push({ event, data: data ? JSON.parse(data) : null });
      for (const w of waiters.splice(0)) w();
    }).catch(() => undefined); // aborted by close()
  }
  return {
    status: res.status,
    async next(event, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const at = queue.findIndex((e) => e.event === event);
        if (at >= 0) return queue.splice(at, 1)[0]?.data;
        if (Date.now() > until) throw new Error(`no ${event} event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}

export const manifestOf = (t: TestApp, secret: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/player/manifest', headers: { ...deviceHeaders(secret), ...headers } });
export const heartbeatOf = (t: TestApp, secret: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/player/heartbeat', headers: deviceHeaders(secret), payload: body });
