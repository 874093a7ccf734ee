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
    } finally {
      await a.close();
      await b.close();
    }
  });
});
