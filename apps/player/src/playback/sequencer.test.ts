import { createSlide } from '@signage/slides/model';
import { describe, expect, it } from 'vitest';
import type { Program } from './program.ts';
import { nextIndex, Sequencer, slideOf } from './sequencer.ts';

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

describe('nextIndex', () => {
  it('loops', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe('Sequencer', () => {
  it('plays each slide for its duration and loops, with the next slide preloaded', () => {
    const s = new Sequencer();
    s.setProgram(program('a', [1000, 2000, 500]), 0);
    expect(s.current?.index).toBe(0);
    expect(s.upcoming?.index).toBe(1);
    expect(s.tick(999)).toEqual([]);
    const ended = s.tick(1000);
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ startedAt: 0, durationMs: 1000 });
    expect(ended[0]?.slide.id).toBe(100);
    expect(s.current?.index).toBe(1);
    expect(s.upcoming?.index).toBe(2);
    s.tick(3000);
    expect(s.current?.index).toBe(2);
    expect(s.upcoming?.index).toBe(0);
    s.tick(3500);
    expect(s.current?.index).toBe(0);
    expect(s.current?.startedAt).toBe(3500);
  });

  it('keeps the preloaded layer: the upcoming play becomes the current one (same seq)', () => {
    const s = new Sequencer();
    s.setProgram(program('a', [1000, 1000]), 0);
    const seq = s.upcoming?.seq;
    s.tick(1000);
    expect(s.current?.seq).toBe(seq);
  });

  it('waits for the upcoming slide to be ready, at most maxWait', () => {
    const s = new Sequencer(3000);
    s.setProgram(program('a', [1000, 1000]), 0);
    const notReady = () => false;
    expect(s.tick(1000, notReady)).toEqual([]);
    expect(s.current?.index).toBe(0);
    expect(s.tick(3999, notReady)).toEqual([]);
    const ended = s.tick(4000, notReady);
    expect(ended[0]?.durationMs).toBe(4000);
    expect(s.current?.index).toBe(1);
  });

  it('switches as soon as the ready check passes', () => {
    const s = new Sequencer();
    s.setProgram(program('a', [1000, 1000]), 0);
    let ready = false;
    s.tick(1000, () => ready);
    ready = true;
    s.tick(1200, () => ready);
    expect(s.current?.index).toBe(1);
    expect(s.current?.startedAt).toBe(1200);
  });

  it('keeps the outgoing slide during the incoming transition', () => {
    const s = new Sequencer();
    s.setProgram(program('a', [1000, 1000], 400), 0);
    s.tick(1000);
    expect(s.outgoing?.play.index).toBe(0);
    expect(s.outgoing?.until).toBe(1400);
    s.tick(1399);
    expect(s.outgoing).not.toBeNull();
    s.tick(1400);
    expect(s.outgoing).toBeNull();
    expect(s.nextEventAt(1400)).toBe(2000);
  });

  it('replays a one-slide playlist in place, recording each loop', () => {
    const s = new Sequencer();
    s.setProgram(program('a', [1000]), 0);
    expect(s.upcoming).toBeNull();
    const seq = s.current?.seq;
    expect(s.tick(1000)).toHaveLength(1);
    expect(s.current?.seq).toBe(seq);
    expect(s.current?.startedAt).toBe(1000);
  });

  it('switches to a new program once its first slide is ready, without waiting for the current slide', () => {
    const s = new Sequencer();
    s.setProgram(program('a', [10_000, 10_000]), 0);
    s.setProgram(program('b', [5000, 5000]), 2000);
    expect(s.program?.key).toBe('b');
    expect(s.tick(2100, () => false)).toEqual([]);
    const ended = s.tick(2200, () => true);
    expect(ended[0]).toMatchObject({ durationMs: 2200 });
    expect(s.current?.program.key).toBe('b');
    expect(s.current?.index).toBe(0);
    expect(s.upcoming?.program.key).toBe('b');
  });

  it('the same program key changes nothing; null stops and records the current play', () => {
    const s = new Sequencer();
    s.setProgram(program('a', [1000, 1000]), 0);
    const cur = s.current;
    s.setProgram(program('a', [1000, 1000]), 500);
    expect(s.current).toBe(cur);
    const ended = s.setProgram(null, 700);
    expect(ended[0]?.durationMs).toBe(700);
    expect(s.current).toBeNull();
  });

  it('jumps to a slide by server id', () => {
    const s = new Sequencer();
    s.setProgram(program('a', [1000, 1000, 1000]), 0);
    const r = s.jumpTo(102, 300);
    expect(r.ok).toBe(true);
    expect(r.ended[0]?.durationMs).toBe(300);
    expect(s.current && slideOf(s.current).id).toBe(102);
    expect(s.upcoming?.index).toBe(0);
    expect(s.jumpTo(999, 400).ok).toBe(false);
  });
});

describe('Sequencer: validity windows', () => {
  it('passes over slides outside their window, starts at the first that may show, and picks up one that enters', () => {
    const s = new Sequencer();
    const wall = { t: 0 };
    const p = program('v', [1000, 1000, 1000]);
    // slide 0 expired, slide 2 not yet: only slide 1 shows (it replays in place)
    (p.slides[0] as { window?: unknown }).window = { from: Number.NEGATIVE_INFINITY, until: -1 };
    (p.slides[2] as { window?: unknown }).window = { from: 1500, until: Number.POSITIVE_INFINITY };
    s.playable = (slide) => !slide.window || (slide.window.from <= wall.t && wall.t < slide.window.until);
    s.setProgram(p, 0);
    expect(s.current?.index).toBe(1);
    expect(s.upcoming).toBeNull();
    wall.t = 1000;
    s.tick(1000);
    expect(s.current?.index).toBe(1); // replayed in place
    wall.t = 2000;
    s.tick(2000);
    expect(s.current?.index).toBe(2); // slide 2 entered its window
    wall.t = 3000;
    s.tick(3000);
    expect(s.current?.index).toBe(1); // slide 0 stays passed over
  });
});
