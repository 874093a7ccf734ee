#!/usr/bin/env node
/**
 * npm run bench:soak / bench:lowend / bench:coldstart — the player on a screen for a long time, on a
 * slow screen, and starting with the server gone. One script, three modes (`--mode soak|lowend|coldstart`).
 *
 * Every mode starts the built server (apps/server/dist/main.js) on a temporary DATA_DIR seeded with
 * the demo organization, pairs a player page (Chromium via playwright-core) through the API, and
 * measures the same figure on an empty page in the same run (the machine is shared: the empty page
 * is the calibration). The player's build is copied to the work directory first (PLAYER_DIST,
 * WEB_DIST), so a rebuild during a long soak does not change what the screen runs.
 *
 * soak (`--minutes N`, default 30): a playlist with every element type (text, image, video, shape,
 * web, menu, widget), every object animation and every slide transition, at accelerated slide
 * durations (2 s instead of a typical 10 s: acceleration 5×, so one simulated day of 10-second
 * slides — 8,640 slide changes — takes 86,400 / 5 s = 4.8 h). The schedule changes under it through
 * the API several times (a new playlist with a newly uploaded image each time, so media that is no
 * longer scheduled must be evicted), and the server is restarted once halfway (same DATA_DIR; the
 * player must reconnect and take the next change). Sampled every `--sample S` seconds: JS heap after
 * a forced GC (CDP HeapProfiler.collectGarbage + Runtime.getHeapUsage), DOM nodes (in the document,
 * and CDP Memory.getDOMCounters which counts detached ones too), object URLs alive (URL.createObjectURL
 * / revokeObjectURL wrapped by an init script), storage (navigator.storage.estimate, Cache Storage
 * entries). Slide changes come from the player's `signage:slide` window event: a slide is missed when
 * the next one shown is not the next in the playlist, late when it starts more than LATE_MS after its
 * predecessor's planned end. Growth is the least-squares slope × one simulated day. Writes a PNG
 * chart of heap and DOM over time (an SVG rendered and screenshot in the same Chromium) and a JSON of
 * the samples to .bench/.
 *
 * lowend: Chromium's main thread throttled 4× (CDP Emulation.setCPUThrottlingRate); frame intervals
 * (requestAnimationFrame) during each slide transition and during element animations, and the dropped
 * frames of a 1080p H.264 video (getVideoPlaybackQuality). Baseline: the same rAF loop on an empty page
 * and the same video in a bare <video> on an empty page, both throttled the same.
 *
 * coldstart: the paired player has played and stored its media; the page is closed, the server is
 * stopped, and a new page opens the player: the time until its first scheduled slide is on screen,
 * from the service worker's cache and IndexedDB. Baseline: opening an empty page.
 *
 * The parts are in scripts/bench-soak/: run.mjs (command line and shared run state), server.mjs,
 * slides.mjs, player.mjs (browser and paired player page), measure.mjs, and one module per mode.
 */
import { rmSync } from 'node:fs';
import { coldstart } from './bench-soak/coldstart.mjs';
import { lowend } from './bench-soak/lowend.mjs';
import { launch } from './bench-soak/player.mjs';
import { createRun } from './bench-soak/run.mjs';
import { soak } from './bench-soak/soak.mjs';

async function main() {
  const run = createRun();
  const browser = await launch();
  try {
    if (run.MODE === 'soak') await soak(run, browser);
    else if (run.MODE === 'lowend') await lowend(run, browser);
    else if (run.MODE === 'coldstart') await coldstart(run, browser);
    else throw new Error(`unknown mode ${run.MODE}`);
  } finally {
    await browser.close();
    if (!run.args.keep) rmSync(run.work, { recursive: true, force: true });
    rmSync(run.build, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
