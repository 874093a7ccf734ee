import { createSlide } from '@signage/slides/model';
import { describe, expect, it } from 'vitest';
import { OffsetEstimator, SlewedClock } from '../lib/clock.ts';
import type { Program } from './program.ts';
import { Sequencer } from './sequencer.ts';
import { slotAt, type SyncClock, SyncTimeline } from './sync-timeline.ts';

function program(key: string, durations: number[], transitionMs = 0): Program {
  return {
    playlistId: 1,
    version: 1,
    key,
    overlay: null,
    slides: durations.map((d, i) => ({
      id: 100 + i,
      durationMs: d,
      doc: {
        ...createSlide(),
        animation: transitionMs ? { style: 'StyleOne', durationMs: transitionMs } : { style: 'none', durationMs: 0 },
      },
    })),
  };
}

/** A screen's clock `offset` behind the server (server = local + offset). */
const fixed = (offset: number): SyncClock => ({ toServer: (l) => l + offset, toLocal: (s) => s - offset });

describe('slotAt', () => {
  const d = [1000, 2000, 500];
  it('is a pure function of the durations, the anchor and the server time', () => {
    expect(slotAt(d, 10_000, 10_000)).toEqual({ index: 0, loop: 0, startsAt: 10_000, endsAt: 11_000 });
    expect(slotAt(d, 10_000, 12_999)).toMatchObject({ index: 1, startsAt: 11_000, endsAt: 13_000 });
    expect(slotAt(d, 10_000, 13_000)).toMatchObject({ index: 2, startsAt: 13_000 });
    // Many loops later and before the anchor alike.
    expect(slotAt(d, 10_000, 10_000 + 3500 * 1000 + 1200)).toMatchObject({ index: 1, loop: 1000, startsAt: 10_000 + 3500 * 1000 + 1000 });
    expect(slotAt(d, 10_000, 9_999)).toMatchObject({ index: 2, loop: -1, startsAt: 9_500 });
  });
  it('skips slides without time and has nothing to play without any', () => {
    expect(slotAt([1000, 0, 1000], 0, 1500)).toMatchObject({ index: 2, startsAt: 1000 });
    expect(slotAt([0, 0], 0, 5)).toBeNull();
    expect(slotAt([], 0, 5)).toBeNull();
  });
});

describe('Sequencer on a shared timeline', () => {
  it('a late joiner lands mid-slide, in step with a screen that was there from the start', () => {
    const anchor = 1_000_000;
    const early = new Sequencer();
    early.timeline = new SyncTimeline(anchor, fixed(anchor)); // local 0 = anchor
    early.setProgram(program('a', [1000, 2000, 500]), 0);
    const late = new Sequencer();
    late.timeline = new SyncTimeline(anchor, fixed(anchor - 40_000)); // its clock 40 s ahead
    // It starts 1.5 s into the timeline (its local 41 500): slide 1, started 500 ms ago, not a restart.
    late.setProgram(program('a', [1000, 2000, 500]), 41_500);
    expect(late.current?.index).toBe(1);
    expect(late.current?.startedAt).toBe(41_000);
    expect(late.remaining(41_500)).toBe(1500);
    early.tick(1000);
    expect(early.current?.index).toBe(1);
    // Both change to slide 2 at the same server instant (local 3000 and 43 000).
    expect(early.tick(2999)).toEqual([]);
    expect(late.tick(42_999)).toEqual([]);
    early.tick(3000);
    late.tick(43_000);
    expect([early.current?.index, late.current?.index]).toEqual([2, 2]);
    expect(early.current?.startedAt).toBe(3000);
    expect(late.current?.startedAt).toBe(43_000);
  });

  it('a screen woken late starts the slide and its transition as if it had been on time; readiness is not waited for', () => {
    const s = new Sequencer();
    s.timeline = new SyncTimeline(0, fixed(0));
    s.setProgram(program('a', [1000, 1000], 400), 0);
    s.tick(1012, () => false);
    expect(s.current?.index).toBe(1);
    expect(s.current?.startedAt).toBe(1000);
    expect(s.outgoing?.until).toBe(1400);
  });

  it('a change made ahead of its instant (frame-aligned) stays: the slot before does not come back until the clock reaches it', () => {
    const s = new Sequencer();
    s.timeline = new SyncTimeline(0, fixed(0));
    s.setProgram(program('a', [1000, 1000, 1000]), 0);
    // The frame presented nearest 1000 is drawn at 975: the change happens then.
    s.tick(1000);
    expect(s.current?.index).toBe(1);
    const changed = s.current;
    // The plain clock still reads before 1000 for a few ms: no change back, and the next is 1000 ms on.
    expect(s.remaining(980)).toBeGreaterThan(1000);
    expect(s.tick(985)).toEqual([]);
    expect(s.current).toBe(changed);
    expect(s.tick(1999)).toEqual([]);
    s.tick(2000);
    expect(s.current?.index).toBe(2);
  });

  it('a clock corrected back by more than a frame goes back to the slot it now reads (no holding on)', () => {
    const s = new Sequencer();
    s.timeline = new SyncTimeline(0, fixed(0));
    s.setProgram(program('a', [1000, 1000, 1000]), 0);
    s.tick(2000);
    expect(s.current?.index).toBe(2);
    // 200 ms before the slot on screen: the estimate moved, the timeline says slide 1.
    expect(s.remaining(1800)).toBe(0);
    s.tick(1800);
    expect(s.current?.index).toBe(1);
  });

  it('offline, it keeps playing on the last estimate: the timeline runs on, loop after loop', () => {
    const e = new OffsetEstimator();
    e.add({ sentAt: 0, serverAt: 5_000 + 10, receivedAt: 20 });
    const clock = new SlewedClock(e);
    const s = new Sequencer();
    s.timeline = new SyncTimeline(5_000, { toServer: (l) => clock.serverAt(l), toLocal: (sv, now) => clock.localAt(sv, now) });
    s.setProgram(program('a', [1000, 1000, 1000]), 100);
    const seen: number[] = [];
    for (let t = 100; t < 30_100; t += 50) {
      s.tick(t);
      if (seen.at(-1) !== s.current?.index) seen.push(s.current?.index as number);
    }
    expect(seen.length).toBe(31); // the first slide and thirty changes, one per second
    expect(s.current?.startedAt).toBe(30_000);
  });

  it('a new estimate (back online) converges by slewing: slide changes move by no more than the slew, never a jump', () => {
    const e = new OffsetEstimator();
    e.add({ sentAt: 0, serverAt: 10, receivedAt: 20 }); // offset 0
    const clock = new SlewedClock(e);
    const s = new Sequencer();
    s.timeline = new SyncTimeline(0, { toServer: (l) => clock.serverAt(l), toLocal: (sv, now) => clock.localAt(sv, now) });
    s.setProgram(program('a', [1000, 1000]), 30);
    for (let t = 30; t < 5000; t += 10) s.tick(t);
    // The server turns out to be 300 ms ahead: changes come earlier by at most 5 % of each second.
    e.add({ sentAt: 5000, serverAt: 5300 + 1, receivedAt: 5002 });
    const starts: number[] = [];
    for (let t = 5000; t < 20_000; t += 1) {
      s.tick(t);
      if (starts.at(-1) !== s.current?.startedAt) starts.push(s.current?.startedAt as number);
    }
    const gaps = starts.slice(1).map((x, i) => x - (starts[i] as number));
    for (const g of gaps) expect(g).toBeGreaterThanOrEqual(1000 * 0.95 - 1);
    expect(Math.min(...gaps)).toBeLessThan(1000);
    // Converged: changes fall on the server's whole seconds (local = server − 300).
    expect(((starts.at(-1) as number) + 300) % 1000).toBeCloseTo(0, 0);
  });
});
