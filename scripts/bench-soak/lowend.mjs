import { pct } from './measure.mjs';
import { initScript, setup } from './player.mjs';
import { sleep } from './run.mjs';
import { TRANSITIONS } from './slides.mjs';

function fps(intervals) {
  return { n: intervals.length, p50: pct(intervals, 50), p95: pct(intervals, 95), fpsP95: 1000 / pct(intervals, 95) };
}

/**
 * The display compositor's draw of each frame (viz `Display::DrawAndSwap`, traced browser-wide). On a
 * screen without a GPU, compositing is software and this is where transition frames go, so each rAF
 * figure is printed beside the draw time of the frames in the same windows: when even a bare
 * cross-fade's draws take longer than a frame, no page can hold 60 fps on that machine. A page's
 * performance.now() is mapped to trace time through a performance.mark() made when it is synced.
 */
async function vizDrawTrace(browser) {
  if (process.env.BENCH_LOWEND_TRACE) return { sync: async () => null, stop: async () => {}, stats: () => null };
  const cdp = await browser.newBrowserCDPSession();
  const draws = [];
  const marks = new Map();
  cdp.on('Tracing.dataCollected', (e) => {
    for (const ev of e.value) {
      if (ev.name === 'Display::DrawAndSwap' && ev.ph === 'X') draws.push(ev);
      else if (typeof ev.name === 'string' && ev.name.startsWith('bench-sync-')) marks.set(ev.name, ev.ts);
    }
  });
  await cdp.send('Tracing.start', { categories: 'viz,blink.user_timing', transferMode: 'ReportEvents' });
  let n = 0;
  return {
    async sync(page) {
      const name = `bench-sync-${++n}`;
      const at = await page.evaluate((mark) => performance.mark(mark).startTime, name);
      return { name, at };
    },
    async stop() {
      const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
      await cdp.send('Tracing.end');
      await done;
    },
    /** Draws in the windows (page ms): mean and p95 ms, and the share of the windows' time spent drawing. */
    stats(sync, windows) {
      const ts = sync && marks.get(sync.name);
      if (ts === undefined) return null;
      const offset = ts / 1000 - sync.at;
      const inside = draws.filter((d) => windows.some(([a, b]) => d.ts / 1000 - offset >= a && d.ts / 1000 - offset < b));
      const ms = inside.map((d) => d.dur / 1000);
      if (!ms.length) return null;
      const span = windows.reduce((sum, [a, b]) => sum + (b - a), 0);
      const total = ms.reduce((a, b) => a + b, 0);
      return { n: ms.length, mean: total / ms.length, p95: pct(ms, 95), busy: total / span };
    },
  };
}

function drawText(d) {
  return d ? ` | compositor draw ${d.mean.toFixed(1)} ms mean, ${d.p95.toFixed(1)} ms p95, busy ${Math.round(100 * d.busy)} %` : '';
}

export async function lowend(run, browser) {
  // The calibrations run first, before the player page exists, and every page is still while another
  // is measured: the pages of one browser share its compositor, so a video or an endless animation in
  // one page costs the other frames (earlier versions calibrated beside the playing player and left
  // the calibration's spinning elements running during the player's measurement).
  // Calibration: an empty page, throttled the same, same rAF loop.
  const emptyContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await emptyContext.addInitScript(initScript);
  const empty = await emptyContext.newPage();
  await empty.setContent('<!doctype html><title>empty</title><body></body>');
  const viz = await vizDrawTrace(browser);
  const emptySync = await viz.sync(empty);
  const ecdp = await emptyContext.newCDPSession(empty);
  await ecdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await empty.evaluate(() => window.__soak.record());
  await sleep(8000);
  const emptyFrames = await empty.evaluate(() => window.__soak.stop());
  const emptyIntervals = emptyFrames.slice(1).map((t, i) => t - emptyFrames[i]);
  const emptyWindows = [[emptyFrames[0], emptyFrames.at(-1)]];
  /**
   * Calibration of a transition: two full-screen layers cross-faded on the empty page (opacity on the
   * compositor, 600 ms, 8 rounds), throttled the same: what this machine's software compositing allows
   * whatever the page is. With `animated`, each layer also holds an element animated on the compositor
   * (as a slide's animated elements are): the layer then fades as a render surface, drawn offscreen
   * and blended every frame, which software compositing pays for.
   */
  const bareFade = async (animated, over = false) => {
    const child = animated
      ? '<b style="position:absolute;left:700px;top:400px;width:400px;height:300px;background:#fff8;animation:spin 1s linear infinite"></b>'
      : '';
    await empty.setContent(
      '<!doctype html><title>cross-fade</title><style>div{position:fixed;inset:0;will-change:opacity;font:bold 140px sans-serif;color:#fff;padding:120px}@keyframes spin{to{transform:rotate(360deg)}}</style>' +
        `<div id="a" style="background:linear-gradient(45deg,#b22,#22b)">Outgoing${child}</div><div id="b" style="background:linear-gradient(135deg,#2a2,#aa2);opacity:0">Incoming${child}</div>`,
    );
    const sync = await viz.sync(empty);
    const measured = await empty.evaluate(async (over) => {
      const out = [];
      const windows = [];
      const [a, b] = [document.getElementById('a'), document.getElementById('b')];
      for (let round = 0; round < 8; round++) {
        const [from, to] = round % 2 ? [b, a] : [a, b];
        // `over`: the incoming layer fades in over the outgoing one, which stays as it is (the player's
        // fade and zoom since 2026-11-28: one blended layer per frame instead of two).
        if (over) {
          for (const x of from.getAnimations()) x.cancel();
          from.style.zIndex = '1';
          to.style.zIndex = '2';
        } else from.animate([{ opacity: 1 }, { opacity: 0 }], { duration: 600, easing: 'linear', fill: 'forwards' });
        to.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 600, easing: 'linear', fill: 'forwards' });
        await new Promise((done) => {
          let start = 0;
          let last = 0;
          const frame = (t) => {
            if (!start) start = t;
            else out.push(t - last);
            last = t;
            if (t - start < 600) requestAnimationFrame(frame);
            else {
              windows.push([start, t]);
              done();
            }
          };
          requestAnimationFrame(frame);
        });
        await new Promise((r) => setTimeout(r, 400));
      }
      return { intervals: out, windows };
    }, over);
    return { ...measured, sync };
  };
  const { intervals: bareFadeIntervals, windows: bareFadeWindows, sync: bareFadeSync } = await bareFade(false);
  const { intervals: fadeOverIntervals, windows: fadeOverWindows, sync: fadeOverSync } = await bareFade(false, true);
  const { intervals: bareFadeAnimatedIntervals, windows: bareFadeAnimatedWindows, sync: bareFadeAnimatedSync } = await bareFade(true);
  await empty.setContent('<!doctype html><title>empty</title><body></body>');

  const s = await setup(run, browser, { seconds: 4 });
  const { page } = s;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // The player: two loops of the playlist (5 slides × 4 s) with the rAF recorder running.
  await page.evaluate(() => window.__soak.drainSlides());
  // BENCH_LOWEND_TRACE=1: the main-thread trace events by name (diagnosis).
  const tracing = process.env.BENCH_LOWEND_TRACE ? await page.context().newCDPSession(page) : null;
  const traceEvents = [];
  if (tracing) {
    tracing.on('Tracing.dataCollected', (e) => traceEvents.push(...e.value));
    await tracing.send('Tracing.start', {
      categories: process.env.BENCH_LOWEND_TRACE_CATEGORIES ?? 'devtools.timeline,blink',
      transferMode: 'ReportEvents',
    });
  }
  // BENCH_LOWEND_PROFILE=1: the page's JS self time by function (diagnosis).
  const profiler = process.env.BENCH_LOWEND_PROFILE ? await page.context().newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 500 });
    await profiler.send('Profiler.start');
  }
  const playerSync = await viz.sync(page);
  await page.evaluate(() => window.__soak.record());
  const videoQuality = [];
  const endAt = Date.now() + 2 * 5 * 4000 + 2000;
  while (Date.now() < endAt) {
    const q = await page.evaluate(() => {
      const v = document.querySelector('[data-layer="current"] video');
      if (!v) return null;
      const pq = v.getVideoPlaybackQuality();
      return { total: pq.totalVideoFrames, dropped: pq.droppedVideoFrames, t: v.currentTime, w: v.videoWidth };
    });
    if (q) videoQuality.push(q);
    await sleep(500);
  }
  const frames = await page.evaluate(() => window.__soak.stop());
  const slides = await page.evaluate(() => window.__soak.drainSlides());
  if (profiler) {
    const { profile: p } = await profiler.send('Profiler.stop');
    const self = new Map();
    const dt = new Map();
    for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
    for (const node of p.nodes) {
      const cf = node.callFrame;
      const key = `${cf.functionName || '(anonymous)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt.get(node.id) ?? 0) / 1000);
    }
    console.log('JS self time (ms), top 25:');
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${v.toFixed(0).padStart(7)}  ${k}`);
  }
  if (tracing) {
    const done = new Promise((r) => tracing.once('Tracing.tracingComplete', r));
    await tracing.send('Tracing.end');
    await done;
    const byName = new Map();
    for (const e of traceEvents) {
      if (e.ph !== 'X' || !e.dur) continue;
      const key = `${e.name} (tid ${e.tid})`;
      const v = byName.get(key) ?? { ms: 0, n: 0 };
      v.ms += e.dur / 1000;
      v.n += 1;
      byName.set(key, v);
    }
    const longOnes = traceEvents.filter(
      (e) => e.ph === 'X' && e.dur > 60_000 && e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask',
    );
    console.log('trace events over 60 ms:');
    for (const e of longOnes.slice(0, 60))
      console.log(`  ${(e.dur / 1000).toFixed(0).padStart(5)} ms  ${e.name} ${JSON.stringify(e.args?.data ?? {}).slice(0, 120)}`);
    console.log('trace (ms, count), top 30:');
    for (const [k, v] of [...byName].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30))
      console.log(`${v.ms.toFixed(0).padStart(7)} ${String(v.n).padStart(5)}  ${k}`);
  }
  // BENCH_LOWEND_LAYERS=1: the compositor's layers 300 ms into each transition, with Chromium's
  // reasons for each (diagnosis: what a fading layer holds decides whether it is a render surface).
  if (process.env.BENCH_LOWEND_LAYERS) {
    const layers = await page.context().newCDPSession(page);
    let latest = [];
    layers.on('LayerTree.layerTreeDidChange', (e) => {
      if (e.layers) latest = e.layers;
    });
    await layers.send('LayerTree.enable');
    for (let n = 0; n < TRANSITIONS.length; n++) {
      const ev = await page.evaluate(
        () => new Promise((done) => window.addEventListener('signage:slide', (e) => done(e.detail), { once: true })),
      );
      await sleep(300);
      const snapshot = latest;
      console.log(`${TRANSITIONS[ev.index]} at +300 ms: ${snapshot.length} layers`);
      for (const l of snapshot) {
        if (!l.drawsContent && !l.backendNodeId) continue;
        const { compositingReasons } = await layers
          .send('LayerTree.compositingReasons', { layerId: l.layerId })
          .catch(() => ({ compositingReasons: [] }));
        const node = l.backendNodeId
          ? await layers
              .send('DOM.describeNode', { backendNodeId: l.backendNodeId })
              .then(
                ({ node: n }) =>
                  `${n.localName}${(n.attributes ?? [])
                    .filter((_, i) => i % 2 === 0)
                    .map((a) => `[${a}]`)
                    .join('')}`,
              )
              .catch(() => '')
          : '';
        console.log(
          `  ${String(l.layerId).padStart(4)} ${l.width}×${l.height} draws=${l.drawsContent} paints=${l.paintCount ?? '-'} ${node} ${compositingReasons.join(',')}`,
        );
      }
    }
    await layers.send('LayerTree.disable');
  }
  const interval = (from, to) => {
    const f = frames.filter((t) => t >= from && t <= to);
    return f.slice(1).map((t, i) => t - f[i]);
  };
  const byTransition = new Map();
  const transitionWindows = new Map();
  const byAnimation = [];
  const animationWindows = [];
  for (const ev of slides) {
    const style = TRANSITIONS[ev.index];
    if (style !== 'none') {
      const list = byTransition.get(style) ?? [];
      list.push(...interval(ev.at, ev.at + 600));
      byTransition.set(style, list);
      transitionWindows.set(style, [...(transitionWindows.get(style) ?? []), [ev.at, ev.at + 600]]);
    }
    if (ev.index > 0) {
      byAnimation.push(...interval(ev.at + 700, ev.at + ev.durationMs - 100));
      animationWindows.push([ev.at + 700, ev.at + ev.durationMs - 100]);
    }
    // BENCH_LOWEND_FRAMES=1: where in each transition the long frames fall (ms after the slide change).
    if (process.env.BENCH_LOWEND_FRAMES && style !== 'none') {
      const f = frames.filter((t) => t >= ev.at - 100 && t <= ev.at + 900);
      const long = f
        .slice(1)
        .map((t, i) => [Math.round(f[i] - ev.at), Math.round(t - f[i])])
        .filter(([, d]) => d > 20);
      console.log(
        `${style.padEnd(10)} frames over 20 ms (start after the change, length): ${long.map(([at, d]) => `${at}+${d}`).join(' ') || 'none'}`,
      );
    }
  }
  // The video alone: the video slide's counters between its first and last reading.
  const vq = videoQuality.filter((q) => q.w > 0);
  let dropped = 0;
  let total = 0;
  for (let i = 1; i < vq.length; i++) {
    if (vq[i].total >= vq[i - 1].total) {
      dropped += vq[i].dropped - vq[i - 1].dropped;
      total += vq[i].total - vq[i - 1].total;
    }
  }
  // Baseline video: the same file in a bare <video> on the empty page, throttled the same, with the
  // player stopped (its page left for a blank one).
  await page.goto('about:blank');
  await empty.route('**/bench-video.mp4', (route) => route.fulfill({ path: s.media.video, contentType: 'video/mp4' }));
  await empty.goto(`${s.base.replace('127.0.0.1', 'localhost')}/api/health`);
  const bare = await empty.evaluate(async () => {
    document.body.innerHTML = '';
    const blob = await (await fetch('/bench-video.mp4')).blob();
    const v = document.createElement('video');
    v.muted = true;
    v.loop = true;
    v.style.cssText = 'position:fixed;inset:0;width:100%;height:100%';
    v.src = URL.createObjectURL(blob);
    document.body.append(v);
    await v.play().catch(() => {});
    await new Promise((res) => setTimeout(res, 12_000));
    const q = v.getVideoPlaybackQuality();
    return { total: q.totalVideoFrames, dropped: q.droppedVideoFrames, w: v.videoWidth };
  });
  await viz.stop();
  const e = fps(emptyIntervals);
  console.log(
    '\nbench:lowend — CPU throttled 4× (CDP Emulation.setCPUThrottlingRate), 1920×1080 viewport, headless Chromium without GPU (software raster and compositing), shared 2-core machine',
  );
  console.log(
    `empty page rAF       frame interval p50 ${e.p50.toFixed(1)} ms, p95 ${e.p95.toFixed(1)} ms → ${e.fpsP95.toFixed(1)} fps at p95 (${e.n} frames)${drawText(viz.stats(emptySync, emptyWindows))}`,
  );
  const bf = fps(bareFadeIntervals);
  console.log(
    `bare cross-fade      frame interval p50 ${bf.p50.toFixed(1)} ms, p95 ${bf.p95.toFixed(1)} ms → ${bf.fpsP95.toFixed(1)} fps at p95 (${bf.n} frames; two full-screen layers on the empty page)${drawText(viz.stats(bareFadeSync, bareFadeWindows))}`,
  );
  const fo = fps(fadeOverIntervals);
  console.log(
    `bare fade-in over a still layer  frame interval p50 ${fo.p50.toFixed(1)} ms, p95 ${fo.p95.toFixed(1)} ms → ${fo.fpsP95.toFixed(1)} fps at p95 (${fo.n} frames; one full-screen layer fading in over another)${drawText(viz.stats(fadeOverSync, fadeOverWindows))}`,
  );
  const ba = fps(bareFadeAnimatedIntervals);
  console.log(
    `bare cross-fade, animated child  frame interval p50 ${ba.p50.toFixed(1)} ms, p95 ${ba.p95.toFixed(1)} ms → ${ba.fpsP95.toFixed(1)} fps at p95 (${ba.n} frames; the same layers, each holding one element animated on the compositor)${drawText(viz.stats(bareFadeAnimatedSync, bareFadeAnimatedWindows))}`,
  );
  for (const style of TRANSITIONS.slice(1)) {
    const f = fps(byTransition.get(style) ?? []);
    console.log(
      `transition ${style.padEnd(10)} frame interval p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms → ${f.fpsP95.toFixed(1)} fps at p95 (${f.n} frames)  target ≥ 50: ${f.fpsP95 >= 50 ? 'met' : 'MISSED'}${drawText(viz.stats(playerSync, transitionWindows.get(style) ?? []))}`,
    );
  }
  const a = fps(byAnimation);
  console.log(
    `element animations   frame interval p50 ${a.p50.toFixed(1)} ms, p95 ${a.p95.toFixed(1)} ms → ${a.fpsP95.toFixed(1)} fps at p95 (${a.n} frames)${drawText(viz.stats(playerSync, animationWindows))}`,
  );
  console.log(
    `1080p H.264 video    player: ${dropped}/${total} dropped (${total ? ((100 * dropped) / total).toFixed(2) : 'n/a'} %)  | bare <video> on an empty page: ${bare.dropped}/${bare.total} (${bare.total ? ((100 * bare.dropped) / bare.total).toFixed(2) : 'n/a'} %)  target < 1 %: ${total && dropped / total < 0.01 ? 'met' : 'MISSED'}`,
  );
  console.log(`slides shown ${slides.length}, page errors ${s.errors.length}`);
  await emptyContext.close();
  await s.close();
}
