import { describe, expect, it } from 'vitest';
import { createLocalHub, createPostgresHub, type HubMessage } from '../src/modules/realtime/hub.ts';

const silent = { warn() {}, info() {}, error() {}, debug() {} } as never;

function collector() {
  const got: HubMessage[] = [];
  return {
    got,
    handler: (m: HubMessage) => got.push(m),
    async waitFor(n: number, ms = 5000) {
      const until = Date.now() + ms;
      while (got.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return got;
    },
  };
}

describe('event hub', () => {
  it('delivers in process', async () => {
    const hub = createLocalHub();
    const c = collector();
    const off = hub.subscribe(c.handler);
    hub.publish({ type: 'player', deviceIds: [1], event: 'manifest', data: { version: 'x' } });
    expect(c.got).toHaveLength(1);
    off();
    hub.publish({ type: 'player', deviceIds: [1], event: 'manifest', data: {} });
    expect(c.got).toHaveLength(1);
    await hub.close();
  });

  // Across server instances through PostgreSQL LISTEN/NOTIFY (runs when a PostgreSQL URL is given).
  const url = process.env.DATABASE_URL;
  it.skipIf(!url || !/^postgres(ql)?:\/\//.test(url))('delivers across instances once, large device lists in chunks', async () => {
    const a = await createPostgresHub(url as string, silent);
    const b = await createPostgresHub(url as string, silent);
    try {
      const onA = collector();
      const onB = collector();
      a.subscribe(onA.handler);
      b.subscribe(onB.handler);
      a.publish({ type: 'org', organizationId: 5, event: 'device', data: { id: 1 } });
      await onB.waitFor(1);
      expect(onB.got).toEqual([{ type: 'org', organizationId: 5, event: 'device', data: { id: 1 } }]);
      // The sender got its own copy once (locally), not again through LISTEN.
      await new Promise((r) => setTimeout(r, 200));
      expect(onA.got).toHaveLength(1);
      const many = Array.from({ length: 1000 }, (_, i) => i + 1);
      b.publish({ type: 'invalidate', deviceIds: many });
      await onA.waitFor(4);
      const ids = onA.got.slice(1).flatMap((m) => (m.type === 'invalidate' ? m.deviceIds : []));
      expect(ids.sort((x, y) => x - y)).toEqual(many);
      // The scope of an invalidation travels with it.
      b.publish({ type: 'invalidate', deviceIds: [7], scope: 'content' });
      await onA.waitFor(onA.got.length + 1);
      expect(onA.got.at(-1)).toEqual({ type: 'invalidate', deviceIds: [7], scope: 'content' });
      // A herd's live events: few NOTIFYs under the payload limit, every item arrives once.
      const items = Array.from({ length: 300 }, (_, i) => ({ deviceKey: `k${i}`, id: i, status: 'active', note: 'x'.repeat(100) }));
      const before = onB.got.length;
      a.publish({ type: 'orgEvents', organizationId: 5, event: 'device', items });
      const arrived = async () => onB.got.slice(before).flatMap((m) => (m.type === 'orgEvents' ? m.items : []));
      const until = Date.now() + 5000;
      while ((await arrived()).length < items.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      const parts = onB.got.slice(before);
      expect(parts.length).toBeGreaterThan(1);
      expect(parts.length).toBeLessThan(20);
      expect((await arrived()).sort((x: any, y: any) => x.id - y.id)).toEqual(items);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
