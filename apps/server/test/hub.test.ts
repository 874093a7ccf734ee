import { describe, expect, it } from 'vitest';
import { createLocalHub, createPostgresHub, type HubMessage, joinParts } from '../src/modules/realtime/hub.ts';

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

  it('puts the parts of a message back together, in order', () => {
    expect(
      joinParts([
        { type: 'invalidate', deviceIds: [1, 2], scope: 'content' },
        { type: 'invalidate', deviceIds: [3], scope: 'content' },
      ]),
    ).toEqual({ type: 'invalidate', deviceIds: [1, 2, 3], scope: 'content' });
    expect(
      joinParts([
        { type: 'orgEvents', organizationId: 1, event: 'device', items: [{ a: 1 }] },
        { type: 'orgEvents', organizationId: 1, event: 'device', items: [{ a: 2 }] },
      ]),
    ).toEqual({ type: 'orgEvents', organizationId: 1, event: 'device', items: [{ a: 1 }, { a: 2 }] });
    expect(joinParts([{ type: 'users', userIds: [4] }])).toEqual({ type: 'users', userIds: [4] });
  });

  // Across server instances through PostgreSQL LISTEN/NOTIFY (runs when a PostgreSQL URL is given).
  const url = process.env.DATABASE_URL;
  it.skipIf(!url || !/^postgres(ql)?:\/\//.test(url))(
    'delivers across instances once, large messages in parts put back together',
    async () => {
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
        // A list past one NOTIFY's payload travels in parts and arrives whole, as one message (an
        // instance that got 25 invalidations for one change redid its work 25 times).
        const many = Array.from({ length: 10_000 }, (_, i) => i + 1);
        b.publish({ type: 'invalidate', deviceIds: many, scope: 'groups' });
        await onA.waitFor(2);
        await new Promise((r) => setTimeout(r, 200));
        expect(onA.got).toHaveLength(2);
        expect(onA.got[1]).toEqual({ type: 'invalidate', deviceIds: many, scope: 'groups' });
        // The scope of an invalidation travels with it.
        b.publish({ type: 'invalidate', deviceIds: [7], scope: 'content' });
        await onA.waitFor(onA.got.length + 1);
        expect(onA.got.at(-1)).toEqual({ type: 'invalidate', deviceIds: [7], scope: 'content' });
        // A herd's live events: NOTIFYs under the payload limit, every item arrives once, in order, as one message.
        const items = Array.from({ length: 300 }, (_, i) => ({ deviceKey: `k${i}`, id: i, status: 'active', note: 'x'.repeat(100) }));
        const before = onB.got.length;
        a.publish({ type: 'orgEvents', organizationId: 5, event: 'device', items });
        const arrived = async () => onB.got.slice(before).flatMap((m) => (m.type === 'orgEvents' ? m.items : []));
        const until = Date.now() + 5000;
        while ((await arrived()).length < items.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
        expect(onB.got.slice(before)).toEqual([{ type: 'orgEvents', organizationId: 5, event: 'device', items }]);
      } finally {
        await a.close();
        await b.close();
      }
    },
  );
});
