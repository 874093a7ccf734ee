import type { ProofOfPlayRecord } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { MemoryPopStore, POP_MAX_AGE_MS, PopQueue, takeBatch } from './pop.ts';

const rec = (n: number, startedAt = `2026-11-23T10:00:${String(n % 60).padStart(2, '0')}.000Z`): ProofOfPlayRecord => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  playlistId: 1,
  version: 1,
  slideId: 5,
  startedAt,
  durationMs: 10_000,
});
const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('takeBatch', () => {
  it('is oldest first, unique by id, bounded', () => {
    const batch = takeBatch([rec(3), rec(1), rec(2), rec(1)], 2);
    expect(batch.map((r) => r.id)).toEqual([rec(1).id, rec(2).id]);
  });
  it('skips excluded (in-flight) ids', () => {
    expect(takeBatch([rec(1), rec(2)], 10, new Set([rec(1).id])).map((r) => r.id)).toEqual([rec(2).id]);
  });
});

describe('PopQueue', () => {
  it('sends in batches and forgets what was delivered', async () => {
    const store = new MemoryPopStore();
    const sent: string[][] = [];
    const q = new PopQueue(store, async (b) => void sent.push(b.map((r) => r.id)), 2);
    await q.record([rec(1), rec(2), rec(3)]);
    expect(await q.flush(NOW)).toBe(3);
    expect(sent).toHaveLength(2);
    expect(sent.flat()).toHaveLength(3);
    expect(store.records.size).toBe(0);
  });

  it('keeps records when sending fails and sends them once later (no duplicates)', async () => {
    const store = new MemoryPopStore();
    let online = false;
    const server = new Map<string, ProofOfPlayRecord>();
    const q = new PopQueue(store, async (b) => {
      if (!online) throw new Error('offline');
      for (const r of b) server.set(r.id, r);
    });
    await q.record([rec(1), rec(2)]);
    await q.record([rec(2)]);
    expect(await q.flush(NOW)).toBe(0);
    expect(store.records.size).toBe(2);
    online = true;
    expect(await q.flush(NOW)).toBe(2);
    expect(server.size).toBe(2);
    expect(await q.flush(NOW)).toBe(0);
  });

  it('concurrent flushes share one run', async () => {
    const store = new MemoryPopStore();
    let calls = 0;
    const q = new PopQueue(store, async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
    });
    await q.record([rec(1)]);
    const [a, b] = await Promise.all([q.flush(NOW), q.flush(NOW)]);
    expect(a).toBe(1);
    expect(b).toBe(1);
    expect(calls).toBe(1);
  });

  it('drops records too old to matter', async () => {
    const store = new MemoryPopStore();
    const sent: ProofOfPlayRecord[] = [];
    const q = new PopQueue(store, async (b) => void sent.push(...b));
    await q.record([rec(1, new Date(NOW - POP_MAX_AGE_MS - 1000).toISOString()), rec(2)]);
    await q.flush(NOW);
    expect(sent.map((r) => r.id)).toEqual([rec(2).id]);
    expect(store.records.size).toBe(0);
  });
});
