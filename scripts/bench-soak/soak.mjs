import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { analyseSlides, censusDiff, heapCensus, LATE_MS, mb, pct, plot, sampler, slope } from './measure.mjs';
import { initScript, setup } from './player.mjs';
import { sleep } from './run.mjs';
import { everySlide } from './slides.mjs';

export async function soak(run, browser) {
  const { MINUTES, SLIDE_S, TYPICAL_SLIDE_S, ACCEL, SIM_DAY_S, SAMPLE_S, CHANGES, benchDir, log } = run;
  const s = await setup(run, browser);
  const { api, page } = s;
  // The empty page: same browser, its own renderer (another origin), same instrumentation and sampling.
  const emptyContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await emptyContext.addInitScript(initScript);
  const empty = await emptyContext.newPage();
  await empty.goto(`${s.base}/api/health`.replace('127.0.0.1', 'localhost'));
  await empty.setContent('<!doctype html><title>empty</title><body></body>');
  const samplePlayer = await sampler(page);
  const sampleEmpty = await sampler(empty);

  const durationMs = MINUTES * 60_000;
  const restartAt = durationMs / 2;
  const changeEvery = durationMs / (CHANGES + 1);
  let nextChange = changeEvery;
  let restarted = false;
  let changeNo = 0;
  const samples = [];
  const emptySamples = [];
  const slideLog = [];
  const marks = [];
  const reconnects = [];
  const started = Date.now();
  // Warm-up: one loop of the playlist before the first sample.
  await sleep(SLIDE_S * 5 * 1000 + 5000);
  const startT = Date.now();
  let nextSample = 0;
  const census0 = process.env.BENCH_SOAK_SNAPSHOTS ? await heapCensus(page) : null;
  log(
    `soak for ${MINUTES} min, slides ${SLIDE_S} s (×${ACCEL}: one simulated day = ${(SIM_DAY_S / 3600).toFixed(1)} h), sample every ${SAMPLE_S} s`,
  );
  while (Date.now() - startT < durationMs) {
    const t = Date.now() - startT;
    if (t >= nextSample) {
      const p = await samplePlayer();
      const e = await sampleEmpty(false);
      slideLog.push(...p.slides);
      delete p.slides;
      delete e.slides;
      samples.push({ t: t / 1000, ...p });
      emptySamples.push({ t: t / 1000, ...e });
      log(
        `heap ${mb(p.heap)} MB (empty ${mb(e.heap)})  nodes ${p.nodes}/${p.domCounterNodes} (empty ${e.nodes}/${e.domCounterNodes})  urls ${p.urls.alive}  storage ${mb(p.usage)} MB  cache entries ${p.cacheEntries}  slides ${slideLog.length}`,
      );
      nextSample += SAMPLE_S * 1000;
    }
    if (!restarted && t >= restartAt) {
      restarted = true;
      log('restarting the server (same DATA_DIR, 10 s down)');
      marks.push({ t: t / 1000, color: '#E53935' });
      await s.restart(10_000);
      log('server back');
    }
    if (t >= nextChange && changeNo < CHANGES) {
      changeNo += 1;
      nextChange += changeEvery;
      const img = await api.upload(s.media.images[changeNo % s.media.images.length], 'image/png');
      const id = await api.playlist(
        `Soak change ${changeNo}`,
        everySlide({ image: s.image, video: s.video, extraImage: img, webUrl: s.webUrl, seconds: SLIDE_S }),
      );
      const assignedAt = Date.now();
      await api.assign(s.deviceKey, id);
      marks.push({ t: (assignedAt - startT) / 1000, color: '#1E88E5' });
      // Time to screen: until the player announces a slide of the new playlist.
      let seen = null;
      for (let i = 0; !seen && i < 240; i++) {
        const last = await page.evaluate(() => window.__soakLastPlaylist ?? 0);
        if (last === id) seen = Date.now();
        else await sleep(250);
      }
      reconnects.push({ change: changeNo, afterRestart: restarted, toScreenMs: seen ? seen - assignedAt : null });
      log(`schedule change ${changeNo}: playlist ${id} on screen after ${seen ? ((seen - assignedAt) / 1000).toFixed(1) : '> 30'} s`);
    }
    await sleep(1000);
  }
  const last = await samplePlayer();
  if (census0) censusDiff(census0, await heapCensus(page));
  slideLog.push(...last.slides);
  const realS = (Date.now() - startT) / 1000;

  const xs = samples.map((p) => p.t);
  const heapSlope = slope(
    xs,
    samples.map((p) => p.heap),
  );
  const nodeSlope = slope(
    xs,
    samples.map((p) => p.nodes),
  );
  const dcSlope = slope(
    xs,
    samples.map((p) => p.domCounterNodes),
  );
  // Second half only: the first minutes include warm-up (JIT code, caches filling), not leaks.
  const half = samples.slice(Math.floor(samples.length / 2));
  const heapSlope2 = slope(
    half.map((p) => p.t),
    half.map((p) => p.heap),
  );
  const nodeSlope2 = slope(
    half.map((p) => p.t),
    half.map((p) => p.nodes),
  );
  const eHeapSlope = slope(
    emptySamples.map((p) => p.t),
    emptySamples.map((p) => p.heap),
  );
  const eNodeSlope = slope(
    emptySamples.map((p) => p.t),
    emptySamples.map((p) => p.nodes),
  );
  const slidesA = analyseSlides(slideLog);
  const storage = samples.map((p) => p.usage);
  const first = samples[0];
  const end = samples[samples.length - 1];
  const result = {
    minutes: realS / 60,
    slideSeconds: SLIDE_S,
    acceleration: ACCEL,
    simulatedDays: realS / SIM_DAY_S,
    heap: {
      first: first.heap,
      last: end.heap,
      max: Math.max(...samples.map((p) => p.heap)),
      perSimDay: heapSlope * SIM_DAY_S,
      perSimDaySecondHalf: heapSlope2 * SIM_DAY_S,
    },
    heapEmpty: { first: emptySamples[0].heap, last: emptySamples.at(-1).heap, perSimDay: eHeapSlope * SIM_DAY_S },
    nodes: {
      first: first.nodes,
      last: end.nodes,
      max: Math.max(...samples.map((p) => p.nodes)),
      perSimDay: nodeSlope * SIM_DAY_S,
      perSimDaySecondHalf: nodeSlope2 * SIM_DAY_S,
    },
    domCounterNodes: { first: first.domCounterNodes, last: end.domCounterNodes, perSimDay: dcSlope * SIM_DAY_S },
    nodesEmpty: { first: emptySamples[0].nodes, last: emptySamples.at(-1).nodes, perSimDay: eNodeSlope * SIM_DAY_S },
    objectUrls: {
      first: first.urls.alive,
      last: end.urls.alive,
      max: Math.max(...samples.map((p) => p.urls.alive)),
      created: end.urls.created,
    },
    storage: { first: first.usage, last: end.usage, max: Math.max(...storage), cacheEntriesLast: end.cacheEntries },
    slides: {
      shown: slideLog.length,
      changes: slidesA.changes,
      missed: slidesA.missed,
      late: slidesA.late,
      lateP50: pct(slidesA.lateness, 50),
      lateP95: pct(slidesA.lateness, 95),
      lateMax: Math.max(...slidesA.lateness),
    },
    scheduleChanges: reconnects,
    pageErrors: s.errors,
  };
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const png = path.join(benchDir, `soak-${stamp}.png`);
  writeFileSync(path.join(benchDir, `soak-${stamp}.json`), JSON.stringify({ result, samples, emptySamples, marks }, null, 1));
  await plot(
    browser,
    png,
    [
      { name: 'player', color: '#1565C0', points: samples.map((p) => ({ t: p.t, heapMb: p.heap / 1048576, nodes: p.nodes })), marks },
      { name: 'empty page', color: '#9E9E9E', points: emptySamples.map((p) => ({ t: p.t, heapMb: p.heap / 1048576, nodes: p.nodes })) },
    ],
    `bench:soak ${result.minutes.toFixed(0)} min, ${SLIDE_S} s slides (×${ACCEL}), ${result.simulatedDays.toFixed(3)} simulated days`,
  );
  const r = result;
  console.log(
    `\nbench:soak — ${r.minutes.toFixed(1)} min real, slides ${SLIDE_S} s (typical ${TYPICAL_SLIDE_S} s → ×${ACCEL}), one simulated day = ${(SIM_DAY_S / 3600).toFixed(2)} h real = ${86_400 / TYPICAL_SLIDE_S} slide changes; ran ${r.simulatedDays.toFixed(3)} simulated days`,
  );
  console.log('(shared 2-core machine, headless Chromium without GPU; the empty page is sampled the same way in the same run)');
  console.log(
    `JS heap after GC   player ${mb(r.heap.first)} → ${mb(r.heap.last)} MB (max ${mb(r.heap.max)}), slope ${mb(r.heap.perSimDay)} MB/sim-day (second half ${mb(r.heap.perSimDaySecondHalf)})   | empty ${mb(r.heapEmpty.first)} → ${mb(r.heapEmpty.last)} MB, ${mb(r.heapEmpty.perSimDay)} MB/sim-day   target ≤ 1 MB/sim-day: ${r.heap.perSimDay <= 1048576 ? 'met' : r.heap.perSimDaySecondHalf <= 1048576 ? 'met after warm-up only' : 'MISSED'}`,
  );
  console.log(
    `DOM nodes          player ${r.nodes.first} → ${r.nodes.last} (max ${r.nodes.max}), slope ${r.nodes.perSimDay.toFixed(1)}/sim-day (second half ${r.nodes.perSimDaySecondHalf.toFixed(1)}); incl. detached ${r.domCounterNodes.first} → ${r.domCounterNodes.last} (${r.domCounterNodes.perSimDay.toFixed(1)}/sim-day)   | empty ${r.nodesEmpty.first} → ${r.nodesEmpty.last}   target ≤ 100/sim-day: ${Math.abs(r.nodes.perSimDay) <= 100 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `object URLs alive  ${r.objectUrls.first} → ${r.objectUrls.last} (max ${r.objectUrls.max}; ${r.objectUrls.created} created in all)   | empty 0`,
  );
  console.log(
    `storage (estimate) ${mb(r.storage.first)} → ${mb(r.storage.last)} MB (max ${mb(r.storage.max)}), Cache Storage entries ${r.storage.cacheEntriesLast}   | empty ${mb(emptySamples.at(-1).usage)} MB`,
  );
  console.log(
    `slide changes      ${r.slides.changes} (${r.slides.shown} shown): missed ${r.slides.missed}, late (> ${LATE_MS} ms) ${r.slides.late}; lateness p50 ${r.slides.lateP50.toFixed(0)} ms, p95 ${r.slides.lateP95.toFixed(0)} ms, max ${r.slides.lateMax.toFixed(0)} ms`,
  );
  console.log(
    `schedule changes   ${r.scheduleChanges.map((c) => `${c.change}${c.afterRestart ? '*' : ''}: ${c.toScreenMs === null ? 'not seen' : `${(c.toScreenMs / 1000).toFixed(1)} s`}`).join(', ')}  (* after the server restart)`,
  );
  console.log(`page errors        ${r.pageErrors.length}${r.pageErrors.length ? `: ${r.pageErrors.slice(0, 3).join(' | ')}` : ''}`);
  console.log(`chart ${png}`);
  await emptyContext.close();
  await s.close();
}
